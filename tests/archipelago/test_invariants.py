"""Archipelago's load check refuses what no game reaches, naming the field."""

from __future__ import annotations

import json

import pytest

from boardkit.core import StateError
from boardkit.games.archipelago import GAME as g


@pytest.mark.parametrize(("turn", "round_", "field"), [(10**30, 0, "turn"), (2, 3, "round"), (-1, 0, "turn")])
def test_a_saved_game_with_an_impossible_turn_is_refused_naming_it(turn, round_, field):
    # found by the hostile-input suite: a turn of 10**30 loaded and played on
    data = json.loads(g.to_json(g.new_game(3, 1)))
    data["turn"], data["round"] = turn, round_
    with pytest.raises(StateError, match=field):
        g.from_json(json.dumps(data))
