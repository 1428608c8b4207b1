"""Setup per player count (l.7-66) and the data files (every record sourced)."""

from __future__ import annotations

import pytest

from boardkit.games.santa_maria import GAME as g
from boardkit.games.santa_maria.components import DEFAULT


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_l61_first_player_takes_2_wood_and_3_coins_then_4_5_6_clockwise(players):
    s = g.new_game(players, seed=players)
    for k in range(players):
        seat = s.seats[(s.first_player + k) % players]
        assert (seat.wood, seat.coins) == (2, 3 + k)


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_l15_l62_three_white_dice_per_player_and_one_rolled_blue_die_each(players):
    s = g.new_game(players, seed=7)
    assert len(s.white) == 3 * players and all(1 <= v <= 6 for v in s.white)
    assert all(len(seat.blue) == 1 and seat.blue_owned == 1 for seat in s.seats)
    assert any("rolls a blue die" in e.text for e in s.log)  # dice rolls are logged


def test_l11_l13_l17_l19_l21_board_components():
    s = g.new_game(3, seed=1)
    assert sorted(s.docks) == sorted(DEFAULT.starting_ships) and len(s.deck) == 30
    assert s.roads == 3
    assert len(s.scholars) == 3 and len(s.bishops) == 3
    assert len(s.unused_scholars) == 7 and len(s.unused_bishops) == 3
    sizes = [DEFAULT.tiles[t].size for t in s.display]
    assert sizes.count("double") == 5 and sizes.count("triple") == 5
    assert len(s.double_stack) == 10 and len(s.triple_stack) == 10


def test_l50_markers_start_on_the_first_spaces_with_six_monks():
    s = g.new_game(4, seed=2)
    assert all((x.religion, x.conquistador, x.monks, x.passed) == (1, 1, 6, 0) for x in s.seats)
    assert s.phase == "turn" and s.current_player == s.first_player


def test_l58_colony_boards_are_different_side_a_boards():
    s = g.new_game(4, seed=5)
    boards = [x.board for x in s.seats]
    assert len(set(boards)) == 4 and all(DEFAULT.boards[b]["side"] == "A" for b in boards)


def test_l21_same_seed_same_setup_and_seeds_differ():
    assert g.to_json(g.new_game(2, seed=9)) == g.to_json(g.new_game(2, seed=9))
    assert g.to_json(g.new_game(2, seed=9)) != g.to_json(g.new_game(2, seed=10))


def test_every_data_record_has_a_rule_line_or_an_assumed_reason():
    for name, records in DEFAULT.tables.items():
        for rec in records:
            src = rec["source"]
            assert src.startswith("l.") or (src == "assumed" and rec["reason"]), (name, rec)


def test_l21_l11_l13_counts_the_data_promises():
    assert len(DEFAULT.doubles) == 15 and len(DEFAULT.triples) == 15
    assert len(DEFAULT.starting_ships) == 4 and len(DEFAULT.regular_ships) == 30
    assert len(DEFAULT.mission_set(False)) == 4  # 10 places - 3 scholars - 3 bishops (l.216)
    assert len(DEFAULT.mission_set(True)) == 4  # the new stand covers one (l.459)


def test_l306_an_assumed_value_can_be_corrected_and_the_rules_read_the_correction():
    from boardkit.games.santa_maria.flow import conquistador_scores

    from .helpers import pos

    fixed = g.data({"conquistador_scores": {"y2p3": {"points": [7, 3]}}})
    s = pos(
        players=3,
        year=2,
        seats={"P1": {"conquistador": 4, "arrived": 1}, "P2": {"conquistador": 3, "arrived": 2}},
    )
    s.data = fixed
    assert conquistador_scores(s) == [7, 3, 0]
    rec = next(r for r in fixed.records("conquistador_scores") if r["id"] == "y2p3")
    assert rec["source"] == "user"


def test_a_bad_correction_names_file_record_and_field_and_a_fixed_field_is_refused():
    from boardkit.core import DataError

    with pytest.raises(DataError, match=r"sea_trade.json.*W01.*cost"):
        g.new_game(2, data={"sea_trade": {"W01": {"cost": {"wood": 7}}}})
    with pytest.raises(DataError, match="cannot be corrected"):
        g.new_game(2, data={"tiles": {"D01": {"cells": ["road", "road"]}}})
    frame = g.data_frame("sea_trade")
    assert len(frame) == 34 and (frame.source == "assumed").sum() == 33


def test_l306_l194_corrections_that_break_the_tracks_are_refused():
    from boardkit.core import DataError

    with pytest.raises(DataError, match="points"):
        g.data({"conquistador_scores": {"y1p4": {"points": [2, 4, 6]}}})  # the furthest scores most
    with pytest.raises(DataError, match="symbols"):
        g.data({"tracks": {"religion": {"symbols": [3, 5, 99]}}})
