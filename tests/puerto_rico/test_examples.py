"""Every worked example of the rulebook, each naming its line."""

from __future__ import annotations

from boardkit.core import Action
from boardkit.games.puerto_rico.builder import price
from boardkit.games.puerto_rico.catalog import bid
from boardkit.games.puerto_rico.craftsman import production
from boardkit.games.puerto_rico.flow import pieces
from boardkit.games.puerto_rico.scoring import large_bonus, score_row

from .helpers import G, edit, fresh, good_counts, legal_set, take_mayor, take_role


def test_l246_quarry_discount_by_column():
    """l.246: with 3 occupied quarries: Construction hut 1, Office 3, Harbor 5, City hall 7."""
    s = fresh(4)
    edit(s, 1, doubloons=20, tiles={"quarry": (3, 3)})
    s = take_role(s, 0, "builder")
    assert [price(s, 1, bid(b)) for b in ("construction_hut", "office", "harbor", "city_hall")] == [
        1,
        3,
        5,
        7,
    ]
    assert price(s, 0, bid("construction_hut")) == 1  # the builder himself has no quarries: 2 - 1
    edit(s, 0, tiles={"quarry": (3, 3)})
    assert price(s, 0, bid("construction_hut")) == 0  # never below 0 (l.246)


def test_l259_mayor_shares_out_the_ship():
    """l.259-268: 6 colonists on the ship with 4 players: mayor 3 (with privilege), P2 2, P3 1, P4 1."""
    s = fresh(4)
    s.colonist_supply -= 2
    s.colonist_ship += 2
    assert s.colonist_ship == 6
    supply = s.colonist_supply
    s = take_mayor(s, 0)
    assert [pieces(seat) for seat in s.seats] == [3, 2, 1, 1]
    assert s.colonist_supply < supply  # the privilege colonist came from the supply (l.219), then the refill


def _captain_example():
    s = fresh(4)
    s.ship_good = (-1, 0, -1)
    s.ship_load = (0, 3, 0)
    s.goods_supply = (s.goods_supply[0] - 3, *s.goods_supply[1:])
    edit(s, 0, goods={"corn": 2, "sugar": 6})  # Anna, the captain
    edit(s, 1, goods={"sugar": 2, "tobacco": 3})  # Boris
    edit(s, 2, goods={"corn": 2, "tobacco": 1})  # Kristina
    edit(s, 3, goods={"corn": 1, "indigo": 5})  # Dmitri
    return take_role(s, 0, "captain")


def test_l411_captain_example():
    """l.411-429: the four-player shipping example, step by step."""
    s = _captain_example()
    # a. Anna may add corn to the 6-ship or put sugar on the 7-ship; the 5-ship would not hold all 6 (l.413).
    assert legal_set(s) == {Action("load", 0, good="corn", ship=1), Action("load", 0, good="sugar", ship=2)}
    s = G.apply(s, Action("load", 0, good="sugar", ship=2))
    assert s.seats[0].vp == 7
    # b. Boris: 1 sugar fills the 7-ship, or tobacco on the empty 5-ship (l.415).
    assert legal_set(s) == {
        Action("load", 1, good="sugar", ship=2),
        Action("load", 1, good="tobacco", ship=0),
    }
    s = G.apply(s, Action("load", 1, good="sugar", ship=2))
    assert s.ship_load[2] == 7 and s.seats[1].vp == 1
    # c. Kristina puts her tobacco on the 5-ship (l.417).
    before = s.log
    s = G.apply(s, Action("load", 2, good="tobacco", ship=0))
    # d.-g. From here every move is forced, so the engine plays them: Dmitri must ship corn (l.419),
    # Anna her 2 corn (l.421), Boris his 3 tobacco (l.423); then nobody can ship (l.425).
    forced = [e.args[0] for e in s.log.since(before) if e.kind == "auto" and e.args[0].kind == "load"]
    assert forced == [
        Action("load", 3, good="corn", ship=1),
        Action("load", 0, good="corn", ship=1),
        Action("load", 1, good="tobacco", ship=0),
    ]
    assert [seat.vp for seat in s.seats] == [9, 4, 1, 1]
    # Storage: Kristina and Dmitri «могут сохранить» one good each (l.427); Boris has a last sugar too
    # (the text's l.425 slip, A20). Keeping is their choice (l.396), so each keeps one here.
    assert s.phase == "captain_storage" and s.current_player == 1
    assert legal_set(s) == {Action("keep", 1, good="sugar"), Action("pass", 1)}
    s = G.apply(s, Action("keep", 1, good="sugar"))
    s = G.apply(s, Action("keep", 2, good="corn"))
    s = G.apply(s, Action("keep", 3, good="indigo"))
    assert good_counts(s, 2) == {"corn": 1} and good_counts(s, 3) == {"indigo": 1}
    assert good_counts(s, 1) == {"sugar": 1} and good_counts(s, 0) == {}
    # The full 6- and 7-ships are emptied; the 5-ship keeps its 4 tobacco (l.427-429).
    assert s.ship_good == (3, -1, -1) and s.ship_load == (4, 0, 0)
    assert s.phase == "role_selection"


def test_l437_prospector_with_two_doubloons_gives_three():
    s = fresh(4)
    r = s.roles.index("prospector")
    s.role_money = tuple(2 if i == r else 0 for i in range(len(s.roles)))
    s.bank -= 2
    before = s.seats[0].doubloons
    s = take_role(s, 0, "prospector")
    assert s.seats[0].doubloons == before + 3


def test_l457_unoccupied_large_buildings_score_four_each_without_bonus():
    s = fresh(4)
    big = ("guild_hall", "residence", "fortress", "customs_house", "city_hall")
    edit(s, 0, buildings={b: 0 for b in big}, vp=20)
    row = score_row(s, s.seats[0])
    assert row["building_vp"] == 20 and row["large_bonus"] == 0 and row["total"] == 40


def test_l535_production_example():
    """l.539-543: 2 corn (3rd plantation empty), 1 tobacco (2nd circle empty), 3 sugar (4th plantation empty)."""
    s = fresh(4)
    edit(
        s,
        1,
        tiles={"corn": (3, 2), "tobacco": (2, 2), "sugar": (4, 3)},
        buildings={"tobacco_storage": 1, "sugar_mill": 3},
    )
    assert production(s, 1) == [2, 0, 3, 1, 0]


def test_l559_small_market_corn_earns_one():
    s = fresh(4)
    edit(s, 1, goods={"corn": 1}, buildings={"small_market": 1}, doubloons=0)
    s = take_role(s, 0, "trader")
    s = G.apply(s, Action("sell", 1, good="corn"))
    assert s.seats[1].doubloons == 1


def test_l593_office_sells_a_kind_already_in_the_house():
    s = fresh(4)
    s.trading_house = (3,)
    edit(s, 1, goods={"tobacco": 1}, buildings={"office": 1})
    edit(s, 2, goods={"tobacco": 1}, buildings={"office": 1})
    edit(s, 3, goods={"tobacco": 1, "corn": 1})
    s = take_role(s, 0, "trader")  # the trader has nothing to sell
    s = G.apply(s, Action("sell", 1, good="tobacco"))
    s = G.apply(s, Action("sell", 2, good="tobacco"))
    assert s.trading_house == (3, 3, 3)
    assert s.current_player == 3 and Action("sell", 3, good="tobacco") not in legal_set(
        s
    )  # no Office (l.317)


def test_l640_factory_counts_kinds_actually_received():
    s = fresh(4)
    edit(
        s,
        1,
        tiles={"corn": (3, 3), "sugar": (3, 3), "tobacco": (1, 1)},
        buildings={"factory": 1, "sugar_mill": 3, "tobacco_storage": 1},
        doubloons=0,
    )
    s.goods_supply = (0, s.goods_supply[1], 2, s.goods_supply[3], s.goods_supply[4])
    s = take_role(s, 0, "craftsman")
    assert good_counts(s, 1) == {"sugar": 2, "tobacco": 1}
    assert s.seats[1].doubloons == 1


def _harbor_wharf():
    s = fresh(4)
    s.ship_good = (3, 2, -1)  # a tobacco ship with 3 free slots, a sugar ship
    s.ship_load = (2, 2, 0)
    edit(s, 1, goods={"tobacco": 5, "sugar": 2}, buildings={"harbor": 1, "wharf": 1})
    return take_role(s, 0, "captain")


def test_l654_harbor_and_wharf():
    s = _harbor_wharf()
    s = G.apply(s, Action("load", 1, good="tobacco", ship=0))
    assert s.seats[1].vp == 4  # 3 + 1 (Harbor)
    s = G.apply(s, Action("load", 1, good="sugar", ship=1))
    assert s.seats[1].vp == 7  # 2 + 1
    assert Action("pass", 1) in legal_set(s)  # only the Wharf is left: optional (l.553)
    s = G.apply(s, Action("wharf", 1, good="tobacco"))
    assert s.seats[1].vp == 10  # 2 + 1: 3 from the Harbor, 2 through the Wharf (l.654)
    assert s.ship_good == (-1, 2, -1)  # the full tobacco ship was unloaded


def test_l692_wharf_first_leaves_the_tobacco_ship_partly_loaded():
    s = _harbor_wharf()
    s = G.apply(s, Action("wharf", 1, good="tobacco"))
    assert s.seats[1].vp == 6 + 3  # 5 + 1 by Wharf, then the forced sugar shipment 2 + 1
    assert s.ship_good[0] == 3 and s.ship_load[0] == 2  # not full, so its goods stay (l.692)


def test_l704_guild_hall():
    s = fresh(4)
    b = {
        "guild_hall": 1,
        "small_sugar_mill": 0,
        "sugar_mill": 0,
        "small_indigo_plant": 0,
        "coffee_roaster": 0,
    }
    edit(s, 0, buildings=b)
    assert large_bonus(s.seats[0]) == 6


def test_l710_residence():
    s = fresh(4)
    edit(s, 0, buildings={"residence": 1}, tiles={"corn": (6, 0), "quarry": (4, 0)})
    assert large_bonus(s.seats[0]) == 5


def test_l716_fortress():
    s = fresh(4)
    edit(s, 0, buildings={"fortress": 1}, tiles={"corn": (5, 5)}, san_juan=14)
    assert pieces(s.seats[0]) == 20 and large_bonus(s.seats[0]) == 6


def test_l722_customs_house():
    s = fresh(4)
    edit(s, 0, buildings={"customs_house": 1}, vp=23)
    assert large_bonus(s.seats[0]) == 5


def test_l728_city_hall():
    s = fresh(4)
    names = ("city_hall", "hacienda", "harbor", "office", "construction_hut", "large_warehouse", "residence")
    edit(s, 0, buildings={n: int(n == "city_hall") for n in names})
    assert large_bonus(s.seats[0]) == 7


def test_l816_aqueduct_needs_the_large_building():
    s = fresh(4, new_buildings=True, draft=["aqueduct"])
    edit(s, 1, tiles={"sugar": (1, 1)}, buildings={"aqueduct": 1, "indigo_plant": 1, "small_sugar_mill": 1})
    assert production(s, 1)[1:3] == [0, 1]


def test_l818_aqueduct_adds_one_indigo_and_one_sugar():
    s = fresh(4, new_buildings=True, draft=["aqueduct"])
    edit(
        s,
        1,
        tiles={"indigo": (1, 1), "sugar": (3, 3)},
        buildings={"aqueduct": 1, "indigo_plant": 1, "sugar_mill": 3},
    )
    assert production(s, 1)[1:3] == [2, 4]


def test_l828_forests_and_quarries_make_the_large_warehouse_free():
    s = fresh(4, new_buildings=True)
    s.supply = tuple(max(n, 1) if i == bid("large_warehouse") else n for i, n in enumerate(s.supply))
    edit(s, 0, tiles={"forest": (6, 0), "quarry": (2, 2)}, doubloons=0)
    s = take_role(s, 0, "builder")
    assert price(s, 0, bid("large_warehouse")) == 0
    assert Action("build", 0, building="large_warehouse") in legal_set(s)


def test_l842_draft_example():
    s = G.new_game(3, 1, new_buildings=True)
    s = G.apply(s, Action("draft", 0, building="black_market"))
    s = G.apply(s, Action("draft", 1, building="hacienda"))
    names = {a["building"] for a in G.legal_actions(s)}
    assert "construction_hut" not in names and "forest_house" not in names
    assert s.supply[bid("black_market")] == 2  # small buildings come in pairs (l.806)


def test_l859_black_market_covers_exactly_the_shortfall():
    s = fresh(4, new_buildings=True, draft=["black_market"])
    s.supply = tuple(max(n, 1) if i == bid("harbor") else n for i, n in enumerate(s.supply))
    edit(s, 1, doubloons=6, goods={"indigo": 1}, vp=1, san_juan=1, buildings={"black_market": 1})
    s = take_role(s, 0, "builder")
    s = G.apply(s, Action("pass", 0))
    harbor = {
        a.get("black_market") for a in G.legal_actions(s) if a.kind == "build" and a["building"] == "harbor"
    }
    assert ("colonist:san_juan", "good:indigo") in harbor
    assert all(len(r) == 2 for r in harbor)  # returning the VP chip too would leave a doubloon (l.859)
    s = G.apply(s, Action("build", 1, building="harbor", black_market=("colonist:san_juan", "good:indigo")))
    assert s.seats[1].doubloons == 0 and s.seats[1].built[bid("harbor")] == 0 and s.seats[1].goods[1] == 0


def test_l865_storehouse_and_large_warehouse_keep_two_kinds_and_four_goods():
    s = fresh(4, new_buildings=True, draft=["storehouse", "large_warehouse"])
    s.ship_good, s.ship_load = (0, 1, 2), (5, 6, 7)  # every ship full: nobody can ship
    edit(
        s,
        1,
        goods={"corn": 2, "indigo": 2, "sugar": 2, "tobacco": 3, "coffee": 3},
        buildings={"storehouse": 1, "large_warehouse": 1},
    )
    s = take_role(s, 0, "captain")
    assert s.phase == "captain_storage" and s.current_player == 1
    s = G.apply(s, Action("store", 1, good="tobacco"))
    s = G.apply(s, Action("store", 1, good="coffee"))
    for g in ("corn", "corn", "indigo", "sugar"):
        s = G.apply(s, Action("keep", 1, good=g))
    assert good_counts(s, 1) == {"corn": 2, "indigo": 1, "sugar": 1, "tobacco": 3, "coffee": 3}


def test_l929_specialty_factory():
    s = fresh(4, new_buildings=True, draft=["specialty_factory"])
    edit(
        s,
        1,
        tiles={"corn": (4, 4), "sugar": (3, 3), "coffee": (2, 2)},
        buildings={"specialty_factory": 1, "sugar_mill": 3, "coffee_roaster": 2},
        doubloons=0,
    )
    s = take_role(s, 0, "craftsman")
    assert s.seats[1].doubloons == 2


def _union_hall(goods):
    s = fresh(4, new_buildings=True, draft=["union_hall"])
    s.ship_good, s.ship_load = (0, 1, 4), (5, 6, 7)
    edit(s, 1, goods=goods, buildings={"union_hall": 1})
    s = take_role(s, 0, "captain")
    assert s.current_player == 1 and s.step == "union_hall"
    return G.apply(s, Action("use", 1, benefit="union_hall"))


def test_l941_union_hall_example_1():
    assert _union_hall({"corn": 3, "indigo": 2, "coffee": 1}).seats[1].vp == 2


def test_l943_union_hall_example_2():
    assert _union_hall({"corn": 4, "coffee": 2}).seats[1].vp == 3


def test_l953_cloister():
    s = fresh(4, new_buildings=True, draft=["cloister"])
    edit(
        s,
        0,
        buildings={"cloister": 1},
        tiles={"forest": (6, 0), "quarry": (3, 0), "corn": (2, 0), "coffee": (1, 0)},
    )
    assert large_bonus(s.seats[0]) == 6
    edit(s, 0, buildings={"cloister": 1}, tiles={"forest": (6, 0), "quarry": (3, 0), "corn": (3, 0)})
    assert large_bonus(s.seats[0]) == 10


def test_l628_both_markets_add_three():
    s = fresh(4)
    edit(s, 1, goods={"coffee": 1}, buildings={"small_market": 1, "large_market": 1}, doubloons=0)
    s = take_role(s, 0, "trader")
    s = G.apply(s, Action("sell", 1, good="coffee"))
    assert s.seats[1].doubloons == 4 + 3


def test_l634_both_warehouses_keep_three_kinds():
    s = fresh(4)
    s.ship_good, s.ship_load = (0, 1, 2), (5, 6, 7)
    edit(
        s,
        1,
        goods={"corn": 1, "indigo": 2, "sugar": 3, "tobacco": 4, "coffee": 5},
        buildings={"small_warehouse": 1, "large_warehouse": 1},
    )
    s = take_role(s, 0, "captain")
    for g in ("tobacco", "coffee", "sugar"):
        s = G.apply(s, Action("store", 1, good=g))
    s = G.apply(s, Action("keep", 1, good="indigo"))
    assert good_counts(s, 1) == {"indigo": 1, "sugar": 3, "tobacco": 4, "coffee": 5}


def test_l923_lighthouse_pays_the_captain_without_shipping():
    s = fresh(4, new_buildings=True, draft=["lighthouse"])
    edit(s, 0, buildings={"lighthouse": 1}, doubloons=0)
    s = take_role(s, 0, "captain")
    assert s.seats[0].doubloons == 1


def test_l881_church_vp_by_column():
    s = fresh(4, new_buildings=True, draft=["church"])
    s.supply = tuple(
        max(n, 1) if i in (bid("harbor"), bid("small_market")) else n for i, n in enumerate(s.supply)
    )
    edit(s, 0, buildings={"church": 1}, doubloons=20)
    s = take_role(s, 0, "builder")
    s = G.apply(s, Action("build", 0, building="harbor"))
    assert s.seats[0].vp == 1  # column 3 -> 1 VP chip


def test_l1054_royal_garden_two_vp_per_noble():
    s = fresh(4, nobles=True)
    edit(s, 0, buildings={"royal_garden": 1}, nobles=3, san_juan=2)
    row = score_row(s, s.seats[0])
    assert row["nobles"] == 3 and row["large_bonus"] == 3
