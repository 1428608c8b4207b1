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


def test_l885_three_cards_under_the_trade_district_show_their_trade_actions():
    s = maya_pos(city={"hand": ["card_02", "card_03", "card_07"], "coins": 0})
    for card in ("card_02", "card_03", "card_07"):
        s = play(s, "play_card", card=card, district="trade")
        s = play(s, "done")
        while s.current_player != s.maya_seat:  # the colonists pass
            s = play(s, "pass", space=next(k + 1 for k, q in enumerate(s.pass_spaces) if q < 0))
            while s.current_player != s.maya_seat and s.phase != "turn":
                s = g.apply(s, g.legal_actions(s)[-1])
    assert g.view(s, 0)["maya"]["tucked"]["trade"] == ["card_02", "card_03", "card_07"]
    assert s.seats[s.maya_seat].coins == 3  # 1 coin each (l.918)


def test_l929_the_maya_trades_1_wood_for_2_coins_with_another_player():
    s = maya_pos(city={"hand": ["card_02"], "coins": 0}, seats={"P1": {"board": "A1", "wood": 0, "coins": 5}})
    s = play(s, "play_card", card="card_02", district="trade")  # 1 coin first (l.918)
    s = play(s, "offer", to=0, give="wood", get="coins", coins=2)
    assert s.phase == "consent" and s.current_player == 0
    assert {a.kind for a in g.legal_actions(s)} == {"accept", "decline"}  # no free actions meanwhile
    s = play(s, "accept")
    maya, other = s.seats[s.maya_seat], s.seats[0]
    assert (maya.wood, maya.coins) == (0, 3) and (other.wood, other.coins) == (1, 3)
    assert s.phase == "city_trade" and s.current_player == s.maya_seat


def test_l927_a_declined_offer_changes_nothing_and_gold_may_be_traded():
    s = maya_pos(city={"hand": ["card_02"], "gold_temple": 2}, seats={"P1": {"board": "A1", "coins": 5}})
    s = play(s, "play_card", card="card_02", district="trade")
    t = play(play(s, "offer", to=0, give="gold", get="coins", coins=3), "decline")
    assert t.gold_temple == 2 and t.seats[0].coins == 5 and t.phase == "city_trade"
    u = play(play(s, "offer", to=0, give="gold", get="coins", coins=3), "accept")
    assert u.gold_temple == 1 and u.seats[0].gold == 1 and u.seats[0].coins == 2


def test_l973_the_solo_maya_trades_with_the_reserve_only():
    s = g.position(players=1, maya=True, kingdoms=True, ambassadors=True, city={"hand": ["card_02"]})
    s = play(s, "play_card", card="card_02", district="trade")
    assert "offer" not in {a.kind for a in g.legal_actions(s)}
