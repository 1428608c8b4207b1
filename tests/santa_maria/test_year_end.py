"""The end of a year (l.304-334): conquistador scoring by year and player count, the resets, the next year."""

from __future__ import annotations

import pytest

from boardkit.games.santa_maria import GAME as g
from boardkit.games.santa_maria.flow import conquistador_scores

from .helpers import play, pos, seat


def _last_pass(s, space: int):
    """The current player passes onto ``space`` and declines whatever it offers."""
    s = play(s, "pass", space=space)
    while not s.over and s.phase != "turn":
        s = (
            play(s, "skip")
            if any(a.kind == "skip" for a in g.legal_actions(s))
            else play(s, "religion", extra=False)
        )
    return s


def test_l314_end_of_year_2_with_4_players_scores_9_6_3_and_nothing_for_the_last():
    s = pos(
        players=4,
        year=2,
        current="P4",
        seats={
            "P1": {"conquistador": 6, "arrived": 3, "passed": 1, "points": 0},
            "P2": {"conquistador": 4, "arrived": 2, "passed": 2, "points": 0},
            "P3": {"conquistador": 3, "arrived": 1, "passed": 3, "points": 0},
            "P4": {"conquistador": 2, "arrived": 4, "points": 0},
        },
    )
    assert conquistador_scores(s) == [9, 6, 3, 0]
    s = _last_pass(s, 5)
    assert s.round == 3 and [x.points for x in s.seats] == [9, 6, 3, 0]
    assert all(x.conquistador == 1 for x in s.seats)  # markers back to the first space (l.308)


def test_l306_on_a_shared_space_the_lower_marker_arrived_first_and_ranks_ahead():
    s = pos(
        players=3,
        seats={
            "P1": {"conquistador": 4, "arrived": 7},
            "P2": {"conquistador": 4, "arrived": 2},
            "P3": {"conquistador": 2},
        },
    )
    assert conquistador_scores(s) == [3, 6, 0]  # year 1, 3 players: 6, 3


def test_l306_a_marker_that_never_advanced_scores_nothing():
    s = pos(players=4, seats={"P1": {"conquistador": 2, "arrived": 1}})
    assert conquistador_scores(s) == [6, 0, 0, 0]


@pytest.mark.parametrize(("year", "expected"), [(1, [4, 0]), (2, [5, 0]), (3, [6, 0])])
def test_l306_two_players_score_4_5_6_by_year(year, expected):
    s = pos(
        players=2,
        year=year,
        seats={"P1": {"conquistador": 3, "arrived": 1}, "P2": {"conquistador": 2, "arrived": 2}},
    )
    assert conquistador_scores(s) == expected


def test_l408_solo_scores_the_2_player_value_only_past_the_years_tree():
    d = g.new_game(1).data
    tree = d.trees[0]
    past = pos(players=1, seats={"P1": {"conquistador": tree + 1}})
    on = pos(players=1, seats={"P1": {"conquistador": tree}})
    assert conquistador_scores(past) == [4] and conquistador_scores(on) == [0]
    tree3 = d.trees[2]
    assert conquistador_scores(pos(players=1, year=3, seats={"P1": {"conquistador": tree3 + 1}})) == [6]


def test_l312_l328_l330_l332_coins_off_new_display_dice_rolled_again():
    s = pos(
        players=2,
        current="P2",
        seats={"P1": {"passed": 2, "coins_on": {"r1c6": 1}, "dice": {"r6c1": "white"}}},
    )
    old_display = set(s.display)
    s = _last_pass(s, 1)
    p1 = seat(s)
    assert s.round == 2 and not any(p1.coins_on) and p1.activations == 0  # l.312, l.114
    assert not set(s.display) & old_display and len(s.display) == 10  # l.328
    assert len(s.white) == 6 and p1.white_used == 0 and not any(p1.dice_on)  # l.330
    assert len(p1.blue) == p1.blue_owned  # l.332
    assert s.current_player == 1 == s.first_player  # P2 took the top space (l.334)
    assert all(x.passed == 0 for x in s.seats) and s.pass_spaces == (-1,) * 5


def test_l310_religion_markers_stay():
    s = pos(players=2, current="P2", seats={"P1": {"passed": 2, "religion": 5}, "P2": {"religion": 4}})
    s = _last_pass(s, 1)
    assert (seat(s, "P1").religion, seat(s, "P2").religion) == (5, 4)


def test_l338_after_the_third_year_the_game_ends_with_the_markers_kept_for_the_tie():
    s = pos(players=2, year=3, current="P2", seats={"P1": {"passed": 2}})
    s = _last_pass(s, 1)
    assert s.over and s.phase == "over" and (seat(s, "P1").passed, seat(s, "P2").passed) == (2, 1)
