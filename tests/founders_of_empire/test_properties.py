"""Random whole games for 2, 3 and 4 players, checking the invariants at every step (tests/random_play.py)."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from boardkit.core import Action, IllegalAction
from boardkit.games.founders_of_empire import GAME as g
from boardkit.games.founders_of_empire.invariants import check

from ..random_play import play_checked, replay
from .accounting import expected_score

SLUG = "founders_of_empire"


def score_matches_the_bookkeeping(s) -> None:
    """The score rows agree with an independent count (l.141-146)."""
    assert [r["total"] for r in g.score_rows(s)] == [expected_score(s, q) for q in range(s.players)]


def checks(first):
    # invariants.check: every square and token once, bounds, realm geometry (the game's own invariants).
    return [check, score_matches_the_bookkeeping]


def bad_actions(s, rnd):
    """Actions that must be refused here: wrong seat, wrong kind for the phase, nonsense arguments."""
    p = s.current_player
    yield Action("reveal", (p + 1) % s.players, stack="nature")
    yield Action("annex", p, square=-1, cell=(0, 0), replace=False)
    yield Action("play_war", p, target=p, cell=(0, 0))
    if s.phase != "draft":
        yield Action("draft", p, square=rnd.randrange(97))


def refuses_bad_actions(s, legal) -> None:
    rnd = random.Random(len(legal))
    for bad in bad_actions(s, rnd):
        if bad not in legal:
            with pytest.raises(IllegalAction):
                g.apply(s, bad)


def view_is_json(s, legal) -> None:
    json.dumps(g.view(s))


def run(players: int, seed: int) -> None:
    assert g.to_json(g.new_game(players, seed)) == g.to_json(
        g.new_game(players, seed)
    )  # same seed, same setup
    played = play_checked(
        SLUG, players, seed, checks=checks, sampled_checks=[refuses_bad_actions, view_is_json]
    )
    s = played.state
    assert s.ended_by in ("prizes", "stacks", "agreement")
    assert all(r.cells[c].coins == 0 for r in s.realms for c in r.cells)  # collected before scoring (l.189)
    if seed % 3 == 0:  # a third of the games are replayed in full, to keep the suite quick
        assert g.to_json(replay(SLUG, players, seed, played.actions)) == g.to_json(s)  # same seed and actions


@pytest.mark.parametrize("players", [2, 3, 4])
@settings(max_examples=200, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**32))
def test_random_games(players, seed):
    run(players, seed)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_cached_suppliers_match_a_fresh_computation(players):
    """Realms carry their annex grids from state to state; recomputing from JSON must agree."""
    for seed in range(8):
        rnd = random.Random(seed)
        s = g.new_game(players, seed)
        while not g.is_over(s):
            legal = g.legal_actions(s)
            if s.phase in ("annex", "token", "fallback"):
                assert g.legal_actions(g.from_json(g.to_json(s))) == legal
            s = g.apply(s, rnd.choice(legal))
