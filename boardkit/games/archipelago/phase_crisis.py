"""Phase 4 crises, and the immediate (red) ones of phase 6 (l.340-388, l.770): one opportunity per
player in turn order to consume (internal) or ship (export) cubes of the crisis resource.

Moves: ``supply(source)`` with source ``market`` (board I or II, from the last cube, free of charge,
l.364, l.386), ``screen`` (a cube behind one's screen) or ``token`` (an explorer token turned into that
resource, l.431); ``done`` ends one's opportunity (l.364). After an internal crisis, a city holder may
``evict`` a striker of another colour from the port or market of his city's region (l.715).
"""

from __future__ import annotations

from boardkit.core import Action, IllegalAction, refuse

from . import flow
from .economy import bump, seat_set
from .moves import act, act0, act1
from .state import ArchipelagoState

SOURCES = ("market", "screen", "token")


def _sources(s: ArchipelagoState, p: int) -> list[str]:
    res, n = flow.crisis_resource(s)
    if s.step == "external" and s.crisis_done >= n:
        return []
    seat = s.seats[p]
    board = s.internal if s.step == "internal" else s.external
    out = []
    if board[res]:
        out.append("market")
    if seat.cubes[res]:
        out.append("screen")
    if seat.tokens and s.bank_cubes[res]:  # the token's cube comes from the bank (RULINGS A37)
        out.append("token")
    return out


def legal(s: ArchipelagoState) -> list[Action]:
    p = s.current_player
    if s.step == "evict":  # l.715: the city holder may evict strikers from its port or market
        return [*(act("evict", p, unit=k) for k in flow.evictable(s, p)), act("done", p)]
    return [*(act1("supply", p, "source", src) for src in _sources(s, p)), act0("done", p)]


def apply(s: ArchipelagoState, a: Action) -> None:
    p = a.player
    if s.step == "evict":
        if a.kind == "evict":
            flow.evict(s, p, a["unit"])
        else:
            flow.end_evictions(s)
        return
    if a.kind == "done":
        flow.next_opportunity(s)
        return
    res, n = flow.crisis_resource(s)
    src = a["source"]
    if src == "market":
        if s.step == "internal":
            s.internal = bump(s.internal, res, -1)
        else:
            s.external = bump(s.external, res, -1)
    elif src == "screen":
        seat_set(s, p, cubes=bump(s.seats[p].cubes, res, -1))
    else:
        seat_set(s, p, tokens=s.seats[p].tokens - 1)  # l.431: the token leaves the game
    if src != "token":  # a token's cube comes from the bank and goes straight back: no change
        s.bank_cubes = bump(s.bank_cubes, res, 1)  # l.366, l.386: consumed cubes go to the bank
    if src != "market" and "trend_benefactor" in s.trends and s.bank_money > 0:
        s.bank_money -= 1  # l.968
        seat_set(s, p, benefactor=s.seats[p].benefactor + 1)
    s.crisis_done += 1
    if s.step == "internal":
        raised = flow.raise_for(s, p, n)  # l.370
        s.say("supply", p, "l.370", "consumes a cube from the {0} and raises {1} inhabitant(s)", src, raised)
        flow.church_raise(s, p)  # a raised city dweller may give back the church (l.691)
        if not flow.lying(s):
            flow.end_crisis(s)
    else:
        s.say("supply", p, "l.386", "ships a cube from the {0}", src)
        if s.crisis_done >= n:
            flow.end_crisis(s)


def why_not(s: ArchipelagoState, a: Action) -> IllegalAction:
    if a.kind == "evict":
        return refuse(
            a, "only a striker of another colour in a port or market of your city's region", "l.715"
        )
    if s.step == "evict":
        return refuse(a, "the crisis is over: evict a striker or be done", "l.715")
    if a.kind == "supply" and a["source"] not in SOURCES:
        return refuse(a, "the source is market, screen or token", "l.364")
    return refuse(a, "nothing of the crisis resource there", "l.364")
