"""A religion action: one space, or two for 1 grain (l.190-194, l.210); monks and blue dice on the way (l.194, l.240).
The scholar Theology may pay the extra step with a coin instead (RULINGS A5)."""

from __future__ import annotations

from boardkit.core import Action, IllegalAction, refuse

from .effects import pay, religion_steps
from .flow import resolve
from .moves import SEATS, move
from .scholars import THEOLOGY, theology_coins
from .state import SantaMariaState, own

_ONE = (("extra", False),)
_TWO = (("extra", True),)
THEOLOGY_STEP = tuple(move("theology", p) for p in SEATS)


def legal(s: SantaMariaState) -> list[Action]:
    p = s.current_player
    seat = s.seats[p]
    out = [move("religion", p, *_ONE)]
    if seat.grain or seat.gold:
        out.append(move("religion", p, *_TWO))
    coins = theology_coins(s, p)
    if coins and seat.coins >= coins:
        out.append(THEOLOGY_STEP[p])
    return out


def apply(s: SantaMariaState, a: Action) -> None:
    p = a.player
    rule = "l.276" if s.seats[p].passed else "l.194"
    if a.kind == "theology":
        coins = theology_coins(s, p)
        own(s, p).coins -= coins
        s.say(
            "religion", p, "l.194", "pays {0} coin(s) for an extra step with the scholar {1}", coins, THEOLOGY
        )
        religion_steps(s, p, 2, rule)
        resolve(s)
        return
    if a["extra"]:
        pay(s, p, {"grain": 1})
        s.say("religion", p, "l.194", "pays 1 grain for an extra step")
    religion_steps(s, p, 2 if a["extra"] else 1, rule)
    resolve(s)


def why_not(s: SantaMariaState, a: Action) -> IllegalAction:
    if a.kind == "theology":
        coins = theology_coins(s, a.player)
        if not coins:
            return refuse(
                a, "only the holder of the scholar Theology pays the extra step with coins", "l.194"
            )
        return refuse(a, f"the extra step with Theology costs {coins} coin(s)", "l.194")
    return refuse(a, "the extra step costs 1 grain (or gold)", "l.194")
