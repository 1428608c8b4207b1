"""Phase C (l.213-225): refill the hand to the limit from the deck, the planning area or the market."""

from __future__ import annotations

from typing import Any

from boardkit.core import Action, IllegalAction, refuse

from .acts import act, act1
from .components import BIG_HAND_LIMIT, HAND_LIMIT
from .effects import design, gain_doubloons, has_upgrade, upd
from .flow import advance, draw_top


def hand_limit(seat: Any) -> int:
    return BIG_HAND_LIMIT if has_upgrade(seat, "hand") else HAND_LIMIT  # l.221, l.558


def market_price(seat: Any) -> int:
    return 0 if has_upgrade(seat, "market") else 1  # l.219, l.562


def legal(s: Any) -> list[Action]:
    p = s.current_player
    seat = s.seats[p]
    out: list[Action] = []
    if s.deck or s.discard:
        out.append(act("draw", p))
    out.extend([act1("draw_plan", p, "card", c) for c in sorted(set(seat.plan))])
    if seat.doubloons >= market_price(seat):
        out.extend([act1("draw_market", p, "card", c) for c in sorted(set(s.market))])
    return out


def can_draw(s: Any) -> bool:
    """Room in the hand and something ``legal`` would offer (asked without building the list)."""
    seat = s.seats[s.current_player]
    if len(seat.hand) >= hand_limit(seat):
        return False
    return bool(s.deck or s.discard or seat.plan or (s.market and seat.doubloons >= market_price(seat)))


def apply(s: Any, a: Action) -> None:
    p = a.player
    seat = s.seats[p]
    if a.kind == "draw":
        card = draw_top(s)
        s.say("draw", p, "l.217", "draws from the deck")
    elif a.kind == "draw_plan":
        card = a["card"]
        plan = list(seat.plan)
        plan.remove(card)
        seat = upd(s, p, plan=tuple(plan))
        s.say("draw", p, "l.218", "takes a card from the planning area")  # hidden to hidden (RULINGS A25)
    else:
        card = a["card"]
        market = list(s.market)
        market.remove(card)
        s.market = tuple(market)  # refilled only after phase C (l.225)
        gain_doubloons(s, p, -market_price(seat))
        s.say("draw", p, "l.219", "takes {0} from the market", design(card).name)  # public
    upd(s, p, hand=(*s.seats[p].hand, card))
    advance(s)


def why_not(s: Any, a: Action) -> IllegalAction | None:
    if a.kind == "draw":
        return refuse(a, "the deck and the discard pile are empty", "l.223")
    if a.kind == "draw_plan":
        return refuse(a, "that card is not in your planning area", "l.218")
    return refuse(a, "that card is not in the market, or you cannot pay 1 doubloon", "l.219")
