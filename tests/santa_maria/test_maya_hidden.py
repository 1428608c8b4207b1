"""The Maya's cards are secret (l.774): no view shows another's hand, determinize deals it anew, the cards
set aside in a trade stay hidden (l.922)."""

from __future__ import annotations

import random

from boardkit.core import Action
from boardkit.games.santa_maria import GAME as g

from .helpers import play
from .maya_helpers import MAYA, maya_pos


def test_l774_no_colonist_and_no_spectator_sees_the_maya_hand():
    s = g.new_game(4, 7, **MAYA)
    hand = list(s.seats[3].hand)
    for viewer in (None, 0, 1, 2):
        v = g.view(s, viewer)
        assert v["maya"]["hand"] == [None] * 5
        assert not any(c in str(v) for c in hand if c not in str(v["maya"]["tucked"]))
    assert [c["id"] for c in g.view(s, 3)["maya"]["hand"]] == hand


def test_l774_determinize_redeals_the_hand_from_the_deck_keeping_its_size():
    s = g.new_game(3, 8, **MAYA)
    cards = sorted((*s.seats[2].hand, *s.maya_deck))
    seen = set()
    for k in range(6):
        d = g.determinize(s, 0, random.Random(k))
        assert len(d.seats[2].hand) == 5 and sorted((*d.seats[2].hand, *d.maya_deck)) == cards
        g.check_state(d)
        seen.add(d.seats[2].hand)
    assert len(seen) > 1
    assert g.determinize(s, 2, random.Random(1)).seats[2].hand == s.seats[2].hand  # the Maya knows its own


def test_l922_a_card_set_aside_is_not_named_in_the_log_and_stays_hidden():
    s = maya_pos(city={"hand": ["card_02", "card_03", "card_05"], "coins": 2})
    s = play(s, "play_card", card="card_02", district="trade")
    s = play(s, "set_aside", card="card_05")
    assert "card_05" not in str(s.log[-1]) and g.is_secret(Action("set_aside", 2, card="card_05"))
    assert g.view(s, 0)["maya"]["aside"] == [None]
    assert "card_05" not in str(g.view(s, 0)) and "card_05" in str(g.view(s, 2))


def test_l881_a_played_card_is_shown_under_its_district():
    s = maya_pos(city={"hand": ["card_01"]})
    s = play(s, "play_card", card="card_01", district="festival")
    assert g.view(s, 0)["maya"]["tucked"]["festival"] == ["card_01"]
