"""The indexes copies pass on (board.Geometry, board.UnitIndex) and the menu's short cuts agree with what
they stand for at every step of random games: a stale index would change the legal moves silently."""

from __future__ import annotations

import random

import pytest

from boardkit.games.archipelago import GAME as g
from boardkit.games.archipelago import board, migration, phase_actions, phase_discovery
from boardkit.games.archipelago.board import Geometry, UnitIndex, geometry, unit_index
from boardkit.games.archipelago.moves import placed

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
        _same_answers(geo, _fresh(s))


def _same_answers(geo: Geometry, fresh) -> None:
    """What a kept (or shared start) geometry has answered equals what a fresh state works out."""
    for i, touching in geo.touching.items():
        assert touching == board.neighbours(fresh, i), i
    if geo.frontier:
        assert geo.frontier == board._frontier(fresh)
    for kind, n in geo.built.items():  # a kind, or a pair of kinds (the double-sided tokens' pool)
        pair = (kind,) if isinstance(kind, str) else kind
        assert n == sum(1 for r in fresh.regions for b in r.buildings if b in pair), kind
    for kind, where in geo.where.items():
        assert where == tuple(i for i, r in enumerate(fresh.regions) if kind in r.buildings), kind


@pytest.mark.parametrize("players", g.player_counts)
def test_a_followed_unit_index_equals_a_fresh_one(players: int, monkeypatch) -> None:
    """The index worked out from the last one for the units a move changed is the one a full pass makes."""
    followed = []
    real = board._followed

    def checked(old, units, changed):
        new = real(old, units, changed)
        made = UnitIndex(units)
        for part in INDEX_PARTS:
            assert getattr(new, part) == getattr(made, part), (part, changed)
        followed.append(len(changed))
        return new

    monkeypatch.setattr(board, "_followed", checked)
    for options in g.option_sets().values():
        for s in _states(players, 90 + players, options):
            g.legal_actions(s)
    assert followed and max(followed) > 1  # one unit and several changed by a move were followed


@pytest.mark.parametrize("players", g.player_counts)
def test_l123_first_placements_are_the_placements_in_order(players: int) -> None:
    """The discovery's moves, made through kept moves per face and cell, list ``placements`` in its order."""
    seen = 0
    for s in _states(players, 110 + players, {}):
        if s.phase == "discovery" and s.step == "place":
            p = s.current_player
            rows = phase_discovery.placements(s, p)
            assert g.legal_actions(_fresh(s)) == [placed("place_first", p, *row) for row in rows]
            seen += 1
    assert seen


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
