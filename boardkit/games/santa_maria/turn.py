"""A turn: exactly one main action, (A) expand, (B) activate a building with coins, (C) use a die, (D) pass
(l.76-83). Each main action lives in its own module; this phase gathers them."""

from __future__ import annotations

from boardkit.core import Action, IllegalAction

from . import activate, dice, expand, passing
from .state import SantaMariaState

MAIN = {"expand": expand, "activate": activate, "use_die": dice, "pass": passing}


def legal(s: SantaMariaState) -> list[Action]:
    return [*expand.main_legal(s), *activate.main_legal(s), *dice.main_legal(s), *passing.main_legal(s)]


def apply(s: SantaMariaState, a: Action) -> None:
    MAIN[a.kind].main_apply(s, a)


def why_not(s: SantaMariaState, a: Action) -> IllegalAction:
    return MAIN[a.kind].main_why_not(s, a)
