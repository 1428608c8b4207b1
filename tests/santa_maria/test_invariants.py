"""Broken states are refused when loaded, naming the field (invariants.py): every component accounted for."""

from __future__ import annotations

import json

import pytest

from boardkit.core import StateError
from boardkit.games.santa_maria import GAME as g

from .helpers import pos


def _broken(s, change) -> str:
    data = json.loads(g.to_json(s))
    change(data)
    return json.dumps(data)


def _refused(s, change, field: str) -> None:
    with pytest.raises(StateError) as info:
        g.from_json(_broken(s, change))
    assert info.value.field.startswith(field), info.value


@pytest.fixture
def s():
    return pos(
        seats={
            "P1": {
                "coins": 4,
                "coins_on": {"r1c6": 1},
                "tiles": [("wood+road", "r2c1")],
                "ships": {"coins": ["W01"]},
            }
        }
    )


def test_l160_no_fourth_token_of_a_resource(s):
    _refused(s, lambda d: d["seats"][0].update(wood=4), "seats.0.wood")


def test_l112_coins_on_buildings_match_the_activations(s):
    _refused(s, lambda d: d["seats"][0].update(activations=2), "seats.0.coins_on")


def test_l254_no_die_on_a_road(s):
    def die_on_road(d):
        d["seats"][0]["dice_on"][7] = "white"
        d["seats"][0]["white_used"] = 1
        d["white"] = d["white"][1:]

    _refused(s, die_on_road, "seats.0.cells.7")


def test_l21_a_development_tile_lies_in_one_place(s):
    _refused(s, lambda d: d.update(display=[*d["display"], "D01"]), "display")


def test_l13_a_sea_trade_tile_lies_in_one_place(s):
    _refused(s, lambda d: d.update(deck=[*d["deck"], "W01"]), "docks")


def test_l15_white_dice_add_up(s):
    _refused(s, lambda d: d.update(white=d["white"][1:]), "white")


def test_l46_six_monks_each(s):
    _refused(s, lambda d: d["seats"][1].update(monks=5), "seats.1.monks")


def test_l104_printed_buildings_never_change(s):
    def overbuild(d):
        d["seats"][0]["cells"][0] = "wood"

    _refused(s, overbuild, "seats.0.cells.0")


def test_l268_pass_spaces_and_markers_agree(s):
    _refused(s, lambda d: d.update(pass_spaces=[1, -1, -1, -1, -1]), "pass_spaces.0")


@pytest.mark.parametrize("passed", [6, -1, 10**30])
def test_l268_a_pass_marker_beyond_the_five_spaces_is_refused_naming_the_seat(s, passed):
    # found by the hostile-input suite: a huge value reached the pass-space lookup as an index
    _refused(s, lambda d: d["seats"][1].update(passed=passed), "seats.1.passed")
