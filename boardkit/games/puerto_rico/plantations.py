"""The face-up plantation row, the face-down stack and the discard pile (l.179-184)."""

from __future__ import annotations

from boardkit.core.rng import shuffled

from .state import PRState


def deal_face_up(s: PRState) -> None:
    """Deal N+1 face-up plantations; when the stack runs short, reshuffle the discards (l.184)."""
    need = s.players + 1
    row = list(s.face_up)
    stack = s.stack
    take = min(need - len(row), len(stack))
    row += stack[:take]
    stack = stack[take:]
    if len(row) < need and s.discard:
        s.stack = stack
        stack = tuple(shuffled(s, s.discard))
        s.discard = ()
        s.say("reshuffle", None, "l.184", "the discarded plantations are shuffled into new face-down stacks")
        take = min(need - len(row), len(stack))
        row += stack[:take]
        stack = stack[take:]
    s.stack = stack
    s.face_up = tuple(sorted(row))


def end_of_settler_row(s: PRState) -> None:
    """The settler discards the untaken face-up plantations and deals a new row (l.179)."""
    if s.face_up:
        s.discard = s.discard + s.face_up
        s.face_up = ()
    deal_face_up(s)
