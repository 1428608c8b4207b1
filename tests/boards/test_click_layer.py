"""The shell's click layer on both boards in a real browser: the keyboard plays moves (Tab-focusable
elements, Enter and Space), focus stays on the board across a redraw, an element with several moves
opens a menu, and a double click plays once; screenshots at 1280 px go to test-output/."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

import pytest

from tests.boards.founders_of_empire import fixtures as founders_cases
from tests.boards.harness import BOARD, CHROMIUM, ROOT, acted, draw, forget_acted, pages, payload, show_shell
from tests.boards.puerto_rico import fixtures as pr

pytestmark = [
    pytest.mark.browser,
    pytest.mark.timeout(300),
    pytest.mark.skipif(not os.path.exists(CHROMIUM), reason="needs Debian's Chromium"),
]

OUTPUT = ROOT / "test-output"
WIDE = (1280, 900)


@dataclass
class Board:
    slug: str
    game: Any
    moving: Callable[[], Any]  # a real state: its next state is drawn after a move
    several: Callable[[], dict[str, Any]]  # a payload where one element carries several moves


def _founders_state() -> Any:
    return founders_cases.play_until(7, lambda g, s: s.phase == "reveal" and s.turn > 6)


BOARDS = {
    "puerto_rico": Board(
        "puerto_rico", pr.GAME, pr.captain_example, lambda: payload(pr.GAME, pr.several_loads())
    ),
    "founders_of_empire": Board(
        "founders_of_empire",
        founders_cases.GAME,
        _founders_state,
        founders_cases.hand_written_token_case,
    ),
}


@pytest.fixture(scope="module", params=sorted(BOARDS))
def board(request: pytest.FixtureRequest) -> Iterator[tuple[Board, Any, Any]]:
    spec = BOARDS[request.param]
    with pages(spec.slug, viewport=WIDE) as (page, shell):
        yield spec, page, shell


def shoot(page: Any, name: str) -> None:
    OUTPUT.mkdir(exist_ok=True)
    page.screenshot(path=str(OUTPUT / f"click-{name}.png"), full_page=True)


def focused(page: Any) -> dict[str, Any]:
    """Where keyboard focus is: inside the board or not, and the focused element's place (data-*)."""
    return page.evaluate(
        f"""() => {{
          const el = document.activeElement, board = document.querySelector("{BOARD}");
          const data = Object.fromEntries(Object.entries(el.dataset || {{}}).filter(([k]) => k !== "action"));
          return {{ onBoard: !!board && board.contains(el), data, tag: el.localName, role: el.getAttribute("role") }};
        }}"""
    )


def board_elements(page: Any, selector: str) -> Any:
    """Board elements (not buttons) carrying moves: the ones the click layer made focusable."""
    return page.locator(f'{BOARD} {selector}[role="button"]')


def test_enter_and_space_on_a_focused_board_element_play_its_move(board: tuple[Board, Any, Any]) -> None:
    spec, page, _ = board
    data = payload(spec.game, spec.moving())
    assert draw(page, data) == []
    singles = board_elements(page, ".bk-clickable[data-action]")
    assert singles.count() >= 1
    first = singles.first
    assert first.get_attribute("tabindex") == "0"
    first.focus()
    page.keyboard.press("Enter")
    assert acted(page) == [int(first.get_attribute("data-action"))]
    forget_acted(page)
    last = singles.last
    last.focus()
    page.keyboard.press(" ")
    assert acted(page) == [int(last.get_attribute("data-action"))]


def test_focus_stays_on_the_board_after_a_move_and_on_the_same_element_after_a_redraw(
    board: tuple[Board, Any, Any],
) -> None:
    spec, page, _ = board
    state = spec.moving()
    data = payload(spec.game, state)
    draw(page, data)
    target = board_elements(page, ".bk-clickable[data-action]").first
    target.focus()
    before = focused(page)
    draw(page, data)  # the same state drawn again (a refused click, a language switch)
    assert focused(page) == before and before["onBoard"]
    page.keyboard.press("Enter")
    (index,) = acted(page)
    after = spec.game.apply(state, spec.game.legal_actions(state)[index])
    draw(page, payload(spec.game, after))  # Python's answer: the next position
    now = focused(page)
    assert now["onBoard"], now
    if board_elements(page, ".bk-legal").count():  # a board piece, never a "pass"-like button first
        assert now["role"] == "button" and now["tag"] != "button", now
    shoot(page, f"{spec.slug}-focus-after-move")


def test_an_element_with_several_moves_opens_a_menu_of_them(board: tuple[Board, Any, Any]) -> None:
    spec, page, _ = board
    data = spec.several()
    assert draw(page, data) == []
    owner = board_elements(page, ".bk-choice[data-actions]").first
    offered = [int(i) for i in owner.get_attribute("data-actions").split()]
    assert len(offered) > 1 and owner.get_attribute("data-action") is None
    owner.click()
    items = page.locator(f"{BOARD} .bk-menu .bk-menu-item")
    assert [int(i) for i in items.evaluate_all("els => els.map(e => e.dataset.action)")] == offered
    assert acted(page) == []  # opening the menu plays nothing
    shoot(page, f"{spec.slug}-menu")
    page.keyboard.press("Escape")
    assert page.locator(f"{BOARD} .bk-menu").count() == 0
    assert focused(page)["data"] == owner.evaluate("e => ({...e.dataset})")  # back on the owner
    page.keyboard.press("Enter")  # the owner has focus again: the keyboard opens the menu
    page.keyboard.press("ArrowDown")
    page.keyboard.press("Enter")
    assert acted(page) == [offered[1]]
    assert page.locator(f"{BOARD} .bk-menu").count() == 0


def test_a_double_click_on_the_board_plays_once(board: tuple[Board, Any, Any]) -> None:
    spec, page, _ = board
    draw(page, payload(spec.game, spec.moving()))
    target = board_elements(page, ".bk-clickable[data-action]").first
    target.dblclick()
    assert acted(page) == [int(target.get_attribute("data-action"))]


def test_a_double_click_in_the_real_shell_sends_one_move_and_python_shows_no_error(
    board: tuple[Board, Any, Any],
) -> None:
    from boardkit.widgets import GameView

    spec, _, shell = board
    widget = GameView(spec.game, spec.moving())
    show_shell(shell, widget)
    target = shell.locator('.bk-board .bk-clickable[data-action][role="button"]').first
    target.dblclick()
    sent = shell.evaluate("() => window.sent")
    assert [m["type"] for m in sent] == ["act"]
    for message in sent + sent:  # even a repeat that slipped past the browser changes nothing
        widget._on_message(widget, message, [])
    assert widget.error == "" and widget.step == 1 and widget.version == 1
    shoot(shell, f"{spec.slug}-shell")
