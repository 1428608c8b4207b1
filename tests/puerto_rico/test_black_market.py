"""The Black market (New Buildings): which colonist may go back to the supply (l.855, l.857, l.897).

l.855: the owner of an occupied Black market may return «*одного* колониста» (with a good and/or a VP chip)
for up to 3 doubloons off; l.897: «Вернуть в запас колониста, занимающего чёрный рынок, нельзя». Any other
colonist of the player qualifies: on the windrose, on an island tile or on another building.
"""

from __future__ import annotations

from boardkit.core import Action
from boardkit.games.puerto_rico.catalog import bid

from .helpers import G, edit, fresh, take_role


def harbor_offers(s) -> set[tuple[str, ...]]:
    """Every Black market return on offer, for any building."""
    return {a["black_market"] for a in G.legal_actions(s) if a.kind == "build" and a.get("black_market")}


def builder_turn(doubloons: int = 7, with_nobles: bool = False, **seat: object):
    """P2 owns an occupied Black market and is one doubloon short of a Harbor (8, l.855); P1 builds first."""
    s = fresh(4, new_buildings=True, nobles=with_nobles, draft=["black_market", "church"])
    s.supply = tuple(max(n, 1) if i == bid("harbor") else n for i, n in enumerate(s.supply))
    edit(s, 1, doubloons=doubloons, **seat)
    s = take_role(s, 0, "builder")
    return G.apply(s, Action("pass", 0))


def harbor_returns(s) -> set[tuple[str, ...]]:
    return {
        a["black_market"]
        for a in G.legal_actions(s)
        if a.kind == "build" and a["building"] == "harbor" and a.get("black_market")
    }


def test_l855_colonist_on_an_occupied_church_may_be_returned():
    s = builder_turn(buildings={"black_market": 1, "church": 1})
    assert harbor_returns(s) == {("colonist:church",)}


def test_l881_returning_the_church_colonist_unoccupies_the_church_before_it_pays():
    """The Church pays only while occupied (l.881); the colonist leaves as the Harbor is paid, so no VP."""
    s = builder_turn(buildings={"black_market": 1, "church": 1}, vp=0)
    s = G.apply(s, Action("build", 1, building="harbor", black_market=("colonist:church",)))
    seat = s.seats[1]
    assert seat.built[bid("church")] == 0 and seat.built[bid("harbor")] == 0
    assert seat.vp == 0 and seat.doubloons == 0


def test_l855_every_place_with_a_colonist_is_offered_once():
    s = builder_turn(
        6,  # the occupied quarry takes 1 off the Harbor (l.244): still one doubloon short
        buildings={"black_market": 1, "small_market": 1},
        tiles={"corn": (1, 1), "quarry": (1, 1)},
        san_juan=1,
    )
    assert harbor_returns(s) == {
        ("colonist:san_juan",),
        ("colonist:corn",),
        ("colonist:quarry",),
        ("colonist:small_market",),
    }


def test_l897_the_black_market_colonist_itself_is_never_offered():
    s = builder_turn(buildings={"black_market": 1}, goods={"corn": 1})
    assert harbor_returns(s) == {("good:corn",)}  # the only colonist stands on the Black market
    assert all(not x.startswith("colonist") for r in harbor_offers(s) for x in r)


def test_l857_at_most_one_colonist_even_when_two_are_short():
    # Two short: one colonist plus the corn, never two colonists.
    s = builder_turn(6, buildings={"black_market": 1, "church": 1}, san_juan=1, goods={"corn": 1})
    returns = harbor_returns(s)
    assert returns == {("colonist:san_juan", "good:corn"), ("colonist:church", "good:corn")}


def test_l1074_with_nobles_a_noble_in_a_dual_building_may_go_back():
    """l.1074: with Nobles «колонист» reads «колонист или дворянин»; the Chapel records its noble (A18, A36)."""
    s = builder_turn(
        with_nobles=True, buildings={"black_market": 1, "chapel": 1}, nobles=1, noble_in=("chapel",)
    )
    assert harbor_returns(s) == {("colonist:chapel",)}
    supply, colonists = s.noble_supply, s.colonist_supply
    before = s.log
    s = G.apply(s, Action("build", 1, building="harbor", black_market=("colonist:chapel",)))
    seat = s.seats[1]
    assert seat.nobles == 0 and seat.noble_in == () and seat.built[bid("chapel")] == 0
    assert s.noble_supply == supply + 1 and s.colonist_supply == colonists
    said = [e for e in s.log.since(before) if e.kind == "black_market"]
    assert said and said[0].args == ("noble:chapel",)


def test_l1074_a_colonist_leaves_before_a_noble_where_the_engine_does_not_record_them():
    """Outside the dual buildings nobles are not placed by name: a colonist goes while there is one (A36)."""
    s = builder_turn(with_nobles=True, buildings={"black_market": 1}, san_juan=1, nobles=1)
    supply, colonists = s.noble_supply, s.colonist_supply
    s = G.apply(s, Action("build", 1, building="harbor", black_market=("colonist:san_juan",)))
    assert s.seats[1].nobles == 1 and s.colonist_supply == colonists + 1 and s.noble_supply == supply
