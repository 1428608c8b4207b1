"""The end of the game and its scoring (l.884-1006)."""

from __future__ import annotations

from boardkit.games.archipelago import GAME as g
from boardkit.games.archipelago import flow
from boardkit.games.archipelago.scoring import rank_points

from .helpers import far

GREEN, BLUE, RED, YELLOW = 0, 1, 2, 3


def test_l946_yellow_and_red_share_first_blue_is_second_green_third():
    values = [1, 2, 5, 5]  # Green, Blue, Red, Yellow
    assert rank_points(values, (3, 2, 1)) == [1, 2, 3, 3]


def test_l944_players_with_nothing_are_not_ranked():
    assert rank_points([0, 0, 4, 6], (3, 2, 1)) == [0, 0, 2, 3]  # l.990: no iron, no rank


def scoring_example():
    """The 4-player short game of l.982-1000: Green, Blue, Red, Yellow are P1-P4."""
    counts = {"P1": 4, "P2": 3, "P3": 2, "P4": 1}  # churches controlled (l.988)
    regions, units, n = [], {}, 0
    for who, c in counts.items():
        units[who] = []
        for _ in range(c):
            face = f"r{n + 1:02d}a" if n != 12 else "volcano"
            regions.append({"face": face, "cell": far(n), "buildings": ["church"]})
            units[who].append(("inhabitant", face, "church"))
            n += 1
    seats = {
        "P1": {"cards": ["king"], "objectives": ["short_markets"]},  # churches controlled
        "P2": {
            "cards": ["great_lighthouse", "sawmill", "farm"],
            "built": ["great_lighthouse"],
            "objectives": ["short_ports"],
        },  # progress cards
        "P3": {"cards": ["quarry"], "cubes": {"iron": 4}, "objectives": ["short_bank2"]},  # iron cubes
        "P4": {
            "cards": ["roads", "slavery", "emigration"],
            "cubes": {"iron": 6},
            "objectives": ["short_stacks3"],
        },
    }
    return g.position(
        players=4, length="short", regions=regions, units=units, seats=seats, trends=["trend_churches"]
    )


def test_l982_l1000_the_scoring_example_gives_blue_9_green_8_red_7_yellow_6():
    s = scoring_example()
    rows = g.score_rows(s)
    assert [r["total"] for r in rows] == [8, 9, 7, 6]
    assert [r["trend_card"] for r in rows] == [4, 3, 2, 0]  # l.988
    assert rows[BLUE]["wonders"] == 1 and rows[GREEN]["medals"] == 1  # l.996, l.998
    assert g.ranks(s) == [2, 1, 3, 4]  # Blue is the main winner (l.1000)


def test_l984_the_separatist_scores_nothing_without_independence():
    s = scoring_example()
    assert g.score_rows(s)[YELLOW]["objectives"] == 6  # iron 3 + progress 3, nothing from his own card


def test_l906_l908_independence_makes_everyone_lose_unless_someone_is_the_separatist():
    s = scoring_example().copy()
    s.rebellion = s.population + 1
    assert flow.finished(s) and s.ended_by == "independence"
    s.over = True
    assert g.winners(s) == [YELLOW]
    assert all(r["total"] == 0 for r in g.score_rows(s))


def test_l980_money_behind_the_screen_breaks_a_tie():
    s = g.position(players=3, seats={"P1": {"money": 3}, "P2": {"money": 9}, "P3": {"money": 5}}, trends=[])
    assert g.ranks(s) == [3, 1, 2]


def test_l950_the_pacifist_scores_3_when_population_leads_rebellion_by_more_than_his_number():
    regions = [
        {"face": "r01a", "cell": far(0)},
        {"face": "r02a", "cell": far(1)},
        {"face": "r03a", "cell": far(2)},
        {"face": "r04a", "cell": far(3)},
    ]
    units = {q: [("inhabitant", f) for f in ("r01a", "r02a", "r03a", "r04a")] for q in ("P1", "P2", "P3")}
    s = g.position(
        players=3,
        length="long",
        regions=regions,
        units=units,
        rebellion=1,
        seats={"P1": {"objectives": ["long_labor"]}},
    )
    assert s.population == 12
    assert g.score_rows(s)[0]["pacifist"] == 3  # 12 - 1 > 10 (l.1204)
    s2 = g.position(
        players=3,
        length="long",
        regions=regions,
        units=units,
        rebellion=2,
        seats={"P1": {"objectives": ["long_labor"]}},
    )
    assert g.score_rows(s2)[0]["pacifist"] == 0


def test_l1133_l1135_the_long_cities_card_ends_at_5_cities_with_two_and_6_with_three():
    for players, needed in ((2, 5), (3, 6)):
        regions = [
            {"face": f"r{i + 1:02d}a", "cell": far(i), "buildings": ["city"]} for i in range(needed - 1)
        ]
        held = {"P1": {"objectives": ["long_cities", *(["long_ports"] if players == 2 else [])]}}
        s = g.position(players=players, length="long", regions=regions, seats=held)
        assert not flow.condition_met(s, "long_cities")
        regions.append({"face": "r20a", "cell": far(needed), "buildings": ["city"]})
        s = g.position(players=players, length="long", regions=regions, seats=held)
        assert flow.condition_met(s, "long_cities")


def test_l898_a_met_end_condition_ends_the_game_after_the_active_players_round():
    regions = [{"face": f"r{i + 1:02d}a", "cell": far(i), "buildings": ["church"]} for i in range(4)]
    units = {"P1": [("inhabitant", "r01a")] * 3}
    s = g.position(
        players=3,
        length="short",
        regions=regions,
        units=units,
        order=["P1", "P2", "P3"],
        seats={"P1": {"objectives": ["short_churches"], "money": 20, "cards": ["amphitheatre"]}},
    )
    assert flow.condition_met(s, "short_churches")  # 3 churches with 3 players (l.1245): met already
    s = g.apply(s, next(a for a in g.legal_actions(s) if a.kind == "taxes"))
    assert not s.over  # the round goes on
    s = g.apply(s, next(a for a in g.legal_actions(s) if a.kind == "end_round"))
    assert s.over and s.ended_by == "short_churches"


def independence(s):
    """``s`` after the rebellion overtook the population: the game ends at once (l.892)."""
    s = s.copy()
    s.rebellion = s.population + 1
    assert flow.finished(s) and s.ended_by == "independence"
    s.over = True
    return s


def test_l906_after_independence_the_table_ranks_nobody_by_money_and_says_all_lost():
    from boardkit.core import i18n

    rich = g.position(
        players=3, seats={"P1": {"money": 3}, "P2": {"money": 9}, "P3": {"money": 5}}, trends=[]
    )
    s = independence(rich)
    assert g.ranks(s) == [3, 3, 3] and g.winners(s) == []  # money is not compared: all share the last place
    table = g.score(s)
    assert (table["rank"] != 1).all() and (table["total"] == 0).all()  # no points are counted (l.906)
    assert set(table["result"]) == {"lost: the war of independence"}
    with i18n.language("ru"):
        assert set(g.score(s)["итог"]) == {"поражение: война за независимость"}


def test_l908_after_independence_the_separatist_alone_is_first_in_the_table():
    s = independence(scoring_example())
    assert g.ranks(s) == [4, 4, 4, 1]  # Yellow holds the Separatist; the rest lost alike
    assert list(g.score(s)["result"]) == ["lost: the war of independence"] * 3 + [
        "sole winner: the Separatist"
    ]


def test_l910_an_objective_ending_makes_everyone_win_and_names_the_main_winner():
    s = scoring_example().copy()
    s.over = True
    assert list(g.score(s)["result"]) == ["won", "main winner", "won", "won"]  # Blue, 9 VP (l.1000)


def test_l906_the_board_score_table_says_the_result_in_the_readers_language():
    from boardkit.widgets import GameView

    w = GameView(g, independence(scoring_example()))
    assert [(r["result"], r["rank"]) for r in w.scores][2:] == [
        ("lost: the war of independence", 4),
        ("sole winner: the Separatist", 1),
    ]
    w.lang = "ru"
    assert w.scores[0]["result"] == "поражение: война за независимость"
