"""A user's corrected squares (``new_game(data=...)``): what a square needs (l.92) and makes (l.94, l.216)
is read by every rule from the game's own data, never from the shipped squares, even with a shipped game
played in the same process."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from boardkit.core import Action, DataError, IllegalAction
from boardkit.games.founders_of_empire import GAME as g
from boardkit.games.founders_of_empire.annex import annex_options, candidates, fits
from boardkit.games.founders_of_empire.realm import frontier
from boardkit.games.founders_of_empire.squares import (
    NATURE_RESOURCES,
    RESOURCES,
    SQUARES,
    TOKENS,
    VILLAGE_RESOURCES,
)
from boardkit.games.founders_of_empire.tokens import coin_targets

from .accounting import expected_score
from .fixtures import build

ME = {(0, 0): "forest", (1, 0): "lake"}  # forest: wood or stone; lake: plants or water (squares.json)
THEM = {(0, 0): "grove", (0, 1): "river"}


def corrected(s, correction):
    """The same position with the squares as ``correction`` has them."""
    t = s.copy()
    t.data = g.data(correction)
    return t


def annex_cells(s, square: int) -> list[tuple[int, int]]:
    return sorted(
        a["cell"]
        for a in g.legal_actions(s)
        if a.kind == "annex" and a["square"] == square and not a["replace"]
    )


def test_forest_and_lake_make_what_the_test_positions_assume():
    assert set(SQUARES[0].produces) == {"wood", "stone"} and SQUARES[0].name == "forest"
    lake = next(x for x in SQUARES if x.name == "lake")
    assert set(lake.produces) == {"plants", "water"}


# --- what a square needs (l.92) ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("need", "cells"),
    [
        # only the lake at (1, 0) makes water: the free sides of the realm touching it (8 neighbours, l.92)
        (["water"], [(0, -1), (0, 1), (1, -1), (1, 1), (2, 0)]),
        # only the forest at (0, 0) makes stone
        (["stone"], [(-1, 0), (0, -1), (0, 1), (1, -1), (1, 1)]),
        # both, each from its own square (l.100): where forest and lake both reach
        (["stone", "water"], [(0, -1), (0, 1), (1, -1), (1, 1)]),
        # iron: nothing in this realm makes it
        (["iron"], []),
    ],
)
def test_l92_a_corrected_requirement_decides_where_the_square_may_be_annexed(need, cells):
    s = build([ME, THEM], rows={"village": ["mine"]})
    mine = s.rows["village"][0]
    t = corrected(s, {"squares": {str(mine): {"requires": need}}})
    assert annex_cells(t, mine) == cells
    # the shipped game in the same position still reads the shipped requirement
    shipped = sorted(c for c in frontier(s.realms[0]) if fits(s.realms[0], mine, c, None))
    assert annex_cells(s, mine) == shipped


def test_l92_a_refused_annex_names_the_corrected_requirement():
    s = build([ME, THEM], rows={"village": ["mine"]})
    mine = s.rows["village"][0]
    t = corrected(s, {"squares": {str(mine): {"requires": ["water"]}}})
    with pytest.raises(IllegalAction, match=r"cannot give water.*l\.92"):
        g.apply(t, Action("annex", 0, square=mine, cell=(-1, 0)))
    u = g.apply(t, Action("annex", 0, square=mine, cell=(2, 0)))
    assert u.realms[0].cells[(2, 0)].square == mine and u.data is t.data


# --- what a square makes (l.94, l.176, l.216-218) ------------------------------------------------


def test_l94_l176_a_corrected_nature_square_offers_its_corrected_resources_to_a_coin():
    s = build([ME, THEM], hands=[{"coin": 1}, {}], phase="token")
    grove = s.realms[1].cells[(0, 0)].square
    before = {res for q, cell, res in coin_targets(s, 0) if cell == (0, 0)}
    t = corrected(s, {"squares": {str(grove): {"produces": ["stone", "water"]}}})
    after = {res for q, cell, res in coin_targets(t, 0) if cell == (0, 0)}
    assert before == set(SQUARES[grove].produces) and after == {"stone", "water"}
    # and the bought resource is one the corrected square makes (l.176)
    u = g.apply(t, Action("play_coin", 0, target=1, cell=(0, 0), resource="water"))
    assert u.coin_resource == "water"
    with pytest.raises(IllegalAction):
        g.apply(t, Action("play_coin", 0, target=1, cell=(0, 0), resource="wood"))


def test_l94_a_corrected_production_changes_what_the_neighbours_can_annex():
    s = build([{(0, 0): "forest"}, THEM], rows={"village": ["mine"]})
    mine = s.rows["village"][0]
    forest = s.realms[0].cells[(0, 0)].square
    needs_water = {"squares": {str(mine): {"requires": ["water"]}}}
    assert annex_cells(corrected(s, needs_water), mine) == []  # a forest makes wood or stone
    both = {"squares": {**needs_water["squares"], str(forest): {"produces": ["wood", "water"]}}}
    assert annex_cells(corrected(s, both), mine) == [(-1, 0), (0, -1), (0, 1), (1, 0)]


def test_l218_a_craftsman_goes_where_the_corrected_village_square_makes_his_resource():
    s = build([{(0, 0): "forest", (0, 1): "mine"}, THEM], hands=[{"craftsmen": ["wine"]}, {}], phase="token")
    mine = s.realms[0].cells[(0, 1)].square
    assert SQUARES[mine].produces == ("iron",)
    play = Action("play_craftsman", 0, craftsman="wine", cell=(0, 1))
    assert play not in g.legal_actions(s)
    t = corrected(s, {"squares": {str(mine): {"produces": ["wine"]}}})
    assert play in g.legal_actions(t)
    u = g.apply(t, play)
    assert g.score_rows(u)[0]["craftsmen"] == 2  # l.144
    assert g.score_rows(u)[0]["total"] == expected_score(u, 0)


# --- a shipped and a corrected game in one process ----------------------------------------------

# Every city square needs water alone, and the forests make plants or water instead of wood or stone.
CITY_WATER = {
    "squares": {
        **{str(x.id): {"requires": ["water"]} for x in SQUARES if x.deck == "city"},
        **{str(x.id): {"produces": ["plants", "water"]} for x in SQUARES if x.name == "forest"},
    }
}


def _matching(s):
    """The annexes of the current seat by the general matching, cell by cell, with the state's data."""
    realm = s.realms[s.current_player]
    coin = s.coin_resource
    return sorted(
        (sq, c) for sq in candidates(s) for c in frontier(realm) if fits(realm, sq, c, coin, s.data)
    )


@pytest.mark.parametrize("players", [2, 3, 4])
def test_l92_a_corrected_and_a_shipped_game_played_in_turn_each_follow_their_own_squares(players):
    games = {
        "shipped": g.new_game(players, seed=11),
        "corrected": g.new_game(players, seed=11, data=CITY_WATER),
    }
    rng = random.Random(players)
    differs = 0
    while not all(g.is_over(s) for s in games.values()):
        for name, s in games.items():  # one move each, in turn: caches see both games interleaved
            if g.is_over(s):
                continue
            if s.phase == "annex":
                offered = sorted(
                    (a["square"], a["cell"])
                    for a in g.legal_actions(s)
                    if a.kind == "annex" and not a["replace"]
                )
                assert offered == _matching(s) == sorted(annex_options(s, s.current_player)[0]), name
                other = s.copy()
                other.data = g.data() if name == "corrected" else g.data(CITY_WATER)
                differs += _matching(other) != offered
            games[name] = g.apply(s, rng.choice(g.legal_actions(s)))
    assert differs  # the two data sets disagreed about some position, and each game kept to its own
    corr = games["corrected"]
    assert corr.data == g.data(CITY_WATER) and games["shipped"].data == g.data()
    assert g.from_json(g.to_json(corr)) == corr


def test_the_derived_tables_are_shared_by_every_state_of_a_corrected_game():
    s = g.new_game(2, seed=5, data=CITY_WATER)
    t = g.apply(s, g.legal_actions(s)[0])
    assert t.data is s.data and s.data.offer is t.data.offer
    # the same correction read again (a state from JSON, a second game) shares the tables too
    assert g.from_json(g.to_json(t)).data is s.data and g.new_game(3, seed=1, data=CITY_WATER).data is s.data
    assert s.data.requires[48] == ("water",) and g.data().requires[48] != ("water",)


# --- the schema's checks -------------------------------------------------------------------------


def test_a_correction_of_requires_and_produces_is_accepted_and_shown_as_the_users():
    d = g.data({"squares": {"30": {"requires": ["horses", "wine"]}, "0": {"produces": ["water", "plants"]}}})
    assert d.squares[30].requires == ("horses", "wine") and d.squares[30].source == "user"
    assert d.squares[0].produces == ("water", "plants")
    assert d.override == {
        "squares": {"0": {"produces": ["water", "plants"]}, "30": {"requires": ["horses", "wine"]}}
    }


@pytest.mark.parametrize(
    ("correction", "record", "field", "words"),
    [
        ({"0": {"requires": ["wood"]}}, 0, "requires", "l.94"),  # nature needs nothing
        ({"0": {"produces": ["wood"]}}, 0, "produces", "two different nature"),
        ({"0": {"produces": ["wood", "wood"]}}, 0, "produces", "two different nature"),
        ({"0": {"produces": ["wood", "iron"]}}, 0, "produces", "two different nature"),
        ({"30": {"requires": ["gold"]}}, "30", "requires", "one of"),  # not a resource of the rulebook
        ({"30": {"requires": []}}, 30, "requires", "l.92"),
        ({"30": {"requires": ["wood"] * 5}}, 30, "requires", "1 to 4"),
        ({"30": {"produces": ["coin"]}}, 30, "produces", "village resource"),
        ({"30": {"produces": ["iron", "wine"]}}, 30, "produces", "village resource"),
        ({"50": {"produces": ["wood"]}}, 50, "produces", "token kind"),
        ({"80": {"produces": ["wine"]}}, 80, "produces", "l.98"),
        ({"80": {"requires": "wood"}}, "80", "requires", "list"),
        ({"0": {"name": "lake"}}, "0", "name", "cannot be corrected"),
        ({"0": {"deck": "prize"}}, "0", "deck", "cannot be corrected"),
    ],
)
def test_a_bad_square_correction_is_refused_naming_file_record_and_field(correction, record, field, words):
    with pytest.raises(DataError, match=words) as err:
        g.new_game(2, seed=1, data={"squares": correction})
    assert (err.value.file, err.value.record, err.value.field) == ("squares.json", record, field)


def test_l139_l216_the_counts_across_village_squares_name_the_corrected_one():
    stables = [x.id for x in SQUARES if x.deck == "village" and x.produces == ("horses",)]
    with pytest.raises(DataError, match=r"three village squares produce horses") as err:
        g.data({"squares": {str(stables[0]): {"produces": ["wine"]}}})
    assert (err.value.record, err.value.field) == (stables[0], "produces")
    potters = [x.id for x in SQUARES if x.deck == "village" and x.produces == ("pottery",)]
    with pytest.raises(DataError, match=r"six village resources \(l\.216\)"):
        g.data({"squares": {str(i): {"produces": ["wine"]} for i in potters}})


# --- fuzz: corrected squares play whole games with the invariants holding -------------------------


def _square_fix(x):
    """A correction of one square, mostly of the shape its deck takes, sometimes not."""
    need = st.lists(st.sampled_from(RESOURCES), min_size=0 if x.deck == "nature" else 1, max_size=3)
    makes = {
        "nature": st.lists(st.sampled_from(NATURE_RESOURCES), min_size=2, max_size=2, unique=True),
        # a stable keeps its horses, the others make any other village resource (three stables, l.139)
        "village": st.just(list(x.produces))
        if x.produces == ("horses",)
        else st.lists(
            st.sampled_from([r for r in VILLAGE_RESOURCES if r != "horses"]), min_size=1, max_size=1
        ),
        "city": st.lists(st.sampled_from(TOKENS), min_size=1, max_size=1),
        "prize": st.just([]),
    }[x.deck]
    shaped = st.fixed_dictionaries({}, optional={"requires": need, "produces": makes})
    odd = st.fixed_dictionaries({}, optional={"requires": st.lists(st.sampled_from(RESOURCES), max_size=3)})
    return (
        st.one_of(shaped, shaped, shaped, odd)
        if x.deck != "nature"
        else st.fixed_dictionaries({}, optional={"produces": makes})
    )


_corrections = st.lists(st.sampled_from(SQUARES), max_size=12, unique_by=lambda x: x.id).flatmap(
    lambda xs: st.fixed_dictionaries({str(x.id): _square_fix(x) for x in xs})
)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(fix=_corrections, players=st.integers(2, 4), seed=st.integers(0, 99))
def test_fuzzed_square_corrections_play_to_the_end_with_the_invariants_holding(fix, players, seed):
    try:
        s = g.new_game(players, seed=seed, data={"squares": fix})
    except DataError as exc:
        assert exc.file == "squares.json" and exc.field in ("requires", "produces")
        return
    rng = random.Random(seed)
    while not g.is_over(s):
        s = g.apply(s, rng.choice(g.legal_actions(s)))
        g.check_state(s)
        if s.phase == "annex" and rng.random() < 0.2:
            offered = sorted(
                (a["square"], a["cell"]) for a in g.legal_actions(s) if a.kind == "annex" and not a["replace"]
            )
            assert offered == _matching(s) == sorted(annex_options(s, s.current_player)[0])
    assert g.from_json(g.to_json(s)) == s
    assert [r["total"] for r in g.score_rows(s)] == [expected_score(s, p) for p in range(players)]
