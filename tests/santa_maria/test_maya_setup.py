"""Module D's setup (l.716-798): the option's needs, the seats, the city, storage tokens, cards, gold, coins."""

from __future__ import annotations

import json

import pytest

from boardkit.core import OptionError, StateError
from boardkit.games.santa_maria import GAME as g

from .maya_helpers import MAYA


def test_l716_the_maya_needs_the_ambassadors_module():
    with pytest.raises(OptionError, match="ambassadors"):
        g.new_game(3, 1, kingdoms=True, maya=True)


def test_l716_five_players_only_with_the_maya_city():
    with pytest.raises(OptionError, match="1, 2, 3, 4"):
        g.new_game(5, 1, kingdoms=True, ambassadors=True)
    s = g.new_game(5, 1, **MAYA)
    assert s.players == 5 and s.maya_seat == 4
    assert [seat.board != "" for seat in s.seats] == [True, True, True, True, False]


@pytest.mark.parametrize("seed", range(6))
def test_l718_no_cocoa_colony_and_no_cocoa_town_hall_with_the_maya(seed):
    s = g.new_game(5, seed, **MAYA)
    assert not any(seat.board in s.data.cocoa_boards for seat in s.seats)
    adv = g.new_game(4, seed, advanced=True, **MAYA)
    assert not any(pair.split(":")[0] in adv.data.cocoa_halls for pair in adv.halls)
    assert adv.maya_seat not in adv.hall_order  # the Maya takes no town hall


def test_l798_the_maya_goes_first_with_2_coins_the_colonists_take_3_4_5_6():
    s = g.new_game(5, 3, **MAYA)
    assert s.first_player == s.current_player == s.maya_seat
    assert [seat.coins for seat in s.seats] == [3, 4, 5, 6, 2]


def test_l770_l772_storage_tokens_1_cocoa_grain_wood_filled_room_for_cocoa_gem_sugar():
    s = g.new_game(3, 2, **MAYA)
    maya = s.seats[s.maya_seat]
    assert (maya.cocoa, maya.grain, maya.wood, maya.gem, maya.sugar) == (1, 1, 1, 0, 0)
    stores = dict(zip(("wood", "grain", "cocoa", "gem", "sugar"), s.stores, strict=True))
    assert stores == {"wood": 1, "grain": 1, "cocoa": 2, "gem": 1, "sugar": 1}
    assert sum(s.stores) == 6 and sum(s.spare) == 4  # 10 tokens, 4 set aside (l.762, l.770)


def test_l774_five_cards_in_hand_the_rest_face_down():
    s = g.new_game(2, 4, **MAYA)
    assert len(s.seats[s.maya_seat].hand) == 5 and len(s.maya_deck) == 19


def test_l734_l740_a_large_temple_token_on_each_temple_the_others_in_two_stacks():
    s = g.new_game(2, 5, **MAYA)
    sizes = {s.data.temples[t]["size"] for t in s.temple_top}
    assert sizes == {"large"} and len(s.temple_top) == 5 and s.temples == (0,) * 5
    assert len(s.medium_stack) == len(s.small_stack) == 5


def test_l794_the_maya_rolls_a_blue_die_and_adds_2_white_dice_with_module_c():
    s = g.new_game(3, 6, **MAYA)
    assert s.seats[s.maya_seat].blue_owned == 1 and len(s.seats[s.maya_seat].blue) == 1
    assert len(s.white) == 3 * 2  # 2 white dice a player, the Maya counted (l.688, l.794)
    assert all(seat.blue_owned == 0 for seat in s.seats[:-1])  # colonists start without (l.688)


@pytest.mark.parametrize(("players", "gold"), [(2, 2), (3, 3), (5, 5)])
def test_l796_one_gold_a_player_in_the_temple_of_gold(players, gold):
    assert g.new_game(players, 1, **MAYA).gold_temple == gold


def test_l971_the_maya_alone_is_the_solo_game():
    s = g.new_game(1, 2, **MAYA)
    assert s.maya_seat == 0 and s.current_player == 0 and s.gold_temple == 1


@pytest.mark.parametrize("field", ["stores", "spare"])
def test_l772_a_saved_maya_game_missing_a_storage_kind_is_refused_naming_the_field(field):
    # found by the hostile-input suite: a shortened list crashed the seat check with an IndexError
    data = json.loads(g.to_json(g.new_game(5, 1, **MAYA)))
    data[field] = data[field][:-1]
    with pytest.raises(StateError, match=field):
        g.from_json(json.dumps(data))


@pytest.mark.parametrize("passed", [6, 10**30])
def test_l268_the_mayas_pass_marker_beyond_the_five_spaces_is_refused(passed):
    # found by the hostile-input suite: the Maya's seat check skipped it and a huge value became an index
    data = json.loads(g.to_json(g.new_game(5, 1, **MAYA)))
    data["seats"][4]["passed"] = passed
    with pytest.raises(StateError, match="seats.4.passed"):
        g.from_json(json.dumps(data))
