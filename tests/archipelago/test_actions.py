"""Phase 5, the actions (l.435-725): harvest, taxes, trade, reproduction, recruitment, migration, build,
ports and markets; and the round's structure."""

from __future__ import annotations

import pytest

from boardkit.core import Action, IllegalAction
from boardkit.games.archipelago import GAME as g
from boardkit.games.archipelago.board import controller, link
from boardkit.games.archipelago.catalog import BUILD_COST, FACE, REGION_FACES, RESOURCES
from boardkit.games.archipelago.economy import buy_price, sell_price

from .helpers import far, placed

FISH, WOOD = RESOURCES.index("fish"), RESOURCES.index("wood")


def moves(s, kind, **args):
    return [a for a in g.legal_actions(s) if a.kind == kind and all(a[k] == v for k, v in args.items())]


def play(s, kind, **args):
    found = moves(s, kind, **args)
    assert found, f"no legal {kind} {args}: {[str(a) for a in g.legal_actions(s)]}"
    return g.apply(s, found[0])


def test_l491_buying_three_fish_costs_4_4_6_and_selling_two_brings_4_3():
    # the pictured zone: five fish; the fourth-to-sixth cells are the 4f row
    assert [buy_price("internal", FISH, n) for n in (5, 4, 3)] == [4, 4, 6]
    assert [sell_price("internal", FISH, n) for n in (5, 6)] == [4, 3]


def test_l483_a_trade_takes_the_last_cube_at_its_row_price():
    s = g.position(players=3, internal={"fish": 5}, seats={"P1": {"money": 10}}, order=["P1", "P2", "P3"])
    s = play(s, "trade", board="internal", resource="fish", buy=True)
    assert s.seats[0].money == 6 and s.seats[0].cubes[FISH] == 1 and s.internal[FISH] == 4


def test_l487_a_full_zone_takes_no_more_sales():
    s = g.position(
        players=3, internal={"fish": 12}, seats={"P1": {"cubes": {"fish": 1}}}, order=["P1", "P2", "P3"]
    )
    assert not moves(s, "trade", board="internal", resource="fish", buy=False)
    with pytest.raises(IllegalAction):
        g.apply(s, Action("trade", 0, board="internal", resource="fish", buy=False))


def test_l441_one_wheel_action_per_round():
    # P1 keeps a card to use, so his round goes on after the trade
    s = g.position(
        players=3,
        internal={"fish": 5},
        seats={"P1": {"money": 20, "cards": ["amphitheatre"]}},
        order=["P1", "P2", "P3"],
    )
    s = play(s, "trade", board="internal", resource="fish", buy=True)
    assert s.current_player == 0 and moves(s, "use_card")
    assert not moves(s, "trade") and not moves(s, "taxes")
    assert s.seats[0].discs_used == 1


def test_l471_taxes_pay_per_active_unit_city_and_church_and_raise_rebellion():
    regions = placed(3, [("r01a", (1, 0))])
    regions[0]["buildings"] = ["city"]
    units = {
        "P1": [
            ("inhabitant", "r01a", "city"),
            ("inhabitant", "r01a"),
            ("inhabitant", "r01a", "striking"),
            ("ship", "r01a"),
        ]
    }
    s = g.position(players=3, regions=regions, units=units, order=["P1", "P2", "P3"])
    money = s.seats[0].money
    s = play(s, "taxes")
    # 2 active inhabitants + 1 ship + 1 city; the striker gives nothing (l.473)
    assert s.seats[0].money == money + 4 and s.rebellion == 1


def test_l449_l451_harvest_puts_units_on_icons_one_resource_one_cube_each():
    regions = placed(3, [("r01a", (1, 0))])
    units = {"P1": [("inhabitant", "r01a")] * 2 + [("ship", "r01a")]}
    s = g.position(players=3, regions=regions, units=units, order=["P1", "P2", "P3"])
    assert {a["count"] for a in moves(s, "harvest", resource="wood")} == {1, 2}
    s = play(s, "harvest", resource="wood", count=2)
    assert s.seats[0].cubes[WOOD] == 2
    assert sum(1 for u in s.units if u.spot == "icon" and u.busy) == 2
    assert not moves(s, "harvest")  # one harvest per round


def test_l459_no_harvest_under_another_players_city():
    regions = placed(3, [("r01a", (1, 0))])
    regions[0]["buildings"] = ["city"]
    units = {"P1": [("inhabitant", "r01a")] * 2, "P2": [("inhabitant", "r01a", "city")]}
    s = g.position(players=3, regions=regions, units=units, order=["P1", "P2", "P3"])
    assert not moves(s, "harvest", resource="wood")


def test_l545_reproduction_adds_one_where_exactly_two_active_inhabitants_stand():
    regions = placed(3, [("r01a", (1, 0)), ("r05a", (-1, 0))])
    units = {
        "P1": [("inhabitant", "r01a")] * 2
        + [("inhabitant", "r05a")] * 2
        + [("inhabitant", "r05a", "striking")]
    }
    s = g.position(players=3, regions=regions, units=units, order=["P1", "P2", "P3"])
    s = play(s, "reproduce")
    assert s.population == 6  # r01a grew; r05a holds 3 already (l.551)
    assert sum(1 for u in s.units if u.owner == 0 and u.region == 1) == 3


def test_l569_recruiting_three_from_a_surplus_of_5_costs_3_3_4():
    regions = placed(3, [("r01a", (1, 0))])
    units = {"P1": [("ship", "r01a")]}  # a ship is enough to recruit there (l.723)
    s = g.position(
        players=3,
        regions=regions,
        units=units,
        labor=5,
        seats={"P1": {"money": 20}},
        order=["P1", "P2", "P3"],
    )
    for _ in range(3):
        s = play(s, "recruit", region=1)
    assert s.seats[0].money == 20 - 10 and s.labor == 2 and s.population == 3
    assert not moves(s, "recruit")  # three inhabitants there: no room (l.571)


def test_l577_no_recruiting_with_no_labor_surplus():
    regions = placed(3, [("r01a", (1, 0))])
    s = g.position(
        players=3, regions=regions, units={"P1": [("ship", "r01a")]}, labor=0, order=["P1", "P2", "P3"]
    )
    assert not moves(s, "recruit")


def _neighbour(terrain: str):
    """Two touching regions whose common edge is ``terrain``: r01a at (1, 0) and a face beyond it."""
    base_regions = placed(3, [("r01a", (1, 0))])
    base = g.position(players=3, regions=base_regions)
    from boardkit.games.archipelago.board import fits

    for cell in ((2, 0), (2, -1), (1, 1)):  # cells touching r01a but not the centre
        for f in REGION_FACES:
            if f.hex == FACE["r01a"].hex:
                continue
            for rot in range(6):
                touching = fits(base, f, cell, rot)
                if touching and touching[0][1] == terrain:
                    return [*base_regions, {"face": f.id, "cell": cell, "rot": rot}]
    raise LookupError(terrain)


def test_l583_an_inhabitant_walks_over_land_to_a_neighbouring_region():
    regions = _neighbour("f")
    units = {"P1": [("inhabitant", "r01a")]}
    s = g.position(players=3, regions=regions, units=units, order=["P1", "P2", "P3"])
    assert link(s, 1, 2) == "f"
    s = play(s, "migrate")
    s = play(s, "move_unit", region=2, spot="")
    assert s.units[0].region == 2


def test_l583_without_a_ship_an_inhabitant_cannot_cross_the_sea():
    regions = _neighbour("s")
    s = g.position(
        players=3, regions=regions, units={"P1": [("inhabitant", "r01a")]}, order=["P1", "P2", "P3"]
    )
    assert not moves(s, "migrate")


def test_l589_l603_a_convoy_of_his_own_ship_carries_an_inhabitant_across_the_sea():
    regions = _neighbour("s")
    units = {"P1": [("inhabitant", "r01a"), ("ship", "r01a")]}
    s = g.position(players=3, regions=regions, units=units, order=["P1", "P2", "P3"])
    s = play(s, "migrate")
    inhabitant = next(k for k, u in enumerate(s.units) if u.owner == 0 and not u.ship and u.region == 1)
    s = play(s, "move_unit", unit=inhabitant, region=2, spot="")
    assert s.units[inhabitant].region == 2


def test_l597_migration_into_an_empty_building_of_the_same_region():
    regions = placed(3, [("r01a", (1, 0))])
    regions[0]["buildings"] = ["market"]
    s = g.position(
        players=3, regions=regions, units={"P1": [("inhabitant", "r01a")]}, order=["P1", "P2", "P3"]
    )
    s = play(s, "migrate")
    s = play(s, "move_unit", region=1, spot="market")
    assert controller(s, 1, "market") == 0  # l.641: the first to enter controls it


def test_l601_a_ship_leaves_its_port_for_a_neighbouring_region():
    regions = _neighbour("s")
    regions[0]["buildings"] = ["port"]
    s = g.position(
        players=3, regions=regions, units={"P1": [("ship", "r01a", "port")]}, order=["P1", "P2", "P3"]
    )
    s = play(s, "migrate")
    s = play(s, "move_unit", region=2, spot="")
    assert controller(s, 1, "port") == -1  # l.641: left, the port is nobody's


def test_l615_l625_building_pays_the_cost_and_occupies_the_builder():
    regions = placed(3, [("r01a", (1, 0))])
    cubes = dict(zip(RESOURCES, BUILD_COST["market"][0], strict=True))
    s = g.position(
        players=3,
        regions=regions,
        units={"P1": [("inhabitant", "r01a")]},
        seats={"P1": {"money": 10, "cubes": cubes}},
        order=["P1", "P2", "P3"],
    )
    s = play(s, "build", building="market", region=1)
    assert "market" in s.regions[1].buildings and s.units[0].spot == "market" and s.units[0].busy
    assert s.seats[0].money == 10 - BUILD_COST["market"][1] and sum(s.seats[0].cubes) == 0
    assert not moves(s, "build")  # one action per round


def test_l433_an_explorer_token_stands_in_for_a_missing_cube_of_a_cost():
    regions = placed(3, [("r01a", (1, 0))])
    cubes = dict(zip(RESOURCES, BUILD_COST["market"][0], strict=True))
    short = {r: max(0, n - 1) if n else 0 for r, n in cubes.items()}
    s = g.position(
        players=3,
        regions=regions,
        units={"P1": [("inhabitant", "r01a")]},
        seats={"P1": {"money": 10, "cubes": short, "tokens": 1}},
        order=["P1", "P2", "P3"],
    )
    missing = sum(cubes.values()) - sum(short.values())
    if missing == 1:
        s = play(s, "build", building="market", region=1)
        assert s.seats[0].tokens == 0
    else:
        assert not moves(s, "build", building="market")


def test_l631_l635_a_ship_is_built_by_a_free_inhabitant_who_stays_free():
    regions = placed(3, [("r01a", (1, 0))])
    cubes = dict(zip(RESOURCES, BUILD_COST["ship"][0], strict=True))
    s = g.position(
        players=3,
        regions=regions,
        units={"P1": [("inhabitant", "r01a")]},
        seats={"P1": {"money": 10, "cubes": cubes}},
        order=["P1", "P2", "P3"],
    )
    s = play(s, "build", building="ship", region=1)
    assert not s.units[0].busy and sum(1 for u in s.units if u.owner == 0 and u.ship and u.region == 1) == 1


def test_l617_one_building_of_each_kind_per_region():
    regions = placed(3, [("r01a", (1, 0))])
    regions[0]["buildings"] = ["market"]
    s = g.position(
        players=3,
        regions=regions,
        units={"P1": [("inhabitant", "r01a")]},
        seats={"P1": {"money": 20, "cubes": {"wood": 5, "stone": 5, "iron": 5}}},
        order=["P1", "P2", "P3"],
    )
    assert not moves(s, "build", building="market")
    assert moves(s, "build", building="church")


def test_l653_two_ports_are_used_once_each_for_1f_and_two_external_trades():
    regions = [
        {"face": "r01a", "cell": far(0), "buildings": ["port"]},
        {"face": "r05a", "cell": far(1), "buildings": ["port"]},
    ]
    units = {"P1": [("ship", "r01a", "port"), ("ship", "r05a", "port")]}
    s = g.position(
        players=3,
        regions=regions,
        units=units,
        external={"fish": 6, "wood": 6},
        seats={"P1": {"money": 30}},
        order=["P1", "P2", "P3"],
    )
    s = play(s, "use_port", region=1)
    assert s.step == "trading" and s.seats[0].wheel_coins == 1
    s = play(s, "trade", board="external", resource="fish", buy=True)
    s = play(s, "trade", board="external", resource="wood", buy=True)
    assert s.step == "round" and not moves(s, "use_port")  # one port or market per round
    s = play(s, "end_round")
    while s.current_player != 0:
        s = play(s, "end_round")
    s = play(s, "use_port", region=2)
    assert s.seats[0].wheel_coins == 2
    s = play(s, "stop")
    s = play(s, "end_round")
    while s.current_player != 0:
        s = play(s, "end_round")
    assert not moves(s, "use_port")  # l.653: each port once per Actions phase


def test_l729_wheel_coins_go_to_the_bank_and_discs_return_in_phase_6():
    regions = [{"face": "r01a", "cell": far(0), "buildings": ["port"]}]
    units = {"P1": [("ship", "r01a", "port"), ("inhabitant", "r01a"), ("inhabitant", "r01a")]}
    s = g.position(
        players=3,
        regions=regions,
        units=units,
        external={"fish": 6},
        seats={"P1": {"money": 5}},
        order=["P1", "P2", "P3"],
    )
    s = play(s, "use_port", region=1)
    s = play(s, "stop")
    s = play(s, "taxes")
    bank = s.bank_money
    while s.phase == "actions":
        s = play(s, "end_round")
    assert s.phase == "development" and s.seats[0].discs_used == 0 and s.seats[0].wheel_coins == 0
    assert s.bank_money == bank + 1


def test_l441_a_player_who_does_nothing_in_a_round_is_out_of_the_phase():
    s = g.position(players=3, order=["P1", "P2", "P3"], seats={"P1": {"money": 20}}, internal={"fish": 5})
    s = play(s, "end_round")
    assert s.seats[0].passed and s.current_player == 1
    s = play(s, "end_round")
    s = play(s, "end_round")
    assert s.phase == "development"
