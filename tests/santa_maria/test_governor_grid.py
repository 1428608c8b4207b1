"""Module A's end-game governor grid as a track table (l.587-598), read from its data file."""

from __future__ import annotations

import boardkit
from boardkit.core.data import load_json

g = boardkit.games.get("santa_maria")


def grid() -> dict[tuple[int, int], int]:
    rows = g.track_rows()["governor_grid"]
    return {(r["governor row"], c): r[str(c)] for r in rows for c in range(1, 7)}


def test_l591_the_governor_ending_on_cell_5_4_is_worth_1_point() -> None:
    assert grid()[(5, 4)] == 1


def test_l593_the_grid_is_six_rows_of_six_as_printed() -> None:
    cells = grid()
    assert sorted(cells) == [(r, c) for r in range(1, 7) for c in range(1, 7)]
    assert [cells[(1, c)] for c in range(1, 7)] == [12, 11, 10, 9, 8, 6]  # l.593
    assert [cells[(6, c)] for c in range(1, 7)] == [6, 4, 1, 3, 7, 12]  # l.598


def test_l589_every_record_cites_its_line_and_says_the_signs_are_not_printed() -> None:
    records = load_json("boardkit.games.santa_maria", "data/governor_grid.json")
    assert [r["row"] for r in records] == [1, 2, 3, 4, 5, 6]
    assert all(r["source"].startswith("l.589") and "signs" in r["note"] for r in records)


def test_the_grid_table_has_a_header_in_both_languages() -> None:
    try:
        boardkit.set_language("ru")
        ru = g.tracks()["governor_grid"]
    finally:
        boardkit.set_language("en")
    en = g.tracks()["governor_grid"]
    assert en.columns[0] == "row \\ column" and ru.columns[0] == "ряд \\ колонка"
