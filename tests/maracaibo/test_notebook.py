"""The Maracaibo notebook: its cells print what they claim (as committed: tests/notebooks/test_game_notebooks.py)."""

from __future__ import annotations

import functools
import re

import pytest

from tests.notebooks.outputs import NOTEBOOKS, code_of, execute, shown, uncited_sections

NAME = "maracaibo.ipynb"

pytestmark = [pytest.mark.notebook, pytest.mark.timeout(600)]


def test_every_section_cites_rulebook_lines() -> None:
    # the teacher's cell and the bots' section are about the tools, not a rule
    sections, uncited = uncited_sections(NAME, ("teacher", "Whole games"))
    assert sections >= 14 and uncited == [], uncited


@functools.cache
def executed():
    return execute(NOTEBOOKS / NAME)


def output(marker: str) -> tuple[str, int, int]:
    """The text, pictures and widgets of the code cell whose source contains ``marker``."""
    return shown(executed(), marker)


def test_runs_top_to_bottom_and_shows_its_boards() -> None:
    nb = executed()
    assert [o for c in nb.cells for o in c.get("outputs", []) if o.output_type == "error"] == []
    boards = [c for c in nb.cells if c.cell_type == "code" and "GameView(" in c.source]
    assert len(boards) >= 8
    assert all(output(c.source)[2] == 1 for c in boards)  # every board cell displays its widget
    assert output("print(board.step)")[0].strip() == "0"


def test_l733_the_setup_table_seats_jean_only_solo_and_starts_at_the_first_decisions() -> None:
    text, _, _ = output("setup_table = pd.DataFrame(rows)")
    assert text.count("setup") == 4  # every player count opens at the first decisions (l.117)
    assert text.count("True") == 1 and text.count("False") == 3  # "Jean plays": only with one player


def test_l187_from_maracaibo_the_voyage_ends_at_port_royal_at_the_latest() -> None:
    text, _, _ = output('at_maracaibo = g.position(players=3, seats={"P1": {"ship": "Maracaibo"}})')
    assert text.split() and text.strip().splitlines() == [
        "sail 1 to Aruba",
        "sail 2 to Santa Marta",
        "sail 3 to Port Royal",
    ]


def test_l196_four_moves_buy_two_village_actions() -> None:
    text, _, _ = output("in_village = move(at_samana")
    assert "moves made: 4 | village actions to take: 2" in text
    assert "buy Navigator" in text and "end the village actions" in text


def test_l237_the_sugar_card_is_delivered_in_santo_domingo_and_a_campaign_follows() -> None:
    text, _, _ = output("delivered = move(in_santo_domingo")
    assert "delivers sugar to Santo Domingo" in text and "combat (pile 1)" in text
    text, _, _ = output("campaign = move(delivered")
    assert "fight for france" in text and re.search(r"France's strength this campaign: \d+", text)


def test_the_track_tables_the_issue_lists_are_shown() -> None:
    source = code_of(NAME)
    for name in ("route", "exploration", "influence", "ownership", "income", "vp_income", "village_actions",
                 "combat", "quest_track", "upgrades", "scoring"):  # fmt: skip
        assert f'TRACKS["{name}"]' in source, name


def test_the_far_or_villages_question_is_answered_in_words_with_its_intervals_and_plots() -> None:
    text, _, _ = output("far_or_villages = branches(")
    assert "paired games" in text and ("real at the 95% level" in text or "would be needed" in text)
    assert "95% low" in text and "95% high" in text
    assert "sail 5 to Doorstep 20" in text and "sail 4 to Belize" in text  # both branches are legal moves
    assert output("display(plots.distributions(far_or_villages))")[1] >= 2


def test_l183_the_teachers_bad_names_are_refused_naming_their_field() -> None:
    text, _, _ = output('"Port Royale"')
    lines = [line for line in text.splitlines() if line.startswith("refused:")]
    assert len(lines) == 3
    assert "seats.P1.ship" in lines[0] and "Port Royal" in lines[0]
    assert "Harbour inn" in lines[1] and "Harbour master" in lines[1]
    assert "P5" in lines[2]


def test_l747_the_solo_table_has_a_row_per_difficulty_with_both_scores() -> None:
    text, _, _ = output("solo_games = pd.DataFrame(rows)")
    assert "Jean's VP" in text
    assert [line.split()[0] for line in text.splitlines()[-3:]] == ["very_easy", "medium", "very_hard"]


def test_l452_l531_the_campaign_reads_the_fulfilled_story_and_week_two_continues_from_the_archive() -> None:
    text, _, _ = output("week_1 = move(week_1")
    assert "story card 1 is fulfilled and read" in text and "story card 2 enters the game" in text
    assert '"read": [1' in text
    text, _, _ = output("week_2 = g.new_game(")
    assert "week 2 continues with stories" in text
    assert text.count("refused:") == 2 and "campaign" in text


def test_greedy_against_random_is_summed_up_per_seat() -> None:
    text, pictures, _ = output("greedy_vs_random = boardkit.simulate(")
    assert "paired games" in text and "greedy" in text and pictures >= 1


def test_l745_bad_options_are_refused_naming_the_option() -> None:
    text, _, _ = output('for bad in ({"difficulty": "brutal"}')
    lines = [line for line in text.splitlines() if line.startswith("refused:")]
    assert len(lines) == 3
    assert "difficulty" in lines[0] and "campain" in lines[1] and "solo" in lines[2]


def test_l384_the_worked_quest_costs_a_combat_point_and_pays_five_doubloons() -> None:
    text, _, _ = output("quest_done = move(quest_here")
    numbers = re.search(r"combat points (\d+) -> (\d+), doubloons (\d+) -> (\d+)", text)
    assert numbers, text
    before_combat, after_combat, before_coins, after_coins = map(int, numbers.groups())
    assert (before_combat - after_combat, after_coins - before_coins) == (1, 5)
    assert "quest tiles (0,)" in text


def test_l400_each_assistant_sailed_past_pays_2_vp_and_one_reached_offers_its_action() -> None:
    text, _, _ = output("past_both = move(helpers")
    assert "sailing past both: 4 VP" in text
    assert "stopping in Samana: 2 VP" in text and "assistant Smuggler's cove" in text


def test_l829_jeans_income_example_and_the_claim_that_the_bots_score_below_her() -> None:
    text, _, _ = output("jean.income(example)")
    assert "0 cards beside her board: Jean's income is 2 VP" in text
    assert "2 cards beside her board: Jean's income is 4 VP" in text
    table = output("solo_games = pd.DataFrame(rows)")[0].splitlines()[-3:]
    assert all(float(row.split()[1]) < float(row.split()[2]) for row in table)  # your VP, Jean's VP


def test_l558_l566_the_which_disc_question_is_answered_in_words_for_score_and_doubloons() -> None:
    text, _, _ = output("which_disc = branches(")
    sentences = [line for line in text.splitlines() if "paired games" in line]
    assert len(sentences) == 2 and "doubloons" in sentences[1]
    assert all(any(v in s for v in ("real at the 95% level", "would be needed")) for s in sentences)
