"""Buying a project card and investing in a building (l.605-631, l.701-715, l.1089-1115)."""

from __future__ import annotations

from typing import Any

from boardkit.core import Action

from .acts import act1
from .components import BUILDINGS, NATIONS
from .effects import (
    count_effect,
    design,
    gain_doubloons,
    gain_synergy,
    gain_vp,
    markers_on_map,
    reward,
    upd,
)


def price(seat: Any, cost: int) -> int:
    """Discounts lower a cost, never below 0 (l.621, l.878)."""
    return max(0, cost - count_effect(seat, "discount"))


def _plants(seat: Any, card: int) -> list[int]:
    return [c for c in seat.hand if c != card and design(c).symbol == "plants"]


def can_buy(s: Any, p: int, card: int) -> bool:
    seat = s.seats[p]
    d = design(card)
    if seat.doubloons < price(seat, s.data.card_cost[d.id]):  # correctable (docs/data.md)
        return False
    for req in d.requires:
        if req in ("sailor", "assistant", "sailor_card") and seat.sailors < 1:
            return False  # l.1099, l.1111, l.1115
        if req == "plants3" and len(_plants(seat, card)) < 3:
            return False  # l.1103
        if req.startswith("nation:") and markers_on_map(s)[NATIONS.index(req[7:])] < 3:
            return False  # l.1107
    return True


def can_invest(s: Any, p: int, building: str) -> bool:
    """Face up, not yet invested in by this player, its cost and a sailor (l.709-713)."""
    seat = s.seats[p]
    if building not in s.buildings or building in seat.buildings or seat.sailors < 1:
        return False
    return seat.doubloons >= price(seat, s.data.building_cost[building])


def buy_actions(s: Any, p: int) -> list[Action]:
    seat = s.seats[p]
    out = [act1("buy", p, "card", c) for c in sorted({*seat.hand, *seat.plan}) if can_buy(s, p, c)]
    out.extend([act1("invest", p, "building", b) for b in s.buildings if can_invest(s, p, b)])
    return out


def buy(s: Any, p: int, card: int) -> None:
    """Pay, meet the requirements, put the card in the personal area; its effects start at once (l.617)."""
    seat = s.seats[p]
    d = design(card)
    if card in seat.hand:
        hand = list(seat.hand)
        hand.remove(card)
        seat = upd(s, p, hand=tuple(hand))
    else:
        plan = list(seat.plan)
        plan.remove(card)
        seat = upd(s, p, plan=tuple(plan))
    gain_doubloons(s, p, -price(seat, s.data.card_cost[d.id]))
    for req in d.requires:
        seat = s.seats[p]
        if req == "sailor":
            seat = upd(s, p, sailors=seat.sailors - 1, general=seat.general + 1)
        elif req == "assistant":  # the sailor becomes an assistant at the card's location (l.629)
            seat = upd(s, p, sailors=seat.sailors - 1, assistants=(*seat.assistants, (d.assistant_at, card)))
        elif req == "sailor_card":
            seat = upd(s, p, sailors=seat.sailors - 1, on_cards=seat.on_cards + 1)
        elif req == "plants3":
            gone = _plants(seat, card)[:3]
            seat = upd(s, p, hand=tuple(c for c in seat.hand if c not in gone))
            s.discard = (*s.discard, *gone)
    seat = s.seats[p]
    had = seat.synergy
    upd(s, p, bought=(*seat.bought, card))  # its effects apply from now on, its own included (l.617)
    s.say("buy", p, "l.617", "buys {0}", d.name)
    for eff in d.effects:  # in printed order
        if eff[0] == "cond_income" and eff[1] not in had:
            continue  # counted when the token arrives, even from this very card (l.661)
        reward(s, p, eff, "l.934")


def invest(s: Any, p: int, building: str) -> None:
    """Cost and a sailor onto the building, its synergy token, 2 VP for the first investor (l.709-711)."""
    seat = s.seats[p]
    b = BUILDINGS[building]
    gain_doubloons(s, p, -price(seat, s.data.building_cost[building]))
    seat = s.seats[p]
    upd(s, p, sailors=seat.sailors - 1, buildings=(*seat.buildings, building))
    i = s.buildings.index(building)
    investors = list(s.investors)
    first = not investors[i]
    investors[i] = (*investors[i], p)
    s.investors = tuple(investors)
    s.say("invest", p, "l.709", "invests in {0}", building)
    gain_synergy(s, p, b["synergy"])
    if first:
        gain_vp(s, p, 2)
        s.say("invest", p, "l.711", "first investor: 2 VP")
