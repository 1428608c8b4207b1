"""Interned actions: the same decision is always the same object, so legality is an identity test."""

from __future__ import annotations

from typing import Any

from boardkit.core import Action

_CACHE: dict[tuple, Action] = {}


def act(kind: str, player: int, **args: Any) -> Action:
    key = (kind, player, *args.items())
    a = _CACHE.get(key)
    if a is None:
        a = _CACHE[key] = Action(kind, player, **args)
    return a


_ONE: dict[tuple, Action] = {}


def act1(kind: str, player: int, name: str, value: Any) -> Action:
    """``act`` for the common one-argument case, without building a keyword dict (hot path)."""
    key = (kind, player, name, value)
    a = _ONE.get(key)
    if a is None:
        a = _ONE[key] = act(kind, player, **{name: value})
    return a


_TWO: dict[tuple, Action] = {}


def act2(kind: str, player: int, n1: str, v1: Any, n2: str, v2: Any) -> Action:
    key = (kind, player, v1, v2)
    a = _TWO.get(key)
    if a is None:
        a = _TWO[key] = act(kind, player, **{n1: v1, n2: v2})
    return a
