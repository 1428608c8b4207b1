"""Hidden hands, their pool and sealed moves (core/secrets.py), on the card toy (tests/core/cards.py)."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from boardkit.core import Game, Move, Secret
from boardkit.core.bots import moves_between

from .cards import CARDS
from .cards import GAME as g


def _mid_round():
    s = g.new_game(3, seed=4)
    s = g.apply(s, g.legal_actions(s)[0])  # seat 0 has a card face down
    return s


def test_others_see_how_many_cards_a_hand_and_the_deck_hold_never_which():
    s = _mid_round()
    seen = g.view(s, 1)
    assert seen["hands"][1] == sorted(s.hands[1]) or seen["hands"][1] == list(s.hands[1])
    assert seen["hands"][0] == [None] * len(s.hands[0]) and seen["hands"][2] == [None] * len(s.hands[2])
    assert seen["down"][0] == [None], "the face-down card is counted, not shown"
    assert seen["deck"] == len(s.deck)
    assert g.view(s, 0)["down"][0] == list(s.down[0]), "its player sees the card played"
    spectator = g.view(s, None)
    assert all(set(h) == {None} for h in spectator["hands"])


def test_determinize_keeps_the_own_hand_and_deals_the_rest_anew_from_the_same_cards():
    s = _mid_round()
    rng = random.Random(7)
    dealt = [g.determinize(s, 1, rng) for _ in range(20)]
    for d in dealt:
        assert d.hands[1] == s.hands[1]
        assert [len(h) for h in d.hands] == [len(h) for h in s.hands]
        assert [len(x) for x in d.down] == [len(x) for x in s.down] and len(d.deck) == len(s.deck)
        unseen = Counter(d.deck) + Counter(d.hands[0] + d.hands[2] + d.down[0])
        assert unseen == Counter(s.deck) + Counter(s.hands[0] + s.hands[2] + s.down[0])
        assert g.view(d, 1) == g.view(s, 1)
        g.check_state(d)
    assert len({d.hands[0] for d in dealt}) > 1 and len({d.down[0] for d in dealt}) > 1


def test_determinize_does_not_depend_on_the_hidden_truth():
    s = _mid_round()
    other = g.determinize(s, 1, random.Random(3))  # same view for seat 1, other hidden cards
    a = g.determinize(s, 1, random.Random(11))
    b = g.determinize(other, 1, random.Random(11))
    assert g.to_json(a) == g.to_json(b)


def test_at_the_end_the_hands_are_shown_and_nothing_is_redealt():
    s = g.new_game(2, seed=2)
    while not g.is_over(s):
        s = g.apply(s, g.legal_actions(s)[-1])
    assert g.view(s, 0)["hands"] == [list(h) for h in s.hands]
    assert g.determinize(s, 0, random.Random(1)).hands == s.hands
    assert all(c in CARDS for h in s.hands for c in h)


def test_a_bot_does_not_follow_its_tree_across_a_secret_move():
    s = g.new_game(2, seed=5)
    later = g.apply(s, g.legal_actions(s)[0])
    assert g.is_secret(g.legal_actions(s)[0])
    assert moves_between(g, s, later) is None


def test_the_log_of_a_secret_move_names_no_card():
    s = g.new_game(2, seed=5)
    a = g.legal_actions(s)[1]
    line = g.apply(s, a).log.since(s.log)[-1]
    assert str(a["card"]) not in " ".join(map(str, line.args))


def test_secret_declarations_are_checked():
    with pytest.raises(ValueError, match="needs a"):
        Secret("hand", "hand", "l.1", "no owner")
    with pytest.raises(ValueError, match="only a 'hand' secret"):
        Secret("deck", "order", "l.1", "x", pool="other")
    with pytest.raises(TypeError, match="no 'order' secret"):
        type("Bad", (Game,), {"SECRETS": (Secret("hands.*", "hand", "l.1", "x", pool="deck"),)})
    assert (
        Move("bid", secret=True, coins=int).secret
        and "secret" not in Move("bid", secret=True, coins=int).args
    )


def test_resample_hidden_runs_last_on_the_fresh_copy():
    class Sealed(type(g)):
        def resample_hidden(self, state, player, rng):
            state.won = tuple(w + 100 * (seat != player) for seat, w in enumerate(state.won))

    s = _mid_round()
    d = Sealed().determinize(s, 1, random.Random(1))
    assert d.won == (100, 0, 100) and s.won == (0, 0, 0)


def test_show_the_table_shows_every_hand_and_the_deck_but_never_the_generator():
    s = _mid_round()
    whole = g.view(s, 1, table=True)
    assert whole["hands"] == [list(h) for h in s.hands] and whole["down"][0] == list(s.down[0])
    assert '"rng"' not in str(whole) and whole["viewer"] == 1
    assert g.view(s, 1) != whole, "the seat's own view still hides the others' cards"
    with pytest.raises(ValueError, match="table"):
        g.view(s, 1, table="yes")


def test_a_forced_secret_move_played_by_core_names_no_card():
    class Forced(type(g)):
        autoplay = True

    game = Forced()
    s = game.new_game(2, seed=5)
    s.hands = (s.hands[0], s.hands[1][:1])  # seat 1 holds one card: its play is forced
    later = game.apply(s, game.legal_actions(s)[0])
    auto = [e for e in later.log.since(s.log) if e.kind == "auto"]
    assert len(auto) == 1 and auto[0].text == "only possible move" and auto[0].action is None
    assert str(s.hands[1][0]) not in str(auto[0].to_json())
