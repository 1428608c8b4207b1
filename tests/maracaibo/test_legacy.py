"""Legacy tiles with the effects the rulebook gives (l.1218-1240), as the campaign brings them in."""

from __future__ import annotations

from boardkit.games.maracaibo import story

from .helpers import G, moves, play, seat


def _with(legacy: tuple[str, ...], phase: str = "sail", steps: int = 0, **desc):
    s = G.position(players=3, seed=4, campaign=True, phase="sail", seats={"P1": desc}).copy()
    s.legacy = legacy
    s.legacy_discs = tuple((t, ()) for t in legacy if t in ("L10", "L11"))
    s.phase, s.steps = phase, steps
    s._legal = None
    G.check_state(s)
    return s


def test_l1220_a_difficult_route_costs_3_movement_points_and_they_count_as_moves():
    s = _with(("L2",), ship="Port Royal")  # L2 lies on the route from Cartagena (14) to 15 (designed)
    routes = {a["route"] for a in moves(s, "sail")}
    assert ("14", "15", "16", "17", "19") in routes  # 1 + 3 + 1 + 1 + 1 = 7 points
    assert ("14", "15", "16", "17", "19", "20") not in routes  # 8 points: too far (l.1220)
    s = play(s, "sail", route=("14", "15"))
    assert s.steps == 4  # the points spent count as the moves (RULINGS A44)


def test_l1230_the_plague_leaves_no_city_action_in_cartagena():
    s = _with(("L3",), phase="main", steps=2, ship="Cartagena", hand=["Rum distillery"])
    assert not moves(s, "deliver") and not moves(s, "expedition")


def test_l1222_the_silver_fleet_for_10_then_11_with_3_influence_and_8_doubloons():
    s = G.position(players=3, seed=4, campaign=True, phase="main", steps=5, next_token=13,
                   seats={"P1": {"ship": "Santo Domingo", "combat": 8, "doubloons": 0}}).copy()  # fmt: skip
    s.legacy = ("L6",)
    s._legal = None
    s = play(play(s, "combat", pile=0), "aggressor", nation="france")  # token 13: France 8
    assert not [a for a in moves(s, "maneuver") if a["what"] == "silver_fleet"]
    s = play(play(s, "boost", source="ship"), "boost", source="ship")
    s = play(s, "maneuver", what="silver_fleet", target="L6:1")
    assert dict(s.owners)["L6:1"] == 0 and seat(s).influence[0] == 3
    assert seat(s).doubloons == 2 + 8  # the token's 2 for fighting for France, then the fleet's 8
    assert s.combat.value == 0


def test_l1240_the_gold_mine_needs_the_explorer_at_space_5():
    def combat(explorer):
        s = G.position(players=3, seed=4, campaign=True, phase="main", steps=5, next_token=13,
                       seats={"P1": {"ship": "Santo Domingo", "explorer": explorer}}).copy()  # fmt: skip
        s.legacy = ("L9",)
        s._legal = None
        return play(play(s, "combat", pile=0), "aggressor", nation="france")

    assert not [a for a in moves(combat(4), "maneuver") if a["what"] == "gold_mine"]
    s = combat(5)
    d = seat(s).doubloons
    s = play(s, "maneuver", what="gold_mine", target="L9")
    assert dict(s.owners)["L9"] == 0 and seat(s).doubloons == d + 12


def test_l1236_sailing_past_l11_costs_2_doubloons_or_ends_there():
    s = _with(("L11",), ship="Bocas del Toro", doubloons=5)
    s = play(s, "sail", route=("17", "19"))
    assert seat(s).doubloons == 3
    s = _with(("L11",), ship="Bocas del Toro", doubloons=1)
    routes = {a["route"] for a in moves(s, "sail")}
    assert ("17",) in routes and ("17", "19") not in routes and ("18", "19") in routes


def test_l1218_l1_makes_puerto_cabezas_a_city_deliver_then_its_quest_which_is_refilled():
    s = G.position(
        players=3,
        seed=4,
        campaign=True,
        quests={"Puerto Cabezas": None},
        quest_top=0,
        seats={"P1": {"ship": "Bocas del Toro", "hand": ["Smuggler's cove", "Recruiter"], "combat": 2}},
    )
    s = s.copy()  # fmt: skip
    story.instruction(s, ["legacy", "L1"])  # as story card 2's back puts it in play: a quest at once
    s._legal = None
    G.check_state(s)
    assert dict(s.quests_at)["18"] == 0  # the l.384 quest: 1 combat point
    s = play(s, "sail", route=("18",))
    assert not moves(s, "villages")
    s = play(s, "deliver", card=seat(s).hand[0], space="hand")
    s = play(s, "quest")
    assert seat(s).quests == (0,) and "18" in dict(s.quests_at)  # a new tile on the quest space


def _new_cities(explorer: int, **desc):
    s = G.position(players=3, seed=4, campaign=True, seats={"P1": {"explorer": explorer, **desc}}).copy()
    s.legacy = ("L4", "L7")
    s._legal = None
    G.check_state(s)
    return s


def test_l1232_l4_only_past_space_4_three_points_each_way_deliver_then_two_village_actions_and_5_vp():
    s = _new_cities(4, ship="St. Kitts")
    assert not [a for a in moves(s, "sail") if "L4" in a["route"]]
    s = _new_cities(5, ship="St. Kitts", sailors=1, vp=0)
    ways = {a["route"] for a in moves(s, "sail")}
    assert (
        ("L4",) in ways and ("L4", "8", "9") in ways and ("L4", "8", "9", "11") not in ways
    )  # 3 + 3 + 1 = 7
    s = play(s, "sail", route=("L4",))
    assert s.steps == 3
    s = play(s, "town")
    assert s.phase == "village" and s.village_left == 2
    s = play(play(s, "vaction", what="doubloon"), "vaction", what="doubloon")
    s = play(s, "choose", option="return")
    assert seat(s).vp == 5 and seat(s).sailors == 0


def test_l1238_l7_from_space_11_gives_3_ship_combat_points_and_a_combat():
    s = _new_cities(10, ship="Bocas del Toro")
    assert not [a for a in moves(s, "sail") if "L7" in a["route"]]
    s = _new_cities(11, ship="Bocas del Toro", combat=0)
    s = play(s, "sail", route=("L7",))
    s = play(s, "town")
    assert (
        seat(s).combat == 3
        and s.phase == "choose"
        and {a["option"] for a in moves(s, "choose")} == {"0", "1"}
    )
    s = play(s, "choose", option="0")
    assert s.phase == "combat"


def test_l1200_a_quest_reward_removes_a_skull_tile_and_l3_gives_cartagena_a_new_city_tile():
    s = _with(("L3", "L20"))
    s = s.copy()
    s.city_tiles = tuple(t for t in s.city_tiles if t[0] != "14")
    story.remove_skull(s)
    assert s.legacy == ("L20",) and "14" in dict(s.city_tiles)
    story.remove_skull(s)
    assert s.legacy == ()


def test_l839_with_two_players_l11_enters_with_a_disc_from_the_box_solo_with_two():
    for players, discs in ((1, (-1, -1)), (2, (-1,)), (3, ())):
        s = G.position(players=players, seed=4, campaign=True).copy()
        story.instruction(s, ["legacy", "L11"])
        assert dict(s.legacy_discs)["L11"] == discs
        G.check_state(s)


def _disc_tile(tile: str, ship: str, **desc):
    s = G.position(
        players=3, seed=4, campaign=True, phase="sail", seats={"P1": {"ship": ship, **desc}}
    ).copy()
    story.instruction(s, ["legacy", tile])
    s._legal = None
    G.check_state(s)
    return s


def test_l1224_l12_to_l17_are_disc_tiles_at_designed_places_with_designed_costs():
    from boardkit.games.maracaibo.components import LEGACY

    for n in range(12, 18):
        rec = LEGACY[f"L{n}"]
        assert rec["effect"] in ("discs", "discs_toll") and rec["spaces"] >= 1 and rec["source"] == "l.1224"
        assert rec["cost"] and {"location", "cost", "reward", "spaces"} <= set(rec["assumed"])
    assert LEGACY["L10"]["cost"] == [], "l.1224: for L10 you pay nothing"


def test_l1224_l12_pay_its_cost_take_its_reward_and_move_a_disc_onto_it():
    s = _disc_tile("L12", "Matanzas", combat=2, vp=0)  # L12 lies at Baracoa (2), costs 1 ship combat point
    s = play(s, "sail", route=("2",))
    assert s.phase == "choose" and s.pending[0][0] == "legacy_disc"
    disc = next(a for a in moves(s, "choose") if a["option"] != "skip")
    before = sum(seat(s).discs)
    s = G.apply(s, disc)
    assert seat(s).combat == 1 and seat(s).vp == 3 and sum(seat(s).discs) == before - 1
    assert dict(s.legacy_discs)["L12"] == (0,)


def test_l1224_who_cannot_pay_the_tiles_cost_may_only_pass_it_by():
    s = _disc_tile("L13", "Santo Domingo", doubloons=1)  # L13 lies at San Juan (6), costs 2 doubloons
    s = play(s, "sail", route=("6",))
    assert s.phase != "choose" or [a["option"] for a in moves(s, "choose")] == ["skip"]
    assert not dict(s.legacy_discs)["L13"]


def test_l1224_a_full_disc_tile_offers_nothing_more():
    s = _disc_tile("L12", "Matanzas", combat=2)
    s.legacy_discs = (("L12", (1, 2)),)  # both spaces taken
    s._legal = None
    s = play(s, "sail", route=("2",))
    assert s.phase != "choose" and seat(s).combat == 2


def test_l839_with_two_players_a_box_disc_lies_on_each_of_l12_to_l17():
    for n in range(12, 18):
        s = G.position(players=2, seed=4, campaign=True).copy()
        story.instruction(s, ["legacy", f"L{n}"])
        assert dict(s.legacy_discs)[f"L{n}"] == (-1,)


def test_l1161_designed_story_card_05_brings_l12_to_l17_in_after_card_04():
    from boardkit.games.maracaibo.components import STORY

    assert ["read", 5] in STORY[4]["done"]
    s = G.position(players=3, seed=4, campaign=True).copy()
    story.enter(s, 5)
    assert {f"L{n}" for n in range(12, 18)} <= set(s.legacy)
    G.check_state(s)
