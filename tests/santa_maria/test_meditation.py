"""The expansion's scholar Meditation (l.1003): passing onto a space already taken; on the lowest one, its road
tile and then the action of a free space (RULINGS A36)."""

from __future__ import annotations

import pytest

from boardkit.core import IllegalAction
from boardkit.games.santa_maria import GAME as g
from boardkit.games.santa_maria.invariants import check

from .helpers import play, pos, seat

SCHOLARS = ["meditation", "philosophy", "taxation", "law"]


def monk_on_meditation(p2_space: int, players: int = 3, **p1):
    """P1 holds Meditation, P2 has passed onto ``p2_space``; with 3 players P3 still plays after P1."""
    return pos(
        players,
        kingdoms=True,
        scholars=SCHOLARS,
        seats={"P1": {"monks": ["meditation"], "coins": 0, **p1}, "P2": {"passed": p2_space}},
    )


def test_l1003_the_holder_may_pass_onto_a_space_another_player_holds():
    s = monk_on_meditation(1)
    assert {a["space"] for a in g.legal_actions(s) if a.kind == "pass"} == {1, 2, 3, 4, 5}
    s = play(s, "pass", space=1)
    assert seat(s).passed == 1 and s.pass_spaces[0] == 1  # P2's marker keeps the space
    assert seat(s).coins == 2  # the space's action: 2 coins (l.274)
    check(s)


def test_l268_without_meditation_a_taken_space_is_refused():
    s = pos(2, kingdoms=True, scholars=SCHOLARS, seats={"P2": {"passed": 1}})
    assert 1 not in {a["space"] for a in g.legal_actions(s) if a.kind == "pass"}
    with pytest.raises(IllegalAction, match="Meditation"):
        play(s, "pass", space=1)


def test_l1003_on_the_lowest_space_the_road_tile_first_then_a_free_space_s_action():
    s = monk_on_meditation(5)
    s = play(s, "pass", space=5)
    assert s.phase == "road"
    s = play(s, "road", cell=next(a["cell"] for a in g.legal_actions(s) if a.kind == "road"))
    assert s.phase == "meditation"
    assert {a["space"] for a in g.legal_actions(s) if a.kind == "meditate"} == {
        1,
        2,
        3,
        4,
    }  # nobody holds them
    with pytest.raises(IllegalAction, match="nobody holds"):
        play(s, "meditate", space=5)
    s = play(s, "meditate", space=1)
    assert seat(s).coins == 2 and seat(s).passed == 5
    check(s)


def test_l1003_a_taken_upper_space_gives_only_its_own_action():
    s = play(monk_on_meditation(2), "pass", space=2)
    assert s.phase == "religion"  # space 2: the religion action, nothing more (l.276)


def test_l376_the_marker_that_came_first_keeps_the_space_s_precedence():
    s = play(monk_on_meditation(1, players=2), "pass", space=1)  # P1 joins P2 on the top space; the year ends
    assert s.round == 2 and s.current_player == 1  # P2 starts year 2 (l.334; RULINGS A36)
    tied = play(monk_on_meditation(1), "pass", space=1)
    assert g.tiebreak(tied, 1) > g.tiebreak(tied, 0)
