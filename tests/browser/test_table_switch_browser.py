"""The header's "whole table" switch in a real JupyterLab: shown only for a game with secrets, it turns every
secret face up on the board (a teacher explaining a position) and back, and Python's widget follows."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from .conftest import Lab
from .jupyterlab import run_cell
from .steps import open_boards, python_says, reported, write_notebook

pytestmark = [pytest.mark.browser, pytest.mark.timeout(300)]

NOTEBOOK = "table_switch.ipynb"
CELLS = [
    "import os, sys\nsys.path.insert(0, os.environ['BOARDKIT_REPO'])\n"
    "from boardkit.widgets import GameView\nfrom tests.core.cards import CARDS_GAME\nfrom tests.core.toy import TOY",
    "cards = GameView(CARDS_GAME, players=2, seed=3, seat=0)\ncards",
    "toy = GameView(TOY, players=2, seed=3)\ntoy",
    "print('table', cards.table, 'hand', '-'.join(map(str, cards.state.hands[1])))",
]


def test_whole_table_shows_the_other_hands_and_hides_them_again(
    lab: Lab, page: Any, output_dir: Path
) -> None:
    from playwright.sync_api import expect

    write_notebook(lab.root, NOTEBOOK, CELLS)
    with reported(page, lab, output_dir, "table-switch"):
        panel, views = open_boards(page, lab, NOTEBOOK, count=2)
        cards, toy = views.nth(0), views.nth(1)
        expect(toy.locator(".bk-table")).to_have_count(0)  # no secrets, no switch
        switch = cards.locator(".bk-table")
        expect(switch).to_have_attribute("aria-pressed", "false")
        board = cards.locator(".bk-board")
        probe = panel.locator(".jp-CodeCell").last
        python_says(page, probe, "table False")
        hand = probe.locator(".jp-OutputArea").inner_text().split("hand ")[1].split()[0].split("-")
        hidden_text = board.text_content()
        switch.click()
        expect(switch).to_have_attribute("aria-pressed", "true")
        expect(board).not_to_have_text(hidden_text, timeout=30_000)
        shown = board.text_content()
        assert all(card in shown for card in hand), (hand, shown)
        python_says(page, probe, "table True")
        cards.screenshot(path=str(output_dir / "table-switch.png"))
        switch.click()
        expect(switch).to_have_attribute("aria-pressed", "false")
        expect(board).to_have_text(hidden_text, timeout=30_000)
        run_cell(page, probe)
        python_says(page, probe, "table False")
