"""Random whole games of every player count and option set, checking Archipelago's invariants at every
step through the shared driver (tests/random_play.py): 82 cubes, 135 florins, 48 cards, 24 hexes,
explorer tokens, discs, the population marker equal to the inhabitants on the archipelago."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from boardkit.core import Action, IllegalAction
from boardkit.games.archipelago import GAME as g
from boardkit.games.archipelago.invariants import check

from ..random_play import play_checked, replay

SLUG = "archipelago"
OPTION_SETS = g.option_sets()


def screens_stay_behind_screens(s, legal=None) -> None:
    """No seat's view shows another seat's money, cubes, tokens or objectives before the end (l.109, l.159)."""
    if s.over:
        return
    for p in range(s.players):
        view = g.view(s, p)
        for q, seat in enumerate(view["seats"]):
            if q != p:
                assert seat["screen"] is None and all(o is None for o in seat["objectives"])


def checks(first):
    return [check]


def refuses_bad_actions(s, legal) -> None:
    p = s.current_player
    for bad in (
        Action("bid", (p + 1) % s.players, amount=0),
        Action("harvest", p, resource="gold", count=1),
        Action("buy", p, slot=7),
        Action("move_unit", p, unit=999, region=0, spot=""),
    ):
        if bad not in legal:
            with pytest.raises(IllegalAction):
                g.apply(s, bad)


def view_is_json(s, legal) -> None:
    for p in (None, *range(s.players)):
        json.dumps(g.view(s, p))


def run(players: int, seed: int, options: dict | None = None) -> None:
    options = options or {}
    played = play_checked(
        SLUG,
        players,
        seed,
        options,
        checks=checks,
        sampled_checks=[refuses_bad_actions, view_is_json, screens_stay_behind_screens],
        horizon=300,
    )
    s = played.state
    assert s.over and s.ended_by
    if seed % 5 == 0:
        assert g.to_json(replay(SLUG, players, seed, played.actions, options)) == g.to_json(s)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@settings(max_examples=3, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**32))
def test_random_games_keep_every_invariant(players, seed):
    run(players, seed)


@pytest.mark.parametrize("name", sorted(OPTION_SETS))
def test_random_games_of_every_option_set_keep_every_invariant(name):
    run(2 + len(name) % 4, len(name), OPTION_SETS[name])


@pytest.mark.slow
@pytest.mark.parametrize("name", sorted(OPTION_SETS))
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_200_random_games_per_player_count_and_option_set(name, players):
    for seed in range(200):
        run(players, 1000 + seed, OPTION_SETS[name])


def test_random_games_reach_normal_ends_and_independence_both():
    """Over seeded games both endings occur (a guard against an end that can never happen). Plain random
    play almost always ends in independence with the designed boards, so these players always give to
    a crisis when they can and never raise taxes; the rest is random."""
    seen = set()
    for seed in range(40):
        rnd = random.Random(seed)
        s = g.new_game(3 + seed % 3, seed, length="short")
        while not s.over:
            acts = g.legal_actions(s)
            calm = [a for a in acts if a.kind == "supply"] or [a for a in acts if a.kind != "taxes"] or acts
            s = g.apply(s, rnd.choice(calm))
        seen.add("independence" if s.ended_by == "independence" else "objective")
    assert seen == {"independence", "objective"}
