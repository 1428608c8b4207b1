"""Placeholder, replaced below."""

from __future__ import annotations

from typing import Any


def build(**description: Any) -> Any:
    from .game import GAME

    return GAME.new_game(description.get("players", 2), description.get("seed", 0))
