"""Player-facing words in English and in the rulebook's Russian; one switch for all widgets and tables."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from contextlib import contextmanager

LANGUAGES = ("en", "ru")
_current = {"lang": "en"}  # the one process-wide setting the design asks for (set_language)


def set_language(lang: str) -> None:
    """Switch widget labels and table headers: ``"en"`` or ``"ru"``."""
    if lang not in LANGUAGES:
        raise ValueError(f"language must be one of {LANGUAGES}, got {lang!r}")
    _current["lang"] = lang


def get_language() -> str:
    return _current["lang"]


@contextmanager
def language(lang: str) -> Iterator[None]:
    """Use ``lang`` inside the block, then restore the setting (a widget may differ from the global one)."""
    before = get_language()
    set_language(lang)
    try:
        yield
    finally:
        set_language(before)


def plural(n: int, one: str, few: str, many: str) -> str:
    """The Russian form of a noun after the number ``n``: 1, 21, 101 -> one; 2-4, 22-24 -> few;
    0, 5-20, 11-14, 25-30 -> many (``plural(5, "колонист", "колониста", "колонистов")``)."""
    n = abs(int(n))
    if n % 10 == 1 and n % 100 != 11:
        return one
    if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
        return few
    return many


# A seat's default name: "P2" in English, "И2" (игрок) in Russian; a teacher may give names instead.
SEAT_PREFIX = {"en": "P", "ru": "И"}


def player_name(seat: int, lang: str | None = None, names: tuple[str, ...] | list[str] | None = None) -> str:
    """The name of seat ``seat`` (0-based) shown everywhere: the teacher's name, else ``P1``/``И1``."""
    if names and 0 <= seat < len(names):
        return names[seat]
    return f"{SEAT_PREFIX[lang or get_language()]}{seat + 1}"


class Glossary:
    """A game's terms: id -> {"en": ..., "ru": ...}. Unknown ids are shown as they are."""

    def __init__(self, terms: Mapping[str, Mapping[str, str]]) -> None:
        for term, names in terms.items():
            missing = [lang for lang in LANGUAGES if not names.get(lang)]
            if missing:
                raise ValueError(f"glossary term {term!r} lacks {missing}")
        self.terms = {k: dict(v) for k, v in terms.items()}

    def __call__(self, term: str, lang: str | None = None) -> str:
        names = self.terms.get(term)
        if names is None:
            return term
        return names[lang or get_language()]

    def __contains__(self, term: str) -> bool:
        return term in self.terms

    def merged(self, other: Glossary) -> Glossary:
        return Glossary({**self.terms, **other.terms})

    def table(self, lang: str | None = None) -> dict[str, str]:
        return {k: self(k, lang) for k in self.terms}


# Words the shared layer adds to every game's tables (a game's own glossary may override them).
COMMON = Glossary(
    {
        "player": {"en": "player", "ru": "игрок"},
        "rank": {"en": "rank", "ru": "место"},
        "total": {"en": "total", "ru": "итого"},
        # Results of what-if branches and simulations (core.tables.results).
        "branch": {"en": "branch", "ru": "вариант"},
        "score now": {"en": "score now", "ru": "очки сейчас"},
        "wins": {"en": "wins", "ru": "победы"},
        "games": {"en": "games", "ru": "партий"},
        "final score": {"en": "final score", "ru": "итоговые очки"},
        "mean": {"en": "mean", "ru": "среднее"},
        "SD": {"en": "SD", "ru": "ст. откл."},
        "95% low": {"en": "95% low", "ru": "95%: от"},
        "95% high": {"en": "95% high", "ru": "95%: до"},
        "seat": {"en": "seat", "ru": "место за столом"},
        "bot": {"en": "bot", "ru": "бот"},
        # The options table (core.tables.options_frame).
        "option": {"en": "option", "ru": "вариант правил"},
        "type": {"en": "type", "ru": "тип"},
        "default": {"en": "default", "ru": "по умолчанию"},
        "allowed": {"en": "allowed", "ru": "допустимо"},
        "needs": {"en": "needs", "ru": "требует"},
        "excludes": {"en": "excludes", "ru": "несовместим с"},
        "what it does": {"en": "what it does", "ru": "что даёт"},
        "rule": {"en": "rule", "ru": "правило"},
        "any": {"en": "any", "ru": "любое"},
        "bool": {"en": "bool", "ru": "да/нет"},
        "int": {"en": "int", "ru": "целое число"},
        "str": {"en": "str", "ru": "строка"},
        # Said with a refusal (the click layer): whose decision it is now.
        "now deciding": {"en": "now deciding", "ru": "сейчас решает"},
        # The line under a refused move on a board (widgets.GameView); {seat} is P1, P2, ...
        "whose turn": {"en": "Now it is {seat}'s turn.", "ru": "Сейчас ходит {seat}."},
        "game over": {"en": "The game is over.", "ru": "Игра окончена."},
    }
)
