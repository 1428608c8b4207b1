"""The base game's scholars whose abilities the text describes (RULINGS A5): Philosophy (l.1005) puts a blue die
on a column; Taxation (l.995) counts the colonists on a line activated with a die."""

from __future__ import annotations

import pytest

from boardkit.core import IllegalAction
from boardkit.games.santa_maria import GAME as g
from boardkit.games.santa_maria.invariants import check
from boardkit.games.santa_maria.state import index

from .helpers import play, pos, seat

SCHOLARS = ["philosophy", "taxation", "law"]


def test_l1005_philosophy_puts_a_blue_die_on_a_column():
    s = pos(2, scholars=SCHOLARS, seats={"P1": {"monks": ["philosophy"], "blue": [6], "coins": 0, "wood": 0}})
    assert any(a.kind == "philosophy" and a["value"] == 6 for a in g.legal_actions(s))
    s = play(s, "philosophy", face=6, value=6)
    x = seat(s)
    assert x.wood == 1 and x.blue == ()  # column 6 of A1: wood at r1c6, then the chapel at r6c6
    assert x.dice_on[index(6, 6)] == "blue"
    check(s)


def test_l1005_without_philosophy_a_blue_die_takes_a_row_only():
    s = pos(2, scholars=SCHOLARS, seats={"P1": {"blue": [6], "coins": 0}})
    assert all(a.kind != "philosophy" for a in g.legal_actions(s))
    with pytest.raises(IllegalAction, match="Philosophy"):
        play(s, "philosophy", face=6, value=6)


def test_l1005_philosophy_s_blue_column_moves_the_governor_as_a_white_die():
    s = pos(
        2,
        kingdoms=True,
        governor=True,
        scholars=[*SCHOLARS, "archery"],
        seats={"P1": {"monks": ["philosophy"], "blue": [1], "coins": 0}},
    )
    s = play(s, "philosophy", face=1, value=1)
    assert seat(s).governor == index(1, 2)  # right, as for a white die (l.563), not down


def test_l995_taxation_pays_a_coin_per_colonist_on_the_activated_line():
    base = {"blue": [6], "coins": 0, "roads": ["r6c3"]}  # row 6 of A1: grain, the road tile, the chapel

    def row6(p1):
        return play(pos(2, scholars=SCHOLARS, seats={"P1": p1}), "use_die", color="blue", face=6, value=6)

    taxed, plain = row6({**base, "monks": ["taxation"]}), row6(base)
    colonists = sum(seat(taxed).colonists[index(6, c)] for c in range(1, 7))
    assert colonists == 2  # the road tile's two colonists (l.282)
    assert seat(taxed).coins - seat(plain).coins == colonists * taxed.data.tax_per_colonist == 2
    check(taxed)


def test_l995_with_archery_taxation_counts_the_diagonal_s_colonists():
    s = pos(
        2,
        kingdoms=True,
        scholars=["archery", "taxation", "law", "philosophy"],
        white=[1, 2, 3, 4, 5, 6],
        seats={"P1": {"monks": ["archery", "taxation"], "coins": 1, "roads": ["r2c2"]}},
    )
    s = play(s, "archery", color="white", face=1, value=1, cocoa=False)
    assert seat(s).coins == 3  # 1 paid for Archery; back 2 for the road tile at r2c2, 1 for A1's road at r3c3
