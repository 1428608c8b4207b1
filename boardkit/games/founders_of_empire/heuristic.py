"""How well a seat stands, in VP, as the heuristic bot and MCTS judge a position (core bots.py).

The VP a realm scores now (l.141-146) plus what it is worth in VP still to come: the prizes on
display it could annex now where they would fit (the engine's own annex test, l.88-110), the face-up
squares it could annex, the prizes whose needs it produces somewhere (adjacency aside), and the
variety and number of its producing squares, which decide what it can annex next (l.92-100). The later part
is weighted by how much of the stacks and prize display is left. The weights are our estimates.
"""

from __future__ import annotations

from .annex import annex_options
from .realm import produces_now
from .scoring import score_parts
from .squares import IS_PRIZE
from .state import FoundersState

SCALE = 3.0  # a lead of this many VP is worth about three wins in four (the bots' logistic scale)

BEST_FIT = 0.5  # per VP of the best prize on display that fits the realm now (one annex a turn)
PRIZE_FITS = 0.2  # per VP of every prize on display that fits the realm now
ROW_FITS = 0.05  # per face-up row square that fits the realm now
PRIZE_IN_REACH = 0.15  # per prize VP on display whose needs the realm produces somewhere
VARIETY = 0.3  # per distinct resource the realm can produce
SQUARE = 0.1  # per producing square


def _left(s: FoundersState) -> float:
    """The share of the game still to come: the nearer of the stacks and the prize display running out."""
    stacks = sum(len(t) for t in s.stacks.values()) / 62
    prizes = len(s.prizes) / (8 if s.players == 2 else 12)
    return max(0.0, min(1.0, stacks, prizes))


def evaluate_seat(s: FoundersState, seat: int) -> float:
    """The seat's VP now plus the VP its realm is worth later (see the module docstring)."""
    realm = s.realms[seat]
    data = s.data  # the squares as this game has them (a user's corrections included)
    vp = data.vp
    now = score_parts(realm, vp)["total"]
    if s.over:
        return float(now)
    made: set[str] = set()
    squares = 0
    for placed in realm.cells.values():
        if produces_now(placed):
            made.update(data.offer[placed.square])
            squares += 1
    reach = sum(vp[p] for p in s.prizes if made.issuperset(data.requires[p]))
    fitting = {sq for sq, _cell in annex_options(s, seat)[0]} if realm.cells else set()  # empty in the draft
    prize_vp = [vp[sq] for sq in fitting if IS_PRIZE[sq]]
    later = BEST_FIT * max(prize_vp, default=0) + PRIZE_FITS * sum(prize_vp)
    later += ROW_FITS * (len(fitting) - len(prize_vp)) + PRIZE_IN_REACH * reach
    later += VARIETY * len(made) + SQUARE * squares
    return now + _left(s) * later
