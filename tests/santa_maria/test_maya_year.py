"""The end of a year and of the game with the Maya (l.961-969), and Module C beside it (l.700, l.977)."""

from __future__ import annotations

import random

from boardkit.games.santa_maria import GAME as g
from boardkit.games.santa_maria.flow import conquistador_scores

from .helpers import play
from .maya_helpers import MAYA, maya_pos


def _end_of_year(s):
    """Everyone passes onto the first free space until the year ends (the Maya's choices: first offered)."""
    year = s.round
    while s.round == year and not s.over:
        acts = g.legal_actions(s)
        passes = [a for a in acts if a.kind == "pass"]
        s = g.apply(s, passes[0] if passes else acts[0])
    return s


def test_l963_five_players_score_the_conquistador_as_four_the_last_two_nothing():
    s = g.new_game(5, 2, **MAYA).copy()
    for q, space in enumerate((9, 7, 5, 4, 3)):
        s.seats[q].conquistador = space
    table = s.data.conquistador_points[(1, 4)]
    assert conquistador_scores(s) == [*table, 0, 0]


def test_l965_l967_dice_and_priests_leave_the_city_three_cards_are_drawn_gold_is_added():
    s = maya_pos(players=3, city={"priests": 1, "gold_temple": 0})
    s = play(s, "priest", site="5.1")
    if s.phase == "temple":
        s = play(s, "skip")
    hand, deck = len(s.seats[2].hand), len(s.maya_deck)
    s = _end_of_year(s)
    assert s.round == 2 and s.city_on == ("",) * len(s.city_on)
    assert s.priests == 1  # the high priest comes back to the Maya (RULINGS A63)
    drawn = len(s.seats[2].hand) - hand
    assert drawn == 3 == deck - len(s.maya_deck)
    assert s.gold_temple == 3  # one gold a player at the start of year 2 (l.967)


def test_l963_the_maya_warrior_goes_back_to_the_first_space():
    s = maya_pos(players=2, city={"conquistador": 6})
    s = _end_of_year(s)
    assert s.seats[1].conquistador == 1


def test_l969_the_maya_sells_every_resource_for_1_coin_then_1_point_per_3_coins():
    # wood, grain, cocoa, gem and sugar filled
    s = maya_pos(players=2, city={"coins": 4, "stores": {"gem": 1, "sugar": 1}})
    row = g.score_rows(s)[1]
    assert row["coins"] == (4 + 5) // 3  # 5 resources at 1 coin, not gem and sugar at 2 (l.296)
    assert row["colonists"] == row["monks"] == row["docks"] == row["ships"] == 0


def test_l700_when_the_maya_takes_an_ambassador_die_every_colony_activates_the_line():
    s = maya_pos(players=3, ambassador_dice=[4, 2])
    s = play(s, "city_die", color="white", face=4, value=4, cocoa=False, ambassador=True)
    while s.phase in ("city", "temple", "religion", "city_choice") and s.current_player == 2:
        acts = g.legal_actions(s)
        stop = [a for a in acts if a.kind in ("stop", "skip")]
        s = g.apply(s, stop[0] if stop else acts[0])
    assert s.ambassador_by[0] == 2
    logged = [str(e) for e in s.log]
    assert sum("with the ambassador die" in t for t in logged) == 2  # both colonies activate column 4
    assert s.city_on.count("ambassador") == 1 and s.current_player == 0  # the die stays; P1 plays next


def test_l977_when_a_colonist_takes_an_ambassador_die_the_maya_may_walk_it_through_the_city():
    s = maya_pos(players=2, current="P1", ambassador_dice=[4, 2])
    acts = [
        a for a in g.legal_actions(s) if a.kind == "ambassador" and a["color"] == "white" and not a["cocoa"]
    ]
    value = acts[0]["value"]
    s = g.apply(s, acts[0])
    while s.current_player == 0 and not s.over and s.phase != "turn":
        s = g.apply(s, g.legal_actions(s)[0])
    assert s.current_player == 1 and s.phase == "city" and s.walk_die == "envoy" and s.walk_value == value
    kinds = {a.kind for a in g.legal_actions(s)}
    assert "skip" in kinds  # the Maya may let it pass
    t = g.apply(s, next(a for a in g.legal_actions(s) if a.kind == "walk"))
    while t.phase in ("city", "temple", "religion", "city_choice") and t.current_player == 1:
        acts = g.legal_actions(t)
        stop = [a for a in acts if a.kind in ("stop", "skip")]
        t = g.apply(t, stop[0] if stop else acts[0])
    assert "".join(t.city_on) == ""  # no die is left on the city (RULINGS A62)
    assert t.current_player == 1 and t.phase == "turn"  # the next player after the taker: the Maya


def test_l975_the_maya_takes_no_specialist():
    opts = {**MAYA, "specialists": True}
    rng = random.Random(3)
    for seed in range(4):
        s = g.new_game(3, seed, **opts)
        while not s.over:
            s = g.apply(s, rng.choice(g.legal_actions(s)))
            assert not (s.phase == "specialist" and s.current_player == s.maya_seat)
        assert not s.seats[s.maya_seat].hired and not s.seats[s.maya_seat].improvements
