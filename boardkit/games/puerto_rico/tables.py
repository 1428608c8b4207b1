"""Teaching tables: the effect tables (roles, supplies, prices, discounts, bonuses)."""

from __future__ import annotations

from typing import Any

from .catalog import BUILDINGS, CHURCH_BONUS, CLOISTER_BONUS, FACTORY_BONUS, GOODS, PRICE, QUARRY_CAP, SETUP


def _lines(*refs: str) -> str:
    """Several citations as one, each line once (two players print ship and supply on one line, l.763)."""
    return ", ".join(dict.fromkeys(refs))


def track_rows() -> dict[str, list[dict[str, Any]]]:
    by = SETUP["by_players"]
    return {
        "role_doubloons": [
            {
                "players": r["players"],
                "roles": len(r["roles"]),
                "chosen_per_round": r["picks_per_round"],
                "doubloons_added_per_round": len(r["roles"]) - r["picks_per_round"],
                "rule": "l.161, l.437" if r["players"] > 2 else "l.770",
            }
            for r in by
        ],
        "colonists": [
            {
                "players": r["players"],
                "ship_at_start": r["colonist_ship"],
                "supply": r["colonist_supply"],
                "refill_minimum": r["players"],
                "rule": _lines(r["sources"]["colonist_ship"], r["sources"]["colonist_supply"]),
            }
            for r in by
        ],
        "vp_supply": [
            {
                "players": r["players"],
                "vp": r["vp_supply"],
                "rule": "l.117-119" if r["players"] > 2 else "l.762",
            }
            for r in by
        ],
        "cargo_ships": [
            {
                "players": r["players"],
                "capacities": ", ".join(map(str, r["ships"])),
                "rule": "l.135-137" if r["players"] > 2 else "l.764",
            }
            for r in by
        ],
        "trading_house": [
            {
                "good": g,
                "price": PRICE[i],
                "with_trader": PRICE[i] + 1,
                "small_market": PRICE[i] + 1,
                "large_market": PRICE[i] + 2,
                "both_markets": PRICE[i] + 3,
                "source": next(p for p in SETUP["prices"] if p["id"] == g)["source"],
            }
            for i, g in enumerate(GOODS)
        ],
        "trading_house_modifiers": [
            {"building": "trader", "effect": "+1 doubloon on the trader's own sale", "rule": "l.312, l.326"},
            {"building": "small_market", "effect": "+1 doubloon per sale", "rule": "l.557"},
            {
                "building": "large_market",
                "effect": "+2 doubloons per sale (+3 with both markets)",
                "rule": "l.626-628",
            },
            {
                "building": "office",
                "effect": "may sell a kind already in the house (not into a full house)",
                "rule": "l.591",
            },
            {
                "building": "trading_post",
                "effect": "sell any good at its price to the supply, no market bonus",
                "rule": "l.875-877",
            },
            {
                "building": "full house",
                "effect": "4 goods: nobody sells; emptied at the end of the phase",
                "rule": "l.316, l.319",
            },
        ],
        "quarry_discounts": [
            {"column": c + 1, "cap": cap, "rule": "l.244"} for c, cap in enumerate(QUARRY_CAP)
        ],
        "production_bonuses": [
            {"building": "factory", "condition": f"{k} kinds produced", "value": v, "rule": "l.638"}
            for k, v in enumerate(FACTORY_BONUS)
            if k
        ]
        + [
            {
                "building": "craftsman",
                "condition": "privilege",
                "value": "1 extra good of a kind produced",
                "rule": "l.302",
            },
            {
                "building": "aqueduct",
                "condition": "1+ on the large indigo plant / sugar mill",
                "value": "+1 good",
                "rule": "l.814",
            },
            {
                "building": "specialty_factory",
                "condition": "most of one kind (not corn)",
                "value": "count - 1 doubloons",
                "rule": "l.927",
            },
        ],
        "storage_limits": [
            {"building": "none", "kept": "1 good", "rule": "l.396"},
            {"building": "small_warehouse", "kept": "all of 1 kind + 1 good", "rule": "l.577"},
            {"building": "large_warehouse", "kept": "all of 2 kinds + 1 good", "rule": "l.632"},
            {
                "building": "small_warehouse + large_warehouse",
                "kept": "all of 3 kinds + 1 good",
                "rule": "l.634",
            },
            {"building": "storehouse", "kept": "+3 goods of any kinds", "rule": "l.863"},
        ],
        "end_game_bonuses": [
            {
                "building": "guild_hall",
                "effect": "+1 per small, +2 per large production building",
                "rule": "l.702",
            },
            {
                "building": "residence",
                "effect": "4/5/6/7 VP for up to 9/10/11/12 island tiles",
                "rule": "l.708",
            },
            {"building": "fortress", "effect": "+1 per 3 colonists", "rule": "l.714"},
            {"building": "customs_house", "effect": "+1 per 4 VP in chips", "rule": "l.720"},
            {"building": "city_hall", "effect": "+1 per beige building (itself included)", "rule": "l.726"},
            {
                "building": "cloister",
                "effect": "/".join(map(str, CLOISTER_BONUS[1:]))
                + " VP for 1/2/3/4 sets of 3 equal island tiles",
                "rule": "l.951",
            },
            {
                "building": "church",
                "effect": "VP chips when building from column 1/2/3/4: " + "/".join(map(str, CHURCH_BONUS)),
                "rule": "l.881",
            },
            {"building": "royal_garden", "effect": "+1 per noble", "rule": "l.1054"},
        ],
        "buildings": [
            {
                "building": b["id"],
                "set": b["set"],
                "cost": b["cost"],
                "vp": b["vp"],
                "column": b["column"],
                "size": b["size"],
                "spaces": 2 if b["size"] == "large" else 1,
                "circles": b["circles"],
                "copies": b["copies"],
                "source": b["source"],
            }
            for b in BUILDINGS
        ],
    }
