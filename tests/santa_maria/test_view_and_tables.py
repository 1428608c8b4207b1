"""The board's view-model (secrets stripped by core), the track-effect tables, measures and the evaluation."""

from __future__ import annotations

import json
import random

from boardkit.core.data import load_json
from boardkit.games.santa_maria import GAME as g
from boardkit.games.santa_maria.components import DEFAULT

from .helpers import pos


def test_l91_happiness_lies_face_down_other_seats_do_not_see_it():
    s = pos(seats={"P1": {"points": 7}, "P2": {"points": 4}})
    v1, v2 = g.view(s, 0), g.view(s, 1)
    assert v1["seats"][0]["happiness"] == 7 and v1["seats"][1]["happiness"] == 0
    assert v2["seats"][1]["happiness"] == 4 and v2["seats"][0]["happiness"] == 0
    assert json.dumps(v1) and v1["deck"] == 30 and len(v1["seats"][0]["cells"]) == 36


def test_l13_the_deck_order_is_hidden_and_determinize_reshuffles_it():
    s = g.new_game(3, seed=4)
    d = g.determinize(s, 0, random.Random(1))
    assert sorted(d.deck) == sorted(s.deck) and g.view(d, 0) == g.view(s, 0)
    assert any(g.determinize(s, 0, random.Random(k)).deck != s.deck for k in range(5))


def test_l306_the_conquistador_table_has_every_year_and_player_count():
    rows = {(r["year"], r["players"]): r for r in g.track_rows()["conquistador_scoring"]}
    assert (rows[(2, 4)]["rank 1"], rows[(2, 4)]["rank 2"], rows[(2, 4)]["rank 3"]) == (9, 6, 3)  # l.314
    assert [rows[(y, 1)]["rank 1"] for y in (1, 2, 3)] == [4, 5, 6]  # solo, l.408
    assert set(rows) == {(y, n) for y in (1, 2, 3) for n in (1, 2, 3, 4)}


def test_the_tables_issue_7_asks_for_are_there():
    tracks = g.tracks()
    for name in (
        "religion",
        "conquistador",
        "conquistador_scoring",
        "costs",
        "passing",
        "prices",
        "final_scoring",
    ):
        assert len(tracks[name]) > 0, name
    costs = g.track_rows()["costs"]
    assert [r["cost"] for r in costs if r["step"].startswith("activate")][:3] == [
        "1 coin",
        "2 coins",
        "3 coins",
    ]


def test_every_term_the_data_uses_is_in_the_glossary_in_both_languages():
    glossary = load_json("boardkit.games.santa_maria", "glossary.json")
    used = {*DEFAULT.buildings, *DEFAULT.scholars, *DEFAULT.bishops, *DEFAULT.missions, "road"}
    used.discard("road")
    missing = sorted(t for t in used if t not in glossary or not glossary[t]["ru"])
    assert not missing


def test_a_finished_game_evaluates_to_its_score_and_measures_are_numbers():
    s = g.new_game(2, seed=3)
    r = random.Random(3)
    while not s.over:
        s = g.apply(s, r.choice(g.legal_actions(s)))
    for p in range(2):
        assert g.evaluate(s, p) == g.score_rows(s)[p]["total"]
        assert all(isinstance(m.read(s, p), int) for m in g.MEASURES)
    assert all(isinstance(g.describe(a), str) for a in g.legal_actions(g.new_game(4, seed=1)))


def test_l178_sea_trade_tiles_lie_face_down_others_see_only_how_many_per_dock():
    s = pos(seats={"P1": {"ships": {"religion": ["W02"], "coins": ["W05"]}}})
    mine, theirs = g.view(s, 0)["seats"][0], g.view(s, 1)["seats"][0]
    assert mine["ships"] == ["w02", "w05"] and theirs["ships"] == []
    assert theirs["docks"] == mine["docks"] == {"coins": 1, "religion": 1, "conquistador": 0, "happiness": 0}


def test_every_phase_move_and_option_has_a_glossary_term_in_both_languages():
    terms = [*(p.id for p in g.phases()), *(m.kind for m in g.moves()), *(o.name for o in g.options())]
    missing = [t for t in terms if t not in g.glossary or g.glossary(t, "ru") == t]
    assert not missing


def test_l274_l282_the_view_says_what_each_pass_space_gives_top_first():
    # l.274 2 coins, l.276 religion, l.278 conquistador, l.280 sea trade, l.282 a road tile
    v = g.view(g.new_game(2, seed=1), 0)
    assert v["pass_actions"] == ["coins", "religion", "conquistador", "sea_trade", "road"]
    assert len(v["pass_actions"]) == len(v["pass_spaces"])


def test_component_codes_reach_the_board_lowercase_and_name_the_moves_tiles():
    # A Russian screen shows no Latin code: the board gets "d11", the move keeps "D11".
    s = g.new_game(4, seed=1)
    v = g.view(s, 0)
    shown = {t["id"] for t in v["display"]}
    bought = {a["tile"] for a in g.legal_actions(s) if a.kind == "expand"}
    assert bought and {t.lower() for t in bought} <= shown
    assert all(t == t.lower() for t in shown) and v["seats"][0]["board"] == v["seats"][0]["board"].lower()
    assert all(d["tile"] == d["tile"].lower() for d in v["docks"])
