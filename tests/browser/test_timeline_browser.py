"""The timeline, "play from here", save and open in a real JupyterLab and Chromium, checked against Python.

A Puerto Rico game eight moves in: the slider (arrow keys) and the step buttons move the board to
earlier steps and back, the moment box shows the move of each step, "play from here" forks at the step
shown, Save downloads a file that ``boardkit.gamefile`` opens, and Open refuses a bad file with a
message and restores the saved one. Screenshots at 1280 px go to test-output/.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from boardkit import gamefile

from .conftest import Lab
from .steps import open_boards, python_says, reported

pytestmark = [pytest.mark.browser, pytest.mark.timeout(300)]
NOTEBOOK = "tests/browser/notebooks/timeline.ipynb"


def test_timeline_steps_back_plays_from_an_earlier_step_saves_and_opens(
    lab: Lab, page: Any, output_dir: Path, tmp_path: Path
) -> None:
    from playwright.sync_api import expect

    expect.set_options(timeout=30_000)
    page.set_viewport_size({"width": 1280, "height": 1000})
    with reported(page, lab, output_dir, "browser-timeline"):
        panel, views = open_boards(page, lab, NOTEBOOK, ready=".bk-slider")
        view = views.first
        slider = view.locator(".bk-slider")
        probe = panel.locator(".jp-CodeCell").last
        said = probe.locator(".jp-OutputArea")
        status = view.locator(".bk-status")
        moment = view.locator(".bk-moment")

        expect(said).to_contain_text("BK-TT main 8 9 1 ''", timeout=60_000)
        expect(slider).to_have_attribute("max", "8")
        expect(moment).to_contain_text("take the Builder")

        # The slider with the keyboard: three steps back, one at a time, each answered by Python.
        slider.focus()
        for _ in range(3):
            page.keyboard.press("ArrowLeft")
        expect(status).to_have_attribute("data-step", "5")
        expect(slider).to_have_value("5")
        expect(slider).to_be_focused()  # the redraws leave the keyboard on the slider
        expect(moment).to_contain_text("take the Mayor")
        expect(moment.locator(".bk-rule").first).to_contain_text("rule")
        expect(moment.locator(".bk-moment-event")).not_to_have_count(0)
        python_says(page, probe, "BK-TT main 5 9 1 ''")  # later steps kept, as by undo

        view.locator(".bk-first").click()
        expect(status).to_have_attribute("data-step", "0")
        expect(moment).to_contain_text("Start of the game")
        expect(view.locator(".bk-back")).to_be_disabled()
        view.locator(".bk-forward").click()
        expect(status).to_have_attribute("data-step", "1")
        expect(moment).to_contain_text("take the Settler")
        view.locator(".bk-last").click()
        expect(status).to_have_attribute("data-step", "8")
        expect(view.locator(".bk-play-from-here")).to_be_disabled()  # at the end it is the plain fork
        slider.focus()
        page.keyboard.press("ArrowLeft")
        page.keyboard.press("ArrowLeft")
        expect(status).to_have_attribute("data-step", "6")
        view.locator(".bk-timeline").scroll_into_view_if_needed()
        page.screenshot(path=str(output_dir / "browser-timeline-step6.png"))

        # Play from here: a new branch at step 6, where a move on the board goes on; main keeps 8 moves.
        view.locator(".bk-play-from-here").click()
        expect(status).to_have_attribute("data-branch", "branch 2")
        expect(slider).to_have_attribute("max", "6")
        view.locator(".bk-board [data-action]").first.click()
        expect(status).to_have_attribute("data-step", "7")
        python_says(page, probe, "BK-TT branch 2 7 8 2 ''")
        view.locator('.bk-tab[data-branch="main"]').click()
        expect(status).to_have_attribute("data-branch", "main")
        python_says(page, probe, "BK-TT main 6 9 2 ''")

        # Save: the download is the whole game, which the file format opens again.
        with page.expect_download() as wait:
            view.locator(".bk-save").click()
        saved = tmp_path / "saved.json"
        wait.value.save_as(saved)
        assert wait.value.suggested_filename == "puerto_rico.boardkit.json"
        opened = gamefile.loads(saved.read_text(encoding="utf-8"))
        assert [b.name for b in opened.branches] == ["main", "branch 2"] and opened.current == "main"
        assert [(len(b.actions), b.cursor) for b in opened.branches] == [(8, 6), (7, 7)]

        # A move on main now drops its later steps; then a hostile file is refused and changes nothing.
        view.locator(".bk-board [data-action]").first.click()
        expect(status).to_have_attribute("data-step", "7")
        python_says(page, probe, "BK-TT main 7 8 2 ''")
        bad = tmp_path / "bad.json"
        data = json.loads(saved.read_text(encoding="utf-8"))
        data["branches"][0]["actions"][3] = {"kind": "build", "player": 0, "args": {"building": "harbor"}}
        bad.write_text(json.dumps(data), encoding="utf-8")
        view.locator(".bk-open-file").set_input_files(str(bad))
        banner = view.locator(".bk-error")
        expect(banner).to_contain_text("the file was not opened: branches.0.actions.3: move 4 is not legal")
        python_says(
            page, probe, "BK-TT main 7 8 2 'the file was not opened: branches.0.actions.3: move 4 is not"
        )
        banner.scroll_into_view_if_needed()
        page.screenshot(path=str(output_dir / "browser-timeline-refused.png"))

        # The saved file opens: main at step 6 of 8 again, both branches back.
        view.locator(".bk-open-file").set_input_files(str(saved))
        expect(banner).to_be_hidden()
        expect(status).to_have_attribute("data-step", "6")
        expect(view.locator(".bk-tab")).to_have_count(2)
        expect(slider).to_have_attribute("max", "8")
        python_says(page, probe, "BK-TT main 6 9 2 ''")

        view.locator(".bk-lang-ru").click()
        expect(view.locator(".bk-play-from-here")).to_contain_text("Играть отсюда")
        expect(view.locator(".bk-save")).to_contain_text("Сохранить")
        expect(slider).to_have_attribute("aria-label", "История партии")
        view.locator(".bk-timeline").scroll_into_view_if_needed()
        page.screenshot(path=str(output_dir / "browser-timeline-ru.png"))
        assert not [p for p in page.problems if "bk" in p or "boardkit" in p], page.problems
