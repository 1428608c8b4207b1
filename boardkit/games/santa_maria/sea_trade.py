"""Sea trade: pay for a face-up tile at a main-board dock, lay it face down at your dock with the same symbol,
refill the dock from the deck at once (l.174-182)."""

from __future__ import annotations

from boardkit.core import Action, IllegalAction, refuse

from .components import DOCKS
from .effects import can_pay, pay
from .flow import resolve
from .moves import SKIP, move
from .state import SantaMariaState, own


def legal(s: SantaMariaState) -> list[Action]:
    p = s.current_player
    seat = s.seats[p]
    sea = s.data.sea
    out = [
        move("ship", p, ("dock", d + 1)) for d, t in enumerate(s.docks) if t and can_pay(seat, sea[t]["cost"])
    ]
    out.append(SKIP[p])
    return out


def apply(s: SantaMariaState, a: Action) -> None:
    p = a.player
    if a.kind == "skip":
        s.say("skip", p, "l.178", "takes no sea-trade tile")
        resolve(s)
        return
    d = a["dock"] - 1
    t = s.docks[d]
    pay(s, p, s.data.sea[t]["cost"])
    seat = own(s, p)
    seat.ships = (*seat.ships, t)
    seat.ship_docks = (*seat.ship_docks, d)
    docks = list(s.docks)
    docks[d] = s.deck[0] if s.deck else ""  # an empty deck leaves the dock empty (l.180)
    s.docks = tuple(docks)
    s.deck = s.deck[1:]
    s.say("ship", p, "l.178", "takes sea-trade tile {0} to the {1} dock", t, DOCKS[d])
    resolve(s)


def why_not(s: SantaMariaState, a: Action) -> IllegalAction:
    d = a["dock"]
    if not 1 <= d <= 4:
        return refuse(a, "the main board has four docks", "l.178")
    if not s.docks[d - 1]:
        return refuse(a, "that dock is empty: the sea-trade deck has run out", "l.180")
    return refuse(a, "you cannot pay the resources shown on that tile (gold stands for any)", "l.178")
