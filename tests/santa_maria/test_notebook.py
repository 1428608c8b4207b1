"""notebooks/santa_maria.ipynb runs top to bottom headless, and what its cells claim is what they print."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.notebooks.outputs import committed, execute, text_of

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOK = ROOT / "notebooks" / "santa_maria.ipynb"

pytestmark = [pytest.mark.notebook, pytest.mark.timeout(300)]


def read():
    return committed(NOTEBOOK.name)


@pytest.fixture(scope="module")
def executed():
    return execute(NOTEBOOK, timeout=180)


def code_cell(nb, marker: str):
    """The first code cell whose source contains ``marker``."""
    for cell in nb.cells:
        if cell.cell_type == "code" and marker in cell.source:
            return cell
    raise AssertionError(f"no code cell contains {marker!r}")


def row(text: str, label: str) -> list[str]:
    """The values of the table row that starts with ``label`` (a DataFrame's text, wide ones wrapped in blocks)."""
    values = [
        value
        for line in text.splitlines()
        if line.startswith(label + " ")
        for value in line[len(label) :].split()
        if value != "\\"
    ]
    assert values, f"no row {label!r} in\n{text}"
    return values


def test_every_phase_and_module_has_its_section() -> None:
    headings = "\n".join(c.source for c in read().cells if c.cell_type == "markdown")
    for title in (
        "Setup",
        "expand the colony",
        "activate one building with coins",
        "a die on a row or a column",
        "What buildings do",
        "Free actions",
        "pass",
        "The end of a year",
        "final scoring",
        "Module A",
        "Module B",
        "Module C",
        "Module D",
        "Play against a bot",
        "Play a whole game",
    ):
        assert re.search(rf"^#+ .*{re.escape(title)}", headings, re.M | re.I), title


def test_runs_without_errors(executed) -> None:
    errors = [o for c in executed.cells for o in c.get("outputs", []) if o.output_type == "error"]
    assert errors == []


def test_l61_every_player_starts_with_2_wood_and_3_to_6_coins_by_seat(executed) -> None:
    text = text_of(executed, "s = g.new_game(players=4, seed=7)")
    seats = [int(x) for x in row(text, "seat from the first player")]
    assert sorted(seats) == [1, 2, 3, 4]
    assert [int(x) for x in row(text, "coins")] == [2 + k for k in seats]
    assert row(text, "wood") == ["2"] * 4


def test_options_and_a_module_are_refused_naming_the_option(executed) -> None:
    text = text_of(executed, "display(options_frame(g))")
    refusals = [line for line in text.splitlines() if line.startswith("refused:")]
    assert [line.split()[1] for line in refusals] == ["players:", "advanced:", "governor:"]


def test_l97_l104_a_double_tile_is_bought_with_wood_and_refused_over_printed_cells(executed) -> None:
    offer = text_of(executed, "expanding = g.position(")
    for line in offer.splitlines()[1:]:
        size, may = line.split()[-2:]
        assert may == ("True" if size == "double" else "False"), line  # 2 wood, no grain (l.97-98)
    placed = text_of(executed, "placing = play(expanding")
    assert placed.count("[l.104]") == 2


def test_l118_l122_the_second_coin_activation_costs_2(executed) -> None:
    text = text_of(executed, "oleg = g.position(")
    assert row(text, "start") == ["5", "0", "2", "0"]
    assert row(text, "first activation") == ["4", "1", "3", "0"]
    assert row(text, "second activation") == ["2", "3", "3", "1"]


def test_l112_the_costs_table_shows_the_rising_price_of_coin_activations(executed) -> None:
    text = text_of(executed, 'g.tracks()["costs"]')
    rows = [" ".join(row(text, str(i))) for i in range(2, 8)]  # the table is wrapped: a row in two blocks
    prices = [
        re.fullmatch(r"activate with coins: building (\d) of the year (\d) coins? l\.112", r) for r in rows
    ]
    assert [(int(m[1]), int(m[2])) for m in prices] == [(k, k) for k in range(1, 7)], rows


def test_l136_the_blue_die_works_row_2_left_to_right_and_stays_on_the_last_building(executed) -> None:
    text = text_of(executed, "row_2 = g.position(")
    assert text.index("gains 1 wood") < text.index("gains 1 grain")
    assert "the blue die now lies on ['r2c4']" in text


def test_l138_l130_turning_a_die_costs_a_coin_a_pip_without_wrapping(executed) -> None:
    text = text_of(executed, "white=[5, 5, 6, 6, 6, 6]")
    assert "white 5 turned into a 3: coins 5 -> 3" in text
    assert "blue 1 turned into a 6: coins 5 -> 0" in text
    assert re.search(r"the same with 4 coins: .*\[l\.130\]", text)


def test_l234_oleg_gains_a_blue_die_and_3_points_and_pays_each_monk_2_coins(executed) -> None:
    text = text_of(executed, "mission = g.position(")
    assert re.search(r"blue dice before and after: \[\d\] -> \[\d, \d\]", text)
    assert "gains 3 happiness [l.230]" in text
    assert "coins: P1 0 | P2 2 | P3 2" in text


def test_l300_l160_selling_and_the_storage_limit(executed) -> None:
    text = text_of(executed, "market = g.position(")
    assert "coins: 0 -> 6" in text
    assert "gains 1 coin(s) instead [l.160]" in text


def test_l286_anna_passes_and_her_docks_pay_from_the_top(executed) -> None:
    text = text_of(executed, "ships = {")
    assert "coins 0 -> 2, religion space 1 -> 6, grain 2 -> 0, happiness 2" in text


def test_l314_l334_year_2_with_4_players_scores_9_6_3_and_the_top_pass_space_starts(executed) -> None:
    text = text_of(executed, "year_2 = g.position(")
    table = {p: row(text, p) for p in ("P1", "P2", "P3", "P4")}
    assert [table[p][:3] for p in table] == [
        ["6", "9", "1"],
        ["4", "6", "1"],
        ["3", "3", "1"],
        ["2", "0", "1"],
    ]
    assert [p for p in table if table[p][-1] == "True"] == ["P2"]  # P2 took pass space 1
    assert all(table[p][-2] == "0" for p in table)  # coins off the buildings (l.312)


def test_l345_l374_seven_coins_give_2_points_and_two_sets_6(executed) -> None:
    text = text_of(executed, "sets = {")
    p1 = [int(x) for x in row(text, "P1")]
    assert (p1[1], p1[4]) == (2, 6)  # the coins and docks columns


def test_l396_the_advanced_setup_starts_with_town_halls_on_side_b(executed) -> None:
    text = text_of(executed, "advanced = g.new_game(")
    assert "phase: town_hall | boards: ['B', 'B', 'B']" in text
    assert len(re.findall(r"'H\d:\w+'", text)) == 4  # four town halls, each with a scholar (l.386-388)


def test_l591_the_governor_grid_is_shown(executed) -> None:
    text = text_of(executed, 'tracks["governor_grid"]')
    assert row(text, "4") == ["5", "8", "5", "2", "1", "5", "7", "l.589,", "l.591"]  # row 5: cell 5-4 is 1


def test_the_teachers_scenario_refuses_each_bad_name_at_once(executed) -> None:
    text = text_of(executed, "lesson = Scenario(")
    assert "the lesson starts at: turn" in text
    assert "refused: options.shared_blu:" in text
    assert "no development tile is called or shows 'wood+raod'" in text
    assert "r7c1" in text


def test_the_maya_section_sits_after_module_c_and_before_the_what_if_section() -> None:
    cells = [c.source for c in read().cells if c.cell_type == "markdown"]

    def at(heading: str) -> int:
        return next(i for i, src in enumerate(cells) if re.search(rf"^{re.escape(heading)}", src, re.M))

    assert at("### Module C") < at("### Module D at the table") < at("## 13. What if")


def test_l716_l798_five_players_the_maya_last_seat_first_with_2_coins_and_its_storage(executed) -> None:
    text = text_of(executed, "five = g.new_game(players=5")
    assert "the Maya plays P5, first player P5;" in text  # RULINGS A58
    assert "white dice in the pool: 10;" in text  # 2 for each of the five with Module C (l.688, l.794)
    assert "gold in the temple of gold: 5;" in text  # one a player (l.796)
    assert "cards in the Maya's hand: 5;" in text and "high priests it holds: 0" in text  # l.774, l.891
    assert row(text, "coins") == ["3", "4", "5", "6", "2"]
    assert row(text, "blue dice")[-1] != "[]" and row(text, "blue dice")[:4] == ["[]"] * 4  # A60
    refusals = [line.split()[1] for line in text.splitlines() if line.startswith("refused:")]
    assert refusals == ["players:", "maya:"]  # 5 only with the Maya; the Maya only with Module C (l.716)
    stores = {kind: row(text, kind) for kind in ("wood", "grain", "cocoa", "gem", "sugar")}
    assert stores == {
        "wood": ["1", "1"],
        "grain": ["1", "1"],
        "cocoa": ["2", "1"],
        "gem": ["1", "0"],
        "sugar": ["1", "0"],
    }


def test_l863_l872_the_city_tables_show_forks_rewards_and_passing_scores(executed) -> None:
    text = text_of(executed, 'display(tracks["maya_roads"])')
    assert "1.2-3.2" in text  # a road token on road 2 joins roads 1 and 3 (l.872)
    assert "a high priest" in text and "levels x gold in the temple" in text  # l.891, l.959
    assert "construction, trade" in text and "festival, technology" in text  # road 2 and road 5 (l.863)


def test_l847_helges_die_of_4_may_turn_toward_3_or_5_never_back(executed) -> None:
    text = text_of(executed, "helge = city_position(")
    assert "the die reaches the barracks at site 1 of road 4" in text and "[l.859]" in text
    assert "the die may go on to ['3.3', '5.3']" in text
    assert re.search(r"back to 4\.2: .*\[l\.843\]", text)


def test_l806_l863_l897_a_temple_beside_the_maize_field_and_a_high_priest_on_the_woodcutter(executed) -> None:
    text = text_of(executed, "full = {")
    assert "temples the Maya may build now: ['construction', 'trade']" in text
    assert "it is lost [l.806]" in text  # the grain token was full
    assert "completes level 1 of the construction temple [l.865]" in text and "[l.869]" in text
    assert re.search(r"a high priest on the woodcutter: .*\[l\.893\].* 1 wood \[l\.851\]", text)
    assert row(text, "construction")[:2] == ["coins", "1"] and row(text, "trade")[:2] == ["cards", "0"]


def test_l929_the_maya_trades_a_wood_for_2_coins_with_p1(executed) -> None:
    text = text_of(executed, "market_day = city_position(")
    assert "P1 is asked and may: ['accept', 'decline']" in text
    assert row(text, "start") == ["1", "0", "0", "5"]
    assert row(text, "trade card played") == ["1", "1", "0", "5"]  # 1 coin first (l.918)
    assert row(text, "P1 accepts") == ["0", "3", "1", "3"]


def test_l957_l959_passing_scores_2_brown_levels_by_4_cards_and_the_gold_temple_by_its_gold(executed) -> None:
    text = text_of(executed, "brown_cards = [")
    assert "scores 13 for the temples on passing [l.953]" in text
    assert "the Maya's happiness: 0 -> 13" in text


def test_l774_a_colonist_sees_the_maya_hand_face_down_the_whole_table_face_up(executed) -> None:
    text = text_of(executed, "seen_by_p1 = g.view(")
    assert "P1 sees the Maya's hand as [None, None, None, None, None]" in text
    own = re.search(r"^the Maya sees (\[.*\])$", text, re.M)
    table = re.search(r"^the whole table, from P1's seat: (\[.*\])$", text, re.M)
    assert own and table and own[1] == table[1] and own[1].count("card_") == 5


def test_the_maya_board_is_a_game_with_secrets_so_its_header_offers_the_whole_table() -> None:
    from boardkit.widgets import GameView

    cell = code_cell(read(), "maya_board = GameView(")
    assert 'GameView("santa_maria", players=5, seed=7, **MAYA)' in cell.source
    board = GameView("santa_maria", players=5, seed=7, kingdoms=True, ambassadors=True, maya=True)
    assert board.imperfect and not board.table and board.state.current_player == board.state.maya_seat


VERDICT = ("real at the 95% level", "would be needed", "no difference", "do not differ")


@pytest.mark.parametrize(
    "marker", ["row_or_pass_table = branches(", "monk_table = branches(", "temple_table = branches("]
)
def test_what_if_sections_say_in_words_whether_the_branches_differ(executed, marker: str) -> None:
    text = text_of(executed, marker)
    assert "paired games" in text and any(v in text for v in VERDICT), text
    assert "95% low" in text and "95% high" in text


@pytest.mark.parametrize(
    "marker",
    [
        "display(plots.distributions(row_or_pass_table))",
        "display(plots.win_rates(monk_table))",
        "heuristic_vs_random = boardkit.simulate(",
    ],
)
def test_what_if_sections_draw_their_plots(executed, marker: str) -> None:
    assert any("image/png" in o.get("data", {}) for o in code_cell(executed, marker).outputs), marker


def test_the_year_of_moves_cites_a_rule_on_every_line_and_ends_the_year(executed) -> None:
    text = text_of(executed, "year_1 = g.new_game(")
    lines = [line for line in text.splitlines() if line.startswith(("P1:", "P2:", "the white dice"))]
    forced = [line for line in lines if "only possible move" in line]  # played by core, said as such
    assert len(lines) > 10 and all(re.search(r"\[l\.\d+", line) for line in lines if line not in forced)
    assert "starts year 2 as first player [l.334]" in text


def test_the_boards_are_shown(executed) -> None:
    shown = [
        c
        for c in executed.cells
        if c.cell_type == "code"
        and any("application/vnd.jupyter.widget-view+json" in o.get("data", {}) for o in c.outputs)
        and "GameView(" in c.source
    ]
    assert len(shown) >= 8


def test_the_maya_what_if_shows_only_the_mayas_wins_score_and_rank(executed) -> None:
    text = text_of(executed, "temple_table = branches(")
    assert "P5 wins (%)" in text and "P5 final score (mean)" in text and "P5 rank (mean)" in text
    assert "colonist points" not in text and "P1 " not in text  # the colonists' measures are left out (A70)


def test_l521_kingdoms_a_cocoa_turns_a_blue_2_into_a_6_and_no_cocoa_is_refused(executed) -> None:
    text = text_of(executed, "cocoa_turn = g.position(")
    assert "P1: pays a cocoa to turn a blue die from 2 to 6 [l.521]" in text
    assert "P1: uses a blue 6 on row 6" in text
    assert re.search(r"without cocoa or gold: .*1 cocoa, or a gold in its place \[l\.521\]", text)
    assert "each for 4 coins (l.513)" in text
    assert row(text, "cocoa") == ["1", "0"] and row(text, "coins") == ["0", "0"]  # no coin spent on the turn


def test_l561_l563_module_a_a_white_3_moves_the_governor_right_onto_wood_before_column_3(executed) -> None:
    lines = text_of(executed, "governed = g.position(").splitlines()
    moves = lines.index("P1: the governor moves to row 1, column 4 [l.563]")
    assert lines[moves + 1].startswith("P1: uses a white 3 on column 3")  # he moves before the activation
    assert "the governor now stands on r1c4; wood 1, grain 1" in lines


def test_l591_a41_module_a_the_governor_scores_plus_1_on_5_4_and_minus_9_on_2_2(executed) -> None:
    text = text_of(executed, "governed = g.position(")
    assert row(text, "P1") == ["r5c4", "1"] and row(text, "P2") == ["r2c2", "-9"]


def test_module_a_has_a_live_board_with_the_governor(executed) -> None:
    assert "<GameView santa_maria step 0" in text_of(executed, "governor_board = GameView(")


def test_l641_l643_module_b_a_white_2_hires_the_farmer_beside_2_before_the_column(executed) -> None:
    lines = text_of(executed, "hiring = g.position(").splitlines()
    assert "after the white 2 P1 may: ['hire', 'skip']" in lines
    hire = lines.index("P1: hires the farmer for 1 coin(s) [l.643]")
    assert lines[hire + 1] == "P1: gains 1 grain of 1 [l.645]"
    assert lines[hire + 2].startswith("P1: uses a white 2 on column 2")  # the hire comes before the column
    assert "P1 has hired: ('farmer_2',) | coins 4 | grain 1" in lines


def test_l633_module_b_the_hired_place_is_empty_and_the_other_five_stay(executed) -> None:
    text = text_of(executed, "hiring = g.position(")
    assert row(text, "2") == ["(hired)", "-"]
    assert [row(text, str(v))[0] for v in (1, 3, 4, 5, 6)] == [
        "forester_1",
        "farmer_3",
        "soldier_1",
        "wagon_gem",
        "wagon_sugar",
    ]


def test_l688_module_c_no_blue_die_and_two_white_dice_each(executed) -> None:
    text = text_of(executed, "three = g.new_game(players=3")
    assert "white dice in the pool: 6; blue dice held: 0; ambassador dice (white, blue): 2" in text


def test_l700_module_c_every_other_colony_activates_the_ambassadors_row_in_turn(executed) -> None:
    text = text_of(executed, "three = g.new_game(players=3")
    lines = text.splitlines()
    assert "P1: takes the blue ambassador die (2) and its token [l.698]" in lines
    p2 = lines.index("P2: activates the same row 2 with the ambassador die [l.700]")
    p3 = lines.index("P3: activates the same row 2 with the ambassador die [l.700]")
    assert (
        p2 < p3
        and lines[p2 + 1] == "P2: gains 1 grain [l.166]"
        and lines[p3 + 1] == "P3: gains 1 sugar [l.166]"
    )
    assert "next to move: P2" in lines
    assert [row(text, name) for name in ("P1", "P2", "P3")] == [
        ["wood", "0", "1"],
        ["grain", "0", "1"],
        ["sugar", "0", "1"],
    ]


def test_l216_law_lets_p1_place_where_two_coins_each_are_out_of_reach(executed) -> None:
    """RULINGS A5: Law's fee is 1 coin to each other monk."""
    text = text_of(executed, "law = g.position(")
    assert "mission_1" in text.split("monk places open to P1:")[1].splitlines()[0]
    assert "uses the scholar law" in text
    assert text.count("pays 1 coin(s) to P") == 2  # 1 each to P2 and P3, not 2 (RULINGS A5)
