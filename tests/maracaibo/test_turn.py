"""Free actions (l.206-211), phase C (l.213-225), assistants (l.386-404) and career cards (l.535-545)."""

from __future__ import annotations

from boardkit.games.maracaibo import components as c

from .helpers import G, moves, play, seat


def _main(ship: str = "Samana", steps: int = 1, **desc):
    return G.position(players=2, phase="main", steps=steps, seats={"P1": {"ship": ship, **desc}})


def test_l210_a_planned_card_leaves_the_hand_and_only_three_spaces():
    s = _main(hand=["Navigator", "Recruiter"], plan=["Chronicler", "Quartermaster"])
    s = play(s, "plan", card=seat(s).hand[0])
    assert len(seat(s).plan) == 3 and len(seat(s).hand) == 1
    assert not moves(s, "plan")


def test_l210_planned_cards_are_no_goods():
    s = _main("Puerto Plata", plan=["Rum distillery"], hand=["Navigator"])
    assert not moves(s, "deliver")


def test_l217_refill_to_the_limit_from_deck_planning_area_or_market_for_1_doubloon():
    s = _main(hand=["Navigator"], plan=["Chronicler"], doubloons=3)
    s = play(s, "finish")
    assert s.phase == "draw"
    s = play(s, "draw_market", card=s.market[0])
    assert seat(s).doubloons == 2 and len(s.market) == 3  # refilled only after phase C (l.225)
    s = play(s, "draw_plan", card=seat(s).plan[0])
    s = play(s, "draw")
    assert len(seat(s).hand) == 4 and len(s.market) == 4 and s.current_player == 1


def test_l558_the_hand_upgrade_raises_the_limit_to_6_and_l562_the_market_upgrade_makes_it_free():
    s = _main(hand=[], upgrades=["hand", "market"], doubloons=0)
    s = play(s, "finish")
    for _ in range(6):
        s = play(s, "draw_market", card=s.market[0]) if s.market else play(s, "draw")
    assert len(seat(s).hand) == 6 and seat(s).doubloons == 0


def test_l223_an_empty_deck_is_the_shuffled_discard_pile():
    s = _main(hand=[])
    s = s.copy()
    s.discard, s.deck = (*s.discard, *s.deck), ()
    s = play(s, "finish")
    s = play(s, "draw")
    assert len(seat(s).hand) == 1 and s.discard == () and s.deck


def test_l392_an_assistant_acts_as_the_main_action_from_a_later_turn():
    s = _main("Samana", bought=["Smuggler's cove"], assistants={"Samana": "Smuggler"}, vp=0, doubloons=0)
    s = play(s, "assistant", card=seat(s).bought[0])
    assert seat(s).vp == 3 and seat(s).doubloons == 5 and s.main_done  # l.986


def test_l401_another_main_action_where_your_assistant_is_pays_2_vp():
    s = _main("Samana", bought=["Smuggler's cove"], assistants={"Samana": "Smuggler"}, vp=0)
    s = play(play(s, "villages"), "vaction", what="doubloon")
    s = play(s, "finish")
    assert seat(s).vp == 2


def test_l400_sailing_past_or_away_from_an_assistant_pays_2_vp():
    s = G.position(players=2, seats={"P1": {"bought": ["Harbour master"], "assistants": {"Aruba": "Harbour master"},
                                            "ship": "Martinique", "vp": 0}})  # fmt: skip
    t = play(s, "sail", route=("10", "11", "12"))
    assert seat(t).vp == 2
    t = play(s, "sail", route=("9",))  # the other branch still leads on to 11: nothing yet
    assert seat(t).vp == 0


def test_l402_assistants_not_reached_pay_2_vp_when_ships_go_home():
    s = G.position(players=2, seats={"P1": {"bought": ["Explorers' guild"], "assistants": {"16": "Explorers"},
                                            "ship": "20", "vp": 0}})  # fmt: skip
    s = play(s, "sail", route=("21a",))
    s = play(s, "finish")
    while s.phase != "sail":
        s = play(s, "take_vp" if s.phase == "score_buy" else "draw")
    assert seat(s).vp == 2 + 2 + 0  # 2 VP at step 1, 2 for the assistant; no doorstep taken


def test_l543_a_career_task_pays_and_frees_its_sailor_once():
    s = _main(career="Soldier", tokens=1, sailors=0, doubloons=0, vp=0)
    assert c.CAREERS[0]["tasks"][0] == ["tokens", 1, 3]
    assert {(a["task"], a["level"]) for a in moves(s, "task")} == {(0, "easy")}
    s = play(s, "task", task=0, level="easy")
    assert seat(s).doubloons == 2 and seat(s).sailors == 1 and seat(s).tasks == (1, 0, 0)
    assert not [a for a in moves(s, "task") if a["task"] == 0]  # l.545: once, the hard way is gone too


def test_l545_all_three_tasks_make_an_admiral_for_2_doubloons_and_2_vp():
    s = _main(career="Soldier", tokens=3, influence={"spain": 8}, upgrades=["hand", "coins", "vp3", "villages"],
              doubloons=0, vp=0)  # fmt: skip
    for task in range(3):
        s = play(s, "task", task=task, level="hard")
    assert seat(s).admiral and seat(s).doubloons == 3 * 2 + 2 and seat(s).vp == 3 * 3 + 2
