"""The track-effect tables as rows: boards I and II, III, IV, the wheel, build costs, the development
track's prices, the balance on the cards' backs, and scoring."""

from __future__ import annotations

from typing import Any

from boardkit.core.data import load_json

from .catalog import BACKS, CARDS, RESOURCES, WHEEL_LIMITS, WHEEL_ZONES

_PKG = "boardkit.games.archipelago.data"


def _rule(r: dict[str, Any]) -> str:
    return r["source"] if r["source"] != "assumed" else "assumed"


def track_rows() -> dict[str, list[dict[str, Any]]]:
    markets = load_json(_PKG, "markets.json")
    out: dict[str, list[dict[str, Any]]] = {}
    for board in ("internal", "external"):
        rows = []
        for r in markets:
            if r["board"] != board:
                continue
            first = sum(
                x["cells"]
                for x in markets
                if x["board"] == board and x["resource"] == r["resource"] and x["row"] < r["row"]
            )
            rows.append(
                {
                    "resource": r["resource"],
                    "row": r["row"],
                    "cubes": f"{first + 1}-{first + r['cells']}",
                    "price": r["price"],
                    "labor_surplus": r["labor"],
                    "rebellion": r["rebellion"],
                    "rule": _rule(r),
                }
            )
        out[f"{board}_market"] = rows
    out["colony_stability"] = [
        {
            "colony_population": f"{r['low']}-{r['high']}",  # the row the population marker stands in (l.314)
            "labor_surplus": r["labor"],
            "rebellion": r["rebellion"],
            "rule": _rule(r),
        }
        for r in load_json(_PKG, "stability.json")
    ]
    out["labor_market"] = [
        {
            "labor_surplus": f"{r['low']}-{r['high']}",
            "recruit_cost": r["cost"] or None,
            "rebellion": r["rebellion"],
            "rule": _rule(r),
        }
        for r in load_json(_PKG, "labor.json")
    ]
    out["action_wheel"] = [
        {
            "zone": z,
            "limit_2_4": WHEEL_LIMITS[4][z] or None,
            "limit_5": WHEEL_LIMITS[5][z] or None,
            "rule": "l.437",
        }
        for z in WHEEL_ZONES
    ]
    out["build_costs"] = [
        {
            "building": r["id"],
            **{res: r["cubes"].get(res, 0) for res in RESOURCES},
            "money": r["money"],
            "rule": _rule(r),
        }
        for r in load_json(_PKG, "build_costs.json")
    ]
    out["development_prices"] = [
        {
            "card": c.id,
            "kind": c.kind,
            "upright": c.prices[0],
            "turned_once": c.prices[1],
            "turned_twice": c.prices[2],
            "minimum": c.min_price,
            "rule": "l.742-754",
        }
        for c in CARDS
    ]
    out["balance"] = balance_rows()
    out["scoring"] = [
        {"source": "objective card", "first": 3, "second": 2, "third": 1, "rule": "l.920"},
        {"source": "trend card", "first": 4, "second": 3, "third": 2, "rule": "l.958"},
        {"source": "Pacifist", "first": 3, "second": None, "third": None, "rule": "l.950"},
        {"source": "medal / built wonder", "first": 1, "second": None, "third": None, "rule": "l.976"},
    ]
    return out


def balance_rows() -> list[dict[str, Any]]:
    """Phase 4 as the deck can show it: each back's two halves, with the three cards that carry it (l.338)."""
    rows = []
    for b, back in enumerate(BACKS):
        cards = ", ".join(c.id for c in CARDS if c.back == b)
        for half, z in (("top", back.top), ("bottom", back.bottom)):
            rows.append(
                {
                    "card": cards,
                    "half": half,
                    "kind": z["kind"],
                    "resource": z.get("resource"),
                    "inhabitants_per_cube": z.get("per"),  # l.354: one cube for this many inhabitants
                    "cubes": z.get("count"),  # l.382: cubes the export asks for
                    "event": z.get("event"),
                    "red_zone": z["red"],  # l.770: played when it turns up in phase 6, not in phase 4
                    "rule": "assumed",  # the backs are lost pictures (RULINGS A1); their kinds are l.354, l.382, l.396
                }
            )
    return rows
