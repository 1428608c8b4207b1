"""A trade building: once per activation, pay one of the resources shown for what it gives, or let it be (l.168-172)."""

from __future__ import annotations

from boardkit.core import Action, IllegalAction, refuse

from .effects import can_pay, gain_all, pay
from .flow import resolve
from .moves import SKIP, move
from .scholars import RHETORIC, reward
from .state import SantaMariaState


def building(s: SantaMariaState) -> dict:
    """The building whose effect waits: the cell's, or the named part of a printed one (l.258)."""
    kind, i = s.step
    name = s.seats[s.current_player].cells[i] if kind == "building" else kind.removeprefix("part:")
    return s.data.buildings[name]


def legal(s: SantaMariaState) -> list[Action]:
    p = s.current_player
    seat = s.seats[p]
    out = [move("trade", p, ("pay", r)) for r in building(s)["pay"] if can_pay(seat, {r: 1})]
    out.append(SKIP[p])
    return out


def apply(s: SantaMariaState, a: Action) -> None:
    p = a.player
    if a.kind == "skip":
        s.say("skip", p, "l.172", "makes no trade")
    else:
        rec = building(s)
        pay(s, p, {a["pay"]: 1})
        s.say("trade", p, "l.172", "trades 1 {0}", a["pay"])
        gain_all(s, p, rec["gain"], "l.172")
        reward(s, p, RHETORIC, "trade_gain", "l.172")
    resolve(s)


def why_not(s: SantaMariaState, a: Action) -> IllegalAction:
    shown = building(s)["pay"]
    if a["pay"] not in shown:
        return refuse(a, f"this building takes {' or '.join(shown)}", "l.172")
    return refuse(a, f"you have no {a['pay']} (nor gold) to pay", "l.206")
