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
