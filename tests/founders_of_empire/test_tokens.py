"""Token rules (l.71-86, l.152-223) and their illegal cases."""

from __future__ import annotations

import pytest

from boardkit.core import Action, IllegalAction
from boardkit.games.founders_of_empire import GAME as g
from boardkit.games.founders_of_empire.invariants import token_counts
from boardkit.games.founders_of_empire.squares import SQUARES

from .fixtures import build

ME = {(0, 0): "forest", (1, 0): "cliff"}


def legal_kinds(s):
    return {a.kind for a in g.legal_actions(s)}


# --- general: one token per turn (l.84), not on the turn it arrives (l.86) -------------------


def test_l84_second_token_in_a_turn_is_refused():
    s = build([ME, {(0, 0): "grove", (0, 1): "lake"}], hands=[{"war": 1, "coin": 1}, {}], phase="token")
    t = g.apply(s, Action("play_war", 0, target=1, cell=(0, 1)))
    assert t.phase == "annex" and t.token_played == "war"
    with pytest.raises(IllegalAction, match=r"l\.84"):
        g.apply(t, Action("play_coin", 0, target=1, cell=(0, 0), resource="wood"))


def test_l86_token_received_this_turn_cannot_be_played():
    s = build([ME, {(0, 0): "grove", (0, 1): "lake"}], hands=[{"coin": 1}, {}], phase="token", fresh=["coin"])
    assert "play_coin" not in legal_kinds(s)
    with pytest.raises(IllegalAction, match=r"l\.86"):
        g.apply(s, Action("play_coin", 0, target=1, cell=(0, 0), resource="wood"))
    # The same hand on a later turn may play it.
    s2 = build([ME, {(0, 0): "grove", (0, 1): "lake"}], hands=[{"coin": 1}, {}], phase="token")
    assert "play_coin" in legal_kinds(s2)


def test_l86_token_received_this_turn_counts_per_token():
    # Two coins in hand, one of them fresh: one may still be played.
    s = build([ME, {(0, 0): "grove", (0, 1): "lake"}], hands=[{"coin": 2}, {}], phase="token", fresh=["coin"])
    assert "play_coin" in legal_kinds(s)


def test_l86_fresh_craftsman_is_blocked_by_resource():
    me = {(0, 0): "forest", (1, 0): "mine"}
    s = build([me, ME], hands=[{"craftsmen": ["iron"]}, {}], phase="token", fresh=["craftsman:iron"])
    assert "play_craftsman" not in legal_kinds(s)
    with pytest.raises(IllegalAction, match=r"l\.86"):
        g.apply(s, Action("play_craftsman", 0, craftsman="iron", cell=(1, 0)))


def test_l96_l86_city_token_arrives_after_the_token_step():
    # Annexing a barracks gives a war token; it is marked as received this turn.
    me = {(0, 0): "forest", (1, 0): "mine"}
    s = build([me, ME], rows={"city": ["barracks"]})
    barracks = s.rows["city"][0]
    t = g.apply(s, Action("annex", 0, square=barracks, cell=(0, 1), replace=False))
    assert t.realms[0].war == 1
    assert t.current_player == 1  # the turn is over before the token could be played


def test_l73_token_step_is_skipped_when_nothing_can_be_played():
    s = build([ME, ME], phase="reveal")
    t = g.apply(s, Action("reveal", 0, stack="nature"))
    assert t.phase == "annex"
    s = build([ME, ME], hands=[{"war": 1}, {}], phase="reveal")
    t = g.apply(s, Action("reveal", 0, stack="nature"))
    assert t.phase == "token" and Action("skip_token", 0) in g.legal_actions(t)


def test_l73_token_after_the_annex_step_is_refused_naming_the_line():
    s = build([ME, ME], hands=[{"war": 1}, {}], phase="annex")
    with pytest.raises(IllegalAction, match=r"l\.73"):
        g.apply(s, Action("play_war", 0, target=1, cell=(0, 0)))


def test_l73_l154_no_token_in_hand_is_refused():
    s = build([ME, ME], hands=[{"war": 1}, {}], phase="token")
    with pytest.raises(IllegalAction, match=r"no cart"):
        g.apply(s, Action("play_cart", 0, junction=(0, 0)))


# --- war (l.158-170) ---------------------------------------------------------------------------


def test_l162_war_ravages_an_unprotected_square_for_good():
    victim = {(0, 0): "stables", (0, 1): "temple", (1, 0): "mine"}
    s = build([ME, victim], hands=[{"war": 2}, {}], phase="token")
    t = g.apply(s, Action("play_war", 0, target=1, cell=(0, 1)))
    assert t.realms[1].cells[(0, 1)].ravaged and t.realms[0].war == 1
    assert g.score_rows(t)[1]["prize"] == 0  # a ravaged prize scores nothing (l.162)
    t2 = g.apply(s, Action("play_war", 0, target=1, cell=(1, 0)))
    mine = next(q for q in g.view(t2)["realms"][1]["squares"] if q["cell"] == [1, 0])
    assert mine["ravaged"] and not mine["producing"]


def test_l162_war_only_on_an_opponent():
    s = build([ME, ME], hands=[{"war": 1}, {}], phase="token")
    with pytest.raises(IllegalAction, match=r"l\.162"):
        g.apply(s, Action("play_war", 0, target=0, cell=(0, 0)))


def test_l162_war_on_a_protected_square():
    s = build([ME, {(0, 0): "grove", (0, 1): "lake"}], hands=[{"war": 1}, {}], phase="token")
    with pytest.raises(IllegalAction, match=r"protected.*l\.162"):
        g.apply(s, Action("play_war", 0, target=1, cell=(0, 0)))


def test_a10_war_not_twice_on_the_same_square():
    s = build([ME, {(0, 0): ("grove", {"ravaged": True})}], hands=[{"war": 1}, {}], phase="token")
    assert "play_war" not in legal_kinds(s)
    with pytest.raises(IllegalAction, match=r"already ravaged"):
        g.apply(s, Action("play_war", 0, target=1, cell=(0, 0)))


def test_l164_war_on_a_craftsman_square_cancels_its_points():
    victim = {(0, 0): "forest", (0, 1): ("mine", {"craftsman": "iron"})}
    s = build([ME, victim], hands=[{"war": 1}, {}], phase="token")
    assert g.score_rows(s)[1]["craftsmen"] == 2
    t = g.apply(s, Action("play_war", 0, target=1, cell=(0, 1)))
    assert g.score_rows(t)[1]["craftsmen"] == 0
    assert t.realms[1].cells[(0, 1)].craftsman == "iron"  # the war token lies on top


def test_l166_ravaged_square_still_passes_resources_by_cart():
    me = {(0, 0): ("cliff", {"ravaged": True}), (1, 0): "forest", (0, 1): "shrine", (1, 1): "shrine"}
    s = build([me, ME], rows={"village": ["mine"]}, carts=[[(0, 0)], []])
    s_cells = {
        a["cell"] for a in g.legal_actions(s) if a.kind == "annex" and SQUARES[a["square"]].name == "mine"
    }
    assert (1, 2) not in s_cells  # the forest alone cannot give wood and stone; the cliff is ravaged
    me2 = {(0, 0): ("shrine", {"ravaged": True}), (1, 0): "forest", (0, 1): "cliff", (1, 1): "shrine"}
    s2 = build([me2, ME], rows={"village": ["mine"]}, carts=[[(0, 0)], []])
    cells = {
        a["cell"] for a in g.legal_actions(s2) if a.kind == "annex" and SQUARES[a["square"]].name == "mine"
    }
    assert (-1, 0) in cells  # reached through the ravaged square at (0,0): cliff and forest by cart


# --- coin (l.172-189) --------------------------------------------------------------------------


def test_l185_coin_on_a_nature_square_offers_both_resources():
    s = build([ME, {(0, 0): "grove", (0, 1): "lake"}], hands=[{"coin": 1}, {}], phase="token")
    coins = {(a["cell"], a["resource"]) for a in g.legal_actions(s) if a.kind == "play_coin"}
    assert coins == {((0, 0), "wood"), ((0, 0), "plants"), ((0, 1), "plants"), ((0, 1), "water")}


@pytest.mark.parametrize(
    "spec",
    [
        "shrine",
        ("grove", {"ravaged": True}),
        ("mine", {"craftsman": "iron"}),
        ("grove", {"coins": 1}),
    ],
)
def test_l186_coin_not_on_a_square_that_produces_nothing(spec):
    s = build([ME, {(0, 0): "lake", (0, 1): spec}], hands=[{"coin": 1}, {}], phase="token")
    assert all(a["cell"] != (0, 1) for a in g.legal_actions(s) if a.kind == "play_coin")
    res = "wood" if not isinstance(spec, str) and spec[0] == "grove" else "iron"
    with pytest.raises(IllegalAction, match=r"l\.186"):
        g.apply(s, Action("play_coin", 0, target=1, cell=(0, 1), resource=res))


def test_l186_coin_on_a_prize_square():
    s = build([ME, {(0, 0): "lake", (0, 1): "temple"}], hands=[{"coin": 1}, {}], phase="token")
    with pytest.raises(IllegalAction, match=r"l\.186"):
        g.apply(s, Action("play_coin", 0, target=1, cell=(0, 1), resource="horses"))


def test_l176_coin_not_on_own_square():
    s = build([ME, ME], hands=[{"coin": 1}, {}], phase="token")
    with pytest.raises(IllegalAction, match=r"l\.176"):
        g.apply(s, Action("play_coin", 0, target=0, cell=(0, 0), resource="wood"))


def test_l185_coin_resource_must_be_produced_there():
    s = build([ME, {(0, 0): "lake", (0, 1): "grove"}], hands=[{"coin": 1}, {}], phase="token")
    with pytest.raises(IllegalAction, match=r"does not produce iron"):
        g.apply(s, Action("play_coin", 0, target=1, cell=(0, 1), resource="iron"))


def test_l187_coined_square_still_passes_cart_resources():
    me = {
        (0, 0): ("cliff", {"coins": 1}),
        (1, 0): "forest",
        (0, 1): "shrine",
        (1, 1): ("grove", {"coins": 1}),
    }
    s = build([me, ME], rows={"village": ["mine"]}, carts=[[(0, 0)], []])
    cells = {
        a["cell"] for a in g.legal_actions(s) if a.kind == "annex" and SQUARES[a["square"]].name == "mine"
    }
    assert cells == set()  # the coined cliff gives nothing; the forest alone cannot give both
    me2 = {(0, 0): "cliff", (1, 0): "forest", (0, 1): "shrine", (1, 1): ("grove", {"coins": 1})}
    s2 = build([me2, ME], rows={"village": ["mine"]}, carts=[[(0, 0)], []])
    cells2 = {
        a["cell"] for a in g.legal_actions(s2) if a.kind == "annex" and SQUARES[a["square"]].name == "mine"
    }
    assert (1, 2) in cells2  # through the coined grove at (1,1) and the shrine at (0,1)


# --- cart (l.193-210) --------------------------------------------------------------------------


def test_l197_cart_needs_a_junction_of_four_own_squares():
    s = build([ME, ME], hands=[{"cart": 1}, {}], phase="token")
    assert "play_cart" not in legal_kinds(s)
    with pytest.raises(IllegalAction, match=r"l\.197"):
        g.apply(s, Action("play_cart", 0, junction=(0, 0)))
    four = {(0, 0): "forest", (1, 0): "cliff", (0, 1): "grove", (1, 1): "lake"}
    s = build([four, ME], hands=[{"cart": 1}, {}], phase="token")
    assert [a["junction"] for a in g.legal_actions(s) if a.kind == "play_cart"] == [(0, 0)]
    t = g.apply(s, Action("play_cart", 0, junction=(0, 0)))
    assert t.realms[0].carts == {(0, 0)} and t.realms[0].cart == 0
    assert token_counts(t) == {"war": 6, "coin": 6, "cart": 6, "craftsman": 6}


def test_a8_second_cart_on_a_junction_is_refused():
    four = {(0, 0): "forest", (1, 0): "cliff", (0, 1): "grove", (1, 1): "lake"}
    s = build([four, ME], hands=[{"cart": 1}, {}], carts=[[(0, 0)], []], phase="token")
    assert "play_cart" not in legal_kinds(s)
    with pytest.raises(IllegalAction, match=r"already has a cart"):
        g.apply(s, Action("play_cart", 0, junction=(0, 0)))


# --- craftsman (l.212-223) ---------------------------------------------------------------------


def test_l218_craftsman_on_own_village_square_of_its_resource():
    me = {(0, 0): "forest", (1, 0): "mine", (0, 1): "winery"}
    s = build([me, ME], hands=[{"craftsmen": ["iron"]}, {}], phase="token")
    assert [a["cell"] for a in g.legal_actions(s) if a.kind == "play_craftsman"] == [(1, 0)]
    t = g.apply(s, Action("play_craftsman", 0, craftsman="iron", cell=(1, 0)))
    assert t.realms[0].cells[(1, 0)].craftsman == "iron" and t.realms[0].craftsmen == ()
    assert g.score_rows(t)[0]["craftsmen"] == 2 and g.score_rows(t)[0]["tokens"] == 0
    with pytest.raises(IllegalAction, match=r"l\.218"):
        g.apply(s, Action("play_craftsman", 0, craftsman="iron", cell=(0, 1)))


def test_l223_craftsman_not_where_the_resource_only_arrives_by_cart():
    me = {(0, 0): "mine", (1, 0): "forest", (0, 1): "winery", (1, 1): "grove"}
    s = build([me, ME], hands=[{"craftsmen": ["iron"]}, {}], carts=[[(0, 0)], []], phase="token")
    with pytest.raises(IllegalAction, match=r"l\.223"):
        g.apply(s, Action("play_craftsman", 0, craftsman="iron", cell=(0, 1)))


def test_a2_craftsman_not_on_a_ravaged_square():
    me = {(0, 0): "forest", (1, 0): ("mine", {"ravaged": True})}
    s = build([me, ME], hands=[{"craftsmen": ["iron"]}, {}], phase="token")
    assert "play_craftsman" not in legal_kinds(s)
    with pytest.raises(IllegalAction, match=r"ravaged"):
        g.apply(s, Action("play_craftsman", 0, craftsman="iron", cell=(1, 0)))


def test_l220_unplayable_craftsman_scores_one_in_hand():
    s = build([ME, ME], hands=[{"craftsmen": ["horses"]}, {}], phase="over", ended_by="agreement")
    assert g.score_rows(s)[0]["tokens"] == 1


def test_l216_craftsman_is_drawn_blind_from_the_pile():
    me = {(0, 0): "cliff", (1, 0): "potters_yard"}
    s = build([me, ME], rows={"city": ["workshop"]})
    top = s.craftsman_pile[0]
    t = g.apply(s, Action("annex", 0, square=s.rows["city"][0], cell=(0, 1), replace=False))
    assert t.realms[0].craftsmen == (top,) and t.craftsman_pile == s.craftsman_pile[1:]
