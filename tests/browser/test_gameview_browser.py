"""GameView in a real JupyterLab and Chromium: a click on the board moves the game in Python.

For each notebook: run all cells, wait for its last GameView's board, click an element with
``data-action`` inside the board, and check that Python answered (the widget's version and step
change) and that a cell run afterwards prints the new step. A screenshot goes to test-output/.
More notebooks: ``pytest tests/browser --notebook path/to/nb.ipynb:board``.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from .conftest import ROOT, Lab
from .jupyterlab import PROBE, open_notebook, output_text, run_all, run_cell
from .steps import probed, reported

pytestmark = [pytest.mark.browser, pytest.mark.timeout(300)]

# (notebook, name of the variable holding its last GameView)
NOTEBOOKS = [
    ("tests/browser/notebooks/toy_gameview.ipynb", "board"),
    ("notebooks/founders_of_empire.ipynb", "board"),
    ("notebooks/00_start_here.ipynb", "demo"),
    ("notebooks/puerto_rico.ipynb", "board"),
]


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    if "notebook" in metafunc.fixturenames:
        extra = [
            tuple(spec.rsplit(":", 1)) if ":" in spec else (spec, "board")
            for spec in metafunc.config.getoption("notebook")
        ]
        cases = NOTEBOOKS + [(str(Path(p).resolve().relative_to(ROOT)), v) for p, v in extra]
        metafunc.parametrize("notebook", cases, ids=[Path(p).stem for p, _ in cases])


def test_click_on_the_board_moves_the_python_state(
    lab: Lab, page: Any, output_dir: Path, notebook: tuple[str, str]
) -> None:
    relpath = probed(lab, notebook)
    with reported(page, lab, output_dir, f"browser-{Path(relpath).stem}"):
        click_and_check(lab, page, output_dir, relpath)


def click_and_check(lab: Lab, page: Any, output_dir: Path, relpath: str) -> None:
    panel = open_notebook(page, lab, relpath)
    run_all(page, panel)

    view = panel.locator(".bk-gameview").last
    target = view.locator(".bk-board [data-action]").first
    page.locator(".jp-Dialog").or_(target).first.wait_for(state="visible", timeout=120_000)
    assert not page.locator(".jp-Dialog").is_visible(), page.locator(".jp-Dialog").inner_text()
    status = view.locator(".bk-status")
    probe = panel.locator(".jp-CodeCell").last
    before_version = int(status.get_attribute("data-version"))
    before_step = int(status.get_attribute("data-step"))
    page.wait_for_function(  # the probe cell ran as part of "Run All" and printed the starting step
        "(t) => [...document.querySelectorAll('.jp-OutputArea')].some(o => o.innerText.includes(t))",
        arg=f"{PROBE} step {before_step} version {before_version}",
        timeout=60_000,
    )

    target.click()
    page.wait_for_function(
        "([el, v]) => el.getAttribute('data-version') !== v",
        arg=[status.element_handle(), str(before_version)],
        timeout=30_000,
    )
    after_version = int(status.get_attribute("data-version"))
    after_step = int(status.get_attribute("data-step"))
    assert after_version == before_version + 1 and after_step == before_step + 1, view.locator(
        ".bk-error"
    ).inner_text()
    assert not view.locator(".bk-error").is_visible()

    run_cell(page, probe)
    expected = f"{PROBE} step {after_step} version {after_version}"
    page.wait_for_function(
        "([el, t]) => el.innerText.includes(t)",
        arg=[probe.locator(".jp-OutputArea").element_handle(), expected],
        timeout=60_000,
    )
    assert re.search(rf"{PROBE} step {after_step} version {after_version}", output_text(probe))

    view.scroll_into_view_if_needed()
    view.screenshot(path=str(output_dir / f"browser-{Path(relpath).stem}.png"))
    page.screenshot(path=str(output_dir / f"browser-{Path(relpath).stem}-page.png"))
    assert not [p for p in page.problems if "bk" in p or "boardkit" in p], page.problems
