"""How well a seat stands, in VP: the score so far plus our estimate of what its position is worth later.

The weights are our own guesses (not the rulebook's): doubloons buy VP at about 3:1, income pays at every
scoring still to come, ranks pay at the end with a modifier of about 4.
"""

from __future__ import annotations

from typing import Any

from .components import doubloon_track_vp, rank
from .effects import upgrades_done

SCALE = 12.0  # a lead of this many VP wins about three games in four (our estimate)


def evaluate_seat(s: Any, seat_index: int) -> float:
    seat = s.seats[seat_index]
    if s.over:
        return float(seat.vp)
    left = max(0, 5 - s.round)
    value = seat.vp + seat.doubloons / 3 + left * (seat.vincome + seat.dincome / 4)
    value += doubloon_track_vp(seat.dincome) + 4 * sum(rank(i) for i in seat.influence)
    value += 1.5 * upgrades_done(seat) + 0.5 * len(seat.hand) + 2 * len(seat.quests)
    return float(value)
