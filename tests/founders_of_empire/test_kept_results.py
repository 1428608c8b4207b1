"""What the engine keeps between states (realm caches, grids carried from realm to realm, shared
actions) never changes a decision: a state rebuilt from JSON, with nothing kept, offers the same moves."""

from __future__ import annotations

import random

import pytest

from boardkit.games.founders_of_empire import GAME as g


@pytest.mark.parametrize("players", [2, 3, 4])
def test_l51_l73_l112_kept_results_offer_the_moves_of_a_fresh_state(players):
    """Reveal or agree (l.53, l.133), token plays (l.73, l.158-223), annexes and the fallback
    (l.88-123), each compared with the same state loaded afresh, at every decision of random games."""
    seen: dict[str, int] = {}
    for seed in range(5):
        rnd = random.Random(seed)
        s = g.new_game(players, seed)
        while not g.is_over(s):
            fresh = g.from_json(g.to_json(s))
            offered = g.legal_actions(s)
            assert offered == g.legal_actions(fresh), (seed, s.phase)
            seen[s.phase] = seen.get(s.phase, 0) + 1
            s = g.apply(s, rnd.choice(offered))
    assert {"reveal", "token", "annex"} <= set(seen), seen


def _on_to_annex(s, seat, rnd):
    """Random moves until ``seat`` is to annex again (or the game ends)."""
    s = g.apply(s, rnd.choice(g.legal_actions(s)))
    while not g.is_over(s) and not (s.phase == "annex" and s.current_player == seat):
        s = g.apply(s, rnd.choice(g.legal_actions(s)))
    return s


def test_l88_l123_a_grid_passed_on_in_place_stays_true_when_states_fork():
    """An annex grid passes to the seat's next realm and is brought up to date in place (annex.py):
    two children of one annex state, each played on to the same seat's next annex, and the parent asked
    again, all offer the annexes (l.88-123) of the same state loaded afresh."""
    forks = 0
    for seed in range(4):
        rnd = random.Random(seed)
        s = g.new_game(2, seed)
        while not g.is_over(s):
            offered = g.legal_actions(s)
            if s.phase == "annex" and len(offered) > 1 and s.turn % 3 == 0:
                seat = s.current_player
                kids = [
                    _on_to_annex(g.apply(s, a), seat, random.Random(i)) for i, a in enumerate(offered[:2])
                ]
                for t in (*kids, s):
                    t._legal = None  # asked again: the parent's list was kept on it before the forks
                    if not g.is_over(t):
                        assert g.legal_actions(t) == g.legal_actions(g.from_json(g.to_json(t))), seed
                forks += 1
            s = g.apply(s, rnd.choice(offered))
    assert forks >= 10, forks
