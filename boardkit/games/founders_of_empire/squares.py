"""The 97 squares and the glossary, loaded from JSON and checked against every count the rulebook gives."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any

from boardkit.core.data import check_sources, load_json
from boardkit.core.errors import DataError
from boardkit.core.i18n import Glossary

_PACKAGE = "boardkit.games.founders_of_empire"

DECKS = ("nature", "village", "city", "prize")
STACKS = ("nature", "village", "city")  # the three face-down stacks with a row each (l.41)
TOKENS = ("war", "coin", "cart", "craftsman")
TOKENS_PER_KIND = 6  # l.28-31


@dataclass(frozen=True, slots=True)
class Square:
    id: int
    deck: str
    name: str
    requires: tuple[str, ...]
    produces: tuple[str, ...]
    vp: int
    source: str
    reason: str = ""

    def to_view(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "deck": self.deck,
            "name": self.name,
            "requires": list(self.requires),
            "produces": list(self.produces),
            "vp": self.vp,
            "source": self.source,
        }


def _check_counts(squares: tuple[Square, ...]) -> None:
    """Every count the rulebook prints must hold for the deck we ship."""
    decks = Counter(s.deck for s in squares)
    expect = {"nature": 24, "village": 24, "city": 24, "prize": 25}  # l.19-24
    if dict(decks) != expect:
        raise DataError(f"squares.json: deck sizes {dict(decks)} differ from l.19-24 {expect}")
    if [s.id for s in squares] != list(range(len(squares))):
        raise DataError("squares.json: ids must be 0..96 in order")
    for s in squares:
        if s.deck == "nature" and (s.requires or len(set(s.produces)) != 2):
            raise DataError(
                f"squares.json: nature square {s.id} must need nothing and offer two resources (l.94)"
            )
        if s.deck in ("village", "city") and (len(s.produces) != 1 or not s.requires):
            raise DataError(f"squares.json: square {s.id} must need resources and produce one (l.92, l.100)")
        if s.deck == "city" and s.produces[0] not in TOKENS:
            raise DataError(f"squares.json: city square {s.id} must produce a token kind (l.154)")
        if s.deck == "prize" and (s.produces or not 1 <= s.vp <= 3):
            raise DataError(
                f"squares.json: prize square {s.id} produces nothing and is worth 1-3 VP (l.98, l.150)"
            )
        if s.deck != "prize" and s.vp:
            raise DataError(f"squares.json: only prize squares carry VP (l.143), not {s.id}")
    village_res = Counter(s.produces[0] for s in squares if s.deck == "village")
    if village_res["horses"] != 3:
        raise DataError("squares.json: exactly three village squares produce horses (l.139)")
    if len(village_res) != 6:
        raise DataError("squares.json: six craftsmen = six village resources (l.216)")
    producible = {r for s in squares for r in s.produces}
    for s in squares:
        missing = set(s.requires) - producible
        if missing:
            raise DataError(f"squares.json: square {s.id} needs {sorted(missing)}, which nothing produces")


def _load() -> tuple[tuple[Square, ...], Glossary]:
    records = load_json(_PACKAGE, "squares.json")
    check_sources(records, "squares.json")
    squares = tuple(
        Square(
            r["id"],
            r["deck"],
            r["name"],
            tuple(r["requires"]),
            tuple(r["produces"]),
            r["vp"],
            r["source"],
            r.get("reason", ""),
        )
        for r in records
    )
    _check_counts(squares)
    glossary = Glossary(load_json(_PACKAGE, "glossary.json"))
    used = {w for s in squares for w in (s.deck, s.name, *s.requires, *s.produces)}
    missing = sorted(w for w in used if w not in glossary)
    if missing:
        raise DataError(f"glossary.json lacks {missing}")
    return squares, glossary


SQUARES, GLOSSARY = _load()
# The six craftsmen, one per village resource (l.216), in the data's order.
CRAFTSMEN: tuple[str, ...] = tuple(dict.fromkeys(s.produces[0] for s in SQUARES if s.deck == "village"))
OUTPUTS: tuple[frozenset[str], ...] = tuple(frozenset(s.produces) for s in SQUARES)
LABEL: tuple[str, ...] = tuple(f"{GLOSSARY(s.name, 'en')} #{s.id}" for s in SQUARES)


def deck_ids(deck: str) -> tuple[int, ...]:
    return tuple(s.id for s in SQUARES if s.deck == deck)
