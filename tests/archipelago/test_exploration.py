"""Exploration (l.495-536) and the resources of a new region (l.139-141, l.527-532)."""

from __future__ import annotations

from boardkit.games.archipelago import GAME as g
from boardkit.games.archipelago import settle
from boardkit.games.archipelago.catalog import FACE

from .helpers import placed
from .test_actions import moves, play


def choices_for(face: str):
    s = g.position(players=3, regions=placed(3, [(face, (1, 0))]))
    return set(settle.choices(s, 1))


def test_l141_two_wood_and_two_fish_allow_all_four_splits():
    assert FACE["r01a"].icons.count(0) == 2  # the example's region: 2 wood, 2 fish
    assert choices_for("r01a") == {("wood", "wood"), ("fish", "fish"), ("wood", "fish"), ("fish", "wood")}


def test_l530_wood_and_fruit_with_fruit_to_the_market_leave_the_wood():
    assert {k for m, k in choices_for("r02a") if m == "fruit"} == {"wood"}


def test_l532_two_cattle_give_one_to_the_market_and_one_to_the_player():
    assert choices_for("r03a") == {("cattle", "cattle")}


def test_l139_a_region_with_one_resource_gives_the_player_nothing():
    assert choices_for("r04a") == {("iron", "")}


def exploring(hex_top: str, **kw):
    regions = placed(3, [("r01a", (1, 0)), ("r05a", (-1, 0))])
    units = {"P1": [("ship", "r01a"), ("inhabitant", "r01a")], "P2": [("inhabitant", "r05a")]}
    return g.position(
        players=3, regions=regions, units=units, order=["P1", "P2", "P3"], hex_top=hex_top, **kw
    )


def test_l501_the_explorer_sees_the_top_face_and_may_turn_one_hex_down():
    s = exploring("r03a")
    s = play(s, "explore")
    assert s.drawn == "r03a" and s.step == "hex"
    s = play(s, "reject_hex")
    assert s.drawn != "r03a" and "r03a" in s.hex_discard
    assert s.step == "place"  # RULINGS A4: the next one must be taken


def test_l507_l536_a_successful_exploration_moves_a_unit_in_and_pays_out():
    s = exploring("r03a", labor=0)
    s = play(s, "explore")
    s = play(s, "keep_hex")
    places = moves(s, "place_region")
    assert places  # r03a fits beside r01a or r05a with P1's ship or inhabitant next to it
    tokens = s.seats[0].tokens
    s = g.apply(s, places[0])
    if s.step == "enter":  # a single unit that can enter moves in by itself (core plays forced moves)
        s = g.apply(s, moves(s, "enter")[0])
    if s.step == "settle":
        s = g.apply(s, moves(s, "settle")[0])
    assert s.seats[0].tokens == tokens + 1  # l.521
    assert s.labor == FACE[s.regions[-1].face].huts  # l.536
    new = len(s.regions) - 1
    assert sum(1 for u in s.units if u.region == new) == 1  # l.513: exactly one unit moves in


def test_l507_a_new_region_must_touch_two_regions():
    from boardkit.games.archipelago import explore

    s = exploring("r03a")
    s = play(s, "explore")
    s = play(s, "keep_hex")
    for f, cell, rot in explore.placements(s, 0):
        from boardkit.games.archipelago.board import fits

        assert len(fits(s, FACE[f], cell, rot)) >= 2


def test_l525_emptying_the_first_explorer_stack_gives_everyone_a_fourth_disc():
    from boardkit.games.archipelago.economy import take_explorer

    s = g.position(players=3, explorers=[1, 8, 8]).copy()
    take_explorer(s, 0)
    assert s.explorers == (0, 8, 8) and [seat.discs for seat in s.seats] == [4, 4, 4]
