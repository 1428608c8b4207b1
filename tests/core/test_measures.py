"""Every registered game declares measures to compare beside score and rank, named in English and Russian."""

from __future__ import annotations

import pytest

from boardkit import games, simulate
from boardkit.core.tables import seat_results
from boardkit.core.whatif import compare

GAMES = games.names()


@pytest.mark.parametrize("slug", GAMES)
def test_every_game_declares_measures_with_a_rule_and_both_languages(slug):
    g = games.get(slug)
    assert g.MEASURES, f"{slug} declares no MEASURES"
    for m in g.MEASURES:
        assert m.rule.startswith("l."), m
        assert m.name in g.glossary and g.glossary(m.name, "en") and g.glossary(m.name, "ru")


@pytest.mark.parametrize("slug", GAMES)
def test_measures_join_simulate_seat_results_and_compare(slug):
    g = games.get(slug)
    df = simulate(slug, "random", n=4, seed=2, players=max(2, min(g.player_counts)), progress=False)
    table = seat_results(df)
    for m in g.MEASURES:
        assert df[f"P1_{m.name}"].map(lambda v: isinstance(v, int | float)).all()
        assert f"{g.glossary(m.name)} (mean)" in table.columns
        assert compare(df, "P1", "P2", m.name).games == 4


def test_l390_shipped_goods_count_every_good_loaded():
    # The rulebook's captain example (l.411-429): Anna ships 6 sugar and 2 corn, Boris 1 sugar and 3 tobacco,
    # Kristina 1 tobacco, Dmitry 1 corn; a state read back from JSON (log text only) counts the same.
    from boardkit import Action
    from boardkit.games.puerto_rico.measures import shipped_goods

    g = games.get("puerto_rico")
    s = g.position(
        players=4,
        seed=1,
        seats=[
            {"goods": {"corn": 2, "sugar": 6}},
            {"goods": {"sugar": 2, "tobacco": 3}},
            {"goods": {"corn": 2, "tobacco": 1}},
            {"goods": {"corn": 1, "indigo": 5}},
        ],
        ships=[None, {"good": "corn", "load": 3}, None],
    )
    s = g.apply(s, Action("role", 0, role="captain"))
    for kind, player, good, ship in [
        ("load", 0, "sugar", 2),
        ("load", 1, "sugar", 2),
        ("load", 2, "tobacco", 0),
    ]:
        s = g.apply(s, Action(kind, player, good=good, ship=ship))
    assert [shipped_goods(s, p) for p in range(4)] == [8, 4, 1, 1]
    back = g.from_json(g.to_json(s))
    assert [shipped_goods(back, p) for p in range(4)] == [8, 4, 1, 1]


def test_l148_founders_prizes_count_prize_squares_ravaged_or_not():
    from boardkit.games.founders_of_empire.measures import prizes

    g = games.get("founders_of_empire")
    ivan = {(0, 0): "forest", (1, 0): "cliff", (0, 1): "shrine", (1, 1): ("altar", {"ravaged": True})}
    s = g.position(realms=[ivan, {(0, 0): "grove", (1, 0): "lake"}])
    assert (prizes(s, 0), prizes(s, 1)) == (2, 0)
