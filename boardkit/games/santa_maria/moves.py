"""The engine's own move objects, made once and shared by every state (actions are immutable values)."""

from __future__ import annotations

from boardkit.core.interned import Interned

# The action ``kind`` of seat ``p`` with its arguments as (name, value) pairs; the same object every time.
move = Interned().move


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
