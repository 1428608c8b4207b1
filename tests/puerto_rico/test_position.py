"""The readable position builder: names instead of indexes, components moved (never made), errors name the field."""

from __future__ import annotations

import pytest

from boardkit.core import Action, StateError
from boardkit.games.puerto_rico.catalog import GOODS, bid

from .helpers import G, fresh


def corn_everywhere(s) -> int:
    corn = s.goods_supply[0] + sum(seat.goods[0] for seat in s.seats) + s.trading_house.count(0)
    return corn + sum(n for g, n in zip(s.ship_good, s.ship_load, strict=True) if g == 0)


def test_l59_described_goods_leave_the_supply_and_the_position_plays():
    s = G.position(
        players=3,
        seats=[
            {
                "doubloons": 5,
                "goods": {"corn": 2},
                "buildings": {"small_market": 1},
                "tiles": {"corn": (2, 1)},
            }
        ],
        ships=[{"good": "corn", "load": 2}, None, None],
        trading_house=["corn"],
    )
    seat = s.seats[0]
    assert seat.doubloons == 5 and seat.goods[0] == 2 and seat.built[bid("small_market")] == 1
    assert seat.tiles[0] == 2 and seat.staffed[0] == 1
    assert s.ship_good[0] == 0 and s.ship_load[0] == 2 and s.trading_house == (0,)
    base = fresh(3)
    assert corn_everywhere(s) == corn_everywhere(base)  # 5 corn placed, 5 fewer in the supply
    assert s.goods_supply[0] == base.goods_supply[0] - 5
    assert s.supply[bid("small_market")] == base.supply[bid("small_market")] - 1
    # The position is a real one: it loads back and a role can be taken.
    assert G.from_json(G.to_json(s)) == s
    t = G.apply(s, Action("role", 0, role="trader"))
    assert t.phase in ("trader", "role_selection")


def test_l806_a_building_a_seat_is_given_is_drafted_onto_the_board():
    s = G.position(players=4, new_buildings=True, seats=[None, {"buildings": {"guest_house": 0}}])
    assert s.phase == "role_selection" and s.seats[1].built[bid("guest_house")] == 0


def test_l179_face_up_plantations_by_name_come_out_of_the_stack():
    base = fresh(3)
    s = G.position(players=3, face_up=["coffee", "coffee", "tobacco", "corn"])
    assert [GOODS[k] for k in s.face_up] == ["coffee", "coffee", "tobacco", "corn"]
    assert len(s.stack) + len(s.face_up) == len(base.stack) + len(base.face_up)


@pytest.mark.parametrize(
    ("description", "field"),
    [
        ({"seats": [{"goods": {"wheat": 1}}]}, "seats.0.goods.wheat"),
        ({"seats": [{"buildings": {"castle": 1}}]}, "seats.0.buildings.castle"),
        ({"seats": [{"doubloons": "5"}]}, "seats.0.doubloons"),
        ({"seats": [{"doubloons": -1}]}, "seats.0.doubloons"),
        ({"seats": [{"colour": "red"}]}, "seats.0.colour"),
        ({"ships": [{"good": "corn", "load": 9}, None, None]}, "ship_load.0"),
        ({"trading_house": ["gold"]}, "trading_house.0"),
        ({"weather": "rain"}, "weather"),
        ({"players": 7}, "players"),
    ],
)
def test_l83_unknown_names_and_wrong_types_are_refused_naming_the_field(description, field):
    description = {"players": 3, **description}
    with pytest.raises(StateError) as err:
        G.position(**description)
    assert err.value.field == field


def test_l59_more_goods_than_the_game_has_are_refused():
    with pytest.raises(StateError) as err:
        G.position(players=3, seats=[{"goods": {"coffee": 10}}])
    assert err.value.field == "seats.0.goods.coffee"


def test_l49_more_plantations_than_the_game_has_are_refused():
    with pytest.raises(StateError) as err:
        G.position(players=3, seats=[{"tiles": {"coffee": (9, 0)}}])  # 8 coffee plantations exist
    assert err.value.field == "seats.0.tiles.coffee"


def test_l984_a_nobles_building_without_the_expansion_is_refused():
    with pytest.raises(StateError) as err:
        G.position(players=3, seats=[{"buildings": {"villa": 0}}])
    assert err.value.field == "seats.0.buildings.villa"
