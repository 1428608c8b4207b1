"""The position builder: names, not indexes; nothing created; bad names refused naming the field."""

from __future__ import annotations

import pytest

from boardkit.core import StateError
from boardkit.games.santa_maria import GAME as g

from .helpers import pos, seat


def test_a_tile_is_named_by_what_it_shows_and_comes_out_of_the_display_or_a_stack():
    s = pos(seats={"P1": {"tiles": [("wood+road", "r2c1")]}})
    assert seat(s).tiles == ("D01",) and "D01" not in (*s.display, *s.double_stack)
    assert seat(s).cells[6:8] == ("wood", "road")


def test_an_ambiguous_name_is_refused_with_the_tiles_it_fits():
    with pytest.raises(StateError, match=r"D05 \(religion\+road\).*D13 \(religion\+grain\)"):
        pos(seats={"P1": {"tiles": [("religion", "r2c1")]}})


def test_a_tile_cannot_be_laid_twice_or_over_a_printed_building():
    with pytest.raises(StateError, match="not in the display or a stack"):
        pos(seats={"P1": {"tiles": [("D01", "r2c1")]}, "P2": {"tiles": [("D01", "r2c1")]}})
    with pytest.raises(StateError, match="l.104"):
        pos(seats={"P1": {"tiles": [("D01", "r1c1")]}})


def test_cells_are_written_by_row_and_column_and_bad_ones_are_named():
    with pytest.raises(StateError, match="r2c3"):
        pos(seats={"P1": {"roads": ["b7"]}})
    with pytest.raises(StateError, match="P1..P2"):
        pos(seats={"P5": {}})
    with pytest.raises(StateError, match="unknown keys"):
        pos(seats={"P1": {"gems": 2}})


def test_sea_trade_tiles_come_out_of_the_deck_and_impossible_counts_are_refused():
    s = pos(seats={"P1": {"ships": {"religion": ["W02"]}}})
    assert "W02" not in s.deck and seat(s).ship_docks == (1,)
    with pytest.raises(StateError, match="wood"):
        pos(seats={"P1": {"wood": 4}})  # the storage limit (l.160)
    with pytest.raises(StateError, match="monks"):
        pos(seats={"P1": {"monks": ["nowhere"]}})


def test_the_builder_refuses_a_position_whose_white_dice_do_not_add_up():
    with pytest.raises(StateError, match="white"):
        g.position(players=2, white=[1, 2])


def test_malformed_descriptions_name_the_field():
    with pytest.raises(StateError, match="tiles"):
        pos(seats={"P1": {"tiles": [("D01",)]}})
    with pytest.raises(StateError, match="quarter turns"):
        pos(seats={"P1": {"tiles": [("D01", "r2c2", 5)]}})
    with pytest.raises(StateError, match="ships"):
        pos(seats={"P1": {"ships": ["W01"]}})
