"""The component data: counts the text gives, a source on every record, designed values tagged."""

from __future__ import annotations

import json
from importlib import resources

from boardkit.games.archipelago.catalog import (
    BACKS,
    CARDS,
    CUBES_PER_TYPE,
    FACES,
    OBJECTIVES,
    REGION_FACES,
    TRENDS,
    ZONE_SIZE,
)

FILES = (
    "regions.json",
    "markets.json",
    "stability.json",
    "labor.json",
    "wheel.json",
    "build_costs.json",
    "cards.json",
    "trends.json",
    "objectives.json",
)


def records(name):
    data = json.loads(resources.files("boardkit.games.archipelago.data").joinpath(name).read_text("utf-8"))
    if isinstance(data, list):
        return data
    return [r for v in data.values() if isinstance(v, list) for r in v]


def test_l7_l80_every_record_says_where_it_comes_from():
    for name in FILES:
        for r in records(name):
            assert r["source"] == "assumed" and r.get("reason") or r["source"].startswith("l."), (
                name,
                r.get("id"),
            )


def test_l30_l117_twenty_four_region_hexes_give_48_faces_and_the_open_sea():
    assert len(REGION_FACES) == 48 and len(FACES) == 50


def test_l135_every_region_but_the_volcano_has_resources_and_huts_summing_to_5():
    for f in REGION_FACES:
        if f.id != "volcano":
            assert len(f.icons) + f.huts == 5, f.id


def test_l44_82_cubes_and_l48_48_cards_24_characters():
    assert sum(CUBES_PER_TYPE) == 82
    assert len(CARDS) == 48 and sum(c.kind == "character" for c in CARDS) == 24


def test_l52_l21_twelve_trends_and_thirty_objectives():
    assert len(TRENDS) == 12 and len(OBJECTIVES) == 30


def test_l834_every_card_has_three_prices_and_a_back():
    for c in CARDS:
        assert len(c.prices) == 3 and all(p > 0 for p in c.prices) and 0 <= c.back < len(BACKS)


def test_l491_every_market_zone_holds_the_fish_example():
    assert set(ZONE_SIZE["internal"]) == {12} and set(ZONE_SIZE["external"]) == {12}


def test_l1077_l1121_wonders_cost_what_the_glossary_prints():
    by = {c.id: c for c in CARDS}
    assert by["colossus"].discs == 1 and by["colossus"].options[0][0][2] == 3  # 3 iron
    assert by["pyramid"].discs == 2 and by["pyramid"].options[0][0][3] == 5 and by["pyramid"].vp == 2
    assert by["cathedral"].vp == 2 and by["great_lighthouse"].requires == "port"
