"""Positions with the Maya city: colonies on board A1, the Maya (the last seat) to move."""

from __future__ import annotations

from typing import Any

from boardkit.games.santa_maria import GAME as g

MAYA = {"kingdoms": True, "ambassadors": True, "maya": True}


def maya_pos(players: int = 3, city: dict[str, Any] | None = None, current: str | None = None, **kw: Any):
    """A Module D position: every colony is board A1; the Maya (P<players>) moves unless ``current`` says."""
    seats = {f"P{q + 1}": {"board": "A1"} for q in range(players - 1)} | kw.pop("seats", {})
    maya = f"P{players}"
    return g.position(
        players=players, seats=seats, city=city or {}, current=current or maya, first=maya, **MAYA, **kw
    )


def districts(s) -> tuple[str, ...]:
    return s.data.city.districts


def level(s, district: str) -> int:
    return s.temples[districts(s).index(district)]


def with_top(s, district: str, token: str):
    """A copy whose temple in ``district`` shows ``token`` (swapped with where it lay, so all stay accounted)."""
    s = s.copy()
    top = list(s.temple_top)
    k, j = districts(s).index(district), top.index(token)
    top[k], top[j] = top[j], top[k]
    s.temple_top = tuple(top)
    s._legal = None
    return s
