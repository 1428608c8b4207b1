"""Module B, the specialists (option ``specialists``, l.600-674): dealing, hiring with a white die at its
(changed) value, production prices 1/2/3, improvements for 1 or 3 coins; worked example l.658."""

from __future__ import annotations

import pytest

from boardkit.core import IllegalAction, OptionError
from boardkit.games.santa_maria import GAME as g
from boardkit.games.santa_maria.invariants import check
from boardkit.games.santa_maria.state import index

from .helpers import play, pos, seat

ROW = ["forester_1", "farmer_2", "farmer_3", "soldier_1", "wagon_gem", "wagon_sugar"]
# A1 with two tiles: buildings in columns 1 (sea trade, grain), 2 (sugar), 3 (wood), 4 (gem), 6 (wood, chapel)
TILES = [("T02", "r4c2"), ("D01", "r2c3")]


def spos(players: int = 2, row=ROW, seats=None, **kw):
    seats = {
        "P1": {"tiles": TILES, **(seats or {}).get("P1", {})},
        **{k: v for k, v in (seats or {}).items() if k != "P1"},
    }
    return pos(players, kingdoms=True, specialists=True, specialist_row=row, seats=seats, **kw)


def test_l600_specialists_need_the_american_kingdoms():
    with pytest.raises(OptionError, match="kingdoms"):
        g.new_game(2, 0, specialists=True)


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_l633_six_face_up_a_year_twelve_face_down(players):
    s = g.new_game(players, 1, kingdoms=True, specialists=True)
    assert len([x for x in s.specialist_row if x]) == 6 and len(s.specialist_stack) == 12


def test_l633_the_ones_left_go_to_the_box_and_six_new_come_next_year():
    s = spos(seats={"P2": {"passed": 2}})
    left, stack = s.specialist_row, s.specialist_stack
    s = play(s, "pass", space=1)
    assert s.round == 2 and set(left) <= set(s.specialist_box)
    assert s.specialist_row == stack[:6]
    check(s)


def test_l658_alex_turns_a_2_to_3_and_hires_his_second_farmer_for_2_coins_and_2_grain():
    s = spos(white=[2, 4, 4, 5, 5, 6], seats={"P1": {"coins": 5, "grain": 0}})
    x = seat(s).copy()
    x.hired = ("farmer_1",)  # he took a farmer before
    s = s.copy()
    s.seats = (x, s.seats[1])
    s.specialist_stack = tuple(t for t in s.specialist_stack if t != "farmer_1")
    check(s)
    s = play(s, "use_die", color="white", face=2, value=3)
    assert s.phase == "specialist" and seat(s).coins == 4  # 1 coin turned the die
    s = play(s, "hire")
    x = seat(s)
    assert x.coins == 2 and x.grain == 2 and x.hired == ("farmer_1", "farmer_3")
    assert s.specialist_row[2] == ""
    check(s)


def test_l641_the_hire_is_optional_and_the_die_is_used_either_way():
    s = spos(white=[2, 3, 4, 4, 5, 6], seats={"P1": {"coins": 5}})
    s = play(s, "use_die", color="white", face=2, value=2)
    s = play(s, "skip")
    assert seat(s).hired == () and s.specialist_row[1] == "farmer_2"
    assert "white" in seat(s).dice_on


def test_l641_no_coins_no_specialist():
    s = spos(white=[2, 3, 4, 4, 5, 6], seats={"P1": {"coins": 0}})
    s = play(s, "use_die", color="white", face=2, value=2)
    assert s.phase != "specialist"


def test_l641_a_blue_die_hires_nobody():
    s = spos(seats={"P1": {"coins": 5, "blue": [6]}})
    s = play(s, "use_die", color="blue", face=6, value=6)
    assert s.phase != "specialist" and seat(s).hired == ()


def test_l645_the_full_price_is_paid_even_when_the_storage_takes_less():
    s = spos(white=[1, 2, 3, 4, 5, 6], seats={"P1": {"coins": 5, "wood": 3}})
    s = play(s, "use_die", color="white", face=1, value=1)
    s = play(s, "hire")
    assert seat(s).wood == 3 and seat(s).coins == 4  # 1 coin paid, no wood, no coins back


def test_l656_the_soldier_moves_the_conquistador():
    s = spos(white=[4, 4, 4, 4, 5, 6], seats={"P1": {"coins": 5}})
    s = play(s, "use_die", color="white", face=4, value=4)
    s = play(s, "hire")
    assert seat(s).conquistador == 2


def test_l664_l666_an_improvement_costs_1_on_a_built_cell_and_3_on_an_empty_one():
    s = spos(white=[1, 2, 4, 4, 5, 6], seats={"P1": {"coins": 6}})
    s = play(s, "use_die", color="white", face=6, value=6)
    assert s.phase == "specialist"
    built = play(s, "improve", cell=(3, 3))  # A1: a road with a colonist
    x = seat(built)
    assert x.coins == 5 and x.cells[index(3, 3)] == "sugar" and x.covered == ("road",)
    assert x.colonists[index(3, 3)] == 1  # it counts as a road: the colonist stays (RULINGS A49)
    empty = play(s, "improve", cell=(5, 2))
    assert seat(empty).coins == 3 and seat(empty).cells[index(5, 2)] == "sugar"
    check(built)
    check(empty)


def test_l668_no_improvement_on_coins_or_a_die_and_l674_not_under_the_governor():
    s = spos(white=[1, 2, 4, 4, 5, 6], seats={"P1": {"coins": 6, "coins_on": {"r1c6": 1}}})
    s = play(s, "use_die", color="white", face=6, value=6)
    cells = {a["cell"] for a in g.legal_actions(s) if a.kind == "improve"}
    assert (1, 6) not in cells and (6, 6) in cells
    assert not any(seat(s).dice_on)  # the die waits in hand while the player hires (l.641)
    with pytest.raises(IllegalAction, match="coins, a die or the governor"):
        play(s, "improve", cell=(1, 6))
    gs = pos(2, kingdoms=True, specialists=True, governor=True, specialist_row=ROW, white=[1, 2, 4, 4, 5, 6])
    gs = play(gs, "use_die", color="white", face=6, value=6)
    assert (1, 1) not in {a["cell"] for a in g.legal_actions(gs) if a.kind == "improve"}


def test_l674_an_improvement_laid_in_the_die_column_is_activated_with_it():
    s = spos(white=[1, 2, 4, 4, 5, 6], seats={"P1": {"coins": 6, "sugar": 0}})
    s = play(s, "use_die", color="white", face=6, value=6)
    s = play(s, "improve", cell=(3, 6))  # empty on A1, in column 6
    assert seat(s).sugar == 1 and seat(s).dice_on[index(6, 6)] == "white"


def test_view_shows_the_row_prices_and_what_was_taken():
    s = spos(seats={"P1": {"coins": 5}})
    v = g.view(s, 0)["specialists"]
    assert [e["id"] if e else None for e in v["row"]] == ROW
    assert v["row"][1]["price"] == 1 and v["row"][5]["kind"] == "improvement"
    assert g.view(pos(), 0)["specialists"] is None
