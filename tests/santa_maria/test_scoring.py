"""Final scoring in the printed order (l.338-376) and the tie-breaker."""

from __future__ import annotations

from boardkit.games.santa_maria import GAME as g
from boardkit.games.santa_maria.scoring import score_parts

from .helpers import play, pos


def test_l344_l345_anna_has_3_coins_sells_for_4_more_and_7_coins_give_2_points():
    s = pos(seats={"P1": {"coins": 3, "wood": 2, "sugar": 1}})  # 1 + 1 + 2 coins
    assert score_parts(s, 0)["coins"] == 2


def test_l355_l358_columns_4_and_6_and_row_4_full_and_the_crossing_colonist_counts_twice():
    tiles = [
        ("wood+grain", "r2c6", 1),  # column 6: r2c6 wood, r3c6 grain
        ("wood+road", "r4c6", 1),  # r4c6 wood, r5c6 road with 1 colonist
        ("sugar+road+gem", "r1c4", 1),  # column 4: r1c4 sugar, r2c4 road (1), r3c4 gem
        ("conquistador+sugar", "r5c4", 1),  # r5c4, r6c4
        ("sea_trade+road+coins", "r4c1", 0),  # row 4: r4c1, r4c2 road (1), r4c3
        ("religion+grain", "r4c5", 1),  # r4c5, r5c5
    ]
    s = pos(seats={"P1": {"tiles": tiles, "roads": ["r4c4"]}})  # r4c4: road tile, 2 colonists, at a crossing
    # column 4: 1 + 2, column 6: 1, row 4: 1 + 2; the 2 colonists on r4c4 count in row 4 and column 4
    assert score_parts(s, 0)["colonists"] == 3 + 1 + 3


def test_l347_a_line_with_an_empty_cell_scores_nothing():
    s = pos(seats={"P1": {"tiles": [("wood+road", "r2c1")]}})
    assert score_parts(s, 0)["colonists"] == 0


def test_l364_l365_anna_gains_3_for_a_scholar_and_loses_2_for_each_of_two_bishops_then_their_requirements():
    s = pos(
        seats={"P1": {"monks": ["astronomy", "builder", "pilgrim"], "religion": 1}},
        scholars=["astronomy", "law", "history"],
        bishops=["builder", "pilgrim", "steward"],
    )
    d = s.data
    # builder counts development tiles (none), pilgrim religion spaces past the first (none): requirements give 0
    assert score_parts(s, 0)["monks"] == d.scholars["astronomy"] - 4


def test_l373_l374_anna_has_2_full_sets_for_6_points():
    ships = {
        "coins": ["W01", "W02"],
        "religion": ["W03", "W04"],
        "conquistador": ["W05", "W06", "W07"],
        "happiness": ["W08", "W09"],
    }
    s = pos(seats={"P1": {"ships": ships}})
    assert score_parts(s, 0)["docks"] == 6


def test_l369_l380_each_sea_trade_tile_scores_its_printed_points():
    s = pos(seats={"P1": {"ships": {"coins": ["W01", "W02"]}}})
    assert score_parts(s, 0)["ships"] == s.data.sea["W01"]["points"] + s.data.sea["W02"]["points"]


def test_l376_a_tie_goes_to_the_higher_pass_space():
    s = pos(
        players=2,
        year=3,
        current="P1",
        seats={
            "P1": {"coins": 0, "wood": 0, "points": 5},
            "P2": {"coins": 0, "wood": 0, "points": 5, "passed": 4},
        },
    )
    s = play(s, "pass", space=5)
    while not s.over:
        s = play(s, "skip")
    totals = [r["total"] for r in g.score_rows(s)]
    assert totals[0] == totals[1] and s.winners == (1,)  # P2 on space 4 is above P1 on space 5
