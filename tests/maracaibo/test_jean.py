"""The solo game against Jean (l.729-848), players=1: her turn, her income, her end-of-game VP."""

from __future__ import annotations

import random

import pytest

from boardkit.core import OptionError
from boardkit.games.maracaibo import jean
from boardkit.games.maracaibo.components import AUTOMA, DIFFICULTY, SHIELDS

from .helpers import G, seat


def test_l747_the_difficulty_sets_the_automa_deck():
    for name, (a, b, c) in DIFFICULTY.items():
        s = G.new_game(1, 3, difficulty=name)
        letters = [AUTOMA[i]["letter"] for i in s.automa_deck]
        assert (letters.count("A"), letters.count("B"), letters.count("C")) == (a, b, c)


def test_l745_difficulty_is_for_the_solo_game_only():
    with pytest.raises(OptionError, match="difficulty"):
        G.new_game(2, 1, difficulty="hard")


def test_l735_solo_is_set_up_as_for_two_with_jean_and_no_cards_for_her():
    s = G.new_game(1, 5)
    assert s.jean.ship == "0" and s.jean.cards == () and s.jean.vp == 0
    assert dict(s.owners) == {"6": 2, "7": 1, "8": 0}  # l.89
    assert seat(s).doubloons == 8


def test_l829_jean_income_example_three_discs_removed_gives_2_vp():
    s = G.position(players=1, jean={"removed": 3, "vp": 0})
    assert SHIELDS[3] == 2
    t = s.copy()
    assert jean.income(t) == 2 and t.jean.vp == 2
    s = G.position(players=1, jean={"removed": 3, "vp": 0, "cards": 2})
    t = s.copy()
    assert jean.income(t) == 2 + 2  # and 1 VP per card beside her board


def test_l767_jean_ignores_villages_without_quests():
    s = G.position(players=1, quests={"Samana": None, "Matanzas": None, "Portobelo": None})
    t = s.copy()
    assert jean.sail(t, 2, "upper") == "5"  # Puerto Plata (3) and Santo Domingo (5) count, villages do not
    t = s.copy()
    t.quests_at = (("2", t.quest_top),)
    assert jean.sail(t, 1, "upper") == "2"


def test_l769_jean_cannot_sail_past_a_stop_location():
    s = G.position(players=1, jean={"ship": "Aruba"})
    assert jean.sail(s.copy(), 4, "upper") == "13"


def _first(s, card: int):
    """A copy whose automa deck shows ``card`` first (a test's shortcut past the shuffle)."""
    t = s.copy()
    deck = [c for c in t.automa_deck if c != card]
    t.automa_deck = (card, *deck[: len(t.automa_deck) - 1])
    return t


def test_l775_a_quest_tile_ends_her_turn_without_paying():
    s = G.position(players=1, quests={"Santo Domingo": True})
    t = _first(s, 0)  # card 0: 2 moves, then France +1
    jean.turn(t)
    assert t.jean.ship == "5" and len(t.jean.quests) == 1 and t.jean.influence == (0, 0, 0)
    assert "5" not in dict(t.quests_at) and t.jean.removed == 0


def test_l779_in_a_city_with_room_she_delivers_her_leftmost_disc():
    t = _first(G.position(players=1), 1)  # card 1: 3 moves, lower branch, then remove a disc
    jean.turn(t)
    assert t.jean.ship == "13" and dict(t.markets)["13"] == (1,) and t.jean.removed == 2


def test_l779_a_full_market_or_a_doorstep_gives_her_the_market_card_at_the_printed_place():
    s = G.position(players=1, jean={"ship": "Aruba"})
    t = _first(s, 1)  # card 1 takes the market's second card
    t.markets = (("13", (0, 0, 0)),)
    second = t.market[1]
    jean.turn(t)
    assert t.jean.ship == "13" and t.jean.cards == (second,) and len(t.market) == 4


def test_l821_the_aggressor_has_the_highest_modified_value():
    s = G.position(players=1, seats={"P1": {"influence": {"france": 9}}}, jean={"influence": {"spain": 6}},
                   next_token=13)  # fmt: skip
    t = s.copy()
    jean.combat(t, "2", warrior=False)  # token 13: France 8, England 2, Spain 2 -> France 8-3=5, Spain 2+2=4
    assert t.jean.influence[0] == 2 and t.jean.tokens == (13,)
    assert dict(t.owners).get("3") == 0  # the empty flagged city with the lowest number (l.823)


def test_l845_jean_scores_quests_and_the_three_leads():
    s = G.position(players=1, seats={"P1": {"quests": 1, "explorer": 2}},
                   jean={"quests": 5, "removed": 6, "explorer": 13, "vp": 0})  # fmt: skip
    t = s.copy()
    n = jean.final_bonus(t, your_upgrades=2)
    assert n == 5 * 5 + 30 + 30 + 30  # quest lead 4, upgrade lead 4, explorer lead 11


def test_l843_solo_games_play_to_the_end_and_you_win_with_at_least_jeans_vp():
    for seed in range(6):
        s = G.new_game(1, seed, difficulty=("very_easy", "very_hard")[seed % 2])
        rnd = random.Random(seed)
        while not s.over:
            s = G.apply(s, rnd.choice(G.legal_actions(s)))
        assert s.round == 4 and s.jean is not None
        assert s.winners == ((0,) if seat(s).vp >= s.jean.vp else ())
        table = G.score(s)
        assert table.loc["Jean", "total"] == s.jean.vp and len(table) == 2


def test_l843_the_score_table_ranks_jean_with_her_vp_and_a_seat_behind_her_is_not_first():
    s = G.new_game(1, 3, difficulty="medium")
    rnd = random.Random(3)
    while not s.over:
        s = G.apply(s, rnd.choice(G.legal_actions(s)))
    assert s.jean.vp > seat(s).vp, "a random player loses to Jean"
    table = G.score(s)
    assert list(table.index) == ["P1", "Jean"]
    assert (table.loc["P1", "rank"], table.loc["Jean", "rank"]) == (2, 1)
    assert G.ranks(s) == [2] and s.winners == ()
    for jean_vp, ranks in ((seat(s).vp, (1, 1)), (seat(s).vp - 1, (1, 2))):  # l.527: a tie is shared
        other = s.copy()
        other.jean = s.jean.but(vp=jean_vp)
        table = G.score(other)
        assert (table.loc["P1", "rank"], table.loc["Jean", "rank"]) == ranks
        assert G.winners(other) == [0]
    from boardkit.widgets import GameView

    shown = GameView(G, s).scores  # the board's score table: Jean's row too, in the shown language
    assert [(r["player"], r["rank"]) for r in shown] == [("P1", 2), ("Jean", 1)]
    assert list(shown[1]) == list(shown[0]) and shown[1]["total"] == s.jean.vp, "every column in her row"


def test_a_game_without_jean_has_no_automa_row():
    assert G.automa_rows(G.new_game(2, 1)) == []
