"""The generic contract suites on 5-player Maya games: tests/test_contract.py's configurations come from
``player_counts`` (1-4), so the fifth seat only Module D brings (l.716) is run through them here."""

from __future__ import annotations

import pytest

from boardkit.games.santa_maria import GAME as g

from .. import test_contract

SETS = {k: v for k, v in g.option_sets().items() if v.get("maya")}


@pytest.mark.slow
@pytest.mark.parametrize(("label", "options"), list(SETS.items()), ids=list(SETS))
def test_l716_five_player_maya_games_keep_the_engine_contract(label, options):
    inner = test_contract.test_random_game_keeps_the_contract.hypothesis.inner_test
    for seed in range(4):
        inner("santa_maria", label, options, 5, seed)


@pytest.mark.slow
@pytest.mark.parametrize(("label", "options"), list(SETS.items()), ids=list(SETS))
def test_l774_five_player_maya_views_hide_the_hand_and_determinize_agrees(label, options):
    test_contract.test_views_hide_secrets_and_determinized_states_agree_with_them(
        "santa_maria", label, options, 5
    )
