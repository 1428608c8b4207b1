"""The Exploration action (l.495-536): draw a hex (one may be turned down, RULINGS A4), place one of its
faces touching two regions with matching edges, move one active free unit in, take an explorer token,
the region's cubes and its huts."""

from __future__ import annotations

from collections.abc import Sequence

from boardkit.core.rng import take_rng

from .board import neighbours
from .board import placements as board_placements
from .catalog import OTHER_FACE
from .state import ArchipelagoState


def draw(s: ArchipelagoState) -> str:
    """The top hex; an empty stack is made again from the shuffled discards (l.503)."""
    if not s.hex_stack:
        more = list(s.hex_discard)
        take_rng(s).shuffle(more)
        s.hex_stack, s.hex_discard = tuple(more), ()
    top, s.hex_stack = s.hex_stack[0], s.hex_stack[1:]
    s.hex_top = s.hex_stack[0] if s.hex_stack else ""
    return top


def can_draw(s: ArchipelagoState) -> bool:
    return bool(s.hex_stack or s.hex_discard)


def entrants(s: ArchipelagoState, p: int, touching: Sequence[tuple[int, str]]) -> list[int]:
    """``p``'s active free units in a touching region that can cross that edge: ships by sea, inhabitants
    by land (l.511-513)."""
    out = []
    by_region = dict(touching)
    for k, u in enumerate(s.units):
        if u.owner != p or u.lying or u.busy or u.region not in by_region:
            continue
        terrain = by_region[u.region]
        if (terrain == "s") == u.ship:
            out.append(k)
    return out


def placements(s: ArchipelagoState, p: int) -> list[tuple[str, tuple[int, int], int]]:
    """Faces, cells and turns of the drawn hex that touch two regions (l.507), match (l.509) and let a
    unit of ``p`` in (l.511)."""
    found = board_placements(s, [s.drawn, OTHER_FACE[s.drawn]], lambda c, need: len(need) >= 2)
    entering: dict[tuple[int, int], bool] = {}  # by cell: every face and turn there touches the same regions
    out = []
    for f, c, rot, need in found:
        ok = entering.get(c)
        if ok is None:
            ok = entering[c] = bool(entrants(s, p, [(j, t) for _, t, j in need]))
        if ok:
            out.append((f, c, rot))
    return out


def touching_new(s: ArchipelagoState) -> tuple[tuple[int, str], ...]:
    """The regions touching the newest region, with the edge terrain."""
    return neighbours(s, len(s.regions) - 1)
