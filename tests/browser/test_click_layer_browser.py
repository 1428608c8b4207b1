"""The click layer in a real JupyterLab, for both game boards: Enter on a focused board element plays
its move and focus stays on the board; a double click plays once and no error banner appears.
Python is asked (a probe cell) how many moves it saw. Screenshots go to test-output/."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from .conftest import Lab
from .jupyterlab import PROBE
from .steps import open_boards, probed, python_says, reported

pytestmark = [pytest.mark.browser, pytest.mark.timeout(300)]

BOARDS = [("notebooks/founders_of_empire.ipynb", "board"), ("notebooks/puerto_rico.ipynb", "board")]
ELEMENT = '.bk-board .bk-clickable[data-action][role="button"]'  # a board element, not a shell button


@pytest.mark.parametrize("notebook", BOARDS, ids=[Path(p).stem for p, _ in BOARDS])
def test_keyboard_and_double_click_on_the_board_play_one_move_each(
    lab: Lab, page: Any, output_dir: Path, notebook: tuple[str, str]
) -> None:
    from playwright.sync_api import expect

    relpath = probed(lab, notebook)
    stem = Path(relpath).stem
    with reported(page, lab, output_dir, f"browser-click-{stem}"):
        panel, views = open_boards(page, lab, relpath)
        view = views.last
        view.locator(ELEMENT).first.wait_for(state="visible", timeout=120_000)
        status = view.locator(".bk-status")
        probe = panel.locator(".jp-CodeCell").last
        start = int(status.get_attribute("data-version"))
        expect(probe.locator(".jp-OutputArea")).to_contain_text(f"{PROBE} step", timeout=60_000)

        # Keyboard: focus a board element, Enter plays it; after the redraw focus is still on the board.
        view.locator(ELEMENT).first.focus()
        page.keyboard.press("Enter")
        expect(status).to_have_attribute("data-version", str(start + 1), timeout=30_000)
        page.wait_for_function(
            "(root) => root.querySelector('.bk-board').contains(document.activeElement)",
            arg=view.element_handle(),
            timeout=10_000,
        )
        view.scroll_into_view_if_needed()
        view.screenshot(path=str(output_dir / f"browser-click-{stem}-keyboard.png"))

        # A double click: one move, no banner, and Python agrees.
        view.locator(ELEMENT).first.dblclick()
        expect(status).to_have_attribute("data-version", str(start + 2), timeout=30_000)
        python_says(page, probe, re.compile(rf"{PROBE} step \d+ version {start + 2}\b"))
        expect(view.locator(".bk-error")).to_be_hidden()
        assert int(status.get_attribute("data-version")) == start + 2
        view.screenshot(path=str(output_dir / f"browser-click-{stem}-double.png"))
        assert not [p for p in page.problems if "bk" in p or "boardkit" in p], page.problems
