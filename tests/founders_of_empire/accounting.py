"""The score recomputed independently (where squares and tokens are: the game's invariants.py)."""

from __future__ import annotations

from boardkit.games.founders_of_empire.state import FoundersState


def expected_score(s: FoundersState, p: int) -> int:
    """l.143-146 recomputed from scratch."""
    realm = s.realms[p]
    total = 0
    for placed in realm.cells.values():
        square = s.data.squares[placed.square]  # the game's data, corrected or shipped
        if not placed.ravaged:
            total += square.vp if square.deck == "prize" else 0
            total += 2 if placed.craftsman else 0
        total += placed.coins
    total += realm.war + realm.coin + realm.cart + len(realm.craftsmen)
    return total - len(realm.face_down)
