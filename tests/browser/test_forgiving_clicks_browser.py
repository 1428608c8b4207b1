"""Clicks that forgive, for every registered game, in a real JupyterLab: a double click or a click while
a move is in flight plays one move and shows no error (and the board does not jump); an illegal click
shows the rule's refusal and whose turn it is (in Russian too) over the board, which does not move, and
changes nothing; the next good move takes the refusal away; Tab reaches every
clickable board element, Enter and Space play, and focus stays on the board after the move.

One notebook holds, per game, a GameView and a "probe" GameView whose board is the game's own plus one
button that clicks a move of the wrong seat (through the click layer's ``ctx.act``).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

import boardkit
from boardkit import _assets

from .conftest import Lab
from .steps import open_boards, write_notebook

pytestmark = [pytest.mark.browser, pytest.mark.timeout(600)]

SLUGS = list(boardkit.games.names())
NOTEBOOK = "forgiving_clicks.ipynb"
PLAYERS = 3
# Board elements that take a click (not the menu a choice opens): the click layer's and any data-action.
CLICKABLE = ".bk-board [data-action]:not(.bk-menu-item), .bk-board .bk-choice, .bk-board .bk-toggle"
SINGLE = ".bk-board [data-action]:not(.bk-menu-item)"
MENU_ITEM = ".bk-board .bk-menu [data-action]"

# The probe's board: the game's own drawing, then a button playing the first legal move as the next seat.
PROBE_TAIL = """
export function drawBoard(root, view, actions, ctx) {
  gameDrawBoard(root, view, actions, ctx);
  const a = actions[0];
  if (!a) return;
  const wrongSeat = { kind: a.kind, player: (a.player + 1) % PLAYERS, args: a.args };
  root.append(ctx.html("button", { type: "button", class: "bk-test-illegal", onclick: () => ctx.act(wrongSeat) },
    ["a move of the wrong seat"]));
}
"""


def _probe_board(slug: str) -> str:
    js = _assets.board_files(slug)[0] or _assets.read("boards/generic.js")
    assert js.count("export function drawBoard(") == 1
    return js.replace("export function drawBoard(", "function gameDrawBoard(") + PROBE_TAIL.replace(
        "PLAYERS", str(PLAYERS)
    )


def _players(slug: str) -> int:
    counts = boardkit.games.get(slug).player_counts
    assert PLAYERS in counts, f"{slug} is not played by {PLAYERS}"
    return PLAYERS


def _write_notebook(lab: Lab) -> None:
    setup = ["from pathlib import Path\nfrom boardkit.widgets import GameView\nviews, probes = {}, {}\n"]
    for slug in SLUGS:
        path = lab.root / f"probe_{slug}.js"
        path.write_text(_probe_board(slug), encoding="utf-8")
        setup.append(
            f"views[{slug!r}] = GameView({slug!r}, players={_players(slug)}, seed=11)\n"
            f"probes[{slug!r}] = GameView({slug!r}, players={_players(slug)}, seed=11, "
            f"board_module=Path({str(path)!r}))\n"
        )
    cells = ["".join(setup)]
    for slug in SLUGS:
        cells += [f"views[{slug!r}]", f"probes[{slug!r}]"]
    write_notebook(lab.root, NOTEBOOK, cells)


@pytest.fixture(scope="module")
def notebook(lab: Lab, chromium: Any) -> Iterator[Any]:
    """The notebook's page, all cells run, every board drawn."""
    _write_notebook(lab)
    page = chromium.new_page()
    page.problems = []
    page.on("pageerror", lambda exc: page.problems.append(f"pageerror: {exc}"))
    try:
        open_boards(page, lab, NOTEBOOK, count=2 * len(SLUGS), timeout=180_000)
        yield page
    finally:
        page.close()


def _view(page: Any, slug: str, probe: bool = False) -> Any:
    return page.locator(".bk-gameview").nth(2 * SLUGS.index(slug) + (1 if probe else 0))


def _in_sight(page: Any, slug: str, probe: bool = False) -> tuple[Any, int]:
    """The game's view (or its probe) scrolled into sight, and the version it shows."""
    view = _view(page, slug, probe)
    view.scroll_into_view_if_needed()
    return view, _version(view)


def _version(view: Any) -> int:
    return int(view.locator(".bk-status").get_attribute("data-version"))


def _settled(view: Any, version: int) -> None:
    """Python is at ``version`` and the board shows it."""
    from playwright.sync_api import expect

    expect(view.locator(".bk-status")).to_have_attribute("data-version", str(version), timeout=30_000)
    expect(view).to_have_attribute("data-drawn-version", str(version), timeout=30_000)


def _board_top(view: Any) -> float:
    return view.locator(".bk-board").bounding_box()["y"]


def _board_offset(view: Any) -> float:
    """Where the board starts inside the widget (the page may scroll to a click meanwhile)."""
    return view.locator(".bk-board").bounding_box()["y"] - view.bounding_box()["y"]


def _on_board(page: Any, view: Any) -> bool:
    return page.evaluate(
        "(root) => root.querySelector('.bk-board').contains(document.activeElement)", view.element_handle()
    )


def _single_selector(view: Any) -> str:
    """Where one click plays one move: the board's elements; on a board whose elements all carry a choice,
    the menu the first one opens (the shell's list does not repeat the board's moves); the shell's list where
    the board offers none."""
    if view.locator(SINGLE).count():
        return SINGLE
    choice = view.locator(".bk-board .bk-choice")
    if choice.count():
        choice.first.click()
        return MENU_ITEM
    return ".bk-actions [data-action]"


def _singles(view: Any) -> Any:
    return view.locator(_single_selector(view))


@pytest.mark.parametrize("slug", SLUGS)
def test_a_double_click_plays_one_move_shows_no_error_and_the_board_stays_put(
    notebook: Any, slug: str
) -> None:
    from playwright.sync_api import expect

    view, start = _in_sight(notebook, slug)
    target = _singles(view).first
    target.scroll_into_view_if_needed()
    top = _board_top(view)
    target.dblclick()
    _settled(view, start + 1)
    notebook.wait_for_timeout(1000)  # room for a second move, had one been sent
    assert _version(view) == start + 1
    expect(view.locator(".bk-error")).to_be_hidden()
    assert abs(_board_top(view) - top) < 1
    assert not notebook.problems, notebook.problems


@pytest.mark.parametrize("slug", SLUGS)
def test_a_click_while_a_move_is_in_flight_plays_nothing_and_the_board_takes_clicks_after(
    notebook: Any, slug: str
) -> None:
    from playwright.sync_api import expect

    view, start = _in_sight(notebook, slug)
    # Two different moves clicked in one go: the second is made before Python has answered the first.
    sent = notebook.evaluate(
        """([root, sel]) => {
          const els = [...root.querySelectorAll(sel)];
          const click = (el) => el.dispatchEvent(new MouseEvent("click", { bubbles: true, detail: 1 }));
          click(els[0]);
          click(els[els.length - 1]);
          return els.length;
        }""",
        [view.element_handle(), _single_selector(view)],
    )
    assert sent >= 1
    _settled(view, start + 1)
    notebook.wait_for_timeout(1000)
    assert _version(view) == start + 1
    expect(view.locator(".bk-error")).to_be_hidden()
    _singles(view).first.click()  # the answer came: the board plays again
    _settled(view, start + 2)


@pytest.mark.parametrize("slug", SLUGS)
def test_an_illegal_click_shows_the_refusal_over_the_board_in_the_chosen_language_and_changes_nothing(
    notebook: Any, slug: str
) -> None:
    from playwright.sync_api import expect

    view, start = _in_sight(notebook, slug, probe=True)
    banner = view.locator(".bk-error")
    player = int(view.locator(".bk-turn").inner_text().rsplit("P", 1)[1])
    top = _board_offset(view)
    view.locator(".bk-test-illegal").click()
    expect(banner).to_be_visible(timeout=30_000)
    expect(banner).to_have_attribute("role", "alert")
    expect(banner).to_contain_text("[turn order]")  # the rule's own refusal, with its rule
    expect(banner).to_contain_text(f"Now it is P{player}'s turn.")
    assert abs(_board_offset(view) - top) < 1, "the refusal pushed the board down"
    assert _version(view) == start and view.get_attribute("data-drawn-version") == str(start)

    view.locator(".bk-lang-ru").click()
    expect(view.locator(".bk-turn")).to_contain_text("ход", timeout=30_000)
    view.locator(".bk-test-illegal").click()
    expect(banner).to_contain_text(f"Сейчас ходит И{player}.", timeout=30_000)
    assert _version(view) == start
    view.locator(".bk-lang-en").click()
    expect(view.locator(".bk-turn")).to_contain_text("turn", timeout=30_000)
    expect(banner).to_be_visible()
    _singles(view).last.click()  # a good move takes the refusal away
    _settled(view, start + 1)
    expect(banner).to_be_hidden()


@pytest.mark.parametrize("slug", SLUGS)
def test_tab_reaches_every_clickable_board_element_and_enter_and_space_play_with_focus_kept(
    notebook: Any, slug: str
) -> None:
    view = _view(notebook, slug)
    view.scroll_into_view_if_needed()
    count = notebook.evaluate(
        """([root, sel]) => {
          const els = [...root.querySelectorAll(sel)];
          els.forEach((el, i) => { el.dataset.bkProbe = String(i); });
          if (els.length) els[0].focus();
          return els.length;
        }""",
        [view.element_handle(), CLICKABLE],
    )
    if not count:
        pytest.skip(f"{slug}'s board offers no clickable element at this step")
    seen = set()
    for _ in range(count + 10):
        probe = notebook.evaluate("() => document.activeElement.dataset.bkProbe ?? null")
        if probe is not None:
            seen.add(int(probe))
        if len(seen) == count:
            break
        notebook.keyboard.press("Tab")
    assert seen == set(range(count)), f"Tab skipped {sorted(set(range(count)) - seen)} of {count}"

    for key in ("Enter", " "):
        start = _version(view)
        if not view.locator(SINGLE).count():  # only choices now: a toggle lights up moves, a menu lists them
            view.locator(".bk-board .bk-toggle, .bk-board .bk-choice").first.focus()
            notebook.keyboard.press(key)
            view.locator(f"{SINGLE}, {MENU_ITEM}").first.wait_for(timeout=10_000)
        menu = view.locator(MENU_ITEM)
        target = menu.first if menu.count() else view.locator(SINGLE).first
        target.focus()
        notebook.keyboard.press(key)
        _settled(view, start + 1)
        notebook.wait_for_function(
            "(root) => root.querySelector('.bk-board').contains(document.activeElement)",
            arg=view.element_handle(),
            timeout=10_000,
        )
        assert _on_board(notebook, view)
