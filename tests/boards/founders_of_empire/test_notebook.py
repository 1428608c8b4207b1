"""The start-here and Founders notebooks: committed clean, and they run top to bottom headless."""

from __future__ import annotations

from pathlib import Path

import pytest

NOTEBOOKS = Path(__file__).resolve().parents[3] / "notebooks"
NAMES = ["00_start_here.ipynb", "founders_of_empire.ipynb"]

pytestmark = [pytest.mark.notebook, pytest.mark.timeout(300)]


def read(name: str):
    import nbformat

    return nbformat.read(NOTEBOOKS / name, as_version=4)


@pytest.mark.parametrize("name", NAMES)
def test_committed_without_outputs(name: str) -> None:
    cells = [c for c in read(name).cells if c.cell_type == "code"]
    assert all(not c.outputs and c.execution_count is None for c in cells)


def test_the_last_board_is_the_one_the_browser_test_clicks() -> None:
    code = [c.source.strip() for c in read("founders_of_empire.ipynb").cells if c.cell_type == "code"]
    boards = [i for i, src in enumerate(code) if "GameView(" in src]
    assert code[boards[-1]] == 'board = GameView("founders_of_empire", players=3, seed=7)\nboard'
    assert code[boards[-1] + 1] == "print(board.step)"
    assert boards[-1] + 1 == len(code) - 1


@pytest.mark.parametrize("name", NAMES)
def test_runs_top_to_bottom(name: str) -> None:
    import nbclient

    nb = read(name)
    nbclient.NotebookClient(
        nb, timeout=120, kernel_name="python3", resources={"metadata": {"path": str(NOTEBOOKS)}}
    ).execute()
    errors = [o for c in nb.cells for o in c.get("outputs", []) if o.output_type == "error"]
    assert errors == []
