"""The Archipelago notebook: its cells print what they claim (as committed: tests/notebooks/test_game_notebooks.py)."""

from __future__ import annotations

import functools
import re

import pytest

from tests.notebooks.outputs import NOTEBOOKS, code_of, execute, shown, uncited_sections

NAME = "archipelago.ipynb"

pytestmark = [pytest.mark.notebook, pytest.mark.timeout(600)]


def test_every_section_cites_rulebook_lines() -> None:
    # the teacher's cell and the bots' section are about the tools, not a rule
    sections, uncited = uncited_sections(NAME, ("teacher", "Whole games"))
    assert sections >= 16 and uncited == [], uncited


def test_the_track_tables_the_issue_lists_are_shown() -> None:
    source = code_of(NAME)
    for name in ("internal_market", "external_market", "colony_stability", "labor_market", "action_wheel",
                 "build_costs", "development_prices", "scoring", "balance"):  # fmt: skip
        assert f'TRACKS["{name}"]' in source, name


@functools.cache
def executed():
    return execute(NOTEBOOKS / NAME)


def output(marker: str) -> tuple[str, int, int]:
    """The text, pictures and widgets of the code cell whose source contains ``marker``."""
    return shown(executed(), marker)


def lines_of(marker: str, start: str) -> list[str]:
    return [line for line in output(marker)[0].splitlines() if line.startswith(start)]


def test_runs_top_to_bottom_and_shows_its_boards() -> None:
    nb = executed()
    assert [o for c in nb.cells for o in c.get("outputs", []) if o.output_type == "error"] == []
    boards = [c for c in nb.cells if c.cell_type == "code" and "GameView(" in c.source]
    assert len(boards) >= 8
    assert all(output(c.source)[2] == 1 for c in boards)  # every board cell displays its widget
    # the whole game opens at the first bids, turn zero behind it in the board's history (undo)
    assert int(output("print(board.step)")[0].strip()) >= 6


def test_l1031_l1041_bad_options_are_refused_naming_the_option() -> None:
    refused = lines_of('for bad in ({"length": "epic"}', "refused:")
    assert len(refused) == 3
    assert "length" in refused[0] and "desert" in refused[1] and "more_spice" in refused[2]


def test_l109_l1013_the_setup_table_deals_ten_florins_three_discs_and_two_objectives_with_two_players() -> (
    None
):
    rows = output("setup_table = pd.DataFrame(rows)")[0].splitlines()
    dealt = {int(r.split()[0]): r for r in rows if r.split() and r.split()[0] in {"2", "3", "4", "5"}}
    assert set(dealt) == {2, 3, 4, 5}
    assert all("discovery" in r and r.count("[10]") == 1 and "[3]" in r for r in dealt.values())
    assert dealt[2].split()[4] == "[2]" and all(dealt[p].split()[4] == "[1]" for p in (3, 4, 5))


def test_l129_l139_a_first_discovery_lands_two_inhabitants_and_splits_two_cubes() -> None:
    text = output("first = g.new_game(3, seed=7)")[0]
    assert "puts" in text and "on the internal market and keeps" in text
    assert "population 2," in text and "P1's explorer tokens: 1" in text


def test_l131_four_players_end_turn_zero_with_the_population_at_8() -> None:
    assert "turn 1 phase bidding | population 8," in output("after_zero = play_until(")[0]


def test_l258_a_bid_is_seen_only_by_its_bidder_until_all_are_shown() -> None:
    text = output('one_bid = move(bidding, "bid", amount=3)')[0]
    assert "P2 sees: [(True, None)," in text and "P1 sees: [(True, 3)," in text
    assert "bids shown: P1 3, P2 1, P3 2" in text and "P1 sets the order" in text


def test_l260_l364_only_the_winning_bid_lets_p1_raise_his_own_with_the_markets_stone() -> None:
    rows = output("bid_table = pd.DataFrame(rows)")[0].splitlines()
    by_bid = {r.split()[0]: r.split() for r in rows if r.split() and r.split()[0] in {"0", "1", "2", "3"}}
    assert [by_bid[b][1:4] for b in "0123"] == [["P2", "P3", "P1"]] * 3 + [["P1", "P2", "P3"]]
    assert [int(by_bid[b][4]) for b in "0123"] == [10, 9, 8, 7]  # every bid is spent (l.258)
    assert [int(by_bid[b][5]) for b in "0123"] == [0, 0, 0, 3]  # P1's inhabitants standing


def test_l294_five_fish_raise_the_labor_surplus_and_six_iron_the_rebellion() -> None:
    text = output("examples = g.position(")[0]
    assert "before: population 6, rebellion 3, labor surplus 0" in text
    assert "after:  population 6, rebellion 3, labor surplus 1" in text
    assert "crisis" not in text  # turn 1 has no balance phase (l.336)


def test_l378_l425_the_crisis_table_answers_whether_the_colony_keeps_its_independence() -> None:
    text = output("independence_table = pd.DataFrame(rows)")[0]
    assert "lying down: 9" in text
    table = [r.split() for r in text.splitlines() if r.endswith(("True", "False"))]  # the plans' rows
    assert len(table) == 4
    nobody, market, both, fruit = table
    assert nobody[-5:] == [
        "9",
        "9",
        "12",
        "True",
        "True",
    ]  # strikers, population, rebellion, independence, over
    assert market[-5:] == ["3", "9", "9", "False", "False"]  # level is not overtaking (l.218)
    assert both[-5] == "0" and int(fruit[-3]) == int(both[-3]) - 2  # each fruit shipped is one less (l.388)


def test_the_second_stone_question_is_answered_in_words_with_a_picture() -> None:
    text, pictures, _ = output("second_stone = branches(")
    sentences = [line for line in text.splitlines() if "paired games" in line]
    assert len(sentences) == 2
    assert sentences[0].startswith("both stones comes out ahead") and "turns played" in sentences[0]
    assert sentences[1].startswith("keep the second stone comes out ahead") and "money" in sentences[1]
    assert all("real at the 95% level" in s for s in sentences)
    assert pictures >= 1


def test_l396_the_church_event_takes_two_per_church() -> None:
    text = output("peaceful = g.position(")[0]
    assert "event: rebellion -2 per church (churches: 2)" in text
    assert "1 cube(s) missing for export: rebellion +1" in text and "rebellion 4," in text


def test_l491_the_fish_prices_of_the_rulebook() -> None:
    text = output("from boardkit.games.archipelago.economy import")[0]
    assert "buy for [4, 4, 6] florins" in text and "sell for [4, 3] florins" in text


def test_l483_l665_selling_three_fish_earns_eleven_less_the_market_and_moves_the_zone_a_row() -> None:
    text = output("fish_seller = g.position(")[0]
    assert text.count("P1: sells fish on the internal") == 3
    assert "P1's florins: 5 -> 15" in text  # 4 + 4 + 3, less 1 florin for the market (l.653)
    assert "before: 4 fish on board I; in phase 3 the fish zone moves labor surplus +1, rebellion +0" in text
    assert "after: 7 fish on board I; in phase 3 the fish zone moves labor surplus +1, rebellion +1" in text


def test_l521_l536_a_successful_exploration_pays_a_token_a_cube_and_the_huts() -> None:
    text = output("explorers = g.position(")[0]
    assert "P1 may: ['take the drawn hex', 'turn the drawn hex down']" in text
    assert "hut(s): labor surplus +" in text
    assert "P1's explorer tokens: 1 | explorer stacks: [7, 8, 8]" in text


def test_l569_three_workers_from_a_surplus_of_5_cost_3_3_4() -> None:
    costs = re.findall(r"worker for (\d+) florins", output("hiring = g.position(")[0])
    assert costs == ["3", "3", "4"]


def test_l621_a_city_is_built_and_paid() -> None:
    text = output("builders = g.position(")[0]
    assert "P1: builds a city in region 1" in text and "florins: 7" in text  # 10 less the assumed 3


def test_l760_l770_the_pirate_reaches_the_skull_and_the_red_back_is_played_at_once() -> None:
    text = output("development = g.position(")[0]
    assert "turns pirate to the skull: discarded" in text
    assert "the new top of the deck shows a red zone: it is played at once" in text
    assert "phase now: crisis" in text


def test_l1000_the_scoring_example_gives_blue_9_green_8_red_7_yellow_6() -> None:
    rows = output("score_table = g.score(scored)")[0].splitlines()
    totals = {
        r.split(" (")[0]: int(r.split()[-2]) for r in rows if r.startswith(("Green", "Blue", "Red", "Yellow"))
    }
    assert totals == {"Green": 8, "Blue": 9, "Red": 7, "Yellow": 6}


def test_l425_l908_the_risen_colony_ends_at_once_and_the_separatist_alone_wins() -> None:
    text = output("on_the_edge = g.position(")[0]
    assert "refused: rebellion" in text
    assert "archipelago declares independence" in text
    assert "over: True | winners: ['P4']" in text and "points scored: [0, 0, 0, 0]" in text


def test_l159_each_seat_sees_its_own_objective_and_the_table_shows_all() -> None:
    text = output("secret = g.new_game(3, seed=7)")[0]
    spectator = next(line for line in text.splitlines() if "spectator" in line)
    assert "[[None], [None], [None]]" in spectator
    table = next(line for line in text.splitlines() if line.startswith("whole table"))
    assert "None" not in table
    assert "P2's own is kept: True" in output("imagined = g.determinize(")[0]


def test_the_teachers_bad_names_are_refused_naming_their_field() -> None:
    refused = lines_of('{"cards": ["saw mill"]}', "refused:")
    assert len(refused) == 5
    assert "seats.P1.cards" in refused[0] and "seats.P1.cubes" in refused[1]
    assert "regions.0" in refused[2] and "ambiguous" in refused[2]
    assert "P4" in refused[3] and "already out of the deck" in refused[4]


def test_l1013_l1015_two_players_hold_two_objectives_and_a_tie_keeps_the_order() -> None:
    text = output("duel = g.new_game(2, seed=5)")[0]
    assert "objective cards: [2, 2]" in text
    assert "a tie: the order stays" in text and "order: ['P2', 'P1']" in text


def test_l906_the_bots_games_say_who_won_and_that_a_lost_colony_scores_nothing() -> None:
    text = output("bot_games = boardkit.simulate(")[0]
    assert "of these games ended with nobody winning" in text
    assert re.search(r"games in which anybody scored a point: \d+ of 20", text)
    assert "greedy" in text and "wins (%)" in text


def test_l1436_l1490_the_king_and_queen_are_listed_among_the_cards_never_used_in_a_round() -> None:
    text = output("usable = [c.id for c in CARDS if c.usable]")[0]
    listed = text.split("not:")[1].strip().split(", ")
    assert "king" in listed and "queen" in listed  # they act in the bids (RULINGS A10)
    assert re.match(r"\d+ of 48 cards can be used in a round", text)


def test_l1023_l1051_the_variants_table_reads_each_variants_start_from_a_new_game() -> None:
    rows = {r.split()[0]: r.split() for r in output("variants = pd.DataFrame(rows)")[0].splitlines()[2:]}
    # first phase, start region, population, labor surplus, ships, objectives each, open objectives
    assert rows["none"][1:8] == ["discovery", "open_sea", "0", "0", "3", "1", "0"]
    assert rows["desert_start"][1:6] == ["discovery", "desert_village", "6", "5", "0"]  # 5 huts, no ships
    assert rows["no_secrets"][6:8] == ["0", "3"]  # the cards lie open, one per player (l.1033)
    assert rows["more_spice"][6] == "2" and rows["choose_trend"][1] == "trend"
    assert "trend_benefactor," in rows["benefactor"] and len(rows["more_control"]) == len(rows["none"]) + 1
