"""The combat action (l.255-311): tokens, the fighting nation, modifiers, boosts and maneuvers."""

from __future__ import annotations

from boardkit.games.maracaibo import components as c
from boardkit.games.maracaibo.combat import nation_value
from boardkit.games.maracaibo.effects import owner_at

from .helpers import G, moves, play, seat

FRANCE, ENGLAND, SPAIN = 0, 1, 2


def _combat(token: int, **kw):
    desc = {"ship": "Santo Domingo", **kw.pop("seat", {})}
    kw.setdefault("city_tiles", {"Santo Domingo": None})  # no tile bonus in these scenarios
    s = G.position(players=3, phase="main", steps=5, next_token=token, seats={"P1": desc}, **kw)
    return play(s, "combat", pile=0)


def test_l259_both_piles_empty_every_nation_has_3():
    s = G.position(players=3, phase="main", steps=5, seats={"P1": {"ship": "Santo Domingo"}})
    s = s.copy()
    s.combat_piles = ((), ())
    s.seats = (s.seats[0].but(tokens=tuple(range(len(c.TOKENS)))), *s.seats[1:])
    s = play(s, "combat", pile=-1)
    s = play(s, "aggressor", nation="england")
    assert s.combat.value == 3
    s = play(s, "end_combat")
    assert len(seat(s).tokens) == len(c.TOKENS)  # no token to keep


def test_l265_participation_entries_are_paid_or_gained():
    # token 1: France gains 2 doubloons, England pays 2 (entries rotate through data/combat_tokens.json)
    s = _combat(1, seat={"doubloons": 5})
    assert c.TOKENS[1].entry[FRANCE] == (("doubloons", 2),)
    t = play(s, "aggressor", nation="france")
    assert seat(t).doubloons == 7


def test_l265_a_cost_you_cannot_pay_rules_that_nation_out():
    s = _combat(0, seat={"doubloons": 1})  # France costs 2 doubloons on token 0
    assert "france" not in {a["nation"] for a in moves(s, "aggressor")}


def test_l274_most_markers_minus_2_and_fewest_plus_3_only_when_printed_and_untied():
    s = G.position(players=3, owners={"Maracaibo": "spain", "Port Royal": "spain", "Matanzas": "england"})
    assert c.TOKENS[0].most and c.TOKENS[0].fewest
    assert nation_value(s, 0, SPAIN) == c.TOKENS[0].value[SPAIN] - 2
    assert nation_value(s, 0, FRANCE) == c.TOKENS[0].value[FRANCE] + 3
    assert not c.TOKENS[1].most and not c.TOKENS[1].fewest
    assert nation_value(s, 1, SPAIN) == c.TOKENS[1].value[SPAIN]
    tied = G.position(players=3, owners={"Maracaibo": "spain", "Matanzas": "england"})
    assert nation_value(tied, 0, SPAIN) == c.TOKENS[0].value[SPAIN]  # Spain and England tie for most


def test_l283_boosts_only_one_way_sailors_and_ship_points_into_the_value():
    s = play(_combat(4, seat={"sailors": 1, "combat": 2}), "aggressor", nation="england")  # no entry
    v = s.combat.value
    s = play(s, "boost", source="ship")
    s = play(s, "boost", source="sailor")
    assert s.combat.value == v + 2 and seat(s).combat == 1 and seat(s).sailors == 0
    assert {a["source"] for a in moves(s, "boost")} == {"ship"}


def test_l295_increase_influence_one_option_only():
    s = play(_combat(13), "aggressor", nation="france")  # token 13: France 8
    s = play(s, "maneuver", what="influence2", target="")
    assert seat(s).influence[FRANCE] == 2
    assert not [a for a in moves(s, "maneuver") if a["what"].startswith("influence")]


def test_l301_capture_an_empty_flagged_city_for_4_with_the_flag_bonus():
    s = play(_combat(13, seat={"vp": 0}), "aggressor", nation="france")
    targets = {a["target"] for a in moves(s, "maneuver") if a["what"] == "capture"}
    assert targets == {city for city in c.CITIES if city.isdigit()}  # the new cities L4, L7 are not in play
    s = play(s, "maneuver", what="capture", target="13")
    assert owner_at(s, "13") == FRANCE and seat(s).vp == 3 and seat(s).influence[FRANCE] == 1
    assert not [a for a in moves(s, "maneuver") if a["what"] in ("capture", "recapture")]  # l.307


def test_l309_recapture_only_from_another_nation():
    s = play(_combat(13, owners={"Port Royal": "france", "Cartagena": "spain"}), "aggressor", nation="france")
    re = {a["target"] for a in moves(s, "maneuver") if a["what"] == "recapture"}
    assert re == {"14"}


def test_l311_leftover_value_is_lost_and_the_token_lies_on_the_ship():
    s = play(_combat(13), "aggressor", nation="france")
    s = play(s, "end_combat")
    assert seat(s).tokens == (13,) and s.combat is None and s.phase == "main" and s.main_done


def test_l576_village_capture_needs_the_upgrade_and_pays_for_assistants():
    s = play(_combat(13), "aggressor", nation="france")
    assert not [a for a in moves(s, "maneuver") if a["what"] == "capture_village"]
    s = _combat(
        13,
        seat={"upgrades": ["village_capture"], "bought": ["Smuggler's cove"], "assistants": {"Samana": "Smuggler"},
              "vp": 0},
    )  # fmt: skip
    s = play(s, "aggressor", nation="france")
    s = play(s, "maneuver", what="capture_village", target="4")
    assert owner_at(s, "4") == FRANCE and seat(s).vp == 3  # 3 VP for the own assistant there (l.580)


def test_l910_the_marker_hunter_scores_3_vp_for_a_removed_marker():
    s = _combat(13, seat={"bought": ["Privateers' letter"], "vp": 0}, owners={"Port Royal": "spain"})
    s = play(s, "aggressor", nation="france")
    s = play(s, "boost", source="ship")
    s = play(s, "maneuver", what="recapture", target="13")
    assert seat(s).vp == 3 + 3  # the hunter's 3 and Port Royal's flag (designed 3 VP)


def test_l882_combat_prep_and_l906_patron_raise_ship_combat_points():
    s = _combat(13, seat={"bought": ["Fort garrison"], "combat": 1})
    assert seat(s).combat == 2  # +1 before the combat (l.882)
    s = play(s, "aggressor", nation="england")
    assert seat(s).combat == 4  # +2 fighting for England (l.906)
