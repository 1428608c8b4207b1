"""The expansion's scholar Meditation (l.1003): its holder who joined the lowest pass space, already taken, lays
its road tile and then takes the action of a pass space nobody holds. (Joining a space: passing.py.)"""

from __future__ import annotations

from boardkit.core import Action, IllegalAction, refuse

from .flow import resolve
from .moves import MEDITATE
from .state import SantaMariaState


def free_spaces(s: SantaMariaState) -> list[int]:
    """The pass spaces nobody holds, 1 top .. 5."""
    return [k + 1 for k, q in enumerate(s.pass_spaces) if q < 0]


def legal(s: SantaMariaState) -> list[Action]:
    p = s.current_player
    return [MEDITATE[p][k - 1] for k in free_spaces(s)]


def apply(s: SantaMariaState, a: Action) -> None:
    p, k = a.player, a["space"]
    s.phase = "turn"
    action = s.data.pass_actions[k - 1]
    s.say("meditate", p, "l.1003", "Meditation: takes the action of free pass space {0} ({1})", k, action)
    s.pending = ((action, 0), *s.pending)
    resolve(s)


def why_not(s: SantaMariaState, a: Action) -> IllegalAction:
    return refuse(a, "Meditation gives the action of a pass space nobody holds", "l.1003")
