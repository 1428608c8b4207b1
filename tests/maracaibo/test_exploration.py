"""The expedition and the exploration track (l.333-362), quests and the quest track (l.368-384)."""

from __future__ import annotations

from boardkit.games.maracaibo import components as c

from .helpers import G, moves, play, seat


def _expedition(**kw):
    desc = {"ship": "Cartagena", **kw.pop("seat", {})}
    kw.setdefault("city_tiles", {"Cartagena": None})  # no tile bonus in these scenarios
    return G.position(players=3, phase="main", steps=1, seats={"P1": desc, **kw.pop("others", {})}, **kw)


def test_l338_occupied_spaces_are_skipped_and_not_counted():
    s = _expedition(others={"P2": {"explorer": 1}, "P3": {"explorer": 2}})
    assert [a["to"] for a in moves(s, "expedition")] == [3, 4, 5]  # 3 steps at Cartagena, 1 and 2 skipped


def test_l342_only_the_space_ended_on_pays():
    s = _expedition(seat={"doubloons": 0})
    s = play(s, "expedition", to=1)
    assert seat(s).doubloons == 2 and seat(s).explorer == 1


def test_l344_a_quest_space_may_be_fulfilled_then_it_leaves_play():
    s = _expedition(seat={"explorer": 1, "combat": 2}, space_quests={3: 0})  # tile 0 costs 1 combat point
    s = play(s, "expedition", to=3)
    assert s.phase == "choose" and {a["option"] for a in moves(s, "choose")} == {"fulfil", "skip"}
    s = play(s, "choose", option="fulfil")
    assert 3 in s.removed_spaces and 3 not in dict(s.space_quests) and len(seat(s).quests) == 1


def test_l344_a_removed_quest_space_is_skipped_like_an_occupied_one():
    s = _expedition(seat={"explorer": 1, "combat": 2}, space_quests={3: 0})
    s = play(play(s, "expedition", to=3), "choose", option="fulfil")
    t = s.copy()  # the next player, also at Cartagena, one space behind
    t.current_player, t.phase, t.main_done, t.steps = 1, "main", False, 1
    t.seats = (t.seats[0], t.seats[1].but(ship="14", explorer=2), t.seats[2])
    assert [a["to"] for a in moves(t, "expedition")] == [4, 5, 6]


def test_l358_red_border_gives_3_influence_with_one_chosen_nation():
    s = _expedition(seat={"explorer": 4})
    s = play(s, "expedition", to=5)
    assert s.phase == "choose" and s.pending == (("influence_choice", 3), ("influence_choice", 1))
    s = play(s, "choose", option="spain")
    assert seat(s).influence[2] == 3 and "red" in seat(s).borders
    s = play(s, "choose", option="france")  # then space 5's own +1 influence (designed)
    assert seat(s).influence[0] == 1


def test_l360_first_crosser_4_vp_later_ones_2():
    s = _expedition(seat={"explorer": 9, "vp": 0})
    s = play(s, "expedition", to=10)
    assert seat(s).vp == 4 + 1  # border 4, space 10 gives 4 doubloons and 1 VP (designed)
    t = G.position(
        players=3,
        phase="main",
        steps=1,
        current="P2",
        seats={"P2": {"ship": "Cartagena", "explorer": 9}},
        city_tiles={"Cartagena": None},
    )
    t = t.copy()
    t.crossed = ("blue",)
    t = play(t, "expedition", to=10)
    assert seat(t, 1).vp == 2 + 1


def test_l362_the_end_pays_by_arrival_order_and_gives_one_village_action():
    s = _expedition(seat={"explorer": 13, "vp": 0, "doubloons": 0})
    s = play(s, "expedition", to=c.TRACK_END)
    assert s.arrivals == (0,) and seat(s).vp == 4 + 10  # the green border first, then the first arrival
    assert s.phase == "village" and s.village_left == 1
    s = play(s, "vaction", what="doubloon")
    assert seat(s).doubloons == 1
    t = G.position(players=3, phase="main", steps=1, current="P2", city_tiles={"Cartagena": None},
                   seats={"P1": {"explorer": "end"}, "P2": {"ship": "Cartagena", "explorer": 14, "vp": 0}})  # fmt: skip
    t = t.copy()
    t.arrivals, t.crossed = (0,), ("blue", "green")
    t = play(t, "expedition", to=c.TRACK_END)
    assert t.arrivals == (0, 1) and seat(t, 1).vp == 8


def test_l362_steps_past_the_end_are_lost():
    s = _expedition(seat={"explorer": 14})
    assert [a["to"] for a in moves(s, "expedition")] == [c.TRACK_END]


def test_l890_a_longer_expedition_card_adds_a_step():
    s = _expedition(seat={"bought": ["Cartographer"]})
    assert [a["to"] for a in moves(s, "expedition")] == [1, 2, 3, 4]


def test_l374_the_fourth_quest_tile_gives_4_vp_each_later_one_2():
    s = G.position(players=2, phase="main", steps=3, quests={"Portobelo": 0},
                   seats={"P1": {"ship": "Portobelo", "combat": 1, "quests": 3, "vp": 0}})  # fmt: skip
    s = play(s, "quest")
    assert len(seat(s).quests) == 4 and seat(s).vp == 1 + 4
    s = G.position(players=2, phase="main", steps=3, quests={"Portobelo": 0},
                   seats={"P1": {"ship": "Portobelo", "combat": 1, "quests": 4, "vp": 0}})  # fmt: skip
    s = play(s, "quest")
    assert seat(s).vp == 1 + 2


def test_l727_a_fulfilled_quest_is_not_replaced():
    s = G.position(players=2, phase="main", steps=3, quests={"Portobelo": 0},
                   seats={"P1": {"ship": "Portobelo", "combat": 1}})  # fmt: skip
    top = s.quest_top
    s = play(s, "quest")
    assert "15" not in dict(s.quests_at) and s.quest_top == top


def test_l721_a_quest_whose_full_cost_cannot_be_paid_is_not_offered():
    # quest tile 4 costs 4 moves this turn (l.1183)
    s = G.position(players=2, phase="main", steps=3, quests={"Samana": 4}, seats={"P1": {"ship": "Samana"}})
    assert c.QUESTS[4].cost == ("moves", 4) and not moves(s, "quest")
    s = G.position(players=2, phase="main", steps=4, quests={"Samana": 4}, seats={"P1": {"ship": "Samana"}})
    assert moves(s, "quest")
