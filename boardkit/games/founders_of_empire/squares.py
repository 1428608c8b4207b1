"""The 97 squares and the glossary, loaded from JSON and checked against every count the rulebook gives."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any

from boardkit.core.data import ComponentData, Field, Table, load_json
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
        raise DataError(
            "squares.json", f"deck sizes {dict(decks)} differ from l.19-24 {expect}", field="deck"
        )
    if [s.id for s in squares] != list(range(len(squares))):
        raise DataError("squares.json", "ids must be 0..96 in order", field="id")
    for s in squares:
        if s.deck == "nature" and (s.requires or len(set(s.produces)) != 2):
            raise DataError(
                "squares.json", "a nature square needs nothing and offers two resources (l.94)", record=s.id
            )
        if s.deck in ("village", "city") and (len(s.produces) != 1 or not s.requires):
            raise DataError("squares.json", "needs resources and produces one (l.92, l.100)", record=s.id)
        if s.deck == "city" and s.produces[0] not in TOKENS:
            raise DataError(
                "squares.json", "a city square produces a token kind (l.154)", record=s.id, field="produces"
            )
        if s.deck == "prize" and (s.produces or not 1 <= s.vp <= 3):
            field = "produces" if s.produces else "vp"
            raise DataError(
                "squares.json",
                "a prize square produces nothing and is worth 1-3 VP (l.98, l.150)",
                record=s.id,
                field=field,
            )
        if s.deck != "prize" and s.vp:
            raise DataError("squares.json", "only prize squares carry VP (l.143)", record=s.id, field="vp")
    village_res = Counter(s.produces[0] for s in squares if s.deck == "village")
    if village_res["horses"] != 3:
        raise DataError(
            "squares.json", "exactly three village squares produce horses (l.139)", field="produces"
        )
    if len(village_res) != 6:
        raise DataError("squares.json", "six craftsmen = six village resources (l.216)", field="produces")
    producible = {r for s in squares for r in s.produces}
    for s in squares:
        missing = set(s.requires) - producible
        if missing:
            raise DataError(
                "squares.json",
                f"needs {sorted(missing)}, which nothing produces",
                record=s.id,
                field="requires",
            )


TABLE = Table(
    "squares",
    "squares.json",
    (
        Field(
            "deck",
            "str",
            "the back colour: which stack it is shuffled into (l.19-24)",
            choices=DECKS,
            fixed=True,
        ),
        Field("name", "str", "what is drawn on it (a glossary term)", fixed=True),
        Field(
            "requires", "list[str]", "resources it needs from its neighbours to be annexed (l.92)", fixed=True
        ),
        Field("produces", "list[str]", "resources (or a token kind) it offers (l.94, l.100)", fixed=True),
        Field(
            "vp", "int", "victory points of a prize square at the end (l.143); 0 for the others", min=0, max=3
        ),
    ),
    meaning="the 97 squares: 24 nature, 24 village, 24 city, 25 prize (l.19-24)",
)


def _square(r: dict[str, Any]) -> Square:
    return Square(
        r["id"],
        r["deck"],
        r["name"],
        tuple(r["requires"]),
        tuple(r["produces"]),
        r["vp"],
        r["source"],
        r.get("reason", ""),
    )


class FoundersData(ComponentData):
    """The squares, shipped or corrected by a user: ``squares`` and ``vp`` indexed by square id."""

    PACKAGE = _PACKAGE
    TABLES = (TABLE,)

    def derive(self) -> None:
        self.squares: tuple[Square, ...] = tuple(_square(r) for r in self.tables["squares"])
        self.vp: tuple[int, ...] = tuple(s.vp for s in self.squares)

    def check(self) -> None:
        _check_counts(self.squares)

    def square_view(self, i: int) -> dict[str, Any]:
        return self.squares[i].to_view()


def _glossary(squares: tuple[Square, ...]) -> Glossary:
    glossary = Glossary(load_json(_PACKAGE, "glossary.json"))
    used = {w for s in squares for w in (s.deck, s.name, *s.requires, *s.produces)}
    missing = sorted(w for w in used if w not in glossary)
    if missing:
        raise DataError("glossary.json", f"lacks {missing}")
    return glossary


DEFAULT = FoundersData.DEFAULT = FoundersData.shipped()  # checked against the schema and l.19-24 once
SQUARES = DEFAULT.squares  # the shipped squares; the fixed fields are read from here
GLOSSARY = _glossary(SQUARES)
# The six craftsmen, one per village resource (l.216), in the data's order.
CRAFTSMEN: tuple[str, ...] = tuple(dict.fromkeys(s.produces[0] for s in SQUARES if s.deck == "village"))
OUTPUTS: tuple[frozenset[str], ...] = tuple(frozenset(s.produces) for s in SQUARES)
LABEL: tuple[str, ...] = tuple(f"{GLOSSARY(s.name, 'en')} #{s.id}" for s in SQUARES)


def deck_ids(deck: str) -> tuple[int, ...]:
    return tuple(s.id for s in SQUARES if s.deck == deck)
