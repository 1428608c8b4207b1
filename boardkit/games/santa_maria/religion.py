"""A religion action: one space, or two for 1 grain (l.190-194, l.210); monks and blue dice on the way (l.194, l.240)."""

from __future__ import annotations

from boardkit.core import Action, IllegalAction, refuse

from .effects import pay, religion_steps
from .flow import resolve
from .moves import move
from .state import SantaMariaState

_ONE = (("extra", False),)
_TWO = (("extra", True),)


def legal(s: SantaMariaState) -> list[Action]:
    p = s.current_player
    seat = s.seats[p]
    out = [move("religion", p, *_ONE)]
    if seat.grain or seat.gold:
        out.append(move("religion", p, *_TWO))
    return out


def apply(s: SantaMariaState, a: Action) -> None:
    p = a.player
    rule = "l.276" if s.seats[p].passed else "l.194"
    if a["extra"]:
        pay(s, p, {"grain": 1})
        s.say("religion", p, "l.194", "pays 1 grain for an extra step")
    religion_steps(s, p, 2 if a["extra"] else 1, rule)
    resolve(s)


def why_not(s: SantaMariaState, a: Action) -> IllegalAction:
    return refuse(a, "the extra step costs 1 grain (or gold)", "l.194")
