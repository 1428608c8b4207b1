"""Every string a GameView shows, gathered from what Python sends the front end, and the language checks.

Used by the language tests (Python and browser): a Russian screen has no Latin words but a few proper
names; an English one has no Cyrillic but the Russian game title beside the English one.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

# Proper names and formats kept as they are in a Russian screen: the file format, the kernel's language.
ALLOWED_LATIN = frozenset({"JSON", "Python"})
_LATIN = re.compile(r"[A-Za-z]+")
_CYRILLIC = re.compile(r"[А-Яа-яЁё]+")
_PLACEHOLDER = re.compile(r"\{[a-z_]+\}")  # a glossary label's slot, filled in before it is shown
# An identifier the board looks up in the glossary before showing it (a view payload's ids and keys).
_IDENT = re.compile(r"^[a-z0-9_.:\-]+$")


def latin_words(text: str) -> list[str]:
    """Latin words in ``text`` that are not allowed in a Russian screen."""
    return [w for w in _LATIN.findall(_PLACEHOLDER.sub("", text)) if w not in ALLOWED_LATIN]


def cyrillic_words(text: str, title_ru: str) -> list[str]:
    """Cyrillic words in ``text`` of an English screen, apart from the Russian game title."""
    return _CYRILLIC.findall(text.replace(title_ru, ""))


def _strings(value: Any, path: str = "") -> Iterator[tuple[str, str]]:
    if isinstance(value, str):
        yield path, value
    elif isinstance(value, dict):
        for k, v in value.items():
            yield from _strings(v, f"{path}.{k}")
    elif isinstance(value, (list, tuple)):
        for i, v in enumerate(value):
            yield from _strings(v, f"{path}[{i}]")


def shown_strings(w: Any) -> Iterator[tuple[str, str]]:
    """(where, text) for every string the widget ``w`` shows as it is now."""
    yield "title", w.title
    yield from _strings(w.names, "names")
    yield from _strings(list(w.branch_labels.values()), "branch_labels")
    yield "error", w.error
    for i, e in enumerate(w.events):
        yield f"events[{i}].text", e["text"]
        yield f"events[{i}].rule", e["rule"]
    m = w.moment or {}
    for key in ("label", "phase_title", "rule"):
        yield f"moment.{key}", str(m.get(key, ""))
    for i, e in enumerate(m.get("events", [])):
        yield f"moment.events[{i}]", e["text"] + " " + e["rule"]
    for p in w.phases:
        yield f"phase {p['id']}", f"{p['title']} {p['summary']} {p['rule']}"
    for a in w.actions:
        yield f"action {a['index']}", a["label"]
    for o in w.options:
        yield f"option {o['name']}", f"{o['title']} {o['summary']} {o['rule']}"
    for k, v in w.glossary.items():
        yield f"glossary {k}", v
    for row in w.scores:
        for k, v in row.items():
            yield f"score column {k}", w.glossary.get(k, k) if k not in ("player", "rank") else ""
            if isinstance(v, str):
                yield f"score {k}", v
    # The view payload: ids are looked up in the glossary by the board; sentences are shown as they are.
    for where, text in _strings(w.view, "view"):
        if _IDENT.match(text):
            yield where, w.glossary.get(text, "")  # not a term: the board's own words (browser test)
        else:
            yield where, text


def english_line(game: Any, event: Any) -> str:
    """A log event as an English screen shows it: the engine's line with its ids by name; a move core played
    by its label, as on its button ("only possible move: end the round", not "end_round")."""
    if event.action is not None:
        return game.translate(
            f"only possible move: {game.translate(game.describe(event.action), 'en')}", "en"
        )
    return game.translate(event.text, "en")
