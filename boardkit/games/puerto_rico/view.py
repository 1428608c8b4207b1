"""The board as JSON for the widget (shape in VIEW.md) and readable action labels."""

from __future__ import annotations

from typing import Any

from boardkit.core import Action, Glossary
from boardkit.core.i18n import get_language

from .catalog import (
    B_IDS,
    BUILDINGS,
    CITY_SPACES,
    GOODS,
    HOUSE_SLOTS,
    ISLAND_SPACES,
    PRODUCES,
    TILES,
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
                "circles": s.data.circles[b],
                "size": BUILDINGS[b]["size"],
            }
            for b in seat.city
        ]
        role = next((r for r, t in zip(s.roles, s.role_taken, strict=True) if t == i), None)
        hidden = player != i and not s.over  # a spectator (None) sees nobody's VP (l.392) until the scoring
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
                "colonists": s.seats[s.current_player].san_juan - s.memo.get("nobles_to_place", 0),
                "nobles": s.memo.get("nobles_to_place", 0),
            }
            if s.phase == "mayor"
            else None,
            "storage": {
                "keep_types": s.memo.get("warehouse_kinds_left", 0),
                "tokens": s.memo.get("single_goods_left", 0),
            }
            if s.phase == "captain_storage"
            else None,
        }
    return {
        "game": "puerto_rico",
        "players": s.players,
        "options": {"new_buildings": s.new_buildings, "nobles": s.nobles},
        "round": s.round,
        "phase": s.phase,
        "governor": s.governor,
        "current_player": s.current_player,
        "role_player": s.role_player if s.role_player >= 0 else None,
        "end_triggered": s.end_triggered,
        "over": over,
        "winners": list(s.winners),  # set by core at the end (ties: l.461); empty until then
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
        "prices": _goods(s.data.price),
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
                "cost": rec["cost"],
                "vp": rec["vp"],
                "size": rec["size"],
                "column": rec["column"],
                "spaces": 2 if rec["size"] == "large" else 1,
                "circles": rec["circles"],
                "remaining": s.supply[b],
            }
            for b, rec in enumerate(s.data.buildings)
            if s.supply[b] or any(b in seat.city for seat in s.seats)
        ],
        "seats": seats,
        "pending": pending,
    }


# Kinds whose label names the building that grants them (the template's {building}).
_GRANTED_BY = {
    "hacienda": "hacienda",
    "hacienda_side": "hacienda",
    "wharf": "wharf",
    "small_wharf": "small_wharf",
    "supply_center": "supply_center",
    "land_office": "land_office",
    "discard_tile": "hunting_lodge",
    "guest": "guest_house",
}


def label(a: Action, glossary: Glossary) -> str:
    """A readable label in the current language, e.g. 'build Harbor' / 'построить: Гавань'.

    Templates live in glossary.json as ``label.<kind>[.<variant>]``; placeholders get glossary names.
    """
    lang = get_language()

    def name(x: Any) -> str:
        return glossary(x, lang) if isinstance(x, str) else str(x)

    def say(key: str, **fields: Any) -> str:
        return glossary(key, lang).format(**fields)

    kind = a.kind
    names = {k: name(v) for k, v in a.args if k != "black_market"}
    if kind in _GRANTED_BY:
        names["building"] = name(_GRANTED_BY[kind])
    if kind == "hacienda":
        return say("label.hacienda.quarry" if a["source"] == "quarry" else "label.hacienda.draw", **names)
    if kind == "hacienda_side":
        return say(f"label.hacienda_side.{a['side']}", **names)
    if kind == "place":
        piece = a.get("piece", "colonist")
        key = f"label.place.{piece}"
        return say(key if key in glossary else "label.place", **{"piece": name(piece), **names})
    if kind == "build" and a.get("black_market"):
        back = ", ".join(_given_back(x, glossary, lang) for x in a["black_market"])
        return say("label.build.black_market", **names, black_market=name("black_market"), returned=back)
    if kind == "sell" and a.get("venue") == "trading_post":
        return say("label.sell.trading_post", **names, building=name("trading_post"))
    if kind == "load":
        return say("label.load", **{**names, "ship": a["ship"] + 1})
    if kind == "land_office":
        return say(f"label.land_office.{a['deal']}", **names)
    if kind in ("use", "decline"):
        return say(_benefit_key(a, glossary), **names)
    key = f"label.{kind}"
    return say(key, **names) if key in glossary else name(kind)


def _given_back(item: str, glossary: Glossary, lang: str) -> str:
    """One thing returned to the supply at the Black market: 'vp', 'good:<good>' or 'colonist:<place>'."""
    what, _, where = item.partition(":")
    key = f"label.return.{what}"
    if key not in glossary:
        return item
    return glossary(key, lang).format(good=glossary(where, lang), place=glossary(where, lang))


def _benefit_key(a: Action, glossary: Glossary) -> str:
    """The template of a use/decline choice: per benefit (and count or piece) where one exists."""
    benefit = a["benefit"]
    base = f"label.{a.kind}.{benefit}"
    if a.kind == "use" and benefit == "mayor_privilege":
        base += ".one" if a["count"] == 1 else ".many"
    elif a.kind == "use" and benefit == "villa":
        base += f".{a['piece']}"
    return base if base in glossary else f"label.{a.kind}"
