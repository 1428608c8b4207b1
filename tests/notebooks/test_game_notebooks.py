"""Every game's teaching notebook as committed: without outputs, linked from the start page, and ending with
the board the Voila test clicks (tests/browser/test_voila_browser.py). Read, not run: see test_notebooks.py."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

import boardkit

from .outputs import NOTEBOOKS, committed

START = "00_start_here.ipynb"
GAMES = boardkit.games.names()


def code_sources(name: str) -> list[str]:
    return [c.source.strip() for c in committed(name).cells if c.cell_type == "code"]


@pytest.mark.parametrize("name", [START, *(f"{slug}.ipynb" for slug in GAMES)])
def test_committed_without_outputs(name: str) -> None:
    cells = [c for c in committed(name).cells if c.cell_type == "code"]
    kept = [i for i, c in enumerate(cells) if c.get("outputs") or c.get("execution_count") is not None]
    assert kept == [], f"{name}: code cells {kept} keep outputs or an execution count"


@pytest.mark.parametrize("slug", GAMES)
def test_the_start_page_links_the_notebook(slug: str) -> None:
    text = "\n".join(c.source for c in committed(START).cells if c.cell_type == "markdown")
    assert f"[{slug}.ipynb]({slug}.ipynb)" in text


@pytest.mark.parametrize("slug", GAMES)
def test_the_last_board_is_the_one_the_browser_test_clicks(slug: str) -> None:
    code = code_sources(f"{slug}.ipynb")
    boards = [i for i, src in enumerate(code) if "GameView(" in src]
    assert boards, f"{slug}.ipynb shows no GameView"
    lines = code[boards[-1]].splitlines()
    players = "|".join(str(n) for n in boardkit.games.get(slug).player_counts)
    assert re.fullmatch(rf'board = GameView\("{slug}", players=({players}), seed=\d+\)', lines[0]), lines[0]
    assert lines[-1] == "board", "the board cell ends by showing the board"
    assert code[boards[-1] + 1 :] == ["print(board.step)"], "only the step printout follows the last board"
