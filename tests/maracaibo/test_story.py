"""The campaign and story layer (l.119-155, l.452-460, l.511, l.529-533, l.1153-1240) and cards 75-77."""

from __future__ import annotations

import json

import pytest

from boardkit.core import OptionError
from boardkit.games.maracaibo import story
from boardkit.games.maracaibo.components import STORY_CARD

from .helpers import G, moves, play, seat


def _campaign(players=3, **kw):
    return G.position(players=players, seed=4, campaign=True, **kw)


def test_l123_the_first_campaign_game_places_card_01_token_1_at_15_and_quests_at_16_and_19_with_four():
    s = _campaign(3)
    assert s.stories == (1,) and s.story_tokens == (("15", 1),) and "16" in dict(s.quests_at)
    assert "19" not in dict(s.quests_at)
    s = _campaign(4)
    assert {"16", "19"} <= set(dict(s.quests_at))


def test_l127_without_a_campaign_no_story_cards_tokens_or_legacy_tiles():
    s = G.new_game(3, 4)
    assert s.story_card == "75" and not s.stories and not s.story_tokens and not s.legacy
    assert len(s.story_box) == 3  # the red-numbered cards stay in the box (l.79)


def test_l155_cards_76_and_77_place_their_own_quests():
    places = {card: set(dict(G.new_game(4, 4, story_card=card).quests_at)) for card in ("75", "76", "77")}
    assert places["75"] == {"15", "18", "19"} and places["76"] != places["75"] != places["77"]


def test_l380_a_story_quest_gives_its_token_which_counts_as_a_quest_tile():
    s = G.new_game(3, 4, campaign=True)
    s = s.copy()
    s.seats = (seat(s).but(ship="15", combat=1, quests=()), *s.seats[1:])
    s.phase, s.steps = "main", 2
    s._legal = None
    d, v = seat(s).doubloons, seat(s).vp
    s = play(s, "quest", story=True)
    assert seat(s).quests == (-1,) and seat(s).doubloons == d + 5 and seat(s).vp == v + 1  # l.384
    assert s.story_tokens == ()


def _end_round(s):
    """P1 ends the round from 20; everyone takes 2 VP at step 1."""
    s = s.copy()
    s.seats = (seat(s).but(ship="20"), *s.seats[1:])
    s.phase, s.current_player = "sail", 0
    s._legal = None
    s = play(s, "sail", route=("21a",))
    s = play(s, "finish")
    while s.phase not in ("sail", "over"):
        s = play(s, "take_vp" if s.phase == "score_buy" else "draw")
    return s


def test_l452_a_fulfilled_story_card_is_read_and_follows_its_back():
    s = _campaign(3).copy()
    s.seats = (s.seats[0], s.seats[1].but(quests=(-1,)), *s.seats[2:])
    s.story_tokens = ()
    deck = len(s.deck)
    s = _end_round(s)
    assert s.story_read == (1,) and 2 in s.stories  # card 2 read in: l.1160
    assert set(s.legacy) == {"L5", "L10", "L25"}  # l.1161 (card 01's L10, card 2's L5 and L25)
    assert ("12", 2) in s.story_tokens  # l.1157
    assert STORY_CARD[90] in s.discard  # l.1159
    assert STORY_CARD[91] in s.deck or STORY_CARD[91] in s.market  # l.1162
    assert len(s.story_box) == 1 and len(s.deck) >= deck - 8


def test_l1224_the_disc_tile_takes_a_disc_for_its_reward_and_a_full_tile_fulfils_its_story():
    s = _campaign(3).copy()
    s.stories, s.story_read, s.legacy, s.legacy_discs = (3,), (1, 2), ("L10",), (("L10", (1,)),)
    s.story_tokens = (("18", 3),)
    s.seats = (seat(s).but(ship="9", doubloons=0), s.seats[1].but(discs=(1,) + (2,) * 11), s.seats[2])
    s.phase = "sail"
    s._legal = None
    G.check_state(s)
    s = play(s, "sail", route=("11",))
    assert s.phase == "choose" and "skip" in {a["option"] for a in moves(s, "choose")}
    s = play(s, "choose", option="coins")
    assert seat(s).doubloons == 3 and dict(s.legacy_discs)["L10"] == (1, 0) and story.tile_full(s, "L10")
    assert story.met(s, 3)


def test_l1226_l25_gives_6_vp_and_l1234_l5_a_sailor():
    s = _campaign(3).copy()
    s.legacy = ("L25", "L5")
    s.seats = (seat(s).but(ship="16", vp=0), *s.seats[1:])
    s.phase = "sail"
    s._legal = None
    t = play(s, "sail", route=("18", "19"))
    assert seat(t).vp == 6
    s.seats = (seat(s).but(ship="2", sailors=0, general=seat(s).general + seat(s).sailors), *s.seats[1:])
    s._legal = None
    t = play(s, "sail", route=("3", "4"))
    assert seat(t).sailors == 1


def test_l1228_a_skull_tile_forbids_village_actions_not_quests():
    s = _campaign(3).copy()
    s.legacy = ("L20",)
    s.seats = (seat(s).but(ship="10"), *s.seats[1:])
    s.phase, s.steps = "main", 5
    s._legal = None
    assert not moves(s, "villages")


def test_l511_a_card_entering_in_the_final_scoring_is_placed_not_followed():
    s = _campaign(3).copy()
    s.round = 4
    s.seats = (s.seats[0], s.seats[1].but(quests=(-1,)), *s.seats[2:])
    s.story_tokens = ()
    s.seats = (seat(s).but(ship="21b"), *s.seats[1:])
    s.phase, s.current_player = "sail", 0
    s._legal = None
    s = play(s, "sail", route=("22",))
    s = play(s, "finish")
    while not s.over:
        s = play(s, "take_vp" if s.phase == "score_buy" else "draw")
    assert s.stories == (2,) and ("12", 2) not in s.story_tokens and "L25" not in s.legacy


def test_l531_the_archive_carries_stories_legacy_tiles_and_red_cards_into_the_next_game():
    s = _campaign(3).copy()
    s.stories, s.story_read, s.legacy = (2,), (1,), ("L10", "L25", "L5")
    s.story_box = (STORY_CARD[92],)
    s.deck = (*s.deck, STORY_CARD[90], STORY_CARD[91])
    text = story.archive_json(s)
    assert json.loads(text) == {"chapter": 2, "stories": [2], "legacy": ["L10", "L25", "L5"],
                                "red_cards": [90, 91], "read": [1]}  # fmt: skip
    t = G.new_game(3, 9, campaign=True, archive=text)
    assert t.stories == (2,) and t.story_read == (1,) and ("12", 2) in t.story_tokens
    assert set(t.legacy) == {"L10", "L25", "L5"} and t.story_box == (STORY_CARD[92],)


def test_l141_an_archive_needs_the_campaign_and_a_bad_one_is_refused_naming_it():
    with pytest.raises(OptionError, match="campaign"):
        G.new_game(3, 1, archive="{}")
    with pytest.raises(OptionError, match="archive"):
        G.new_game(3, 1, campaign=True, archive='{"stories": [99]}')
    with pytest.raises(OptionError, match="archive"):
        G.new_game(3, 1, campaign=True, archive="not json")


def test_l127_a_game_without_the_campaign_takes_card_75_unless_another_is_chosen_l155():
    option = next(o for o in G.options() if o.name == "story_card")
    assert option.default == "75" and option.allowed == ("75", "76", "77")
    assert G.new_game(2, 1).story_card == "75" and G.new_game(2, 1, story_card="76").story_card == "76"


def test_l123_a_campaign_game_reports_the_options_new_game_took():
    from boardkit import gamefile
    from boardkit.widgets import GameView

    s = G.new_game(2, 1, campaign=True)
    assert G.option_values(s) == {"story_card": "75", "campaign": True, "archive": "", "difficulty": "medium"}
    assert G.new_game(2, 1, **{k: v for k, v in G.option_values(s).items() if k != "story_card"}) == s
    shown = {o["name"]: o["value"] for o in GameView(G, s).options}
    assert shown["campaign"] is True and shown["story_card"] == "75"
    saved = gamefile.dumps(G, [gamefile.SavedBranch("main", [s], [], 0)], "main")
    assert gamefile.loads(saved).branches[0].states[0] == s
    solo = G.new_game(1, 1, difficulty="hard", story_card="77")
    assert G.option_values(solo) == {
        "story_card": "77",
        "campaign": False,
        "archive": "",
        "difficulty": "hard",
    }
