"""Role selection and the Prospector (l.155-173, l.431-439, l.770)."""

from __future__ import annotations

from boardkit.core import Action, IllegalAction, refuse

from . import builder, captain, craftsman, mayor, settler, trader
from .actions import act1
from .catalog import bid
from .flow import earn, finish_role, occupied
from .state import PRState

LIBRARY = bid("library")


def _prospector(s: PRState) -> None:
    """No action; the prospector takes 1 doubloon (l.433), 2 with the Library (A12)."""
    p = s.role_player
    n = 2 if s.new_buildings and occupied(s.seats[p], LIBRARY) else 1
    earn(s, p, n)
    s.say("privilege", p, "l.433", "Prospector's privilege: +{0} doubloon(s)", n)
    finish_role(s)


STARTS = {
    "settler": settler.start,
    "mayor": mayor.start,
    "builder": builder.start,
    "craftsman": craftsman.start,
    "trader": trader.start,
    "captain": captain.start,
    "prospector": _prospector,
    "prospector_2": _prospector,
}


_OPEN_ROLES: dict[tuple, tuple[Action, ...]] = {}  # (roles, taken, player) -> the role choices


def legal(s: PRState) -> list[Action]:
    key = (s.roles, s.role_taken, s.current_player)
    acts = _OPEN_ROLES.get(key)
    if acts is None:
        p = s.current_player
        acts = _OPEN_ROLES[key] = tuple(
            act1("role", p, "role", r) for r, taker in zip(s.roles, s.role_taken, strict=True) if taker < 0
        )
    return list(acts)


def apply(s: PRState, a: Action) -> None:
    p = a.player
    role = a["role"]
    r = s.roles.index(role)
    money = s.role_money[r]
    taken = list(s.role_taken)
    taken[r] = p
    s.role_taken = tuple(taken)
    if money:
        rm = list(s.role_money)
        rm[r] = 0
        s.role_money = tuple(rm)
        s.seat(p).doubloons += money  # the doubloons on the token (l.169) were already out of the bank
    s.say(
        "role",
        p,
        "l.155",
        "chooses the {0}{1}",
        role,
        f" and takes {money} doubloon(s) from it" if money else "",
    )
    s.role_player = p
    STARTS[role](s)


def why_not(s: PRState, a: Action) -> IllegalAction | None:
    role = a["role"]
    if role not in s.roles:
        return refuse(a, f"there is no {role} token in this game", "l.129-131")
    return refuse(a, f"the {role} has already been taken this round", "l.173")
