"""English engine text (log lines, refusals, phase summaries) shown in the reader's language.

The engine writes English and keeps it: the stored log, JSON and traces never change. A game ships
``messages.json`` beside its rules, ``{"<English template>": "<Russian template>"}``, and core's own
words are in ``boardkit/core/messages.json``. A finished English line is matched against the English
templates (so a log read back from JSON, which keeps only its text, is translated too) and its parts
are written into the Russian template.

English templates: ``{0}`` matches any text (or none), ``{0:d}`` a whole number.
Russian templates: ``{0}`` the part, itself translated (a glossary term, a message, or a list of them);
``{0:pl:колонист|колониста|колонистов}`` the number with its noun in the right form (``i18n.plural``);
``{0:w:колонист|колониста|колонистов}`` the noun alone; ``{0:player}`` the name of seat number ``{0}``
(counted from 1, as ``P2`` is written).
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping, Sequence
from functools import lru_cache
from importlib import resources
from typing import Any

from .i18n import Glossary, get_language, player_name, plural

_SLOT = re.compile(r"\{(\d+)(?::([^{}]*))?\}")
_RULE_LINE = re.compile(r"\bl\.\s?(?=\d)")
_GROUPED = re.compile(r"-?\d{1,3}(?:,\d{3})+")  # a number with English thousands separators
_DEPTH = 4  # parts inside parts: "returns 1 corn, 2 sugar" has two levels


def cite(rule: str, lang: str | None = None) -> str:
    """A rulebook reference in ``lang``: ``l.316`` is ``стр. 316`` (line 316) in Russian."""
    if (lang or get_language()) == "en" or not rule:
        return rule
    return _RULE_LINE.sub("стр. ", CORE.phrase(rule))


class _Template:
    __slots__ = ("english", "russian", "pattern", "literal")

    def __init__(self, english: str, russian: str) -> None:
        self.english = english
        self.russian = russian
        parts, pos = ["^"], 0
        for m in _SLOT.finditer(english):
            parts.append(re.escape(english[pos : m.start()]))
            parts.append(r"(-?\d+)" if m.group(2) == "d" else r"(.*?)")
            pos = m.end()
        parts.append(re.escape(english[pos:]) + "$")
        self.pattern = re.compile("".join(parts), re.S)
        self.literal = len(_SLOT.sub("", english))  # more fixed text: a more specific template


class Messages:
    """English templates and their translations; ``render(text, lang)`` gives the line in ``lang``."""

    def __init__(self, table: Mapping[str, str], glossary: Glossary | None = None) -> None:
        for english, russian in table.items():
            if not isinstance(english, str) or not isinstance(russian, str) or not russian:
                raise ValueError(f"messages: {english!r} needs a non-empty Russian template")
            wanted = {m.group(1) for m in _SLOT.finditer(english)}
            used = {m.group(1) for m in _SLOT.finditer(russian)}
            if used - wanted:
                raise ValueError(
                    f"messages: {russian!r} uses parts {sorted(used - wanted)} that {english!r} lacks"
                )
        self.table = dict(table)
        self.glossary = glossary or Glossary({})
        self._exact = {k: v for k, v in self.table.items() if not _SLOT.search(k)}
        self._patterns = sorted(
            (_Template(k, v) for k, v in self.table.items() if _SLOT.search(k)), key=lambda t: -t.literal
        )
        self._cache: dict[tuple[str, str, tuple[str, ...]], str] = {}

    def merged(self, other: Messages, glossary: Glossary | None = None) -> Messages:
        return Messages({**self.table, **other.table}, glossary or other.glossary.merged(self.glossary))

    @classmethod
    def load(cls, package: str, glossary: Glossary | None = None) -> Messages:
        """``messages.json`` of ``package``, or no messages when it ships none."""
        path = resources.files(package).joinpath("messages.json")
        table = json.loads(path.read_text(encoding="utf-8")) if path.is_file() else {}
        return cls(table, glossary)

    def render(self, text: str, lang: str | None = None, names: Sequence[str] | None = None) -> str:
        """``text`` (English, as the engine wrote it) in ``lang``; text with no template stays as it is."""
        lang = lang or get_language()
        key = (text, lang, tuple(names or ()))
        out = self._cache.get(key)
        if out is None:
            if len(self._cache) > 20_000:
                self._cache.clear()
            out = _seat_names(self._render(text, lang, tuple(names or ()), _DEPTH), tuple(names or ()), lang)
            self._cache[key] = out
        return out

    def cell(self, text: str, lang: str | None = None) -> str:
        """A table cell in ``lang``: a term, a message, a list of them, or a rulebook reference."""
        lang = lang or get_language()
        if lang == "en":
            return text
        return _RULE_LINE.sub("стр. ", self._part(text, lang, (), _DEPTH))

    def phrase(self, text: str) -> str:
        """A short text (a rule reference, a table cell) in Russian when a template knows it."""
        return self.render(text, "ru")

    def _render(self, text: str, lang: str, names: tuple[str, ...], depth: int) -> str:
        if text in self._exact:
            return text if lang == "en" else self._exact[text]
        if text in self.glossary:
            return self.glossary(text, lang)
        for t in self._patterns:
            m = t.pattern.match(text)
            if m is not None:
                # English keeps its own template; its parts are still shown by name ("coffee_roaster" as
                # "Coffee roaster"), as the engine writes ids.
                template = t.english if lang == "en" else t.russian
                return _fill(
                    template, m.groups(), lambda part: self._part(part, lang, names, depth - 1), lang, names
                )
        return text

    def _part(self, part: str, lang: str, names: tuple[str, ...], depth: int) -> str:
        if depth <= 0 or not part:
            return part
        if lang == "en" and part in self.glossary:
            # An id by its English name ("law" as "Law"), not as written; but a word a message gives another
            # meaning than the glossary's (Maracaibo's "hand", not the "hand limit upgrade") stays as written.
            exact = self._exact.get(part)
            if exact is None or exact == self.glossary(part, "ru"):
                return self.glossary(part, lang)
            return part
        if part in self._exact or part in self.glossary:
            return self._render(part, lang, names, depth)
        if ", " in part:  # a list of things: each translated on its own
            return ", ".join(self._part(p, lang, names, depth - 1) for p in part.split(", "))
        return self._render(part, lang, names, depth)


_SEAT = re.compile(r"\bP(\d+)\b")


def _seat_names(text: str, names: tuple[str, ...], lang: str) -> str:
    """``P1``, ``P2``... left in a line (a label, an untemplated part) as the seat's shown name."""
    if lang == "en" and not names:
        return text
    return _SEAT.sub(lambda m: player_name(int(m.group(1)) - 1, lang, names), text)


def _fill(template: str, parts: Sequence[str], part: Any, lang: str, names: tuple[str, ...]) -> str:
    def slot(m: re.Match[str]) -> str:
        value = parts[int(m.group(1))]
        spec = m.group(2) or ""
        if spec == "player":
            return player_name(int(value) - 1, lang, names) if value.lstrip("-").isdigit() else value
        if spec.startswith(("pl:", "w:")):
            kind, _, forms = spec.partition(":")
            one, few, many = forms.split("|")
            grouped = _GROUPED.fullmatch(value) is not None  # "1,200": Russian groups thousands with a space
            try:
                word = plural(int(value.replace(",", "") if grouped else value), one, few, many)
            except ValueError:
                return f"{value} {many}"
            shown = value.replace(",", "\u00a0") if grouped and lang != "en" else value
            return word if kind == "w" else f"{shown} {word}"
        return part(value)

    return _SLOT.sub(slot, template)


@lru_cache(maxsize=1)
def _core_table() -> dict[str, str]:
    return json.loads(resources.files("boardkit.core").joinpath("messages.json").read_text(encoding="utf-8"))


CORE = Messages(_core_table())
