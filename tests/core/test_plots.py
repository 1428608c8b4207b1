"""Plots of branches and simulations: one matplotlib figure each, drawn headless, labelled in the current language."""

from __future__ import annotations

import io

import pytest

from boardkit import Action, Scenario, simulate
from boardkit.core import plots
from boardkit.core.i18n import language

from .toy import TOY

pytest.importorskip("matplotlib")


def _png(fig) -> bytes:
    buf = io.BytesIO()
    fig.savefig(buf, format="png")
    return buf.getvalue()


@pytest.fixture
def branch_table(toy_registered):
    sc = Scenario("endgame", "toy", 2, seed=1, overrides={"pile": 3, "taken": [5, 6]})
    alternatives = {"take one": [Action("take", 0, n=1)], "take three": [Action("take", 0, n=3)]}
    return sc.branches(alternatives, n=10, progress=False)


def test_each_plot_draws_a_panel_per_branch_or_measure(branch_table):
    dist = plots.distributions(branch_table)
    assert len(dist.axes) == 2 and [a.get_ylabel().split("\n")[0] for a in dist.axes] == [
        "take one",
        "take three",
    ]
    rates = plots.win_rates(branch_table)
    assert [t.get_text() for t in rates.axes[0].get_yticklabels()] == ["take three", "take one"]
    assert len(plots.means(branch_table).axes) == 2  # final score and rank: the toy declares no measures
    diff = plots.difference(branch_table, "take three", "take one")
    assert "take three − take one" in diff.axes[0].get_xlabel()
    for fig in (dist, rates, diff):
        assert _png(fig).startswith(b"\x89PNG")


def test_plots_of_a_simulation_show_the_seats():
    games = simulate(TOY, ["greedy", "random"], n=12, players=2, seed=3, progress=False)
    fig = plots.win_rates(games)
    assert [t.get_text() for t in fig.axes[0].get_yticklabels()] == ["P2 random", "P1 greedy"]
    assert _png(plots.means(games, ["final score"])).startswith(b"\x89PNG")


def test_plot_labels_follow_the_language(branch_table):
    with language("ru"):
        fig = plots.distributions(branch_table)
    assert fig.axes[-1].get_xlabel() == "итоговые очки"


def test_plots_refuse_a_table_without_games(toy_registered):
    sc = Scenario("endgame", "toy", 2, seed=1, overrides={"pile": 3, "taken": [5, 6]})
    with pytest.raises(ValueError, match="no games behind"):
        plots.win_rates(sc.branches({"one": [Action("take", 0, n=1)]}))
