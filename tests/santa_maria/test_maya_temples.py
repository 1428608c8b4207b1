"""Temples (l.861-875), high priests (l.889-897) and the Maya's scores on passing (l.947-959)."""

from __future__ import annotations

import pytest

from boardkit.core import Action, IllegalAction
from boardkit.games.santa_maria import GAME as g

from .helpers import play
from .maya_helpers import level, maya_pos, with_top


def _to_temple(s, value: int, stop_at: str):
    s = play(s, "city_die", color="white", face=value, value=value, cocoa=False, ambassador=False)
    while s.phase in ("city", "religion"):
        if s.phase == "religion":
            s = play(s, "religion", extra=False)
            continue
        sites = [a["site"] for a in g.legal_actions(s) if a.kind == "walk"]
        if s.walk and s.data.city.sites[s.walk[-1]] == stop_at:
            s = play(s, "stop")
        else:
            s = play(s, "walk", site=sites[0])
    return s


def test_l875_alex_completes_a_brown_level_for_wood_gem_cocoa_and_takes_2_coins():
    s = maya_pos(white=[4, 4, 4, 4, 4, 4], city={"stores": {"gem": 1, "cocoa": 1, "wood": 1}, "coins": 0})
    s = with_top(s, "construction", "large_1")  # the example's token: 1 wood, 1 gem, 1 cocoa
    s = play(s, "city_die", color="white", face=4, value=4, cocoa=False, ambassador=False)  # a die of 4
    for site in ("4.2", "4.3", "3.3", "2.3", "2.2"):  # the barracks on 4.1 first, then on to road 2
        if s.data.city.index[site] not in s.walk:
            s = play(s, "walk", site=site)
    s = play(s, "stop") if s.phase == "city" else s  # on the maize field, beside brown (l.863)
    assert s.phase == "temple" and s.seats[s.maya_seat].conquistador == 2  # the barracks was activated
    districts = sorted(a["district"] for a in g.legal_actions(s) if a.kind == "temple")
    assert "construction" in districts and set(districts) <= {"construction", "trade"}
    s = play(s, "temple", district="construction")
    maya = s.seats[s.maya_seat]
    assert (maya.wood, maya.gem, maya.cocoa, maya.coins) == (0, 0, 0, 2)
    assert level(s, "construction") == 1 and "large_1" in s.temples_done
    k = s.data.city.districts.index("construction")
    assert s.data.temples[s.temple_top[k]]["size"] == "medium"  # the next, smaller token on top (l.865)


def test_l897_alex_lays_a_high_priest_on_a_building_and_gains_wood():
    s = maya_pos(city={"priests": 1, "stores": {"wood": 0}})
    s = play(s, "priest", site="5.1")  # the woodcutter
    assert s.seats[s.maya_seat].wood == 1 and s.priests == 1


def test_l865_a_temple_has_three_levels_at_most():
    s = maya_pos(white=[2, 2, 2, 2, 2, 2], city={"temples": {"construction": 3, "trade": 3}})
    assert s.temple_top[0] == "" and s.temple_top[1] == ""
    s = _to_temple(s, 2, "2.1")
    assert s.phase != "temple"  # nothing to build beside the maize field any more


def test_l863_a_temple_level_is_optional():
    s = maya_pos(white=[2, 2, 2, 2, 2, 2], city={"stores": {"gem": 1}})
    s = with_top(s, "construction", "large_1")
    s = play(_to_temple(s, 2, "2.1"), "skip")
    assert level(s, "construction") == 0 and s.current_player == 0


def test_l891_l893_a_high_priest_activates_a_free_building_and_blocks_it():
    s = maya_pos(city={"priests": 1})
    before = s.seats[s.maya_seat].conquistador
    s = play(s, "priest", site="4.1")  # the barracks: a warrior step (l.859)
    if s.phase == "temple":
        s = play(s, "skip")
    assert s.seats[-1].conquistador == before + 1
    assert s.city_on[s.data.city.index["4.1"]] == "priest"
    with pytest.raises(IllegalAction):
        g.apply(s, Action("priest", 2, site="5.1"))  # the turn has passed to P1


def test_l873_the_temple_of_gold_gives_a_high_priest():
    s = maya_pos(white=[3, 3, 3, 3, 3, 3], city={"stores": {"gem": 1, "cocoa": 1, "wood": 1}})
    s = with_top(s, "gold", "large_1")
    s = _to_temple(s, 3, "3.1")  # the shrine, beside trade and the temple of gold
    s = play(s, "temple", district="gold")
    assert s.priests == 1 and level(s, "gold") == 1


def test_l957_two_brown_levels_times_four_brown_cards_score_8_on_passing():
    cards = ["card_02", "card_04", "card_06", "card_08"]  # four cards with a construction action
    s = maya_pos(city={"temples": {"construction": 2}, "tucked": {"construction": cards}, "gold_temple": 0})
    s = play(s, "pass", space=1)  # 2 coins (l.274), then the temples score at once (l.953)
    assert s.seats[2].points == 8


def test_l959_the_temple_of_gold_scores_its_levels_times_its_gold():
    s = maya_pos(city={"temples": {"gold": 2}, "gold_temple": 5})
    s = play(s, "pass", space=1)
    assert s.seats[2].points == 10


def test_l955_a_district_without_cards_scores_nothing():
    s = maya_pos(city={"temples": {"construction": 3}, "gold_temple": 0})
    assert play(s, "pass", space=1).seats[2].points == 0


def test_l951_pass_space_4_fills_a_storage_token_instead_of_sea_trade():
    s = maya_pos(city={"stores": {"gem": 0}})
    s = play(s, "pass", space=4)
    assert s.phase == "city_choice" and {a.kind for a in g.legal_actions(s)} == {"fill"}
    s = play(s, "fill", resource="gem")
    assert s.seats[2].gem == 1


def test_l951_pass_space_5_builds_any_temple_instead_of_a_road_tile():
    s = maya_pos(city={"stores": {"gem": 1}})
    s = with_top(s, "technology", "large_1")
    s = play(s, "pass", space=5)
    assert s.phase == "temple"
    s = play(s, "temple", district="technology")  # not beside any building: any of the Maya's temples
    assert level(s, "technology") == 1
    assert s.phase == "city_choice"  # its reward: a road token on a fork (l.872; RULINGS A67)
    s = play(s, "fork", fork="fork_3")
    assert s.city_roads == ("fork_3",) and s.roads == s.data.n["road_tiles"]  # no road tile taken
