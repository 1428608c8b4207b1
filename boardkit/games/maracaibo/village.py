"""Village actions (l.196, l.364-366, l.582-593, l.912-921): bought with the moves sailed, repeatable.

The rulebook's own list of basic village actions is a picture; it names buying a card or investing
in a building as one (l.615). One more basic action, 1 doubloon, is assumed (RULINGS A17).
"""

from __future__ import annotations

from typing import Any

from boardkit.core import Action, IllegalAction, refuse

from .acts import act
from .buying import buy, buy_actions, invest
from .components import GOODS, NATIONS, QUESTS, ROUTE
from .effects import (
    NATION,
    count_effect,
    design,
    gain_combat,
    gain_doubloons,
    gain_influence,
    gain_vp,
    has_upgrade,
    objects_to_discard,
    owner_at,
    place_marker,
    queue,
    upd,
)
from .flow import advance, leave_sub
from .main import apply_free, free_actions
from .quests import can_pay, fulfil

RULES = {
    "doubloon": "l.615",
    "combat_coin": "l.586",
    "goods_vp": "l.587",
    "marker": "l.593",
    "goods2": "l.921",
    "treasure2": "l.918",
    "adventure2": "l.919",
    "books2": "l.920",
    "card_quest": "l.943",
}
LAST = ("treasure2", "adventure2", "books2", "card_quest")  # "as your last village action" (l.914)
OBJECT_ACTIONS = {"treasure2": "treasure", "adventure2": "adventure", "books2": "books"}
BOOKS_X = 2  # the X of the books action is a picture (RULINGS A35)


def _goods(seat: Any, n: int) -> list[str]:
    """Goods (not objects) of which the hand holds ``n`` cards (l.587, l.921)."""
    counts: dict[str, int] = {}
    for c in seat.hand:
        sym = design(c).symbol
        if sym in GOODS:
            counts[sym] = counts.get(sym, 0) + 1
    return sorted(g for g, k in counts.items() if k >= n)


def village_actions(s: Any, p: int) -> list[Action]:
    seat = s.seats[p]
    out = [act("vaction", p, what="doubloon", choice="")]
    if has_upgrade(seat, "combat_coin"):
        out.append(act("vaction", p, what="combat_coin", choice=""))
    if has_upgrade(seat, "goods_vp"):
        out.extend(act("vaction", p, what="goods_vp", choice=g) for g in _goods(seat, 3))
    loc = ROUTE[seat.ship]
    if has_upgrade(seat, "marker") and loc.kind == "village" and owner_at(s, loc.id) < 0:
        out.extend(
            act("vaction", p, what="marker", choice=n) for i, n in enumerate(NATIONS) if s.markers_left[i]
        )
    if count_effect(seat, "village"):
        kinds = {e[1] for c in seat.bought for e in design(c).effects if e[0] == "village"}
        if "goods2" in kinds:
            out.extend(act("vaction", p, what="goods2", choice=g) for g in _goods(seat, 2))
        for kind, symbol in OBJECT_ACTIONS.items():
            if kind in kinds and _held(seat, symbol) >= objects_to_discard(seat, symbol, 2):
                out.append(act("vaction", p, what=kind, choice=""))
    for tile in seat.card_quests:  # the quest on a bought card, as the last village action (l.943)
        if can_pay(s, p, QUESTS[tile].cost):
            out.append(act("vaction", p, what="card_quest", choice=str(tile)))
    return out


def legal(s: Any) -> list[Action]:
    p = s.current_player
    out = [*buy_actions(s, p), *village_actions(s, p)] if s.village_left > 0 else []
    out.extend(free_actions(s, p))
    out.append(act("end_village", p))
    return out


def _held(seat: Any, symbol: str) -> int:
    return sum(1 for c in seat.hand if design(c).symbol == symbol)


def _discard(s: Any, p: int, symbol: str, n: int) -> None:
    seat = s.seats[p]
    gone = [c for c in seat.hand if design(c).symbol == symbol][:n]
    upd(s, p, hand=tuple(c for c in seat.hand if c not in gone))
    s.discard = (*s.discard, *gone)


def apply(s: Any, a: Action) -> None:
    p = a.player
    if a.kind in ("plan", "task"):
        apply_free(s, a)
        advance(s)
        return
    if a.kind == "end_village":
        s.village_left = 0
        leave_sub(s)
        advance(s)
        return
    s.village_left -= 1
    if a.kind == "buy":
        buy(s, p, a["card"])
    elif a.kind == "invest":
        invest(s, p, a["building"])
    else:
        kind, choice = a["what"], a["choice"]
        rule = RULES[kind]
        if kind == "doubloon":
            gain_doubloons(s, p, 1)
        elif kind == "combat_coin":
            gain_combat(s, p, 1)
            gain_doubloons(s, p, 1)
        elif kind == "goods_vp":
            _discard(s, p, choice, 3)
            gain_doubloons(s, p, 2)
            gain_vp(s, p, 2)
        elif kind == "marker":
            place_marker(s, NATION[choice], s.seats[p].ship)
            gain_influence(s, p, NATION[choice], 1)
            gain_doubloons(s, p, 1)
        elif kind == "goods2":
            _discard(s, p, choice, 2)
            gain_doubloons(s, p, 4)
        elif kind in OBJECT_ACTIONS:
            symbol = OBJECT_ACTIONS[kind]
            _discard(s, p, symbol, objects_to_discard(s.seats[p], symbol, 2))
            if kind == "treasure2":
                gain_vp(s, p, 2)
                queue(s, ("explore", 2, 0))
            elif kind == "adventure2":
                gain_doubloons(s, p, 3)
                queue(s, ("explore", 2, 0))
            else:
                gain_doubloons(s, p, BOOKS_X)
                gain_vp(s, p, BOOKS_X)
        elif kind == "card_quest":
            tile = int(choice)
            seat = s.seats[p]
            upd(s, p, card_quests=tuple(t for t in seat.card_quests if t != tile))
            fulfil(s, p, tile, rule)
        s.say("village", p, rule, "village action {0} {1}", kind, choice)
        if kind in LAST:
            s.village_left = 0  # l.914
    if s.village_left == 0:
        leave_sub(s)
    advance(s)


def why_not(s: Any, a: Action) -> IllegalAction | None:
    if a.kind in ("plan", "task"):
        from .main import why_not as main_why

        return main_why(s, a)
    if s.village_left <= 0:
        return refuse(a, "no village action is left", "l.196")
    if a.kind == "buy":
        return refuse(
            a, "a card from your hand or planning area whose price and requirements you meet", "l.615, l.1091"
        )
    if a.kind == "invest":
        return refuse(a, "a face-up building you have not invested in, its cost and a sailor", "l.709-713")
    kind = a["what"]
    if kind not in RULES:
        return refuse(a, f"village actions are {', '.join(RULES)}", "l.364")
    return refuse(a, "this village action is not open to you now", RULES[kind])
