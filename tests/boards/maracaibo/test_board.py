"""widgets/boards/maracaibo.js in a real browser: drawn without errors, every legal action clickable on the
board exactly once, a click reports its own index, hidden hands drawn as backs, the board inside the real
shell, and a whole round played by clicks on the board alone."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from tests.boards.harness import (
    BOARD,
    assert_each_action_clickable_once,
    browser_fixture,
    browser_marks,
    click_reports,
    draw,
    payload,
    shell_click,
    shown_text,
)

from .fixtures import GAME, by_action_kind, fixtures, reach

pytestmark = browser_marks(600)

FIXTURES = fixtures()
P = ".bk-maracaibo-"
browser = browser_fixture("maracaibo")


def test_every_action_kind_and_pending_choice_of_the_engine_has_a_fixture() -> None:
    # The kinds game.py declares for its phases; random play must offer each, or the board checks miss one.
    kinds = set(by_action_kind())
    declared = {k for phase in GAME.phases() for k in phase.moves}
    declared -= {"town"}  # the new cities L4/L7 enter only with their legacy tiles, rare in random play
    assert declared <= kinds, declared - kinds
    assert {"choose:disc", "choose:explore", "choose:synergy", "choose:marker_village"} <= kinds


@pytest.mark.parametrize("name", sorted(FIXTURES))
def test_each_legal_action_is_clickable_once(browser: tuple[Any, Any], name: str) -> None:
    assert_each_action_clickable_once(browser[0], FIXTURES[name])


def test_l129_other_seats_hands_are_card_backs_with_their_count(browser: tuple[Any, Any]) -> None:
    page, _ = browser
    fx = FIXTURES["seat_view_p2"]
    assert draw(page, fx) == []
    for seat in fx["view"]["seats"]:
        hand = f'{BOARD} [data-seat="{seat["seat"]}"] [data-part="hand"]'
        backs = page.locator(f"{hand} {P}back").count()
        faces = page.locator(f"{hand} [data-card]").count()
        if seat["seat"] == 1:
            assert (backs, faces) == (0, seat["hand_size"])
        else:
            assert (backs, faces) == (seat["hand_size"], 0)
            assert f"({seat['hand_size']})" in page.text_content(hand)


def test_l210_other_seats_planned_cards_are_card_backs(browser: tuple[Any, Any]) -> None:
    # RULINGS A25: the planning area is shown to its owner only; every seat planned a card at setup (l.132).
    page, _ = browser
    fx = FIXTURES["seat_view_p2"]
    assert draw(page, fx) == []
    for seat in fx["view"]["seats"]:
        plan = f'{BOARD} [data-seat="{seat["seat"]}"] [data-part="plan"]'
        backs = page.locator(f"{plan} {P}back").count()
        faces = page.locator(f"{plan} [data-card]").count()
        assert len(seat["plan"]) >= 1
        if seat["seat"] == 1:
            assert (backs, faces) == (0, len(seat["plan"]))
        else:
            assert (backs, faces) == (len(seat["plan"]), 0)


def test_a_voyage_is_clicked_on_the_location_it_ends_at(browser: tuple[Any, Any]) -> None:
    page, _ = browser
    fx = FIXTURES["kind_sail"]
    assert draw(page, fx) == []
    for a in fx["actions"]:
        if a["kind"] == "sail":
            end = a["args"]["route"][-1].lower()
            owner = page.locator(f'{BOARD} [data-loc="{end}"]')
            assert (
                owner.get_attribute("data-action") == str(a["index"])
                or str(a["index"]) in (owner.get_attribute("data-actions") or "").split()
            )


def test_russian_board_shows_no_latin_words(browser: tuple[Any, Any]) -> None:
    from tests.language.shown import latin_words

    page, _ = browser
    assert draw(page, FIXTURES["main_ru"]) == []
    text = shown_text(page)  # tooltips and labels are read too
    assert "Гавана" in text and not latin_words(text), latin_words(text)[:10]


def test_board_inside_the_real_shell_sends_the_clicked_action(browser: tuple[Any, Any]) -> None:
    from boardkit.widgets import GameView

    _, shell = browser
    widget = GameView(GAME, reach(2, {}, 4, "sail", 1))
    chosen = shell_click(shell, widget, "bk-maracaibo-board", "[data-loc].bk-legal", at={"x": 3, "y": 3})
    assert chosen.kind == "sail"


def test_l161_a_whole_round_is_played_by_clicks_on_the_board(browser: tuple[Any, Any]) -> None:
    # Every move of round 1 (2 players, from the first decisions to the interim scoring) is made by
    # clicking its element on the board; what the click reports is applied to the game.
    page, _ = browser
    rng = random.Random(11)
    s = GAME.new_game(2, seed=11)
    clicks = 0
    while s.round == 1 and not GAME.is_over(s):
        data = payload(GAME, s, player=s.current_player)
        assert draw(page, data) == []
        index = rng.randrange(len(data["actions"]))
        assert click_reports(page, index) == [index]
        s = GAME.apply(s, GAME.legal_actions(s)[index])
        clicks += 1
    assert s.round == 2 and clicks > 20


def test_whole_table_switch_draws_every_hand_face_up(browser: tuple[Any, Any]) -> None:
    # GameView(show_table=True): board_view receives the true state, and the board draws what it holds.
    page, _ = browser
    s = reach(4, {}, 1, "main", 2)
    fx = payload(GAME, s, player=1)
    fx["view"] = json.loads(json.dumps(GAME.view(s, 1, table=True)))
    assert draw(page, fx) == []
    assert page.locator(f"{BOARD} [data-part='hand'] {P}back").count() == 0
    for seat in range(4):
        faces = page.locator(f'{BOARD} [data-seat="{seat}"] [data-part="hand"] [data-card]').count()
        assert faces == len(s.seats[seat].hand) > 0
