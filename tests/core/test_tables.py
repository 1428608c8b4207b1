"""The results table every notebook uses: rates as percentages beside their games, means beside their SD."""

from __future__ import annotations

import math
import statistics

import pytest

from boardkit.core import Action, Glossary
from boardkit.core.i18n import language
from boardkit.core.scenario import Scenario
from boardkit.core.simulate import simulate
from boardkit.core.stats import wilson
from boardkit.core.tables import Rate, Spread, results, seat_results

from .toy import TOY


def test_a_rate_shows_as_a_percentage_with_its_wilson_interval_and_the_games_beside_it():
    df = results(
        [{"branch": "a", "P2 wins": Rate(1, 6)}, {"branch": "b", "P2 wins": Rate(2.5, 6)}], index="branch"
    )
    assert list(df.columns) == ["P2 wins (%)", "P2 wins (95% low)", "P2 wins (95% high)", "games"]
    assert df.loc["a", "P2 wins (%)"] == round(100 / 6, 1) == 16.7  # not 0.166667
    assert df.loc["b", "P2 wins (%)"] == round(250 / 6, 1)
    ci = wilson(1, 6)
    assert (df.loc["a", "P2 wins (95% low)"], df.loc["a", "P2 wins (95% high)"]) == (
        round(100 * ci.low, 1),
        round(100 * ci.high, 1),
    )
    assert df.loc["a", "P2 wins (95% low)"] < 16.7 < df.loc["a", "P2 wins (95% high)"]
    assert list(df["games"]) == [6, 6]


def test_a_mean_shows_with_its_sample_standard_deviation_and_its_95_interval():
    values = (2, 4, 4, 4, 5, 5, 7, 9)
    df = results([{"seat": "P1", "final score": Spread(values)}], index="seat")
    assert list(df.columns) == [
        "final score (mean)",
        "final score (± SD)",
        "final score (95% low)",
        "final score (95% high)",
    ]
    assert df.loc["P1", "final score (mean)"] == 5.0
    assert df.loc["P1", "final score (± SD)"] == round(statistics.stdev(values), 1) == 2.1
    half = 2.365 * statistics.stdev(values) / math.sqrt(8)  # t with 7 degrees of freedom
    assert df.loc["P1", "final score (95% low)"] == round(5 - half, 1)
    assert df.loc["P1", "final score (95% high)"] == round(5 + half, 1)
    # One game has no spread nor interval: they show as missing, not as a made-up 0.
    one = results([{"x": Spread((3,))}]).iloc[0]
    assert math.isnan(one.iloc[1]) and math.isnan(one.iloc[2]) and math.isnan(one.iloc[3])


def test_headers_go_through_the_glossary_so_russian_works():
    words = Glossary({"final score": {"en": "final score", "ru": "итог партии"}})
    rows = [{"branch": "a", "P1 wins": Rate(1, 2), "P1 final score": Spread((1.0, 3.0))}]
    with language("ru"):
        df = results(rows, words, index="branch")
    assert df.index.name == "вариант"
    assert list(df.columns) == [
        "P1 победы (%)",
        "P1 победы (95%: от)",
        "P1 победы (95%: до)",
        "партий",
        "P1 итог партии (среднее)",
        "P1 итог партии (± ст. откл.)",
        "P1 итог партии (95%: от)",
        "P1 итог партии (95%: до)",
    ]


@pytest.mark.parametrize(
    "make",
    [
        lambda: Rate(7, 6),
        lambda: Rate(-1, 6),
        lambda: Rate(0, 0),
        lambda: Spread(()),
        lambda: results([{"P1 wins": Rate(1, 4), "P2 wins": Rate(1, 5)}]),
        lambda: results([{"a": 1}], index="branch"),
    ],
)
def test_bad_results_input_is_refused_with_a_clear_error(make):
    with pytest.raises((ValueError, KeyError)):
        make()


def test_branches_name_columns_for_a_teacher_and_count_the_games(toy_registered):
    sc = Scenario("endgame", "toy", 2, seed=1, overrides={"pile": 3, "taken": [5, 6]})
    n = 8
    table = sc.branches({"take one": [Action("take", 0, n=1)], "take three": [Action("take", 0, n=3)]}, n=n)
    assert table.index.name == "branch"
    assert list(table.columns) == [
        "P1 score now",
        "P2 score now",
        "P1 wins (%)",
        "P1 wins (95% low)",
        "P1 wins (95% high)",
        "games",
        *[f"P1 {m} ({s})" for m in ("final score", "rank") for s in ("mean", "± SD", "95% low", "95% high")],
    ]
    assert list(table["games"]) == [n, n]
    # Taking all three ends the game at 8 to 6: every playout is a win with the same score.
    assert table.loc["take three", "P1 wins (%)"] == 100.0
    assert (
        table.loc["take three", "P1 final score (mean)"] == 8
        and table.loc["take three", "P1 final score (± SD)"] == 0
    )
    # A percentage, not a share: n playouts with wins counted whole or halved (a shared win) give k * 50 / n.
    pct = table.loc["take one", "P1 wins (%)"]
    assert 0 <= pct <= 100 and abs(pct * n / 50 - round(pct * n / 50)) < 0.05


def test_branches_without_playouts_show_only_the_scores_now(toy_registered):
    sc = Scenario("endgame", "toy", 2, seed=1, overrides={"pile": 3, "taken": [5, 6]})
    table = sc.branches({"take two": [Action("take", 0, n=2)]})
    assert list(table.columns) == ["P1 score now", "P2 score now"]
    assert table.loc["take two", "P1 score now"] == 7


def test_seat_results_sum_simulated_games_per_seat_and_split_shared_wins(toy_registered):
    games_df = simulate(TOY, ["greedy", "random"], n=12, players=2, seed=3, progress=False)
    table = seat_results(games_df)
    assert list(table.index) == ["P1", "P2"] and table.index.name == "seat"
    assert list(table.columns) == [
        "bot",
        "wins (%)",
        "wins (95% low)",
        "wins (95% high)",
        "games",
        *[f"{m} ({s})" for m in ("final score", "rank") for s in ("mean", "± SD", "95% low", "95% high")],
    ]
    assert list(table["games"]) == [12, 12]
    assert table["wins (%)"].sum() == pytest.approx(
        100, abs=0.1
    )  # a shared win is split, never counted twice
    p1_wins = sum(1 / len(w.split(",")) for w in games_df["winners"] if "P1" in w.split(","))
    assert table.loc["P1", "wins (%)"] == round(100 * p1_wins / 12, 1)
    assert table.loc["P2", "final score (mean)"] == round(games_df["P2_total"].mean(), 1)
    assert table.loc["P2", "final score (± SD)"] == round(games_df["P2_total"].std(), 1)


def test_seat_results_refuse_a_table_that_is_not_simulate_output():
    import pandas as pd

    with pytest.raises(ValueError, match="simulate"):
        seat_results(pd.DataFrame({"x": [1]}))
