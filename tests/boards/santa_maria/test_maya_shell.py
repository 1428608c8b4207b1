"""Module D in a real browser: the board does not draw the Maya city yet, so the shell's decision box must
offer every Maya move (l.825-951), one button each, and a click sends that move."""

from __future__ import annotations

import os
import random
from collections.abc import Iterator
from typing import Any

import pytest

from tests.boards.harness import CHROMIUM, pages, show_shell

from .fixtures import GAME

pytestmark = [
    pytest.mark.browser,
    pytest.mark.timeout(300),
    pytest.mark.skipif(not os.path.exists(CHROMIUM), reason="needs Debian's Chromium"),
]

MAYA = {"kingdoms": True, "ambassadors": True, "maya": True}
PHASES = ("turn", "city", "temple", "city_choice", "city_trade", "city_build")


def maya_moments() -> dict[str, Any]:
    """The first state of random 5-player Maya games in each phase the Maya decides in."""
    found: dict[str, Any] = {}
    for seed in range(20):
        rng = random.Random(seed)
        s = GAME.new_game(5, seed=seed, **MAYA)
        while not GAME.is_over(s) and len(found) < len(PHASES):
            if s.current_player == s.maya_seat and s.phase in PHASES:
                found.setdefault(s.phase, s)
            s = GAME.apply(s, rng.choice(GAME.legal_actions(s)))
        if len(found) == len(PHASES):
            break
    return found


MOMENTS = maya_moments()


@pytest.fixture(scope="module")
def browser() -> Iterator[tuple[Any, Any]]:
    with pages("santa_maria") as both:
        yield both


def test_l825_random_maya_games_reach_every_maya_decision():
    assert set(MOMENTS) == set(PHASES)


@pytest.mark.parametrize("phase", PHASES)
def test_l825_the_decision_box_offers_every_maya_move_and_sends_the_one_clicked(browser, phase):
    from boardkit.widgets import GameView

    _, shell = browser
    s = MOMENTS[phase]
    widget = GameView("santa_maria", s)
    show_shell(shell, widget)
    legal = GAME.legal_actions(s)
    buttons = shell.locator(".bk-actions button[data-action]")
    assert buttons.count() == len(legal)
    indexes = sorted(int(buttons.nth(i).get_attribute("data-action")) for i in range(buttons.count()))
    assert indexes == list(range(len(legal)))
    labels = [buttons.nth(i).inner_text() for i in range(min(5, buttons.count()))]
    assert all(labels) and labels[0] == GAME.describe(legal[int(buttons.nth(0).get_attribute("data-action"))])
    last = buttons.nth(buttons.count() - 1)
    index = int(last.get_attribute("data-action"))
    last.click()
    assert shell.evaluate("() => window.sent")[-1] == {
        "type": "act",
        "index": index,
        "version": widget.version,
    }
