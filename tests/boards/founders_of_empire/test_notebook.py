"""The start-here and Founders notebooks run top to bottom headless and show their what-if answers."""

from __future__ import annotations

import functools
from pathlib import Path

import pytest

from tests.notebooks.outputs import execute, shown

NOTEBOOKS = Path(__file__).resolve().parents[3] / "notebooks"
NAMES = ["00_start_here.ipynb", "founders_of_empire.ipynb"]

pytestmark = [pytest.mark.notebook, pytest.mark.timeout(300)]


@functools.cache
def executed(name: str):
    return execute(NOTEBOOKS / name, timeout=120)


@pytest.mark.parametrize("name", NAMES)
def test_runs_top_to_bottom(name: str) -> None:
    nb = executed(name)
    errors = [o for c in nb.cells for o in c.get("outputs", []) if o.output_type == "error"]
    assert errors == []


def cell_outputs(name: str, marker: str) -> tuple[str, int]:
    """The text and the number of pictures a code cell printed, found by a piece of its source."""
    text, pictures, _ = shown(executed(name), marker)
    return text, pictures


VERDICT = ("real at the 95% level", "would be needed", "no difference", "do not differ")


@pytest.mark.parametrize(
    "name, marker",
    [
        ("founders_of_empire.ipynb", "stack_table = first_reveal.branches("),
        ("founders_of_empire.ipynb", "cart_or_craftsman = branches("),
        ("00_start_here.ipynb", "table = start.branches("),
    ],
)
def test_what_if_sections_say_in_words_whether_the_branches_differ(name: str, marker: str) -> None:
    text, _ = cell_outputs(name, marker)
    assert "paired games" in text and any(v in text for v in VERDICT), text
    assert "95% low" in text and "95% high" in text  # the table shows the intervals


@pytest.mark.parametrize(
    "name, marker",
    [
        ("founders_of_empire.ipynb", "display(plots.win_rates(stack_table))"),
        ("founders_of_empire.ipynb", "display(plots.distributions(cart_or_craftsman))"),
        ("founders_of_empire.ipynb", "greedy_vs_random = boardkit.simulate("),
        ("00_start_here.ipynb", "plots.distributions(table)"),
        ("00_start_here.ipynb", "games = boardkit.simulate("),
    ],
)
def test_what_if_sections_draw_their_plots(name: str, marker: str) -> None:
    _, pictures = cell_outputs(name, marker)
    assert pictures >= 1
