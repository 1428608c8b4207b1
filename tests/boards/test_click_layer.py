"""The shell's click layer on both boards in a real browser: the keyboard plays moves (Tab-focusable
elements, Enter and Space), focus stays on the board across a redraw, an element with several moves
opens a menu, and a double click plays once; screenshots at 1280 px go to test-output/."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

import pytest

from tests.boards.founders_of_empire import fixtures as founders_cases
from tests.boards.harness import (
    BOARD,
    ROOT,
    acted,
    browser_marks,
    draw,
    forget_acted,
    pages,
    payload,
    show_shell,
)
from tests.boards.puerto_rico import fixtures as pr
from tests.boards.santa_maria import fixtures as sm

pytestmark = browser_marks(300)

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
    # a white die's column, reached from several faces (l.130): one header, a menu of its moves
    "santa_maria": Board(
        "santa_maria",
        sm.GAME,
        lambda: sm.GAME.new_game(4, seed=1),
        lambda: payload(sm.GAME, sm.GAME.new_game(4, seed=1)),
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


def test_every_move_tooltip_in_a_clickable_svg_element_starts_with_the_move(
    board: tuple[Board, Any, Any],
) -> None:
    spec, page, _ = board
    draw(page, payload(spec.game, spec.game.new_game(3, seed=1)))  # Founders: draft squares with details
    # SVG shows the first <title> under the pointer: wherever that is inside a clickable element, the
    # move's words come first, before the board's own details (a square's text, a status).
    found = page.evaluate(
        f"""() => [...document.querySelectorAll("{BOARD} .bk-legal-svg.bk-clickable")].map((el) => {{
          const shown = [...el.querySelectorAll("title")].filter((t) => t.parentNode.closest(".bk-legal-svg") === el);
          return {{ move: el.getAttribute("aria-label"), first: el.querySelector(":scope > title")?.textContent,
                    titles: shown.map((t) => t.textContent), direct: el.querySelectorAll(":scope > title").length }};
        }})"""
    )
    if not found:
        pytest.skip(f"{spec.slug} draws its moves as HTML elements (their tooltip is the title attribute)")
    assert any(len(el["titles"]) > 1 or "\n" in el["first"] for el in found)  # the board's own details too
    for el in found:
        assert el["direct"] == 1 and el["first"].startswith(el["move"]), el
        assert all(t.startswith(el["move"]) for t in el["titles"]), el


CUSTOM_BOARD = """async (data) => {
  const { drawBoardInto } = await import("./gameview.js");
  const mod = { drawBoard(root, view, actions, ctx) {
    // A board that sets data-action itself, without ctx.clickable: the shell still makes it playable.
    root.append(ctx.html("div", { class: "plain", "data-action": String(actions[0].index) }, ["a piece"]));
    root.append(ctx.html("div", { class: "gone", "data-action": "999" }, ["not a legal move"]));
  } };
  window.acted = [];
  window.session.busy = false;
  drawBoardInto(document.getElementById("host"), mod, { ...data, t: (x) => x }, window.session,
    { attrs: { id: "board" } });
}"""


def test_an_element_a_board_gives_a_data_action_is_focusable_and_plays_with_enter_and_space(
    board: tuple[Board, Any, Any],
) -> None:
    spec, page, _ = board
    data = payload(spec.game, spec.moving())
    page.evaluate(CUSTOM_BOARD, data)
    plain = page.locator(f"{BOARD} .plain")
    assert plain.get_attribute("role") == "button" and plain.get_attribute("tabindex") == "0"
    assert "bk-legal" in plain.get_attribute("class")
    gone = page.locator(f"{BOARD} .gone")
    assert gone.get_attribute("data-action") is None and gone.get_attribute("tabindex") is None
    plain.focus()
    page.keyboard.press(" ")
    assert acted(page) == [data["actions"][0]["index"]]
    forget_acted(page)
    page.keyboard.press("Enter")
    assert acted(page) == [data["actions"][0]["index"]]


def test_a_new_drawing_is_merged_into_the_board_keeping_unchanged_nodes_and_focus(
    board: tuple[Board, Any, Any],
) -> None:
    spec, page, _ = board
    state = spec.moving()
    draw(page, payload(spec.game, state))
    target = board_elements(page, ".bk-clickable[data-action]").first
    target.focus()
    page.evaluate(f"() => document.querySelectorAll('{BOARD} *').forEach((n) => {{ n.bkSeen = true; }})")
    draw(page, payload(spec.game, state))  # the same position drawn again: no node is replaced
    assert page.evaluate(f"() => [...document.querySelectorAll('{BOARD} *')].every((n) => n.bkSeen)")
    assert page.evaluate("() => document.activeElement.bkSeen === true")  # the very element keeps focus
    page.keyboard.press("Enter")
    (index,) = acted(page)
    after = spec.game.apply(state, spec.game.legal_actions(state)[index])
    draw(page, payload(spec.game, after))
    kept = page.evaluate(
        f"() => {{ const all = [...document.querySelectorAll('{BOARD} *')]; return [all.filter((n) => n.bkSeen).length, all.length]; }}"
    )
    assert 0 < kept[0] <= kept[1], kept  # a move changes part of the board, not all of it
    assert focused(page)["onBoard"]
