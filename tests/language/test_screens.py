"""Russian all the way through: every string a GameView shows, over random games of every registered game.

In Russian no Latin word is left but a few proper names (``shown.ALLOWED_LATIN``); in English no Cyrillic
but the game's Russian title beside its English one. Refusals read in the chosen language; the players'
names are the same everywhere; switching language redraws the log, the stored log stays as it was.
"""

from __future__ import annotations

import json
import random

import pytest

import boardkit
from boardkit import Action, IllegalAction
from boardkit.core import i18n
from boardkit.widgets import GameView

from .shown import cyrillic_words, english_line, latin_words, shown_strings

GAMES = boardkit.games.names()
STEPS = 700  # long enough to end a game of either one (the final scores are shown too)


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_language("en")


def _title_ru(slug: str) -> str:
    g = boardkit.games.get(slug)
    return g.display_title("ru")


def _foreign(text: str, lang: str, slug: str) -> list[str]:
    return latin_words(text) if lang == "ru" else cyrillic_words(text, _title_ru(slug))


def _refusals(view: GameView, rng: random.Random, pool: list[Action]) -> list[str]:
    """What the board says to a few illegal moves here: someone else's move, a move from another moment."""
    g, s = view.game, view.state
    said = []
    for a in rng.sample(pool, min(3, len(pool))):
        for seat in {max(s.current_player, 0), (s.current_player + 1) % s.players}:
            try:
                g.apply(s, Action(a.kind, seat, **dict(a.args)))
            except IllegalAction as exc:
                said.append(g.explain(exc, view.lang, view._names))
    return said


@pytest.mark.parametrize("lang", ["ru", "en"])
@pytest.mark.parametrize("slug", GAMES)
def test_every_shown_string_is_in_the_chosen_language(slug, lang):
    g = boardkit.games.get(slug)
    rng = random.Random(f"{slug}-{lang}")
    i18n.set_language(lang)
    wrong: dict[str, str] = {}
    for players in sorted({min(g.player_counts), max(g.player_counts)}):
        options = rng.choice(list(g.option_sets().values()))
        view = GameView(slug, players=players, seed=rng.randrange(1000), **options)
        view.fork()  # a second branch: its tab has a name too
        _walk(view, rng, lang, slug, wrong)
    assert not wrong, f"{lang} screen shows foreign words: {json.dumps(wrong, ensure_ascii=False, indent=1)}"


def _walk(view: GameView, rng: random.Random, lang: str, slug: str, wrong: dict[str, str]) -> None:
    """Random moves to the end of the game, noting the first foreign string seen at each place."""
    g = view.game
    pool: list[Action] = []
    for _ in range(STEPS):
        for where, text in shown_strings(view):
            if _foreign(text, lang, slug):
                wrong.setdefault(where.split("[")[0], text)
        pool = (pool + g.legal_actions(view.state))[-200:]
        for text in _refusals(view, rng, pool):
            if _foreign(text, lang, slug):
                wrong.setdefault("refusal", text)
        if view.over:
            break
        view.play(rng.randrange(len(view.actions)))
    assert view.over, "the walk should reach the end of the game (its scores are shown)"


@pytest.mark.parametrize("slug", GAMES)
def test_switching_language_redraws_the_log_and_keeps_the_stored_log(slug):
    g = boardkit.games.get(slug)
    view = GameView(slug, players=g.player_counts[0], seed=3)
    rng = random.Random(slug)
    for _ in range(25):
        if view.over:  # a solo game of random moves can end first
            break
        view.play(rng.randrange(len(view.actions)))
    stored = g.to_json(view.state)
    english = [e["text"] for e in view.events]
    # English shows the engine's line with its ids by name ("coffee_roaster" as "Coffee roaster").
    written = view.state.log.events()[-len(english) :]
    assert english == [english_line(g, e) for e in written]
    view.lang = "ru"
    russian = [e["text"] for e in view.events]
    assert len(russian) == len(english) and russian != english
    assert not [t for t in russian if latin_words(t)]
    assert g.to_json(view.state) == stored  # the engine's log is not touched by the display
    assert g.to_json(g.from_json(stored)) == stored
    # A log read back from JSON keeps only its text: it is translated just the same.
    reloaded = GameView(slug, g.from_json(stored))
    reloaded.lang = "ru"
    assert [e["text"] for e in reloaded.events] == russian
    view.lang = "en"
    assert [e["text"] for e in view.events] == english


def test_the_teachers_names_are_used_in_header_log_scores_labels_and_refusals():
    names = ["Аня", "Борис", "Вера"]
    view = GameView("puerto_rico", players=3, seed=2, names=names)
    view.lang = "ru"
    assert view.names == names
    rng = random.Random(4)
    while not view.over:
        view.play(rng.randrange(len(view.actions)))
    governors = [e["text"] for e in view.events if e["kind"] == "round"]
    assert governors and all(any(n in t for n in names) and "И" not in t.split()[-1] for t in governors)
    assert [row["player"] for row in view.scores] == names
    view.lang = "en"
    assert any("is governor" in e["text"] and "Борис" in e["text"] for e in view.events)


def test_a_refusal_says_the_rule_in_the_chosen_language_and_whose_turn_it_is():
    g = boardkit.games.get("founders_of_empire")
    view = GameView(g, players=3, seed=1, names=["Аня", "Борис", "Вера"])
    s = view.state
    a = g.legal_actions(s)[0]
    with pytest.raises(IllegalAction) as caught:
        g.apply(s, Action(a.kind, (s.current_player + 1) % 3, **dict(a.args)))
    exc = caught.value
    ru = g.explain(exc, "ru", view._names)
    en = g.explain(exc, "en", view._names)
    now = view._names[s.current_player]
    assert f"сейчас решает {now}" in ru and "[порядок хода]" in ru and not latin_words(ru)
    assert f"it is {now}'s decision" in en and "[turn order]" in en
    assert str(exc).endswith("[turn order]") and "P" in str(exc)  # the exception itself stays English


def test_names_must_be_given_for_every_seat():
    with pytest.raises(ValueError, match="names"):
        GameView("puerto_rico", players=3, names=["Аня"])
    with pytest.raises(ValueError, match="names"):
        GameView("puerto_rico", players=3, names=["Аня", "", "Вера"])


def test_default_names_and_branches_in_each_language():
    view = GameView("puerto_rico", players=2, seed=1)
    view.fork()
    assert view.names == ["P1", "P2"] and view.branch_labels == {"main": "main", "branch 2": "branch 2"}
    assert view.title == "Puerto Rico «Пуэрто-Рико»"
    view.lang = "ru"
    assert view.names == ["И1", "И2"] and view.branch_labels == {"main": "основная", "branch 2": "ветвь 2"}
    assert view.title == "Пуэрто-Рико"
    assert view.branches == ["main", "branch 2"]  # the names themselves (API, saved files) stay


def _table_strings(df) -> list[str]:
    return [str(v) for v in df.to_numpy().ravel() if isinstance(v, str)] + [
        str(x) for x in [*df.columns, *df.index, df.index.name] if x is not None
    ]


@pytest.mark.parametrize("lang", ["ru", "en"])
@pytest.mark.parametrize("slug", GAMES)
def test_score_and_track_tables_are_in_the_chosen_language(slug, lang):
    g = boardkit.games.get(slug)
    s = g.new_game(players=max(g.player_counts), seed=9)
    rng = random.Random(slug)
    while not g.is_over(s):
        s = g.apply(s, rng.choice(g.legal_actions(s)))
    i18n.set_language(lang)
    tables = {"score": g.score(s), **g.tracks()}
    wrong = {n: [t for t in _table_strings(df) if _foreign(t, lang, slug)][:5] for n, df in tables.items()}
    assert not {n: w for n, w in wrong.items() if w}, wrong
    seats = list(tables["score"].index)
    assert seats == [i18n.player_name(i, lang) for i in range(s.players)]


def test_a_refusal_shown_by_the_widget_is_said_again_when_the_language_changes():
    view = GameView("puerto_rico", players=3, seed=2)
    g, s = view.game, view.state
    a = g.legal_actions(s)[0]
    wrong_seat = Action(a.kind, (s.current_player + 1) % 3, **dict(a.args))

    def click_out_of_turn(_content):  # what an out-of-turn click on the board comes to
        g.apply(s, wrong_seat)

    view._msg_undo = click_out_of_turn
    view._on_message(view, {"type": "undo"}, [])
    assert view.error.endswith("[turn order]\nNow it is P1's turn.") and "it is P1's decision" in view.error
    view.lang = "ru"
    assert "сейчас решает И1" in view.error and not latin_words(view.error)
    view.play(0)  # a move clears the refusal
    assert view.error == ""
    view.lang = "en"
    assert view.error == ""
