"""A temple level (l.861-875): after the die (or a high priest) stops, pay the token of one district beside
that building; turn it over, take the district's reward, lay the next smaller token. Also pass space 5 (l.951).
The rewards by district: RULINGS A67."""

from __future__ import annotations

from boardkit.core import Action, IllegalAction, refuse

from .effects import gain
from .flow import resolve
from .maya import complete_level, draw, payable_temples
from .maya_steps import districts_for, end_walk
from .moves import SKIP, move
from .state import SantaMariaState


def legal(s: SantaMariaState) -> list[Action]:
    p, names = s.maya_seat, s.data.city.districts
    ks = payable_temples(s, districts_for(s, s.step[1]))
    return [*(move("temple", p, ("district", names[k])) for k in ks), SKIP[p]]


def apply(s: SantaMariaState, a: Action) -> None:
    p = a.player
    end_walk(s)
    if a.kind == "skip":
        s.say("skip", p, "l.863", "builds no temple level")
        resolve(s)
        return
    k = s.data.city.districts.index(a["district"])
    reward = complete_level(s, k, "l.865")
    m = s.data.m
    step: tuple = ()
    if reward == "coins":
        gain(s, p, "coins", m["reward_coins"], "l.869")
    elif reward == "cards":
        draw(s, m["reward_cards"], "l.870")
    elif reward == "priest":
        if s.priests < m["priests"]:
            s.priests += 1
            s.say("priest", p, "l.873", "takes a high priest")
    elif reward == "storage":
        step = (("city_store", 0),)
    else:
        step = (("city_fork", 0),)
    s.pending = (*step, *s.pending)
    resolve(s)


def why_not(s: SantaMariaState, a: Action) -> IllegalAction:
    return refuse(a, "a level of one temple beside the building reached, its token's resources paid", "l.863")
