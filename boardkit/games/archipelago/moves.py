"""Legal moves built fast: the engine's own plain values skip the checks caller input goes through."""

from __future__ import annotations

from typing import Any

from boardkit.core import Action

_trusted = Action.trusted
_MADE: dict[tuple, Action] = {}  # actions are immutable values: the same move is made once and shared


def act(kind: str, player: int, **args: Any) -> Action:
    key = (kind, player, *args, *args.values())  # flat: names then values, hashed without inner tuples
    found = _MADE.get(key)
    if found is None:
        if len(_MADE) > 200_000:  # a bound, far above what any game makes
            _MADE.clear()
        found = _MADE[key] = _trusted(kind, player, tuple(args.items()))
    return found


def act0(kind: str, player: int) -> Action:
    """``act(kind, player)`` without a keyword dict: the same kept move (the same key)."""
    found = _MADE.get((kind, player))
    return act(kind, player) if found is None else found


def act1(kind: str, player: int, name: str, value: Any) -> Action:
    """``act(kind, player, **{name: value})`` without a keyword dict: the same kept move (the same key)."""
    found = _MADE.get((kind, player, name, value))
    return act(kind, player, **{name: value}) if found is None else found


def act2(kind: str, player: int, name: str, name2: str, value: Any, value2: Any) -> Action:
    """``act(kind, player, **{name: value, name2: value2})``, the names first as the key has them."""
    found = _MADE.get((kind, player, name, name2, value, value2))
    return act(kind, player, **{name: value, name2: value2}) if found is None else found


_PLACED: dict[tuple[str, int, str, tuple[int, int], int], Action] = {}  # placements: 100+ in one list


def placed(kind: str, player: int, face: str, cell: tuple[int, int], rot: int) -> Action:
    """``act(kind, player, face=face, cell=cell, rot=rot)`` through a plain key: hex placement lists are long."""
    key = (kind, player, face, cell, rot)
    found = _PLACED.get(key)
    if found is None:
        if len(_PLACED) > 200_000:  # a bound, far above what any game makes
            _PLACED.clear()
        found = _PLACED[key] = act(kind, player, face=face, cell=cell, rot=rot)
    return found
