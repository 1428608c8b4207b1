"""What activated buildings do: production and the storage limit (l.160-166), trade (l.168-172, l.198),
sea trade (l.174-182, l.202), conquistador (l.184-188), religion, monks and blue dice (l.190-244), gold (l.206)."""

from __future__ import annotations

import pytest

from boardkit.core import IllegalAction
from boardkit.games.santa_maria import GAME as g

from .helpers import play, pos, seat, texts


def test_l198_anna_pays_1_wood_or_1_gem_for_3_coins_once():
    s = pos(seats={"P1": {"coins": 1, "wood": 1, "gem": 1, "tiles": [("trade_wood_gem+road", "r2c1")]}})
    s = play(s, "activate", cell=(2, 1))
    assert s.phase == "trade"
    kinds = sorted((a.kind, a.get("pay")) for a in g.legal_actions(s) if a.kind in ("trade", "skip"))
    assert kinds == [("skip", None), ("trade", "gem"), ("trade", "wood")]
    s = play(s, "trade", pay="gem")
    p1 = seat(s)
    assert (p1.coins, p1.gem, p1.wood) == (3, 0, 1)
    assert s.phase == "turn" and s.current_player == 1  # one exchange per activation (l.172)


def test_l172_a_trade_pays_only_what_the_building_shows():
    s = pos(seats={"P1": {"coins": 1, "sugar": 1, "tiles": [("trade_wood_gem+road", "r2c1")]}})
    s = play(s, "activate", cell=(2, 1))
    with pytest.raises(IllegalAction, match="l.172"):
        play(s, "trade", pay="sugar")


def test_l202_anna_pays_wood_and_sugar_and_lays_the_tile_at_her_religion_dock():
    s = pos(seats={"P1": {"coins": 1, "wood": 1, "sugar": 1}}, docks=["S1", "W02", "S3", "S4"])
    deck_top = s.deck[0]
    s = play(s, "activate", cell=(1, 1))  # the printed sea-trade building
    assert s.phase == "sea_trade"
    s = play(s, "ship", dock=2)  # the religion dock (l.202)
    p1 = seat(s)
    assert p1.ships == ("W02",) and p1.ship_docks == (1,) and (p1.wood, p1.sugar) == (0, 0)
    assert s.docks[1] == deck_top  # refilled at once from the deck (l.178)


def test_l180_an_empty_deck_leaves_the_dock_empty():
    # every regular tile already lies at P2's docks, so nothing refills the main board's dock
    full = pos(
        seats={
            "P1": {"coins": 1, "wood": 2},
            "P2": {"ships": {"happiness": [f"W{k:02d}" for k in range(1, 31)]}},
        },
        docks=["S1", "S4", "S2", "S3"],
    )
    assert full.deck == ()
    after = play(play(full, "activate", cell=(1, 1)), "ship", dock=2)  # S4 costs 2 wood
    assert after.docks[1] == ""


def test_l206_gold_stands_for_a_missing_resource_in_sea_trade():
    s = pos(seats={"P1": {"coins": 1, "wood": 1, "gold": 1}}, docks=["S1", "W02", "S3", "S4"])
    s = play(play(s, "activate", cell=(1, 1)), "ship", dock=2)  # W02: wood + sugar, gold for the sugar
    assert (seat(s).wood, seat(s).gold) == (0, 0)


def test_l160_a_gain_over_the_storage_limit_becomes_coins():
    s = pos(seats={"P1": {"coins": 1, "wood": 3}})
    s = play(s, "activate", cell=(1, 6))
    assert seat(s).wood == 3 and seat(s).coins == 1  # 1 coin paid, 1 coin for the wood that did not fit
    assert any("no room for 1 wood" in t for t in texts(s))


def test_l210_oleg_pays_1_grain_and_moves_2_spaces():
    s = pos(seats={"P1": {"coins": 1, "grain": 1, "religion": 1}})
    s = play(s, "activate", cell=(6, 6))  # chapel: religion, then happiness (l.258)
    assert s.phase == "religion"
    s = play(s, "religion", extra=True)
    assert seat(s).religion == 3 and seat(s).grain == 0


def test_l194_one_step_without_grain():
    s = pos(seats={"P1": {"coins": 1, "grain": 0, "religion": 1}})
    s = play(s, "activate", cell=(6, 6))
    assert [a["extra"] for a in g.legal_actions(s) if a.kind == "religion"] == [False]


def test_l258_a_printed_building_with_several_effects_gives_them_all():
    s = pos(seats={"P1": {"coins": 1, "religion": 1}})
    s = play(play(s, "activate", cell=(6, 6)), "religion", extra=False)
    assert seat(s).religion == 2 and seat(s).points == 1


def test_l234_oleg_reaches_the_third_monk_symbol_gains_a_blue_die_and_pays_two_monks_on_a_mission():
    s = pos(
        players=3,
        seats={
            "P1": {"coins": 5, "religion": 6},
            "P2": {"coins": 0, "monks": ["mission_1"]},
            "P3": {"coins": 0, "monks": ["mission_1"]},
        },
    )
    s = play(play(s, "activate", cell=(6, 6)), "religion", extra=False)
    p1 = seat(s)
    assert p1.religion == 7 and p1.blue_owned == 2 and len(p1.blue) == 2  # rolled at once (l.240)
    assert s.phase == "monk"
    s = play(s, "monk", place="mission_1")
    p1 = seat(s)
    assert p1.points == 3 + 1  # the mission's 3, then the chapel's happiness
    assert p1.coins == 5 - 1 - 4 and seat(s, "P2").coins == 2 and seat(s, "P3").coins == 2
    assert s.monks_at["mission_1"] == (1, 2, 0) and p1.monks == 5


def test_l216_no_second_monk_on_a_place_and_no_place_one_cannot_pay_for():
    s = pos(
        players=3,
        seats={"P1": {"coins": 1, "religion": 2, "monks": ["mission_2"]}, "P2": {"monks": ["mission_1"]}},
    )
    s = play(play(s, "activate", cell=(6, 6)), "religion", extra=False)  # reaches the 1st symbol (space 3)
    places = {a["place"] for a in g.legal_actions(s) if a.kind == "monk"}
    assert "mission_2" not in places and "mission_1" not in places  # own monk there; 2 coins owed, none left
    with pytest.raises(IllegalAction, match="l.216"):
        play(s, "monk", place="mission_2")


def test_l240_the_first_monk_symbol_gives_a_blue_die_the_second_does_not():
    s = pos(seats={"P1": {"coins": 3, "grain": 1, "religion": 2}})
    s = play(play(s, "activate", cell=(6, 6)), "religion", extra=True)  # spaces 3 and 4: the 1st symbol
    assert seat(s).blue_owned == 2
    s2 = pos(seats={"P1": {"coins": 3, "religion": 4}})
    s2 = play(play(s2, "activate", cell=(6, 6)), "religion", extra=False)  # space 5: the 2nd symbol
    assert seat(s2).blue_owned == 1 and s2.phase == "monk"


def test_l244_past_the_end_of_the_religion_track_each_step_is_a_point():
    end = g.new_game(2).data.religion_end
    s = pos(seats={"P1": {"coins": 1, "grain": 1, "religion": end, "monks": []}})
    s = play(play(s, "activate", cell=(6, 6)), "religion", extra=True)
    assert seat(s).religion == end and seat(s).points == 2 + 1  # two steps as points, then the chapel's


def test_l188_a_gold_symbol_gives_gold_and_markers_stack_in_arrival_order():
    d = g.new_game(2).data
    gold = d.gold_spaces[0]
    s = pos(
        seats={
            "P1": {"coins": 1, "conquistador": gold - 1, "board": "A2"},
            "P2": {"conquistador": gold, "arrived": 0},
        }
    )
    s = play(s, "activate", cell=(6, 6))  # A2's fort: conquistador, then wood
    p1 = seat(s)
    assert p1.conquistador == gold and p1.gold == 1 and p1.wood == 3
    assert p1.arrived > seat(s, "P2").arrived  # P1 lies on top of P2 (l.188)


def test_l188_no_conquistador_move_at_the_end_of_the_track():
    end = g.new_game(2).data.conquistador_end
    s = pos(seats={"P1": {"coins": 1, "conquistador": end, "board": "A2"}})
    s = play(s, "activate", cell=(6, 6))
    assert seat(s).conquistador == end


def test_l202_the_religion_dock_tile_moves_anna_on_the_religion_track_when_she_passes():
    s = pos(seats={"P1": {"coins": 0, "grain": 0, "religion": 1, "ships": {"religion": ["W02"]}}})
    s = play(s, "pass", space=1)  # 2 coins, then the docks: one religion action
    assert s.phase == "religion"
    s = play(s, "religion", extra=False)
    assert seat(s).religion == 2 and seat(s).coins == 2
