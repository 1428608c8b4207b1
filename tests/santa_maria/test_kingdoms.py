"""American Kingdoms core rules (option ``kingdoms``, l.438-537): setup, special sea-trade and development
tiles, cocoa, the new bishops and the missionary stand, no bishop penalty; worked examples l.507 and l.528."""

from __future__ import annotations

import json

import pytest

from boardkit.core import IllegalAction, OptionError, StateError
from boardkit.games.santa_maria import GAME as g
from boardkit.games.santa_maria.invariants import check
from boardkit.games.santa_maria.scoring import monk_points
from boardkit.games.santa_maria.sea_trade import special_docks
from boardkit.games.santa_maria.state import index

from .helpers import play, pos, seat

D = g.new_game(2, 0).data


def kpos(players: int = 2, **kw):
    return pos(players, kingdoms=True, **kw)


# --- setup (l.445-501) -----------------------------------------------------------------------------


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_l481_the_display_holds_12_tiles_two_of_them_special(players):
    s = g.new_game(players, 3, kingdoms=True)
    assert len(s.special_display) == 2 and len(s.display) == 10
    assert set(s.special_display) | set(s.special_stack) == set(D.special_tiles)


def test_l447_one_special_sea_trade_tile_lies_at_the_new_dock():
    s = g.new_game(2, 5, kingdoms=True)
    assert s.special_dock in D.special_ships and len(s.special_deck) == 9
    assert not g.new_game(2, 5).special_dock


def test_l449_four_scholars_are_shown_and_navigation_stays_out_without_module_a():
    for seed in range(20):
        s = g.new_game(3, seed, kingdoms=True)
        assert len(s.scholars) == 4
        assert "navigation" not in (*s.scholars, *s.unused_scholars)
        assert len(s.scholars) + len(s.unused_scholars) == 12


def test_l467_three_bishops_are_drawn_from_nine():
    s = g.new_game(2, 1, kingdoms=True)
    assert len(s.bishops) == 3 and len(s.bishops) + len(s.unused_bishops) == 9
    assert not set(D.new_bishops) & set(g.new_game(2, 1).unused_bishops)


def test_l459_the_new_stand_covers_the_rightmost_mission():
    s = g.new_game(2, 0, kingdoms=True)
    assert "stand" in s.missions and "mission_4" not in s.missions
    assert "mission_4" in g.new_game(2, 0).missions


def test_l483_l501_a_full_cocoa_storage_each_and_an_empty_second_one_on_the_cocoa_colony():
    seen = set()
    for seed in range(30):
        s = g.new_game(4, seed, kingdoms=True)
        for x in s.seats:
            assert x.cocoa == 1
            assert x.cocoa_stores == (2 if x.board == "C" else 1)
            seen.add(x.board)
    assert "C" in seen  # the cocoa colony is dealt with the others (l.497)


def test_l497_the_cocoa_colony_needs_the_expansion():
    assert all(x.board != "C" for seed in range(30) for x in g.new_game(4, seed).seats)
    with pytest.raises(StateError, match="boards are"):
        pos(2, seats={"P1": {"board": "C"}})


def test_l499_advanced_setup_offers_five_pairs_and_the_cocoa_hall_gives_a_second_storage():
    s = g.new_game(2, 4, kingdoms=True, advanced=True)
    assert len(s.halls) == 5 and any(pair.startswith("HC:") for pair in s.halls)
    pair = next(x for x in s.halls if x.startswith("HC:"))
    s = play(s, "town_hall", pair=pair)
    p = s.current_player
    assert s.seats[p].cocoa_stores == 2 and s.seats[p].cocoa == 1
    check(s)


def test_l438_kingdoms_is_a_declared_option():
    names = {o.name for o in g.options()} if not isinstance(g.options(), dict) else set(g.options())
    assert "kingdoms" in names
    with pytest.raises(OptionError):
        g.new_game(2, 0, kingdoms="yes")


# --- special development tiles (l.511-513) ---------------------------------------------------------


def test_l513_a_special_tile_costs_4_coins_and_no_wood():
    s = kpos(seats={"P1": {"coins": 4, "wood": 0}})
    t = s.special_display[0]
    s = play(s, "expand", tile=t)
    assert seat(s).coins == 0 and s.phase == "place" and s.placing == t
    assert t not in s.special_display
    s = play(s, "place", cell=(2, 1), turn=0)
    assert [seat(s).cells[index(2, c)] for c in (1, 2, 3)] == list(D.tiles[t].cells)
    check(s)


def test_l513_three_coins_do_not_buy_a_special_tile_and_gold_does_not_stand_for_coins():
    s = kpos(seats={"P1": {"coins": 3, "gold": 2, "wood": 0}})
    t = s.special_display[0]
    assert all(a.kind != "expand" or a["tile"] not in D.special_tiles for a in g.legal_actions(s))
    with pytest.raises(IllegalAction, match="4 coins"):
        play(s, "expand", tile=t)


def test_l513_after_a_year_the_special_tiles_left_are_discarded_and_3_dealt():
    s = kpos(seats={"P2": {"passed": 2}})
    left, stack = s.special_display, s.special_stack
    s = play(s, "pass", space=1)  # 2 coins, nothing to decide: the year ends
    assert s.round == 2
    assert set(left) <= set(s.box)
    assert s.special_display == stack[:3] and s.special_stack == stack[3:]
    check(s)


# --- special sea trade (l.503-507) -----------------------------------------------------------------


def test_l507_the_special_tile_may_go_only_to_the_docks_not_tied_for_the_most():
    # The picture: religion and conquistador docks hold the most, so coins or happiness (l.507; RULINGS A26).
    assert special_docks((0, 1, 1, 0)) == [0, 3]
    assert special_docks((2, 1, 0, 0)) == [1, 2, 3]
    assert special_docks((1, 1, 1, 1)) == [0, 1, 2, 3]


def _ship_position(cost_tile: str, **p1):
    s = kpos(
        seats={"P1": {"board": "A1", **p1, "ships": {"religion": ["W02"], "conquistador": ["W03"]}}},
        special_dock=cost_tile,
    )
    s = s.copy()
    s.phase, s.step = "sea_trade", ("building", 0)  # the sea-trade building at r1c1 was activated
    s._legal = None
    return s


def test_l505_l507_a_special_tile_paid_in_coins_goes_to_a_dock_that_is_not_the_fullest():
    s = _ship_position("K02", coins=4)  # K02 costs 4 coins
    offered = sorted(a["dock"] for a in g.legal_actions(s) if a.kind == "special_ship")
    assert offered == [1, 4]  # coins or happiness, as in the picture (l.507)
    with pytest.raises(IllegalAction, match="most sea-trade tiles"):
        play(s, "special_ship", dock=2)
    nxt = s.special_deck[0]
    s2 = play(s, "special_ship", dock=4)
    x = seat(s2)
    assert x.coins == 0 and x.ships[-1] == "K02" and x.ship_docks[-1] == 3
    assert s2.special_dock == nxt and len(s2.special_deck) == len(s.special_deck) - 1
    check(s2)


def test_l524_gold_pays_the_cocoa_of_a_special_tile_when_the_storage_is_empty():
    s = _ship_position("K03", cocoa=0, gold=1)  # K03 costs 1 cocoa
    s2 = play(s, "special_ship", dock=1)
    assert seat(s2).gold == 0 and seat(s2).cocoa == 0
    s = _ship_position("K03", cocoa=1, gold=1)
    s2 = play(s, "special_ship", dock=1)
    assert seat(s2).gold == 1 and seat(s2).cocoa == 0  # the storage pays first (RULINGS A31)


def test_l505_no_cocoa_and_no_gold_cannot_take_a_cocoa_tile():
    s = _ship_position("K03", cocoa=0, gold=0)
    assert all(a.kind != "special_ship" for a in g.legal_actions(s))
    with pytest.raises(IllegalAction, match="cannot pay"):
        play(s, "special_ship", dock=1)


def test_l505_a_special_tile_counts_in_its_dock_for_the_pass_rewards_and_sets():
    s = _ship_position("K01", coins=3)  # K01 costs 3 coins
    s = play(s, "special_ship", dock=1)
    assert seat(s).dock_counts() == (1, 1, 1, 0)


# --- cocoa (l.515-533) -----------------------------------------------------------------------------


def test_l528_a_cocoa_turns_a_blue_die_from_2_to_6_without_coins():
    s = kpos(seats={"P1": {"blue": [2], "coins": 0, "cocoa": 1}})
    s = play(s, "cocoa_die", color="blue", face=2, value=6)
    x = seat(s)
    assert x.cocoa == 0 and x.coins == 0
    assert x.dice_on[index(6, 6)] == "blue"  # the die lies on row 6's last free building
    assert any("cocoa" in str(e) for e in s.log)


def test_l524_gold_stands_for_cocoa_on_a_die():
    s = kpos(seats={"P1": {"blue": [2], "cocoa": 0, "gold": 1}})
    s = play(s, "cocoa_die", color="blue", face=2, value=6)
    assert seat(s).gold == 0


def test_l521_without_cocoa_or_gold_no_die_is_turned_freely():
    s = kpos(seats={"P1": {"blue": [2], "cocoa": 0, "gold": 0}})
    assert all(a.kind != "cocoa_die" for a in g.legal_actions(s))
    with pytest.raises(IllegalAction, match="1 cocoa"):
        play(s, "cocoa_die", color="blue", face=2, value=6)


def test_l515_cocoa_needs_the_expansion():
    s = pos(seats={"P1": {"blue": [2]}})
    assert all(a.kind != "cocoa_die" for a in g.legal_actions(s))
    with pytest.raises(IllegalAction, match="American Kingdoms"):
        play(s, "cocoa_die", color="blue", face=2, value=6)


def test_l517_cocoa_gained_with_a_full_storage_is_lost_without_compensation():
    s = kpos(seats={"P1": {"board": "C", "cocoa": 1, "coins": 5}})
    x = seat(s)
    cocoa_cell = x.cells.index("cocoa")
    assert x.cocoa_stores == 2
    s = play(s, "activate", cell=(cocoa_cell // 6 + 1, cocoa_cell % 6 + 1))
    assert seat(s).cocoa == 2 and seat(s).coins == 4
    s2 = kpos(seats={"P1": {"cocoa": 1, "coins": 5}})
    s2 = s2.copy()
    from boardkit.games.santa_maria.effects import gain

    gain(s2, 0, "cocoa", 1, "l.532")
    assert seat(s2).cocoa == 1 and seat(s2).coins == 5


def test_l533_the_new_stand_gives_a_cocoa_a_wood_and_a_grain():
    s = kpos(seats={"P1": {"cocoa": 0, "wood": 0, "grain": 0}})
    s = s.copy()
    s.phase, s.step = "monk", ("monk", 0)
    s._legal = None
    s = play(s, "monk", place="stand")
    x = seat(s)
    assert (x.cocoa, x.wood, x.grain) == (1, 1, 1)


# --- bishops (l.537, l.1015-1023) ------------------------------------------------------------------


def _with_monk_on(bishop: str, **p1):
    s = kpos(seats={"P1": {**p1}}, bishops=[bishop, *[b for b in D.base_bishops if b != bishop][:2]])
    s = s.copy()
    s.monks_at = {**s.monks_at, bishop: (0,)}
    own = s.seats[0].copy()
    own.monks -= 1
    s.seats = (own, *s.seats[1:])
    check(s)
    return s


def test_l537_a_bishop_costs_no_points_with_the_expansion():
    b = next(x for x in D.base_bishops if D.bishops[x]["counts"] == "ships")
    s = _with_monk_on(b)
    assert monk_points(s, 0) == 0  # no ships, and no -2 (l.360 without the expansion)
    base = pos(seats={"P1": {"monks": [b]}}, bishops=[b, *[x for x in D.base_bishops if x != b][:2]])
    assert monk_points(base, 0) == -2


def test_l1019_two_points_per_large_tile_at_most_12():
    s = _with_monk_on("architect", tiles=[("T01", "r2c1"), ("T02", "r4c1"), ("D01", "r5c1")])
    assert monk_points(s, 0) == 4  # two triples; the double does not count


def test_l1023_two_points_per_gem_on_the_sea_trade_tiles():
    s = _with_monk_on("jeweller", ships={"coins": ["W03"], "religion": ["W07"]})
    gems = D.sea["W03"]["cost"].get("gem", 0) + D.sea["W07"]["cost"].get("gem", 0)
    assert gems == 2 and monk_points(s, 0) == 4


def test_l1015_the_crusader_bishop_scores_the_year_3_conquistador_position_twice():
    def year_end_points(bishop: str) -> int:
        s = _with_monk_on(bishop, conquistador=5, arrived=1)
        s = s.copy()
        s.round = 3
        other = s.seats[1].copy()
        other.passed, other.conquistador, other.arrived = 2, 3, 2
        s.seats = (s.seats[0], other)
        s.pass_spaces = (-1, 1, -1, -1, -1)
        s._legal = None
        before = s.seats[0].points
        s = play(s, "pass", space=1)
        assert s.over
        return s.seats[0].points - before

    plain = year_end_points("architect")
    assert plain > 0 and year_end_points("crusader") == 2 * plain


# --- state, view, save --------------------------------------------------------------------------------


def test_a_base_game_saved_before_the_expansion_still_loads():
    s = g.new_game(2, 7)
    data = json.loads(g.to_json(s))
    for key in ("kingdoms", "special_display", "special_stack", "special_dock", "special_deck"):
        data.pop(key)
    for x in data["seats"]:
        x.pop("cocoa"), x.pop("cocoa_stores")
    back = g.from_json(json.dumps(data))
    assert g.to_json(back) == g.to_json(s)


def test_invariants_refuse_cocoa_without_the_expansion_and_a_tile_in_two_places():
    s = pos().copy()
    x = s.seats[0].copy()
    x.cocoa, x.cocoa_stores = 1, 1
    s.seats = (x, s.seats[1])
    with pytest.raises(StateError, match="cocoa"):
        check(s)
    k = kpos().copy()
    k.special_stack = (*k.special_stack, k.special_display[0])
    with pytest.raises(StateError, match="two places"):
        check(k)


def test_view_shows_the_expansion_and_hides_the_stacks_order():
    s = kpos()
    v = g.view(s, 0)
    k = v["kingdoms"]
    assert k["cocoa"] == [{"full": 1, "stores": 1}] * 2
    assert k["special_dock"]["tile"] == s.special_dock.lower() and k["special_deck"] == 9
    assert [t["id"] for t in k["special_display"]] == [t.lower() for t in s.special_display]
    assert g.view(pos(), 0)["kingdoms"] is None
    json.dumps(v)


def test_data_every_kingdoms_record_has_its_line_or_an_assumption():
    for name, records in D.tables.items():
        if name.startswith("kingdoms_"):
            for r in records:
                assert r["source"] == "assumed" and r["reason"] or r["source"].startswith("l.")
