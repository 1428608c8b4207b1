"""Every game's board fits its notebook cell (issue "The classroom", parts 1 and 8).

One JupyterLab page shows a GameView of every registered game, mid-game and late, at its largest
player count (tests/browser/layout.py builds them). In English and in Russian, at 1280 px with
JupyterLab's left sidebar open, at 1400 px and at 800 px (the sidebar open too, as ./scripts/lab opens
it), the layout check finds no element outside its widget, no text cut or split mid-word, no two labels
overlapping and nothing scrolling sideways; then once more in presentation size at 1280 px. The
mid-game boards at 1280 px are saved as test-output/<slug>-<lang>-1280.png (docs/screenshot.py copies
the English ones to docs/).
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from .conftest import Lab
from .layout import FIND_PROBLEMS, STAGES, slugs
from .steps import open_boards, reported, write_notebook

pytestmark = [pytest.mark.browser, pytest.mark.timeout(600)]
NOTEBOOK = "layout.ipynb"
WIDTHS = (1280, 1400, 800)
LANGS = ("en", "ru")
SHOWN = 12  # problems listed per case in a failure message

CODE = """from tests.browser.layout import views

for view in views():
    display(view)
"""


def _sidebar_open(page: Any) -> bool:
    return page.locator("#jp-left-stack").is_visible()


def _settle(page: Any) -> None:
    """Two animation frames: JupyterLab and the widgets have laid out at the new size."""
    page.evaluate("() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok)))")


def _all_problems(views: Any, cases: list[str], label: str, output_dir: Path) -> dict[str, list[str]]:
    """The problems of every widget, by case; a widget with problems is saved as a picture."""
    found = {}
    for i, case in enumerate(cases):
        problems = views.nth(i).evaluate(FIND_PROBLEMS)
        if problems:
            found[f"{case} {label}"] = problems
            name = f"layout-{case.replace('/', '-')}-{label.replace(' ', '-')}-problem.png"
            _picture(views.nth(i).page, views.nth(i), output_dir / name)
    return found


def _picture(page: Any, view: Any, path: Path) -> None:
    """The whole widget, with no JupyterLab toolbar over it: the window is made taller than the widget."""
    before = dict(page.viewport_size)
    height = view.evaluate("(el) => Math.ceil(el.getBoundingClientRect().height)")
    page.set_viewport_size({"width": before["width"], "height": height + 400})
    view.evaluate("(el) => el.scrollIntoView({ block: 'center' })")
    _settle(page)
    view.screenshot(path=str(path))
    page.set_viewport_size(before)


def test_every_board_fits_its_cell_in_both_languages_at_three_widths(
    lab: Lab, page: Any, output_dir: Path
) -> None:
    from playwright.sync_api import expect

    expect.set_options(timeout=60_000)
    cases = [f"{slug}/{stage}" for slug in slugs() for stage in STAGES]
    write_notebook(lab.root, NOTEBOOK, [CODE])
    found: dict[str, list[str]] = {}
    widths: dict[int, int] = {}
    with reported(page, lab, output_dir, "browser-layout"):
        page.set_viewport_size({"width": 1280, "height": 900})
        panel, views = open_boards(page, lab, NOTEBOOK, len(cases), ".bk-board-host > .bk-board", 180_000)
        expect(views).to_have_count(len(cases))
        for i in range(len(cases)):  # the current phase's summary open, so that it is checked too
            current = views.nth(i).locator(".bk-phase-current")
            if current.count():
                current.click()
                expect(views.nth(i).locator(".bk-phase-detail")).to_be_visible()
        if not _sidebar_open(page):
            page.keyboard.press("Control+b")  # JupyterLab's own shortcut: show the left sidebar
        expect(page.locator("#jp-left-stack")).to_be_visible()
        for lang in LANGS:
            if lang != "en":
                for i in range(len(cases)):
                    views.nth(i).locator(f".bk-lang-{lang}").click()
                for i in range(len(cases)):
                    expect(views.nth(i)).to_have_attribute("lang", lang)
                    expect(views.nth(i).locator(f".bk-lang-{lang}")).to_have_attribute("aria-pressed", "true")
                page.wait_for_timeout(500)  # the boards redraw from an already imported module
            for width in WIDTHS:
                page.set_viewport_size({"width": width, "height": 900})
                _settle(page)
                assert _sidebar_open(page), f"the left sidebar closed at {width} px"
                widths[width] = views.first.evaluate("(el) => Math.round(el.getBoundingClientRect().width)")
                found.update(_all_problems(views, cases, f"{lang} {width}px", output_dir))
                if width == 1280:
                    for i, case in enumerate(cases):
                        slug, stage = case.split("/")
                        if stage == STAGES[0]:
                            _picture(page, views.nth(i), output_dir / f"{slug}-{lang}-1280.png")
        # Presentation size: the same widgets a third larger still fit, at every width.
        for i in range(len(cases)):
            views.nth(i).locator(".bk-present").click()
        for i in range(len(cases)):
            expect(views.nth(i)).to_have_class(re.compile(r"\bbk-presentation\b"))
        for width in WIDTHS:
            page.set_viewport_size({"width": width, "height": 900})
            _settle(page)
            found.update(_all_problems(views, cases, f"presentation {width}px", output_dir))
            if width == 1280:
                _picture(page, views.first, output_dir / "layout-presentation-1280.png")
    print("widget widths by viewport:", widths)
    report = "\n".join(f"{case}:\n    " + "\n    ".join(p[:SHOWN]) for case, p in found.items())
    assert not found, f"{len(found)} of {len(cases) * (len(LANGS) + 1) * len(WIDTHS)} cases:\n{report}"
