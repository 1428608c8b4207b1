"""The what-if measures (measures.py) read for the Maya's seat: it has no monks to place (l.820-823)."""

from __future__ import annotations

import random

from boardkit.core.measures import read_all
from boardkit.games.santa_maria import GAME as g

from .maya_helpers import maya_pos


def test_l820_the_maya_placed_no_monks_and_a_colonist_counts_the_places_with_theirs():
    s = maya_pos(players=3, seats={"P1": {"board": "A1", "monks": ["archery"]}})
    maya = s.maya_seat
    assert s.seats[maya].monks == 0  # the Maya holds no monks at all (l.820-823)
    assert read_all(g, s, maya)["monks_placed"] == 0
    assert read_all(g, s, 0)["monks_placed"] == 1  # l.216: one special place with P1's monk
    assert read_all(g, s, 1)["monks_placed"] == 0


def test_l46_in_a_played_game_a_colonist_placed_six_less_those_in_front_and_the_maya_none():
    rng = random.Random(3)
    s = g.new_game(4, seed=3, kingdoms=True, ambassadors=True, maya=True)
    while not g.is_over(s):
        s = g.apply(s, rng.choice(g.legal_actions(s)))
    for p in range(s.players - 1):  # a colonist's six monks: in front of them or placed (l.46)
        assert read_all(g, s, p)["monks_placed"] == s.data.n["monks"] - s.seats[p].monks
    assert read_all(g, s, s.maya_seat)["monks_placed"] == 0
