"""Maracaibo's component data is correctable (docs/data.md): every data file has a schema, a bad correction
names its file, record and field and changes nothing, and a corrected value changes play."""

from __future__ import annotations

import pytest

from boardkit.core.errors import DataError
from boardkit.games.maracaibo.combat import nation_value
from boardkit.games.maracaibo.components import DESIGNS, TOKENS
from boardkit.games.maracaibo.schema import DEFAULT, TABLES
from boardkit.games.maracaibo.scoring import final_rest

from .helpers import G, moves, play, seat

NAVIGATOR = next(d.id for d in DESIGNS if d.name == "Navigator")  # shipped price 2, assumed (cards.json)
TRADING_POST = next(d.id for d in DESIGNS if d.name == "Trading post")  # shipped 1 VP, assumed


def _with(s, corrections: dict):
    s = s.copy()
    s.data = G.data(corrections)
    return s


def _village(**desc):
    desc.setdefault("plan", [])
    return G.position(players=2, phase="main", steps=1, seats={"P1": {"ship": "Samana", **desc}})


def test_every_data_file_has_a_schema_and_the_shipped_files_follow_it():
    from importlib import resources

    shipped = {p.name for p in resources.files("boardkit.games.maracaibo").joinpath("data").iterdir()}
    assert {t.file.split("/")[-1] for t in TABLES} == {n for n in shipped if n.endswith(".json")}
    assert G.data() is DEFAULT and DEFAULT.is_shipped


@pytest.mark.parametrize(
    ("correction", "where"),
    [
        ({"cards": {str(NAVIGATOR): {"cost": "x"}}}, f"data/cards.json: record '{NAVIGATOR}', field 'cost'"),
        ({"cards": {str(NAVIGATOR): {"cost": -1}}}, "field 'cost': expected int from 0 to 30"),
        ({"cards": {str(NAVIGATOR): {"effects": []}}}, "field 'effects': cannot be corrected"),
        ({"combat_tokens": {"0": {"spain": None}}}, "data/combat_tokens.json: record '0', field 'spain'"),
        ({"buildings": {"abbey": {"price": 3}}}, "record 'abbey', field 'price': unknown field"),
        ({"route": {"13": {"vp": 4}}}, "record '13', field 'vp': only a doorstep gives VP"),
        ({"route": {"99": {"vp": 4}}}, "record '99': unknown record"),
        ({"ships": {}}, "unknown data file or table"),
    ],
)
def test_a_malformed_correction_names_its_field_and_starts_no_game(correction, where):
    with pytest.raises(DataError, match=where.replace("(", r"\(").replace(")", r"\)")):
        G.new_game(2, 1, data=correction)
    assert DEFAULT.card_cost[NAVIGATOR] == 2 and DEFAULT.is_shipped, "the shipped data is untouched"


def test_l615_a_corrected_card_price_is_what_buying_costs_and_decides_what_can_be_bought():
    s = play(_village(hand=["Navigator"], doubloons=5), "villages")
    assert play(s, "buy", card=seat(s).hand[0]).seats[0].doubloons == 3  # shipped price 2
    dear = _with(s, {"cards": {str(NAVIGATOR): {"cost": 4}}})
    assert play(dear, "buy", card=seat(s).hand[0]).seats[0].doubloons == 1
    assert not moves(_with(s, {"cards": {str(NAVIGATOR): {"cost": 6}}}), "buy")
    assert G.view(dear, 0)["seats"][0]["hand"][0]["cost"] == 4, "the board shows the corrected price"


def test_l709_a_corrected_building_price_is_what_investing_costs():
    s = play(_village(doubloons=20), "villages")
    building = s.buildings[0]
    shipped = DEFAULT.building_cost[building]
    corrected = _with(s, {"buildings": {building: {"cost": shipped + 2}}})
    assert play(corrected, "invest", building=building).seats[0].doubloons == 20 - shipped - 2
    assert play(s, "invest", building=building).seats[0].doubloons == 20 - shipped


def test_l489_a_corrected_card_vp_is_scored_at_the_end():
    s = G.position(players=2, seats={"P1": {"bought": ["Trading post"]}})
    parts = []
    for data in ({}, {"cards": {str(TRADING_POST): {"vp": 4}}}):
        t = _with(s, data)
        final_rest(t)
        parts.append(t.final_parts[0][2])
    assert parts[1] - parts[0] == 4 - DEFAULT.card_vp[TRADING_POST]


def test_l261_a_corrected_combat_token_value_is_the_combat_value():
    s = G.position(players=2)
    printed = TOKENS[0].value[2]
    corrected = _with(s, {"combat_tokens": {"0": {"spain": printed + 3}}})
    assert nation_value(corrected, 0, 2) - nation_value(s, 0, 2) == 3


def test_l411_a_corrected_doorstep_vp_is_what_the_ship_takes():
    s = G.position(players=3, current="P2", seats={"P2": {"ship": "20"}})
    s = play(_with(s, {"route": {"21a": {"vp": 7, "source": "my box"}}}), "sail", route=("21a",))
    s = play(s, "doorstep")
    assert seat(s, 1).vp == 7
    assert G.data_frame("route", s).loc["21a", "source"] == "my box"


def test_a_corrected_game_keeps_its_data_through_json_and_determinize():
    import random

    s = G.new_game(2, 4, data={"cards": {str(NAVIGATOR): {"cost": 5}}})
    back = G.from_json(G.to_json(s))
    assert back.data == s.data and back.data.card_cost[NAVIGATOR] == 5
    assert G.determinize(s, 0, random.Random(1)).data == s.data
