"""Hidden information: the hand and the planning area are shown to their owner only (l.129, l.210, RULINGS A25);
views, log lines and determinized states never give another seat's planned card away."""

from __future__ import annotations

import random

from boardkit.games.maracaibo.effects import design

from .helpers import G, moves, play, seat


def _main(**desc):
    """P1 in phase B at Samana, with the cards named in ``desc``; P2 plans what the setup dealt."""
    return G.position(players=2, phase="main", steps=1, seats={"P1": {"ship": "Samana", **desc}})


def _with_plans(seed: int = 3, players: int = 3):
    """A game after the first decisions: every seat has a planned card (l.132)."""
    s = G.new_game(players, seed)
    rnd = random.Random(seed)
    while s.phase == "setup":
        s = G.apply(s, rnd.choice(G.legal_actions(s)))
    assert all(x.plan for x in s.seats)
    return s


def test_l210_a_view_shows_others_how_many_cards_are_planned_never_which():
    s = _with_plans()
    view = G.view(s, 1)
    for p, x in enumerate(view["seats"]):
        if p == 1:
            assert [c["id"] for c in x["plan"]] == list(s.seats[1].plan)
        else:
            assert x["plan"] == [None] * len(s.seats[p].plan)
    assert all(set(x["plan"]) == {None} for x in G.view(s, None)["seats"]), "a spectator owns no plan"
    whole = G.view(s, 1, table=True)  # the teacher's switch shows them all
    assert [[c["id"] for c in x["plan"]] for x in whole["seats"]] == [list(x.plan) for x in s.seats]


def test_l132_l210_l218_planning_and_taking_back_are_secret_moves_whose_log_names_no_card():
    s = G.new_game(2, 5)
    while not moves(s, "setup_plan"):
        s = G.apply(s, G.legal_actions(s)[0])
    setup_plan = moves(s, "setup_plan")[-1]
    after = G.apply(s, setup_plan)
    assert G.is_secret(setup_plan)
    assert [e.text for e in after.log.since(s.log)][0] == "plans a card"

    s = _main(hand=["Navigator", "Recruiter"], plan=[])
    planned = seat(s).hand[1]
    s2 = play(s, "plan", card=planned)
    lines = " ".join(e.text for e in s2.log.since(s.log))
    assert lines == "plans a card" and design(planned).name not in lines
    s3 = play(s2, "finish")
    taken = G.apply(s3, moves(s3, "draw_plan")[0])
    lines = " ".join(e.text for e in taken.log.since(s3.log))
    assert "takes a card from the planning area" in lines and design(planned).name not in lines
    assert all(G.is_secret(a) for a in moves(s3, "draw_plan"))


def test_l615_a_card_bought_from_the_planning_area_is_shown_as_it_leaves():
    s = play(
        G.position(
            players=2,
            phase="main",
            steps=1,
            seats={"P1": {"ship": "Samana", "plan": ["Navigator"], "doubloons": 5}},
        ),
        "villages",
    )
    card = seat(s).plan[0]
    bought = play(s, "buy", card=card)
    assert f"buys {design(card).name}" in [e.text for e in bought.log.since(s.log)]
    assert G.view(bought, 1)["seats"][0]["bought"][0]["id"] == card


def test_l210_determinize_redeals_the_planning_area_with_hand_and_deck():
    s = _with_plans()
    unseen = sorted([*s.deck, *(c for p in (0, 2) for c in (*s.seats[p].hand, *s.seats[p].plan))])
    dealt = [G.determinize(s, 1, random.Random(k)) for k in range(12)]
    for d in dealt:
        assert d.seats[1].plan == s.seats[1].plan and d.seats[1].hand == s.seats[1].hand
        assert [len(x.plan) for x in d.seats] == [len(x.plan) for x in s.seats]
        again = sorted([*d.deck, *(c for p in (0, 2) for c in (*d.seats[p].hand, *d.seats[p].plan))])
        assert again == unseen
        assert G.view(d, 1) == G.view(s, 1)
        G.check_state(d)
    assert len({d.seats[0].plan for d in dealt}) > 1, "another seat's plan is dealt anew"


def test_l210_a_bots_determinized_state_cannot_hold_the_true_planned_card_by_construction():
    # Two tables that differ only in P1's planned card (swapped with the top of the deck) look the same
    # to P2, and determinize to the very same state: what P2's bot plays on cannot depend on the true card.
    s = _with_plans(seed=8, players=2)
    other = s.copy()
    true_card, top = s.seats[0].plan[0], s.deck[0]
    other.seats = (s.seats[0].but(plan=(top, *s.seats[0].plan[1:])), s.seats[1])
    other.deck = (true_card, *s.deck[1:])
    G.check_state(other)
    assert G.view(other, 1) == G.view(s, 1)
    a = G.determinize(s, 1, random.Random(4))
    b = G.determinize(other, 1, random.Random(4))
    assert G.to_json(a) == G.to_json(b)


def test_l525_planned_cards_are_shown_when_the_game_is_over():
    s = G.new_game(2, 11)
    rnd = random.Random(11)
    while not G.is_over(s):
        s = G.apply(s, rnd.choice(G.legal_actions(s)))
    view = G.view(s, 1)
    assert [[c["id"] for c in x["plan"]] for x in view["seats"]] == [list(x.plan) for x in s.seats]
    assert G.determinize(s, 1, random.Random(1)).seats[0].plan == s.seats[0].plan


def test_l210_the_board_names_a_planned_card_only_to_its_owner():
    from boardkit.widgets import GameView

    s = _main(hand=["Navigator", "Recruiter"], plan=[])
    planned = seat(s).hand[1]
    name = design(planned).name
    for viewer, shown in ((0, True), (1, False), (None, False)):
        w = GameView(G, s, seat=viewer)
        w.play(next(a for a in moves(s, "plan") if a["card"] == planned))
        assert (name in w.moment["label"]) is shown, (viewer, w.moment)
        assert all(name not in e["text"] for e in w.moment["events"])
