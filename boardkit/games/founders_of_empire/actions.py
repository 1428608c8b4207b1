"""Founders actions as shared values: an action is immutable and offered turn after turn, so each
distinct one is built once and handed out again (building one costs more than finding it)."""

from __future__ import annotations

from typing import Any

from boardkit.core import Action

_KNOWN: dict[tuple, Action] = {}


def action(kind: str, player: int, /, **args: Any) -> Action:
    """The same as ``Action(kind, player, **args)``, built once."""
    key = (kind, player, *args.values())
    got = _KNOWN.get(key)
    if got is None:
        got = _KNOWN[key] = Action(kind, player, **args)
    return got
