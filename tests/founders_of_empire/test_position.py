"""The readable position builder: squares by name or id, cells as (x, y), nothing created, errors name the field."""

from __future__ import annotations

import pytest

from boardkit.core import Action, StateError
from boardkit.games.founders_of_empire import GAME as g
from boardkit.games.founders_of_empire.invariants import square_places, token_counts
from boardkit.games.founders_of_empire.position import copies, square_id
from boardkit.games.founders_of_empire.squares import SQUARES

ME = {(0, 0): "forest", (1, 0): "cliff", (0, 1): ("mine", {"craftsman": "iron"})}
THEM = {(0, 0): "lake", (1, 0): ("river", {"ravaged": True})}


def name_at(s, p, cell):
    return SQUARES[s.realms[p].cells[cell].square].name


def test_l92_a_described_position_builds_and_plays():
    s = g.position(realms=[ME, THEM], rows={"village": ["mine"]}, hands=[{"cart": 1}, {}], phase="annex")
    assert name_at(s, 0, (0, 1)) == "mine" and s.realms[0].cells[(0, 1)].craftsman == "iron"
    assert s.realms[1].cells[(1, 0)].ravaged and s.realms[0].cart == 1
    assert [SQUARES[i].name for i in s.rows["village"]] == ["mine"]
    # Nothing was made: every square once, six tokens of each kind (l.19-24, l.28-31).
    assert set(square_places(s).values()) == {1} and len(square_places(s)) == 97
    assert token_counts(s) == {"war": 6, "coin": 6, "cart": 6, "craftsman": 6}
    assert s.supply["war"] == 5 and s.supply["cart"] == 5 and "iron" not in s.craftsman_pile
    moves = g.legal_actions(s)
    assert moves and g.apply(s, moves[0]) is not None
    assert g.from_json(g.to_json(s)) == s


def test_l37_what_is_not_described_comes_from_the_seeded_setup():
    s = g.position(players=3, seed=4, phase="reveal")
    assert s.phase == "reveal" and len(s.prizes) == 12 and all(r.cells for r in s.realms)
    assert g.position(players=3, seed=4, phase="reveal") == s  # same seed, same position


def test_l39_a_named_square_leaves_its_stack_and_a_replaced_one_goes_back():
    base = g.position(players=2, seed=3, phase="reveal")
    s = g.position(players=2, seed=3, realms=[{(0, 0): "grove", (1, 0): "grove"}], phase="reveal")
    assert [name_at(s, 0, c) for c in ((0, 0), (1, 0))] == ["grove", "grove"]
    before = sum(len(base.stacks[k]) for k in base.stacks)
    after = sum(len(s.stacks[k]) for k in s.stacks)
    assert after == before  # two groves out of the stack, the old starting pair back under it


def test_l37_stacks_named_on_top_come_first_and_empty_stacks_go_to_the_box():
    s = g.position(realms=[ME, THEM], stacks={"village": ["mill"]}, empty_stacks=("village",), phase="reveal")
    assert [SQUARES[i].name for i in s.stacks["village"]] == ["mill"]


def test_l150_a_name_several_squares_share_is_refused_where_one_square_is_meant():
    with pytest.raises(StateError) as err:
        square_id("altar")
    assert err.value.field == "square" and str(list(copies("altar"))) in str(err.value)
    assert square_id(82) == 82


def test_l112_the_drawn_square_must_be_one_specific_square():
    with pytest.raises(StateError) as err:
        g.position(realms=[ME, THEM], phase="fallback", drawn="forest")
    assert err.value.field == "drawn" and "[0, 1, 2, 3]" in str(err.value)
    s = g.position(realms=[ME, THEM], phase="fallback", drawn=copies("forest")[-1])
    assert s.drawn == copies("forest")[-1]
    assert any(a.kind == "place_fallback" for a in g.legal_actions(s))


def test_l150_a_name_placed_in_a_realm_takes_any_free_copy():
    s = g.position(realms=[{(0, 0): "forest", (1, 0): "altar", (2, 0): "altar"}, THEM], phase="reveal")
    ids = {s.realms[0].cells[c].square for c in ((1, 0), (2, 0))}
    assert len(ids) == 2 and ids <= set(copies("altar"))


@pytest.mark.parametrize(
    ("description", "field"),
    [
        ({"realms": [{(0, 0): "castle"}, THEM]}, "realms.0.cells.(0, 0)"),
        ({"realms": [{(0, 0): 999}, THEM]}, "realms.0.cells.(0, 0)"),
        ({"realms": [{"a1": "forest"}, THEM]}, "realms.0.cells"),
        ({"realms": [{(0, 0): ("forest", {"gold": 1})}, THEM]}, "realms.0.cells.(0, 0).gold"),
        ({"realms": [{(0, 0): ("forest", {"coins": -1})}, THEM]}, "realms.0.cells.(0, 0).coins"),
        ({"hands": [{"war": 7}, {}]}, "hands.0.war"),
        ({"hands": [{"craftsmen": ["gold"]}, {}]}, "hands.0.craftsmen.0"),
        ({"rows": {"sky": ["forest"]}}, "rows"),
        ({"realms": [{(0, 0): "forest", (1, 0): 0}, THEM]}, "realms.0.cells.(1, 0)"),
        ({"carts": [[5]]}, "carts.0.0"),
        ({"carts": [[(5, 5)]]}, "realms.0.carts.(5, 5)"),
        ({"weather": "rain"}, "weather"),
        ({"players": 5}, "players"),
    ],
)
def test_l19_unknown_names_wrong_types_and_impossible_positions_name_the_field(description, field):
    description = {"realms": [ME, THEM], "phase": "reveal", **description}
    with pytest.raises(StateError) as err:
        g.position(**description)
    assert err.value.field == field


def test_l28_more_tokens_than_the_game_has_are_refused():
    realms = [{(0, 0): "forest", (1, 0): "cliff"}, {(x, 0): ("lake", {"ravaged": True}) for x in range(4)}]
    with pytest.raises(StateError) as err:
        g.position(realms=realms, hands=[{"war": 3}, {}], phase="reveal")
    assert err.value.field == "realms" and "7 war" in str(err.value)


def test_l45_the_builder_checks_the_turn_it_describes():
    with pytest.raises(StateError) as err:
        g.position(realms=[ME, THEM], phase="reveal", current_player=2)
    assert err.value.field == "current_player"
    s = g.position(realms=[ME, THEM], phase="reveal", current_player=1)
    assert g.legal_actions(s)[0] == Action("reveal", 1, stack="nature")


def test_l92_requires_picks_one_printing_of_a_shared_name_and_rows_not_named_stay_as_dealt():
    realm = {(0, 0): "forest", (1, 0): "cliff", (0, 1): ("altar", {"requires": ["wine", "iron"]})}
    base = g.position(realms=[ME, THEM], phase="reveal")
    s = g.position(realms=[realm, THEM], rows={"village": ["mine"]}, phase="reveal")
    assert sorted(SQUARES[s.realms[0].cells[(0, 1)].square].requires) == ["iron", "wine"]
    assert s.rows["city"] == base.rows["city"]  # only the village row was laid out anew
    with pytest.raises(StateError) as err:
        g.position(realms=[{(0, 0): ("altar", {"requires": ["gold"]})}, THEM], phase="reveal")
    assert err.value.field == "realms.0.cells.(0, 0).requires"
