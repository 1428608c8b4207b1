"""The rulebook's worked examples WE1-WE10, each naming its line."""

from __future__ import annotations

import pytest

from boardkit.core import Action, IllegalAction
from boardkit.games.founders_of_empire import GAME as g
from boardkit.games.founders_of_empire.realm import unions, unprotected
from boardkit.games.founders_of_empire.squares import SQUARES

from .fixtures import build


def annex_cells(s, name, replace=False):
    return {
        a["cell"]
        for a in g.legal_actions(s)
        if a.kind == "annex" and SQUARES[a["square"]].name == name and a["replace"] == replace
    }


def row_id(s, deck, name):
    return next(i for i in s.rows[deck] if SQUARES[i].name == name)


TWO = [{(0, 0): "forest", (1, 0): "cliff"}, {(0, 0): "grove", (1, 0): "lake"}]


def test_l57_we1_reveal_into_a_row_of_three():
    s = build(TWO, rows={"village": ["mill", "mill", "weavery"]}, phase="reveal")
    top = s.stacks["village"][0]
    t = g.apply(s, Action("reveal", 0, stack="village"))
    assert t.rows["village"] == s.rows["village"] + (top,)
    assert t.stacks["village"] == s.stacks["village"][1:]
    assert t.box == s.box and t.rows["nature"] == s.rows["nature"] and t.rows["city"] == s.rows["city"]


def test_l59_we2_reveal_into_a_full_row_clears_it():
    s = build(
        TWO, rows={"city": ["market", "barracks", "workshop", "guild_hall", "wheelwright"]}, phase="reveal"
    )
    top = s.stacks["city"][0]
    t = g.apply(s, Action("reveal", 0, stack="city"))
    assert t.rows["city"] == (top,)
    assert t.box == s.box + s.rows["city"]
    assert len(t.stacks["city"]) == len(s.stacks["city"]) - 1


def test_l67_full_row_is_not_cleared_by_another_stack():
    s = build(
        TWO, rows={"city": ["market", "barracks", "workshop", "guild_hall", "wheelwright"]}, phase="reveal"
    )
    t = g.apply(s, Action("reveal", 0, stack="village"))
    assert t.rows["city"] == s.rows["city"] and t.box == s.box


MINE_REALM = {(0, 1): "forest", (1, 1): "cliff", (0, 2): "shrine"}


def test_l104_we3_mine_goes_only_on_places_1_2_3_110():
    s = build([MINE_REALM, {(0, 0): "grove", (1, 0): "lake"}], rows={"village": ["mine"]})
    from boardkit.games.founders_of_empire.realm import frontier

    assert len(frontier(s.realms[0])) == 7  # the figure's seven places
    assert annex_cells(s, "mine") == {(0, 0), (1, 0), (1, 2)}
    mine = row_id(s, "village", "mine")
    for cell in [(-1, 1), (-1, 2)]:  # one forest cannot give wood and stone at once (l.108)
        with pytest.raises(IllegalAction, match=r"l\.92, l\.100"):
            g.apply(s, Action("annex", 0, square=mine, cell=cell, replace=False))
    for cell in [(2, 1), (0, 3)]:  # the neighbours lack a resource (l.110)
        with pytest.raises(IllegalAction, match=r"different square"):
            g.apply(s, Action("annex", 0, square=mine, cell=cell, replace=False))


def _horses_gone(craftsman_in_hand=()):
    # One stables replaced (face down), one ravaged, one under a horse craftsman (l.139).
    return build(
        [
            {(0, 0): "forest", (1, 0): "mine"},
            {(0, 0): ("stables", {"ravaged": True}), (1, 0): "lake"},
            {(0, 0): ("stables", {"craftsman": "horses"}), (0, 1): "cliff"},
        ],
        prizes=["shrine", "altar", "temple"],  # shrine/altar/temple #... chosen below
        face_down=[["stables"], [], []],
        hands=[{"craftsmen": list(craftsman_in_hand)}, {}, {}],
        phase="reveal",
    )


def _horse_prizes_only(s):
    horse = tuple(x.id for x in SQUARES if x.deck == "prize" and "horses" in x.requires)
    others = tuple(i for i in s.prizes + s.unused_prizes if i not in horse)
    s.prizes, s.unused_prizes = horse, others
    return s


def test_l139_we4_end_by_agreement_when_no_horses_remain():
    s = _horse_prizes_only(_horses_gone())
    assert len(s.prizes) == 3 and all("horses" in SQUARES[i].requires for i in s.prizes)
    assert Action("end_by_agreement", 0) in g.legal_actions(s)
    t = g.apply(s, Action("end_by_agreement", 0))
    assert g.is_over(t) and t.ended_by == "agreement" and g.legal_actions(t) == []


def test_l139_we4_agreement_waits_for_a_playable_craftsman():
    s = _horse_prizes_only(_horses_gone(craftsman_in_hand=["iron"]))  # P1 has a mine for it
    assert Action("end_by_agreement", 0) not in g.legal_actions(s)
    with pytest.raises(IllegalAction, match=r"l\.139"):
        g.apply(s, Action("end_by_agreement", 0))
    # A craftsman with no square of its resource does not hold the game up (l.220).
    s = _horse_prizes_only(_horses_gone(craftsman_in_hand=["cloth"]))
    assert Action("end_by_agreement", 0) in g.legal_actions(s)


def test_l133_agreement_refused_while_a_prize_is_reachable():
    s = _horses_gone()  # prizes shown need no horses: their resources are still in the stacks
    s.prizes = tuple(x.id for x in SQUARES if x.name == "shrine" and "horses" not in x.requires)[:2]
    assert Action("end_by_agreement", 0) not in g.legal_actions(s)


def test_l150_we5_final_score_12_and_tie_break_on_prize_squares():
    ivan = {
        (0, 0): "forest",
        (1, 0): "cliff",
        (0, 1): ("winery", {"craftsman": "wine"}),
        (1, 1): "shrine",
        (2, 0): "altar",
        (2, 1): "altar",
        (3, 0): "temple",
    }
    sergey = {(0, 0): "forest", (1, 0): "cliff", (0, 1): "temple", (1, 1): "temple", (2, 1): "altar"}
    s = build(
        [ivan, sergey],
        hands=[{"war": 1, "coin": 1, "cart": 1}, {"war": 2, "coin": 1, "cart": 1}],
        face_down=[["grove"], []],
        phase="over",
        ended_by="agreement",
    )
    rows = g.score_rows(s)
    assert rows[0] == {"prize": 8, "craftsmen": 2, "tokens": 3, "replaced": -1, "total": 12}
    assert rows[1]["total"] == 12
    assert g.tiebreak(s, 0) == (4,) and g.tiebreak(s, 1) == (3,)
    assert g.winners(s) == [0]
    assert list(g.score(s)["rank"]) == [1, 2]


def test_l154_we6_market_gives_a_coin_token_on_annex_only():
    # P1: forest (wood/stone) + cliff (stone/plants); a mine gives iron next to the cliff.
    s = build(
        [{(0, 0): "mine", (1, 0): "cliff", (0, 1): "forest"}, TWO[1]],
        rows={"city": ["market", "market"]},
    )
    market = row_id(s, "city", "market")
    assert (1, 1) in annex_cells(s, "market")
    t = g.apply(s, Action("annex", 0, square=market, cell=(1, 1), replace=False))
    assert t.realms[0].coin == 1 and t.supply["coin"] == 5
    assert any("takes a coin token" in e.text for e in t.log)
    # The square gives no more tokens later; a second market gives a second coin.
    t.phase, t.current_player = "annex", 0
    t._legal = None
    t.fresh = ()
    market2 = row_id(t, "city", "market")
    u = g.apply(t, Action("annex", 0, square=market2, cell=(1, -1), replace=False))
    assert u.realms[0].coin == 2 and u.supply["coin"] == 4


def test_l180_we7_coin_buys_horses_for_the_military_camp():
    ivan = {(0, 0): "waterfall", (1, 0): "lake"}
    sergey = {(0, 0): "stables", (1, 0): "cliff"}
    s = build(
        [ivan, sergey],
        rows={"city": ["military_camp"], "nature": ["grove"]},
        hands=[{"coin": 1}, {}],
        phase="token",
    )
    camp = row_id(s, "city", "military_camp")
    assert (0, 1) not in annex_cells(g.apply(s, Action("skip_token", 0)), "military_camp")
    buy = Action("play_coin", 0, target=1, cell=(0, 0), resource="horses")
    assert buy in g.legal_actions(s)
    t = g.apply(s, buy)
    assert t.realms[1].cells[(0, 0)].coins == 1 and t.realms[0].coin == 0
    assert (0, 1) in annex_cells(t, "military_camp")
    u = g.apply(t, Action("annex", 0, square=camp, cell=(0, 1), replace=False))
    assert u.realms[0].war == 1  # the camp's token (l.154)
    # Sergey's turn: the coined stables produce nothing (l.178) ...
    assert u.current_player == 1 and u.realms[1].cells[(0, 0)].coins == 1
    view = g.view(u)
    stables = next(q for q in view["realms"][1]["squares"] if q["cell"] == [0, 0])
    assert stables["producing"] is False
    v = g.apply(u, Action("reveal", 1, stack="nature"))
    if v.phase == "token":
        v = g.apply(v, Action("skip_token", 1))
    grove = next(a for a in g.legal_actions(v) if a.kind == "annex" and not a["replace"])
    w = g.apply(v, grove)
    # ... and at the end of his turn Sergey takes the coin into his hand (l.178).
    assert w.realms[1].coin == 1 and w.realms[1].cells[(0, 0)].coins == 0


def test_l183_unused_coin_purchase_still_leaves_the_coin():
    s = build(
        [{(0, 0): "waterfall", (1, 0): "lake"}, {(0, 0): "stables", (1, 0): "cliff"}],
        rows={"nature": ["grove"]},
        hands=[{"coin": 1}, {}],
        phase="token",
    )
    t = g.apply(s, Action("play_coin", 0, target=1, cell=(1, 0), resource="plants"))
    grove = next(a for a in g.legal_actions(t) if a.kind == "annex" and not a["replace"])
    u = g.apply(t, grove)
    assert u.realms[1].cells[(1, 0)].coins == 1 and u.coin_resource is None


WE8 = {(0, 0): "cliff", (1, 0): "forest", (0, 1): "winery", (1, 1): "workshop"}


def test_l199_we8_cart_carries_wood_and_stone_to_the_mine():
    s = build([WE8, TWO[1]], rows={"village": ["mine"]}, carts=[[(0, 0)], []])
    assert (1, 2) in annex_cells(s, "mine")
    without = build([WE8, TWO[1]], rows={"village": ["mine"]})
    assert (1, 2) not in annex_cells(without, "mine")


def test_l199_we8_market_with_iron_from_the_mine_and_plants_by_cart():
    realm = {**WE8, (1, 2): "mine"}
    s = build([realm, TWO[1]], rows={"city": ["market"]}, carts=[[(0, 0)], []])
    cells = annex_cells(s, "market")
    assert {(0, 2), (2, 1), (2, 2)} <= cells
    assert (1, 3) not in cells  # the mine is not in the union: no plants there
    t = g.apply(s, Action("annex", 0, square=row_id(s, "city", "market"), cell=(0, 2), replace=False))
    assert t.realms[0].coin == 1


def test_l162_l170_we9_unprotected_squares_are_the_farthest_in_each_column():
    realm = {c: "shrine" for c in [(0, 0), (1, 0), (1, 1), (1, 2), (2, 0), (2, 1), (3, 1)]}
    s = build([realm, TWO[1]], hands=[{}, {"war": 1}], phase="token", current=1)
    assert unprotected(s.realms[0]) == {(0, 0), (1, 2), (2, 1), (3, 1)}
    targets = {a["cell"] for a in g.legal_actions(s) if a.kind == "play_war" and a["target"] == 0}
    assert targets == {(0, 0), (1, 2), (2, 1), (3, 1)}
    for cell in [(1, 0), (1, 1), (2, 0)]:
        with pytest.raises(IllegalAction, match=r"l\.162"):
            g.apply(s, Action("play_war", 1, target=0, cell=cell))
    flags = {tuple(q["cell"]): q["unprotected"] for q in g.view(s)["realms"][0]["squares"]}
    assert {c for c, f in flags.items() if f} == {(0, 0), (1, 2), (2, 1), (3, 1)}


def test_l203_l210_we10a_two_carts_sharing_a_square_unite_seven():
    cells = [(0, 0), (1, 0), (0, 1), (1, 1), (2, 1), (1, 2), (2, 2)]
    realm = {c: "shrine" for c in cells}
    realm[(0, 0)] = "forest"
    realm[(2, 2)] = "cliff"
    s = build([realm, TWO[1]], rows={"village": ["mine"]}, carts=[[(0, 0), (1, 1)], []])
    un = unions(s.realms[0])
    assert un[(0, 0)] == frozenset(cells) and len(un[(0, 0)]) == 7
    assert (3, 2) in annex_cells(s, "mine")  # wood from (0,0) across the whole union


def test_l203_l210_we10b_two_separate_unions_of_four():
    realm = {c: "altar" for c in [(0, 0), (1, 0), (0, 1), (1, 1), (2, 0), (3, 0), (4, 0), (3, 1), (4, 1)]}
    realm[(0, 0)] = "forest"
    realm[(4, 1)] = "cliff"
    s = build([realm, TWO[1]], rows={"village": ["mine"]}, carts=[[(0, 0), (3, 0)], []])
    un = unions(s.realms[0])
    assert len(un[(0, 0)]) == 4 and len(un[(4, 1)]) == 4 and un[(0, 0)] != un[(4, 1)]
    cells = annex_cells(s, "mine")
    assert (5, 1) not in cells  # the forest's wood cannot reach the right-hand union
    assert (2, 1) in cells  # touching both unions, it gets wood from one and stone from the other
