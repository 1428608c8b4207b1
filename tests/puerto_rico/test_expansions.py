"""New Buildings and Nobles buildings in play, each naming its rulebook line."""

from __future__ import annotations

from boardkit.core import Action
from boardkit.games.puerto_rico.builder import price
from boardkit.games.puerto_rico.catalog import FOREST, GOODS, bid

from .helpers import G, edit, fresh, good_counts, legal_set, take_mayor, take_role

# --- Nobles -----------------------------------------------------------------------------------------


def test_l998_chapel_colonist_doubloon_noble_vp():
    s = fresh(4, nobles=True)
    edit(s, 1, buildings={"chapel": 1}, doubloons=0)
    edit(s, 2, buildings={"chapel": 1}, nobles=1, noble_in=("chapel",))
    s = take_role(s, 0, "craftsman")
    assert s.seats[1].doubloons == 1 and s.seats[2].vp == 1


def test_l1008_building_office_small_with_colonist_large_with_noble():
    s = fresh(4, nobles=True)
    edit(s, 1, buildings={"building_office": 1})
    edit(s, 2, buildings={"building_office": 1}, nobles=1, noble_in=("building_office",))
    s = take_role(s, 0, "builder")
    assert price(s, 1, bid("harbor")) == 7 and price(s, 1, bid("city_hall")) == 10
    assert price(s, 2, bid("harbor")) == 8 and price(s, 2, bid("city_hall")) == 8


def test_l1044_villa_takes_a_noble_from_the_supply():
    s = fresh(4, nobles=True)
    edit(s, 1, buildings={"villa": 1})
    before = s.noble_supply
    s = take_role(s, 0, "mayor")
    while s.phase == "mayor":
        s = G.apply(s, G.legal_actions(s)[0])
    assert s.seats[1].nobles == 1 and s.noble_supply == before - 1 - 1  # the Villa's and the refill's


def test_l1048_jeweler_one_doubloon_per_noble():
    s = fresh(4, nobles=True)
    edit(s, 1, buildings={"jewelers_workshop": 1}, nobles=3, san_juan=2, doubloons=0)
    s = take_role(s, 0, "craftsman")
    assert s.seats[1].doubloons == 3


def test_l1002_hunting_lodge_noble_needs_strictly_most_empty_spaces():
    s = fresh(3, nobles=True)
    edit(s, 1, buildings={"hunting_lodge": 1}, nobles=1, noble_in=("hunting_lodge",), tiles={})
    for p in (0, 2):
        edit(s, p, tiles={"corn": (3, 0), "indigo": (3, 0), "sugar": (3, 0), "tobacco": (2, 0)})  # 11 (l.49)
    s = take_role(s, 0, "settler")
    while s.step != "hunting_lodge":
        s = G.apply(s, Action("pass", s.current_player))
    s = G.apply(s, Action("use", 1, benefit="hunting_lodge"))
    assert s.seats[1].vp == 2
    t = fresh(3, nobles=True)
    edit(t, 1, buildings={"hunting_lodge": 1}, nobles=1, noble_in=("hunting_lodge",), tiles={})
    edit(t, 0, tiles={})  # tied for most empty spaces: nothing (l.1004)
    t = take_role(t, 0, "settler")
    while t.phase == "settler":
        t = G.apply(t, Action("pass", t.current_player))
    assert t.seats[1].vp == 0


def test_l1002_hunting_lodge_colonist_may_discard_a_plantation():
    s = fresh(3, nobles=True)
    edit(s, 1, buildings={"hunting_lodge": 1}, tiles={"corn": (2, 1), "quarry": (1, 0)})
    s = take_role(s, 0, "settler")
    while s.step != "lodge":
        s = G.apply(s, Action("pass", s.current_player))
    assert Action("discard_tile", 1, tile="quarry") not in legal_set(s)  # plantations only (A26)
    s = G.apply(s, Action("discard_tile", 1, tile="corn"))
    assert s.seats[1].tiles[0] == 1 and s.seats[1].staffed[0] == 1  # the empty corn plantation goes
    assert s.seats[1].san_juan == 0 and 0 in s.discard


def test_l992_land_office_buy_and_sell():
    s = fresh(4, nobles=True)
    edit(s, 1, buildings={"land_office": 1}, doubloons=2)
    edit(
        s,
        2,
        buildings={"land_office": 1},
        nobles=1,
        noble_in=("land_office",),
        tiles={"sugar": (1, 1)},
        doubloons=0,
    )
    s = take_role(s, 0, "trader")
    if s.current_player == 0:
        s = G.apply(s, Action("pass", 0))
    top = s.stack[0]
    s = G.apply(s, Action("land_office", 1, deal="buy"))
    assert s.seats[1].doubloons == 1 and s.seats[1].tiles[top] >= 1
    # Once per phase: P2 has nothing else to do, so his pass is played for him.
    s = G.apply(s, Action("land_office", 2, deal="sell", tile="sugar"))
    assert (
        s.seats[2].doubloons == 1 and s.seats[2].tiles[2] == 0 and s.seats[2].san_juan == 1
    )  # colonist to windrose


def test_l1038_supply_center_sends_different_goods_for_vp():
    s = fresh(4, nobles=True)
    s.ship_good, s.ship_load = (0, 1, 2), (5, 6, 7)
    edit(s, 1, buildings={"supply_center": 1}, nobles=2, san_juan=2, goods={"tobacco": 2, "coffee": 1})
    s = take_role(s, 0, "captain")
    assert s.step == "supply_center" and s.current_player == 1
    s = G.apply(s, Action("supply_center", 1, good="tobacco"))
    assert Action("supply_center", 1, good="tobacco") not in legal_set(s)  # different kinds only
    s = G.apply(s, Action("supply_center", 1, good="coffee"))
    assert s.seats[1].vp == 2


def test_l988_noble_or_colonist_in_a_dual_mode_building_is_a_choice():
    s = fresh(4, nobles=True)
    edit(s, 0, buildings={"chapel": 0}, tiles={"indigo": (1, 0)})
    s = take_mayor(s, 0)  # the mayor gets the noble, his privilege colonist and one more: 3 pieces
    assert legal_set(s) == {
        Action("place", 0, target="chapel", piece="colonist"),
        Action("place", 0, target="chapel", piece="noble"),
    }
    s = G.apply(s, Action("place", 0, target="chapel", piece="noble"))
    assert bid("chapel") in s.seats[0].noble_in


# --- New Buildings ----------------------------------------------------------------------------------


def test_l875_trading_post_sells_to_the_supply_without_market_bonus():
    s = fresh(4, new_buildings=True, draft=["trading_post", "small_market"])
    s.trading_house = (4,)
    edit(s, 1, goods={"coffee": 1}, buildings={"trading_post": 1, "small_market": 1}, doubloons=0)
    s = take_role(s, 0, "trader")
    if s.current_player == 0:
        s = G.apply(s, Action("pass", 0))
    s = G.apply(s, Action("sell", 1, good="coffee", venue="trading_post"))
    assert s.seats[1].doubloons == 4 and s.trading_house == (4,)


def test_l887_small_wharf_one_vp_per_two_goods():
    s = fresh(4, new_buildings=True, draft=["small_wharf"])
    s.ship_good, s.ship_load = (0, 1, 2), (5, 6, 7)
    edit(s, 1, goods={"tobacco": 2, "coffee": 1}, buildings={"small_wharf": 1})
    s = take_role(s, 0, "captain")
    for g in ("tobacco", "tobacco"):
        s = G.apply(s, Action("small_wharf", 1, good=g))
    assert legal_set(s) == {Action("small_wharf", 1, good="coffee"), Action("small_wharf_done", 1)}
    s = G.apply(s, Action("small_wharf", 1, good="coffee"))  # nothing left: 'done' is forced
    assert s.seats[1].vp == 1 and good_counts(s, 1) == {}


def test_l935_library_settler_takes_one_more_plantation():
    s = fresh(3, new_buildings=True, draft=["library"])
    edit(s, 0, buildings={"library": 1})
    s = take_role(s, 0, "settler")
    s = G.apply(s, Action("take", 0, tile=GOODS[s.face_up[0]]))
    while s.current_player != 0:
        s = G.apply(s, Action("pass", s.current_player))
    assert s.step == "library" and Action("quarry", 0) not in legal_set(s)  # no second quarry as privilege
    s = G.apply(s, Action("take", 0, tile=GOODS[s.face_up[0]]))
    assert sum(s.seats[0].tiles) == 3


def test_l871_guest_moves_into_the_library_to_double_the_trader():
    s = fresh(4, new_buildings=True, draft=["guest_house", "library"])
    edit(s, 0, buildings={"guest_house": 1, "library": 0}, goods={"corn": 1}, doubloons=0)
    s.governor = s.current_player = 0
    s._legal = None
    assert Action("guest", 0, target="library") in legal_set(s)
    s = G.apply(s, Action("guest", 0, target="library"))
    s = G.apply(s, Action("role", 0, role="trader"))
    s = G.apply(s, Action("sell", 0, good="corn"))
    assert s.seats[0].doubloons == 2  # corn 0 + doubled privilege (l.871, A12)


def test_l822_forest_house_lays_a_plantation_face_down_and_l836_hospice_colonist_to_windrose():
    s = fresh(4, new_buildings=True, draft=["forest_house", "hospice"])
    edit(s, 1, buildings={"forest_house": 1, "hospice": 1})
    s = take_role(s, 0, "settler")
    if s.current_player == 0:
        s = G.apply(s, Action("pass", 0))
    t = GOODS[s.face_up[0]]
    s = G.apply(s, Action("forest", 1, tile=t))
    s = G.apply(s, Action("use", 1, benefit="hospice"))
    seat = s.seats[1]
    assert seat.tiles[FOREST] == 1 and seat.forests[GOODS.index(t)] == 1 and seat.san_juan == 1


def test_l832_hacienda_with_forest_house_chooses_the_side_after_looking():
    s = fresh(4, new_buildings=True, draft=["forest_house", "hacienda"])
    edit(s, 1, buildings={"forest_house": 1, "hacienda": 1})
    s = take_role(s, 0, "settler")
    if s.current_player == 0:
        s = G.apply(s, Action("pass", 0))
    s = G.apply(s, Action("hacienda", 1, source="stack"))
    assert s.step == "hacienda_side" and G.view(s)["plantations"]["stack"] == len(s.stack)
    s = G.apply(s, Action("hacienda_side", 1, side="forest"))
    assert s.seats[1].tiles[FOREST] == 1 and s.step == "take"


def test_l871_guest_moves_into_the_storehouse_at_the_end_of_the_captain_phase():
    s = fresh(4, new_buildings=True, draft=["guest_house", "storehouse"])
    s.ship_good, s.ship_load = (0, 1, 2), (5, 6, 7)  # nobody can ship
    edit(s, 1, buildings={"guest_house": 1, "storehouse": 0}, goods={"tobacco": 2, "coffee": 3})
    s = take_role(s, 0, "captain")
    assert s.phase == "captain_storage" and s.current_player == 1
    s = G.apply(s, Action("guest", 1, target="storehouse"))  # now 1 + 3 goods may stay (l.863, l.871)
    s = G.apply(s, Action("keep", 1, good="coffee"))
    s = G.apply(s, Action("keep", 1, good="coffee"))
    s = G.apply(s, Action("keep", 1, good="coffee"))
    s = G.apply(
        s, Action("keep", 1, good="tobacco")
    )  # the fourth token (l.863); keeping is his choice (l.396)
    assert good_counts(s, 1) == {"coffee": 3, "tobacco": 1}
