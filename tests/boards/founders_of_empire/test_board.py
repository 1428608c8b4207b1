"""The Founders board module in a real browser: every legal action is reachable where it belongs."""

from __future__ import annotations

from typing import Any

import pytest

from tests.boards.founders_of_empire.fixtures import all_cases, hand_written_token_case
from tests.boards.harness import BOARD, browser_fixture, browser_marks, draw, shell_click

pytestmark = browser_marks(180)

CASES = dict(all_cases())


browser = browser_fixture("founders_of_empire", viewport=(1000, 900))


@pytest.fixture
def page(browser: tuple[Any, Any]) -> Any:
    return browser[0]


@pytest.fixture
def shell(browser: tuple[Any, Any]) -> Any:
    return browser[1]


def reachable(page: Any) -> set[int]:
    """Indices a player can play from the board itself (not counting the shell's own buttons)."""
    found: set[int] = set()

    def collect() -> None:
        found.update(
            int(x)
            for x in page.eval_on_selector_all("[data-action]", "els => els.map(e => e.dataset.action)")
        )
        for group in page.eval_on_selector_all("[data-actions]", "els => els.map(e => e.dataset.actions)"):
            found.update(int(x) for x in group.split())

    collect()
    # Annexing is two clicks: select each face-up square in turn, then its cells light up.
    for i in range(page.locator("[data-select]").count()):
        page.locator("[data-select]").nth(i).click()
        collect()
    return found


@pytest.mark.parametrize("name", sorted(CASES))
def test_every_legal_action_is_on_the_board(page: Any, name: str) -> None:
    case = CASES[name]
    assert draw(page, case) == []
    indices = {a["index"] for a in case["actions"]}
    assert reachable(page) == indices


@pytest.mark.parametrize("name", sorted(CASES))
def test_clickables_follow_the_contract(page: Any, name: str) -> None:
    draw(page, CASES[name])
    n = len(CASES[name]["actions"])
    values = page.eval_on_selector_all(".bk-clickable", "els => els.map(e => e.getAttribute('data-action'))")
    assert all(v is not None and 0 <= int(v) < n for v in values)


def test_click_a_stack_reveals_from_it(page: Any) -> None:
    case = CASES["engine_reveal"]
    draw(page, case)
    page.evaluate("() => { window.acted = []; }")
    page.click('[data-stack="village"]')
    acted = page.evaluate("() => window.acted")
    assert [case["actions"][i]["args"] for i in acted] == [{"stack": "village"}]


def test_annex_is_square_then_cell(page: Any) -> None:
    case = CASES["engine_annex"]
    draw(page, case)
    page.evaluate("() => { window.acted = []; }")
    square = page.locator("[data-select]").first
    square_id = int(square.get_attribute("data-select"))
    square.click()
    cell = page.locator(
        ".bk-founders_of_empire-empty-cell.bk-clickable, .bk-founders_of_empire-replace-cell.bk-clickable"
    ).first
    cell.click()
    (index,) = page.evaluate("() => window.acted")
    chosen = case["actions"][index]
    assert chosen["kind"] == "annex" and chosen["args"]["square"] == square_id
    # The lit cell is the one the action names (its data-cell is "x,y").
    assert cell.get_attribute("data-cell") == ",".join(map(str, chosen["args"]["cell"]))


def test_replacement_cells_are_drawn_apart_from_empty_cells(page: Any) -> None:
    case = CASES["engine_fallback"]
    draw(page, case)
    replace = {
        tuple(a["args"]["cell"])
        for a in case["actions"]
        if a["kind"] == "place_fallback" and a["args"]["replace"]
    }
    drawn = page.eval_on_selector_all(
        ".bk-founders_of_empire-replace-cell", "els => els.map(e => e.dataset.cell)"
    )
    assert {tuple(int(v) for v in c.split(",")) for c in drawn} == replace


def test_a_green_square_offers_a_choice_of_coin_resource(page: Any) -> None:
    case = hand_written_token_case()
    draw(page, case)
    page.evaluate("() => { window.acted = []; }")
    # P2's river at (1, 0) can be bought for wood or for water (l.185): a small menu asks which.
    river = page.locator('.bk-founders_of_empire-realm[data-player="1"] [data-cell="1,0"]')
    assert river.get_attribute("data-action") is None
    river.click()
    items = page.locator(".bk-menu .bk-clickable")
    assert items.count() == 2
    items.nth(1).click()
    (index,) = page.evaluate("() => window.acted")
    assert case["actions"][index]["args"] == {"target": 1, "cell": [1, 0], "resource": "water"}


def test_russian_labels_come_from_the_glossary(page: Any) -> None:
    draw(page, hand_written_token_case("ru"))
    text = page.inner_text(BOARD)
    assert "шахта" in text and "Mine" not in text


def test_the_real_shell_draws_this_board_and_sends_its_clicks(shell: Any) -> None:
    from boardkit.widgets import GameView

    widget = GameView("founders_of_empire", players=3, seed=7)
    assert (
        shell_click(shell, widget, "bk-founders_of_empire-root", "[data-square].bk-clickable").kind == "draft"
    )


def test_starting_pair_is_named_even_without_seeing_the_draft(page: Any) -> None:
    # A fresh page has never drawn the draft pool, so the square data is not known to the board.
    page.reload()
    page.wait_for_function("window.ready === true")
    case = CASES["engine_place_start"]
    assert draw(page, case) == []
    options = page.locator(".bk-founders_of_empire-start")
    assert options.count() == 4
    first = case["actions"][0]["label"]  # e.g. "place the starting pair: Lake at (0, 0), row"
    name = first.split(": ", 1)[1].split(" at ", 1)[0]
    assert name in options.first.text_content()


def test_l90_selecting_a_square_by_keyboard_lights_its_cells_and_keeps_focus_on_it(page: Any) -> None:
    # Annexing (l.90) is two steps: the square, then a cell; the first is a board-local choice.
    draw(page, CASES["engine_annex"])
    square = page.locator("[data-select]").first
    chosen = square.get_attribute("data-select")
    square.focus()
    page.keyboard.press(" ")
    again = page.locator(f'[data-select="{chosen}"]')
    assert again.get_attribute("aria-pressed") == "true"
    assert page.evaluate("(id) => document.activeElement.dataset.select === id", chosen)
    assert page.locator(".bk-founders_of_empire-empty-cell.bk-clickable").count() > 0
    assert page.evaluate("() => window.acted") == []  # selecting plays nothing


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_token_counts_read_as_a_label_then_the_number(page: Any, lang: str) -> None:
    # "война: 5", not "война 5": a fixed noun before a count reads as a label, in either language.
    case = hand_written_token_case(lang)
    draw(page, case)
    chips = page.eval_on_selector_all(
        ".bk-founders_of_empire-supply .bk-founders_of_empire-token", "els => els.map(e => e.textContent)"
    )
    wanted = [f"{case['glossary'][k]}: {n}" for k, n in case["view"]["supply"].items()]
    assert chips and chips == wanted
