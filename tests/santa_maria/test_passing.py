"""Passing: a free pass space and its action, then the docks top to bottom (l.266-290); free actions (l.294-300)."""

from __future__ import annotations

import pytest

from boardkit.core import IllegalAction
from boardkit.games.santa_maria import GAME as g

from .helpers import play, pos, seat, texts


def test_l286_anna_gets_2_coins_then_3_religion_actions_paying_grain_twice_for_5_spaces_then_2_points():
    ships = {"coins": ["W01", "W03"], "religion": ["W04", "W05", "W06"], "happiness": ["W07", "W08"]}
    s = pos(players=2, seats={"P1": {"coins": 0, "grain": 2, "religion": 1, "ships": ships}})
    s = play(s, "pass", space=3)  # conquistador: no decision, then the docks
    assert seat(s).coins == 2  # the coins dock first (l.286)
    for extra in (True, True, False):
        assert s.phase == "religion"
        s = play(s, "religion", extra=extra)
        while s.phase == "monk":  # a monk for every symbol passed (l.286)
            s = play(s, "skip")
    p1 = seat(s)
    assert p1.religion == 1 + 5 and p1.grain == 0 and p1.points == 2
    order = [t for t in texts(s) if "gains" in t or "religion space" in t]
    assert order[:2] == ["P1: gains 1 coin(s) [l.284]"] * 2  # the top dock first (l.284)
    assert order[-2:] == ["P1: gains 1 happiness [l.284]"] * 2  # the happiness dock last
    assert s.current_player == 1 and p1.passed == 3


def test_l290_anna_takes_the_lowest_pass_space_and_lays_a_road_tile():
    s = pos(seats={"P1": {}})
    s = play(s, "pass", space=5)
    assert s.phase == "road"
    s = play(s, "road", cell=(2, 2))
    p1 = seat(s)
    assert p1.cells[7] == "road" and p1.colonists[7] == 2 and s.roads == 2  # two colonists (RULINGS A13)


def test_l270_a_pass_space_may_be_taken_without_doing_its_action():
    s = pos(seats={"P1": {"wood": 0, "grain": 0, "sugar": 0, "gem": 0, "gold": 0, "coins": 0}})
    s = play(s, "pass", space=4)  # sea trade with nothing to pay: declining is the only move, played by core
    assert seat(s).passed == 4 and s.current_player == 1
    assert "P1: takes no sea-trade tile [l.178]" in texts(s)


def test_l268_one_marker_per_pass_space():
    s = play(pos(), "pass", space=1)
    with pytest.raises(IllegalAction, match="l.268"):
        play(s, "pass", space=1)


def test_l266_a_player_who_passed_is_skipped_and_the_year_ends_with_the_last_pass():
    s = pos(players=3, seats={"P1": {"coins": 9}})
    s = play(s, "pass", space=2)
    s = play(s, "religion", extra=False) if s.phase == "religion" else s
    while s.phase == "monk":
        s = play(s, "skip")
    assert s.current_player == 1
    s = play(s, "pass", space=1)
    assert s.current_player == 2
    s = play(s, "activate", cell=(1, 6))
    assert s.current_player == 2  # P1 and P2 have passed: P3 plays on alone
    s = play(s, "pass", space=3)
    assert s.round == 2 and s.current_player == 1  # P2 took the top space (l.334)


def test_l300_anna_sells_then_activates_her_sea_trade_building_and_buys_grain_to_pay_the_tile():
    s = pos(
        seats={"P1": {"coins": 0, "wood": 1, "grain": 0, "sugar": 2, "gem": 1}},
        docks=["S1", "S2", "S3", "S4"],
    )
    for r in ("sugar", "sugar", "gem"):
        s = play(s, "sell", resource=r)
    assert seat(s).coins == 6
    s = play(s, "activate", cell=(1, 1))
    assert seat(s).coins == 5 and s.phase == "sea_trade"
    assert not any(a.kind == "ship" and a["dock"] == 1 for a in g.legal_actions(s))  # S1 needs wood and grain
    s = play(s, "buy", resource="grain")
    s = play(s, "ship", dock=1)
    p1 = seat(s)
    assert p1.ships == ("S1",) and (p1.coins, p1.wood, p1.grain) == (2, 0, 0)


def test_l298_valuables_cannot_be_bought_and_the_limit_holds():
    s = pos(seats={"P1": {"coins": 9, "wood": 3}})
    with pytest.raises(IllegalAction, match="l.298"):
        play(s, "buy", resource="sugar")
    with pytest.raises(IllegalAction, match="l.298"):
        play(s, "buy", resource="wood")
