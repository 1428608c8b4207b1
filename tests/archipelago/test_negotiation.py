"""Negotiation as a digital table holds it (l.220-230; RULINGS A33): leave to harvest under another's city
(l.459, l.709), asked with florins offered and granted or refused by the city's holder."""

from __future__ import annotations

import pytest

from boardkit.core import Action, IllegalAction
from boardkit.games.archipelago import GAME as g
from boardkit.games.archipelago.catalog import RESOURCES

from .helpers import placed
from .test_actions import moves, play

WOOD = RESOURCES.index("wood")


def _under_p2s_city():
    regions = placed(3, [("r05a", (1, 0))])  # three wood icons
    regions[0]["buildings"] = ["city"]
    units = {"P1": [("inhabitant", "r05a")] * 2, "P2": [("inhabitant", "r05a", "city")]}
    return g.position(
        players=3, regions=regions, units=units, order=["P1", "P2", "P3"], seats={"P1": {"money": 10}}
    )


def test_l709_leave_bought_with_florins_lets_him_harvest_under_the_city_this_round():
    s = _under_p2s_city()
    assert not moves(s, "harvest")  # l.459
    s = play(s, "ask_leave", seat=1, florins=3)
    assert s.current_player == 1 and s.step == "leave"
    p2_money = s.seats[1].money
    s = play(s, "answer", grant=True)
    assert s.current_player == 0 and s.seats[0].money == 7 and s.seats[1].money == p2_money + 3
    s = play(s, "harvest", resource="wood", count=2)
    assert s.seats[0].cubes[WOOD] == 2
    s = play(s, "end_round")
    assert s.permits == ()  # leave held for that round only


def test_l709_refused_leave_keeps_the_city_closed_and_is_not_asked_twice_in_a_round():
    s = _under_p2s_city()
    s = play(s, "ask_leave", seat=1, florins=0)
    s = play(s, "answer", grant=False)
    assert s.current_player == 0 and s.seats[0].money == 10
    assert not moves(s, "harvest") and not moves(s, "ask_leave")


def test_l709_only_the_asked_holder_answers():
    s = _under_p2s_city()
    s = play(s, "ask_leave", seat=1, florins=1)
    with pytest.raises(IllegalAction):
        g.apply(s, Action("answer", 0, grant=True))


def test_l709_no_offer_beyond_the_money_behind_the_screen():
    s = _under_p2s_city()
    assert max(a["florins"] for a in moves(s, "ask_leave")) == 10
    with pytest.raises(IllegalAction):
        g.apply(s, Action("ask_leave", 0, seat=1, florins=11))
