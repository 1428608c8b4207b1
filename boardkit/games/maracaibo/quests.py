"""Quests (l.368-384, l.717-727, l.1173-1204): paying the full cost, the reward, the quest track."""

from __future__ import annotations

from typing import Any

from .components import QUESTS
from .effects import (
    design,
    gain_combat,
    gain_doubloons,
    gain_vp,
    objects_to_discard,
    return_sailor,
    reward,
    upd,
)
from .state import MaracaiboState, Seat


def _matching(seat: Seat, symbol: str) -> list[int]:
    return [c for c in seat.hand if design(c).symbol == symbol]


def can_pay(s: MaracaiboState, who: int, cost: tuple[Any, ...]) -> bool:
    seat = s.seats[who]
    kind = cost[0]
    if kind == "combat":
        return seat.combat >= cost[1]
    if kind == "objects":
        return len(_matching(seat, cost[1])) >= objects_to_discard(seat, cost[1], 2)  # l.1178, l.874
    if kind == "goods":
        return len(_matching(seat, cost[1])) >= 2  # l.1185: two cards from the hand (l.723)
    if kind == "doubloons":
        return seat.doubloons >= cost[1]
    if kind == "moves":
        return s.steps >= cost[1]  # l.1183, RULINGS A22
    if kind == "sailor":
        return seat.sailors >= 1
    raise ValueError(f"unknown quest cost {kind!r}")


def pay(s: MaracaiboState, who: int, cost: tuple[Any, ...]) -> None:
    seat = s.seats[who]
    kind = cost[0]
    if kind == "combat":
        gain_combat(s, who, -cost[1])
    elif kind in ("objects", "goods"):
        # Which matching cards go is not asked: the lowest-numbered two (RULINGS A19).
        n = objects_to_discard(seat, cost[1], 2) if kind == "objects" else 2
        gone = _matching(seat, cost[1])[:n]
        upd(s, who, hand=tuple(c for c in seat.hand if c not in gone))
        s.discard = (*s.discard, *gone)
    elif kind == "doubloons":
        gain_doubloons(s, who, -cost[1])
    elif kind == "sailor":
        return_sailor(s, who)


def fulfil(s: MaracaiboState, who: int, tile: int, rule: str) -> None:
    """Pay, take the reward, put the tile on the quest track: the 4th gives 4 VP, each later one 2 (l.374)."""
    quest = QUESTS[tile]
    pay(s, who, quest.cost)
    s.say("quest", who, rule, "fulfils a quest")
    for part in quest.reward:
        reward(s, who, part, "l.1193-1204")
    put_on_track(s, who, tile)


def put_on_track(s: MaracaiboState, who: int, tile: int) -> None:
    seat = upd(s, who, quests=(*s.seats[who].quests, tile))
    n = len(seat.quests)
    if n >= 4:
        gain_vp(s, who, 4 if n == 4 else 2)
        s.say("quest", who, "l.374", "quest tile number {0} on the track: {1} VP", n, 4 if n == 4 else 2)
