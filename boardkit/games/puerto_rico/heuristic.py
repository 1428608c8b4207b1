"""How well a seat stands, in VP, as the heuristic bot and MCTS judge a position (core bots.py).

The VP a seat holds now (chips, buildings, occupied large buildings, nobles) plus what its island
and purse are worth in VP still to come, weighted by how much of the game is left: doubloons buy
buildings, goods become VP or doubloons, and each good a seat can produce per round pays again
every round. The weights are our estimates, not the rulebook's.
"""

from __future__ import annotations

from .catalog import CITY_SPACES, PRODUCES, setup_for
from .flow import pieces
from .scoring import score_row
from .state import PRState

SCALE = 6.0  # a lead of this many VP is worth about three wins in four (the bots' logistic scale)

DOUBLOON = 0.3  # VP per doubloon: a building costs about 3 doubloons per VP, plus its effect
GOOD = 0.5  # VP per good in store: shipped for 1 VP or sold for doubloons
PRODUCTION = 1.0  # VP per good produced each round, times the share of the game still to come
COLONIST = 0.2  # VP per colonist or noble: it works a tile or building, or scores at the end
QUARRY = 0.4  # VP per occupied quarry, times the share of the game still to come


def _left(s: PRState) -> float:
    """The share of the game still to come: the nearest of the three ends (l.443-447): VP chips, colonists, a full city."""
    cfg = setup_for(s.players)
    chips = s.vp_supply / cfg["vp_supply"]
    colonists = (s.colonist_supply + s.colonist_ship) / max(1, cfg["colonist_supply"])
    city = 1 - max(seat.city_used for seat in s.seats) / CITY_SPACES
    return max(0.0, min(1.0, chips, colonists, city))


def production(s: PRState, seat: int) -> int:
    """Goods the seat's island and buildings make each craftsman phase (l.298-302): corn needs no building."""
    me = s.seats[seat]
    made = me.staffed[0]
    workers = [0, 0, 0, 0, 0]
    for b, on in enumerate(me.built):
        if on > 0 and PRODUCES[b] > 0:
            workers[PRODUCES[b]] += on
    for good in range(1, 5):
        made += min(me.staffed[good], workers[good])
    return made


def evaluate_seat(s: PRState, seat: int) -> float:
    """The seat's VP now plus the VP its position is worth later (see the module docstring)."""
    me = s.seats[seat]
    now = score_row(s, me)["total"]
    if s.over:
        return float(now)
    left = _left(s)
    later = DOUBLOON * me.doubloons + GOOD * sum(me.goods) + COLONIST * pieces(me)
    later += left * (PRODUCTION * production(s, seat) + QUARRY * me.staffed[5])
    return now + later
