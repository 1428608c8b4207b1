"""Every English line an engine can write (log templates, refusal reasons, summaries) has a Russian form.

The random walks of test_screens.py see the lines a game happens to reach; this reads the source of
every registered game (and core's refusals) for the lines themselves, so a rare one is not missed.
"""

from __future__ import annotations

import ast
import importlib
from pathlib import Path

import pytest

import boardkit
from boardkit import games
from boardkit.core.messages import Messages

from .shown import latin_words

CORE = Path(boardkit.__file__).parent / "core" / "game.py"


def _sample(node: ast.expr) -> str | None:
    """The text a literal or f-string message gives with every slot a number (quoted where it is a repr)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value.format(*["7"] * 9) if "{" in node.value else node.value
    if isinstance(node, ast.JoinedStr):
        parts = []
        for v in node.values:
            if isinstance(v, ast.Constant):
                parts.append(v.value)
            else:
                parts.append("'7'" if v.conversion == ord("r") else "7")
        return "".join(parts)
    return None


def _engine_lines(files: list[Path]) -> set[str]:
    lines = set()
    for path in files:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            name = getattr(node.func, "attr", getattr(node.func, "id", ""))
            where = {"say": 3, "refuse": 1, "IllegalAction": 0}.get(name)
            if where is None or len(node.args) <= where:
                continue
            text = _sample(node.args[where])
            if text and text != "7":
                # refuse() and core write "<move>: <reason>"; the reason is what is translated.
                lines.add(text[len("7: ") :] if text.startswith("7: ") else text)
    return lines


@pytest.mark.parametrize("slug", boardkit.games.names())
def test_every_log_line_and_refusal_in_the_source_has_a_russian_form(slug):
    g = boardkit.games.get(slug)
    package = Path(importlib.import_module(type(g).__module__).__file__).parent
    lines = _engine_lines(sorted(package.glob("*.py")))
    lines |= {p.summary for p in g.phases()} | {o.summary for o in g.options()}
    assert len(lines) > 20  # the scan found the game's lines
    untranslated = sorted(t for t in lines if latin_words(g.translate(t, "ru")))
    assert not untranslated, f"{slug}: no Russian form for {untranslated}"


def test_cores_refusals_have_a_russian_form():
    g = boardkit.games.get(boardkit.games.names()[0])
    lines = _engine_lines([CORE]) - {"not an action: 7"}  # quotes the caller's object as it is
    lines = {t for t in lines if "has no move" not in t}  # names the game's move ids (a programmer's error)
    untranslated = sorted(t for t in lines if latin_words(g.translate(t, "ru")))
    assert not untranslated, f"core: no Russian form for {untranslated}"


def test_a_russian_template_may_only_use_the_parts_its_english_one_has():
    with pytest.raises(ValueError, match="uses parts"):
        Messages({"takes {0}": "берёт {0} и {1}"})
    with pytest.raises(ValueError, match="non-empty"):
        Messages({"takes {0}": ""})


def test_parts_are_translated_as_terms_lists_and_plurals():
    m = Messages(
        {
            "produces {0}": "производит: {0}",
            "{0:d} {1}": "{1} ×{0}",
            "gets {0:d} doubloon(s)": "получает {0:pl:дублон|дублона|дублонов}",
            "P{0:d} is governor": "губернатор — {0:player}",
        },
        boardkit.core.Glossary(
            {"corn": {"en": "corn", "ru": "кукуруза"}, "sugar": {"en": "sugar", "ru": "сахар"}}
        ),
    )
    assert m.render("produces 2 corn, 1 sugar", "ru") == "производит: кукуруза ×2, сахар ×1"
    assert [m.render(f"gets {n} doubloon(s)", "ru") for n in (1, 3, 11, 21)] == [
        "получает 1 дублон",
        "получает 3 дублона",
        "получает 11 дублонов",
        "получает 21 дублон",
    ]
    assert m.render("P2 is governor", "ru") == "губернатор — И2"
    assert m.render("P2 is governor", "ru", ["Аня", "Борис"]) == "губернатор — Борис"
    assert m.render("P2 is governor", "en", ["Аня", "Борис"]) == "Борис is governor"
    assert m.render("P2 is governor", "en") == "P2 is governor"
    assert m.render("something new", "ru") == "something new"  # no template: shown as written


def test_english_shows_ids_by_name_but_keeps_a_word_a_message_means_otherwise():
    """An id in a slot reads by its English glossary name ("the scholar law" as "Law"). A plain word that a
    game's messages give another meaning than its glossary id keeps its own English: Maracaibo's "hand" is
    the hand of cards, not the "hand limit upgrade"; Santa Maria's pass space "road" is not the move "lay a
    road tile"."""
    sm, mar = games.get("santa_maria").messages, games.get("maracaibo").messages
    assert sm.render("uses the scholar law", "en") == "uses the scholar Law"
    assert sm.render("passes onto pass space 5 (road)", "en") == "passes onto pass space 5 (road)"
    assert mar.render("removes a disc from hand", "en") == "removes a disc from hand"
    assert mar.render("deliver Recruiter (disc from hand)", "en") == "deliver Recruiter (disc from hand)"
    assert games.get("puerto_rico").messages.render("builds coffee_roaster for 4 doubloon(s)", "en") == (
        "builds Coffee roaster for 4 doubloon(s)"
    )
