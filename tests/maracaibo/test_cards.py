"""The designed project cards exercise every effect the appendix lists (l.856-1050)."""

from __future__ import annotations

from boardkit.games.maracaibo.components import DESIGNS

from .helpers import G, moves, play, seat

LISTED = {  # effect kind -> the appendix line that describes it
    "dincome": "l.860", "vincome": "l.864", "cond_income": "l.868", "permanent_object": "l.874",
    "discount": "l.878", "combat_prep": "l.882", "compass": "l.886", "longer_expedition": "l.890",
    "explorer_thief": "l.894", "assistant_income": "l.898", "sailor_to_combat": "l.902", "patron": "l.906",
    "marker_hunter": "l.910", "village": "l.918-921", "maneuver": "l.929-930", "influence": "l.938",
    "synergy": "l.939", "marker_village": "l.940", "remove_disc": "l.941", "influence_choice": "l.942",
    "card_quest": "l.943", "vp_per_token": "l.944", "vp_per_quest": "l.946", "vp_per_compass": "l.950",
    "sailors": "l.954", "any_synergy": "l.958", "village_rank": "l.962", "sailor_income": "l.966",
    "combat": "l.970", "vp_per_synergy": "l.974", "vp_per_strong_nation": "l.978", "assistant": "l.986-1050",
}  # fmt: skip


def test_l854_every_listed_effect_is_on_a_designed_card_and_every_card_effect_is_listed():
    used = {e[0] for d in DESIGNS for e in d.effects}
    assert used == set(LISTED)
    actions = {e[1] for d in DESIGNS for e in d.effects if e[0] == "assistant"}
    assert actions == {f"A{i}" for i in range(1, 18)}
    village = {e[1] for d in DESIGNS for e in d.effects if e[0] == "village"}
    assert village == {"treasure2", "adventure2", "books2", "goods2"}
    requires = {r.split(":")[0] for d in DESIGNS for r in d.requires}
    assert requires == {"assistant", "sailor", "sailor_card", "plants3", "nation"}  # l.1095-1115, with cost


def _main(ship="Samana", steps=1, **desc):
    return G.position(players=2, phase="main", steps=steps, seats={"P1": {"ship": ship, **desc}})


def _buy(name: str, **desc):
    s = play(_main(steps=4, hand=[name], doubloons=20, **desc), "villages")
    return play(s, "buy", card=seat(s).hand[0])


def test_l874_a_permanent_object_counts_as_one_object_and_stays():
    s = play(_main(steps=4, bought=["Relic collector", "Treasure hunters"], hand=["Envoy to Spain"], vp=0),
             "villages")  # fmt: skip
    s = play(s, "vaction", what="treasure2")
    assert seat(s).hand == () and len(seat(s).bought) == 2 and seat(s).vp == 2


def test_l894_the_explorer_thief_steals_1_vp_per_jumped_explorer():
    s = G.position(players=3, phase="main", steps=1, city_tiles={"Cartagena": None},
                   seats={"P1": {"ship": "Cartagena", "bought": ["Swift scouts"], "vp": 0},
                          "P2": {"explorer": 1, "vp": 3}, "P3": {"explorer": 2, "vp": 0}})  # fmt: skip
    s = play(s, "expedition", to=4)
    assert seat(s, 1).vp == 2 and seat(s, 2).vp == 0 and seat(s).vp == 1 + 3  # and space 4's 3 VP


def test_l898_a_ship_ending_at_your_assistant_pays_you_1_vp():
    s = G.position(players=2, current="P2",
                   seats={"P1": {"bought": ["Harbour inn", "Smuggler's cove"], "assistants": {"Samana": "Smuggler"},
                                 "vp": 0}})  # fmt: skip
    s = play(s, "sail", route=("1", "2", "3", "4"))
    assert seat(s).vp == 1


def test_l902_a_sailor_becomes_a_ship_combat_point_at_any_of_your_decisions():
    s = _main(bought=["Press gang"], sailors=2, combat=1)
    s = play(s, "sailor_combat")
    assert seat(s).sailors == 1 and seat(s).combat == 2
    s = play(s, "finish")
    if s.phase == "draw":
        assert moves(s, "sailor_combat")


def test_l919_adventure_and_l920_books_village_actions():
    s = play(
        _main(steps=4, bought=["Jungle guide"], hand=["Shipwright", "Shipwright"], doubloons=0), "villages"
    )
    s = play(s, "vaction", what="adventure2")
    assert seat(s).doubloons == 3 and s.pending == (("explore", 2, 0),) or s.phase == "choose"
    s = play(
        _main(steps=4, bought=["Scribe"], hand=["Navigator", "Navigator"], doubloons=0, vp=0), "villages"
    )
    s = play(s, "vaction", what="books2")
    assert seat(s).doubloons == 2 and seat(s).vp == 2


def test_l930_the_synergy_maneuver_needs_the_token():
    def combat(synergy):
        s = G.position(players=3, phase="main", steps=5, next_token=13,
                       seats={"P1": {"ship": "Santo Domingo", "bought": ["Trade envoy"], "synergy": synergy}})  # fmt: skip
        return play(play(s, "combat", pile=0), "aggressor", nation="france")

    assert not [a for a in moves(combat([]), "maneuver") if a["what"] == "card_synergy"]
    s = combat(["ships"])
    d, v = seat(s).doubloons, seat(s).vp
    s = play(s, "maneuver", what="card_synergy", target="")
    assert seat(s).doubloons == d + 3 and seat(s).vp == v + 2


def test_l940_a_marker_into_a_free_village_of_your_choice():
    s = _buy("Colonial charter")
    assert s.phase == "choose" and "england@1" in {a["option"] for a in moves(s, "choose")}
    assert "spain@6" not in {a["option"] for a in moves(s, "choose")}  # San Juan holds Spain's marker (l.89)
    s = play(s, "choose", option="england@1")
    assert dict(s.owners)["1"] == 1


def test_l943_a_quest_on_the_card_fulfilled_as_the_last_village_action():
    s = _buy("Quest board")
    (tile,) = seat(s).card_quests
    assert tile not in dict(s.quests_at).values()


def test_l950_two_vp_per_compass_and_l978_three_per_strong_nation():
    s = _buy("Astrolabe", vp=0)
    assert seat(s).vp == 2 * 2  # the printed compass and the card's own
    s = _buy("Diplomatic corps", vp=0, influence={"france": 3, "spain": 5})
    assert seat(s).vp == 6


def test_l962_village_and_rank():
    s = _buy("Governor's favour", influence={"france": 1})
    s = play(s, "choose", option="france@2")
    assert dict(s.owners)["2"] == 0 and seat(s).influence[0] == 3  # the first banner (designed at 3)


def test_l966_sailors_on_the_card_raise_doubloon_income_by_2_each():
    s = _buy("Shipping company", sailors=2)
    s = play(s, "choose", option="2")
    assert seat(s).sailors == 0 and seat(s).income_sailors == 2 and seat(s).dincome == 12


def test_l1002_an_assistant_that_discards_three_identical_goods():
    hand = ["Quartermaster"] * 3 + ["Herbalist"]
    s = _main("Santo Domingo", bought=["Spice merchants"], assistants={"Santo Domingo": "Spice"}, hand=hand,
              doubloons=0)  # fmt: skip
    s = s.copy()
    s.seats = (seat(s).but(assistants=(("5", seat(s).bought[0]),)), s.seats[1])
    (a,) = moves(s, "assistant")
    assert a["choice"] == "plants"
    s = G.apply(s, a)
    assert seat(s).doubloons == 5 and len(seat(s).hand) == 1 and s.phase == "village" and s.village_left == 2


def test_l1042_an_assistant_that_spends_ship_combat_points_needs_them():
    s = _main("St. Kitts", bought=["Fleet tender"], assistants={"St. Kitts": "Fleet"}, combat=1)
    assert not moves(s, "assistant")
    s = _main("St. Kitts", bought=["Fleet tender"], assistants={"St. Kitts": "Fleet"}, combat=2, doubloons=0)
    s = play(s, "assistant", card=seat(s).bought[0])
    assert seat(s).combat == 0 and seat(s).doubloons == 5 and s.village_left == 3


def test_l1038_sail_on_1_2_moves_and_take_a_main_action_there():
    s = _main("Santo Domingo", bought=["Coastal pilot"], assistants={"Santo Domingo": "Coastal"}, vp=0)
    s = play(s, "assistant", card=seat(s).bought[0])
    assert seat(s).vp == 3 and s.phase == "choose"
    s = play(s, "choose", option="6>7")
    assert seat(s).ship == "7" and s.steps == 2 and not s.main_done
    s = play(s, "villages")
    assert s.village_left == 1  # counted from the 2 moves just sailed (l.196, RULINGS A36)
