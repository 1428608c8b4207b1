"""What a board draws for the American Kingdoms (l.438-537): cocoa storages, the special sea-trade dock and
the special development tiles. A key of its own beside view.py's, so the two grow apart without clashing."""

from __future__ import annotations

from typing import Any

from boardkit.core import Action

from .components import DOCKS
from .governor import score as governor_points
from .specialists import price
from .state import SantaMariaState
from .view import _id, _tile


def kingdoms_view(s: SantaMariaState) -> dict[str, Any]:
    """``{"kingdoms": None}`` without the expansion, else its pieces (see VIEW.md)."""
    if not s.kingdoms:
        return {"kingdoms": None}
    d = s.data
    dock = s.special_dock
    return {
        "kingdoms": {
            "cocoa": [{"full": seat.cocoa, "stores": seat.cocoa_stores} for seat in s.seats],
            "special_dock": {"tile": _id(dock), "cost": dict(d.sea[dock]["cost"]) if dock else {}},
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


def specialists_view(s: SantaMariaState) -> dict[str, Any]:
    """``{"specialists": None}`` without Module B, else the row beside the white values and what each seat took."""
    if not s.specialists_on:
        return {"specialists": None}
    d = s.data.specialists
    p = max(s.current_player, 0)

    def shown(sp: str) -> dict[str, Any] | None:
        if not sp:
            return None
        rec = d[sp]
        what = {"building": rec["building"]} if rec["kind"] == "improvement" else {"gain": rec["gain"]}
        return {"id": sp, "kind": rec["kind"], **what, "price": price(s, p, sp)}

    return {
        "specialists": {
            "row": [shown(sp) for sp in s.specialist_row],
            "stack": len(s.specialist_stack),
            "seats": [
                {
                    "hired": list(x.hired),
                    "improvements": [
                        {"id": sp, "row": i // 6 + 1, "col": i % 6 + 1, "covered": c}
                        for sp, i, c in zip(x.improvements, x.improved, x.covered, strict=True)
                    ],
                }
                for x in s.seats
            ],
        }
    }


def ambassadors_view(s: SantaMariaState) -> dict[str, Any]:
    """``{"ambassadors": None}`` without Module C, else the two ambassador dice and who took them."""
    if not s.ambassadors_on:
        return {"ambassadors": None}
    return {
        "ambassadors": {
            "dice": [
                {"color": c, "face": f, "taker": by}
                for c, f, by in zip(("white", "blue"), s.ambassadors, s.ambassador_by, strict=True)
            ],
            "white_per_year": s.data.k["ambassador_white_per_year"],
        }
    }


def kingdoms_label(a: Action) -> str | None:
    """A button's words for the expansion's moves; None for the others."""
    if a.kind == "cocoa_die":
        where = "column" if a["color"] == "white" else "row"
        return f"cocoa: {a['color']} die from {a['face']} to {a['value']}, {where} {a['value']}"
    if a.kind == "special_ship":
        return f"special sea trade to the {DOCKS[a['dock'] - 1]} dock"
    if a.kind == "ambassador":
        how = "a cocoa" if a["cocoa"] else "coins"
        where = "column" if a["color"] == "white" else "row"
        return f"{a['color']} ambassador die: {where} {a['value']} (turned with {how} if needed)"
    if a.kind == "archery":
        corner = "top-left" if a["value"] == 1 else "top-right"
        how = ", turned with a cocoa" if a["cocoa"] else ""  # else the same words as the move by coins
        return f"Archery: {a['color']} die as {a['value']}, the diagonal from the {corner} corner{how}"
    if a.kind == "ambassador_archery":
        corner = "top-left" if a["value"] == 1 else "top-right"
        how = ", turned with a cocoa" if a["cocoa"] else ""
        return f"Archery: {a['color']} ambassador die as {a['value']}, the diagonal from the {corner} corner{how}"
    if a.kind == "diagonal":
        return "Archery: 1 coin, the ambassador die's diagonal"
    if a.kind == "hire":
        return "hire the specialist"
    if a.kind == "improve":
        r, c = a["cell"]
        return f"lay the improvement at row {r}, column {c}"
    if a.kind == "navigate":
        return "Navigation: 1 coin, the governor moves on"
    return None
