"""Whose a scholar's ability is: the player with a monk on its token, or with it as the private scholar of the
advanced setup (l.222, l.398; RULINGS A44)."""

from __future__ import annotations

from .state import SantaMariaState


def holds(s: SantaMariaState, p: int, scholar: str) -> bool:
    """``p`` may use ``scholar``'s ability: a monk of theirs on it (l.222) or their town hall's scholar (l.398)."""
    at = s.monks_at.get(scholar)
    return (at is not None and p in at) or s.seats[p].scholar == scholar
