"""Module C, the ambassadors (option ``ambassadors``, l.676-710): setup without blue dice, 2 white dice each,
the ambassador dice whose line every other player activates, and how they meet Modules A and B."""

from __future__ import annotations

import pytest

from boardkit.core import IllegalAction, OptionError
from boardkit.games.santa_maria import GAME as g
from boardkit.games.santa_maria.effects import religion_steps
from boardkit.games.santa_maria.invariants import check
from boardkit.games.santa_maria.state import index

from .helpers import play, pos, seat

ROW2 = {"tiles": [("D01", "r2c1")]}  # A1 with wood at r2c1 and a road at r2c2: row 2 gives 1 wood
ROW2B = {"tiles": [("D02", "r2c1")]}  # the same with grain, for the second colony (each tile exists once)


def apos(players: int = 2, seats=None, **kw):
    seats = seats or {"P1": dict(ROW2), "P2": dict(ROW2B)}
    return pos(players, kingdoms=True, ambassadors=True, seats=seats, **kw)


def test_l676_ambassadors_need_the_expansion_and_exclude_the_shared_blue_dice():
    with pytest.raises(OptionError, match="kingdoms"):
        g.new_game(2, 0, ambassadors=True)
    with pytest.raises(OptionError, match="shared_blue"):
        g.new_game(2, 0, kingdoms=True, ambassadors=True, shared_blue=True)


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_l688_no_blue_die_two_white_dice_each_and_two_ambassador_dice(players):
    s = g.new_game(players, 5, kingdoms=True, ambassadors=True)
    assert all(x.blue == () and x.blue_owned == 0 for x in s.seats)
    assert len(s.white) == 2 * players
    assert len(s.ambassadors) == 2 and all(1 <= f <= 6 for f in s.ambassadors)
    assert s.ambassador_by == (-1, -1)


def test_l700_everyone_else_activates_the_same_row_without_a_die():
    s = apos(ambassador_dice=[3, 2], seats={"P1": {**ROW2, "wood": 0}, "P2": {**ROW2B, "grain": 0}})
    s = play(s, "ambassador", color="blue", value=2, cocoa=False)
    p1, p2 = s.seats
    assert p1.wood == 1 and p2.grain == 1
    assert p1.dice_on[index(2, 1)] == "ambassador" and not any(p2.dice_on)  # no die left with the others
    assert s.ambassadors == (3, 0) and s.ambassador_by == (-1, 0)
    assert s.current_player == 1 and s.phase == "turn"  # the turn passes on from the taker (RULINGS A53)
    check(s)


def test_l696_the_taker_may_turn_the_ambassador_die_with_coins_or_cocoa():
    s = apos(ambassador_dice=[3, 5], seats={"P1": {**ROW2, "coins": 3}, "P2": dict(ROW2B)})
    turned = play(s, "ambassador", color="blue", value=2, cocoa=False)
    assert seat(turned).coins == 0
    cocoa = play(s, "ambassador", color="blue", value=2, cocoa=True)
    assert seat(cocoa).coins == 3 and seat(cocoa).cocoa == 0
    with pytest.raises(IllegalAction, match="1 coin per pip"):
        play(
            apos(ambassador_dice=[3, 6], seats={"P1": {**ROW2, "coins": 3}, "P2": dict(ROW2B)}),
            "ambassador",
            color="blue",
            value=2,
            cocoa=False,
        )


def test_l698_a_taken_ambassador_die_is_gone_until_next_year():
    s = apos(ambassador_dice=[3, 2])
    s = play(s, "ambassador", color="blue", value=2, cocoa=False)
    assert all(not (a.kind == "ambassador" and a["color"] == "blue") for a in g.legal_actions(s))
    with pytest.raises(IllegalAction, match="taken this year"):
        play(s, "ambassador", color="blue", value=2, cocoa=False)


def test_l702_next_year_the_ambassador_dice_come_back_rolled():
    s = apos(ambassador_dice=[3, 2], seats={"P1": dict(ROW2), "P2": {**ROW2B, "passed": 2}})
    s = play(s, "ambassador", color="blue", value=2, cocoa=False)  # P2 activates row 2 although passed
    s = play(s, "pass", space=1)
    assert s.round == 2 and all(s.ambassadors) and s.ambassador_by == (-1, -1)
    assert not any("ambassador" in x.dice_on for x in s.seats)
    check(s)


def test_l704_two_white_dice_a_year_and_blue_dice_from_the_religion_track():
    s = apos(
        white=[1, 2, 3, 4],
        seats={"P1": {**ROW2, "dice": {"r1c1": "white", "r6c1": "white"}}, "P2": dict(ROW2B)},
    )
    assert all(a.kind != "use_die" or a["color"] != "white" for a in g.legal_actions(s))
    t = apos().copy()
    first = t.data.monk_spaces[0]
    religion_steps(t, 0, first - 1, "l.194")
    assert t.seats[0].blue_owned == 1 and len(t.seats[0].blue) == 1


def test_l708_the_other_players_governor_moves_too():
    seats = {"P1": dict(ROW2), "P2": {**ROW2B, "governor": "r2c2"}}
    s = pos(2, kingdoms=True, ambassadors=True, governor=True, ambassador_dice=[3, 2], seats=seats)
    s = play(s, "ambassador", color="blue", value=2, cocoa=False)
    assert s.seats[1].governor == index(3, 2)


def test_l710_only_the_taker_hires_and_the_others_decide_their_own_effects_in_turn():
    row = ["forester_1", "farmer_2", "farmer_3", "soldier_1", "wagon_gem", "wagon_sugar"]
    s = pos(
        2,
        kingdoms=True,
        ambassadors=True,
        specialists=True,
        specialist_row=row,
        ambassador_dice=[1, 2],
        seats={"P1": {**ROW2, "coins": 5}, "P2": {**ROW2B, "coins": 5}},
    )
    s = play(s, "ambassador", color="white", value=1, cocoa=False)
    assert s.phase == "specialist" and s.current_player == 0
    check(s)
    s = play(s, "hire")  # the forester; then column 1: the sea-trade building asks P1
    assert s.phase == "sea_trade" and s.current_player == 0
    s = play(s, "skip")
    assert s.phase == "sea_trade" and s.current_player == 1  # P2's own sea-trade decision, no hire
    s = play(s, "skip")
    assert s.phase == "turn" and s.current_player == 1 and s.seats[1].hired == ()
    assert s.seats[0].dice_on[index(6, 1)] == "ambassador"
    check(s)


def test_view_shows_the_ambassador_dice_and_takers():
    s = apos(ambassador_dice=[3, 2])
    s = play(s, "ambassador", color="blue", value=2, cocoa=False)
    v = g.view(s, 0)["ambassadors"]
    assert v["dice"] == [{"color": "white", "face": 3, "taker": -1}, {"color": "blue", "face": 0, "taker": 0}]
    assert g.view(pos(), 0)["ambassadors"] is None
