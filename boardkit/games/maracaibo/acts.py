"""The engine's own moves, made once and shared: an Action is immutable, so legal lists may reuse them."""

from __future__ import annotations

from typing import Any

from boardkit.core import Action

_MADE: dict[tuple, Action] = {}
_LIMIT = 200_000  # far above the distinct moves of any game; a guard, not a tuning knob


def act(kind: str, player: int, **args: Any) -> Action:
    key = (kind, player, *args.items())
    a = _MADE.get(key)
    if a is None:
        if len(_MADE) > _LIMIT:
            _MADE.clear()
        a = _MADE[key] = Action(kind, player, **args)
    return a


def act1(kind: str, player: int, name: str, value: Any) -> Action:
    """``act(kind, player, name=value)`` without a keyword dict (the same kept object): legal lists make many."""
    a = _MADE.get((kind, player, (name, value)))
    if a is None:
        a = act(kind, player, **{name: value})
    return a
