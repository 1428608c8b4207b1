"""What a board draws: a plain JSON view-model of a state core has already stripped of its secrets."""

from __future__ import annotations

from typing import Any

from boardkit.core import Action

from .components import DOCKS
from .scoring import STEPS, score_parts, solo_achievements
from .state import SantaMariaState, Seat, cell_of


def _id(name: str) -> str:
    """A component id as the board gets it: lowercase, a key it looks up, never a code shown as text."""
    return name.lower()


def _cell(seat: Seat, i: int) -> dict[str, Any]:
    row, col = cell_of(i)
    return {
        "row": row,
        "col": col,
        "content": seat.cells[i],
        "colonists": seat.colonists[i],
        "coins": seat.coins_on[i],
        "die": seat.dice_on[i],
    }


def _tile(tile: Any) -> dict[str, Any]:
    """A tile as drawn: its cells' contents and colonists, and their (row, column) offsets before turning."""
    return {
        "id": _id(tile.id),
        "size": tile.size,
        "cells": list(tile.cells),
        "colonists": list(tile.colonists),
        "offsets": [list(o) for o in tile.offsets],
    }


def _seat(s: SantaMariaState, p: int) -> dict[str, Any]:
    seat = s.seats[p]
    return {
        "board": _id(seat.board),
        "cells": [_cell(seat, i) for i in range(36)],
        "resources": {r: getattr(seat, r) for r in ("wood", "grain", "sugar", "gem", "gold")},
        "coins": seat.coins,
        "happiness": seat.points,
        "religion": seat.religion,
        "conquistador": seat.conquistador,
        "monks": seat.monks,
        "blue": list(seat.blue),
        "blue_owned": seat.blue_owned,
        "white_used": seat.white_used,
        "next_activation": seat.activations + 1,
        "pass_space": seat.passed,
        "docks": dict(zip(DOCKS, seat.dock_counts(), strict=True)),
        # another seat's sea-trade tiles are face down: core leaves this empty for them
        "ships": [_id(t) for t in seat.ships],
        "tiles": [_id(t) for t in seat.tiles],
        "scholar": seat.scholar,
    }


def board_view(s: SantaMariaState, player: int | None) -> dict[str, Any]:
    d = s.data
    return {
        "year": s.round,
        "first_player": s.first_player,
        "seats": [_seat(s, p) for p in range(s.players)],
        "white_dice": list(s.white),
        "shared_blue_dice": list(s.shared_blue),
        "options": {"advanced": s.advanced, "shared_blue": s.shared_blue_dice, "solo": s.players == 1},
        "display": [_tile(d.tiles[t]) for t in s.display],
        "stacks": {"double": len(s.double_stack), "triple": len(s.triple_stack)},
        "docks": [
            {"dock": DOCKS[k], "tile": _id(t), "cost": d.sea[t]["cost"] if t else {}}
            for k, t in enumerate(s.docks)
        ],
        "deck": len(s.deck),
        "roads": s.roads,
        "places": {x: list(s.monks_at[x]) for x in (*s.scholars, *s.bishops, *s.missions)},
        "scholars": list(s.scholars),
        "bishops": list(s.bishops),
        "missions": list(s.missions),
        "place_effects": {
            **{x: {"points": d.scholars[x], **_ability(d, x)} for x in s.scholars},
            **{x: {k: d.bishops[x][k] for k in ("counts", "per", "max")} for x in s.bishops},
            **{x: dict(d.missions[x]) for x in s.missions},
        },
        "tracks": {
            "religion_end": d.religion_end,
            "monk_spaces": list(d.monk_spaces),
            "conquistador_end": d.conquistador_end,
            "gold_spaces": list(d.gold_spaces),
            "trees": list(d.trees) if s.players == 1 else [],
        },
        "pass_spaces": list(s.pass_spaces),
        "pass_actions": list(d.pass_actions),  # what each pass space gives (l.274-282)
        "step": list(s.step) if s.step else None,
        "placing": _tile(d.tiles.get(s.placing) or d.town_halls[s.placing]) if s.placing else None,
        "town_halls": [_id(h) for h in s.halls],
        "score_steps": list(STEPS),
        "score": [score_parts(s, p) for p in range(s.players)] if s.over else None,
        "solo": solo_achievements(s) if s.players == 1 and s.over else None,
    }


def label(a: Action) -> str:
    """A button's words for a move."""
    k = a.kind
    if k == "expand":
        return f"expand: take tile {a['tile']}"
    if k == "place":
        r, c = a["cell"]
        return f"place at row {r}, column {c}, turned {a['turn']}"
    if k == "activate":
        r, c = a["cell"]
        return f"activate the building at row {r}, column {c} with coins"
    if k == "use_die":
        where = "column" if a["color"] == "white" else "row"
        change = f" (turned from {a['face']})" if a["face"] != a["value"] else ""
        return f"use the {a['color']} die on {where} {a['value']}{change}"
    if k == "pass":
        return f"pass onto space {a['space']}"
    if k == "philosophy":
        change = f" (turned from {a['face']})" if a["face"] != a["value"] else ""
        return f"Philosophy: the blue die on column {a['value']}{change}"
    if k == "meditate":
        return f"Meditation: the action of pass space {a['space']}"
    if k == "trade":
        return f"trade 1 {a['pay']}"
    if k == "ship":
        return f"sea trade at dock {a['dock']}"
    if k == "theology":
        return "Theology: two religion steps for 1 coin"
    if k == "religion":
        return "religion: two steps for 1 grain" if a["extra"] else "religion: one step"
    if k == "monk":
        return f"monk on {a['place']}"
    if k == "road":
        r, c = a["cell"]
        return f"road tile at row {r}, column {c}"
    if k in ("sell", "buy"):
        return f"{k} 1 {a['resource']}"
    if k == "town_hall":
        return f"town hall and scholar {a['pair']}"
    if k == "board":
        return f"colony board {a['board']}"
    return "decline" if k == "skip" else str(a)


def _ability(d: Any, scholar: str) -> dict[str, Any]:
    """What a scholar's card says it does: a glossary sentence ``ability.<id>`` and its number from the data
    (``n``, the one value an assumed ability has, RULINGS A5; a printed one states its own, l.993-1005)."""
    values = list(d.abilities.get(scholar, {}).values())
    n = values[0] if values else None
    if isinstance(n, dict):  # a gain such as {"coins": 1}
        n = next(iter(n.values()), None)
    return {"ability": f"ability.{scholar}", "n": n}
