"""(B) Action cards (l.879-945): construction, trade, festival; technology only with a die."""

from __future__ import annotations

import pytest

from boardkit.core import IllegalAction
from boardkit.games.santa_maria import GAME as g

from .helpers import play
from .maya_helpers import maya_pos


def tucked(s, district: str) -> tuple[str, ...]:
    return s.tucked[s.data.city.card_districts.index(district)]


def test_l905_l907_construction_pays_wood_for_a_wooden_building_on_an_empty_site():
    s = maya_pos(city={"hand": ["card_02"]})
    s = play(s, "play_card", card="card_02", district="construction")
    assert s.phase == "city_build" and s.seats[-1].wood == 0
    options = {(a["building"], a["site"]) for a in g.legal_actions(s)}
    assert all(b.startswith("wooden_") for b, _ in options) and ("wooden_3", "4.2") in options
    s = play(s, "construct", building="wooden_3", site="4.2")
    assert s.city[s.data.city.index["4.2"]] == "wooden_3" and "wooden_3" not in s.buildings_left
    assert tucked(s, "construction") == ("card_02",) and "card_02" not in s.seats[-1].hand  # l.881


def test_l908_construction_with_grain_builds_straw():
    s = play(maya_pos(city={"hand": ["card_08"]}), "play_card", card="card_08", district="construction")
    assert {a["building"][:5] for a in g.legal_actions(s)} == {"straw"}


def test_l933_a_festival_pays_its_resources_for_its_points():
    s = maya_pos(city={"hand": ["card_01"]})  # 1 grain and 1 cocoa for 3 points
    s = play(s, "play_card", card="card_01", district="festival")
    maya = s.seats[-1]
    assert (maya.grain, maya.cocoa, maya.points) == (0, 0, 3) and tucked(s, "festival") == ("card_01",)


def test_l933_a_festival_the_maya_cannot_pay_is_not_offered():
    s = maya_pos(city={"hand": ["card_05"]})  # 1 gem, and the gem token is empty
    assert not [a for a in g.legal_actions(s) if a.kind == "play_card"]
    with pytest.raises(IllegalAction, match="pay"):
        play(s, "play_card", card="card_05", district="festival")


def test_l883_l939_a_technology_action_is_not_played_as_the_turn():
    s = maya_pos(city={"hand": ["card_03"]})
    with pytest.raises(IllegalAction, match="die of its value"):
        play(s, "play_card", card="card_03", district="technology")


def test_l918_l925_a_trade_gives_1_coin_then_trades_with_the_reserve():
    s = maya_pos(city={"hand": ["card_02"], "coins": 2, "stores": {"cocoa": [2, 0]}})
    s = play(s, "play_card", card="card_02", district="trade")
    assert s.phase == "city_trade" and s.seats[-1].coins == 3  # l.918
    s = play(s, "reserve_buy", resource="cocoa")  # 1 coin (l.923)
    s = play(s, "reserve_buy", resource="cocoa")
    assert s.seats[-1].cocoa == 2 and s.seats[-1].coins == 1
    assert "cocoa" not in {a["resource"] for a in g.legal_actions(s) if a.kind == "reserve_buy"}  # no room
    s = play(s, "reserve_sell", resource="wood")  # any resource for 1 coin (l.925)
    assert s.seats[-1].wood == 0 and s.seats[-1].coins == 2
    s = play(s, "reserve_buy", resource="wood")  # grain or wood for 2 coins (l.924)
    assert s.seats[-1].wood == 1 and s.seats[-1].coins == 0
    s = play(s, "done")
    assert s.current_player == 0 and tucked(s, "trade") == ("card_02",)


def test_l922_cards_set_aside_go_under_the_deck_and_as_many_are_drawn_for_1_coin():
    s = maya_pos(city={"hand": ["card_02", "card_03", "card_05", "card_07"], "coins": 1})
    s = play(s, "play_card", card="card_02", district="trade")
    s = play(s, "set_aside", card="card_03")
    assert s.seats[-1].coins == 1  # 1 + the trade's 1 - 1 for the change
    s = play(s, "set_aside", card="card_05")  # the second card costs nothing more
    assert s.seats[-1].coins == 1 and {a.kind for a in g.legal_actions(s)} == {"redraw", "set_aside"}
    deck = s.maya_deck
    s = play(s, "redraw")
    assert s.maya_deck[-2:] == ("card_03", "card_05")
    assert s.seats[-1].hand == tuple(sorted(("card_07", *deck[:2])))
