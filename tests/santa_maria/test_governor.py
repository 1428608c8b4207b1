"""Module A, the governor (option ``governor``, l.539-598, l.1009): movement before the line, blocking, the
end-game grid, Navigation; worked examples l.571, l.575, l.579 and l.591."""

from __future__ import annotations

from pathlib import Path

import pytest

from boardkit.core import IllegalAction, OptionError
from boardkit.games.santa_maria import GAME as g
from boardkit.games.santa_maria.colony import empty_mask
from boardkit.games.santa_maria.governor import DOWN, RIGHT, score, target
from boardkit.games.santa_maria.invariants import check
from boardkit.games.santa_maria.state import index

from .helpers import play, pos, seat, texts

RULEBOOK = Path("/work/shared/seeds/santa_maria.ru.txt")


def gpos(players: int = 2, **kw):
    return pos(players, kingdoms=True, governor=True, **kw)


def as_decision(s, phase: str, step):
    s = s.copy()
    s.phase, s.step = phase, step
    s._legal = None
    return s


def test_l539_the_governor_needs_the_american_kingdoms():
    with pytest.raises(OptionError, match="kingdoms"):
        g.new_game(2, 0, governor=True)


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_l555_every_governor_starts_on_the_top_left_cell(players):
    s = g.new_game(players, 2, kingdoms=True, governor=True)
    assert all(x.governor == 0 for x in s.seats)
    assert all(x.governor == -1 for x in g.new_game(players, 2, kingdoms=True).seats)


def test_l449_navigation_joins_the_scholars_with_module_a():
    s = g.new_game(2, 0, kingdoms=True, governor=True)
    assert "navigation" in (*s.scholars, *s.unused_scholars) and len(s.scholars) == 4
    assert len(s.scholars) + len(s.unused_scholars) == 13


def test_l571_a_white_die_on_his_column_moves_him_right_before_the_column():
    s = gpos(white=[1, 2, 3, 4, 5, 6])  # A1: r1c1 sea trade, r1c2 empty, r6c1 grain
    s = play(s, "use_die", color="white", face=1, value=1)
    x = seat(s)
    assert x.governor == index(1, 2)
    # his old cell is free again and is activated with the column: the sea-trade decision comes up
    assert s.phase == "sea_trade" and s.step == ("building", index(1, 1))
    assert any("governor moves to row 1, column 2" in t for t in texts(s))


def test_l575_a_blue_die_moves_him_down_and_the_building_he_reaches_is_activated_first():
    s = gpos(
        seats={"P1": {"governor": "r5c1", "blue": [5], "grain": 0, "wood": 0, "tiles": [("D01", "r5c2")]}}
    )
    s = play(s, "use_die", color="blue", face=5, value=5)
    x = seat(s)
    assert x.governor == index(6, 1) and x.grain == 1 and x.wood == 1
    log = texts(s)
    grain = next(i for i, t in enumerate(log) if "grain" in t and "gains" in t)
    wood = next(i for i, t in enumerate(log) if "wood" in t and "gains" in t)
    assert grain < wood  # the governor's building before the row (l.565)


def test_l579_a_coin_on_the_next_cell_stops_him_and_his_own_building_is_not_activated():
    s = gpos(
        seats={"P1": {"tiles": [("D01", "r1c2")], "coins_on": {"r1c2": 1}, "grain": 0}},
        white=[1, 2, 3, 4, 5, 6],
    )
    s = play(s, "use_die", color="white", face=1, value=1)
    x = seat(s)
    assert x.governor == 0 and x.grain == 1  # r6c1 grain activated, r1c1 sea trade not
    assert x.dice_on[index(6, 1)] == "white" and s.phase == "turn"
    assert any("cannot move" in t for t in texts(s))


def test_l585_his_cell_cannot_be_activated_with_coins():
    s = gpos(seats={"P1": {"coins": 5}})
    assert all(a.kind != "activate" or a["cell"] != (1, 1) for a in g.legal_actions(s))
    with pytest.raises(IllegalAction, match="governor"):
        play(s, "activate", cell=(1, 1))


def test_l585_no_tile_and_no_road_tile_on_his_cell():
    s = gpos(seats={"P1": {"governor": "r2c2"}})
    assert not empty_mask(seat(s)) >> index(2, 2) & 1
    road = as_decision(s, "road", ("road", 0))
    assert all(a.kind != "road" or a["cell"] != (2, 2) for a in g.legal_actions(road))
    assert any(a.kind == "road" and a["cell"] == (2, 3) for a in g.legal_actions(road))


def test_l583_l585_he_never_leaves_the_colony_and_stays_on_the_bottom_right_cell():
    s = gpos(seats={"P1": {"governor": "r6c6"}})
    assert target(seat(s), RIGHT) == -1 and target(seat(s), DOWN) == -1
    s = gpos(seats={"P1": {"governor": "r3c6"}})
    assert target(seat(s), RIGHT) == -1 and target(seat(s), DOWN) == index(4, 6)


def test_l566_a_road_with_colonists_gives_a_point_each():
    s = gpos(seats={"P1": {"governor": "r2c3", "blue": [2], "points": 0, "tiles": [("D01", "r2c4")]}})
    s = play(s, "use_die", color="blue", face=2, value=2)
    x = seat(s)
    assert x.governor == index(3, 3) and x.points == x.colonists[index(3, 3)] == 1


def test_l1009_navigation_moves_him_on_from_a_road_for_a_coin():
    scholars = ["navigation", "philosophy", "taxation", "law"]
    s = gpos(
        scholars=scholars,
        seats={
            "P1": {
                "governor": "r2c3",
                "blue": [2],
                "coins": 3,
                "tiles": [("D01", "r2c4")],
                "monks": ["navigation"],
            }
        },
    )
    s = play(s, "use_die", color="blue", face=2, value=2)
    assert s.phase == "navigate"
    s2 = play(s, "navigate")
    assert seat(s2).governor == index(4, 3) and seat(s2).coins == 2
    s3 = play(s, "skip")
    assert seat(s3).governor == index(3, 3) and seat(s3).coins == 3
    check(s2)


def test_l1009_navigation_is_not_offered_once_free_trades_spent_the_last_coin():
    # found by random play (modules A-C, 4 players, seed 9346): a buy while deciding left 0 coins
    scholars = ["navigation", "philosophy", "taxation", "law"]
    s = gpos(
        scholars=scholars,
        seats={
            "P1": {
                "governor": "r2c3",
                "blue": [2],
                "coins": 3,
                "tiles": [("D01", "r2c4")],
                "monks": ["navigation"],
            }
        },
    )
    s = play(s, "use_die", color="blue", face=2, value=2)
    assert s.phase == "navigate"
    s = play(s, "buy", resource="grain")
    assert s.phase == "navigate" and seat(s).coins == 0
    assert [a.kind for a in g.legal_actions(s) if a.kind in ("navigate", "skip")] == ["skip"]
    with pytest.raises(IllegalAction, match="l.1009"):
        play(s, "navigate")


def test_l1009_without_navigation_no_such_decision():
    s = gpos(seats={"P1": {"governor": "r2c3", "blue": [2], "coins": 3, "tiles": [("D01", "r2c4")]}})
    s = play(s, "use_die", color="blue", face=2, value=2)
    assert s.phase == "turn" and seat(s).governor == index(3, 3)


def test_l521_l561_a_die_turned_with_cocoa_moves_him_too():
    s = gpos(seats={"P1": {"governor": "r5c1", "blue": [2], "cocoa": 1, "tiles": [("D01", "r5c2")]}})
    s = play(s, "cocoa_die", color="blue", face=2, value=5)
    assert seat(s).governor == index(6, 1)


def test_l591_the_governor_on_5_4_scores_plus_1():
    s = gpos(seats={"P1": {"governor": "r5c4"}})
    assert score(s, 0) == 1
    assert g.score_rows(s)[0]["governor"] == 1


def test_l593_l598_the_grid_magnitudes_are_the_printed_ones():
    lines = RULEBOOK.read_text(encoding="utf-8").splitlines()[592:598]
    printed = [[int(x) for x in line.split()] for line in lines]
    grid = g.new_game(2, 0).data.governor_grid
    assert [[abs(v) for v in row] for row in grid] == printed
    assert grid[0][0] < 0 < grid[5][5]  # from a loss at the start to the most at the far corner


def test_invariants_refuse_a_governor_under_a_die_or_without_the_module():
    from boardkit.core import StateError

    s = gpos(seats={"P1": {"tiles": [("D01", "r1c2")], "coins_on": {"r1c2": 1}}}).copy()
    x = s.seats[0].copy()
    x.governor = index(1, 2)
    s.seats = (x, s.seats[1])
    with pytest.raises(StateError, match="governor"):
        check(s)
    b = pos().copy()
    y = b.seats[0].copy()
    y.governor = 0
    b.seats = (y, b.seats[1])
    with pytest.raises(StateError, match="Module A"):
        check(b)


def test_view_shows_each_governor_and_the_grid():
    s = gpos(seats={"P1": {"governor": "r5c4"}})
    v = g.view(s, 1)["governor"]
    assert v["cells"][0] == {"row": 5, "col": 4, "points": 1} and len(v["grid"]) == 6
    assert g.view(pos(), 0)["governor"] is None
