"""How well a seat stands, for the heuristic and search bots: the score so far plus our estimate of
what the position is worth later (not from the rulebook): money, cards and controlled buildings."""

from __future__ import annotations

from .board import controlled
from .scoring import score_parts
from .state import ArchipelagoState

SCALE = 3.0  # our estimate: a 3 VP lead wins about three games in four


def evaluate_seat(s: ArchipelagoState, seat: int) -> float:
    rows = score_parts(s)
    vp = float(rows[seat]["total"])
    if s.over:
        return vp
    st = s.seats[seat]
    later = 0.05 * st.money + 0.3 * len(st.cards) + 0.1 * st.tokens
    later += 0.3 * sum(len(controlled(s, seat, k)) for k in ("city", "church", "port", "market"))
    if s.rebellion >= s.population - 2:  # independence near: everyone may lose (l.906)
        later -= 1.0
    return vp + later
