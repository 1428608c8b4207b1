"""Random games to the end, for every player count and expansion: the invariants the rules promise."""

from __future__ import annotations

import random
from dataclasses import fields

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from boardkit.games.puerto_rico.catalog import VP
from boardkit.games.puerto_rico.invariants import check
from boardkit.games.puerto_rico.state import PRState, Seat

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


def play_random(players: int, options: dict, seed: int, checks: bool = True) -> tuple[PRState, list]:
    rng = random.Random(seed)
    s = G.new_game(players, seed, **options)
    chosen = []
    mid = None
    while True:
        acts = G.legal_actions(s)
        assert (acts == []) == G.is_over(s), "no legal action exactly when the game is over"
        if not acts:
            break
        a = rng.choice(acts)
        chosen.append(a)
        if checks:
            # Checked on every fourth step (and at the end): a leak or a mutation would persist.
            sample = len(chosen) % 4 == 0
            before = snapshot(s) if sample else None
            s2 = G.apply(s, a)
            assert before is None or snapshot(s) == before, "apply never mutates its input"
            if sample or G.is_over(s2):
                check(s2)  # bounds and conservation of every component (invariants.py)
            if mid is None and s2.round >= 4:
                mid = s2
            s = s2
        else:
            s = G.apply(s, a)
    if checks:
        for state in (mid, s):
            if state is not None:
                text = G.to_json(state)
                back = G.from_json(text)
                assert back == state and G.to_json(back) == text, "exact JSON round trip"
    return s, chosen


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
    a, moves_a = play_random(players, options, 77, checks=False)
    b, moves_b = play_random(players, options, 77, checks=False)
    assert moves_a == moves_b and G.to_json(a) == G.to_json(b)
    c, _ = play_random(players, options, 78, checks=False)
    assert G.to_json(c) != G.to_json(a)
