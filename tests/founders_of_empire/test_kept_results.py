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
