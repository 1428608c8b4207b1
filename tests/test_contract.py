"""The engine contract (design.md) holds for every registered game, with no special cases."""

from __future__ import annotations

import json
import random

import pandas as pd
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import boardkit
from boardkit import Action, IllegalAction

CONFIGS = [
    (slug, label, options, players)
    for slug in boardkit.games.names()
    for label, options in boardkit.games.get(slug).option_sets().items()
    for players in boardkit.games.get(slug).player_counts
]
IDS = [f"{slug}-{label}-{players}p" for slug, label, _, players in CONFIGS]


def test_registry_lists_only_real_games():
    for slug in boardkit.games.names():
        g = boardkit.games.get(slug)
        assert g.slug == slug and g.player_counts
    with pytest.raises(KeyError, match="registered games"):
        boardkit.games.get("chess")


@pytest.mark.parametrize(("slug", "label", "options", "players"), CONFIGS, ids=IDS)
@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1))
def test_random_game_keeps_the_contract(slug, label, options, players, seed):
    g = boardkit.games.get(slug)
    rng = random.Random(seed)
    s = g.new_game(players, seed=seed, **options)
    twin = g.new_game(players, seed=seed, **options)
    assert g.to_json(s) == g.to_json(twin), "same seed, same setup"
    checkpoints = 0
    while True:
        acts = g.legal_actions(s)
        assert (acts == []) == g.is_over(s), "legal actions are empty exactly when the game is over"
        if not acts:
            break
        assert isinstance(s.phase, str) and 0 <= s.current_player < players and isinstance(s.round, int)
        action = rng.choice(acts)
        assert all(isinstance(a, Action) for a in acts) and len(set(acts)) == len(acts)
        # Each game's own suite checks every step; here a sample keeps the cross-game run short.
        before = g.to_json(s) if rng.random() < 0.2 else None
        s2 = g.apply(s, action)
        assert before is None or g.to_json(s) == before, "apply never mutates its input"
        if rng.random() < 0.05:
            text = g.to_json(s2)
            back = g.from_json(text)
            assert back == s2 and g.to_json(back) == text, "exact JSON round trip"
            json.dumps(g.view(s2))
            json.dumps(g.view(s2, 0))
            checkpoints += 1
        twin = g.apply(twin, action)
        s = s2
    assert g.to_json(s) == g.to_json(twin), "same seed and actions, same game"
    table = g.score(s)
    assert isinstance(table, pd.DataFrame) and len(table) == players
    assert table.iloc[:, -1].min() == 1, "someone ranks first"


@pytest.mark.parametrize("slug", boardkit.games.names())
def test_illegal_action_is_refused_and_changes_nothing(slug):
    g = boardkit.games.get(slug)
    s = g.new_game(min(g.player_counts), seed=1)
    before = g.to_json(s)
    bogus = [
        Action("no_such_action", s.current_player),
        Action(
            g.legal_actions(s)[0].kind,
            (s.current_player + 1) % min(g.player_counts),
            **dict(g.legal_actions(s)[0].args),
        ),
    ]
    for action in bogus:
        with pytest.raises(IllegalAction) as info:
            g.apply(s, action)
        assert str(info.value)
    assert g.to_json(s) == before


@pytest.mark.parametrize("slug", boardkit.games.names())
def test_teaching_surface(slug):
    g = boardkit.games.get(slug)
    phases = g.phases()
    assert phases and all(p.id and p.title and p.summary and p.rule for p in phases)
    tracks = g.tracks()
    assert tracks and all(isinstance(t, pd.DataFrame) and len(t) for t in tracks.values())
    s = g.new_game(max(g.player_counts), seed=3)
    assert all(isinstance(g.describe(a), str) and g.describe(a) for a in g.legal_actions(s))
    boardkit.set_language("ru")
    try:
        assert list(g.score(s).columns) != [] and g.glossary("total") != "total"
    finally:
        boardkit.set_language("en")
