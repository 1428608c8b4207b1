"""The score recomputed independently; where squares and tokens are comes from the game's invariants."""

from __future__ import annotations

from boardkit.games.founders_of_empire.invariants import square_places, token_counts
from boardkit.games.founders_of_empire.squares import SQUARES
from boardkit.games.founders_of_empire.state import FoundersState

__all__ = ["expected_score", "square_places", "token_counts"]


def expected_score(s: FoundersState, p: int) -> int:
    """l.143-146 recomputed from scratch."""
    realm = s.realms[p]
    total = 0
    for placed in realm.cells.values():
        square = SQUARES[placed.square]
        if not placed.ravaged:
            total += square.vp if square.deck == "prize" else 0
            total += 2 if placed.craftsman else 0
        total += placed.coins
    total += realm.war + realm.coin + realm.cart + len(realm.craftsmen)
    return total - len(realm.face_down)
