"""Legal moves made once and shared (core/interned.py), and a plain-keyed table for the long placement lists."""

from __future__ import annotations

from boardkit.core import Action
from boardkit.core.interned import Interned

_MADE = Interned()  # actions are immutable values: the same move is made once and shared
act, act0, act1, act2 = _MADE.act, _MADE.act0, _MADE.act1, _MADE.act2


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
