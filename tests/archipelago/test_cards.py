"""Using development cards (l.796-862) and building wonders (l.866-882)."""

from __future__ import annotations

import pytest

from boardkit.core import Action, IllegalAction
from boardkit.games.archipelago import GAME as g
from boardkit.games.archipelago.catalog import CARD, RESOURCES

from .helpers import far, placed
from .test_actions import moves, play

WOOD = RESOURCES.index("wood")


def test_l806_using_another_players_sawmill_costs_2f_paid_to_him_and_doubles_the_wood():
    regions = placed(3, [("r05a", (1, 0))])  # three wood icons
    units = {"P1": [("inhabitant", "r05a")] * 3}
    s = g.position(
        players=3,
        regions=regions,
        units=units,
        order=["P1", "P2", "P3"],
        seats={"P1": {"money": 5}, "P2": {"money": 0, "cards": ["sawmill"]}},
    )
    s = play(s, "use_card", card="sawmill")
    assert s.seats[0].money == 3 and s.seats[1].money == 2  # l.822: the cost 1f + 1f to the owner
    s = play(s, "harvest", resource="wood", count=3)
    assert s.seats[0].cubes[WOOD] == 6
    assert CARD["sawmill"].index in s.seats[1].rotated  # turned: B cannot use it before the release


def test_l818_an_owner_only_card_is_used_by_its_owner_alone():
    s = g.position(players=3, order=["P1", "P2", "P3"], seats={"P2": {"cards": ["amphitheatre"]}})
    assert CARD["amphitheatre"].use == "owner"
    assert not moves(s, "use_card")
    with pytest.raises(IllegalAction):
        g.apply(s, Action("use_card", 0, card="amphitheatre", option=0))


def test_l812_the_pirate_is_owner_only_and_takes_one_disc():
    assert CARD["pirate"].use == "owner" and CARD["pirate"].discs == 1


def test_l800_a_card_is_used_once_until_the_release():
    regions = placed(3, [("r01a", (1, 0))])
    units = {"P1": [("inhabitant", "r01a")] * 2}
    s = g.position(
        players=3,
        regions=regions,
        units=units,
        order=["P1", "P2", "P3"],
        rebellion=1,
        seats={"P1": {"cards": ["amphitheatre"]}},
    )
    s = play(s, "use_card", card="amphitheatre")
    assert s.rebellion == 0 and s.seats[0].money == 12  # l.1055: 2f and rebellion -1
    assert not moves(s, "use_card")


@pytest.mark.parametrize(("churches", "drop"), [(0, 1), (2, 1), (3, 2), (4, 2), (5, 3), (6, 3)])
def test_l1061_l1065_the_archbishop_lowers_rebellion_by_the_churches_on_the_archipelago(churches, drop):
    faces = ["r01a", "r02a", "r03a", "r04a", "r05a", "r06a"][: max(0, churches - 1)]
    regions = [{"face": f, "cell": far(i), "buildings": ["church"]} for i, f in enumerate(["r09a", *faces])]
    if not churches:
        regions[0]["buildings"] = []
    units = {"P2": [("inhabitant", "r09a")] * 3}
    s = g.position(
        players=3,
        regions=regions,
        units=units,
        order=["P1", "P2", "P3"],
        rebellion=3,
        seats={"P1": {"cards": ["archbishop"]}},
    )
    s = play(s, "use_card", card="archbishop")
    assert s.rebellion == 3 - drop


def test_l882_building_the_great_lighthouse():
    regions = [
        {"face": "r01a", "cell": far(0), "buildings": ["port"]},
        {"face": "r05a", "cell": far(1), "buildings": ["port"]},
    ]
    units = {
        "P1": [("inhabitant", "r01a", "port"), ("inhabitant", "r01a")],
        "P2": [("ship", "r05a", "port"), ("inhabitant", "r05a")],
    }
    s = g.position(
        players=3,
        regions=regions,
        units=units,
        order=["P1", "P2", "P3"],
        seats={"P1": {"cards": ["great_lighthouse"], "cubes": {"iron": 1, "stone": 2}}},
    )
    pop = s.population
    wonder = next(a for a in moves(s, "build_wonder") if a["unit"] == 1)
    s = g.apply(s, wonder)
    assert s.population == pop - 1 and s.units[1].region == -2  # l.874
    assert s.seats[0].discs_used == 1 and s.seats[0].cubes == (0,) * 6
    ships = [sum(1 for u in s.units if u.owner == q and u.ship and u.region >= 0) for q in range(3)]
    assert ships == [1, 2, 0]  # one more ship where each controls a port (l.1101)
    assert g.score_rows(s)[0]["wonders"] == 1


def test_l882_no_great_lighthouse_without_a_controlled_port():
    regions = [{"face": "r01a", "cell": far(0)}]
    s = g.position(
        players=3,
        regions=regions,
        units={"P1": [("inhabitant", "r01a")]},
        order=["P1", "P2", "P3"],
        seats={"P1": {"cards": ["great_lighthouse"], "cubes": {"iron": 1, "stone": 2}}},
    )
    assert not moves(s, "build_wonder")


def test_l1442_the_recruiter_hires_one_worker_without_a_disc():
    regions = placed(3, [("r01a", (1, 0))])
    s = g.position(
        players=3,
        regions=regions,
        units={"P1": [("ship", "r01a")]},
        labor=5,
        order=["P1", "P2", "P3"],
        seats={"P1": {"cards": ["recruiter"], "money": 10}},
    )
    s = play(s, "use_card", card="recruiter")
    s = play(s, "recruit", region=1) if s.step == "recruiting" else s
    assert s.population == 1 and s.seats[0].discs_used == 0
    assert s.step == "round"


def test_l1436_l1490_king_and_queen_add_to_the_bid():
    from boardkit.games.archipelago.phase_order import bonus

    s = g.position(players=3, seats={"P1": {"cards": ["king", "queen"]}})
    assert bonus(s, 0) == 5 and bonus(s, 1) == 0


def test_l1402_the_assassin_removes_an_opponents_character_for_its_minimum_cost():
    s = g.position(
        players=3,
        order=["P1", "P2", "P3"],
        seats={"P1": {"cards": ["assassin"], "money": 10}, "P2": {"cards": ["king"]}},
    )
    s = play(s, "use_card", card="assassin")  # the King is the only target: core plays the pick
    assert s.seats[1].cards == () and CARD["king"].index in s.dev_discard
    assert s.seats[0].money == 10 - CARD["assassin"].money - CARD["king"].min_price


def test_l1378_the_researcher_turns_up_five_cards_and_may_buy_one_progress_card_at_its_minimum_cost():
    s = g.position(
        players=3,
        order=["P1", "P2", "P3"],
        seats={"P1": {"cards": ["researcher"], "money": 20}},
        deck_top=["sawmill", "king", "farm", "pope", "roads"],
    )
    deck_left = len(s.deck) - 5
    s = play(s, "use_card", card="researcher")
    assert s.step == "pick" and {a["card"] for a in moves(s, "pick_card")} == {"sawmill", "farm", "roads"}
    money = s.seats[0].money
    s = play(s, "pick_card", card="farm")
    assert CARD["farm"].index in s.seats[0].cards and s.seats[0].money == money - CARD["farm"].min_price
    assert {CARD[c].index for c in ("sawmill", "king", "pope", "roads")} <= set(s.dev_discard)
    assert len(s.deck) == deck_left and s.shown == ()


def test_l1430_the_scout_gives_one_more_exploration_without_a_disc():
    regions = placed(3, [("r01a", (1, 0)), ("r05a", (-1, 0))])
    s = g.position(
        players=3,
        regions=regions,
        units={"P1": [("ship", "r01a"), ("inhabitant", "r01a")]},
        order=["P1", "P2", "P3"],
        seats={"P1": {"cards": ["scout"]}},
    )
    s = play(s, "use_card", card="scout")
    assert s.step == "hex" and s.seats[0].discs_used == 0 and s.drawn


def test_l1420_the_false_prophet_moves_one_inhabitant_per_controlled_church():
    from .test_actions import _neighbour

    regions = _neighbour("f")  # r01a and a region it touches by land
    regions[0]["buildings"] = ["church"]
    units = {"P1": [("inhabitant", "r01a", "church"), ("inhabitant", "r01a"), ("inhabitant", "r01a")]}
    s = g.position(
        players=3,
        regions=regions,
        units=units,
        order=["P1", "P2", "P3"],
        seats={"P1": {"cards": ["false_prophet"]}},
    )
    s = play(s, "use_card", card="false_prophet")
    assert s.step == "migrating" and s.counter == 1
    s = g.apply(s, next(a for a in g.legal_actions(s) if a.kind == "move_unit"))
    assert s.step == "round"  # one church, one move
