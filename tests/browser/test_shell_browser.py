"""The shared shell in a real browser: error banner, undo/redo, fork and branch tabs, language switch,
and the fallback board when a board module fails or is missing; each step checked against Python."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from .conftest import Lab
from .jupyterlab import run_cell
from .steps import open_boards, python_says, reported, write_notebook

pytestmark = [pytest.mark.browser, pytest.mark.timeout(300)]
NOTEBOOK = "tests/browser/notebooks/toy_shell.ipynb"


def test_shell_controls_move_python_and_fall_back_when_boards_fail(
    lab: Lab, page: Any, output_dir: Path
) -> None:
    from playwright.sync_api import expect

    expect.set_options(timeout=30_000)
    with reported(page, lab, output_dir, "browser-shell"):
        panel, views = open_boards(page, lab, NOTEBOOK, count=3)
        board, broken, plain = views.nth(0), views.nth(1), views.nth(2)
        probe = panel.locator(".jp-CodeCell").last
        said = probe.locator(".jp-OutputArea")
        expect(said).to_contain_text("BK-SHELL 0 0 main en", timeout=60_000)
        status = board.locator(".bk-status")

        # The stale click of cell 3 was refused: shown in the banner; dismissing it clears it in Python.
        banner = board.locator(".bk-error")
        expect(banner).to_be_visible()
        expect(banner).to_contain_text("stale")
        board.locator(".bk-error-close").click()
        expect(banner).to_be_hidden()
        python_says(page, probe, "BK-SHELL 0 0 main en ''")

        # The toy board carries every move: the shell's list counts them there instead of repeating them.
        expect(board.locator(".bk-actions .bk-on-board-kind")).to_have_count(1)
        expect(board.locator(".bk-actions [data-action]")).to_have_count(0)
        board.locator(".bk-board [data-action='1']").click()
        expect(status).to_have_attribute("data-step", "1")
        expect(board.locator(".bk-event")).to_have_count(1)
        board.locator(".bk-undo").click()
        expect(status).to_have_attribute("data-step", "0")
        expect(board.locator(".bk-undo")).to_be_disabled()
        board.locator(".bk-redo").click()
        expect(status).to_have_attribute("data-step", "1")
        board.locator(".bk-fork").click()
        expect(board.locator(".bk-tab")).to_have_count(2)
        expect(status).to_have_attribute("data-branch", "branch 2")
        board.locator(".bk-board [data-action]").first.click()
        expect(status).to_have_attribute("data-step", "2")
        board.locator('.bk-tab[data-branch="main"]').click()
        expect(status).to_have_attribute("data-branch", "main")
        expect(status).to_have_attribute("data-step", "1")
        board.locator(".bk-lang-ru").click()
        expect(board.locator(".bk-turn")).to_contain_text("ход")
        expect(board.locator(".bk-lang-ru")).to_have_attribute("aria-pressed", "true")
        # act 1, undo 2, redo 3, fork 4, act 5, branch 6; a language switch is not a move
        python_says(page, probe, "BK-SHELL 1 6 main ru ''")
        board.screenshot(path=str(output_dir / "browser-shell-ru.png"))

        expect(broken.locator(".bk-board-note")).to_contain_text("broken on purpose")
        expect(broken.locator(".bk-board .bk-generic-tree")).to_be_visible()
        expect(plain.locator(".bk-board-note")).to_contain_text("no board drawing")
        expect(plain.locator(".bk-board .bk-generic-tree")).to_be_visible()
        assert plain.locator(".bk-board [data-action]").count() == 0  # the tree plays nothing

        # Play the plain one to the end with the shell's buttons: the score table appears.
        for version in range(1, 20):
            if plain.locator(".bk-score-table").count():
                break
            plain.locator(".bk-actions [data-action]").last.click()
            expect(plain.locator(".bk-status")).to_have_attribute("data-version", str(version))
        expect(plain.locator(".bk-score-table tbody tr")).to_have_count(2)
        expect(plain.locator(".bk-turn")).to_contain_text("Game over")
        expect(plain.locator(".bk-none")).to_be_visible()  # no legal actions left
        plain.screenshot(path=str(output_dir / "browser-shell-generic.png"))


LOG_NOTEBOOK = "log_append.ipynb"


def test_the_log_shown_is_pythons_after_appends_undo_and_in_a_view_drawn_later(
    lab: Lab, page: Any, output_dir: Path
) -> None:
    """Moves send only new log lines: the shown log must still be Python's, line for line, after clicks,
    an undo, moves played from Python, and in a second view of the same game drawn after those moves."""
    from playwright.sync_api import expect

    expect.set_options(timeout=30_000)
    cells = [
        "from boardkit.widgets import GameView\nv = GameView('puerto_rico', players=3, seed=2)\nv",
        "import json\nprint('BK-LOG', json.dumps([e['text'] for e in v.events]), flush=True)",
        "# the game shown again, later",
    ]
    write_notebook(lab.root, LOG_NOTEBOOK, cells)
    with reported(page, lab, output_dir, "browser-log"):
        _log_checks(page, lab)


def _log_checks(page: Any, lab: Lab) -> None:
    from playwright.sync_api import expect

    panel, views = open_boards(page, lab, LOG_NOTEBOOK)
    first = views.first
    probe, again = panel.locator(".jp-CodeCell").nth(1), panel.locator(".jp-CodeCell").nth(2)

    def python_log() -> list[str]:
        import json

        python_says(page, probe, "BK-LOG")
        said = probe.locator(".jp-OutputArea")
        return json.loads(said.inner_text().split("BK-LOG", 1)[1].strip())

    def shown(view: Any) -> list[str]:
        # A line is "P1: text [rule]": the text is what Python sent, between the name and the rule.
        return view.evaluate(
            """(root) => [...root.querySelectorAll('.bk-log .bk-event')].map((li) => {
                 const parts = [...li.childNodes].filter((n) => n.nodeType === 3).map((n) => n.nodeValue);
                 return parts.join('');
               })"""
        )

    status = first.locator(".bk-status")
    for step in range(1, 4):
        first.locator(".bk-board [data-action]").first.click()
        expect(status).to_have_attribute("data-step", str(step))
    assert shown(first) == python_log()
    first.locator(".bk-undo").click()
    expect(status).to_have_attribute("data-step", "2")
    assert shown(first) == python_log()

    # Moves played from Python, then the same game shown again: the new view was never sent those lines.
    again.locator(".jp-InputArea-editor").click()
    page.keyboard.press("Control+a")
    page.keyboard.type("_ = [v.play(0) for _ in range(3)]\nv")
    run_cell(page, again)
    second = again.locator(".bk-gameview")
    expect(second.locator(".bk-status")).to_have_attribute("data-step", "5", timeout=60_000)
    expect(status).to_have_attribute("data-step", "5")
    logged = python_log()
    expect(second.locator(".bk-log .bk-event")).to_have_count(len(logged))
    assert shown(second) == logged and shown(first) == logged
    assert not [p for p in page.problems if "bk" in p or "boardkit" in p], page.problems
