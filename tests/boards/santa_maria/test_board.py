"""widgets/boards/santa_maria.js in a real browser: drawn without errors, every legal action clickable
on the board exactly once, a tile's turn and a die's line chosen on the colony grid, hidden parts not
shown, the board inside the real shell, and a whole year played by clicks."""

from __future__ import annotations

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
)

from .fixtures import GAME, KINDS, after, by_action_kind, fixtures

pytestmark = browser_marks(300)

FIXTURES = fixtures()
P = ".bk-santa_maria-"
browser = browser_fixture("santa_maria")


def test_every_action_kind_of_the_engine_has_a_fixture() -> None:
    # VIEW.md lists the moves a board makes; random play must have offered each, or the checks miss one.
    offered = set(by_action_kind())
    assert not KINDS - offered, KINDS - offered


@pytest.mark.parametrize("name", sorted(FIXTURES))
def test_each_legal_action_is_clickable_once(browser: tuple[Any, Any], name: str) -> None:
    assert_each_action_clickable_once(browser[0], FIXTURES[name])


def test_l104_a_tiles_place_and_turn_are_chosen_on_the_colony_cell(browser: tuple[Any, Any]) -> None:
    # l.104: the tile goes on empty cells, turned any way: each cell carries the turns that fit with
    # the tile's first cell on it, and nothing else on the board places it.
    page, _ = browser
    fx = FIXTURES["kind_place"]
    assert draw(page, fx) == []
    me = fx["view"]["current_player"]
    places = [a for a in fx["actions"] if a["kind"] == "place"]
    owners = page.eval_on_selector_all(
        f"{BOARD} [data-colony] [data-cell].bk-legal",
        "els => els.map(e => [e.dataset.cell, e.closest('[data-colony]').dataset.colony,"
        " (e.dataset.actions || e.dataset.action).split(' ').map(Number)])",
    )
    assert {colony for _, colony, _ in owners} == {str(me)}
    for cell, _, indices in owners:
        want = sorted(a["index"] for a in places if f"{a['args']['cell'][0]},{a['args']['cell'][1]}" == cell)
        assert sorted(indices) == want
    assert sum(len(i) for _, _, i in owners) == len(places)


def test_l132_l134_a_white_die_is_played_on_a_column_and_a_blue_one_on_a_row(
    browser: tuple[Any, Any],
) -> None:
    page, _ = browser
    fx = FIXTURES["kind_use_die"]
    assert draw(page, fx) == []
    dice = [a for a in fx["actions"] if a["kind"] == "use_die"]
    assert {a["args"]["color"] for a in dice} == {"white", "blue"}
    for a in dice:
        line = f"{'col' if a['args']['color'] == 'white' else 'row'}:{a['args']['value']}"
        owner = page.locator(f'{BOARD} [data-colony="{a["player"]}"] [data-line="{line}"]')
        carried = owner.get_attribute("data-action") or owner.get_attribute("data-actions")
        assert str(a["index"]) in carried.split(" ")


def test_l91_others_happiness_is_not_shown_to_a_seat(browser: tuple[Any, Any]) -> None:
    page, _ = browser
    fx = FIXTURES["seat_view_p2"]
    assert draw(page, fx) == []
    shown = {
        seat: page.text_content(f'{BOARD} [data-seat="{seat}"] {P}happy').split(":")[-1].strip()
        for seat in range(4)
    }
    assert [seat for seat, text in shown.items() if text == "?"] == [0, 2, 3]
    assert shown[1] == str(fx["view"]["seats"][1]["happiness"])


def test_l410_l422_a_finished_solo_game_shows_each_goal_reached_or_not(browser: tuple[Any, Any]) -> None:
    page, _ = browser
    fx = FIXTURES["solo_over"]
    assert draw(page, fx) == []
    goals = fx["view"]["solo"]
    shown = page.eval_on_selector_all(f"{BOARD} {P}solo-box {P}chip", "els => els.map(e => e.textContent)")
    assert shown == [f"{'✔' if ok else '✗'} {fx['glossary'][goal]}" for goal, ok in goals.items()]


def test_russian_labels_come_from_the_glossary(browser: tuple[Any, Any]) -> None:
    page, _ = browser
    assert draw(page, FIXTURES["midgame_4p_ru"]) == []
    text = page.inner_text(BOARD)
    assert "конкистадор" in text and "conquistador" not in text


def test_face_down_stacks_show_as_counts(browser: tuple[Any, Any]) -> None:
    # l.13, l.21: the development stacks and the sea-trade deck are face down: only how many is drawn.
    page, _ = browser
    fx = FIXTURES["opening_4p"]
    assert draw(page, fx) == []
    text = page.inner_text(BOARD)
    view = fx["view"]
    assert f": {view['stacks']['double']}" in text and f": {view['deck']}" in text
    assert page.locator(f"{BOARD} [data-tile]").count() == len(view["display"])


def test_board_inside_the_real_shell_sends_the_clicked_action(browser: tuple[Any, Any]) -> None:
    from boardkit.widgets import GameView

    _, shell = browser
    widget = GameView("santa_maria", players=4, seed=1)
    tile = "[data-tile].bk-clickable"
    chosen = shell_click(shell, widget, "bk-santa_maria-board", tile)
    assert chosen.kind == "expand" and chosen["tile"].lower() == shell.locator(
        f".bk-board {tile}"
    ).first.get_attribute("data-tile")


def test_l76_a_whole_year_is_played_by_clicks_on_the_board(browser: tuple[Any, Any]) -> None:
    # Three players from the first move of year 1 to the first of year 2 (l.76, l.334): every move is
    # found on the board and clicked there; what the click reports is played.
    page, _ = browser
    rng = random.Random(4)
    s = after(0, players=3, seed=4)
    clicks = 0
    while s.round == 1 and not GAME.is_over(s):
        fx = payload(GAME, s)
        assert draw(page, fx) == []
        index = rng.randrange(len(fx["actions"]))
        assert click_reports(page, index) == [index]
        s = GAME.apply(s, GAME.legal_actions(s)[index])
        clicks += 1
    assert s.round == 2 and clicks > 10
    assert any("starts year 2" in e.text for e in s.log.events())


def _carried(page: Any, selector: str) -> list[int]:
    """The move indices the one element at ``selector`` plays."""
    el = page.locator(f"{BOARD} {selector}")
    assert el.count() == 1, selector
    return [
        int(i) for i in (el.get_attribute("data-action") or el.get_attribute("data-actions") or "").split()
    ]


def test_l1009_navigation_is_played_on_the_current_players_governor(browser: tuple[Any, Any]) -> None:
    page, _ = browser
    fx = FIXTURES["kind_navigate"]
    assert draw(page, fx) == []
    me = fx["view"]["current_player"]
    (nav,) = [a["index"] for a in fx["actions"] if a["kind"] == "navigate"]
    assert _carried(page, f'[data-colony="{me}"] [data-governor="{me}"]') == [nav]
    assert page.locator(f"{BOARD} [data-governor]").count() == len(fx["view"]["seats"])


def test_l641_the_specialist_hired_is_the_one_beside_the_white_value_taken(browser: tuple[Any, Any]) -> None:
    page, _ = browser
    fx = FIXTURES["kind_hire"]
    assert draw(page, fx) == []
    step, value = fx["view"]["step"]
    (hire,) = [a["index"] for a in fx["actions"] if a["kind"] == "hire"]
    assert step == "hire" and _carried(page, f'[data-specialist="{value}"]') == [hire]
    assert page.locator(f"{BOARD} [data-specialist]").count() == 6  # one beside each white value (l.633)


def test_l505_a_special_sea_trade_tile_is_laid_by_clicking_the_colonys_dock(browser: tuple[Any, Any]) -> None:
    page, _ = browser
    fx = FIXTURES["kind_special_ship"]
    assert draw(page, fx) == []
    moves = [a for a in fx["actions"] if a["kind"] == "special_ship"]
    assert moves
    for a in moves:
        carried = _carried(page, f'[data-seat="{a["player"]}"] [data-seat-dock="{a["args"]["dock"]}"]')
        assert carried == [a["index"]]


def test_l993_archery_is_played_on_the_corner_its_diagonal_starts_from(browser: tuple[Any, Any]) -> None:
    page, _ = browser
    fx = FIXTURES["kind_archery"]
    assert draw(page, fx) == []
    me = fx["view"]["current_player"]
    for value in (1, 6):
        want = sorted(
            a["index"]
            for a in fx["actions"]
            if a["kind"] in ("archery", "ambassador_archery") and a["args"]["value"] == value
        )  # an ambassador die onto the diagonal is played on the same corner (l.999)
        if want:
            assert sorted(_carried(page, f'[data-colony="{me}"] [data-line="diagonal:{value}"]')) == want


def test_l521_l698_cocoa_and_ambassador_dice_are_played_on_the_line_they_activate(
    browser: tuple[Any, Any],
) -> None:
    for name, kind in (("kind_cocoa_die", "cocoa_die"), ("kind_ambassador", "ambassador")):
        page, _ = browser
        fx = FIXTURES[name]
        assert draw(page, fx) == []
        me = fx["view"]["current_player"]
        moves = [a for a in fx["actions"] if a["kind"] == kind]
        assert moves
        for a in moves:
            line = f"{'col' if a['args']['color'] == 'white' else 'row'}:{a['args']['value']}"
            assert a["index"] in _carried(page, f'[data-colony="{me}"] [data-line="{line}"]')


# --- as a teacher reads the board (issue 7) ---------------------------------------------------------------


def test_l134_a_seat_without_blue_dice_shows_0_apart_from_its_white_dice(browser: tuple[Any, Any]) -> None:
    page, _ = browser
    fx = FIXTURES["modules_midgame_4p"]
    assert draw(page, fx) == []
    seats = [p for p, seat in enumerate(fx["view"]["seats"]) if not seat["blue"]]
    assert seats
    for p in seats:
        blue = page.locator(f'{BOARD} [data-seat="{p}"] [data-blue-dice]')
        white = page.locator(f'{BOARD} [data-seat="{p}"] .bk-santa_maria-seat-dice > span').nth(1)
        assert blue.inner_text().strip() == f"{fx['glossary']['blue_dice']}: 0"
        assert white.inner_text().startswith(fx["glossary"]["white_dice"])
        left, right = blue.bounding_box(), white.bounding_box()
        assert right["x"] >= left["x"] + left["width"] + 8 or right["y"] > left["y"]  # a gap, or a new line


def test_l447_the_special_sea_trade_stack_says_what_its_number_counts(browser: tuple[Any, Any]) -> None:
    page, _ = browser
    fx = FIXTURES["modules_midgame_4p"]
    assert draw(page, fx) == []
    dock = page.locator(f"{BOARD} [data-special-dock]").inner_text()
    assert f"{fx['glossary']['tiles_left']}: {fx['view']['kingdoms']['special_deck']}" in dock
    assert "(" not in dock


def test_l589_the_governor_grids_points_are_drawn_readable_at_1280_px_with_the_sidebar_open(
    browser: tuple[Any, Any],
) -> None:
    page, _ = browser
    before = dict(page.viewport_size)
    page.set_viewport_size(
        {"width": 848, "height": 900}
    )  # the notebook cell's width at 1280 px, sidebar open
    try:
        assert draw(page, FIXTURES["modules_midgame_4p"]) == []
        heights = page.eval_on_selector_all(
            f"{BOARD} .bk-santa_maria-governor-grid text",
            "els => els.map(e => e.getBoundingClientRect().height)",
        )
    finally:
        page.set_viewport_size(before)
    assert len(heights) == 36 and min(heights) >= 11, heights
