"""The Maya on the shared tracks (l.810-823): gold and its protection, religion with grain, monk symbols."""

from __future__ import annotations

from boardkit.games.santa_maria import GAME as g
from boardkit.games.santa_maria.effects import conquistador_step, gain

from .helpers import play
from .maya_helpers import maya_pos


def _step(s, p: int):
    s = s.copy()
    conquistador_step(s, p, "test")
    return s


def test_l816_the_maya_defends_the_first_gold_then_red_takes_the_second_from_the_maya():
    first, second = g.data().gold_spaces[:2]
    s = maya_pos(
        seats={"P1": {"board": "A1", "conquistador": first - 1}},
        city={"conquistador": first - 1},
        current="P1",
    )
    maya, red = s.maya_seat, 0
    supply_gold = s.gold_temple
    s = _step(s, maya)  # the Maya crosses the 1st gold symbol: a gold from the supply into its storage
    assert s.gold_temple == supply_gold + 1 and s.seats[maya].gold == 0
    s = _step(s, red)  # red crosses the same symbol: already defended, no gold (l.813)
    assert s.seats[red].gold == 0
    for _ in range(second - first):
        s = _step(s, red)  # red crosses the 2nd symbol first: the gold comes out of the Maya's storage
    assert s.seats[red].gold == 1 and s.gold_temple == supply_gold


def test_l814_a_colonist_takes_gold_from_the_supply_when_the_temple_is_empty():
    s = maya_pos(current="P1", city={"gold_temple": 0}).copy()
    gain(s, 0, "gold", 1, "test")
    assert s.seats[0].gold == 1 and s.gold_temple == 0


def test_l160_gold_over_the_storage_limit_becomes_coins_and_stays_in_the_temple():
    s = maya_pos(current="P1", seats={"P1": {"board": "A1", "gold": 3}}, city={"gold_temple": 2}).copy()
    coins = s.seats[0].coins
    gain(s, 0, "gold", 1, "test")
    assert s.seats[0].gold == 3 and s.seats[0].coins == coins + 2 and s.gold_temple == 2


def test_l818_the_maya_pays_a_grain_for_an_extra_religion_step():
    s = maya_pos(white=[3, 3, 3, 3, 3, 3])
    religion = s.seats[-1].religion
    s = play(s, "city_die", color="white", face=3, value=3, cocoa=False, ambassador=False)
    assert s.phase == "religion"  # the shrine on road 3 (l.855)
    s = play(s, "religion", extra=True)
    assert s.seats[-1].religion == religion + 2 and s.seats[-1].grain == 0


def test_l820_l823_a_monk_symbol_gives_the_maya_a_card_or_a_filled_storage_not_a_monk():
    monk = g.data().monk_spaces[0]
    s = maya_pos(white=[3, 3, 3, 3, 3, 3], city={"religion": monk - 1, "stores": {"gem": 0}})
    hand = len(s.seats[-1].hand)
    s = play(s, "city_die", color="white", face=3, value=3, cocoa=False, ambassador=False)
    s = play(s, "religion", extra=False)
    assert s.phase == "city_choice"
    kinds = {a.kind for a in g.legal_actions(s)}
    assert kinds == {"fill", "draw_card"}
    t = play(s, "draw_card")
    assert len(t.seats[-1].hand) == hand + 1
    u = play(s, "fill", resource="gem")
    assert u.seats[-1].gem == 1 and u.seats[-1].monks == 0 and not any(-1 in x for x in u.monks_at.values())
    assert u.seats[-1].blue_owned == 2  # the first monk symbol's die (l.818)


def test_l806_a_full_storage_takes_nothing_and_gives_nothing_back():
    s = maya_pos(city={"stores": {"wood": 1}}).copy()
    coins = s.seats[-1].coins
    gain(s, s.maya_seat, "wood", 1, "test")
    assert s.seats[-1].wood == 1 and s.seats[-1].coins == coins


def test_l808_the_maya_sells_nothing_as_a_free_action_and_never_activates_with_coins():
    s = maya_pos(city={"coins": 9})
    kinds = {a.kind for a in g.legal_actions(s)}
    assert not kinds & {"sell", "buy", "activate", "expand", "use_die"}
