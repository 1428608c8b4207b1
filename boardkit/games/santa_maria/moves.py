"""The engine's own move objects, made once and shared by every state (actions are immutable values)."""

from __future__ import annotations

from typing import Any

from boardkit.core import Action

_MADE: dict[tuple, Action] = {}


def move(kind: str, p: int, *args: tuple[str, Any]) -> Action:
    """The action ``kind`` of seat ``p`` with ``args`` as (name, value) pairs; the same object every time."""
    key = (kind, p, args)
    a = _MADE.get(key)
    if a is None:
        a = _MADE[key] = Action.trusted(kind, p, args)
    return a


SEATS = range(6)
CELLS = tuple((i // 6 + 1, i % 6 + 1) for i in range(36))
# Tables for the hot moves: index by seat, then by what the move names.
DIE = {
    (p, color, face, value): move("use_die", p, ("color", color), ("face", face), ("value", value))
    for p in SEATS
    for color in ("white", "blue")
    for face in range(1, 7)
    for value in range(1, 7)
}
COCOA_DIE = {
    (p, color, face, value): move("cocoa_die", p, ("color", color), ("face", face), ("value", value))
    for p in SEATS
    for color in ("white", "blue")
    for face in range(1, 7)
    for value in range(1, 7)
    if value != face
}
ACTIVATE = tuple(tuple(move("activate", p, ("cell", c)) for c in CELLS) for p in SEATS)
ROAD = tuple(tuple(move("road", p, ("cell", c)) for c in CELLS) for p in SEATS)
PASS = tuple(tuple(move("pass", p, ("space", k)) for k in range(1, 6)) for p in SEATS)
MEDITATE = tuple(tuple(move("meditate", p, ("space", k)) for k in range(1, 6)) for p in SEATS)
SKIP = tuple(move("skip", p) for p in SEATS)
