"""Module D in a real browser: the board draws the Maya city, and each Maya move (l.825-951) is clicked
where it belongs: a die on its number's symbol, a card's action on the card's half, a walk, a stop, a
high priest or a building on its site, a temple on its temple, a storage or a reserve trade on its kind,
a road token on its fork. Only the moves with no place (an offer, ending a trade, the answer to an
offer) stay in the decision box. The real shell shows the city and sends the move clicked on it."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest

from tests.boards.harness import BOARD, browser_marks, draw, pages, payload, show_shell

from .fixtures import GAME, MAYA_KINDS, by_maya_kind

pytestmark = browser_marks(300)

MOMENTS = by_maya_kind()


def _site_of_stop(fx: dict[str, Any], _: dict[str, Any]) -> str:
    # The die is left where its walk got to (l.845): the last site of its path.
    return f'[data-site="{fx["view"]["maya"]["walk"]["path"][-1]}"]'


# Where each Maya move is clicked: a CSS selector from the fixture and the move's arguments.
PLACE = {
    "city_die": lambda fx, a: f'[data-entry="{a["value"]}"]',
    "play_card": lambda fx, a: f'[data-card-district="{a["card"]}:{a["district"]}"]',
    "tech": lambda fx, a: f'[data-card="{a["card"]}"]',
    "set_aside": lambda fx, a: f'[data-card="{a["card"]}"]',
    "walk": lambda fx, a: f'[data-site="{a["site"]}"]',
    "priest": lambda fx, a: f'[data-site="{a["site"]}"]',
    "construct": lambda fx, a: f'[data-site="{a["site"]}"]',
    "stop": _site_of_stop,
    "temple": lambda fx, a: f'[data-temple="{a["district"]}"]',
    "fill": lambda fx, a: f'[data-store="{a["resource"]}"]',
    "store": lambda fx, a: f'[data-store="{a["resource"]}"]',
    "reserve_buy": lambda fx, a: f'[data-store="{a["resource"]}"]',
    "reserve_sell": lambda fx, a: f'[data-store="{a["resource"]}"]',
    "draw_card": lambda fx, a: '[data-deck="maya"]',
    "redraw": lambda fx, a: '[data-deck="maya"]',
    "fork": lambda fx, a: f'[data-fork="{a["fork"]}"]',
}
NO_PLACE = {"offer", "done", "accept", "decline"}


@pytest.fixture(scope="module")
def browser() -> Iterator[tuple[Any, Any]]:
    with pages("santa_maria") as both:
        yield both


def test_l825_every_maya_kind_has_a_place_or_is_named_as_having_none():
    assert set(PLACE) | NO_PLACE == MAYA_KINDS
    assert set(MOMENTS) == MAYA_KINDS


@pytest.mark.parametrize("kind", sorted(MAYA_KINDS))
def test_l825_each_maya_move_is_clicked_where_it_belongs(browser: tuple[Any, Any], kind: str) -> None:
    page, _ = browser
    s = MOMENTS[kind]
    fx = payload(GAME, s, player=s.current_player)  # GameView's default seat: the mover's eyes
    assert draw(page, fx) == []
    assert page.locator(f"{BOARD} [data-city]").count() == 1
    moves = [a for a in fx["actions"] if a["kind"] == kind]
    assert moves
    for a in moves:
        i = a["index"]
        owner = page.locator(
            f'{BOARD} .bk-clickable[data-action="{i}"], {BOARD} .bk-choice[data-actions~="{i}"]'
        )
        assert owner.count() == 1, (kind, a)
        in_decision = owner.evaluate("e => !!e.closest('.bk-decision')")
        if kind in NO_PLACE:
            assert in_decision, a
        else:
            assert not in_decision, a
            want = PLACE[kind](fx, a["args"])
            assert owner.evaluate("(e, sel) => e.matches(sel)", want), (a, want)


def test_l879_the_maya_hand_is_hidden_from_another_seat(browser: tuple[Any, Any]) -> None:
    # The Maya's cards are its own (l.776): another seat's view holds nulls, the board shows backs.
    page, _ = browser
    s = MOMENTS["play_card"]
    fx = payload(GAME, s, player=0)
    assert s.current_player != 0
    assert draw(page, fx) == []
    hand = len(fx["view"]["maya"]["hand"])
    assert hand and page.locator(f"{BOARD} .bk-santa_maria-card-back").count() == hand
    assert page.locator(f"{BOARD} [data-card-district]").count() == 0


def test_l865_a_temple_clicked_in_the_shell_sends_its_move(browser: tuple[Any, Any]) -> None:
    from boardkit.widgets import GameView

    _, shell = browser
    s = MOMENTS["temple"]
    widget = GameView("santa_maria", s)
    show_shell(shell, widget)
    legal = GAME.legal_actions(s)
    index, move = next((i, a) for i, a in enumerate(legal) if a.kind == "temple")
    shell.locator(f'.bk-board-host [data-temple="{move["district"]}"]').click(
        position={"x": 3, "y": 3}, force=True
    )
    menu = shell.locator(f'.bk-board-host .bk-menu [data-action="{index}"]')
    if menu.count():
        menu.click()
    assert shell.evaluate("() => window.sent")[-1] == {
        "type": "act",
        "index": index,
        "version": widget.version,
    }


@pytest.mark.parametrize("kind", ["play_card", "temple", "construct", "walk"])
def test_the_city_in_russian_shows_no_latin_words(browser: tuple[Any, Any], kind: str) -> None:
    # Every word the city draws, its tooltips too, comes from the glossary (board.<key> for its own).
    from tests.language.shown import latin_words

    page, _ = browser
    s = MOMENTS[kind]
    assert draw(page, payload(GAME, s, "ru", player=s.current_player)) == []
    texts = page.evaluate(
        """(sel) => { const seat = document.querySelector(sel);
            return [seat.innerText, ...[...seat.querySelectorAll("title")].map((e) => e.textContent),
                    ...[...seat.querySelectorAll("[title]")].map((e) => e.getAttribute("title"))]; }""",
        f"{BOARD} .bk-santa_maria-maya-seat",
    )
    # the board page has no players' names: a seat shows as "P5" there (the shell names it)
    assert [w for text in texts for w in latin_words(re.sub(r"\bP\d\b", "", text))] == []
