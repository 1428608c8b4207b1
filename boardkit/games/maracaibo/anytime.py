"""Moves open at any moment of one's own decisions: a sailor for a ship combat point (l.902, RULINGS A38)."""

from __future__ import annotations

from typing import Any

from boardkit.core import Action, IllegalAction, refuse

from .acts import act
from .components import COMBAT_MAX
from .effects import count_effect, upd
from .flow import advance

KINDS = ("sailor_combat",)


def legal(s: Any) -> list[Action]:
    if s.phase in ("setup", "over"):
        return []
    p = s.current_player
    seat = s.seats[p]
    if seat.sailors and seat.combat < COMBAT_MAX and count_effect(seat, "sailor_to_combat"):
        return [act("sailor_combat", p)]
    return []


def apply(s: Any, a: Action) -> None:
    seat = s.seats[a.player]
    upd(s, a.player, sailors=seat.sailors - 1, general=seat.general + 1, combat=seat.combat + 1)
    s.say("sailor", a.player, "l.902", "turns a sailor into a ship combat point")
    advance(s)  # a waiting choice may have lost its options (a sailor that paid for a quest is gone)


def why_not(s: Any, a: Action) -> IllegalAction | None:
    return refuse(a, "needs the card, a sailor in your supply and room on the combat track", "l.902")
