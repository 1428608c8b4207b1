"""(A) The Maya uses a die (l.839-859, l.939-945): the road, its forks, free buildings, the die left behind,
technology cards."""

from __future__ import annotations

import pytest

from boardkit.core import IllegalAction
from boardkit.games.santa_maria import GAME as g

from .helpers import play
from .maya_helpers import maya_pos


def walks(s) -> list[str]:
    return sorted(a["site"] for a in g.legal_actions(s) if a.kind == "walk")


def die(s, value: int, face: int | None = None, color: str = "white"):
    return play(s, "city_die", color=color, face=face or value, value=value, cocoa=False, ambassador=False)


def walk(s, site: str):
    """Move the die to ``site``; a step with no other choice (onto its road from the die symbol, along a
    road with no building to stop on) is forced, so core may have played it already."""
    if s.data.city.index[site] in s.walk:
        return s
    return play(s, "walk", site=site)


def test_l847_a_die_of_4_may_turn_toward_3_or_toward_5():
    s = die(maya_pos(white=[4, 1, 1, 1, 1, 1]), 4)
    assert s.phase == "city" and s.walk == (s.data.city.index["4.1"],)  # onto its own road, forced (l.841)
    for site in ("4.2", "4.3"):
        s = walk(s, site)
    assert walks(s) == ["3.3", "5.3"]


def test_l843_the_die_never_turns_back():
    s = die(maya_pos(white=[4, 1, 1, 1, 1, 1]), 4)
    s = walk(walk(s, "4.1"), "4.2")
    assert "4.1" not in walks(s)
    with pytest.raises(IllegalAction, match="never back"):
        play(s, "walk", site="4.1")


def test_l843_every_free_building_passed_is_activated_and_the_die_stays_on_the_last():
    s = maya_pos(white=[1, 2, 2, 2, 2, 2], city={"stores": {"grain": 0}})
    maya = s.seats[s.maya_seat]
    s = die(s, 1)
    s = walk(s, "1.1")  # cocoa field: fills the empty cocoa token (l.851)
    assert s.seats[s.maya_seat].cocoa == maya.cocoa + 1
    # on along unbuilt sites; at 2.3 the road forks (to road 3 or back out along road 2); road 2 leads
    # to the maize field with no other way, so core plays the steps it forces
    s = walk(walk(s, "1.2"), "2.2")
    if s.phase == "temple":
        s = play(s, "skip")
    assert s.current_player == 0 and s.seats[-1].grain == 1  # the maize field filled the grain token
    i = s.data.city.index["2.1"]
    assert s.city_on[i] == "white" and s.seats[s.maya_seat].white_used == 1
    assert s.city_on.count("white") == 1  # only the last building holds the die (l.841)


def test_l841_a_building_holding_a_die_is_not_activated_again_this_year():
    s = maya_pos(white=[4, 4, 1, 1, 1, 1], city={"on": {"4.1": "white"}})
    before = s.seats[s.maya_seat].conquistador
    s = die(s, 4)
    s = walk(s, "4.1")  # passes the barracks without activating it
    assert s.seats[s.maya_seat].conquistador == before
    with pytest.raises(IllegalAction, match="free building"):
        play(s, "stop")


def test_l843_no_free_building_no_die():
    s = maya_pos(
        white=[1, 2, 3, 4, 5, 6],
        city={
            "on": {
                "1.1": "priest",
                "2.1": "priest",
                "3.1": "priest",
                "4.1": "blue",
                "5.1": "white",
                "6.1": "white",
            },
            "priests": 3,
            "blue": [3, 3],
        },
    )
    kinds = {a.kind for a in g.legal_actions(s)}
    assert "city_die" not in kinds and "priest" not in kinds and "pass" in kinds


def test_l841_turning_the_die_costs_a_coin_a_pip_or_a_cocoa():
    s = maya_pos(white=[2, 2, 2, 2, 2, 2], city={"coins": 2})
    t = die(s, 4, face=2)
    assert t.seats[t.maya_seat].coins == 0 and t.walk_value == 4
    with pytest.raises(IllegalAction):
        die(s, 5, face=2)
    u = play(s, "city_die", color="white", face=2, value=6, cocoa=True, ambassador=False)  # l.807
    assert u.seats[u.maya_seat].cocoa == s.seats[s.maya_seat].cocoa - 1 and u.walk_value == 6


def test_l945_one_technology_card_of_the_final_value_per_die():
    s = maya_pos(white=[2, 2, 2, 2, 2, 2], city={"hand": ["card_03", "card_15", "card_05"], "coins": 3})
    s = die(s, 1, face=2)  # turned to 1: only value-1 technology cards (card_03, card_15)
    techs = sorted(a["card"] for a in g.legal_actions(s) if a.kind == "tech")
    assert techs == ["card_03", "card_15"]
    before = s.seats[s.maya_seat].conquistador
    s = play(s, "tech", card="card_03")  # a warrior step (l.943)
    assert s.seats[s.maya_seat].conquistador == before + 1
    assert s.tucked[s.data.city.card_districts.index("technology")] == ("card_03",)
    assert not [a for a in g.legal_actions(s) if a.kind == "tech"]  # one per die (l.945)


def test_l872_a_road_token_on_road_2_links_roads_1_and_3():
    s = die(maya_pos(white=[1, 1, 1, 1, 1, 1], city={"roads": ["fork_2"]}), 1)
    s = walk(walk(s, "1.1"), "1.2")
    assert walks(s) == ["1.3", "3.2"]


def test_l863_buildings_on_roads_1_and_6_touch_one_district():
    from boardkit.games.santa_maria.components import DEFAULT as d

    sizes = {d.city.sites[i]: len(b) for i, b in enumerate(d.city.beside)}
    assert all(n == 1 for x, n in sizes.items() if x[0] in "16")
    assert all(n == 2 for x, n in sizes.items() if x[0] not in "16")
