"""The position builder: names, not indexes; what it places comes from where it was; bad input names its field."""

from __future__ import annotations

import pytest

from boardkit.core import StateError
from boardkit.games.maracaibo.components import CARD_COUNT

from .helpers import G, seat


def _field(**description) -> str:
    with pytest.raises(StateError) as info:
        G.position(**description)
    return f"{info.value.field}: {info.value.detail}"


def test_l183_locations_and_cards_by_name_or_unique_prefix():
    s = G.position(players=2, seats={"P1": {"ship": "port ro", "hand": ["Navig", "Trading post"]}})
    assert seat(s).ship == "13" and len(seat(s).hand) == 2


def test_l183_an_ambiguous_name_is_refused_with_what_it_could_mean():
    text = _field(seats={"P1": {"hand": ["Harbour"]}})
    assert text.startswith("seats.P1.hand.0") and "Harbour inn" in text and "Harbour master" in text


def test_l81_cards_come_out_of_where_they_were_nothing_is_created():
    s = G.position(players=4, seats={"P1": {"hand": ["Recruiter", "Recruiter"]}})
    every = [*s.deck, *s.discard, *s.market, *s.story_box]
    every += [c for x in s.seats for c in (*x.hand, *x.plan, *x.bought)]
    assert sorted(every) == list(range(CARD_COUNT))
    assert "no copy" in _field(seats={"P1": {"hand": ["Recruiter"] * 3}})  # only two Recruiters exist


def test_l51_unknown_keys_impossible_values_and_too_many_sailors_name_their_field():
    assert _field(colour="red").startswith("colour")
    assert _field(seats={"P1": {"wings": 2}}).startswith("seats.P1.wings")
    assert _field(round=5).startswith("round")
    assert _field(seats={"P1": {"combat": 9}}).startswith("seats.0.combat")
    assert _field(seats={"P1": {"sailors": 9}}).startswith("seats.P1.sailors")
    assert _field(jean={"vp": 3}).startswith("jean")  # Jean plays only solo
