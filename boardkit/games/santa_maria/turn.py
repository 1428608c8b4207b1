"""A turn: exactly one main action, (A) expand, (B) activate a building with coins, (C) use a die, (D) pass
(l.76-83). Each main action lives in its own module; this phase gathers them."""

from __future__ import annotations

from boardkit.core import Action, IllegalAction, refuse

from . import activate, ambassadors, archery, dice, expand, maya_turn, passing, scholars
from .state import SantaMariaState

MAYA_KINDS = ("city_die", "play_card", "priest")
MAIN = {
    "expand": expand,
    "activate": activate,
    "use_die": dice,
    "pass": passing,
    "ambassador": ambassadors,
    "archery": archery,
}


def legal(s: SantaMariaState) -> list[Action]:
    if s.maya_on and s.current_player == s.maya_seat:  # the Maya's four actions (l.825-835)
        return maya_turn.legal(s)
    out = [*expand.main_legal(s), *activate.main_legal(s), *dice.main_legal(s), *passing.main_legal(s)]
    out += scholars.philosophy_legal(s)
    if s.kingdoms:
        out += dice.cocoa_legal(s)
        out += archery.main_legal(s)
    if s.ambassadors_on:
        out += ambassadors.main_legal(s)
        out += archery.ambassador_legal(s)
    return out


def apply(s: SantaMariaState, a: Action) -> None:
    if s.maya_on and a.player == s.maya_seat:
        maya_turn.apply(s, a)
        return
    if a.kind == "cocoa_die":
        dice.cocoa_apply(s, a)
        return
    if a.kind == "ambassador_archery":
        archery.ambassador_apply(s, a)
        return
    if a.kind == "philosophy":
        scholars.philosophy_apply(s, a)
        return
    MAIN[a.kind].main_apply(s, a)


def why_not(s: SantaMariaState, a: Action) -> IllegalAction:
    if a.kind in MAYA_KINDS or (s.maya_on and a.player == s.maya_seat):
        if s.maya_on and a.player == s.maya_seat and a.kind not in (*MAYA_KINDS, "pass"):
            return refuse(a, "the Maya has no colony: a die, a card, a high priest or passing", "l.825-835")
        return maya_turn.why_not(s, a)
    if a.kind == "cocoa_die":
        return dice.cocoa_why_not(s, a)
    if a.kind == "ambassador_archery":
        return archery.ambassador_why_not(s, a)
    if a.kind == "philosophy":
        return scholars.philosophy_why_not(s, a)
    return MAIN[a.kind].main_why_not(s, a)
