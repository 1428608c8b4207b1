"""Random whole Maya games with the invariants at every step: 5 players (test_properties.py covers 1-4 through
the option sets ``maya`` and ``maya_modules``), and the Maya beside every other module."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from boardkit.games.santa_maria import GAME as g

from .test_properties import busy_game, run

SETS = {k: v for k, v in g.option_sets().items() if v.get("maya")}
WITH = {
    "governor": {"governor": True},
    "specialists": {"specialists": True},
    "advanced": {"advanced": True},
    "choose_boards": {"choose_boards": True},
}


@pytest.mark.parametrize(("label", "options"), list(SETS.items()), ids=list(SETS))
@settings(max_examples=25, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**32))
def test_l716_five_player_maya_games_keep_the_invariants(label, options, seed):
    run(5, seed, options)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("module", list(WITH))
def test_l720_the_maya_with_each_other_module_keeps_the_invariants(players, module):
    options = {"kingdoms": True, "ambassadors": True, "maya": True, **WITH[module]}
    for seed in range(3):
        run(players, seed, options)


@pytest.mark.parametrize("players", [1, 5])
def test_l716_long_maya_games_end_after_three_years(players):
    for seed in range(2):
        s, n = busy_game(players, seed, SETS["maya_modules"])
        assert s.over and s.round == 3 and n >= 10 * players
        assert g.from_json(g.to_json(s)) == s
