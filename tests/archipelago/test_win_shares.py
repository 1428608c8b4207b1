"""Wins counted by simulate and branches follow who won (l.906-910), not the ranks of a lost game."""

from __future__ import annotations

import boardkit
from boardkit.core.simulate import final_shares
from boardkit.games.archipelago import GAME as g

from .test_scoring import scoring_example


def test_l906_independence_without_a_separatist_is_no_win_for_anyone_in_simulate():
    games = boardkit.simulate("archipelago", ["random"] * 3, n=4, seed=2, progress=False)
    lost = games[games["winners"] == ""]
    assert len(lost) > 0  # random players let the colony go (every game here ends in independence)
    assert (lost[["P1_win", "P2_win", "P3_win"]].to_numpy() == 0).all()


def test_l908_the_separatist_alone_wins_the_independence():
    s = scoring_example().copy()
    s.rebellion, s.over = s.population + 1, True
    s.ended_by = "independence"
    assert final_shares(g, s, g.ranks(s)) == [0.0, 0.0, 0.0, 1.0]  # Yellow holds the Separatist


def test_l910_an_objective_ending_shares_the_win_by_rank_as_before():
    s = scoring_example()
    assert final_shares(g, s, g.ranks(s)) == [0.0, 1.0, 0.0, 0.0]  # Blue, 9 VP (l.1000)
