"""Phase 3, population effects (l.262-332): boards I, II, III, IV in that order."""

from __future__ import annotations

from boardkit.games.archipelago import GAME as g
from boardkit.games.archipelago import flow
from boardkit.games.archipelago.catalog import RESOURCES
from boardkit.games.archipelago.economy import labor_row, stability_row


def effects(**kw):
    """Markers after phase 3 on a position with the given boards and markers."""
    empty = dict.fromkeys(RESOURCES, 0)
    kw.setdefault("internal", empty)
    kw.setdefault("external", empty)
    s = g.position(players=3, **kw).copy()
    flow.population_effects(s)
    return s.labor, s.rebellion


def test_l294_five_fish_on_the_internal_market_raise_the_labor_surplus_by_1():
    # labor 5 sits in a board IV row that moves rebellion by 0, so only board I acts
    assert labor_row(5)[3] == 0 and labor_row(6)[3] == 0
    assert effects(internal={"fish": 5}, labor=5) == (6, 0)


def test_l294_six_iron_on_the_internal_market_raise_rebellion_by_1():
    assert effects(internal={"iron": 6}, labor=5) == (5, 1)


def test_l290_an_empty_zone_has_no_row_and_no_effect():
    assert effects(labor=5) == (5, 0)


def test_l304_the_external_market_moves_only_the_labor_surplus():
    labor, rebellion = effects(external={"cattle": 12}, labor=5)
    assert labor > 5 and rebellion == labor_row(labor)[3]


def test_l318_population_11_to_20_adds_1_labor_and_31_to_40_adds_1_labor_and_1_rebellion():
    assert stability_row(11)[2:] == (1, 0) and stability_row(20)[2:] == (1, 0)
    assert stability_row(31)[2:] == (1, 1) and stability_row(40)[2:] == (1, 1)


def test_l332_labor_surplus_13_to_17_adds_2_rebellion():
    assert labor_row(13)[3] == 2 and labor_row(17)[3] == 2
    assert effects(labor=15) == (15, 2)


def test_l280_board_iv_reads_the_labor_surplus_after_boards_i_to_iii():
    # fish 5 lifts labor from 12 to 13: board IV then reads the 13-17 row (rebellion +2), not 8-12 (+1)
    assert labor_row(12)[3] == 1
    assert effects(internal={"fish": 5}, labor=12) == (13, 2)
