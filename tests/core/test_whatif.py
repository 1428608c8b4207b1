"""What-if answers you can trust: same seeds in every branch and on every executor, intervals, compare in words."""

from __future__ import annotations

import math
import warnings
from concurrent.futures import ThreadPoolExecutor

import pandas as pd
import pytest

from boardkit import Action, Scenario, simulate
from boardkit.core.bots import RandomBot
from boardkit.core.stats import Z95
from boardkit.core.whatif import Z80, Outcomes, compare, outcomes

from .toy import TOY

ENDGAME = {"pile": 3, "taken": [5, 6]}
TAKE_ONE, TAKE_THREE = [Action("take", 0, n=1)], [Action("take", 0, n=3)]


def test_a_game_depends_on_the_run_seed_and_its_index_only():
    whole = simulate(TOY, "random", n=12, seed=4, players=3, progress=False)
    first = simulate(TOY, "random", n=6, seed=4, players=3, progress=False)
    one_by_one = simulate(TOY, "random", n=12, seed=4, players=3, progress=False, chunk_size=1)
    assert list(whole["game"]) == list(range(12))
    assert whole.head(6).equals(first) and whole.equals(one_by_one)
    assert not whole.equals(simulate(TOY, "random", n=12, seed=5, players=3, progress=False))


def test_a_bot_instance_is_dealt_afresh_for_every_game_so_executors_agree():
    here = simulate(TOY, RandomBot(seed=9), n=10, seed=2, players=2, progress=False)
    with ThreadPoolExecutor(3) as pool:  # threads finish in any order: rows still come back in game order
        there = simulate(
            TOY, RandomBot(seed=9), n=10, seed=2, players=2, progress=False, executor=pool, chunk_size=1
        )
    assert here.equals(there)
    assert here.head(4).equals(simulate(TOY, RandomBot(seed=9), n=4, seed=2, players=2, progress=False))


def test_a_local_process_pool_gives_the_same_rows():
    here = simulate(TOY, "random", n=12, seed=4, players=3, progress=False)
    assert here.equals(simulate(TOY, "random", n=12, seed=4, players=3, progress=False, executor="processes"))


def test_where_no_process_can_be_made_the_games_run_here(monkeypatch):
    # As under Pyodide or in a sandbox: making a process fails, the run falls back and says so.
    import os

    here = simulate(TOY, "random", n=12, seed=4, players=3, progress=False)

    def no_fork() -> int:
        raise OSError("processes are not available")

    monkeypatch.setattr(os, "fork", no_fork)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        there = simulate(TOY, "random", n=12, seed=4, players=3, progress=False, executor="processes")
    assert here.equals(there)
    assert any("in this process" in str(w.message) for w in caught)


def test_progress_shows_a_bar_in_a_terminal(capsys):
    simulate(TOY, "random", n=5, seed=1, players=2, progress=True)
    err = capsys.readouterr().err
    assert "5/5" in err and "game" in err


@pytest.mark.parametrize(
    "kwargs, message",
    [
        ({"n": 0}, "positive"),
        ({"bots": "oracle"}, "oracle"),
        ({"executor": 3}, "executor"),
        ({"most": 9}, "most"),
    ],
)
def test_bad_simulate_arguments_are_refused_before_playing(kwargs, message):
    args = {"bots": "random", "n": 2, "seed": 0, "players": 2, "progress": False, **kwargs}
    with pytest.raises((ValueError, TypeError), match=message):
        simulate(TOY, **args)


def test_branches_play_every_alternative_on_the_same_seeds(toy_registered):
    # Common random numbers: the label never enters a seed, so two labels for one move give the same games.
    sc = Scenario("endgame", "toy", 2, seed=1, overrides=ENDGAME)
    table = sc.branches({"x": TAKE_ONE, "y": TAKE_ONE, "z": TAKE_THREE}, n=12, seed=3, progress=False)
    frame = outcomes(table).frame
    x = frame[frame["branch"] == "x"].drop(columns="branch").reset_index(drop=True)
    y = frame[frame["branch"] == "y"].drop(columns="branch").reset_index(drop=True)
    assert x.equals(y)
    assert table.loc["x"].equals(table.loc["y"])
    same = compare(table, "x", "y")
    assert same.verdict == "unclear" and "same" in str(same) and same.games_needed is None


def test_compare_says_a_real_difference_in_words(toy_registered):
    # Taking all three stones ends the game at 8 to 6 (a sure win); taking one leaves P2 to win or tie.
    sc = Scenario("endgame", "toy", 2, seed=1, overrides=ENDGAME)
    table = sc.branches({"take one": TAKE_ONE, "take three": TAKE_THREE}, n=20, seed=1, progress=False)
    result = compare(table, "take three", "take one", "wins")
    assert result.verdict == "take three" and result.games == 20
    assert result.difference.low > 0
    assert str(result).startswith("take three comes out ahead of take one on P1 wins")
    assert "real at the 95% level" in str(result)
    assert compare(table, "take one", "take three").verdict == "take three"  # on final score too
    by_rank = compare(table, "take one", "take three", "rank")  # rank 1 wins: the lower rank is the better
    assert (
        by_rank.difference.low > 0 and by_rank.verdict == "take three" and "lower is better" in str(by_rank)
    )


def test_compare_asks_for_more_games_when_the_interval_includes_zero():
    games = pd.DataFrame(
        {
            "branch": ["a"] * 10 + ["b"] * 10,
            "game": list(range(10)) * 2,
            "final score": [3, 5, 4, 6, 2, 5, 4, 3, 6, 4] + [4, 4, 4, 5, 3, 4, 5, 3, 5, 4],
        }
    )
    result = compare(Outcomes(games, "branch", ("final score",)), "a", "b")
    diffs = [-1, 1, 0, 1, -1, 1, -1, 0, 1, 0]
    mean, sd = sum(diffs) / 10, pd.Series(diffs).std()
    assert result.verdict == "unclear" and result.difference.low < 0 < result.difference.high
    assert result.games_needed == math.ceil(((Z95 + Z80) * sd / mean) ** 2)
    assert "cannot be told apart" in str(result) and "games each would be needed" in str(result)


def test_compare_refuses_what_it_cannot_pair(toy_registered):
    sc = Scenario("endgame", "toy", 2, seed=1, overrides=ENDGAME)
    table = sc.branches({"one": TAKE_ONE, "three": TAKE_THREE}, n=4, progress=False)
    with pytest.raises(KeyError, match="branches: one, three"):
        compare(table, "one", "two")
    with pytest.raises(KeyError, match="measure"):
        compare(table, "one", "three", "doubloons")
    with pytest.raises(ValueError, match="no games behind this table"):
        compare(sc.branches({"one": TAKE_ONE}), "one", "one")


def test_compare_pairs_seats_of_a_simulation_game_by_game():
    games = simulate(TOY, ["greedy", "random"], n=30, players=2, seed=3, progress=False)
    result = compare(games, "P1", "P2")
    diffs = games["P1_total"] - games["P2_total"]
    assert result.games == 30 and result.difference.estimate == pytest.approx(diffs.mean())
