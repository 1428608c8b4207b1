"""End of the game (l.127-139) and scoring (l.141-150)."""

from __future__ import annotations

from boardkit.core import Action
from boardkit.games.founders_of_empire import GAME as g

from .fixtures import build

ME = {(0, 0): "forest", (1, 0): "mine"}
THEM = {(0, 0): "grove", (1, 0): "lake"}


def test_l131_l135_game_ends_when_the_last_prize_is_annexed():
    # The first shrine needs iron + water: the mine and the lake give them.
    s = build([{(0, 0): "forest", (1, 0): "mine", (0, 1): "lake"}, THEM], prizes=["shrine"])
    act = next(a for a in g.legal_actions(s) if a.kind == "annex" and a["square"] == s.prizes[0])
    t = g.apply(s, act)
    assert g.is_over(t) and t.ended_by == "prizes" and g.legal_actions(t) == []


def test_l132_l137_game_ends_after_the_turn_that_empties_all_stacks():
    s = build(
        [ME, THEM], phase="reveal", empty_stacks=("nature", "village", "city"), stacks={"village": ["mill"]}
    )
    assert (
        s.stacks == {"nature": (), "village": s.stacks["village"], "city": ()}
        and len(s.stacks["village"]) == 1
    )
    t = g.apply(s, Action("reveal", 0, stack="village"))
    assert not g.is_over(t) and t.phase == "annex"  # the player still finishes the turn (l.137)
    u = g.apply(t, g.legal_actions(t)[0])
    assert g.is_over(u) and u.ended_by == "stacks"


def test_l189_coins_on_own_squares_are_collected_before_scoring():
    me = {(0, 0): "forest", (1, 0): "mine", (0, 1): "lake"}
    them = {(0, 0): ("grove", {"coins": 1}), (1, 0): "lake"}
    s = build([me, them], prizes=["shrine"])
    act = next(a for a in g.legal_actions(s) if a.kind == "annex" and a["square"] == s.prizes[0])
    t = g.apply(s, act)
    assert g.is_over(t)
    assert t.realms[1].coin == 1 and t.realms[1].cells[(0, 0)].coins == 0
    assert g.score_rows(t)[1]["tokens"] == 1


def test_l125_end_turn_collects_own_coins():
    me = {(0, 0): "forest", (1, 0): ("cliff", {"coins": 1})}
    s = build([me, THEM], rows={"nature": ["grove"]})
    t = g.apply(s, next(a for a in g.legal_actions(s) if not a["replace"]))
    assert t.realms[0].coin == 1 and t.realms[0].cells[(1, 0)].coins == 0 and t.current_player == 1


def test_l45_round_and_turn_advance():
    s = build([ME, THEM], rows={"nature": ["grove", "grove"]}, current=1)
    t = g.apply(s, next(a for a in g.legal_actions(s) if not a["replace"]))
    assert t.current_player == 0 and t.round == s.round + 1 and t.turn == s.turn + 1


def test_l141_l148_scoring_log_and_ranks():
    s = build([{(0, 0): "forest", (1, 0): "mine", (0, 1): "lake"}, THEM], prizes=["shrine"])
    act = next(a for a in g.legal_actions(s) if a.kind == "annex" and a["square"] == s.prizes[0])
    t = g.apply(s, act)
    assert g.score_rows(t)[0]["prize"] == 1 and g.winners(t) == [0]
    assert any(e.kind == "score" and e.rule.startswith("l.141") for e in t.log)
    assert g.view(t)["winners"] == [0] and g.view(t)["over"] is True


def test_l133_agreement_is_offered_only_at_the_start_of_a_turn():
    s = build([ME, THEM], prizes=[], phase="annex", rows={"nature": ["grove"]})
    assert all(a.kind != "end_by_agreement" for a in g.legal_actions(s))
    s = build([ME, THEM], prizes=[], phase="reveal")
    assert Action("end_by_agreement", 0) in g.legal_actions(s)  # nothing left to win


def test_l133_l139_what_a_stack_can_make_follows_it_draw_by_draw():
    """The end-by-agreement test (l.133, l.139) keeps what each stack's squares can make; a reveal
    (l.55) or the fallback (l.112) hands the kept value on to the stack without its top square. Along
    random games the kept value is always that of the stack it is kept for, and the test answers as
    it does with nothing kept."""
    import random

    from boardkit.games.founders_of_empire.scoring import agreement_allowed

    checked = 0
    for seed in range(6):
        rnd = random.Random(seed)
        s = g.new_game(2 + seed % 3, seed)
        while not g.is_over(s):
            data = s.data
            for i, k in enumerate(("nature", "village", "city")):
                kept = data.kept[i]
                if kept[0] is s.stacks[k]:
                    made = 0
                    for sq in s.stacks[k]:
                        made |= data.makes_mask[sq]
                    assert kept[1] == made, (seed, k)
                    checked += 1
            if s.phase == "reveal":
                answer = agreement_allowed(s)
                saved = list(data.kept)
                data.kept[:] = [((), 0, [0], 0)] * 3 + [((), 0)] * 3 + [((), ())]
                assert agreement_allowed(s) == answer, seed
                data.kept[:] = saved
            s = g.apply(s, rnd.choice(g.legal_actions(s)))
    assert checked > 500, checked
