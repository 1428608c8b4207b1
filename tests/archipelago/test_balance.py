"""Phase 4, the archipelago balance (l.334-404), and the immediate red zones of phase 6 (l.770-794)."""

from __future__ import annotations

from boardkit.games.archipelago import GAME as g
from boardkit.games.archipelago import flow
from boardkit.games.archipelago.catalog import BACKS, CARDS

from .helpers import placed


def crisis_position(kind: str, resource: str, n: int, inhabitants: int = 8, **kw):
    regions = placed(3, [("r01a", (1, 0)), ("r05a", (-1, 0)), ("r03a", (0, 1))])
    units = {
        "P1": [("inhabitant", "r01a")] * 3,
        "P2": [("inhabitant", "r05a")] * 3,
        "P3": [("inhabitant", "r03a")] * 2,
    }
    s = g.position(players=3, regions=regions, units=units, order=["P1", "P2", "P3"], **kw).copy()
    assert s.population == inhabitants
    zone = {"kind": kind, "resource": resource, "red": False}
    zone["per" if kind == "internal" else "count"] = n
    s.resume = "actions"  # as after phase 4
    flow.start_crisis(s, zone)
    return s


def lying(s):
    return sum(1 for u in s.units if u.lying)


def test_l360_an_internal_crisis_lays_every_inhabitant_down():
    s = crisis_position("internal", "stone", 6)
    assert lying(s) == 8 and s.phase == "crisis"


def test_l356_l372_one_stone_for_six_inhabitants_raises_six():
    s = crisis_position("internal", "stone", 6, internal={"stone": 2})
    s = g.apply(s, _supply(s, "market"))
    assert lying(s) == 2
    assert s.internal[3] == 1  # taken from board I (l.364)


def _supply(s, source):
    return next(a for a in g.legal_actions(s) if a.kind == "supply" and a["source"] == source)


def test_l370_the_spender_raises_his_own_inhabitants_first():
    s = crisis_position("internal", "stone", 6, internal={"stone": 1})
    s = g.apply(s, _supply(s, "market"))
    mine = [u for u in s.units if u.owner == 0 and not u.ship and u.region >= 0]
    assert not any(u.lying for u in mine)  # RULINGS A8


def test_l378_inhabitants_still_lying_strike_and_raise_rebellion():
    s = crisis_position("internal", "stone", 6)
    before = s.rebellion
    for _ in range(3):
        s = g.apply(s, next(a for a in g.legal_actions(s) if a.kind == "done"))
    assert s.rebellion == before + 8
    assert lying(s) == 8  # strikers until the next release (l.378)


def test_l364_once_play_passes_a_player_cannot_add_cubes():
    s = crisis_position("internal", "stone", 6, internal={"stone": 1}, seats={"P1": {"cubes": {"stone": 1}}})
    s = g.apply(s, next(a for a in g.legal_actions(s) if a.kind == "done"))
    assert s.current_player == 1  # P1's opportunity is over; his stone stays behind his screen
    assert s.seats[0].cubes[3] == 1


def test_l431_an_explorer_token_becomes_the_crisis_cube_and_leaves_the_game():
    s = crisis_position("internal", "stone", 6, internal={"stone": 0}, seats={"P1": {"tokens": 1}})
    bank = s.bank_cubes
    s = g.apply(s, _supply(s, "token"))
    assert s.seats[0].tokens == 0 and lying(s) == 2 and s.bank_cubes == bank


def test_l384_l388_each_missing_export_cube_adds_one_rebellion():
    s = crisis_position("external", "cattle", 3, seats={"P2": {"cubes": {"cattle": 1}}})
    before = s.rebellion
    s = g.apply(s, next(a for a in g.legal_actions(s) if a.kind == "done"))
    s = g.apply(s, _supply(s, "screen"))
    while s.phase == "crisis":
        s = g.apply(s, next(a for a in g.legal_actions(s) if a.kind == "done"))
    assert s.rebellion == before + 2


def test_l687_a_church_keeps_its_inhabitant_standing_and_raises_its_region():
    regions = placed(3, [("r01a", (1, 0))])
    regions[0]["buildings"] = ["church"]
    units = {"P1": [("inhabitant", "r01a", "church")], "P2": [("inhabitant", "r01a")] * 2}
    s = g.position(players=3, regions=regions, units=units, order=["P2", "P1", "P3"]).copy()
    s.resume = "actions"
    flow.start_crisis(s, {"kind": "internal", "resource": "stone", "per": 6, "red": False})
    assert lying(s) == 2 and not s.units[0].lying  # l.687: the church's inhabitant stays up
    s = g.apply(s, next(a for a in g.legal_actions(s) if a.kind == "done"))  # P2 gives nothing
    assert s.phase != "crisis" and lying(s) == 0  # P1's church raised P2's two inhabitants


def test_l396_the_event_lowers_rebellion_by_2_per_church():
    regions = placed(3, [("r01a", (1, 0)), ("r05a", (-1, 0))])
    regions[0]["buildings"] = ["church"]
    regions[1]["buildings"] = ["church"]
    s = g.position(
        players=3,
        regions=regions,
        rebellion=9,
        units={
            "P1": [("inhabitant", "r01a")] * 3,
            "P2": [("inhabitant", "r05a")] * 3,
            "P3": [("inhabitant", "r05a")] * 3,
        },
    ).copy()
    flow.play_event(s, "church_minus2")
    assert s.rebellion == 5


def test_l780_l787_immediate_events_count_churches_and_cities():
    regions = placed(3, [("r01a", (1, 0)), ("r05a", (-1, 0))])
    regions[0]["buildings"] = ["church", "city"]
    regions[1]["buildings"] = ["church"]
    s = g.position(
        players=3,
        regions=regions,
        rebellion=5,
        units={"P1": [("inhabitant", "r01a")] * 3, "P2": [("inhabitant", "r05a")] * 3},
    ).copy()
    flow.play_event(s, "church_minus1")
    assert s.rebellion == 3
    flow.play_event(s, "city_plus1")
    assert s.rebellion == 4


def test_l336_the_balance_is_skipped_in_turn_1():
    s = g.position(players=3, turn=1, phase="bidding").copy()
    flow.after_order(s)
    assert s.phase == "actions"


def test_l350_phase_4_plays_only_the_zones_that_are_not_red():
    back = next(
        i
        for i, b in enumerate(BACKS)
        if b.top["red"] and not b.bottom["red"] and b.bottom["kind"] == "external"
    )
    card = next(c.id for c in CARDS if c.back == back)
    s = g.position(players=3, turn=3, phase="bidding", deck_top=card).copy()
    flow.after_order(s)
    assert s.phase == "crisis" and s.step == "external"


def test_l404_the_same_top_card_plays_again_in_each_turn():
    back = next(i for i, b in enumerate(BACKS) if b.top["kind"] == "event" and not b.top["red"])
    card = next(c.id for c in CARDS if c.back == back)
    regions = placed(3, [("r01a", (1, 0))])
    regions[0]["buildings"] = ["church"]
    units = {q: [("inhabitant", "r01a")] * 3 for q in ("P1", "P2", "P3")}
    s = g.position(
        players=3, turn=3, phase="bidding", deck_top=card, regions=regions, rebellion=9, units=units
    ).copy()
    first = s.rebellion
    flow.after_order(s)
    once = s.rebellion
    s.turn += 1
    s.rebellion = first
    flow.after_order(s)
    assert s.rebellion == once < first + 5


def test_l906_independence_is_a_loss_for_every_seat_in_the_bots_eyes():
    """Everyone loses (l.906): the heuristic bot must not read the equal zero scores as a tie it may seek."""
    import math
    import random

    from boardkit.core.bots import advantage

    s = g.new_game(players=3, seed=1)
    rng = random.Random(1)
    while not g.is_over(s):
        s = g.apply(s, rng.choice(g.legal_actions(s)))
    assert s.ended_by == "independence" and not s.winners
    assert all(advantage(g, s, p) == -math.inf for p in range(3))
