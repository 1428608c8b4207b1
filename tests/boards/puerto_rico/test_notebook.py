"""notebooks/puerto_rico.ipynb runs top to bottom headless, and its rulebook examples come out as printed."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.notebooks.outputs import execute, text_of

ROOT = Path(__file__).resolve().parents[3]
NOTEBOOK = ROOT / "notebooks" / "puerto_rico.ipynb"

pytestmark = [pytest.mark.notebook, pytest.mark.timeout(300)]


@pytest.fixture(scope="module")
def executed() -> object:
    return execute(NOTEBOOK, timeout=180)


def test_runs_without_errors(executed: object) -> None:
    errors = [o for c in executed.cells for o in c.get("outputs", []) if o.output_type == "error"]  # type: ignore[attr-defined]
    assert errors == []


def test_l246_quarry_example(executed: object) -> None:
    # l.246: with 3 occupied quarries the Construction hut costs 1, Office 3, Harbor 5, City hall 7.
    table = text_of(executed, "quarry_case = g.position(")
    pays = [int(line.split()[-1]) for line in table.splitlines()[2:]]
    assert pays == [1, 3, 5, 7]


def test_l411_captain_example(executed: object) -> None:
    # l.413-423: Anna 6 + 1 + 2, Boris 1 + 3, Kristina 1, Dmitry 1.
    out = text_of(executed, "choices = [")
    assert "VP: {'Anna': 9, 'Boris': 4, 'Kristina': 1, 'Dmitry': 1}" in out


def test_l535_production_example(executed: object) -> None:
    out = text_of(executed, "craft_case = g.position(")
    assert "{'corn': 2, 'indigo': 0, 'sugar': 3, 'tobacco': 1, 'coffee': 0}" in out


def test_l396_l427_captain_example_storage_is_asked(executed: object) -> None:
    # l.427: Kristina and Dmitry may keep one good each; Boris's sugar is the text's slip (A20); all keep one.
    out = text_of(executed, "choices = [")
    kept = "kept: {'Anna': {}, 'Boris': {'sugar': 1}, 'Kristina': {'corn': 1}, 'Dmitry': {'indigo': 1}}"
    assert kept in out


VERDICT = ("real at the 95% level", "would be needed", "no difference", "do not differ")


def outputs_of(nb: object, marker: str) -> list:
    for cell in nb.cells:  # type: ignore[attr-defined]
        if cell.cell_type == "code" and marker in cell.source:
            return list(cell.outputs)
    raise AssertionError(f"no cell contains {marker!r}")


@pytest.mark.parametrize(
    "marker", ["trader_or_craftsman_table = what_if.branches(", "first_builder_table = "]
)
def test_what_if_sections_say_in_words_whether_the_branches_differ(executed: object, marker: str) -> None:
    out = text_of(executed, marker)
    assert "paired games" in out and any(v in out for v in VERDICT), out
    assert "95% low" in out and "95% high" in out  # the table shows the intervals


@pytest.mark.parametrize(
    "marker",
    [
        "display(plots.distributions(trader_or_craftsman_table))",
        "display(plots.win_rates(first_builder_table))",
        "greedy_vs_random = boardkit.simulate(",
    ],
)
def test_what_if_sections_draw_their_plots(executed: object, marker: str) -> None:
    pictures = [o for o in outputs_of(executed, marker) if "image/png" in o.get("data", {})]
    assert pictures, f"no picture from the cell with {marker!r}"


def test_no_verdict_without_an_interval() -> None:
    # The old section concluded "Trader is better" from two means: such a sentence may not come back.
    nbformat = pytest.importorskip("nbformat")
    source = "\n".join(c.source for c in nbformat.read(NOTEBOOK, as_version=4).cells)
    assert "does better on average" not in source and "idxmax()" not in source
