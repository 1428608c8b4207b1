"""What-if answers you can trust: same seeds in every branch and on every executor, intervals, compare in words."""

from __future__ import annotations

import math
import warnings
from concurrent.futures import ThreadPoolExecutor

import pandas as pd
import pytest

import boardkit
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


def _paired(a: list[float], b: list[float], measure: str = "final score") -> Outcomes:
    n = len(a)
    frame = pd.DataFrame({"branch": ["a"] * n + ["b"] * n, "game": list(range(n)) * 2, measure: a + b})
    return Outcomes(frame, "branch", (measure,))


def test_compare_speaks_russian_through_core_messages_with_the_measure_from_the_glossary():
    real = compare(_paired([1.0, 1.0, 1.0, 0.0] * 5, [0.0] * 20, "wins"), "a", "b", "wins")
    ru = real.text("ru")
    assert ru.startswith(
        "a лучше, чем b, по показателю «победы»: a минус b = +75.00 п. п. (95%-й интервал: от "
    )
    assert ru.endswith("в 20 парных партиях. Различие значимо на уровне 95%.")
    rank = compare(_paired([1.0, 1.0, 2.0] * 4, [2.0] * 12, "rank"), "a", "b", "rank")
    assert "по показателю «место» (чем меньше, тем лучше)" in rank.text("ru")
    same = compare(_paired([3.0] * 21, [3.0] * 21), "a", "b")
    assert same.text("ru") == (
        "У a и b одинаковый показатель «итоговые очки» во всех 21 парной партии: различия нет."
    )
    assert compare(_paired([5.0], [4.0]), "a", "b").text("ru") == (
        "a и b: по одной партии не сравнить «итоговые очки»; сыграйте больше партий."
    )
    # The language switch decides what str() says; English stays as it was.
    boardkit.set_language("ru")
    try:
        assert str(real) == ru
    finally:
        boardkit.set_language("en")
    assert str(real) == real.text("en") and str(real).startswith("a comes out ahead of b on wins:")


@pytest.mark.parametrize(
    "games, said",
    [(22, "в 22 парных партиях"), (11, "в 11 парных партиях"), (31, "в 31 парной партии")],
)
def test_compare_in_russian_gives_the_number_of_games_its_plural_form(games, said):
    diffs = [1.0, -1.0, 0.0, 2.0, -1.0, 1.0] * 6
    result = compare(_paired(diffs[:games], [0.0] * games), "a", "b")
    assert result.text("ru").count(said) == 1, result.text("ru")


def test_compare_in_russian_asks_for_games_with_a_russian_thousands_space():
    # A mean difference small against its spread: thousands of games are needed.
    a = [1.0, -1.0] * 10 + [0.2]
    result = compare(_paired(a, [0.0] * 21), "a", "b")
    needed = f"{result.games_needed:,}"
    assert result.games_needed >= 1000 and "," in str(result).split("About ", 1)[1]
    ru = result.text("ru")
    assert "пока не различить по показателю «итоговые очки»" in ru
    assert "нужно около " in ru and " партий на каждый вариант." in ru
    shown = ru.split("нужно около ", 1)[1].split(" парт", 1)[0]
    assert "\u00a0" in shown and int(shown.replace("\u00a0", "")) == int(
        str(result).split("About ", 1)[1].split(" games")[0].replace(",", "")
    ), needed


def test_compare_of_branches_names_the_seat_after_the_measure_in_russian(toy_registered):
    sc = Scenario("endgame", "toy", 2, seed=1, overrides=ENDGAME)
    table = sc.branches({"take one": TAKE_ONE, "take three": TAKE_THREE}, n=20, seed=1, progress=False)
    result = compare(table, "take three", "take one", "wins")
    assert str(result).startswith("take three comes out ahead of take one on P1 wins")
    assert result.text("ru").startswith("take three лучше, чем take one, по показателю «победы И1»")
