"""Archipelago's component data is correctable (docs/data.md): the rules read the corrected build costs,
the corrections travel with the game, and each data table is listed."""

from __future__ import annotations

import random

import pytest

from boardkit.core.errors import DataError
from boardkit.games.archipelago.catalog import BUILD_COST, CARD, FACE, RESOURCES

from .helpers import far, placed
from .test_actions import g, moves, play

MARKET_COST = 5  # the shipped market costs 2 florins, an assumed value (build_costs.json)
WOOD_ROW_2 = 5  # the shipped internal wood row 2 sells a cube for 4 florins, assumed (markets.json)
WORKER_AT_7 = 6  # the shipped labor row 4-7 costs 3 florins; at 6-7 that is assumed (labor.json)


def _builder(money: int, data: dict) -> object:
    cubes = dict(zip(RESOURCES, BUILD_COST["market"][0], strict=True))
    s = g.position(
        players=3,
        regions=placed(3, [("r01a", (1, 0))]),
        units={"P1": [("inhabitant", "r01a")]},
        seats={"P1": {"money": money, "cubes": cubes}},
        order=["P1", "P2", "P3"],
    ).copy()
    s.data = g.data(data)
    return s


def test_l621_a_corrected_build_cost_is_what_building_pays():
    s = _builder(10, {"build_costs": {"market": {"money": MARKET_COST}}})
    s = play(s, "build", building="market", region=1)
    assert s.seats[0].money == 10 - MARKET_COST != 10 - BUILD_COST["market"][1]


def test_l613_a_corrected_build_cost_decides_what_can_be_built():
    assert moves(_builder(MARKET_COST - 1, {}), "build", building="market")
    assert not moves(_builder(MARKET_COST - 1, {"build_costs": {"market": {"money": MARKET_COST}}}), "build")


def test_l483_a_corrected_market_row_is_what_a_cube_costs():
    s = g.position(
        players=3, internal={"wood": 5}, seats={"P1": {"money": 10}}, order=["P1", "P2", "P3"]
    ).copy()
    s.data = g.data({"markets": {"internal_wood_2": {"price": WOOD_ROW_2}}})
    s = play(s, "trade", board="internal", resource="wood", buy=True)
    assert s.seats[0].money == 10 - WOOD_ROW_2


def test_l565_a_corrected_labor_row_is_what_a_worker_costs():
    s = g.position(
        players=3,
        regions=placed(3, [("r01a", (1, 0))]),
        units={"P1": [("ship", "r01a")]},  # a ship is enough to recruit there (l.723)
        labor=7,
        seats={"P1": {"money": 20}},
        order=["P1", "P2", "P3"],
    ).copy()
    s.data = g.data({"labor": {"labor_4_7": {"cost": WORKER_AT_7}}})
    s = play(s, "recruit", region=1)
    assert s.seats[0].money == 20 - WORKER_AT_7 and s.labor == 6


def test_a_corrected_game_keeps_its_data_through_play_json_and_determinize():
    s = g.new_game(3, seed=1, data={"build_costs": {"market": {"money": MARKET_COST}}})
    rng = random.Random(3)
    for _ in range(40):
        s = g.apply(s, rng.choice(g.legal_actions(s)))
    corrected = g.data({"build_costs": {"market": {"money": MARKET_COST}}})
    assert s.data == corrected and s.copy().data is s.data
    back = g.from_json(g.to_json(s))
    assert back == s and back.data.build_cost["market"][1] == MARKET_COST
    assert g.determinize(s, s.current_player, random.Random(1)).data == corrected
    assert g.new_game(3, seed=1).data.build_cost["market"][1] == BUILD_COST["market"][1]  # shipped untouched


def test_data_frame_lists_each_table_and_marks_the_correction():
    assert list(g.data_frame().index) == [
        "build_costs",
        "labor",
        "stability",
        "markets",
        "regions",
        "cards",
        "backs",
        "objectives",
        "wheel",
        "trends",
    ]
    df = g.data_frame("build_costs", {"build_costs": {"market": {"money": MARKET_COST}}})
    assert bool(df.loc["market", "corrected"]) and not bool(df.loc["city", "corrected"])
    assert len(g.data_frame("markets")) == 48 and len(g.data_frame("trends")) == 12


@pytest.mark.parametrize(
    "bad, where",
    [
        ({"build_costs": {"market": {"money": -1}}}, "money"),
        ({"build_costs": {"market": {"cubes": {"gold": 1}}}}, "cubes"),
        ({"labor": {"labor_0": {"low": 1}}}, "low"),  # the rows' bounds are the board's structure
        ({"markets": {"internal_wood_1": {"cells": 4}}}, "cells"),  # a zone's size is the board's structure
        ({"trends": {"trend_money": {"criterion": "ships"}}}, "criterion"),
        ({"build_costs": {"palace": {"money": 1}}}, "palace"),
        ({"regions": {"r01a": {"edges": "ssssss"}}}, "edges"),  # the archipelago's geometry is fixed
        ({"regions": {"r01a": {"huts": -1}}}, "huts"),
        ({"cards": {"pirate": {"prices": [1, 2]}}}, "prices"),  # three corners (l.746)
        ({"cards": {"pirate": {"use": "nobody"}}}, "use"),
        ({"cards": {"pirate": {"options": []}}}, "options"),  # what a card does is the rules' structure
        ({"backs": {"back01": {"top": {"kind": "event"}}}}, "top"),
        ({"objectives": {"long_cities": {"thresholds": {"6": 9}}}}, "thresholds"),
        ({"objectives": {"long_cities": {"criterion": "ships"}}}, "criterion"),
        ({"wheel": {"taxes": {"limit_2_4": 99}}}, "limit_2_4"),
    ],
)
def test_a_bad_correction_is_refused_naming_where(bad, where):
    with pytest.raises(DataError, match=where):
        g.new_game(3, seed=1, data=bad)


def _game_with(data: dict, **position: object) -> object:
    s = g.position(players=3, order=["P1", "P2", "P3"], **position).copy()
    s.data = g.data(data)
    return s


def test_l437_a_corrected_wheel_limit_closes_the_zone():
    units = {"P1": [("inhabitant", "r01a")] * 2, "P2": [("inhabitant", "r01a")] * 2}
    s = _game_with({"wheel": {"taxes": {"limit_2_4": 1}}}, regions=placed(3, [("r01a", (1, 0))]), units=units)
    assert moves(s, "taxes")
    s = play(s, "taxes")
    s = play(s, "end_round")
    assert s.current_player != 0 and not moves(s, "taxes")  # the one disc the corrected zone takes is there


def test_l742_a_corrected_card_price_is_what_the_track_asks():
    s = _game_with({}, phase="development", track=["pirate", None, None, None, None])
    corrected = _game_with(
        {"cards": {"pirate": {"prices": [9, 2, 6]}}},
        phase="development",
        track=["pirate", None, None, None, None],
    )
    from boardkit.games.archipelago.phase_development import price

    assert price(s, 0) == CARD["pirate"].prices[0] and price(corrected, 0) == 9


def test_l822_a_corrected_activation_cost_is_what_using_a_card_pays():
    s = _game_with({"cards": {"spy": {"money": 3}}}, seats={"P1": {"money": 10, "cards": ["spy"]}})
    s = play(s, "use_card", card="spy")
    assert s.seats[0].money == 7


def test_l536_corrected_huts_are_the_labor_a_discovery_brings():
    from boardkit.games.archipelago import settle

    s = _game_with({"regions": {"r01a": {"huts": 4}}}, regions=placed(3, [("r01a", (1, 0))]))
    labor = s.labor
    settle.huts(s, 1, "l.536")
    assert s.labor == labor + 4 != labor + FACE["r01a"].huts


def test_l1133_a_corrected_threshold_is_when_the_objective_ends_the_game():
    from boardkit.games.archipelago.flow import condition_met

    regions = [{"face": f, "cell": far(i), "buildings": ["city"]} for i, f in enumerate(["r01a", "r05a"])]
    s = _game_with({"objectives": {"long_cities": {"thresholds": {"3": 2}}}}, regions=regions)
    assert condition_met(s, "long_cities") and not condition_met(
        _game_with({}, regions=regions), "long_cities"
    )
