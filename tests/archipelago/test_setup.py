"""Setup and turn zero, the discovery of the archipelago (l.92-163), with the 2-player rules and variants."""

from __future__ import annotations

import pytest

from boardkit.core import OptionError
from boardkit.games.archipelago import GAME as g
from boardkit.games.archipelago.catalog import CUBES_TOTAL, MONEY_TOTAL, OBJECTIVE


def discover(s, choose=lambda acts: acts[0]):
    """Play the discovery (turn zero) with a fixed choice until turn 1 starts."""
    while s.phase in ("discovery", "trend"):
        s = g.apply(s, choose(g.legal_actions(s)))
    return s


def test_l97_l109_setup_puts_one_cube_per_zone_and_10_florins_behind_each_screen():
    s = g.new_game(4, 1)
    assert s.internal == (1,) * 6
    assert all(seat.money == 10 and seat.discs == 3 for seat in s.seats)
    assert s.bank_money == MONEY_TOTAL - 40
    assert sum(s.bank_cubes) + 6 == CUBES_TOTAL
    assert (s.population, s.rebellion, s.labor) == (0, 0, 0)  # l.98, l.100


def test_l117_each_player_is_dealt_three_hexes():
    s = g.new_game(5, 2)
    assert [len(h) for h in s.hands] == [3] * 5
    assert len(s.hex_stack) == 24 - 15


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_l131_after_turn_zero_the_population_marker_shows_two_per_player(players):
    s = discover(g.new_game(players, 7))
    assert s.population == 2 * players  # l.131: 8 with four players
    assert s.explorers[0] == 8 - players  # l.129: one token each from the first stack
    assert all(seat.tokens == 1 for seat in s.seats)
    assert s.phase == "bidding" and s.turn == 1
    assert len(s.regions) == players + 1 and all(h == () for h in s.hands)  # l.143
    assert all(c >= 0 for c in s.track)  # l.147


def test_l123_first_regions_touch_the_open_sea_with_matching_edges():
    s = g.new_game(3, 3)
    for a in g.legal_actions(s):
        q, r = a["cell"]
        assert max(abs(q), abs(r), abs(q + r)) == 1


def test_l129_l133_a_discovery_moves_the_ship_lands_two_and_adds_the_huts():
    from boardkit.games.archipelago.catalog import FACE

    s = g.new_game(3, 4)
    p = s.current_player
    a = g.legal_actions(s)[0]
    t = g.apply(s, a)
    region = len(t.regions) - 1
    mine = [u for u in t.units if u.owner == p and u.region == region]
    assert sum(u.ship for u in mine) == 1 and sum(not u.ship for u in mine) == 2
    assert t.labor == FACE[a["face"]].huts
    assert t.population == 2


def test_l177_four_players_hold_four_different_end_conditions_each_seeing_only_his_own():
    s = g.new_game(4, 5)
    held = [seat.objectives for seat in s.seats]
    assert all(len(h) == 1 for h in held) and len({h[0] for h in held}) == 4
    for p in range(4):
        view = g.view(s, p)
        for q, seat in enumerate(view["seats"]):
            assert len(seat["objectives"]) == 1  # how many is public, which is not
            assert (seat["objectives"] != [None]) == (q == p)


def test_l157_the_length_chooses_the_objective_deck():
    for length in ("short", "medium", "long"):
        s = g.new_game(3, 1, length=length)
        cards = [o for seat in s.seats for o in seat.objectives] + list(s.objective_pool)
        assert {OBJECTIVE[o].deck for o in cards} == {length}
        assert len(cards) == 10


def test_l1012_l1013_two_players_draw_two_each_without_pacifist_and_separatist():
    s = g.new_game(2, 3, length="long")
    assert [len(seat.objectives) for seat in s.seats] == [2, 2]
    cards = [o for seat in s.seats for o in seat.objectives] + list(s.objective_pool)
    assert len(cards) == 8 and not any(OBJECTIVE[o].criterion in ("pacifist", "separatist") for o in cards)


def test_l1014_two_players_each_have_two_colours_of_pieces():
    s = g.new_game(2, 3)
    assert sum(1 for u in s.units if u.owner == 0 and not u.ship) == 20
    assert sum(1 for u in s.units if u.owner == 0 and u.ship) == 8


def test_l1025_desert_start_puts_labor_surplus_at_5_and_no_ships():
    s = g.new_game(3, 1, desert_start=True)
    assert s.labor == 5 and s.regions[0].face == "desert_village"
    assert not any(u.ship and u.region >= 0 for u in s.units)
    s = discover(s)
    assert s.population == 6  # RULINGS A22
    assert all(sum(1 for u in s.units if u.owner == p and u.region == 0) == 1 for p in range(3))


def test_l1033_no_secrets_opens_one_objective_per_player_and_uses_no_trend():
    s = g.new_game(4, 2, no_secrets=True)
    assert len(s.open_objectives) == 4 and s.trends == ()
    assert all(seat.objectives == () for seat in s.seats)


def test_l1037_more_control_reveals_two_trend_cards():
    assert len(g.new_game(3, 2, more_control=True).trends) == 2


def test_l1041_more_spice_draws_two_and_lets_one_go():
    s = discover(g.new_game(3, 2, more_spice=True))
    assert s.phase == "spice"
    while s.phase == "spice":
        s = g.apply(s, g.legal_actions(s)[0])
    assert [len(seat.objectives) for seat in s.seats] == [1, 1, 1]
    assert len(s.objective_pool) == 7


def test_l1045_choose_the_trend_before_the_hexes():
    s = g.new_game(3, 2, choose_trend=True)
    assert s.phase == "trend"
    s = g.apply(s, next(a for a in g.legal_actions(s) if a["trend"] == "trend_churches"))
    assert s.trends == ("trend_churches",) and s.phase == "discovery"


def test_l1049_benefactor_uses_its_card_and_one_more_without_pacifist_or_separatist():
    s = g.new_game(3, 2, benefactor=True)
    assert s.trends[0] == "trend_benefactor" and len(s.trends) == 2
    cards = [o for seat in s.seats for o in seat.objectives] + list(s.objective_pool)
    assert not any(OBJECTIVE[o].criterion in ("pacifist", "separatist") for o in cards)


def test_l1033_no_secrets_cannot_be_combined_with_drawing_objectives():
    with pytest.raises(OptionError):
        g.new_game(3, 1, no_secrets=True, more_spice=True)
