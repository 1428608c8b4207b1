"""The data files: every record sourced, printed values as the rulebook gives them, every id in the glossary."""

from __future__ import annotations

import pytest

from boardkit.core.data import check_sources, load_json
from boardkit.core.errors import DataError
from boardkit.games.puerto_rico.catalog import BUILDINGS, COST, GOODS, SETUP, TILES, VP, bid

from .helpers import G

PKG = "boardkit.games.puerto_rico"


def test_every_record_has_a_source_and_assumptions_say_why():
    check_sources(load_json(PKG, "buildings.json")["buildings"], "buildings.json")
    for key in (
        "by_players",
        "components",
        "prices",
        "island_circles",
        "quarry_caps",
        "factory",
        "residence",
        "cloister",
        "church",
    ):
        check_sources(SETUP[key], key)
    with pytest.raises(DataError, match="reason"):
        check_sources([{"id": "x", "source": "assumed"}], "test")


def test_values_printed_or_derived_in_the_rulebook():
    assert COST[bid("construction_hut")] == 2 and COST[bid("hacienda")] == 2  # l.246, l.842
    assert COST[bid("harbor")] == 8 and COST[bid("large_warehouse")] == 6  # l.859, l.828
    assert COST[bid("city_hall")] == 10  # l.246
    assert all(
        VP[bid(b)] == 4 for b in ("guild_hall", "residence", "fortress", "customs_house", "city_hall")
    )  # l.457
    assert VP[bid("statue")] == 8  # l.947
    assert (
        sum(b["copies"] for b in BUILDINGS if b["set"] == "base" and b["kind"] == "production") == 20
    )  # l.47
    assert (
        sum(b["copies"] for b in BUILDINGS if b["set"] == "base" and b["kind"] == "beige") == 29
    )  # 2x12 + 5 (l.47)
    nb = [b for b in BUILDINGS if b["set"] == "new_buildings"]
    assert sum(b["size"] == "small" for b in nb) == 12 and sum(b["size"] == "large" for b in nb) == 2  # l.71
    for cost in (2, 5, 8):  # four candidates at costs 2, 5 and 8 (l.808)
        assert (
            sum(1 for b in BUILDINGS if b["set"] != "nobles" and b["kind"] == "beige" and b["cost"] == cost)
            == 4
        )
    price = {r["id"]: r for r in SETUP["prices"]}
    assert price["corn"]["price"] == 0 and price["corn"]["source"] == "l.327"
    assert all(price[g]["source"] == "assumed" for g in GOODS[1:])


def test_glossary_names_every_id_in_english_and_russian():
    terms = G.glossary.terms
    ids = set(B["id"] for B in BUILDINGS) | set(GOODS) | set(TILES)
    ids |= {r for cfg in SETUP["by_players"] for r in cfg["roles"]}
    ids |= {p.id for p in G.phases()}
    ids |= {k for p in G.phases() for k in p.moves}
    ids |= {"vp_chips", "building_vp", "large_bonus", "nobles", "total"}
    missing = sorted(i for i in ids if i not in terms)
    assert not missing, missing
    assert all(terms[i]["ru"] and terms[i]["en"] for i in ids)


def test_tracks_and_phases_cite_lines():
    tracks = G.track_rows()
    for name in (
        "role_doubloons",
        "colonists",
        "vp_supply",
        "cargo_ships",
        "trading_house",
        "quarry_discounts",
        "production_bonuses",
        "storage_limits",
        "end_game_bonuses",
        "buildings",
    ):
        assert tracks[name], name
    assert {r["players"]: r["capacities"] for r in tracks["cargo_ships"]} == {
        2: "4, 6",
        3: "4, 5, 6",
        4: "5, 6, 7",
        5: "6, 7, 8",
    }
    assert all(p.rule.startswith("l.") for p in G.phases())


def test_track_headers_are_in_the_glossary():
    cols = {c for rows in G.track_rows().values() for r in rows for c in r}
    assert not sorted(c for c in cols if c not in G.glossary.terms)
