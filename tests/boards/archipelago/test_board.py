"""widgets/boards/archipelago.js in a real browser: drawn without errors, every legal action clickable on the
board exactly once, a click reports its own index, screens and objectives shown to their owner only, bids
hidden until all are in, the board inside the real shell, and a whole turn played by clicks on the board."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from tests.boards.harness import (
    BOARD,
    acted,
    browser_fixture,
    browser_marks,
    clickable,
    draw,
    forget_acted,
    payload,
    shell_click,
    show_shell,
    shown_text,
)

from .fixtures import GAME, by_action_kind, card_positions, fixtures, rare_positions, reach
from .shoot import offered

pytestmark = browser_marks(600)

FIXTURES = fixtures()
P = ".bk-archipelago-"
browser = browser_fixture("archipelago")


def click_reports(page: Any, index: int) -> list[int]:
    """Click the element of action ``index`` in its middle (a hex's corner is not the hex), through its
    menu if it carries several moves; returns what reached the session."""
    forget_acted(page)
    single = page.locator(f'{BOARD} .bk-clickable[data-action="{index}"]:not(.bk-menu-item)')
    if single.count():
        single.click()
    else:
        page.locator(f'{BOARD} .bk-choice[data-actions~="{index}"]').click()
        page.click(f'{BOARD} .bk-menu [data-action="{index}"]')
    return acted(page)


def test_every_action_kind_of_the_engine_has_a_fixture() -> None:
    # The kinds game.py declares for its phases; random play or a built position must offer each.
    kinds = set(by_action_kind()) | set(rare_positions())
    declared = {k for phase in GAME.phases() for k in phase.moves}
    # geometric dead ends and an empty purse: rare, and they go to the stack box or the decision box
    declared -= {"new_hexes", "explore_fail", "skip_development"}
    assert declared <= kinds, declared - kinds


@pytest.mark.parametrize("name", sorted(FIXTURES))
def test_each_legal_action_is_clickable_once(browser: tuple[Any, Any], name: str) -> None:
    page, _ = browser
    fx = FIXTURES[name]
    assert draw(page, fx) == []
    assert offered(page) == set(range(len(fx["actions"]))), "a move the board does not offer"
    assert draw(page, fx) == []
    for index in clickable(page):
        assert click_reports(page, index) == [index]


def test_l123_the_picked_face_and_turn_light_up_one_move_per_cell(browser: tuple[Any, Any]) -> None:
    page, _ = browser
    fx = FIXTURES["kind_place_first"]
    assert draw(page, fx) == []
    page.locator(f"{BOARD} {P}pick").nth(1).click()
    face = page.locator(f"{BOARD} {P}pick{P}picked").get_attribute("data-face")
    singles = page.locator(f"{BOARD} {P}free.bk-clickable")
    assert singles.count() >= 1 and page.locator(f"{BOARD} {P}free.bk-choice").count() == 0
    rots = set()
    for k in range(singles.count()):
        a = fx["actions"][int(singles.nth(k).get_attribute("data-action"))]
        assert a["kind"] == "place_first" and a["args"]["face"] == face
        rots.add(a["args"]["rot"])
    assert len(rots) == 1, "one turn at a time"


def test_l123_a_region_is_placed_by_clicking_the_empty_cell_it_goes_to(browser: tuple[Any, Any]) -> None:
    page, _ = browser
    fx = FIXTURES["kind_place_first"]
    assert draw(page, fx) == []
    for el in page.locator(f"{BOARD} {P}free.bk-clickable").all():
        a = fx["actions"][int(el.get_attribute("data-action"))]
        assert el.get_attribute("data-cell") == ",".join(str(x) for x in a["args"]["cell"])


def test_l483_a_trade_is_clicked_on_its_market_row(browser: tuple[Any, Any]) -> None:
    page, _ = browser
    fx = FIXTURES["kind_trade"]
    assert draw(page, fx) == []
    for a in fx["actions"]:
        if a["kind"] == "trade":
            row = page.locator(
                f'{BOARD} {P}zone[data-board="{a["args"]["board"]}"][data-resource="{a["args"]["resource"]}"]'
            )
            carried = (row.get_attribute("data-actions") or row.get_attribute("data-action") or "").split()
            assert str(a["index"]) in carried


# Where each move of the character cards, eviction and leave to harvest is clicked: the element it acts on.
CARD_MOVE_PLACES = {
    "sink": '{P}unit[data-unit="{unit}"]',  # l.1384: the opponent's ship on the map
    "evict": '{P}striker[data-unit="{unit}"]',  # l.715: the striker in the port or market
    "give": '[data-seat="{player}"] [data-cube="{resource}"]',  # l.1384: a cube from behind the screen
    "rob": '[data-seat="{seat}"] [data-part="name"]',  # l.1472: the victim's name
    "fists": '[data-seat="{player}"] [data-part="screen"]',  # l.1472: the cubes come from the screen
    "take_hand": '{P}fist[data-hand="{hand}"]',  # l.1472: the fist the Thief names
    "spy_on": '[data-seat="{seat}"] [data-part="objectives"]',  # l.1454: the objective looked at
    "occupy": '{P}region[data-region="{region}"]',  # l.1478: the region plundered
    "ask_leave": '{P}leave[data-seat="{seat}"]',  # l.709: the holder's row of offers beside the map
    "choose_hex": '{P}three[data-face="{face}"]',  # l.1390: the hex kept
    "answer": "{P}decision",  # l.709: a yes or a no, with no place on the board
}


@pytest.mark.parametrize("kind", sorted(CARD_MOVE_PLACES))
def test_l709_l1384_l1478_each_card_move_is_clicked_where_it_acts(
    browser: tuple[Any, Any], kind: str
) -> None:
    page, _ = browser
    fx = FIXTURES[f"kind_{kind}"]
    assert draw(page, fx) == []
    for a in fx["actions"]:
        if a["kind"] != kind:
            continue
        where = CARD_MOVE_PLACES[kind].format(P=P, player=a["player"], **a["args"])
        carried = page.eval_on_selector_all(
            f"{BOARD} {where}, {BOARD} {where} *",
            "els => els.flatMap(e => (e.dataset.action ?? e.dataset.actions ?? '').split(' '))",
        )
        assert str(a["index"]) in carried, (kind, a["args"], where)


def test_l709_leave_is_asked_on_one_row_per_holder_with_the_florins_as_numbers(
    browser: tuple[Any, Any],
) -> None:
    page, _ = browser
    fx = FIXTURES["kind_ask_leave"]
    assert draw(page, fx) == []
    asks = [a for a in fx["actions"] if a["kind"] == "ask_leave"]
    holders = sorted({a["args"]["seat"] for a in asks})
    rows = page.locator(f"{BOARD} {P}leave")
    assert [int(rows.nth(k).get_attribute("data-seat")) for k in range(rows.count())] == holders
    for q in holders:
        chips = page.locator(f'{BOARD} {P}leave[data-seat="{q}"] .bk-clickable')
        offered = sorted(a["args"]["florins"] for a in asks if a["args"]["seat"] == q)
        assert [int(t) for t in chips.all_inner_texts()] == offered  # a number each, not a sentence
    regions = page.eval_on_selector_all(
        f"{BOARD} {P}region", "els => els.map(e => e.dataset.actions ?? e.dataset.action ?? '')"
    )
    kinds = {fx["actions"][int(i)]["kind"] for r in regions for i in r.split()}
    assert "ask_leave" not in kinds  # the region's menu keeps its own moves only


@pytest.mark.parametrize("kind", ["ask_leave", "place_first"])
def test_l709_l123_the_shells_list_of_moves_counts_what_the_board_offers_instead_of_repeating_it(
    browser: tuple[Any, Any], kind: str
) -> None:
    # The eleven offers of leave (l.709) are number chips on the holder's row; the placements of turn zero
    # (l.123) lie behind the face and turn picker. The list under the board says how many, not each again.
    from boardkit.widgets import GameView

    _, shell = browser
    widget = GameView(
        GAME, card_positions()["ask_leave"] if kind == "ask_leave" else GAME.new_game(3, seed=7)
    )
    show_shell(shell, widget)
    shell.wait_for_selector(".bk-board.bk-archipelago-board")
    legal = GAME.legal_actions(widget.state)
    listed = shell.eval_on_selector_all(
        ".bk-actions [data-action]", "els => els.map(e => Number(e.dataset.action))"
    )
    assert [legal[i].kind for i in listed if legal[i].kind == kind] == []
    counted = shell.locator(f'.bk-actions .bk-on-board .bk-on-board-kind[data-kind="{kind}"]').inner_text()
    assert counted == f"{GAME.glossary(kind)} ({sum(a.kind == kind for a in legal)})"


def test_l1472_the_fists_are_closed_to_the_thief_and_open_to_their_owner(browser: tuple[Any, Any]) -> None:
    page, _ = browser
    fx = FIXTURES["kind_take_hand"]  # the Thief's own view
    robbed = fx["view"]["robbed"]
    assert draw(page, fx) == []
    fists = page.locator(f'{BOARD} [data-seat="{robbed}"] {P}fist').all_inner_texts()
    assert len(fists) == 2 and all("?" in f for f in fists), fists
    s = rare_positions()["take_hand"]
    own = payload(GAME, s, player=robbed)
    assert draw(page, own) == []
    held = [GAME.glossary(r, "en") for r in own["view"]["seats"][robbed]["fists"]]
    shown = page.locator(f'{BOARD} [data-seat="{robbed}"] {P}fist').all_inner_texts()
    assert [h in f for h, f in zip(held, shown, strict=True)] == [True, True], shown


def test_l1454_what_the_spy_saw_is_drawn_for_its_user_only(browser: tuple[Any, Any]) -> None:
    page, _ = browser
    s = rare_positions()["spy_on"]
    after = GAME.apply(s, GAME.legal_actions(s)[0])
    assert draw(page, payload(GAME, after, player=0)) == []
    assert page.locator(f'{BOARD} [data-seat="0"] [data-part="seen"]').count() >= 1
    assert draw(page, payload(GAME, after, player=2)) == []
    assert page.locator(f'{BOARD} [data-part="seen"]').count() == 0


def test_l1478_plundered_icons_are_marked_on_the_map(browser: tuple[Any, Any]) -> None:
    page, _ = browser
    s = rare_positions()["occupy"]
    after = GAME.apply(s, GAME.legal_actions(s)[0])
    assert after.plundered
    assert draw(page, payload(GAME, after, player=0)) == []
    assert page.locator(f"{BOARD} {P}plundered").count() == len(after.plundered)


def test_l709_leave_to_harvest_is_shown_on_the_askers_seat(browser: tuple[Any, Any]) -> None:
    page, _ = browser
    s = rare_positions()["answer"]
    granted = GAME.apply(s, next(a for a in GAME.legal_actions(s) if a.kind == "answer" and a["grant"]))
    assert draw(page, payload(GAME, granted, player=0)) == []
    assert "✓" in page.locator(f'{BOARD} [data-seat="0"] [data-part="permit"]').inner_text()


def test_l109_only_the_viewer_sees_a_screen_and_an_objective(browser: tuple[Any, Any]) -> None:
    page, _ = browser
    fx = FIXTURES["seat_view_p2"]
    assert draw(page, fx) == []
    for seat in fx["view"]["seats"]:
        q = seat["player"]
        screen = page.locator(f'{BOARD} [data-seat="{q}"] [data-part="screen"]')
        hidden = page.locator(f'{BOARD} [data-seat="{q}"] {P}objective{P}hidden').count()
        if q == 1:
            assert "closed" not in screen.get_attribute("class")
            assert f"{seat['screen']['money']}" in screen.inner_text() and hidden == 0
        else:
            assert "closed" in screen.get_attribute("class") and hidden == len(seat["objectives"])


def test_l258_a_bid_stays_in_the_fist_until_all_are_in(browser: tuple[Any, Any]) -> None:
    page, _ = browser
    fx = FIXTURES["bid_in_the_fist"]
    view = fx["view"]
    assert view["phase"] == "bidding" and view["bidders"]
    assert draw(page, fx) == []
    made = [s["player"] for s in view["seats"] if s["bid_made"]]
    assert made, "someone has bid"
    for q in made:
        tag = page.locator(f'{BOARD} [data-seat="{q}"] [data-part="bid"]').inner_text()
        assert not any(ch.isdigit() for ch in tag), tag  # the amount is not drawn


def test_whole_table_switch_draws_every_screen_and_objective(browser: tuple[Any, Any]) -> None:
    # GameView(show_table=True): board_view receives the true state, and the board draws what it holds.
    page, _ = browser
    s = reach(4, 1, "actions", 2)
    fx = payload(GAME, s, player=1)
    fx["view"] = json.loads(json.dumps(GAME.view(s, 1, table=True)))
    assert draw(page, fx) == []
    assert page.locator(f"{BOARD} {P}screen{P}closed").count() == 0
    assert page.locator(f"{BOARD} {P}objective{P}hidden").count() == 0
    for q in range(4):
        money = page.locator(f'{BOARD} [data-seat="{q}"] [data-part="screen"]').inner_text()
        assert str(s.seats[q].money) in money


def test_russian_board_shows_no_latin_words(browser: tuple[Any, Any]) -> None:
    from tests.language.shown import latin_words

    page, _ = browser
    for name in ("actions_ru", "development_ru", "fists_ru", "answer_ru"):
        assert draw(page, FIXTURES[name]) == []
        text = shown_text(page)  # tooltips and labels are read too
        assert "Архипелаг" in text and not latin_words(text), latin_words(text)[:10]


def test_board_inside_the_real_shell_sends_the_clicked_action(browser: tuple[Any, Any]) -> None:
    from boardkit.widgets import GameView

    _, shell = browser
    widget = GameView(GAME, reach(4, 1, "actions", 2))
    assert (
        shell_click(shell, widget, "bk-archipelago-board", f'{P}wzone[data-zone="taxes"].bk-legal').kind
        == "taxes"
    )


def test_l248_a_whole_turn_is_played_by_clicks_on_the_board(browser: tuple[Any, Any]) -> None:
    # Every move of turn 1 (3 players: release, bids, turn order, population, actions, development) is made
    # by clicking its element on the board; what the click reports is applied to the game.
    page, _ = browser
    rng = random.Random(5)
    s = GAME.new_game(3, seed=5)
    while s.turn == 0:  # the discovery: turn zero
        s = GAME.apply(s, rng.choice(GAME.legal_actions(s)))
    kinds = set()
    while s.turn == 1 and not GAME.is_over(s):
        data = payload(GAME, s, player=s.current_player)
        assert draw(page, data) == []
        index = rng.randrange(len(data["actions"]))
        assert click_reports(page, index) == [index]
        kinds.add(data["actions"][index]["kind"])
        s = GAME.apply(s, GAME.legal_actions(s)[index])
    assert s.turn == 2 or GAME.is_over(s)
    assert {"bid", "set_order", "end_round"} <= kinds, kinds
