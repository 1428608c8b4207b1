"""Storage at the end of the captain phase is the player's choice, up to what the buildings allow.

l.396: each player «может оставить на розе ветров только *один* товар»; l.403: a player who must return goods
«сам решает, какие из них оставить, а от каких избавиться»; l.577 a small warehouse keeps one chosen kind;
l.863 a Storehouse keeps three more goods. So keeping less than allowed is legal, keeping more is not.
The choice is made in small steps: warehouse kinds one at a time, then single goods one at a time; `pass`
ends a step.
"""

from __future__ import annotations

import pytest

from boardkit.core import Action, IllegalAction

from .helpers import G, edit, fresh, good_counts, legal_set, take_role


def storage(new_buildings: bool = False, **seat: object):
    """Every ship full, so nobody ships: P2's goods go straight to storage (l.394)."""
    s = fresh(4, new_buildings=new_buildings, **({"draft": ["storehouse"]} if new_buildings else {}))
    s.ship_good, s.ship_load = (0, 1, 2), (5, 6, 7)
    edit(s, 1, **seat)
    s = take_role(s, 0, "captain")
    assert s.phase == "captain_storage" and s.current_player == 1
    return s


def test_l396_a_player_may_keep_nothing():
    s = storage(goods={"coffee": 2})
    supply = s.goods_supply[4]
    s = G.apply(s, Action("pass", 1))
    assert good_counts(s, 1) == {} and s.goods_supply[4] == supply + 2


def test_l396_no_second_single_good_without_a_storehouse():
    s = storage(goods={"coffee": 2, "corn": 1})
    s = G.apply(s, Action("keep", 1, good="coffee"))
    assert s.phase != "captain_storage"  # the one allowed good is kept: P2 is done, nobody else holds goods
    assert good_counts(s, 1) == {"coffee": 1}
    with pytest.raises(IllegalAction):
        G.apply(s, Action("keep", 1, good="corn"))


def test_l577_warehouse_may_go_unused():
    s = storage(goods={"tobacco": 3, "coffee": 2}, buildings={"small_warehouse": 1})
    assert legal_set(s) == {
        Action("store", 1, good="tobacco"),
        Action("store", 1, good="coffee"),
        Action("pass", 1),
    }
    s = G.apply(s, Action("pass", 1))  # no warehouse kind: one single good only
    assert s.step == "keep"
    s = G.apply(s, Action("keep", 1, good="tobacco"))
    assert good_counts(s, 1) == {"tobacco": 1}


def test_l403_one_kind_in_the_warehouse_is_still_a_choice():
    """With one kind and a warehouse the engine used to store it by itself; now the owner decides (l.403)."""
    s = storage(goods={"sugar": 4}, buildings={"small_warehouse": 1})
    assert legal_set(s) == {Action("store", 1, good="sugar"), Action("pass", 1)}
    stored = G.apply(s, Action("store", 1, good="sugar"))
    assert good_counts(stored, 1) == {"sugar": 4}


def test_l863_storehouse_keeps_up_to_three_more_goods_or_fewer():
    s = storage(True, goods={"corn": 5}, buildings={"storehouse": 1})
    s = G.apply(s, Action("keep", 1, good="corn"))
    s = G.apply(s, Action("keep", 1, good="corn"))
    assert s.step == "keep" and s.current_player == 1  # two more could stay
    s = G.apply(s, Action("pass", 1))
    assert good_counts(s, 1) == {"corn": 2}


def test_l863_never_more_than_the_buildings_allow():
    s = storage(True, goods={"corn": 6}, buildings={"storehouse": 1})
    for _ in range(4):
        s = G.apply(s, Action("keep", 1, good="corn"))
    assert good_counts(s, 1) == {"corn": 4}  # 1 on the windrose + 3 in the Storehouse
    with pytest.raises(IllegalAction):
        G.apply(s, Action("keep", 1, good="corn"))
