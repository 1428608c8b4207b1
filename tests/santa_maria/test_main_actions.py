"""The four main actions: expand (l.97-106), activate with coins (l.110-122), a die on a row or column
(l.126-152, l.246-258); pass is in test_passing.py."""

from __future__ import annotations

import pytest

from boardkit.core import Action, IllegalAction
from boardkit.games.santa_maria import GAME as g
from boardkit.games.santa_maria.components import DEFAULT

from .helpers import at, play, pos, seat, texts


def _double(s) -> str:
    return next(t for t in s.display if DEFAULT.tiles[t].size == "double")


def _triple(s) -> str:
    return next(t for t in s.display if DEFAULT.tiles[t].size == "triple")


def test_l97_a_double_tile_costs_2_wood_and_is_placed_at_once():
    s = pos(seats={"P1": {"wood": 2}})
    t = _double(s)
    s = play(s, "expand", tile=t)
    assert s.phase == "place" and seat(s).wood == 0 and t not in s.display
    s = play(s, "place", cell=(2, 2), turn=0)
    tile = DEFAULT.tiles[t]
    assert (at(s, "P1", 2, 2), at(s, "P1", 2, 3)) == tile.cells
    assert t in seat(s).tiles and s.current_player == 1


def test_l98_a_triple_tile_costs_2_wood_and_1_grain_gold_standing_in():
    s = pos(seats={"P1": {"wood": 2, "grain": 0, "gold": 1}})
    t = _triple(s)
    s = play(s, "expand", tile=t)
    assert (seat(s).wood, seat(s).grain, seat(s).gold) == (0, 0, 0)  # gold for the grain (l.206)


def test_l98_a_triple_tile_without_grain_or_gold_is_refused():
    s = pos(seats={"P1": {"wood": 2, "grain": 0}})
    with pytest.raises(IllegalAction, match="l.97-98"):
        play(s, "expand", tile=_triple(s))


def test_l104_a_tile_goes_on_empty_cells_only_turned_any_way():
    s = pos(seats={"P1": {"wood": 2}})
    s = play(s, "expand", tile=_double(s))
    cells = {a["cell"] for a in g.legal_actions(s) if a.kind == "place"}
    turns = {a["turn"] for a in g.legal_actions(s) if a.kind == "place"}
    assert turns == {0, 1, 2, 3}
    assert (
        1,
        1,
    ) not in cells  # r1c1 is the printed sea-trade building; turned 2 it would cover r1c1 from (1, 2)
    with pytest.raises(IllegalAction, match="l.104"):
        play(s, "place", cell=(1, 2), turn=2)
    with pytest.raises(IllegalAction, match="l.104"):
        play(s, "place", cell=(3, 2), turn=0)  # r3c3 is a printed road


def test_l106_the_display_is_not_refilled_during_the_year():
    s = pos(seats={"P1": {"wood": 2}})
    before = len(s.display)
    t = _double(s)
    s = play(play(s, "expand", tile=t), "place", cell=(2, 2), turn=0)
    assert len(s.display) == before - 1
    with pytest.raises(IllegalAction, match="l.106"):
        g.apply(s, Action("expand", s.current_player, tile=t))


def test_l118_l122_coin_activations_cost_1_then_2_and_the_coins_stay():
    s = pos(seats={"P1": {"coins": 5}, "P2": {"coins": 5}})
    s = play(s, "activate", cell=(1, 6))  # Oleg's first: 1 coin, on the wood building
    assert seat(s).coins == 4 and seat(s).wood == 3
    s = play(s, "pass", space=1)  # P2 passes
    s = play(s, "activate", cell=(6, 1))  # later the same year: 2 coins on another building
    p1 = seat(s)
    assert p1.coins == 2 and p1.grain == 1
    assert p1.coins_on[5] == 1 and p1.coins_on[30] == 2  # 3 coins lie on the two buildings (l.114)


def test_l110_a_building_with_coins_or_a_die_cannot_be_activated_again():
    s = pos(seats={"P1": {"coins": 5, "coins_on": {"r1c6": 1}}})
    with pytest.raises(IllegalAction, match="l.110"):
        play(s, "activate", cell=(1, 6))


def test_l254_roads_are_never_activated():
    s = pos(seats={"P1": {"coins": 5}})
    with pytest.raises(IllegalAction, match="l.254"):
        play(s, "activate", cell=(3, 3))


def test_l136_a_blue_die_activates_the_row_left_to_right_and_stays_on_the_last_free_building():
    # row 2: wood (r2c1), road, grain (r2c4), road
    s = pos(seats={"P1": {"blue": [2], "tiles": [("wood+road", "r2c1"), ("grain+road", "r2c4")]}})
    s = play(s, "use_die", color="blue", face=2, value=2)
    p1 = seat(s)
    assert (p1.wood, p1.grain) == (3, 1)
    gains = [t for t in texts(s) if "gains" in t]
    assert gains[-2:] == ["P1: gains 1 wood [l.166]", "P1: gains 1 grain [l.166]"]
    assert p1.dice_on[6 + 3] == "blue" and p1.dice_on[6] == ""  # on r2c4, the rightmost free building


def test_l142_l150_a_white_die_activates_the_free_buildings_of_the_column_top_down_skipping_coins():
    # column 1: sea trade r1c1 (with a coin), wood r2c1, grain r3c1, grain r6c1
    s = pos(
        seats={"P1": {"coins": 4, "coins_on": {"r1c1": 1}, "tiles": [("wood+grain", "r2c1", 1)]}},
        white=[1, 2, 3, 4, 5, 6],
    )
    s = play(s, "use_die", color="white", face=1, value=1)
    p1 = seat(s)
    assert (p1.wood, p1.grain) == (3, 2) and s.phase == "turn"  # the sea-trade building was skipped (l.144)
    assert p1.dice_on[30] == "white"  # the lowest free building, r6c1 (l.132)
    assert p1.white_used == 1 and 1 not in s.white


def test_l138_anna_pays_2_coins_to_change_a_die_from_5_to_3():
    s = pos(seats={"P1": {"coins": 5, "tiles": [("wood+road", "r2c3")]}}, white=[5, 5, 6, 6, 6, 6])
    s = play(s, "use_die", color="white", face=5, value=3)
    assert seat(s).coins == 3 and seat(s).wood == 3


def test_l130_values_do_not_wrap_1_to_6_costs_5_coins():
    s = pos(seats={"P1": {"coins": 4, "blue": [1]}})
    moves = [a for a in g.legal_actions(s) if a.kind == "use_die" and a["color"] == "blue"]
    assert {a["value"] for a in moves} <= {1, 2, 3, 4, 5} and not any(a["value"] == 6 for a in moves)
    with pytest.raises(IllegalAction, match="l.130"):
        play(s, "use_die", color="blue", face=1, value=6)


def test_l256_a_die_cannot_be_taken_for_a_line_without_a_free_building():
    s = pos(seats={"P1": {"coins": 0}}, white=[3, 3, 3, 3, 3, 3])  # column 3 holds only a road
    assert not any(a.kind == "use_die" and a["color"] == "white" for a in g.legal_actions(s))
    with pytest.raises(IllegalAction, match="l.256"):
        play(s, "use_die", color="white", face=3, value=3)


def test_l128_nobody_uses_more_than_3_white_dice_a_year():
    s = pos(seats={"P1": {"dice": {"r1c1": "white", "r1c6": "white", "r6c1": "white"}}})
    assert seat(s).white_used == 3
    assert not any(a.kind == "use_die" and a["color"] == "white" for a in g.legal_actions(s))
    with pytest.raises(IllegalAction, match="l.128"):
        play(s, "use_die", color="white", face=s.white[0], value=6)


def test_l252_the_die_stays_on_the_last_building_even_if_its_trade_is_declined():
    s = pos(
        seats={
            "P1": {"coins": 3, "blue": [2], "tiles": [("wood+road", "r2c1"), ("trade_wood_gem+road", "r2c4")]}
        }
    )
    s = play(s, "use_die", color="blue", face=2, value=2)
    assert s.phase == "trade"
    s = play(s, "skip")
    assert seat(s).dice_on[9] == "blue" and seat(s).coins == 3


def test_l102_a_triple_tile_may_be_turned_any_way():
    s = pos(seats={"P1": {"wood": 2, "grain": 1}})
    t = _triple(s)
    s = play(s, "expand", tile=t)
    s = play(s, "place", cell=(2, 2), turn=1)  # a quarter turn clockwise: its cells run down from r2c2
    tile = DEFAULT.tiles[t]
    assert at(s, "P1", 2, 2) == tile.cells[0] and at(s, "P1", 3, 2) == tile.cells[1]
