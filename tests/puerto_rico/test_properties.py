"""Random games to the end, for every player count and expansion: the invariants the rules promise."""

from __future__ import annotations

from dataclasses import fields

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from boardkit.games.puerto_rico.catalog import (
    COLONISTS,
    DOUBLOONS,
    GOODS_COUNTS,
    NOBLES,
    PLANTATION_COUNTS,
    QUARRY_COUNT,
    VP,
    setup_for,
)
from boardkit.games.puerto_rico.flow import pieces
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


class Totals:
    def __init__(self, s: PRState) -> None:
        cfg = setup_for(s.players)
        self.goods = tuple(c - cfg["remove_goods"] for c in GOODS_COUNTS)
        self.plantations = sum(PLANTATION_COUNTS) - 5 * cfg["remove_per_plantation"]
        self.quarries = QUARRY_COUNT - cfg["remove_quarries"]
        self.colonists = s.colonist_supply + s.colonist_ship + sum(pieces(x) for x in s.seats)
        self.vp = cfg["vp_supply"]
        self.buildings = s.supply  # after setup (or after the draft)

    def check(self, s: PRState) -> None:
        if s.phase == "draft":
            self.buildings = None  # the building supply is settled by the draft
            return
        if self.buildings is None:
            self.buildings = s.supply  # the first state after the draft
        for g in range(5):
            held = s.goods_supply[g] + sum(seat.goods[g] for seat in s.seats)
            held += sum(n for k, n in zip(s.ship_good, s.ship_load, strict=True) if k == g)
            held += sum(1 for k in s.trading_house if k == g)
            assert held == self.goods[g], f"goods conserved: {g}"
            assert s.goods_supply[g] >= 0
        tiles = len(s.stack) + len(s.face_up) + len(s.discard)
        tiles += sum(sum(seat.tiles[:5]) + sum(seat.forests) for seat in s.seats)
        tiles += 1 if s.memo.get("drawn") else 0  # the Hacienda tile being looked at (l.832)
        assert tiles == self.plantations, "plantation tiles conserved"
        assert all(seat.tiles[6] == sum(seat.forests) for seat in s.seats)
        assert s.quarries + sum(seat.tiles[5] for seat in s.seats) == self.quarries
        on_boards = sum(pieces(seat) for seat in s.seats)
        nobles = sum(seat.nobles for seat in s.seats)
        if s.nobles:
            assert s.noble_supply + s.noble_ship + nobles == NOBLES, "nobles conserved"
            assert s.colonist_supply + s.colonist_ship + on_boards - nobles == COLONISTS
        else:
            assert nobles == 0 and s.noble_ship == 0
            assert s.colonist_supply + s.colonist_ship + on_boards == self.colonists, "colonists conserved"
        assert s.colonist_supply >= 0 and s.colonist_ship >= 0
        money = s.bank + sum(seat.doubloons for seat in s.seats) + sum(s.role_money)
        assert money == DOUBLOONS, "doubloons conserved"
        assert all(seat.doubloons >= 0 for seat in s.seats)
        assert s.vp_supply + sum(seat.vp for seat in s.seats) == self.vp, "VP chips conserved"
        assert s.vp_supply >= 0
        supply = list(s.supply)
        for seat in s.seats:
            assert sum(seat.tiles) <= 12 and seat.city_used <= 12
            assert all(0 <= st <= t for st, t in zip(seat.staffed, seat.tiles, strict=False))
            for b in seat.city:
                supply[b] += 1
                assert seat.built[b] >= 0
        assert tuple(supply) == self.buildings, "buildings conserved"
        for cap, k, n in zip(s.ship_cap, s.ship_good, s.ship_load, strict=True):
            assert (k < 0) == (n == 0) and 0 <= n <= cap
        assert len(set(k for k in s.ship_good if k >= 0)) == len([k for k in s.ship_good if k >= 0])
        assert len(s.trading_house) <= 4


def checks(first: PRState) -> list:
    return [Totals(first).check]


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
