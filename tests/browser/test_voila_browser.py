"""Every game notebook as a Voila page in Chromium: it runs to the end, its boards draw, and a click moves
the game in Python.

Voila runs all cells at page load. A probe cell appended to the served copy puts a class on the notebook's
last GameView and shows a label that Python rewrites whenever that view's step or version changes; the
test clicks a legal move on that board, reads the new step in both and saves the game from the page. Any error or stderr output on the
page fails the test. A screenshot goes to test-output/voila-<notebook>.png.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import nbformat
import pytest

from boardkit.gamefile import loads

from .conftest import ROOT, Voila
from .steps import reported

pytestmark = [pytest.mark.browser, pytest.mark.timeout(300)]

PROBE = "BK-VOILA"
PROBED = "bk-voila-probed"  # the class the probe puts on the view it watches
# Every game's notebook; 00_start_here is the index that points to them.
GAME_NOTEBOOKS = sorted(
    str(p.relative_to(ROOT)) for p in (ROOT / "notebooks").glob("*.ipynb") if p.stem != "00_start_here"
)
ERROR_OUTPUTS = (
    "[data-mime-type='application/vnd.jupyter.stderr'], [data-mime-type='application/vnd.jupyter.error']"
)


def add_live_probe(voila: Voila, relpath: str) -> None:
    """Append to the served copy a cell that marks the last GameView and shows its Python-side state live."""
    path = voila.root / relpath
    nb = nbformat.read(path, as_version=4)
    code = (
        "import ipywidgets as _bk_widgets\n"
        "from boardkit.widgets import GameView as _BkGameView\n\n"
        "_bk_view = [v for v in globals().values() if isinstance(v, _BkGameView)][-1]\n"
        f"_bk_view.add_class({PROBED!r})\n"
        "_bk_said = _bk_widgets.Label()\n\n\n"
        "def _bk_say(_change=None):\n"
        f"    _bk_said.value = f'{PROBE} step {{_bk_view.step}} version {{_bk_view.version}}'\n\n\n"
        "_bk_say()\n"
        "_bk_view.observe(_bk_say, names=['step', 'version'])\n"
        "_bk_said"
    )
    nb.cells.append(nbformat.v4.new_code_cell(code))
    nbformat.write(nb, path)


@pytest.mark.parametrize("relpath", GAME_NOTEBOOKS, ids=[Path(p).stem for p in GAME_NOTEBOOKS])
def test_voila_page_runs_the_notebook_and_a_board_click_moves_python(
    voila: Voila, page: Any, output_dir: Path, relpath: str
) -> None:
    add_live_probe(voila, relpath)
    with reported(page, voila, output_dir, f"voila-{Path(relpath).stem}"):
        open_and_click(voila, page, output_dir, relpath)


def open_and_click(voila: Voila, page: Any, output_dir: Path, relpath: str) -> None:
    from playwright.sync_api import expect

    started = time.monotonic()
    page.goto(voila.render_url(relpath), wait_until="domcontentloaded")
    said = page.locator(".widget-label", has_text=PROBE)
    errors = page.locator(ERROR_OUTPUTS)
    # The probe is the last cell: once it shows, every cell ran (or an error stopped Voila first).
    said.or_(errors).first.wait_for(state="visible", timeout=240_000)
    loaded = time.monotonic() - started
    assert errors.count() == 0, "\n---\n".join(errors.all_inner_texts())

    view = page.locator(f".{PROBED} .bk-gameview, .bk-gameview.{PROBED}").first
    target = view.locator(".bk-board [data-action]").first
    target.wait_for(state="visible", timeout=60_000)
    views = page.locator(".bk-gameview")
    assert views.count() >= 1
    for i in range(views.count()):  # every board draws its own module, not the generic fallback
        assert views.nth(i).locator(".bk-board-note").count() == 0, (
            views.nth(i).locator(".bk-board-note").inner_text()
        )

    status = view.locator(".bk-status")
    before_version = int(status.get_attribute("data-version"))
    before_step = int(status.get_attribute("data-step"))
    expect(said).to_have_text(f"{PROBE} step {before_step} version {before_version}", timeout=30_000)

    target.click()
    expect(status).not_to_have_attribute("data-version", str(before_version), timeout=30_000)
    assert not view.locator(".bk-error").is_visible(), view.locator(".bk-error").inner_text()
    assert int(status.get_attribute("data-version")) == before_version + 1
    assert int(status.get_attribute("data-step")) == before_step + 1
    expect(said).to_have_text(f"{PROBE} step {before_step + 1} version {before_version + 1}", timeout=30_000)
    assert errors.count() == 0, "\n---\n".join(errors.all_inner_texts())

    # Save works outside JupyterLab too: Python's answer becomes a download that opens at the step shown.
    with page.expect_download(timeout=30_000) as download:
        view.locator(".bk-save").click()
    saved = loads(Path(download.value.path()).read_text(encoding="utf-8"))
    shown = next(b for b in saved.branches if b.name == saved.current)
    assert shown.cursor == before_step + 1, (saved.current, shown.cursor)

    name = Path(relpath).stem
    view.scroll_into_view_if_needed()
    view.screenshot(path=str(output_dir / f"voila-{name}.png"))
    print(f"{relpath}: Voila page ran every cell in {loaded:.1f} s")  # shown with -s; not a limit
    assert not [p for p in page.problems if "bk" in p or "boardkit" in p], page.problems
