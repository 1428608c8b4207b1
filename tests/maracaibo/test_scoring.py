"""Interim scoring (l.417-466) and final scoring (l.472-519)."""

from __future__ import annotations

from boardkit.games.maracaibo.scoring import building_vp, majority_bonus

from .helpers import G, play, seat


def _score_round(s, step1: str = "take_vp"):
    while s.phase not in ("sail", "over"):
        s = play(s, step1 if s.phase == "score_buy" else "draw")
    return s


def _trigger(players: int = 3, round_: int = 1, **seats):
    end = "20" if round_ <= 3 else "21b"
    desc = {"P2": {"ship": end, **seats.pop("P2", {})}, **seats}
    s = G.position(players=players, round=round_, current="P2", seats=desc)
    s = play(s, "sail", route=("21a",) if round_ <= 3 else ("22",))
    return play(s, "finish")


def test_l425_step_1_from_the_trigger_player_buy_or_2_vp():
    s = _trigger(P2={"vp": 0}, P3={"vp": 0}, P1={"vp": 0})
    assert s.phase == "score_buy" and s.current_player == 1
    s = _score_round(s)
    assert [x.vp for x in s.seats] == [2, 2, 2]


def test_l434_interim_income_pays_doubloons_and_vp():
    s = _trigger(P1={"dincome": 12, "vincome": 3, "doubloons": 0, "vp": 0})
    s = _score_round(s)
    assert seat(s).doubloons == 12 and seat(s).vp == 3 + 2


def test_l444_l448_l464_l466_market_building_ships_and_the_next_first_player():
    s = _trigger(P1={"ship": "Aruba"})
    market = s.market
    assert len(s.buildings) == 1
    s = _score_round(s)
    assert not set(market) & set(s.market) and len(s.market) == 4
    assert len(s.buildings) == 2 and s.investors[-1] == ()
    assert all(x.ship == "0" for x in s.seats) and s.round == 2
    assert s.current_player == 2 and s.phase == "sail"


def test_l426_buying_at_step_1_then_refill_as_in_phase_c():
    s = _trigger(P2={"hand": ["Navigator", "Recruiter", "Chronicler", "Quartermaster"], "doubloons": 9})
    card = seat(s, 1).hand[0]
    s = play(s, "buy", card=card)
    assert s.phase == "draw" and s.current_player == 1
    s = play(s, "draw")
    assert len(seat(s, 1).hand) == 4 and s.current_player == 2 and s.phase == "score_buy"


def test_l485_final_income_pays_vp_and_no_doubloons():
    s = _trigger(round_=4, P1={"dincome": 14, "vincome": 5, "doubloons": 0, "vp": 0})
    s = _score_round(s)
    assert s.over and seat(s).doubloons == 0
    assert s.final_parts[0][1] == 5 + 2  # income 14: 2 VP icons on the designed track


def test_l493_the_leaders_of_a_nation_score_3_each_and_nobody_when_all_start():
    s = _trigger(
        round_=4, P1={"influence": {"france": 4}}, P2={"influence": {"france": 4}}, P3={"influence": {}}
    )
    s = _score_round(s)
    assert [parts[3] for parts in s.final_parts] == [3, 3, 0]


def test_l505_majority_bonus_ties_take_the_higher_bonus():
    assert majority_bonus((4, 2, 1)) == (2, 1, 0)
    assert majority_bonus((4, 4, 2)) == (2, 2, 0)
    assert majority_bonus((4, 2, 2)) == (2, 1, 1)
    assert majority_bonus((3, 3, 3)) == (2, 2, 2)


def test_l525_the_game_ends_at_once_and_ties_share_the_win():
    s = _trigger(round_=4, P1={"vp": 10}, P2={"vp": 5}, P3={"vp": 0})
    s = _score_round(s)
    assert s.over and not G.legal_actions(s)
    totals = [r["total"] for r in G.score_rows(s)]
    assert set(s.winners) == {p for p, t in enumerate(totals) if t == max(totals)}


def test_l1070_basilica_4_vp_per_assistant_at_most_16_and_l1087_cathedral_counts_the_track_again():
    bought = ["Smuggler's cove"] * 2 + ["Harbour master"] * 2 + ["Explorers' guild"]
    s = G.position(players=2, seats={"P1": {"dincome": 20, "bought": bought}})
    s = s.copy()
    cards = seat(s).bought
    s.seats = (seat(s).but(assistants=tuple(("4", cards[i]) for i in range(5)), general=seat(s).general - 5),
               s.seats[1])  # fmt: skip
    assert building_vp(s, 0, "basilica") == 16 and building_vp(s, 0, "cathedral") == 4
