"""The solo game (l.404-428), the advanced colony setup (l.384-398) and the shared blue dice (l.402)."""

from __future__ import annotations

import pytest

from boardkit.core import IllegalAction, OptionError
from boardkit.games.santa_maria import GAME as g
from boardkit.games.santa_maria.scoring import score_parts

from .helpers import play, pos, seat


def test_l406_solo_plays_by_the_normal_rules_with_three_white_dice():
    s = g.new_game(1, seed=3)
    assert len(s.white) == 3 and seat(s).coins == 3 and seat(s).wood == 2 and s.current_player == 0


def test_l426_solo_still_uses_at_most_3_white_dice_a_year():
    s = pos(players=1, seats={"P1": {"dice": {"r1c1": "white", "r1c6": "white", "r6c1": "white"}}})
    assert not s.white and not any(a.kind == "use_die" and a["color"] == "white" for a in g.legal_actions(s))


def test_l334_solo_is_always_the_next_first_player():
    s = pos(players=1, seats={"P1": {}})
    s = play(s, "pass", space=3)
    assert s.round == 2 and s.current_player == 0


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_l384_the_advanced_setup_puts_every_colony_on_side_b(players):
    s = g.new_game(players, seed=4, advanced=True)
    assert {x.board for x in s.seats} == {"B"} and s.phase == "town_hall"
    assert len(s.halls) == 4 and all(x.wood == 2 and len(x.blue) == 1 for x in s.seats)


def test_l396_town_halls_are_chosen_from_the_first_players_right_counter_clockwise():
    s = g.new_game(4, seed=6, advanced=True)
    first = s.first_player
    while s.phase in ("town_hall", "place"):
        s = g.apply(s, g.legal_actions(s)[0])
    order = [e.player for e in s.log if e.kind == "town_hall"]  # the last pair left is taken by core
    assert order == [(first - 1) % 4, (first - 2) % 4, (first - 3) % 4, first]
    assert s.phase == "turn" and s.current_player == first and s.halls == ()


def test_l398_the_town_hall_is_laid_at_once_on_two_free_cells_and_the_scholar_is_the_players():
    s = g.new_game(2, seed=8, advanced=True)
    p = s.current_player
    pair = s.halls[0]
    hall, scholar = pair.split(":")
    s = g.apply(s, next(a for a in g.legal_actions(s) if a["pair"] == pair))
    assert s.phase == "place" and s.placing == hall
    s = g.apply(s, g.legal_actions(s)[0])
    mine = s.seats[p]
    assert hall in mine.tiles and mine.scholar == scholar
    assert sum(1 for c in mine.cells if c) == sum(1 for c in s.data.boards["B"]["cells"] if c) + 2
    assert score_parts(s, p)["monks"] == s.data.scholars[scholar]  # it scores its end points (RULINGS A8)


def test_l402_shared_blue_dice_one_per_player_in_a_shared_pool():
    s = g.new_game(3, seed=2, shared_blue=True)
    assert len(s.shared_blue) == 3 and all(x.blue == () and x.blue_owned == 1 for x in s.seats)


def test_l402_no_more_shared_blue_dice_a_year_than_unlocked():
    s = pos(players=2, shared_blue=True, seats={"P1": {"coins": 9, "tiles": [("wood+grain", "r2c1", 1)]}})
    s = s.copy()
    die = s.shared_blue[0]
    row = 2 if die != 2 else 3
    s = play(s, "use_die", color="blue", face=die, value=row)
    assert seat(s).blue_used == 1
    s = play(s, "pass", space=1)  # P2
    assert not any(a.kind == "use_die" and a["color"] == "blue" for a in g.legal_actions(s))
    with pytest.raises(IllegalAction, match="l.402"):
        play(s, "use_die", color="blue", face=s.shared_blue[0], value=2)


def test_l402_a_monk_symbol_with_a_die_adds_a_rolled_die_to_the_shared_pool():
    s = pos(players=2, shared_blue=True, seats={"P1": {"coins": 1, "religion": 2}})
    s = play(play(s, "activate", cell=(6, 6)), "religion", extra=False)
    assert seat(s).blue_owned == 2 and len(s.shared_blue) == 3


def test_options_combine_and_refuse_wrong_values():
    s = g.new_game(2, seed=1, advanced=True, shared_blue=True)
    assert s.advanced and s.shared_blue_dice and s.phase == "town_hall"
    with pytest.raises(OptionError, match="advanced"):
        g.new_game(2, advanced="yes")


def test_l412_l418_solo_achievements_are_read_off_the_final_colony():
    from boardkit.games.santa_maria.scoring import solo_achievements

    assert not any(solo_achievements(pos(players=1)).values())
    # row 2: grain, grain, road, grain, road, road tile: full, and one building type (l.418)
    one_kind = [("grain+grain+road", "r2c1", 0), ("grain+road", "r2c4", 0)]
    s = pos(players=1, seats={"P1": {"tiles": one_kind, "roads": ["r2c6"]}})
    assert solo_achievements(s)["goatocracy"] is True
    mixed = [("grain+grain+road", "r2c1", 0), ("wood+road", "r2c4", 0)]
    s = pos(players=1, seats={"P1": {"tiles": mixed, "roads": ["r2c6"]}})
    assert solo_achievements(s)["goatocracy"] is False


def test_l58_colony_boards_chosen_from_the_first_players_right_the_first_player_last():
    s = g.new_game(3, seed=12, choose_boards=True)
    first = s.first_player
    assert s.phase == "colony" and s.current_player == (first - 1) % 3
    assert all(x.board == "" and not any(x.cells) for x in s.seats)
    chosen = []
    while s.phase == "colony":
        b = g.legal_actions(s)[-1]["board"]
        chosen.append((s.current_player, b))
        s = g.apply(s, g.legal_actions(s)[-1])
    assert [p for p, _ in chosen] == [(first - 1) % 3, (first - 2) % 3, first]
    assert all(s.seats[p].board == b for p, b in chosen) and s.current_player == first and s.phase == "turn"
    with pytest.raises(OptionError, match="advanced"):
        g.new_game(3, choose_boards=True, advanced=True)
