"""The indexes copies pass on (board.Geometry, board.UnitIndex) and the menu's short cuts agree with what
they stand for at every step of random games: a stale index would change the legal moves silently."""

from __future__ import annotations

import random

import pytest

from boardkit.games.archipelago import GAME as g
from boardkit.games.archipelago import migration, phase_actions
from boardkit.games.archipelago.board import Geometry, UnitIndex, geometry, unit_index

INDEX_PARTS = ("spots", "people", "icons", "fleets", "boxed", "idle", "active")


def _fresh(s):
    """The same position with no index kept: everything worked out again from the fields."""
    new = s.copy()
    new._geo = new._units_at = None
    return new


def _states(players: int, seed: int, options: dict):
    rng = random.Random(seed)
    s = g.new_game(players, seed=seed, **options)
    while not g.is_over(s):
        yield s
        s = g.apply(s, rng.choice(g.legal_actions(s)))


@pytest.mark.parametrize("label", list(g.option_sets()))
@pytest.mark.parametrize("players", g.player_counts)
def test_kept_indexes_give_the_legal_moves_of_a_fresh_state(label: str, players: int) -> None:
    for s in _states(players, 40 + players, g.option_sets()[label]):
        assert g.legal_actions(s) == g._legal_actions(_fresh(s)), (s.phase, s.step)
        kept, made = unit_index(s), UnitIndex(s.units)
        assert kept.units is s.units
        for part in INDEX_PARTS:
            assert getattr(kept, part) == getattr(made, part), part
        geo = geometry(s)
        assert geo.regions is s.regions and geo.cells == Geometry(s.regions).cells


@pytest.mark.parametrize("players", g.player_counts)
def test_l583_migration_short_cut_agrees_with_the_destinations(players: int) -> None:
    """The round menu offers Migration when some unit has a destination; can_move answers without listing."""
    asked = 0
    for s in _states(players, 70 + players, {}):
        if s.phase != "actions":
            continue
        p = s.current_player
        for k in phase_actions.migrants(s, p):
            assert migration.can_move(s, p, k) == bool(migration.destinations(s, p, k)), k
            asked += 1
    assert asked  # the games reached the Actions phase with units on the archipelago
