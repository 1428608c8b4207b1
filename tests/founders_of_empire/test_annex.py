"""Annexing (l.88-123): adjacency, obligation, replacement, the nature-stack fallback and passing."""

from __future__ import annotations

import random

import pytest

from boardkit.core import Action, IllegalAction
from boardkit.games.founders_of_empire import GAME as g
from boardkit.games.founders_of_empire.annex import annex_options, candidates, fits
from boardkit.games.founders_of_empire.invariants import square_places, token_counts
from boardkit.games.founders_of_empire.realm import frontier
from boardkit.games.founders_of_empire.squares import SQUARES

from .fixtures import build

ME = {(0, 0): "forest", (1, 0): "cliff"}
THEM = {(0, 0): "grove", (1, 0): "lake"}


def annexes(s, replace=None):
    return [
        a for a in g.legal_actions(s) if a.kind == "annex" and (replace is None or a["replace"] == replace)
    ]


def test_l94_l92_nature_square_goes_on_any_side_adjacent_cell():
    s = build([ME, THEM], rows={"nature": ["grove"]})
    cells = {a["cell"] for a in annexes(s, replace=False)}
    assert cells == set(frontier(s.realms[0])) == {(-1, 0), (2, 0), (0, 1), (1, 1), (0, -1), (1, -1)}


def test_l94_l92_the_same_cell_is_offered_right_in_realms_laid_out_differently():
    # the annex module numbers cells once for every grid layout: a far-off realm must not shift them
    near = build([ME, THEM], rows={"nature": ["grove"]})
    names = ["cliff", "waterfall", "river", "lake", "forest", "cliff"]
    wide = build([ME | {(1, -1 - i): n for i, n in enumerate(names)}, THEM], rows={"nature": ["grove"]})
    for s in (near, wide, near, wide):
        cells = {a["cell"] for a in annexes(s, replace=False)}
        assert cells == set(frontier(s.realms[0]))
        assert (0, 1) in cells and (-1, 0) in cells


def test_l92_corner_only_contact_is_refused():
    s = build([ME, THEM], rows={"nature": ["grove"]})
    with pytest.raises(IllegalAction, match=r"full side.*l\.92"):
        g.apply(s, Action("annex", 0, square=s.rows["nature"][0], cell=(2, 1), replace=False))


def test_l92_l100_annex_without_resources_is_refused_naming_the_lines():
    s = build([ME, THEM], rows={"village": ["stables"], "nature": ["grove"]})
    with pytest.raises(IllegalAction, match=r"l\.92, l\.100"):
        g.apply(s, Action("annex", 0, square=s.rows["village"][0], cell=(0, 1), replace=False))


def test_l90_cannot_take_another_players_square():
    s = build([ME, THEM], rows={"nature": ["grove"]})
    theirs = s.realms[1].cells[(0, 0)].square
    with pytest.raises(IllegalAction, match=r"l\.90"):
        g.apply(s, Action("annex", 0, square=theirs, cell=(0, 1), replace=False))


def test_l68_cannot_annex_from_the_box():
    s = build([ME, THEM], rows={"nature": ["grove"]}, empty_stacks=("city",))
    boxed = next(i for i in s.box)
    with pytest.raises(IllegalAction, match=r"l\.68"):
        g.apply(s, Action("annex", 0, square=boxed, cell=(0, 1), replace=False))


def test_l122_must_annex_when_possible():
    s = build([ME, THEM], rows={"nature": ["grove"]})
    kinds = {a.kind for a in g.legal_actions(s)}
    assert kinds == {"annex"}
    with pytest.raises(IllegalAction, match=r"l\.122"):
        g.apply(s, Action("fallback", 0))
    with pytest.raises(IllegalAction, match=r"l\.122"):
        g.apply(s, Action("pass_annex", 0))


def test_l108_only_one_requirement_per_square_even_of_one_kind():
    # Two forests can give wood and stone, one each (matching, l.100).
    s = build([{(0, 0): "forest", (1, 0): "forest"}, THEM], rows={"village": ["mine"]})
    assert {a["cell"] for a in annexes(s, replace=False)} >= {(0, 1), (1, 1), (0, -1), (1, -1)}
    s = build([{(0, 0): "forest", (1, 0): "shrine"}, THEM], rows={"village": ["mine"]})
    assert annexes(s) == []


# --- replacement (l.114) -----------------------------------------------------------------------


def test_l114_replacement_turns_the_old_square_face_down():
    s = build([ME, THEM], rows={"nature": ["grove"]})
    grove = s.rows["nature"][0]
    old = s.realms[0].cells[(1, 0)].square
    t = g.apply(s, Action("annex", 0, square=grove, cell=(1, 0), replace=True))
    assert t.realms[0].cells[(1, 0)].square == grove and t.realms[0].face_down == (old,)
    assert g.score_rows(t)[0]["replaced"] == -1
    assert all(n == 1 for n in square_places(t).values()) and len(square_places(t)) == 97


def test_l114_replaced_square_supplies_nothing_to_its_successor():
    # A mine cannot replace the forest that would have given its wood.
    s = build([{(0, 0): "forest", (1, 0): "cliff", (0, 1): "grove"}, THEM], rows={"village": ["mine"]})
    repl = {a["cell"] for a in annexes(s, replace=True)}
    assert (0, 0) in repl  # wood from the grove, stone from the cliff
    s = build([{(0, 0): "forest", (1, 0): "cliff"}, THEM], rows={"village": ["mine"]})
    assert (0, 0) not in {a["cell"] for a in annexes(s, replace=True)}


def test_l165_replacing_a_ravaged_square_boxes_its_tokens():
    me = {(0, 0): "forest", (1, 0): ("mine", {"ravaged": True, "craftsman": "iron"}), (0, 1): "cliff"}
    s = build([me, THEM], rows={"nature": ["grove"]})
    t = g.apply(s, Action("annex", 0, square=s.rows["nature"][0], cell=(1, 0), replace=True))
    assert sorted(t.token_box) == ["craftsman:iron", "war"]
    assert token_counts(t) == {"war": 6, "coin": 6, "cart": 6, "craftsman": 6}
    assert g.score_rows(t)[0]["replaced"] == -1


def test_l188_replacing_a_coined_square_returns_the_coin():
    me = {(0, 0): "forest", (1, 0): ("cliff", {"coins": 1})}
    s = build([me, THEM], rows={"nature": ["grove"]})
    t = g.apply(s, Action("annex", 0, square=s.rows["nature"][0], cell=(1, 0), replace=True))
    assert t.realms[0].coin == 1 and t.token_box == ()


def test_a4_replacing_a_ravaged_coined_square_keeps_the_coin():
    me = {(0, 0): "forest", (1, 0): ("cliff", {"coins": 1, "ravaged": True})}
    s = build([me, THEM], rows={"nature": ["grove"]})
    t = g.apply(s, Action("annex", 0, square=s.rows["nature"][0], cell=(1, 0), replace=True))
    assert t.realms[0].coin == 1 and t.token_box == ("war",)


def test_a3_replacing_an_unravaged_craftsman_square_boxes_the_craftsman():
    me = {(0, 0): "forest", (1, 0): ("mine", {"craftsman": "iron"})}
    s = build([me, THEM], rows={"nature": ["grove"]})
    t = g.apply(s, Action("annex", 0, square=s.rows["nature"][0], cell=(1, 0), replace=True))
    assert t.token_box == ("craftsman:iron",) and g.score_rows(t)[0]["craftsmen"] == 0


def test_l204_cart_stays_and_unites_the_new_square():
    me = {(0, 0): "forest", (1, 0): "cliff", (0, 1): "shrine", (1, 1): "altar"}
    s = build([me, THEM], rows={"village": ["mine"]}, carts=[[(0, 0)], []])
    # The mine replaces the altar at (1,1): wood and stone come through the union.
    assert (1, 1) in {a["cell"] for a in annexes(s, replace=True)}
    t = g.apply(s, Action("annex", 0, square=s.rows["village"][0], cell=(1, 1), replace=True))
    assert t.realms[0].carts == {(0, 0)}


def test_l114_l112_replacement_is_optional_and_fallback_stays_open():
    # Only a replacement fits the mine (no free cell sees both forest and cliff): the player may refuse.
    me = {(0, 0): "forest", (2, 0): "cliff", (1, 0): "shrine", (1, 1): "altar", (1, -1): "altar"}
    s = build([me, THEM], rows={"village": ["mine"]})
    kinds = {a.kind for a in g.legal_actions(s)}
    assert "fallback" in kinds
    assert {(a["cell"], a["replace"]) for a in annexes(s)} >= {((1, 0), True)}
    assert not annexes(s, replace=False)


# --- the nature stack and passing (l.112) ------------------------------------------------------


def test_l112_fallback_draws_the_top_nature_square():
    s = build([ME, THEM], rows={"village": ["stables"]})
    top = s.stacks["nature"][0]
    t = g.apply(s, Action("fallback", 0))
    assert t.phase == "fallback" and t.drawn == top and t.stacks["nature"] == s.stacks["nature"][1:]
    place = [a for a in g.legal_actions(t) if not a["replace"]]
    assert {a["cell"] for a in place} == set(frontier(t.realms[0]))
    u = g.apply(t, place[0])
    assert u.realms[0].cells[place[0]["cell"]].square == top and u.drawn is None and u.current_player == 1


def test_l112_pass_when_the_nature_stack_is_empty():
    s = build([ME, THEM], rows={"village": ["stables"]}, empty_stacks=("nature",))
    assert [a.kind for a in g.legal_actions(s) if a.kind != "annex"] == ["pass_annex"]
    with pytest.raises(IllegalAction, match=r"l\.112"):
        g.apply(s, Action("fallback", 0))
    t = g.apply(s, Action("pass_annex", 0))
    assert t.current_player == 1 and t.realms[0] is s.realms[0]


def test_l112_pass_refused_while_the_nature_stack_has_squares():
    s = build([ME, THEM], rows={"village": ["stables"]})
    with pytest.raises(IllegalAction, match=r"l\.112"):
        g.apply(s, Action("pass_annex", 0))


def test_l55_reveal_from_an_empty_stack_is_refused():
    s = build([ME, THEM], phase="reveal", empty_stacks=("city",))
    assert Action("reveal", 0, stack="city") not in g.legal_actions(s)
    with pytest.raises(IllegalAction, match=r"stack is empty"):
        g.apply(s, Action("reveal", 0, stack="city"))


def test_l182_coin_purchase_counts_as_one_supplier():
    # With a bought stone, a single forest still cannot give both: the coin gives stone, the forest wood.
    s = build(
        [{(0, 0): "forest", (1, 0): "shrine"}, {(0, 0): "cliff", (1, 0): "lake"}],
        rows={"village": ["mine"]},
        hands=[{"coin": 1}, {}],
        phase="token",
    )
    t = g.apply(s, Action("play_coin", 0, target=1, cell=(0, 0), resource="stone"))
    assert (0, 1) in {a["cell"] for a in annexes(t, replace=False)}
    assert (2, 0) not in {a["cell"] for a in annexes(t, replace=False)}  # next to the shrine only
    mine = SQUARES[t.rows["village"][0]]
    assert mine.name == "mine"


def test_l188_l154_replacing_a_coined_square_with_a_market_keeps_both_coins():
    # Found by the property suite: the market's coin must not overwrite the returned one.
    me = {(0, 0): "mine", (1, 0): "cliff", (0, 1): ("grove", {"coins": 1})}
    s = build([me, THEM], rows={"city": ["market"]})
    t = g.apply(s, Action("annex", 0, square=s.rows["city"][0], cell=(0, 1), replace=True))
    assert t.realms[0].coin == 2 and t.supply["coin"] == 4
    assert token_counts(t) == {"war": 6, "coin": 6, "cart": 6, "craftsman": 6}


def test_a15_fallback_square_may_replace_an_own_square():
    s = build([ME, THEM], rows={"village": ["stables"]})
    t = g.apply(s, Action("fallback", 0))
    assert Action("place_fallback", 0, cell=(0, 0), replace=True) in g.legal_actions(t)
    u = g.apply(t, Action("place_fallback", 0, cell=(0, 0), replace=True))
    assert u.realms[0].cells[(0, 0)].square == t.drawn and len(u.realms[0].face_down) == 1


def test_l112_l132_fallback_that_empties_the_last_stack_ends_the_game():
    s = build(
        [ME, THEM],
        rows={"village": ["stables"]},
        empty_stacks=("nature", "village", "city"),
        stacks={"nature": ["grove"]},
    )
    t = g.apply(s, Action("fallback", 0))
    u = g.apply(t, g.legal_actions(t)[0])
    assert g.is_over(u) and u.ended_by == "stacks"


def _matching_cell_by_cell(s, p):
    """The annex options straight from l.92/l.100: every candidate on every free side and own square,
    each checked by the general matching (what annex.py computes with bit masks)."""
    realm = s.realms[p]
    coin = s.coin_resource if p == s.current_player else None
    normal = [(sq, c) for sq in candidates(s) for c in frontier(realm) if fits(realm, sq, c, coin)]
    repl = [(sq, c) for sq in candidates(s) for c in sorted(realm.cells) if fits(realm, sq, c, coin)]
    return normal, repl


@pytest.mark.parametrize("players", [2, 3, 4])
def test_l92_l100_l197_bit_mask_options_equal_the_cell_by_cell_matching(players):
    """Grids carried from realm to realm, fresh grids (from JSON) and the plain matching all agree,
    with carts (l.197) and bought resources (l.176) among the positions seen."""
    seen = {"carts": 0, "coin": 0, "replace": 0}
    for seed in range(12):
        rnd = random.Random(seed)
        s = g.new_game(players, seed)
        while not g.is_over(s):
            if s.phase == "annex":
                p = s.current_player
                offered = [a for a in g.legal_actions(s) if a.kind == "annex"]
                carried = (
                    [(a["square"], a["cell"]) for a in offered if not a["replace"]],
                    [(a["square"], a["cell"]) for a in offered if a["replace"]],
                )
                assert carried == _matching_cell_by_cell(s, p) == annex_options(s, p)
                assert annex_options(g.from_json(g.to_json(s)), p) == carried
                seen["carts"] += bool(s.realms[p].carts)
                seen["coin"] += s.coin_resource is not None
                seen["replace"] += bool(carried[1])
            s = g.apply(s, rnd.choice(g.legal_actions(s)))
    assert all(seen.values()), seen
