"""Each invariant broken once in a state's JSON: the load is refused and the error names the field."""

from __future__ import annotations

import json
from collections.abc import Callable

import pytest

from boardkit.core import StateError
from boardkit.games.puerto_rico.catalog import bid

from .helpers import G, fresh


def refused(edit: Callable[[dict], None], **options: object) -> StateError:
    """Break a real state's JSON with ``edit``; the load must fail with a StateError."""
    data = json.loads(G.to_json(fresh(3, **options)))
    edit(data)
    with pytest.raises(StateError) as err:
        G.from_json(json.dumps(data))
    return err.value


def test_l83_a_good_state_loads_unchanged():
    s = fresh(4, nobles=True)
    assert G.from_json(G.to_json(s)) == s


@pytest.mark.parametrize("players", [10**30, -3, 6])
def test_l83_player_counts_outside_2_to_5_are_refused_at_once(players):
    def edit(d):
        d["players"] = players

    assert refused(edit).field == "players"


def test_l57_a_colonist_ship_of_10_to_the_30_is_refused_before_the_mayor_loops():
    def edit(d):
        d["colonist_ship"] = 10**30

    assert refused(edit).field == "colonist_ship"


def test_l59_a_short_goods_list_is_refused_before_the_board_reads_it():
    def edit(d):
        d["seats"][0]["goods"] = [0, 0, 0]

    err = refused(edit)
    assert err.field == "seats.0.goods" and "5 entries" in str(err)


def test_l63_negative_doubloons_are_refused():
    def edit(d):
        d["seats"][1]["doubloons"] = -1

    assert refused(edit).field == "seats.1.doubloons"


def test_l161_an_unknown_phase_is_refused():
    def edit(d):
        d["phase"] = "siesta"

    assert refused(edit).field == "phase"


def test_l170_current_player_out_of_range_is_refused():
    def edit(d):
        d["current_player"] = 3

    assert refused(edit).field == "current_player"


def test_l59_goods_made_from_nothing_are_refused():
    def edit(d):
        d["seats"][0]["goods"][0] += 1  # a corn that left no gap in the supply

    assert refused(edit).field == "goods_supply.0"


def test_l57_colonists_made_from_nothing_are_refused():
    def edit(d):
        d["colonist_supply"] += 1

    assert refused(edit).field == "colonist_supply"


def test_l988_nobles_made_from_nothing_are_refused():
    def edit(d):
        d["noble_supply"] += 1

    assert refused(edit, nobles=True).field == "noble_supply"


def test_l49_a_plantation_tile_made_from_nothing_is_refused():
    def edit(d):
        d["stack"].append(0)

    assert refused(edit).field == "stack"


def test_l49_a_quarry_made_from_nothing_is_refused():
    def edit(d):
        d["quarries"] += 1

    assert refused(edit).field == "quarries"


def test_l95_a_building_copy_made_from_nothing_is_refused():
    b = bid("small_market")

    def edit(d):
        d["supply"][b] += 1

    assert refused(edit).field == f"supply.{b}"


def test_l61_vp_chips_made_from_nothing_are_refused():
    def edit(d):
        d["seats"][2]["vp"] = 3

    assert refused(edit).field == "vp_supply"


def test_l63_doubloons_made_from_nothing_are_refused():
    def edit(d):
        d["bank"] += 1

    assert refused(edit).field == "bank"


def test_l39_an_island_of_13_tiles_is_refused():
    def edit(d):
        d["seats"][0]["tiles"] = [13, 0, 0, 0, 0, 0, 0]

    assert refused(edit).field == "seats.0.tiles"


def test_l539_more_occupied_tiles_than_tiles_is_refused():
    def edit(d):
        d["seats"][0]["staffed"] = [0, 2, 0, 0, 0, 0]
        d["colonist_supply"] -= 2

    assert refused(edit).field == "seats.0.staffed.1"


def test_l234_a_city_that_disagrees_with_the_built_buildings_is_refused():
    def edit(d):
        d["seats"][0]["city"] = [bid("small_market")]

    assert refused(edit).field == "seats.0.city"


def test_l368_a_ship_loaded_past_its_capacity_is_refused():
    def edit(d):
        d["ship_good"][0] = 0
        d["ship_load"][0] = d["ship_cap"][0] + 1
        d["goods_supply"][0] -= d["ship_load"][0]

    assert refused(edit).field == "ship_load.0"


def test_l806_a_draft_with_no_open_space_is_refused_naming_the_spaces():
    def edit(d):
        d["phase"] = "draft"  # a draft with no open space: nobody could move
        d["step"] = "draft"

    err = refused(edit)
    assert err.field == "draft_open" and "empty board spaces" in str(err)


@pytest.mark.parametrize(("field", "value"), [("picks", 1), ("current_player", 2), ("role_player", 0)])
def test_l155_role_choices_agree_with_the_tokens_taken_and_the_seat_to_choose(field, value):
    def edit(d):
        d[field] = value  # a fresh game: governor P1 chooses first, no token taken yet

    assert refused(edit).field == field
