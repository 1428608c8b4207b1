"""Village actions (l.196, l.364-366, l.582-593, l.912-921), buying (l.605-631) and investing (l.701-715)."""

from __future__ import annotations

from boardkit.games.maracaibo.main import village_count

from .helpers import G, moves, play, seat


def _village(steps: int, **desc):
    desc.setdefault("plan", [])  # no card from the first decisions in the planning area
    return G.position(players=2, phase="main", steps=steps, seats={"P1": {"ship": "Samana", **desc}})


def test_l196_village_actions_by_moves_1_to_3_one_4_to_6_two_7_three():
    assert [village_count(m, False) for m in range(1, 8)] == [1, 1, 1, 2, 2, 2, 3]
    s = play(_village(7), "villages")
    assert s.phase == "village" and s.village_left == 3


def test_l557_the_upgrade_gives_1_2_2_2_3_3_3():
    assert [village_count(m, True) for m in range(1, 8)] == [1, 2, 2, 2, 3, 3, 3]
    s = play(_village(2, upgrades=["villages"]), "villages")
    assert s.village_left == 2


def test_l364_the_same_village_action_may_repeat():
    s = play(_village(7, doubloons=0), "villages")
    for _ in range(3):
        s = play(s, "vaction", what="doubloon")
    assert seat(s).doubloons == 3 and s.phase == "main" and s.main_done


def test_l615_buy_from_hand_or_planning_area_paying_the_cost():
    s = play(_village(1, hand=["Trading post"], plan=["Navigator"], doubloons=5), "villages")
    cards = {a["card"] for a in moves(s, "buy")}
    assert cards == {seat(s).hand[0], seat(s).plan[0]}
    s = play(s, "buy", card=seat(s).plan[0])
    assert seat(s).doubloons == 3 and len(seat(s).bought) == 1 and not seat(s).plan


def test_l621_too_expensive_cards_are_not_offered_and_discounts_help():
    s = play(_village(1, hand=["Plantation"], doubloons=4), "villages")
    assert not moves(s, "buy")
    s = play(_village(1, hand=["Rum distillery"], bought=["Market broker"], doubloons=3), "villages")
    s = play(s, "buy", card=seat(s).hand[0])
    assert seat(s).doubloons == 0  # 4 - 1 discount (l.878)


def test_l629_an_assistant_card_needs_a_sailor_who_goes_to_its_location():
    s = play(_village(1, hand=["Smuggler's cove"], sailors=0, doubloons=9), "villages")
    assert not moves(s, "buy")
    s = play(_village(1, hand=["Smuggler's cove"], sailors=1, doubloons=9), "villages")
    s = play(s, "buy", card=seat(s).hand[0])
    assert seat(s).assistants == (("4", seat(s).bought[0]),) and seat(s).sailors == 0


def test_l1103_three_medicinal_plants_are_discarded_for_the_plantation():
    hand = ["Plantation", "Quartermaster", "Quartermaster", "Herbalist"]
    s = play(_village(1, hand=hand, doubloons=5), "villages")
    (plantation,) = [a for a in moves(s, "buy") if G.describe(a) == "buy Plantation"]
    plants = [c for c in seat(s).hand if c != plantation["card"]]
    s = G.apply(s, plantation)
    assert set(plants) <= set(s.discard) and seat(s).vincome == 2 and seat(s).bought == (plantation["card"],)


def test_l1107_a_nation_card_needs_three_of_its_markers_on_the_map():
    s = play(_village(1, hand=["Envoy to Spain"], doubloons=5), "villages")
    assert not moves(s, "buy")  # 2 players: Spain has 1 marker on the map (l.89)
    s = G.position(
        players=2, phase="main", steps=1, owners={"Maracaibo": "spain", "Port Royal": "spain"},
        seats={"P1": {"ship": "Samana", "hand": ["Envoy to Spain"], "doubloons": 5}},
    )  # fmt: skip
    s = play(play(s, "villages"), "buy", card=seat(s).hand[0])
    assert seat(s).influence[2] == 2


def test_l711_invest_pays_a_sailor_and_the_first_investor_takes_2_vp():
    s = play(_village(4, doubloons=20, vp=0), "villages")
    building = s.buildings[0]
    s = play(s, "invest", building=building)
    assert seat(s).buildings == (building,) and seat(s).vp == 2 and seat(s).sailors == 1
    assert len(seat(s).synergy) == 1
    assert not [a for a in moves(s, "invest") if a["building"] == building]  # once per building (l.713)


def test_l661_conditional_income_counts_once_the_synergy_token_arrives():
    s = play(_village(4, hand=["Herbalist"], doubloons=9), "villages")
    s = play(s, "buy", card=seat(s).hand[0])
    assert seat(s).synergy == ("herbs",) and seat(s).dincome == 10


def test_l675_doubloon_income_past_34_raises_vp_income():
    s = play(_village(1, hand=["Trading post"], dincome=33, doubloons=9), "villages")
    s = play(s, "buy", card=seat(s).hand[0])
    assert seat(s).dincome == 34 and seat(s).vincome == 1


def test_l679_vp_income_reaching_20_pays_20_per_scoring_left_and_restarts():
    s = play(_village(1, hand=["Rum distillery"], vincome=19, doubloons=9, vp=0), "villages")
    s = play(s, "buy", card=seat(s).hand[0])
    assert seat(s).vincome == 0 and seat(s).vp == 20 * 4  # round 1: three interim scorings and the final


def test_l586_and_l587_upgrade_village_actions():
    s = play(
        _village(
            4,
            upgrades=["combat_coin", "goods_vp"],
            hand=["Trading post", "Trading post", "Market broker"],
            doubloons=0,
            combat=1,
            vp=0,
        ),
        "villages",
    )
    s = play(s, "vaction", what="combat_coin")
    assert seat(s).combat == 2 and seat(s).doubloons == 1
    s = play(s, "vaction", what="goods_vp", choice="sugar")
    assert seat(s).hand == () and seat(s).doubloons == 3 and seat(s).vp == 2


def test_l593_marker_village_action_only_in_a_village_without_markers():
    s = play(_village(1, upgrades=["combat_coin", "hand", "coins", "vp3", "marker"], doubloons=0), "villages")
    s = play(s, "vaction", what="marker", choice="england")
    assert dict(s.owners)["4"] == 1 and seat(s).influence[1] == 1 and seat(s).doubloons == 1


def test_l914_a_last_village_action_ends_the_village_actions():
    s = play(
        _village(7, bought=["Treasure hunters"], hand=["Envoy to Spain", "Fort garrison"], vp=0), "villages"
    )
    s = play(s, "vaction", what="treasure2")
    assert s.village_left == 0 and seat(s).vp == 2 and s.phase == "choose"  # then 1-2 explorer steps
    s = play(s, "choose", option="2")
    assert seat(s).explorer == 2 and s.stack == ()  # back in phase B (or C: "finish" was the only move left)


def test_l921_two_identical_goods_for_4_doubloons():
    s = play(_village(1, bought=["Goods exchange"], hand=["Rum distillery"] * 2, doubloons=0), "villages")
    s = play(s, "vaction", what="goods2", choice="tobacco")
    assert seat(s).doubloons == 4 and seat(s).hand == ()


def test_l408_no_village_actions_in_cities():
    s = G.position(players=2, phase="main", steps=3, seats={"P1": {"ship": "Puerto Plata"}})
    assert not moves(s, "villages")
