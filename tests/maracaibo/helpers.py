"""Small helpers for the Maracaibo tests: positions by name and moves by kind."""

from __future__ import annotations

from boardkit.core import Action
from boardkit.games.maracaibo import GAME as G


def play(s, kind: str, **args):
    """The current player's move ``kind`` with ``args``, through the public apply."""
    return G.apply(s, Action(kind, s.current_player, **args))


def moves(s, kind: str) -> list[Action]:
    return [a for a in G.legal_actions(s) if a.kind == kind]


def seat(s, p: int = 0):
    return s.seats[p]


def finish_turn(s):
    """End phase B; phase C refills from the deck until the turn is over."""
    s = play(s, "finish")
    while s.phase == "draw":
        s = play(s, "draw")
    return s
