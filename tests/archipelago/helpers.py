"""Positions the tests share, built with the game's position builder (names, not indexes)."""

from __future__ import annotations

from typing import Any

from boardkit.games.archipelago import GAME as g
from boardkit.games.archipelago.board import fits
from boardkit.games.archipelago.catalog import FACE, REGION_FACES


def fitting_face(
    state: Any, cell: tuple[int, int], want: str = "", exclude: tuple[str, ...] = ()
) -> tuple[str, int]:
    """A region face (and turn) that fits at ``cell`` in ``state``; ``want`` filters on a predicate name."""
    used = {FACE[r.face].hex for r in state.regions}
    for f in REGION_FACES:
        if f.hex in used or f.id in exclude:
            continue
        if want == "two_icons" and len(f.icons) < 2:
            continue
        for rot in range(6):
            if fits(state, f, cell, rot):
                return f.id, rot
    raise LookupError(f"no face fits at {cell}")


def island(players: int = 3, faces: int = 2, **kw: Any) -> Any:
    """A small archipelago: the Open Sea and ``faces`` regions around it that fit, placed in order."""
    base = g.position(players=players)
    regions = []
    cells = [(1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)]
    for c in cells[:faces]:
        f, rot = fitting_face(base, c, exclude=tuple(r["face"] for r in regions))
        regions.append({"face": f, "cell": c, "rot": rot})
        base = g.position(players=players, regions=regions)
    return regions


def placed(players: int, layout: list[tuple[str, tuple[int, int]]], **kw: Any) -> list[dict[str, Any]]:
    """Region specs for the builder: each named face at its cell, turned the first way that fits."""
    regions: list[dict[str, Any]] = []
    for face, cell in layout:
        base = g.position(players=players, regions=regions, **kw)
        for rot in range(6):
            if fits(base, FACE[face], cell, rot) or not _touches(base, cell):
                regions.append({"face": face, "cell": cell, "rot": rot})
                break
        else:
            raise LookupError(f"{face} does not fit at {cell}")
    return regions


def _touches(state: Any, cell: tuple[int, int]) -> bool:
    from boardkit.games.archipelago.board import DIRS, cells

    geo = cells(state)
    return any((cell[0] + dq, cell[1] + dr) in geo for dq, dr in DIRS)


def far(n: int) -> tuple[int, int]:
    """The n-th cell of a row far from the centre, no two touching: islands for counting tests."""
    return (3 * n + 3, 5)
