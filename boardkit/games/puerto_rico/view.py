"""The board as JSON for the widget (shape in VIEW.md) and readable action labels."""

from __future__ import annotations

from typing import Any

from boardkit.core import Action, Glossary

from .catalog import (
    B_IDS,
    BUILDINGS,
    CIRCLES,
    CITY_SPACES,
    COST,
    GOODS,
    HOUSE_SLOTS,
    ISLAND_SPACES,
    PRICE,
    PRODUCES,
    TILES,
    VP,
)
from .state import PRState, Seat


def _goods(counts: tuple[int, ...]) -> dict[str, int]:
    return {g: counts[i] for i, g in enumerate(GOODS)}


def _windrose_nobles(seat: Seat) -> int:
    """Placement uses colonists first (mayor.py), so nobles outside dual-mode buildings wait on the windrose first."""
    return min(seat.san_juan, seat.nobles - len(seat.noble_in))


def board_view(s: PRState, player: int | None) -> dict[str, Any]:
    seats = []
    for i, seat in enumerate(s.seats):
        island = []
        for k in range(7):
            for j in range(seat.tiles[k]):
                island.append({"tile": TILES[k], "colonists": 1 if k < 6 and j < seat.staffed[k] else 0})
        city = [
            {
                "building": B_IDS[b],
                "colonists": seat.built[b],
                "nobles": 1 if b in seat.noble_in else 0,
                "circles": CIRCLES[b],
                "size": BUILDINGS[b]["size"],
            }
            for b in seat.city
        ]
        role = next((r for r, t in zip(s.roles, s.role_taken, strict=True) if t == i), None)
        hidden = player is not None and player != i
        seats.append(
            {
                "seat": i,
                "doubloons": seat.doubloons,
                "vp_chips": None if hidden else seat.vp,
                "vp_paper": None if hidden else seat.vp_paper,
                "goods": _goods(seat.goods),
                "island": island,
                "island_spaces": {"used": sum(seat.tiles), "total": ISLAND_SPACES},
                "city": city,
                "city_spaces": {"used": seat.city_used, "total": CITY_SPACES},
                "san_juan": {
                    "colonists": seat.san_juan - _windrose_nobles(seat),
                    "nobles": _windrose_nobles(seat),
                },
                "nobles_total": seat.nobles,
                "role": role,
                "governor": i == s.governor,
            }
        )
    over = s.phase == "game_over"
    pending = None
    if not over:
        pending = {
            "player": s.current_player,
            "step": s.step,
            "role": s.phase if s.role_player >= 0 else None,
            "mayor_left": {
                "colonists": s.seats[s.current_player].san_juan - s.memo.get("nob", 0),
                "nobles": s.memo.get("nob", 0),
            }
            if s.phase == "mayor"
            else None,
            "storage": {"keep_types": s.memo.get("T", 0), "tokens": s.memo.get("K", 0)}
            if s.phase == "captain_storage"
            else None,
        }
    return {
        "slug": "puerto_rico",
        "players": s.players,
        "options": {"new_buildings": s.new_buildings, "nobles": s.nobles},
        "round": s.round,
        "phase": s.phase,
        "governor": s.governor,
        "current_player": s.current_player,
        "role_player": s.role_player if s.role_player >= 0 else None,
        "end_triggered": s.end_triggered,
        "game_over": over,
        "roles": [
            {"id": r, "doubloons": m, "taken_by": t if t >= 0 else None}
            for r, m, t in zip(s.roles, s.role_money, s.role_taken, strict=True)
        ],
        "colonists": {
            "ship": s.colonist_ship,
            "supply": s.colonist_supply,
            "nobles_ship": s.noble_ship,
            "nobles_supply": s.noble_supply,
        },
        "vp_supply": s.vp_supply,
        "bank": s.bank,
        "goods_supply": _goods(s.goods_supply),
        "prices": _goods(PRICE),
        "trading_house": {"goods": [GOODS[g] for g in s.trading_house], "size": HOUSE_SLOTS},
        "ships": [
            {"index": i, "capacity": c, "good": GOODS[g] if g >= 0 else None, "load": n}
            for i, (c, g, n) in enumerate(zip(s.ship_cap, s.ship_good, s.ship_load, strict=True))
        ],
        "plantations": {
            "face_up": [GOODS[t] for t in s.face_up],
            "stack": len(s.stack),
            "discard": len(s.discard),
            "quarries": s.quarries,
        },
        "buildings": [
            {
                "id": B_IDS[b],
                "kind": rec["kind"],
                "good": GOODS[PRODUCES[b]] if PRODUCES[b] >= 0 else None,
                "cost": COST[b],
                "vp": VP[b],
                "size": rec["size"],
                "column": rec["column"],
                "spaces": 2 if rec["size"] == "large" else 1,
                "circles": CIRCLES[b],
                "remaining": s.supply[b],
            }
            for b, rec in enumerate(BUILDINGS)
            if s.supply[b] or any(b in seat.city for seat in s.seats)
        ],
        "seats": seats,
        "pending": pending,
    }


def label(a: Action, glossary: Glossary) -> str:
    """A readable English label, e.g. 'build Harbor'."""
    t = glossary.terms
    kind = a.kind

    def en(x: Any) -> str:
        return t[x]["en"] if isinstance(x, str) and x in t else str(x)

    if kind == "role":
        return f"take the {en(a['role'])}"
    if kind == "take":
        return f"take a {en(a['tile'])} plantation"
    if kind == "forest":
        return f"take a {en(a['tile'])} plantation as a forest"
    if kind == "quarry":
        return "take a quarry"
    if kind == "hacienda":
        return (
            "Hacienda: take a quarry" if a["source"] == "quarry" else "Hacienda: draw a face-down plantation"
        )
    if kind == "place":
        piece = a.get("piece", "colonist")
        return f"place a {piece} on {en(a['target'])}"
    if kind == "leave_empty":
        return f"leave a circle of {en(a['target'])} empty"
    if kind == "build":
        extra = f" (Black market: {', '.join(a['black_market'])})" if a.get("black_market") else ""
        return f"build {en(a['building'])}{extra}"
    if kind == "sell":
        where = " at the Trading post" if a.get("venue") == "trading_post" else ""
        return f"sell {en(a['good'])}{where}"
    if kind == "load":
        return f"ship {en(a['good'])} on ship {a['ship'] + 1}"
    if kind in ("wharf", "small_wharf", "supply_center"):
        return f"{en(kind)}: {en(a['good'])}"
    if kind in ("bonus", "store", "keep"):
        return f"{en(kind)}: {en(a['good'])}"
    if kind == "land_office":
        if a["deal"] == "sell":
            return f"Land office: sell a {en(a['tile'])}"
        return "Land office: buy a plantation" + (" as a forest" if a["deal"] == "buy_forest" else "")
    if kind == "draft":
        return f"draft {en(a['building'])}"
    if kind == "discard_tile":
        return f"Hunting lodge: discard a {en(a['tile'])}"
    if kind == "guest":
        return f"Guest house: move a guest to {en(a['target'])}"
    if kind in ("use", "decline"):
        return _benefit_label(a, en)
    if kind == "hacienda_side":
        return f"lay the Hacienda tile as a {a['side']}"
    return en(kind)


USE = {
    "hospice": "take a colonist onto the new tile",
    "university": "take a colonist onto the new building",
    "union_hall": "1 VP for every 2 goods of a kind",
    "hunting_lodge": "take 2 VP for the most empty island spaces",
}
DECLINE = {
    "mayor_privilege": "take no colonist",
    "villa": "take nothing",
    "hospice": "no colonist",
    "university": "no colonist",
    "union_hall": "no VP",
    "hunting_lodge": "no VP",
}


def _benefit_label(a: Action, en: Any) -> str:
    """E.g. 'Hospice: take a colonist onto the new tile' or 'Hospice: no colonist (decline)'."""
    benefit = a["benefit"]
    if a.kind == "decline":
        return f"{en(benefit)}: {DECLINE.get(benefit, 'decline')} (decline)"
    if benefit == "mayor_privilege":
        n = a["count"]
        return f"{en(benefit)}: take {n} colonist{'s' if n > 1 else ''} from the supply"
    if benefit == "villa":
        return f"{en(benefit)}: take a {a['piece']} from the supply"
    return f"{en(benefit)}: {USE.get(benefit, 'use')}"
