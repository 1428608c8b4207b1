"""The rulebook's worked examples, each built with the position builder and played through the engine."""

from __future__ import annotations

from boardkit.games.maracaibo import components as c
from boardkit.games.maracaibo.effects import markers_on_map, owner_at

from .helpers import G, moves, play, seat

FRANCE, ENGLAND, SPAIN = 0, 1, 2


def test_l325_combat_example_pay_influence_boost_and_recapture():
    # Token 0: France costs 2 doubloons and has combat value 6 (data/combat_tokens.json); Spain holds Maracaibo.
    s = G.position(
        players=3, phase="main", steps=5, next_token=0, city_tiles={"Santo Domingo": None},
        seats={"P1": {"ship": "Santo Domingo", "doubloons": 10, "sailors": 2, "combat": 1}},
        owners={"Maracaibo": "spain"},
    )  # fmt: skip
    assert c.TOKENS[0].entry[FRANCE] == (("doubloons", -2),) and c.TOKENS[0].value[FRANCE] == 6
    s = play(s, "combat", pile=0)
    s = play(s, "aggressor", nation="france")
    assert s.combat.value == 6 and seat(s).doubloons == 8
    s = play(s, "maneuver", what="influence", target="")
    assert s.combat.value == 4 and seat(s).influence[FRANCE] == 1
    s = play(s, "boost", source="ship")
    s = play(s, "boost", source="sailor")
    assert s.combat.value == 6 and seat(s).combat == 0 and seat(s).sailors == 1 and seat(s).general == 4
    spain_track = s.markers_left[SPAIN]
    s = play(s, "maneuver", what="recapture", target="9")
    assert owner_at(s, "9") == FRANCE
    assert (
        markers_on_map(s)[SPAIN] == 0 and s.markers_left[SPAIN] == spain_track
    )  # removed from the game (l.301)
    assert s.markers_left[FRANCE] == 12 and seat(s).influence[FRANCE] == 2
    assert seat(s).doubloons == 8 + 4  # the flag's bonus at Maracaibo (designed: 4 doubloons)
    assert s.combat.value == 0
    assert not [a for a in moves(s, "maneuver")], "each maneuver once, and nothing is left to spend"
    s = play(s, "end_combat")
    assert seat(s).tokens == (0,) and s.phase == "main" and s.main_done


def test_l384_story_quest_example_one_combat_point_for_5_doubloons_and_a_vp_per_compass():
    s = G.position(
        players=2, phase="main", steps=3, quests={"Portobelo": 0},
        seats={"P1": {"ship": "Portobelo", "combat": 1, "doubloons": 8}},
    )  # fmt: skip
    s = play(s, "quest")
    assert (
        seat(s).combat == 0 and seat(s).doubloons == 13 and seat(s).vp == 1
    )  # one compass on the ship (l.723)
    assert seat(s).quests == (0,) and "15" not in dict(s.quests_at)


def test_l384_story_quest_needs_the_ship_there_and_the_combat_point():
    s = G.position(
        players=2, phase="main", steps=3, quests={"Portobelo": 0},
        seats={"P1": {"ship": "Portobelo", "combat": 0}},
    )  # fmt: skip
    assert not moves(s, "quest")
    s = G.position(
        players=2, phase="main", steps=3, quests={"Portobelo": 0}, seats={"P1": {"ship": "Matanzas"}}
    )
    assert not moves(s, "quest")


def _end_round_one(players: int):
    s = G.position(players=players, seats={"P1": {"ship": "20"}})
    s = play(s, "sail", route=("21a",))
    s = play(s, "doorstep")
    s = play(s, "finish")
    while s.phase != "sail":
        s = play(s, "take_vp" if s.phase == "score_buy" else "draw")
    return s


def test_l460_card_75_adds_quests_at_6_and_12_with_three_players_after_round_one():
    s = _end_round_one(3)
    assert {"6", "12"} <= set(dict(s.quests_at)) and "16" not in dict(s.quests_at)
    assert s.round == 2 and s.current_player == 1  # left of the player who ended it (l.466)


def test_l460_card_75_adds_quests_at_6_12_and_16_with_four_players():
    s = _end_round_one(4)
    assert {"6", "12", "16"} <= set(dict(s.quests_at))


def test_l513_final_scoring_example_gives_76_vp():
    # 34 VP of cards, doubloon-track VP 4 (income 20 on the designed track), VP income 9; France and Spain
    # 4 markers on the map, England 2; free spaces 4, 3, 2; Alex's ranks 2, 3, 1 (l.513-519).
    cards = ["Plantation"] * 3 + ["Envoy to Spain"] * 2 + ["Fort garrison"] * 2 + ["Admiralty liaison"] * 2
    cards += ["Governor's favour", "Diplomatic corps"]  # 25 VP so far, then nine cards of 1 VP
    cards += ["Trading post"] * 2 + ["Rum distillery"] * 2 + ["Herbalist"] * 3 + ["Market broker"] * 2
    s = G.position(
        players=3, round=4,
        seats={"P1": {"ship": "21b", "bought": cards, "dincome": 20, "vincome": 9,
                      "influence": {"france": 6, "spain": 9, "england": 3}}},
        owners={"Santo Domingo": "france", "Maracaibo": "france", "Port Royal": "france", "Cartagena": "france",
                "Puerto Plata": "spain", "Veracruz": "spain", "Matanzas": "spain", "Baracoa": "spain",
                "Samana": "england", "Aruba": "england"},
        removed={"france": 3, "spain": 1, "england": 1},
    )  # fmt: skip
    assert [c.free_spaces(13 - n) for n in s.markers_left] == [4, 2, 3]
    assert [c.rank(v) for v in seat(s).influence] == [2, 1, 3]
    s = play(s, "sail", route=("22",))
    s = play(s, "doorstep")
    s = play(s, "finish")
    while not s.over:
        s = play(s, "take_vp" if s.phase == "score_buy" else "draw")
    step1, income, cards_vp, leaders, ranks = s.final_parts[0]
    assert (income, cards_vp, ranks) == (4 + 9, 34, 12 + 15 + 2)
    assert income + cards_vp + ranks == 76
