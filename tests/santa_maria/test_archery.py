"""The expansion's scholar Archery (l.993-999): a die as 1 or 6 and 1 coin more activate a diagonal."""

from __future__ import annotations

import pytest

from boardkit.core import IllegalAction
from boardkit.games.santa_maria import GAME as g
from boardkit.games.santa_maria.invariants import check
from boardkit.games.santa_maria.state import index

from .helpers import play, pos, seat

SCHOLARS = ["archery", "philosophy", "taxation", "law"]


def archer(coins: int = 1, **kw):
    p1 = {"monks": ["archery"], "coins": coins, "wood": 0, "grain": 0, **kw.pop("p1", {})}
    return pos(2, kingdoms=True, scholars=SCHOLARS, seats={"P1": p1}, **kw)


def test_l993_a_6_activates_the_diagonal_from_the_top_right_for_1_coin():
    s = archer(white=[1, 2, 3, 4, 5, 6])
    s = play(s, "archery", color="white", face=6, value=6, cocoa=False)
    x = seat(s)
    assert x.coins == 0 and x.wood == 1 and x.grain == 1  # A1: wood r1c6, grain r6c1 (RULINGS A57)
    assert x.dice_on[index(6, 1)] == "white" and x.white_used == 1
    check(s)


def test_l993_the_die_may_be_turned_first_and_the_coin_comes_on_top():
    s = archer(coins=2, white=[2, 3, 4, 4, 5, 5])
    s = play(s, "archery", color="white", face=2, value=1, cocoa=False)
    assert seat(s).coins == 0
    with pytest.raises(IllegalAction):
        play(
            archer(coins=1, white=[2, 3, 4, 4, 5, 5]), "archery", color="white", face=2, value=1, cocoa=False
        )


def test_l993_only_a_1_or_a_6_and_only_for_the_holder():
    s = archer(white=[1, 2, 3, 4, 5, 6])
    assert {a["value"] for a in g.legal_actions(s) if a.kind == "archery"} <= {1, 6}
    with pytest.raises(IllegalAction, match="1 or 6"):
        play(
            archer(coins=5, white=[1, 2, 3, 4, 5, 6]), "archery", color="white", face=3, value=3, cocoa=False
        )
    plain = pos(2, kingdoms=True, white=[1, 2, 3, 4, 5, 6], seats={"P1": {"coins": 3}})
    assert all(a.kind != "archery" for a in g.legal_actions(plain))
    with pytest.raises(IllegalAction, match="Archery"):
        play(plain, "archery", color="white", face=6, value=6, cocoa=False)


def test_l997_the_governor_moves_only_if_he_stands_on_the_diagonal():
    on = pos(
        2,
        kingdoms=True,
        governor=True,
        scholars=SCHOLARS,
        white=[1, 2, 3, 4, 5, 6],
        seats={"P1": {"monks": ["archery"], "coins": 1}},
    )
    on = play(on, "archery", color="white", face=1, value=1, cocoa=False)
    assert seat(on).governor == index(1, 2)  # white: one cell right
    off = pos(
        2,
        kingdoms=True,
        governor=True,
        scholars=SCHOLARS,
        white=[1, 2, 3, 4, 5, 6],
        seats={"P1": {"monks": ["archery"], "coins": 1}},
    )
    off = play(off, "archery", color="white", face=6, value=6, cocoa=False)
    assert seat(off).governor == 0


# --- Module C (l.999) ------------------------------------------------------------------------------------------


def envoys(p2: dict | None = None, p1: dict | None = None):
    """3 players on board A1, Module C with the white ambassador die on 6; P1 and P2 may hold Archery."""
    return pos(
        3,
        kingdoms=True,
        ambassadors=True,
        ambassador_dice=[6, 1],
        scholars=SCHOLARS,
        seats={"P1": {"coins": 1, **(p1 or {})}, "P2": {"coins": 1, "wood": 0, "grain": 0, **(p2 or {})}},
    )


def test_l999_the_taker_of_an_ambassador_die_may_activate_the_diagonal():
    s = envoys(p1={"monks": ["archery"], "wood": 0, "grain": 0}, p2={"monks": ["archery"]})
    assert any(a.kind == "ambassador_archery" for a in g.legal_actions(s))
    s = play(s, "ambassador_archery", color="white", value=6, cocoa=False)
    x = seat(s)
    assert x.coins == 0 and x.wood == 1 and x.grain == 1  # the diagonal from the top-right: r1c6, r6c1
    assert x.dice_on[index(6, 1)] == "ambassador"
    check(s)


def test_l999_the_others_follow_on_the_column_unless_they_hold_archery_too():
    s = play(envoys(p1={"monks": ["archery"]}), "ambassador_archery", color="white", value=6, cocoa=False)
    assert s.phase == "religion" and s.current_player == 1  # P2, no Archery: column 6, on to its chapel
    assert seat(s, "P2").wood == 1 and seat(s, "P2").grain == 0  # column 6: wood r1c6, no grain
    held = play(
        envoys(p1={"monks": ["archery"]}, p2={"monks": ["archery"]}),
        "ambassador_archery",
        color="white",
        value=6,
        cocoa=False,
    )
    assert held.phase == "envoy_archery" and held.current_player == 1
    held = play(held, "diagonal")
    assert seat(held, "P2").coins == 0 and seat(held, "P2").grain == 1  # the diagonal, for 1 coin
    check(held)


def test_l999_another_player_s_ambassador_die_lets_the_holder_choose_the_diagonal():
    s = play(envoys(p2={"monks": ["archery"]}), "ambassador", color="white", value=6, cocoa=False)
    s = play(s, "religion", extra=False)  # P1's own column 6 ends on the chapel
    assert s.phase == "envoy_archery" and s.current_player == 1
    assert {a.kind for a in g.legal_actions(s)} >= {"diagonal", "skip"}
    row = play(s, "skip")  # the column as usual, and the coin kept
    assert seat(row, "P2").coins == 1 and seat(row, "P2").wood == 1 and seat(row, "P2").grain == 0
    check(row)


def test_l999_without_archery_the_ambassador_die_takes_no_diagonal():
    s = envoys()
    assert all(a.kind != "ambassador_archery" for a in g.legal_actions(s))
    with pytest.raises(IllegalAction, match="Archery"):
        play(s, "ambassador_archery", color="white", value=6, cocoa=False)


def test_l999_a_coin_spent_on_a_free_action_at_the_choice_leaves_only_the_column():
    s = play(envoys(p2={"monks": ["archery"], "coins": 3}), "ambassador", color="white", value=6, cocoa=False)
    s = play(s, "religion", extra=False)  # P1's own column 6 ends on the chapel
    assert s.phase == "envoy_archery"
    s = play(s, "buy", resource="grain")  # 3 coins: none left for the diagonal (l.298)
    assert {a.kind for a in g.legal_actions(s)} == {"skip", "sell"}
    with pytest.raises(IllegalAction, match="1 coin"):
        play(s, "diagonal")
