"""What a board draws for the American Kingdoms (l.438-537): cocoa storages, the special sea-trade dock and
the special development tiles. A key of its own beside view.py's, so the two grow apart without clashing."""

from __future__ import annotations

from typing import Any

from boardkit.core import Action

from .components import DOCKS
from .governor import score as governor_points
from .state import SantaMariaState
from .view import _tile


def kingdoms_view(s: SantaMariaState) -> dict[str, Any]:
    """``{"kingdoms": None}`` without the expansion, else its pieces (see VIEW.md)."""
    if not s.kingdoms:
        return {"kingdoms": None}
    d = s.data
    dock = s.special_dock
    return {
        "kingdoms": {
            "cocoa": [{"full": seat.cocoa, "stores": seat.cocoa_stores} for seat in s.seats],
            "special_dock": {"tile": dock, "cost": dict(d.sea[dock]["cost"]) if dock else {}},
            "special_deck": len(s.special_deck),
            "special_display": [_tile(d.tiles[t]) for t in s.special_display],
            "special_stack": len(s.special_stack),
            "special_cost": {"coins": d.k["special_coins"]},
            "bishop_penalty": d.k["bishop_penalty"],
        }
    }


def governor_view(s: SantaMariaState) -> dict[str, Any]:
    """``{"governor": None}`` without Module A, else each seat's governor cell and the end-game grid."""
    if not s.governor_on:
        return {"governor": None}
    return {
        "governor": {
            "cells": [
                {"row": x.governor // 6 + 1, "col": x.governor % 6 + 1, "points": governor_points(s, p)}
                for p, x in enumerate(s.seats)
            ],
            "grid": [list(row) for row in s.data.governor_grid],
        }
    }


def kingdoms_label(a: Action) -> str | None:
    """A button's words for the expansion's moves; None for the others."""
    if a.kind == "cocoa_die":
        where = "column" if a["color"] == "white" else "row"
        return f"cocoa: {a['color']} die from {a['face']} to {a['value']}, {where} {a['value']}"
    if a.kind == "special_ship":
        return f"special sea trade to the {DOCKS[a['dock'] - 1]} dock"
    if a.kind == "navigate":
        return "Navigation: 1 coin, the governor moves on"
    return None
