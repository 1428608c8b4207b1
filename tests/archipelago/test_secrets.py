"""Hidden information (l.109, l.159, l.258, l.501): objectives, bids, screens and the deck orders stay
hidden from the other seats' views; determinized states agree with what a seat sees."""

from __future__ import annotations

import json
import random

from boardkit.games.archipelago import GAME as g
from boardkit.games.archipelago.catalog import CARDS


def bidding_state(seed: int = 3):
    rnd = random.Random(seed)
    s = g.new_game(4, seed)
    while s.phase != "bidding":
        s = g.apply(s, rnd.choice(g.legal_actions(s)))
    return s


def test_l258_a_bid_is_not_seen_until_all_bids_are_in():
    s = bidding_state()
    first = s.current_player
    a = g.apply(s, next(m for m in g.legal_actions(s) if m["amount"] == 0))
    b = g.apply(s, next(m for m in g.legal_actions(s) if m["amount"] == 3))
    for p in range(4):
        if p != first:
            assert g.view(a, p) == g.view(b, p)
    assert g.view(a, first) != g.view(b, first)  # the bidder knows his own
    assert "3" not in [e.text for e in b.log][-1]  # the log says "bids", never how much


def test_l258_all_bids_are_shown_together_once_the_last_is_in():
    s = bidding_state()
    while s.phase == "bidding" and s.turn == 1 and not s.shown_bids:
        s = g.apply(s, g.legal_actions(s)[-1])
    assert s.shown_bids and all(b >= 0 for b in s.shown_bids)
    assert g.view(s, 0)["shown_bids"] == list(s.shown_bids)


def test_l258_determinize_draws_other_seats_unseen_bids_again_and_keeps_ones_own():
    s = bidding_state(5)
    first = s.current_player
    s = g.apply(s, next(m for m in g.legal_actions(s) if m["amount"] == min(4, s.seats[first].money)))
    rng = random.Random(1)
    other = s.current_player
    drawn = {g.determinize(s, other, rng).seats[first].bid for _ in range(30)}
    assert len(drawn) > 1  # the first bidder's bid is drawn again for the others
    assert {g.determinize(s, first, rng).seats[first].bid for _ in range(5)} == {s.seats[first].bid}
    for p in range(4):
        assert g.view(g.determinize(s, p, rng), p) == g.view(s, p)


def test_l159_no_other_seats_objective_reaches_a_view():
    rnd = random.Random(2)
    s = g.new_game(5, 2)
    for _ in range(150):
        if s.over:
            break
        for p in range(5):
            text = json.dumps(g.view(s, p))
            for q, seat in enumerate(s.seats):
                if q != p:
                    for oid in seat.objectives:
                        if oid != s.ended_by:
                            assert f'"{oid}"' not in text
        s = g.apply(s, rnd.choice(g.legal_actions(s)))


def test_l159_determinize_deals_other_objectives_from_the_unseen_cards_and_keeps_ones_own():
    s = g.new_game(4, 9)
    rng = random.Random(4)
    dealt = set()
    for _ in range(20):
        d = g.determinize(s, 0, rng)
        assert d.seats[0].objectives == s.seats[0].objectives
        dealt.add(d.seats[1].objectives)
        assert sorted(o for seat in d.seats for o in seat.objectives) + sorted(d.objective_pool) != []
    assert len(dealt) > 1


def test_l109_a_screen_is_seen_by_its_owner_only():
    s = g.new_game(3, 1)
    assert g.view(s, 0)["seats"][1]["screen"] is None
    assert g.view(s, 1)["seats"][1]["screen"]["money"] == 10
    assert g.view(s, None)["seats"][1]["screen"] is None  # a spectator sees no screen


def test_l109_the_whole_table_switch_shows_every_screen():
    s = g.new_game(3, 1)
    seats = g.view(s, 0, table=True)["seats"]
    assert [seat["screen"]["money"] for seat in seats] == [x.money for x in s.seats]
    assert [sum(seat["screen"]["cubes"].values()) for seat in seats] == [sum(x.cubes) for x in s.seats]


def test_l103_l501_the_deck_top_back_and_the_stack_top_face_stay_after_determinize():
    s = bidding_state(7)
    rng = random.Random(3)
    for p in range(4):
        d = g.determinize(s, p, rng)
        assert CARDS[d.deck[0]].back == s.top_back and d.hex_stack[0] == s.hex_top
        g.check_state(d)


def test_l159_the_search_bot_plays_whole_games_from_determinized_states():
    """The MCTS bot plays every seat of a short game through bids and crises; it only ever sees
    determinized states (core bots.py), so it cannot peek at objectives or unshown bids."""
    from boardkit.core.bots import HeuristicBot, MCTSBot

    s = g.new_game(3, 4, length="short")
    bots = [MCTSBot(seed=1, iterations=8), HeuristicBot(seed=2), MCTSBot(seed=3, iterations=8)]
    steps = 0
    while not s.over and steps < 400:
        s = g.apply(s, bots[s.current_player].choose(g, s))
        steps += 1
    assert s.turn >= 1 and steps > 20
