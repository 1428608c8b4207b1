"""Random games to the end, for every player count and expansion: the invariants the rules promise."""

from __future__ import annotations

import itertools
from dataclasses import fields

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from boardkit.games.puerto_rico.catalog import VP
from boardkit.games.puerto_rico.invariants import check
from boardkit.games.puerto_rico.state import PRState, Seat

from ..random_play import play_checked
from .helpers import G

CONFIGS = [
    (2, {}),
    (3, {}),
    (4, {}),
    (5, {}),
    (2, {"new_buildings": True}),
    (4, {"new_buildings": True}),
    (3, {"nobles": True}),
    (5, {"nobles": True}),
    (2, {"new_buildings": True, "nobles": True}),
    (4, {"new_buildings": True, "nobles": True}),
]
IDS = [f"{n}p-{'+'.join(o) or 'base'}" for n, o in CONFIGS]


STATE_FIELDS = tuple(
    f.name for f in fields(PRState) if not f.name.startswith("_") and f.name not in ("log", "seats", "memo")
)
SEAT_FIELDS = tuple(f.name for f in fields(Seat))


def snapshot(s: PRState) -> tuple:
    """Every stored value of the state (seats unpacked), for the never-mutated check; the log by identity."""
    return (
        tuple(getattr(s, n) for n in STATE_FIELDS),
        tuple(tuple(getattr(seat, n) for n in SEAT_FIELDS) for seat in s.seats),
        tuple(sorted(s.memo.items())),
        id(s.log),
        len(s.log),
    )


def checks(first: PRState) -> list:
    """The game's invariants (invariants.py: bounds, conservation of every component), every fourth step and at the end."""
    steps = itertools.count()

    def every_fourth(s: PRState) -> None:
        if next(steps) % 4 == 0 or s.over:
            check(s)

    return [every_fourth]


def play_random(players: int, options: dict, seed: int) -> tuple[PRState, list]:
    """A checked random game (tests/random_play.py): the totals after every step, apply never
    mutates its input (every fourth step by snapshot, and at sampled steps), exact JSON round trips."""
    played = play_checked(
        "puerto_rico",
        players,
        seed,
        options,
        checks=checks,
        samples=2,
        horizon=400,
        snapshot=snapshot,
        snapshot_every=4,
    )
    return played.state, played.actions


@pytest.mark.parametrize(("players", "options"), CONFIGS, ids=IDS)
@settings(max_examples=100, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31))
def test_random_games_keep_the_invariants(players, options, seed):
    s, _ = play_random(players, options, seed)
    rows = G.score_rows(s)
    for seat, row in zip(s.seats, rows, strict=True):
        assert row["vp_chips"] == seat.vp + seat.vp_paper
        assert row["building_vp"] == sum(VP[b] for b in seat.city)
        assert row["total"] == sum(v for k, v in row.items() if k != "total")
    assert s.end_triggered and s.phase == "game_over"
    ranks = G.ranks(s)
    assert min(ranks) == 1


@pytest.mark.parametrize(("players", "options"), CONFIGS[:5], ids=IDS[:5])
def test_same_seed_same_game(players, options):
    a, moves_a = play_random(players, options, 77)
    b, moves_b = play_random(players, options, 77)
    assert moves_a == moves_b and G.to_json(a) == G.to_json(b)
    c, _ = play_random(players, options, 78)
    assert G.to_json(c) != G.to_json(a)
