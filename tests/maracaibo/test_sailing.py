"""Phase A, sailing (l.177-189), and the doorsteps (l.406-413)."""

from __future__ import annotations

from .helpers import G, moves, play, seat


def _ends(s):
    return {a["route"][-1]: len(a["route"]) for a in moves(s, "sail")}


def test_l179_one_to_seven_moves_from_havana():
    s = G.position(players=2)
    ends = _ends(s)
    assert set(ends.values()) == set(range(1, 8)) and ends["7"] == 7 and "8" not in ends


def test_l184_forks_offer_both_branches_never_backwards():
    s = G.position(players=2, seats={"P1": {"ship": "Martinique"}})
    routes = {a["route"] for a in moves(s, "sail")}
    assert ("9",) in routes and ("10",) in routes and ("9", "11") in routes and ("10", "11") in routes
    assert not any(loc in ("7", "6", "0") for r in routes for loc in r)


def test_l187_a_stop_location_ends_the_voyage():
    s = G.position(players=2, seats={"P1": {"ship": "Aruba"}})
    assert max(len(r) for r in (a["route"] for a in moves(s, "sail"))) == 2  # 12, then 13 Port Royal stops
    assert all(r[-1] == "13" for r in (a["route"] for a in moves(s, "sail")) if "13" in r)


def test_l408_doorsteps_stop_ships_and_21a_ends_rounds_one_to_three():
    s = G.position(players=2, seats={"P1": {"ship": "Puerto Cabezas"}})
    assert {a["route"] for a in moves(s, "sail")} == {("19",), ("19", "20")}
    s = G.position(players=2, seats={"P1": {"ship": "20"}})
    assert {a["route"] for a in moves(s, "sail")} == {("21a",)}


def test_l408_round_four_leads_from_20_to_21b_and_22():
    s = G.position(players=2, round=4, seats={"P1": {"ship": "20"}})
    assert {a["route"] for a in moves(s, "sail")} == {("21b",)}
    s = G.position(players=2, round=4, seats={"P1": {"ship": "21b"}})
    assert {a["route"] for a in moves(s, "sail")} == {("22",)}


def test_l411_21a_gives_3_vp_and_the_interim_scoring_after_phase_c():
    s = G.position(players=3, current="P2", seats={"P2": {"ship": "20"}})
    s = play(s, "sail", route=("21a",))
    assert not moves(s, "villages") and not moves(s, "deliver")  # l.200, l.408
    s = play(s, "doorstep")
    assert seat(s, 1).vp == 3
    s = play(s, "finish")
    assert s.phase == "score_buy" and s.current_player == 1 and s.queue == (2, 0)  # from the trigger (l.425)


def test_l179_a_route_off_the_arrows_is_refused_with_the_rule():
    s = G.position(players=2)
    from boardkit.core import Action, IllegalAction

    try:
        G.apply(s, Action("sail", 0, route=("2",)))
    except IllegalAction as exc:
        assert exc.category == "rule" and "l.184" in exc.rule
    else:
        raise AssertionError("sailing past an arrow must be refused")
