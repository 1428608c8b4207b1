"""The track-effect tables and the measures the notebook shows (g.tracks(), g.MEASURES), read against the data."""

from __future__ import annotations

from boardkit.games.archipelago import GAME as g
from boardkit.games.archipelago.catalog import BACKS, CARDS
from boardkit.games.archipelago.tables import balance_rows, track_rows


def test_the_issue_lists_every_table_and_the_balance_of_phase_4():
    names = set(track_rows())
    for name in ("internal_market", "external_market", "colony_stability", "labor_market", "action_wheel"):
        assert name in names
    for name in ("build_costs", "development_prices", "scoring", "balance"):
        assert name in names


def test_l338_each_back_gives_two_rows_naming_the_three_cards_that_carry_it():
    rows = balance_rows()
    assert len(rows) == 2 * len(BACKS)
    for b, back in enumerate(BACKS):
        top, bottom = rows[2 * b], rows[2 * b + 1]
        assert (top["half"], bottom["half"]) == ("top", "bottom")
        assert top["card"].split(", ") == [c.id for c in CARDS if c.back == b]
        assert (top["kind"], bottom["kind"]) == (back.top["kind"], back.bottom["kind"])
        assert (top["red_zone"], bottom["red_zone"]) == (back.top["red"], back.bottom["red"])


def test_l354_l382_an_internal_crisis_gives_inhabitants_per_cube_an_export_its_cubes():
    for row, back in zip(balance_rows(), [z for b in BACKS for z in (b.top, b.bottom)], strict=True):
        if back["kind"] == "internal":
            assert row["inhabitants_per_cube"] == back["per"] and row["cubes"] is None
        elif back["kind"] == "external":
            assert row["cubes"] == back["count"] and row["inhabitants_per_cube"] is None
        else:
            assert row["event"] == back["event"] and row["resource"] is None


def test_the_balance_table_says_its_values_are_designed():
    table = g.tracks()["balance"]
    assert set(table["rule"]) == {"assumed"}  # the backs are lost pictures (RULINGS A1)
    assert len(table) == 32


def test_l234_the_turns_measure_reads_the_turn_a_game_ended_in():
    import boardkit

    games = boardkit.simulate("archipelago", ["random"] * 3, n=3, seed=4, progress=False)
    assert list(games["P1_turns"]) == list(games["P2_turns"])  # one colony: the same number for every seat
    assert (games["P1_turns"] >= 1).all()
    s = g.position(players=3, turn=4)
    assert {m.name: m.read(s, 0) for m in g.MEASURES}["turns"] == 4


def test_l314_board_iii_rows_are_read_by_the_colony_population_not_headed_population_effects():
    from boardkit.core import i18n

    table = g.tracks()["colony_stability"]
    assert list(table.columns)[0] == "colony population" and "population effects" not in table.columns
    assert list(table.iloc[:, 0])[:2] == ["0-10", "11-20"]  # the marker's rows (l.318: 11-20 moves labor 1)
    with i18n.language("ru"):
        assert list(g.tracks()["colony_stability"].columns)[0] == "население колонии"
