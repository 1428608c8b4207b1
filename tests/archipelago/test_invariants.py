"""Archipelago's load check refuses what no game reaches, naming the field."""

from __future__ import annotations

import json
import random

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


def _harvesting_game() -> dict:
    """A seeded random 3-player game played until a piece stands on an icon."""
    for seed in range(50):
        rng, s = random.Random(seed), g.new_game(3, seed)
        while not g.is_over(s):
            s = g.apply(s, rng.choice(g.legal_actions(s)))
            if any(u.icon >= 0 for u in s.units):
                return json.loads(g.to_json(s))
    raise AssertionError("no seeded game harvested")


@pytest.mark.parametrize("icon", [6, 99])
def test_l451_a_piece_on_an_icon_the_region_does_not_print_is_refused(icon):
    # found by the hostile-input suite: icon 6 loaded, then view failed with an IndexError
    data = _harvesting_game()
    k = next(k for k, u in enumerate(data["units"]) if u["icon"] >= 0)
    data["units"][k]["icon"] = icon
    with pytest.raises(StateError, match=rf"units\.{k}\.icon"):
        g.from_json(json.dumps(data))


def test_l451_an_icon_without_harvesting_is_refused():
    data = json.loads(g.to_json(g.new_game(3, 1)))
    data["units"][0]["icon"] = 0
    with pytest.raises(StateError, match=r"units\.0\.icon"):
        g.from_json(json.dumps(data))


def test_l451_l1069_pieces_and_barbarian_coins_on_one_resource_fit_its_icons():
    """A plundered icon keeps its coin and is never harvested again (l.1069), so the pieces harvesting a
    resource (l.451) and its coins together cannot outnumber its printed icons."""
    from boardkit.games.archipelago.catalog import FACE

    data = _harvesting_game()
    u = next(u for u in data["units"] if u["icon"] >= 0)
    i, r = u["region"], u["icon"]
    icons = FACE[data["regions"][i]["face"]].icons.count(r)
    working = sum(1 for v in data["units"] if (v["region"], v["icon"]) == (i, r))
    coins = icons - working + 1  # one coin too many; within the coins' own bound while a piece works there
    data["plundered"] = [*data["plundered"], *[[i, r]] * coins]
    data["bank_money"] -= coins
    with pytest.raises(StateError, match=r"l\.1069"):
        g.from_json(json.dumps(data))
    data["plundered"], data["bank_money"] = data["plundered"][:-1], data["bank_money"] + 1  # fits again
    g.from_json(json.dumps(data))
