"""Random whole games for every player count and option set, checking the invariants at every step
(tests/random_play.py), and longer games from a player who rarely passes."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from boardkit.core import Action, IllegalAction
from boardkit.games.santa_maria import GAME as g
from boardkit.games.santa_maria.invariants import check

from ..random_play import play_checked, replay

SLUG = "santa_maria"
OPTION_SETS = list(g.option_sets().items())


def never_lost(first):
    """Happiness taken, religion spaces, placed monks and laid tiles never go back during a game."""
    seen = {"last": first}

    def monotone(s) -> None:
        before = seen["last"]
        for a, b in zip(before.seats, s.seats, strict=True):
            assert b.points >= a.points and b.religion >= a.religion and b.monks <= a.monks
            assert b.tiles[: len(a.tiles)] == a.tiles and len(b.ships) >= len(a.ships)
        seen["last"] = s

    return monotone


def score_rows_add_up(s) -> None:
    for row in g.score_rows(s):
        assert row["total"] == sum(v for k, v in row.items() if k != "total")


def checks(first):
    return [check, never_lost(first), score_rows_add_up]


def refuses_bad_actions(s, legal) -> None:
    p = s.current_player
    for bad in (
        Action("pass", (p + 1) % s.players, space=1),
        Action("activate", p, cell=(3, 3)),
        Action("use_die", p, color="green", face=1, value=1),
        Action("ship", p, dock=9),
    ):
        if bad not in legal:
            with pytest.raises(IllegalAction):
                g.apply(s, bad)


def view_is_json(s, legal) -> None:
    for p in (None, *range(s.players)):
        json.dumps(g.view(s, p))


def run(players: int, seed: int, options: dict) -> None:
    played = play_checked(
        SLUG, players, seed, options, checks=checks, sampled_checks=[refuses_bad_actions, view_is_json]
    )
    s = played.state
    assert s.over and s.round == 3 and all(x.passed for x in s.seats)
    if seed % 4 == 0:
        assert g.to_json(replay(SLUG, players, seed, played.actions, options)) == g.to_json(s)


@pytest.mark.parametrize("players", [1, 2, 3, 4])
@pytest.mark.parametrize(("label", "options"), OPTION_SETS, ids=[k for k, _ in OPTION_SETS])
@settings(max_examples=50, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**32))
def test_random_games_keep_the_invariants(players, label, options, seed):
    run(players, seed, options)


def busy_game(players: int, seed: int, options: dict):
    """A random game in which passing is chosen only one time in twenty: long years, full colonies."""
    rng = random.Random(seed)
    s = g.new_game(players, seed, **options)
    first = s
    step_checks = checks(first)
    n = 0
    while not s.over:
        legal = g.legal_actions(s)
        busy = [a for a in legal if a.kind not in ("pass", "sell", "buy")]
        a = rng.choice(busy if busy and rng.random() > 0.05 else legal)
        s = g.apply(s, a)
        for c in step_checks:
            c(s)
        n += 1
    return s, n


@pytest.mark.parametrize("players", [1, 2, 3, 4])
@pytest.mark.parametrize(("label", "options"), OPTION_SETS, ids=[k for k, _ in OPTION_SETS])
def test_long_random_games_keep_the_invariants_and_end_after_three_years(players, label, options):
    for seed in range(3):
        s, n = busy_game(players, seed, options)
        assert s.over and s.round == 3 and n >= 10 * players
        assert g.from_json(g.to_json(s)) == s
