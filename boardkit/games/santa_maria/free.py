"""Free actions, any number during your own turn: sell any resource, buy wood or grain (l.294-300)."""

from __future__ import annotations

from boardkit.core import Action, IllegalAction, refuse

from .components import RESOURCES, SIMPLE
from .effects import LIMIT, VALUE
from .moves import SEATS, move
from .scholars import MATHEMATICS, buy_price
from .state import SantaMariaState, own

KINDS = ("sell", "buy")
_SELL = {r: (("resource", r),) for r in RESOURCES}
SETUP_PHASES = ("town_hall", "colony")


# the moves made once per seat, in the order offered: every sale, then the purchases
SELLS = tuple(tuple((r, move("sell", p, *_SELL[r])) for r in RESOURCES) for p in SEATS)
BUYS = tuple(tuple((r, move("buy", p, *_SELL[r])) for r in SIMPLE) for p in SEATS)


def legal(s: SantaMariaState) -> list[Action]:
    if s.phase in SETUP_PHASES or s.hall_order or s.board_order:
        return []
    p = s.current_player
    if s.maya_on and (p == s.maya_seat or s.phase == "consent"):  # l.808; an offer waits (l.927)
        return []
    seat = s.seats[p]
    out = [a for r, a in SELLS[p] if getattr(seat, r)]
    if seat.coins >= 3 or (seat.coins and seat.coins >= buy_price(s, p)):  # 2 with Mathematics (RULINGS A5)
        out += [a for r, a in BUYS[p] if getattr(seat, r) < LIMIT]
    return out


def apply(s: SantaMariaState, a: Action) -> None:
    seat = own(s, a.player)
    r = a["resource"]
    if a.kind == "sell":
        setattr(seat, r, getattr(seat, r) - 1)
        seat.coins += VALUE[r]
        s.say("sell", a.player, "l.296", "sells 1 {0} for {1} coin(s)", r, VALUE[r])
    else:
        price = buy_price(s, a.player)
        setattr(seat, r, getattr(seat, r) + 1)
        seat.coins -= price
        if price != s.data.n["buy_simple"]:
            s.say("scholar", a.player, "l.298", "uses the scholar {0}", MATHEMATICS)
        s.say("buy", a.player, "l.298", "buys 1 {0} for {1} coins", r, price)


def why_not(s: SantaMariaState, a: Action) -> IllegalAction:
    r = a["resource"]
    if r not in RESOURCES:
        return refuse(a, f"the resources are {', '.join(RESOURCES)}", "l.296")
    if s.phase in SETUP_PHASES or s.hall_order or s.board_order:
        return refuse(a, "free actions belong to a turn, not to setting up the colonies", "l.294")
    if s.maya_on and a.player == s.maya_seat:
        return refuse(a, "the Maya trades only with a trade card, never as a free action", "l.808")
    if s.phase == "consent":
        return refuse(a, "answer the Maya's offer first: it is the Maya's turn", "l.927")
    if a.kind == "sell":
        return refuse(a, f"you have no {r} to sell", "l.296")
    if r not in SIMPLE:
        return refuse(a, "sugar, gems and gold cannot be bought", "l.298")
    if getattr(s.seats[a.player], r) >= LIMIT:
        return refuse(a, "you may store at most 3 of each resource", "l.298")
    return refuse(a, f"buying wood or grain costs {buy_price(s, a.player)} coins", "l.298")
