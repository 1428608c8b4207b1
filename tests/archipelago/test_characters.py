"""The eight cards played since RULINGS A20 was rewritten: Pirate (l.1384), Pioneer (l.1390), Missionary
(l.1448), Spy (l.1454), Thief (l.1472), Barbarian (l.1478), Admiral (l.1502), Roads (l.1528)."""

from __future__ import annotations

import random

import pytest

from boardkit.core import Action, IllegalAction
from boardkit.games.archipelago import GAME as g
from boardkit.games.archipelago.board import controller, link
from boardkit.games.archipelago.catalog import CARD, FACE, OTHER_FACE, REGION_FACES, RESOURCES
from boardkit.games.archipelago.state import BOX

from .helpers import island, placed
from .test_actions import moves, play

WOOD, IRON, STONE, FISH = (RESOURCES.index(r) for r in ("wood", "iron", "stone", "fish"))
ORDER = ["P1", "P2", "P3"]


def row(terrains: str, r: int = 6) -> list[dict]:
    """Regions in a row far from the centre, cell (10 + n, r); the edge between the n-th and the next
    shows ``terrains[n]`` (s sea, f or m land)."""
    out: list[dict] = []
    used: set[int] = set()
    for n in range(len(terrains) + 1):
        west = terrains[n - 1] if n else None
        east = terrains[n] if n < len(terrains) else None
        for f in REGION_FACES:
            if f.hex in used:
                continue
            rot = next(
                (
                    rot
                    for rot in range(6)
                    if (west is None or f.edges[(3 - rot) % 6] == west)
                    and (east is None or f.edges[(0 - rot) % 6] == east)
                ),
                None,
            )
            if rot is not None:
                out.append({"face": f.id, "cell": (10 + n, r), "rot": rot})
                used.add(f.hex)
                break
        else:
            raise LookupError(terrains)
    return out


def unit_of(s, owner: int, ship: bool, region: int) -> int:
    return next(
        k for k, u in enumerate(s.units) if u.owner == owner and u.ship == ship and u.region == region
    )


def reach(s, k: int) -> set[int]:
    return {a["region"] for a in moves(s, "move_unit", unit=k) if not a["spot"]}


# --- Pirate ---------------------------------------------------------------------------------------


def _pirate_table(victim_cubes: dict[str, int]):
    regions = placed(3, [("r01a", (1, 0))])
    units = {"P1": [("ship", "r01a")], "P2": [("ship", "r01a")]}
    seats = {"P1": {"cards": ["pirate"]}, "P2": {"cubes": victim_cubes}}
    return g.position(players=3, regions=regions, units=units, order=ORDER, seats=seats)


def test_l1384_l1111_the_pirate_sinks_a_ship_beside_his_own_and_its_owner_chooses_the_cube():
    s = _pirate_table({"wood": 1, "iron": 2})
    prey = unit_of(s, 1, True, 1)
    s = play(s, "use_card", card="pirate")  # the only ship in reach is sunk at once (a forced move)
    assert s.seats[0].discs_used == 1  # l.812: the Pirate takes a disc
    assert s.units[prey].region == BOX  # l.1111: back to its owner's supply
    assert s.current_player == 1 and {a["resource"] for a in moves(s, "give")} == {"wood", "iron"}
    s = play(s, "give", resource="iron")
    assert s.seats[0].cubes[IRON] == 1 and s.seats[1].cubes[IRON] == 1
    assert s.current_player == 0 and s.step == "round"


def test_l1384_a_pirate_victim_with_no_cube_lifts_his_screen_and_gives_nothing():
    s = _pirate_table({})
    s = play(s, "use_card", card="pirate")
    assert s.units[unit_of(s, 0, True, 1)].region == 1 and not [
        u for u in s.units if u.owner == 1 and u.ship and u.region >= 0
    ]
    assert s.current_player == 0 and s.step == "round" and sum(s.seats[0].cubes) == 0


def test_l1384_no_pirate_without_an_opponent_ship_in_a_region_with_his_own():
    regions = placed(3, [("r01a", (1, 0)), ("r05a", (-1, 0))])
    units = {"P1": [("ship", "r01a")], "P2": [("ship", "r05a")]}
    s = g.position(players=3, regions=regions, units=units, order=ORDER, seats={"P1": {"cards": ["pirate"]}})
    assert not moves(s, "use_card", card="pirate")


# --- Thief ----------------------------------------------------------------------------------------


def _thief_table(victim_cubes: dict[str, int]):
    seats = {"P1": {"cards": ["thief"]}, "P2": {"cubes": victim_cubes}}
    return g.position(players=3, order=ORDER, seats=seats)


def test_l1472_the_thief_takes_the_cube_in_the_fist_he_names_and_never_sees_the_other():
    s = _thief_table({"wood": 1, "iron": 1})
    s = play(s, "use_card", card="thief")
    s = play(s, "rob", seat=1)
    assert s.current_player == 1
    assert {(a["left"], a["right"]) for a in moves(s, "fists")} == {("wood", "iron"), ("iron", "wood")}
    s = play(s, "fists", left="iron", right="wood")
    assert s.current_player == 0 and s.step == "hand"
    assert g.view(s, 0)["seats"][1]["fists"] == []  # the fists stay closed to the Thief
    assert g.view(s, 1)["seats"][1]["fists"] == ["iron", "wood"]
    assert "iron" not in s.log[-1].text  # a secret move: the log does not name the cubes
    s = play(s, "take_hand", hand="left")
    assert s.seats[0].cubes[IRON] == 1 and s.seats[1].cubes == (1, 0, 0, 0, 0, 0)
    assert s.seats[1].fists == () and s.step == "round"


def test_l1472_the_thiefs_bot_draws_the_closed_fists_again():
    s = _thief_table({"wood": 2, "iron": 2})
    s = play(s, "use_card", card="thief")
    s = play(s, "rob", seat=1)
    s = play(s, "fists", left="iron", right="iron")
    seen = {g.determinize(s, 0, random.Random(n)).seats[1].fists for n in range(30)}
    assert len(seen) > 1  # resampled among the pairs P2 could have hidden


def test_l1129_a_thief_victim_with_one_cube_may_leave_the_named_fist_empty():
    s = _thief_table({"wood": 1})
    s = play(s, "use_card", card="thief")
    s = play(s, "rob", seat=1)
    assert {(a["left"], a["right"]) for a in moves(s, "fists")} == {("wood", ""), ("", "wood")}
    s = play(s, "fists", left="", right="wood")
    s = play(s, "take_hand", hand="left")
    assert s.seats[0].cubes[WOOD] == 0 and s.seats[1].cubes[WOOD] == 1


def test_l1129_a_thief_victim_with_no_cube_lifts_his_screen():
    s = _thief_table({})
    s = play(s, "use_card", card="thief")
    s = play(s, "rob", seat=1)
    assert s.current_player == 0 and s.step == "round"


# --- Spy ------------------------------------------------------------------------------------------


def test_l1454_the_spy_shows_one_players_objective_to_its_user_alone():
    s = g.position(players=3, order=ORDER, seats={"P2": {"cards": ["spy"]}, "P1": {"money": 5}})
    assert CARD["spy"].use == "any"  # RULINGS A42: "including the player with the Spy card"
    s = play(s, "use_card", card="spy")
    assert s.seats[0].money == 5 - (CARD["spy"].money + 1)  # l.822: a non-owner pays the owner + 1
    s = play(s, "spy_on", seat=1)  # the Spy's owner himself
    target = s.seats[1].objectives
    assert [x["objective"] for x in g.view(s, 0)["seats"][0]["seen_objectives"]] == list(target)
    assert g.view(s, 2)["seats"][0]["seen_objectives"] == []  # nobody else learns it
    assert all(o is None for o in g.view(s, 0)["seats"][2]["objectives"])
    for n in range(20):  # the user's bot keeps what he saw where it is
        assert g.determinize(s, 0, random.Random(n)).seats[1].objectives == target


def test_l1454_the_spy_is_not_offered_when_every_other_objective_is_seen():
    s = g.position(players=2, order=["P1", "P2"], seats={"P1": {"cards": ["spy"]}})
    s = play(s, "use_card", card="spy")  # one other seat: looked at at once
    assert s.seats[0].seen == tuple((1, o) for o in s.seats[1].objectives) and not moves(s, "use_card")


# --- Barbarian ------------------------------------------------------------------------------------


def test_l1478_l1069_the_barbarian_plunders_every_free_icon_even_under_a_city_and_marks_it():
    regions = placed(3, [("r05a", (1, 0))])  # wood x3, stone
    regions[0]["buildings"] = ["city"]
    units = {"P1": [("inhabitant", "r05a")], "P2": [("inhabitant", "r05a", "city")]}
    s = g.position(
        players=3, regions=regions, units=units, order=ORDER, seats={"P1": {"cards": ["barbarian"]}}
    )
    bank = s.bank_money
    s = play(s, "use_card", card="barbarian")  # one region to occupy: at once; l.1069: cities do not protect
    assert s.seats[0].cubes[WOOD] == 3 and s.seats[0].cubes[STONE] == 1
    assert len(s.plundered) == 4 and s.bank_money == bank - 4 - CARD["barbarian"].money
    s = play(s, "end_round")
    # P2 controls the city, but the coins stay: no icon there can be harvested any more
    while s.current_player != 1:
        s = play(s, "end_round")
    assert not moves(s, "harvest")


def test_l1478_the_barbarian_needs_an_active_unoccupied_inhabitant_of_the_user():
    regions = placed(3, [("r05a", (1, 0))])
    units = {"P1": [("inhabitant", "r05a", "striking")], "P2": [("inhabitant", "r05a")]}
    s = g.position(
        players=3, regions=regions, units=units, order=ORDER, seats={"P1": {"cards": ["barbarian"]}}
    )
    assert not moves(s, "use_card", card="barbarian")  # RULINGS A43: the user's own inhabitant


# --- Pioneer and Missionary -----------------------------------------------------------------------


def _explorer_table(card: str, huts: bool = False):
    regions = island(3, 2)
    placed_hexes = {FACE[r["face"]].hex for r in regions}
    hex_top = next(  # a hex not on the table, both of whose faces have a hut when ``huts``
        f.id
        for f in REGION_FACES
        if f.hex not in placed_hexes and (not huts or all(FACE[x].huts for x in (f.id, OTHER_FACE[f.id])))
    )
    units = {"P1": [("ship", "open_sea"), ("inhabitant", regions[0]["face"])]}
    return g.position(
        players=3, regions=regions, units=units, order=ORDER, hex_top=hex_top, seats={"P1": {"cards": [card]}}
    )


def test_l1390_the_pioneer_takes_three_hexes_keeps_one_and_discards_the_others():
    s = _explorer_table("pioneer")
    top3 = s.hex_stack[:3]
    s = play(s, "use_card", card="pioneer")
    s = play(s, "explore")
    assert s.step == "hex_choice" and s.hex_choice == top3 and not moves(s, "reject_hex")
    s = play(s, "choose_hex", face=top3[1])
    assert s.drawn == top3[1] and set(s.hex_discard) >= {top3[0], top3[2]}
    assert s.step in ("place",) and moves(s, "place_region") + moves(s, "explore_fail")


def test_l1390_the_pioneer_is_offered_only_while_the_exploration_is_still_to_come():
    s = _explorer_table("pioneer")
    s = play(s, "taxes")
    assert not moves(s, "use_card", card="pioneer")  # RULINGS A41


def test_l1448_the_missionary_turns_one_hut_into_an_active_inhabitant():
    s = _explorer_table("missionary", huts=True)
    s = play(s, "use_card", card="missionary")
    s = play(s, "explore")
    s = play(s, "keep_hex")
    labor, population = s.labor, s.population
    s = play(s, "place_region")
    if s.step == "enter":
        s = play(s, "enter")
    new = len(s.regions) - 1
    assert s.labor == labor and s.population == population + 1  # the hut gave a man, not labor
    mine = [u for u in s.units if u.owner == 0 and not u.ship and u.region == new and not u.lying]
    assert mine


# --- Admiral, Roads, relay convoys ------------------------------------------------------------------


def test_l1502_the_admirals_ships_sail_up_to_three_regions():
    regions = row("sss")
    s = g.position(
        players=3,
        regions=regions,
        units={"P1": [("ship", regions[0]["face"])]},
        order=ORDER,
        seats={"P1": {"cards": ["admiral"]}},
    )
    ship = unit_of(s, 0, True, 1)
    assert reach(play(s, "migrate"), ship) == {2}
    s = play(s, "use_card", card="admiral")
    s = play(s, "migrate")
    assert reach(s, ship) == {2, 3, 4}


def test_l1528_roads_let_an_inhabitant_walk_one_region_further():
    regions = row("ff")
    s = g.position(
        players=3,
        regions=regions,
        units={"P1": [("inhabitant", regions[0]["face"])]},
        order=ORDER,
        seats={"P1": {"cards": ["roads"]}},
    )
    k = unit_of(s, 0, False, 1)
    assert link(s, 1, 2) == "f" and link(s, 2, 3) == "f"
    assert reach(play(s, "migrate"), k) == {2}
    s = play(s, "use_card", card="roads")
    s = play(s, "migrate")
    assert reach(s, k) == {2, 3}


def test_l593_l602_a_relay_convoy_carries_an_inhabitant_across_two_seas_on_two_ships():
    regions = row("ss")
    a, b = regions[0]["face"], regions[1]["face"]
    units = {"P1": [("inhabitant", a), ("ship", a), ("ship", b)]}
    s = g.position(players=3, regions=regions, units=units, order=ORDER)
    k = unit_of(s, 0, False, 1)
    s = play(s, "migrate")
    assert reach(s, k) == {2, 3}
    s = play(s, "move_unit", unit=k, region=3, spot="")
    assert s.units[k].region == 3


def test_l593_one_ship_carries_an_inhabitant_across_one_sea_only():
    regions = row("ss")
    units = {"P1": [("inhabitant", regions[0]["face"]), ("ship", regions[1]["face"])]}
    s = g.position(players=3, regions=regions, units=units, order=ORDER)
    s = play(s, "migrate")
    assert reach(s, unit_of(s, 0, False, 1)) == {2}  # RULINGS A36: a different ship for each crossing


def test_l583_an_inhabitant_in_a_convoy_never_ends_on_the_open_sea():
    regions = placed(3, [("r01a", (1, 0))])
    units = {"P1": [("inhabitant", "r01a"), ("ship", "r01a")]}
    s = g.position(players=3, regions=regions, units=units, order=ORDER)
    assert link(s, 0, 1) == "s"
    s = play(s, "migrate")
    assert 0 not in reach(s, unit_of(s, 0, False, 1))


# --- the city's eviction of a striker --------------------------------------------------------------


def test_l715_a_city_holder_evicts_a_striker_from_the_port_and_controls_it():
    from boardkit.games.archipelago import flow

    regions = placed(3, [("r01a", (1, 0))])
    regions[0]["buildings"] = ["city", "port"]
    units = {"P1": [("inhabitant", "r01a", "city")], "P2": [("inhabitant", "r01a", "port")]}
    s = g.position(
        players=3, regions=regions, units=units, order=ORDER, seats={"P1": {"cubes": {"stone": 1}}}
    ).copy()
    s.resume = "actions"
    flow.start_crisis(s, {"kind": "internal", "resource": "stone", "per": 1, "red": False})
    s = play(s, "supply", source="screen")  # raises P1's city dweller first (RULINGS A8)
    s = play(s, "done")
    while s.phase == "crisis" and s.step == "internal":
        s = play(s, "done")
    assert s.step == "evict" and s.current_player == 0
    striker = unit_of(s, 1, False, 1)
    assert controller(s, 1, "port") == 0  # a striker controls nothing; the city does
    s = play(s, "evict", unit=striker)
    assert s.units[striker].spot == "" and s.units[striker].lying and s.units[striker].region == 1
    assert s.phase == "actions"


def test_l715_eviction_is_the_city_holders_choice():
    from boardkit.games.archipelago import flow

    regions = placed(3, [("r01a", (1, 0))])
    regions[0]["buildings"] = ["city", "market"]
    units = {"P1": [("inhabitant", "r01a", "city")], "P2": [("inhabitant", "r01a", "market")]}
    s = g.position(
        players=3, regions=regions, units=units, order=ORDER, seats={"P1": {"cubes": {"stone": 1}}}
    ).copy()
    s.resume = "actions"
    flow.start_crisis(s, {"kind": "internal", "resource": "stone", "per": 1, "red": False})
    s = play(s, "supply", source="screen")
    while s.step == "internal":
        s = play(s, "done")
    s = play(s, "done")  # P1 lets the striker stay
    assert s.units[unit_of(s, 1, False, 1)].spot == "market" and s.phase == "actions"
    with pytest.raises(IllegalAction):
        g.apply(s, Action("evict", 0, unit=unit_of(s, 1, False, 1)))
