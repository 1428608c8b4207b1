"""What the notebook and the bots will read: track tables, measures, the evaluation, labels and the glossary."""

from __future__ import annotations

import random

import pandas as pd

from boardkit.core.measures import read_all
from boardkit.games.maracaibo.effects import gain_vincome

from .helpers import G


def test_l159_every_track_table_is_a_non_empty_frame_with_its_rule():
    tables = G.tracks()
    for name in ("route", "exploration", "influence", "ownership", "income", "vp_income", "village_actions", "combat",
                 "quest_track", "upgrades", "scoring"):  # fmt: skip
        frame = tables[name]
        assert isinstance(frame, pd.DataFrame) and len(frame), name
    rows = G.track_rows()
    assert all("rule" in row for rows_ in rows.values() for row in rows_)


def test_l679_the_vp_income_table_pays_what_the_engine_pays_and_its_last_space_restarts_the_marker():
    head = G.glossary  # the table's headers are the glossary's names of its columns
    table = G.tracks()["vp_income"].set_index(head("vp_income"))
    assert list(table.index) == list(range(0, 21))
    assert (table.loc[0:19, head("each_interim_vp")] == table.loc[0:19].index).all()
    s = G.position(players=2, round=1, seats={"P1": {"vincome": 19, "vp": 0}}).copy()
    gain_vincome(s, 0, 1)  # the 20th space in round 1: three interim scorings and the final one are left
    assert (s.seats[0].vincome, s.seats[0].vp) == (0, 4 * 20)
    assert "20 VP at once for each scoring left" in table.loc[20, head("note")]


def test_l525_a_finished_game_evaluates_to_its_score_and_measures_are_numbers():
    s = G.new_game(3, 2)
    rnd = random.Random(2)
    while not s.over:
        s = G.apply(s, rnd.choice(G.legal_actions(s)))
    totals = [row["total"] for row in G.score_rows(s)]
    assert [G.evaluate(s, p) for p in range(3)] == [float(t) for t in totals]
    for p in range(3):
        assert set(read_all(G, s, p)) == {m.name for m in G.MEASURES}


def test_l161_every_phase_and_move_has_an_english_and_russian_term_or_label():
    for phase in G.phases():
        assert phase.id in G.glossary, phase.id
        assert G.glossary(phase.id, "ru") != phase.id
    s = G.new_game(4, 3)
    rnd = random.Random(3)
    for _ in range(300):
        acts = G.legal_actions(s)
        if not acts:
            break
        assert all(G.describe(a) and "Action(" not in G.describe(a) for a in acts)
        s = G.apply(s, rnd.choice(acts))
