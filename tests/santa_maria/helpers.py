"""Shared helpers: positions on known colony boards, and moves played by kind and arguments."""

from __future__ import annotations

from typing import Any

from boardkit.core import Action
from boardkit.games.santa_maria import GAME as g
from boardkit.games.santa_maria.state import index


def pos(players: int = 2, seats: dict[str, dict[str, Any]] | None = None, **kw: Any):
    """A position where every colony is board A1 unless a seat names another (cells are then known)."""
    seats = {f"P{q + 1}": {"board": "A1"} for q in range(players)} | {
        k: {"board": "A1", **v} for k, v in (seats or {}).items()
    }
    return g.position(players=players, seats=seats, **kw)


def play(s, kind: str, **args: Any):
    """Apply the current player's move ``kind`` with ``args`` (checked by the engine)."""
    return g.apply(s, Action(kind, s.current_player, **args))


def seat(s, name: str = "P1"):
    return s.seats[int(name[1:]) - 1]


def at(s, name: str, row: int, col: int) -> str:
    return seat(s, name).cells[index(row, col)]


def texts(s) -> list[str]:
    return [str(e) for e in s.log]
