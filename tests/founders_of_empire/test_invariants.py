"""Each invariant broken once in a state's JSON: the load is refused and the error names the field."""

from __future__ import annotations

import json
from collections.abc import Callable

import pytest

from boardkit.core import StateError
from boardkit.games.founders_of_empire import GAME as g

ME = {(0, 0): "forest", (1, 0): "cliff", (0, 1): ("mine", {"craftsman": "iron"})}
THEM = {(0, 0): "lake", (0, 1): "grove"}


def state_json() -> dict:
    return json.loads(g.to_json(g.position(realms=[ME, THEM], hands=[{"war": 1}, {}], phase="reveal")))


def refused(edit: Callable[[dict], None]) -> StateError:
    """Break a real state's JSON with ``edit``; the load must fail with a StateError."""
    data = state_json()
    edit(data)
    with pytest.raises(StateError) as err:
        g.from_json(json.dumps(data))
    return err.value


def cells(d: dict, p: int) -> list:
    return d["realms"][p]["cells"]


def test_l37_a_good_state_loads_unchanged():
    s = g.position(realms=[ME, THEM], phase="reveal")
    assert g.from_json(g.to_json(s)) == s


@pytest.mark.parametrize("players", [10**30, -2, 5])
def test_l37_player_counts_outside_2_to_4_are_refused(players):
    def edit(d):
        d["players"] = players

    assert refused(edit).field == "players"


def test_l19_square_id_999_is_refused():
    def edit(d):
        d["stacks"]["nature"][0] = 999

    assert refused(edit).field == "stacks.nature.0"


def test_l37_a_prize_square_in_the_nature_stack_is_refused():
    def edit(d):
        prize = d["prizes"].pop()
        d["stacks"]["nature"].append(prize)

    assert refused(edit).field.startswith("stacks.nature.")


def test_l19_a_doubled_square_is_refused():
    def edit(d):
        d["box"].append(d["stacks"]["village"][0])

    err = refused(edit)
    assert err.field == "squares" and "2 times" in str(err)


def test_l19_a_lost_square_is_refused():
    def edit(d):
        d["stacks"]["city"].pop()

    err = refused(edit)
    assert err.field == "squares" and "missing" in str(err)


def test_l28_a_negative_hand_is_refused():
    def edit(d):
        d["realms"][0]["war"] = -1

    assert refused(edit).field == "realms.0.war"


def test_l28_a_token_made_from_nothing_is_refused():
    def edit(d):
        d["token_box"].append("coin")

    assert refused(edit).field == "supply"


def test_l43_a_craftsman_made_from_nothing_is_refused():
    def edit(d):
        d["craftsman_pile"].append(d["craftsman_pile"][0])

    assert refused(edit).field == "craftsman_pile"


def test_l45_an_unknown_phase_is_refused():
    def edit(d):
        d["phase"] = "harvest"

    assert refused(edit).field == "phase"


def test_l45_current_player_out_of_range_is_refused():
    def edit(d):
        d["current_player"] = 2

    assert refused(edit).field == "current_player"


def test_l55_empty_stacks_with_a_turn_to_play_are_refused_naming_the_phase():
    def edit(d):
        for k in ("nature", "village", "city"):
            d["box"] += d["stacks"][k]
            d["stacks"][k] = []

    err = refused(edit)
    assert err.field == "phase" and "no legal move" in str(err)


def test_l37_stacks_without_their_three_piles_are_refused():
    def edit(d):
        d["box"] += d["stacks"].pop("city")

    assert refused(edit).field == "stacks"


def test_l55_a_row_of_six_is_refused():
    def edit(d):
        d["rows"]["village"] += d["stacks"]["village"][:6]
        d["stacks"]["village"] = d["stacks"]["village"][6:]

    assert refused(edit).field == "rows"


def test_l92_a_square_that_touches_nothing_is_refused():
    def edit(d):
        cells(d, 1)[1][0] = [5, 5]

    assert refused(edit).field == "realms.1.cells.(5, 5)"


def test_l92_a_cell_10_to_the_9_away_is_refused():
    def edit(d):
        cells(d, 1)[1][0] = [10**9, 0]

    assert refused(edit).field.startswith("realms.1.cells.")


def test_l197_a_cart_not_between_four_own_squares_is_refused():
    def edit(d):
        d["realms"][0]["carts"] = [[0, 0]]
        d["supply"]["cart"] -= 1

    assert refused(edit).field == "realms.0.carts.(0, 0)"


def test_l218_a_craftsman_on_the_wrong_square_is_refused():
    def edit(d):
        cells(d, 0)[0][1]["craftsman"] = "wine"  # the forest at (0, 0)
        d["craftsman_pile"].remove("wine")
        d["craftsman_pile"].append("iron")  # keep the six: only the place is wrong

    err = refused(edit)
    assert err.field == "realms.0.cells.(0, 0).craftsman"


def test_l39_a_place_start_with_nothing_picked_is_refused_naming_who_is_to_place():
    def edit(d):
        d["phase"] = "place_start"

    assert refused(edit).field == "to_place"


def test_l129_a_game_over_without_an_ending_is_refused():
    def edit(d):
        d["phase"] = "over"
        d["over"] = True  # core's own check (over agrees with the phase) passes; the game's then speaks

    assert refused(edit).field == "ended_by"


def test_l39_draft_turns_that_break_the_snake_order_are_refused():
    s = g.new_game(3, seed=4)
    s = g.apply(s, g.legal_actions(s)[0])
    data = json.loads(g.to_json(s))
    for field, value in (("current_player", (s.current_player + 1) % 3), ("draft_order", [s.draft_order[0]])):
        with pytest.raises(StateError) as info:
            g.from_json(json.dumps({**data, field: value}))
        assert info.value.field in (field, "current_player", "draft_order")


def test_l176_a_bought_resource_without_a_coin_played_is_refused():
    s = g.new_game(2, seed=7)
    while s.phase != "annex":
        s = g.apply(s, next(a for a in g.legal_actions(s) if a.kind != "play_coin"))
    data = json.loads(g.to_json(s))
    data.update(token_played=None, coin_resource="wood")
    with pytest.raises(StateError) as info:
        g.from_json(json.dumps(data))
    assert info.value.field == "coin_resource"
