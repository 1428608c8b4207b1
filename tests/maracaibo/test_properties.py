"""Random whole games for 1 (against Jean), 2, 3 and 4 players with Maracaibo's invariants at every step (tests/random_play.py):
cards, tokens, quest tiles, discs, sailors and markers all accounted for; doubloon income as the cards say (l.681)."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from boardkit.core import Action, IllegalAction
from boardkit.games.maracaibo import GAME as g
from boardkit.games.maracaibo.components import DINCOME_MAX, DISC_SPACES, DISCS_PER_SPACE
from boardkit.games.maracaibo.effects import design
from boardkit.games.maracaibo.invariants import check

from ..random_play import play_checked, replay

SLUG = "maracaibo"


def income_as_the_cards_say(s) -> None:
    """l.681: doubloon income = 8 + the bought cards' doubloon-income effects (those whose token is there)."""
    for seat in s.seats:
        due = 8 + 2 * seat.income_sailors  # sailors on a sailor-income card (l.966)
        for card in seat.bought:
            for eff in design(card).effects:
                if eff[0] == "dincome" or (
                    eff[0] == "cond_income" and eff[1] in seat.synergy and eff[2] == "doubloons"
                ):
                    due += eff[-1]
        assert seat.dincome == min(due, DINCOME_MAX), (seat.dincome, due)


def discs_only_leave(first):
    """Discs go from the ship board to a market or out of the game, never back (l.237, l.440)."""
    seen = [DISC_SPACES * DISCS_PER_SPACE] * first.players

    def check_discs(s) -> None:
        for p, seat in enumerate(s.seats):
            on_board = sum(seat.discs)
            assert on_board <= seen[p]
            seen[p] = on_board

    return check_discs


def vp_never_fall(first):
    """VP only move between players (the explorer thief, l.894): their sum never falls."""
    seen = [0]

    def check_vp(s) -> None:
        total = sum(seat.vp for seat in s.seats)
        assert total >= seen[0]
        seen[0] = total

    return check_vp


def checks(first):
    return [check, income_as_the_cards_say, discs_only_leave(first), vp_never_fall(first)]


def refuses_bad_actions(s, legal) -> None:
    p = s.current_player
    for bad in (
        Action("sail", (p + 1) % s.players, route=("1",)),
        Action("deliver", p, card=-1, space="coins"),
        Action("maneuver", p, what="teleport", target=""),
        Action("choose", p, option="nowhere"),
    ):
        if bad not in legal:
            before = g.to_json(s)
            with pytest.raises(IllegalAction):
                g.apply(s, bad)
            assert g.to_json(s) == before


def view_is_json(s, legal) -> None:
    json.dumps(g.view(s)), json.dumps(g.view(s, s.current_player))


def run(players: int, seed: int, options: dict | None = None) -> None:
    played = play_checked(
        SLUG, players, seed, options, checks=checks, sampled_checks=[refuses_bad_actions, view_is_json]
    )
    s = played.state
    assert s.over and s.round == 4 and len(s.final_parts) == players
    assert [r["total"] for r in g.score_rows(s)] == [seat.vp for seat in s.seats]
    if seed % 5 == 0:  # a fifth of the games are replayed in full: same seed and actions, same game
        assert g.to_json(replay(SLUG, players, seed, played.actions, options)) == g.to_json(s)


DIFFICULTIES = ("very_easy", "easy", "medium", "hard", "very_hard")


@settings(max_examples=200, deadline=None)
@given(st.integers(min_value=0, max_value=2**32), st.sampled_from((1, 2, 3, 4)))
def test_random_campaign_games_of_every_player_count(seed, players):
    run(players, seed, {"campaign": True})


@settings(max_examples=100, deadline=None)
@given(
    st.integers(min_value=0, max_value=2**32), st.sampled_from((1, 2, 3, 4)), st.sampled_from(("76", "77"))
)
def test_random_games_with_cards_76_and_77(seed, players, card):
    run(players, seed, {"story_card": card})


@settings(max_examples=50, deadline=None)
@given(st.integers(min_value=0, max_value=2**32), st.sampled_from((1, 2, 3, 4)))
def test_random_campaign_continued_from_its_archive(seed, players):
    first = play_checked(SLUG, players, seed, {"campaign": True}, checks=checks).state
    run(players, seed + 1, {"campaign": True, "archive": g.archive(first)})


@settings(max_examples=200, deadline=None)
@given(st.integers(min_value=0, max_value=2**32), st.sampled_from(DIFFICULTIES))
def test_random_games_solo_against_jean(seed, difficulty):
    run(1, seed, {"difficulty": difficulty})


@pytest.mark.parametrize("players", [2, 3, 4])
@settings(max_examples=200, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**32))
def test_random_games(players, seed):
    run(players, seed)


def test_same_seed_same_game_and_views_hide_other_hands():
    a, b = g.new_game(3, 9), g.new_game(3, 9)
    assert g.to_json(a) == g.to_json(b)
    rnd = random.Random(1)
    s = a
    for _ in range(200):
        s = g.apply(s, rnd.choice(g.legal_actions(s)))
    view = g.view(s, 0)
    assert all(card is None for card in view["seats"][1]["hand"]) and view["seats"][1]["hand_size"] == len(
        s.seats[1].hand
    )
    assert all(card is not None for card in view["seats"][0]["hand"])
