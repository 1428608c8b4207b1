"""Module D in Russian: every string a Maya game shows (log, moves, phases, refusals) is Russian."""

from __future__ import annotations

import json
import random

import pytest

from boardkit.core import i18n
from boardkit.widgets import GameView

from ..language.test_screens import _walk


@pytest.mark.parametrize("players", [1, 5])
def test_l712_a_maya_game_shows_only_russian_words(players):
    rng = random.Random(f"maya-ru-{players}")
    i18n.set_language("ru")
    try:
        wrong: dict[str, str] = {}
        options = {"kingdoms": True, "ambassadors": True, "maya": True}
        view = GameView("santa_maria", players=players, seed=rng.randrange(1000), **options)
        _walk(view, rng, "ru", "santa_maria", wrong)
    finally:
        i18n.set_language("en")
    assert not wrong, json.dumps(wrong, ensure_ascii=False, indent=1)
