"""Every game's board in Russian in a real JupyterLab and Chromium: what the reader sees has no Latin words.

Random moves are clicked on each board (through the board's own click layer), a branch is forked and a
phase opened; then the widget's visible text, tooltips and labels are read (this catches words the
JavaScript adds: the shell's and the boards'). Then English is chosen and the same is read again: no
Cyrillic but the game's Russian title. Screenshots go to test-output/.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

import boardkit
from tests.language.shown import cyrillic_words, latin_words

from .conftest import Lab
from .steps import open_boards, reported

pytestmark = [pytest.mark.browser, pytest.mark.timeout(600)]
NOTEBOOK = "tests/browser/notebooks/russian.ipynb"
MOVES = 30

# Everything one widget shows: its text, and the tooltips and labels of its elements.
READ = """(view) => {
  const out = [view.innerText];
  for (const el of view.querySelectorAll("[title], [aria-label], [aria-valuetext]")) {
    for (const a of ["title", "aria-label", "aria-valuetext"]) if (el.getAttribute(a)) out.push(el.getAttribute(a));
  }
  for (const t of view.querySelectorAll("title")) out.push(t.textContent);
  return out;
}"""

# A random legal move on the board (a menu's first item when an element carries several), clicked as a
# reader would; false when the board has none.
CLICK = """(view, pick) => {
  const board = view.querySelector(".bk-board");
  const single = [...board.querySelectorAll(".bk-clickable[data-action]")];
  const choices = [...board.querySelectorAll(".bk-choice")];
  const all = [...single, ...choices];
  if (!all.length) return false;
  const el = all[Math.floor(pick * all.length)];
  el.dispatchEvent(new MouseEvent("click", { bubbles: true, detail: 1 }));
  if (el.classList.contains("bk-choice")) {
    const item = board.querySelector(".bk-menu .bk-menu-item");
    if (!item) return false;
    item.dispatchEvent(new MouseEvent("click", { bubbles: true, detail: 1 }));
  }
  return true;
}"""


def _foreign(texts: list[str], lang: str, title_ru: str) -> list[str]:
    found = []
    for text in texts:
        words = latin_words(text) if lang == "ru" else cyrillic_words(text, title_ru)
        if words:
            found.append(f"{words} in {text[:300]!r}")
    return found


def test_every_board_in_russian_shows_no_latin_words(lab: Lab, page: Any, output_dir: Path) -> None:
    from playwright.sync_api import expect

    expect.set_options(timeout=30_000)
    games = boardkit.games.names()
    with reported(page, lab, output_dir, "browser-russian"):
        _, views = open_boards(page, lab, NOTEBOOK, count=len(games))
        expect(views).to_have_count(len(games))
        rng = random.Random(7)
        for i, slug in enumerate(games):
            view = views.nth(i)
            status = view.locator(".bk-status")
            expect(view.locator(".bk-board")).to_be_visible(timeout=120_000)
            for _ in range(MOVES):
                version = status.get_attribute("data-version")
                if not view.evaluate(CLICK, rng.random()) and not _button(view):
                    break
                expect(status).not_to_have_attribute("data-version", version)
                expect(view.locator(".bk-board")).to_be_visible()
            version = status.get_attribute("data-version")
            view.locator(".bk-fork").click()  # a second branch, its tab named in Russian
            expect(status).not_to_have_attribute("data-version", version)
            view.locator(".bk-phase").first.click()  # a phase's description opens
            expect(view.locator(".bk-phase-detail")).to_be_visible()
            page.wait_for_timeout(300)  # the board redraws after the traits (an async import)
            view.screenshot(path=str(output_dir / f"browser-russian-{slug}.png"))
            title_ru = boardkit.games.get(slug).display_title("ru")
            shown = view.evaluate(READ)
            assert title_ru in shown[0]
            wrong = _foreign(shown, "ru", title_ru)
            assert not wrong, f"{slug} in Russian shows Latin words:\n" + "\n".join(wrong[:20])

            view.locator(".bk-lang-en").click()
            expect(view.locator(".bk-lang-en")).to_have_attribute("aria-pressed", "true")
            expect(view.locator(".bk-title")).to_contain_text(f"«{title_ru}»")
            page.wait_for_timeout(300)
            shown = view.evaluate(READ)
            wrong = _foreign(shown, "en", title_ru)
            assert not wrong, f"{slug} in English shows Cyrillic words:\n" + "\n".join(wrong[:20])


def _button(view: Any) -> bool:
    """A legal move from the list of buttons, when the board has no place for any move."""
    buttons = view.locator(".bk-actions .bk-action")
    if not buttons.count():
        return False
    buttons.first.click()
    return True
