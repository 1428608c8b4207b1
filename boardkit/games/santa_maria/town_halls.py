"""The advanced setup's town halls: from the first player's right, each player takes a town hall with a
scholar and lays it at once on two empty cells (l.386-398)."""

from __future__ import annotations

from boardkit.core import Action, IllegalAction, refuse

from .moves import move
from .state import SantaMariaState, own


def next_hall(s: SantaMariaState) -> None:
    """The next player chooses a pair; after the last, leftover pairs go to the box and the first player begins (l.396)."""
    s.hall_order = s.hall_order[1:]
    if s.hall_order:
        s.current_player = s.hall_order[0]
        s.phase = "town_hall"
        return
    s.unused_scholars = (*s.unused_scholars, *(pair.split(":")[1] for pair in s.halls))
    s.halls = ()
    s.current_player = s.first_player
    s.phase = "turn"
    s.say("start", s.first_player, "l.76", "begins year 1")


def legal(s: SantaMariaState) -> list[Action]:
    p = s.current_player
    return [move("town_hall", p, ("pair", pair)) for pair in s.halls]


def apply(s: SantaMariaState, a: Action) -> None:
    p, pair = a.player, a["pair"]
    hall, scholar = pair.split(":")
    s.halls = tuple(x for x in s.halls if x != pair)
    seat = own(s, p)
    seat.scholar = scholar
    if (
        hall in s.data.cocoa_halls
    ):  # the cocoa colony's player takes a second, empty storage (l.499, l.501; RULINGS A35)
        seat.cocoa_stores = s.data.k["cocoa_colony_stores"]
    s.placing = hall  # laid like a tile on two empty cells (l.398; RULINGS A22)
    s.phase = "place"
    s.say("town_hall", p, "l.396", "chooses town hall {0} with the scholar {1}", hall, scholar)


def why_not(s: SantaMariaState, a: Action) -> IllegalAction:
    return refuse(a, f"the pairs on the table are {', '.join(s.halls)}", "l.396")
