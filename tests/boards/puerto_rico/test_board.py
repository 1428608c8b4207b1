"""widgets/boards/puerto_rico.js in a real browser: drawn without errors, every legal action clickable
on the board exactly once, a click reports its own index, and the board works inside the real shell."""

from __future__ import annotations

from typing import Any

import pytest

from tests.boards.harness import (
    BOARD,
    assert_each_action_clickable_once,
    browser_fixture,
    browser_marks,
    draw,
    shell_click,
)

from .fixtures import GAME, by_action_kind, captain_example, fixtures, shell_widget

pytestmark = browser_marks(300)

FIXTURES = fixtures()
browser = browser_fixture("puerto_rico")


def test_every_action_kind_of_the_engine_has_a_fixture() -> None:
    # VIEW.md lists the kinds; random play must have offered each, or the board checks miss one.
    kinds = set(by_action_kind())
    expected = {"draft", "role", "take", "quarry", "hacienda", "place", "leave_empty", "build", "use"}
    expected |= {"sell", "load", "store", "keep", "pass", "land_office", "wharf", "discard_tile", "forest"}
    expected |= {"hacienda_side", "small_wharf", "small_wharf_done", "supply_center", "guest"}
    assert expected <= kinds, expected - kinds


@pytest.mark.parametrize("name", sorted(FIXTURES))
def test_each_legal_action_is_clickable_once(browser: tuple[Any, Any], name: str) -> None:
    assert_each_action_clickable_once(browser[0], FIXTURES[name])


def test_hidden_vp_chips_are_not_shown(browser: tuple[Any, Any]) -> None:
    page, _ = browser
    fx = FIXTURES["seat_view_p2"]
    assert draw(page, fx) == []
    hidden = [s["seat"] for s in fx["view"]["seats"] if s["vp_chips"] is None]
    assert hidden == [0, 2, 3]
    for seat in hidden:
        vp = page.text_content(f'{BOARD} [data-seat="{seat}"] .bk-puerto_rico-seat-head .bk-puerto_rico-vp')
        assert vp.strip() == "?"


def test_captain_example_offers_exactly_the_rulebook_loads(browser: tuple[Any, Any]) -> None:
    # l.413: Anna may add corn to the corn ship or put sugar on the 7-ship, never on the 5-ship.
    page, _ = browser
    fx = FIXTURES["captain_example"]
    assert draw(page, fx) == []
    ships = page.eval_on_selector_all(
        f"{BOARD} .bk-clickable[data-action]", "els => els.map(e => e.closest('[data-ship]')?.dataset.ship)"
    )
    assert sorted(ships) == ["1", "2"]  # the corn ship and the 7-ship; nothing else is clickable
    assert len(GAME.legal_actions(captain_example())) == 2


def test_board_inside_the_real_shell_sends_the_clicked_action(browser: tuple[Any, Any]) -> None:
    _, shell = browser
    chosen = shell_click(shell, shell_widget(), "bk-puerto_rico-board", '[data-ship="2"].bk-clickable')
    assert str(chosen) == "P1 load good=sugar ship=2"
