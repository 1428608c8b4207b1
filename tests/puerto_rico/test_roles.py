"""Scenario tests per role, setup, round structure, end of game; each names the rule it checks."""

from __future__ import annotations

import json
import random

import pytest

from boardkit.core import Action, IllegalAction
from boardkit.games.puerto_rico.catalog import GOODS, QUARRY, bid
from boardkit.games.puerto_rico.flow import pieces
from boardkit.games.puerto_rico.plantations import end_of_settler_row

from .helpers import G, edit, fresh, good_counts, legal_set, take_mayor, take_role

# --- setup ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("players", "money", "vp", "ships", "ship", "supply", "roles"),
    [
        (3, 2, 75, (4, 5, 6), 3, 55, 6),
        (4, 3, 100, (5, 6, 7), 4, 75, 7),
        (5, 4, 122, (6, 7, 8), 5, 95, 8),
    ],
)
def test_l95_setup_per_player_count(players, money, vp, ships, ship, supply, roles):
    s = G.new_game(players, 3)
    assert [x.doubloons for x in s.seats] == [money] * players  # l.95-97
    assert s.vp_supply == vp and s.ship_cap == ships  # l.117-119, l.135-137
    assert (s.colonist_ship, s.colonist_supply) == (ship, supply)  # l.143-149
    assert len(s.roles) == roles and len(s.face_up) == players + 1  # l.129-131, l.123
    assert s.quarries == 8 and s.goods_supply == (10, 11, 11, 9, 9)  # l.121, l.59
    indigo = sum(1 for x in s.seats if x.tiles[1])
    assert (
        indigo == {3: 2, 4: 2, 5: 3}[players] and sum(x.tiles[0] for x in s.seats) == players - indigo
    )  # l.103-109
    assert s.seats[0].tiles[1] == 1 and s.governor == 0


def test_l758_two_player_setup():
    s = G.new_game(2, 5)
    assert [x.doubloons for x in s.seats] == [3, 3]
    assert s.seats[0].tiles[1] == 1 and s.seats[1].tiles[0] == 1  # indigo for the governor, corn for P2
    assert s.quarries == 5  # 3 removed (l.759)
    assert (
        len(s.stack) + len(s.face_up) == 50 - 2 - 15 and len(s.face_up) == 3
    )  # 3 of each kind removed (l.759-760)
    assert s.vp_supply == 65 and (s.colonist_supply, s.colonist_ship) == (40, 2)  # l.762-763
    assert s.ship_cap == (4, 6) and s.goods_supply == (8, 9, 9, 7, 7)  # l.764-765
    assert len(s.roles) == 7  # l.766
    assert (
        s.supply[bid("harbor")] == 1
        and s.supply[bid("small_indigo_plant")] == 2
        and s.supply[bid("residence")] == 1
    )  # l.761


def _finish_phase(s):
    """Decline where possible, else take the first option, until the next role is chosen."""
    while s.phase != "role_selection" and not G.is_over(s):
        acts = G.legal_actions(s)
        s = G.apply(s, next((a for a in acts if a.kind == "pass"), acts[0]))
    return s


def test_l770_two_players_choose_three_roles_each_alternating():
    s = G.new_game(2, 5)
    pickers = []
    for _ in range(6):
        pickers.append(s.current_player)
        s = _finish_phase(G.apply(s, G.legal_actions(s)[0]))
    assert pickers == [0, 1, 0, 1, 0, 1]
    assert s.round == 2 and s.governor == 1 and s.current_player == 1
    assert sorted(s.role_money) == [0, 0, 0, 0, 0, 0, 1]  # 1 doubloon on the one role nobody took


def test_l88_draft_fills_the_base_board_then_play_starts():
    s = G.new_game(4, 2, new_buildings=True)
    assert s.phase == "draft" and len(s.draft_open) == 17
    picks = 0
    while s.phase == "draft":
        s = G.apply(s, G.legal_actions(s)[-1])
        picks += 1
    assert picks == 17 and s.phase == "role_selection"
    beige = [b for b in range(len(s.supply)) if s.supply[b] and bid("small_market") <= b <= bid("cloister")]
    assert len(beige) == 17  # 12 small + 5 large (l.806)


# --- role selection and the round ---------------------------------------------------------------


def test_l173_a_taken_role_cannot_be_chosen_again():
    s = _finish_phase(G.apply(fresh(3), Action("role", 0, role="builder")))
    assert s.current_player == 1
    assert not any(a["role"] == "builder" for a in G.legal_actions(s))
    with pytest.raises(IllegalAction, match="l.173"):
        G.apply(s, Action("role", 1, role="builder"))


def test_l437_doubloons_on_unchosen_roles_and_governor_rotation():
    s = fresh(3)  # 6 roles, 3 chosen: 3 doubloons go out (l.161)
    for role in ("builder", "trader", "craftsman"):
        s = _finish_phase(G.apply(s, Action("role", s.current_player, role=role)))
    assert s.round == 2 and s.governor == 1
    money = dict(zip(s.roles, s.role_money, strict=True))
    assert money == {"settler": 1, "mayor": 1, "builder": 0, "craftsman": 0, "trader": 0, "captain": 1}


# --- settler ----------------------------------------------------------------------------------------


def test_l177_only_the_settler_may_take_a_quarry():
    s = take_role(fresh(4), 0, "settler")
    assert Action("quarry", 0) in legal_set(s)
    s = G.apply(s, Action("quarry", 0))
    assert s.seats[0].tiles[QUARRY] == 1 and s.quarries == 7
    assert Action("quarry", 1) not in legal_set(s)
    with pytest.raises(IllegalAction, match="l.569"):
        G.apply(s, Action("quarry", 1))


def test_l569_construction_hut_takes_a_quarry_and_l571_the_settler_only_one():
    s = fresh(4)
    edit(s, 1, buildings={"construction_hut": 1})
    edit(s, 0, buildings={"construction_hut": 1, "hacienda": 1})
    s = take_role(s, 0, "settler")
    s = G.apply(s, Action("hacienda", 0, source="quarry"))  # l.565: a quarry instead of the face-down tile
    assert Action("quarry", 0) not in legal_set(s)  # the settler may take only one quarry (l.565, l.571)
    s = G.apply(s, G.legal_actions(s)[0])
    assert Action("quarry", 1) in legal_set(s)


def test_l563_hacienda_draws_the_top_of_the_stack_and_l585_no_hospice_colonist_for_it():
    s = fresh(4)
    edit(s, 1, buildings={"hacienda": 1, "hospice": 1})
    s = take_role(s, 0, "settler")
    s = G.apply(s, Action("pass", 0))
    top = s.stack[0]
    s = G.apply(s, Action("hacienda", 1, source="stack"))
    assert s.seats[1].tiles[top] >= 1 and s.seats[1].staffed == (0,) * 6
    t = GOODS[s.face_up[0]]
    s = G.apply(s, Action("take", 1, tile=t))
    assert s.step == "hospice"  # offered for the normal tile only
    s = G.apply(s, Action("use", 1, benefit="hospice"))
    assert s.seats[1].staffed[GOODS.index(t)] == 1  # Hospice: a colonist with the normal tile (l.583)


def test_l186_a_full_island_takes_nothing():
    s = fresh(4)
    edit(
        s, 1, tiles={"corn": (4, 0), "indigo": (4, 0), "sugar": (4, 0)}
    )  # 12 spaces (l.39); 10 corn exist (l.49)
    s = take_role(s, 0, "settler")
    s = G.apply(s, G.legal_actions(s)[0])
    assert s.current_player != 1


def test_l179_new_row_after_the_settler_and_l184_reshuffle():
    s = fresh(3)
    s.discard = (0, 1, 2)
    s.stack = s.stack[:2]  # only 2 face-down tiles left
    s.face_up = (4,)
    end_of_settler_row(s)
    assert len(s.face_up) == 4  # N+1 again: 2 from the stack, 2 from the reshuffled discards
    assert len(s.stack) + len(s.face_up) == 2 + 4 and s.discard == ()


def test_l184_short_row_when_no_tiles_are_left():
    s = fresh(3)
    s.discard, s.stack, s.face_up = (), (1,), ()
    end_of_settler_row(s)
    assert s.face_up == (1,)


# --- mayor ------------------------------------------------------------------------------------------


def test_l230_every_circle_must_be_filled_and_the_rest_waits_on_the_windrose():
    s = fresh(4)
    edit(s, 1, tiles={"corn": (1, 0)}, buildings={"small_market": 0})
    s.colonist_ship = 8
    s.colonist_supply -= 4
    s = take_mayor(s, 0)
    seat = s.seats[1]
    assert seat.staffed[0] == 1 and seat.built[bid("small_market")] == 1 and seat.san_juan == 0
    assert pieces(seat) == 2


def test_l221_choosing_where_few_colonists_go():
    s = fresh(4)
    edit(s, 1, tiles={"corn": (2, 0), "quarry": (1, 0)}, buildings={"small_market": 0, "hospice": 0})
    s = take_mayor(s, 0)  # 4 on the ship: 2 for the mayor, 1 for P2
    assert s.current_player == 1
    options = {a["target"] for a in G.legal_actions(s)}
    assert options == {"corn", "quarry", "small_market", "hospice"}
    assert {a.kind for a in G.legal_actions(s)} == {"place"}
    s = G.apply(s, Action("place", 1, target="quarry"))
    assert s.seats[1].staffed[QUARRY] == 1


def test_l221_leave_empty_when_most_circles_are_filled():
    s = fresh(4)
    edit(s, 1, tiles={"corn": (2, 2), "quarry": (1, 1)}, buildings={"small_market": 0})
    s = take_mayor(s, 0)  # P2 has 3 + 1 = 4 pieces for 4 circles... plus more circles:
    assert s.seats[1].staffed[0] == 2 and s.seats[1].built[bid("small_market")] == 1
    s2 = fresh(4)
    edit(s2, 1, tiles={"corn": (3, 3), "quarry": (1, 0)}, buildings={"small_market": 0})
    s2 = take_mayor(s2, 0)  # 4 pieces, 5 circles: name the circle that stays empty
    assert {a.kind for a in G.legal_actions(s2)} == {"leave_empty"}
    s2 = G.apply(s2, Action("leave_empty", 1, target="small_market"))
    assert s2.seats[1].built[bid("small_market")] == 0 and s2.seats[1].staffed[0] == 3


def test_l223_refill_one_per_empty_building_circle_at_least_n():
    s = fresh(4)
    edit(s, 1, buildings={"sugar_mill": 0, "tobacco_storage": 0, "coffee_roaster": 0})
    s = take_mayor(s, 0)
    s = G.apply(s, Action("place", 1, target="indigo"))
    assert s.phase == "role_selection"
    assert s.colonist_ship == 8  # 3 + 3 + 2 empty circles; P2's one colonist went to his plantation


def test_l445_too_few_colonists_ends_the_game_with_the_round():
    s = fresh(3)
    s.colonist_supply = 3
    s = take_mayor(s, 0)
    assert s.end_triggered and s.colonist_supply == 0
    while not G.is_over(s):
        s = G.apply(s, G.legal_actions(s)[0])
    assert s.round == 1


def test_l988_nobles_ship_and_no_colonist_shortage_end():
    s = G.new_game(4, 1, nobles=True)
    assert (s.noble_ship, s.colonist_ship) == (1, 3) and s.colonist_supply == 97
    s.colonist_supply = 1
    s = take_mayor(s, 0)
    assert not s.end_triggered and s.seats[0].nobles == 1  # the mayor takes the noble first (A16)
    assert s.noble_ship == 1


# --- builder ----------------------------------------------------------------------------------------


def test_l234_one_building_each_builder_pays_one_less_and_l501_only_once():
    s = fresh(4)
    edit(s, 0, doubloons=4, buildings={"small_market": 0})
    s = take_role(s, 0, "builder")
    names = {a["building"] for a in G.legal_actions(s) if a.kind == "build"}
    assert (
        "hospice" in names and "office" in names and "small_market" not in names
    )  # 5-1 = 4 fits; owned once
    s = G.apply(s, Action("build", 0, building="office"))
    assert s.seats[0].doubloons == 0 and s.current_player == 1


def test_l644_university_staffs_the_new_building():
    s = fresh(4)
    edit(s, 1, doubloons=10, buildings={"university": 1})
    s = take_role(s, 0, "builder")
    s = G.apply(s, Action("pass", 0))
    s = G.apply(s, Action("build", 1, building="coffee_roaster"))
    s = G.apply(s, Action("use", 1, benefit="university"))
    assert s.seats[1].built[bid("coffee_roaster")] == 1  # one colonist even with 2 circles (l.646)


def test_l446_twelfth_city_space_ends_the_game():
    s = fresh(4)
    edit(
        s,
        1,
        doubloons=10,
        buildings={
            b: 0 for b in ("guild_hall", "residence", "fortress", "customs_house", "small_market", "hacienda")
        },
    )
    assert s.seats[1].city_used == 10
    s = take_role(s, 0, "builder")
    s = G.apply(s, Action("pass", 0))
    assert Action("build", 1, building="city_hall") in legal_set(s)  # two spaces left
    s = G.apply(s, Action("build", 1, building="city_hall"))
    assert s.end_triggered


def test_l234_large_building_needs_two_spaces():
    s = fresh(4)
    big = ("guild_hall", "residence", "fortress", "customs_house", "small_market", "hacienda", "hospice")
    edit(s, 0, doubloons=20, buildings={b: 0 for b in big})
    s = take_role(s, 0, "builder")
    names = {a["building"] for a in G.legal_actions(s) if a.kind == "build"}
    assert "city_hall" not in names and "office" in names


# --- craftsman --------------------------------------------------------------------------------------


def test_l302_craftsman_extra_good_of_a_produced_kind():
    s = fresh(4)
    edit(s, 0, tiles={"corn": (1, 1), "indigo": (1, 1)}, buildings={"small_indigo_plant": 1})
    s = take_role(s, 0, "craftsman")
    take = {g: Action("use", 0, benefit="craftsman_privilege", good=g) for g in ("corn", "indigo")}
    assert legal_set(s) == {*take.values(), Action("decline", 0, benefit="craftsman_privilege")}
    s = G.apply(s, take["indigo"])
    assert good_counts(s, 0) == {"corn": 1, "indigo": 2}


def test_l307_supply_runs_out_in_turn_order_from_the_craftsman():
    s = fresh(4)
    s.goods_supply = (1, *s.goods_supply[1:])
    edit(s, 2, tiles={"corn": (1, 1)})
    edit(s, 3, tiles={"corn": (1, 1)})
    s = take_role(s, 2, "craftsman")
    assert good_counts(s, 2) == {"corn": 1} and good_counts(s, 3) == {}


def test_l308_no_production_no_extra_good():
    s = fresh(4)
    s = take_role(s, 0, "craftsman")  # nobody has colonists yet
    assert s.phase == "role_selection" and all(not any(x.goods) for x in s.seats)


# --- trader -----------------------------------------------------------------------------------------


def test_l317_different_kinds_only_and_l312_trader_privilege():
    s = fresh(4)
    s.trading_house = (1,)
    edit(s, 0, goods={"indigo": 1, "sugar": 1}, doubloons=0)
    s = take_role(s, 0, "trader")
    assert legal_set(s) == {Action("sell", 0, good="sugar"), Action("pass", 0)}
    s = G.apply(s, Action("sell", 0, good="sugar"))
    assert s.seats[0].doubloons == 3  # price 2 + 1 privilege


def test_l319_full_house_is_emptied_and_the_phase_ends():
    s = fresh(4)
    s.trading_house = (0, 1, 2)
    edit(s, 0, goods={"coffee": 1})
    edit(s, 1, goods={"tobacco": 1})
    s = take_role(s, 0, "trader")
    s = G.apply(s, Action("sell", 0, good="coffee"))
    assert s.trading_house == () and s.phase == "role_selection"
    assert good_counts(s, 1) == {"tobacco": 1}  # the phase ended before P2 (l.312)


# --- captain ----------------------------------------------------------------------------------------


def test_l384_shipping_is_mandatory_and_l385_as_much_as_fits():
    s = fresh(4)
    s.ship_good, s.ship_load = (2, -1, -1), (3, 0, 0)
    edit(s, 1, goods={"sugar": 5, "corn": 1})
    s = take_role(s, 0, "captain")
    # Corn fits whole on either empty ship, so either is allowed (l.385).
    assert legal_set(s) == {
        Action("load", 1, good="sugar", ship=0),
        Action("load", 1, good="corn", ship=1),
        Action("load", 1, good="corn", ship=2),
    }
    with pytest.raises(IllegalAction, match="l.333"):
        G.apply(s, Action("pass", 1))
    with pytest.raises(IllegalAction, match="l.381-385"):
        G.apply(s, Action("load", 1, good="sugar", ship=1))  # sugar is already on another ship (l.382)
    s = G.apply(s, Action("load", 1, good="sugar", ship=0))
    assert s.seats[1].vp == 2 and s.seats[1].goods[2] == 3  # only 2 fit; the rest waits (l.385)


def test_l390_captain_bonus_once_and_not_without_shipping():
    s = fresh(4)
    edit(s, 0, goods={"corn": 1, "indigo": 1})
    s = take_role(s, 0, "captain")
    s = G.apply(s, Action("load", 0, good="corn", ship=0))
    assert s.seats[0].vp == 1 + 1  # corn + privilege
    s = G.apply(s, Action("load", 0, good="indigo", ship=1))
    assert s.seats[0].vp == 1 + 1 + 1  # the second kind earns no bonus (l.404)
    s2 = take_role(fresh(4), 0, "captain")
    assert s2.seats[0].vp == 0


def test_l396_one_good_stays_on_the_windrose_and_the_owner_chooses():
    s = fresh(4)
    s.ship_good, s.ship_load = (0, 1, 2), (5, 6, 7)
    edit(s, 1, goods={"tobacco": 2, "coffee": 1})
    s = take_role(s, 0, "captain")
    assert legal_set(s) == {
        Action("keep", 1, good="tobacco"),
        Action("keep", 1, good="coffee"),
        Action("pass", 1),  # keeping is allowed, not required (l.396 «может оставить»)
    }
    s = G.apply(s, Action("keep", 1, good="coffee"))
    assert good_counts(s, 1) == {"coffee": 1} and s.goods_supply[3] == 9


def test_l577_small_warehouse_keeps_one_kind():
    s = fresh(4)
    s.ship_good, s.ship_load = (0, 1, 2), (5, 6, 7)
    edit(s, 1, goods={"tobacco": 3, "coffee": 2}, buildings={"small_warehouse": 1})
    s = take_role(s, 0, "captain")
    s = G.apply(s, Action("store", 1, good="tobacco"))
    assert legal_set(s) == {Action("keep", 1, good="coffee"), Action("pass", 1)}
    s = G.apply(s, Action("keep", 1, good="coffee"))
    assert good_counts(s, 1) == {"tobacco": 3, "coffee": 1}


def test_l447_last_vp_chip_ends_the_game_and_l449_paper():
    s = fresh(4)
    s.vp_supply = 2
    edit(s, 0, goods={"corn": 4})
    s = take_role(s, 0, "captain")
    s = G.apply(s, Action("load", 0, good="corn", ship=0))
    assert s.end_triggered and s.vp_supply == 0
    assert s.seats[0].vp == 2 and s.seats[0].vp_paper == 3


# --- end and score ----------------------------------------------------------------------------------


def test_l461_tie_goes_to_doubloons_plus_goods():
    s = fresh(3)
    edit(s, 0, vp=10, doubloons=1, goods={"corn": 2})
    edit(s, 1, vp=10, doubloons=4)
    edit(s, 2, vp=3)
    s.phase = "game_over"
    assert [r["total"] for r in G.score_rows(s)] == [10, 10, 3]
    assert G.ranks(s) == [2, 1, 3] and G.winners(s) == [1]


def test_l155_l173_illegal_moves_name_their_rule_and_kind_of_mistake():
    s = fresh(4)
    with pytest.raises(IllegalAction, match=r"P1's decision") as info:
        G.apply(s, Action("role", 1, role="builder"))
    assert info.value.category == "not_your_turn"
    with pytest.raises(IllegalAction, match="l.129-131") as info:
        G.apply(s, Action("role", 0, role="prospector_2"))
    assert info.value.category == "rule"
    s = take_role(s, 0, "builder")
    with pytest.raises(IllegalAction, match="l.234, l.244"):
        G.apply(s, Action("build", 0, building="city_hall"))
    with pytest.raises(IllegalAction, match=r"not a move of the Builder phase.*\[l.232-246\]") as info:
        G.apply(s, Action("sell", 0, good="corn"))
    assert info.value.category == "wrong_phase" and info.value.rule == "l.232-246"


def test_l125_l392_view_hides_the_stack_order_and_other_players_vp():
    s = fresh(4)
    edit(s, 1, vp=7)
    v = G.view(s, 0)
    json.dumps(v)
    assert v["plantations"]["stack"] == len(s.stack) and "stack_order" not in json.dumps(v)
    assert v["seats"][1]["vp_chips"] is None and v["seats"][0]["vp_chips"] == 0
    assert G.view(s, 1)["seats"][1]["vp_chips"] == 7
    assert all(seat["vp_chips"] is None for seat in G.view(s)["seats"]), (
        "a spectator sees no VP chips (l.392)"
    )
    assert {b["id"] for b in v["buildings"]} >= {"harbor", "coffee_roaster"}
    assert G.describe(Action("build", 0, building="harbor")) == "build Harbor"


def test_l392_l451_vp_chips_are_shown_to_all_at_the_final_scoring():
    s = G.new_game(3, seed=4)
    rng = random.Random(4)
    while not G.is_over(s):
        s = G.apply(s, rng.choice(G.legal_actions(s)))
    for viewer in (None, 0):
        assert [seat["vp_chips"] for seat in G.view(s, viewer)["seats"]] == [seat.vp for seat in s.seats]
