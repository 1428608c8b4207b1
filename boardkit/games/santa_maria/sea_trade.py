"""Sea trade: pay for a face-up tile at a main-board dock, lay it face down at your dock with the same symbol,
refill the dock from the deck at once (l.174-182)."""

from __future__ import annotations

from boardkit.core import Action, IllegalAction, refuse

from .components import DOCKS
from .effects import can_pay, can_pay_special, pay, pay_special
from .flow import resolve
from .moves import SKIP, move
from .scholars import ASTRONOMY, reward
from .state import SantaMariaState, own


def legal(s: SantaMariaState) -> list[Action]:
    p = s.current_player
    seat = s.seats[p]
    sea = s.data.sea
    out = [
        move("ship", p, ("dock", d + 1)) for d, t in enumerate(s.docks) if t and can_pay(seat, sea[t]["cost"])
    ]
    if s.special_dock and can_pay_special(seat, sea[s.special_dock]["cost"]):
        out += [move("special_ship", p, ("dock", d + 1)) for d in special_docks(seat.dock_counts())]
    out.append(SKIP[p])
    return out


def special_docks(counts: tuple[int, ...]) -> list[int]:
    """Colony docks a special tile may go to: any but the fullest; every one when all hold as many (l.505).
    Docks tied for the most are all the fullest (RULINGS A26)."""
    most = max(counts)
    if min(counts) == most:
        return list(range(len(counts)))
    return [d for d, n in enumerate(counts) if n < most]


def apply(s: SantaMariaState, a: Action) -> None:
    p = a.player
    if a.kind == "skip":
        s.say("skip", p, "l.178", "takes no sea-trade tile")
        resolve(s)
        return
    if a.kind == "special_ship":
        _special(s, p, a["dock"] - 1)
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
    reward(s, p, ASTRONOMY, "ship_gain", "l.178")
    resolve(s)


def _special(s: SantaMariaState, p: int, d: int) -> None:
    """Pay the special tile's cost, lay it at colony dock ``d``, turn up the next special tile (l.505)."""
    t = s.special_dock
    pay_special(s, p, s.data.sea[t]["cost"])
    seat = own(s, p)
    seat.ships = (*seat.ships, t)
    seat.ship_docks = (*seat.ship_docks, d)
    s.special_dock = s.special_deck[0] if s.special_deck else ""
    s.special_deck = s.special_deck[1:]
    s.say("ship", p, "l.505", "takes special sea-trade tile {0} to the {1} dock", t, DOCKS[d])
    reward(s, p, ASTRONOMY, "ship_gain", "l.178")
    resolve(s)


def why_not(s: SantaMariaState, a: Action) -> IllegalAction:
    d = a["dock"]
    if a.kind == "special_ship":
        if not s.kingdoms:
            return refuse(a, "special sea-trade tiles belong to the American Kingdoms expansion", "l.505")
        if not 1 <= d <= 4:
            return refuse(a, "a colony has four docks", "l.178")
        if not s.special_dock:
            return refuse(a, "the special sea-trade stack has run out", "l.505")
        seat = s.seats[a.player]
        if not can_pay_special(seat, s.data.sea[s.special_dock]["cost"]):
            return refuse(
                a, "you cannot pay the special tile's cost (gold stands for cocoa, not for coins)", "l.505"
            )
        return refuse(a, "a special tile may not go to your dock with the most sea-trade tiles", "l.505")
    if not 1 <= d <= 4:
        return refuse(a, "the main board has four docks", "l.178")
    if not s.docks[d - 1]:
        return refuse(a, "that dock is empty: the sea-trade deck has run out", "l.180")
    return refuse(a, "you cannot pay the resources shown on that tile (gold stands for any)", "l.178")
