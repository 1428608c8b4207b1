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
MAX_REQUIRES = 4  # needs a square may print; the rulebook fixes no number, the shipped squares need 2


def _shipped_resources(deck: str) -> tuple[str, ...]:
    """What the shipped squares of ``deck`` make, in order: the words a correction may use (glossary terms)."""
    records = load_json(_PACKAGE, "squares.json")
    return tuple(dict.fromkeys(x for r in records if r["deck"] == deck for x in r["produces"]))


NATURE_RESOURCES = _shipped_resources("nature")  # wood l.106, stone l.108, plants l.199, water
VILLAGE_RESOURCES = _shipped_resources("village")  # one per craftsman (l.216), horses l.139
# Every resource a square may need or make: nature, village and the token kinds a city square makes (l.96).
RESOURCES: tuple[str, ...] = tuple(sorted({*NATURE_RESOURCES, *VILLAGE_RESOURCES, *TOKENS}))
RESOURCE_INDEX = {r: i for i, r in enumerate(RESOURCES)}


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


def _check_counts(squares: tuple[Square, ...], corrected: frozenset[int] = frozenset()) -> None:
    """Every count the rulebook prints must hold for the deck we ship (or a user corrected); a count
    across squares that fails names the first ``corrected`` square it concerns."""
    decks = Counter(s.deck for s in squares)
    expect = {"nature": 24, "village": 24, "city": 24, "prize": 25}  # l.19-24
    if dict(decks) != expect:
        raise DataError(
            "squares.json", f"deck sizes {dict(decks)} differ from l.19-24 {expect}", field="deck"
        )
    if [s.id for s in squares] != list(range(len(squares))):
        raise DataError("squares.json", "ids must be 0..96 in order", field="id")
    for s in squares:
        _check_square(s)
    village_res = Counter(s.produces[0] for s in squares if s.deck == "village")
    changed = next((s.id for s in squares if s.deck == "village" and s.id in corrected), None)
    if village_res["horses"] != 3:
        raise DataError(
            "squares.json",
            f"exactly three village squares produce horses (l.139), got {village_res['horses']}",
            record=changed,
            field="produces",
        )
    if len(village_res) != 6:
        raise DataError(
            "squares.json",
            f"six craftsmen = six village resources (l.216), but villages produce {sorted(village_res)}",
            record=changed,
            field="produces",
        )
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


def _check_square(s: Square) -> None:
    """One square's needs and products have the shape its deck's rules read (l.92-100, l.143, l.154)."""

    def bad(detail: str, field: str) -> DataError:
        return DataError("squares.json", detail, record=s.id, field=field)

    if s.deck != "prize" and s.vp:
        raise bad("only prize squares carry VP (l.143)", "vp")
    if s.deck == "nature":
        if s.requires:
            raise bad("a nature square needs nothing (l.94)", "requires")
        if len(s.produces) != 2 or len(set(s.produces)) != 2 or not set(s.produces) <= set(NATURE_RESOURCES):
            raise bad(
                f"a nature square offers two different nature resources, of {', '.join(NATURE_RESOURCES)} "
                f"(l.94), got {list(s.produces)}",
                "produces",
            )
        return
    if not 1 <= len(s.requires) <= MAX_REQUIRES:
        raise bad(
            f"a {s.deck} square needs 1 to {MAX_REQUIRES} resources from its neighbours (l.92), "
            f"got {list(s.requires)}",
            "requires",
        )
    makes = {"village": VILLAGE_RESOURCES, "city": TOKENS, "prize": ()}[s.deck]
    if s.deck == "prize":
        if s.produces:
            raise bad("a prize square produces nothing (l.98)", "produces")
        if not 1 <= s.vp <= 3:
            raise bad("a prize square is worth 1-3 VP (l.150)", "vp")
    elif len(s.produces) != 1 or s.produces[0] not in makes:
        rule = "a village square makes one village resource (l.100, l.216)"
        if s.deck == "city":
            rule = "a city square makes one token kind (l.96, l.154)"
        raise bad(f"{rule}, one of {', '.join(makes)}, got {list(s.produces)}", "produces")


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
        # fixed: move buttons are labelled from the action alone (view.label), and positions name squares
        Field("name", "str", "what is drawn on it (a glossary term)", fixed=True),
        Field(
            "requires",
            "list[str]",
            f"resources it needs from its neighbours to be annexed (l.92): none for nature, 1-{MAX_REQUIRES} else",
            choices=RESOURCES,
        ),
        Field(
            "produces",
            "list[str]",
            "what it offers: nature two nature resources (l.94), village one village resource (l.216), "
            "city one token kind (l.154), prize nothing (l.98)",
            choices=RESOURCES,
        ),
        Field(
            "vp", "int", "victory points of a prize square at the end (l.143); 0 for the others", min=0, max=3
        ),
    ),
    meaning="the 97 squares: 24 nature, 24 village, 24 city, 25 prize (l.19-24)",
)


GLOSSARY = Glossary(load_json(_PACKAGE, "glossary.json"))


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
    """The squares, shipped or corrected by a user, and the lookup tables the rules read, indexed by
    square id: built once per distinct correction and shared by every state of the game.

    ``offer``: what a square can give, sorted (the matching's key; empty for a prize); ``requires``;
    ``makes_mask``/``requires_mask``: the same as bits of ``RESOURCE_INDEX``; ``village_makes``: the
    resource of a village square (a craftsman's square, l.218), else None; ``label``: its name and id
    in the log; ``need``/``need_key``/``supplies``: the annex tables (annex.py); ``vp``.
    """

    PACKAGE = _PACKAGE
    TABLES = (TABLE,)

    def derive(self) -> None:
        squares = self.squares = tuple(_square(r) for r in self.tables["squares"])
        self.vp: tuple[int, ...] = tuple(s.vp for s in squares)
        self.requires: tuple[tuple[str, ...], ...] = tuple(s.requires for s in squares)
        self.offer: tuple[tuple[str, ...], ...] = tuple(tuple(sorted(set(s.produces))) for s in squares)
        index = RESOURCE_INDEX
        self.makes_mask: tuple[int, ...] = tuple(sum(1 << index[r] for r in o) for o in self.offer)
        self.requires_mask: tuple[int, ...] = tuple(sum(1 << index[r] for r in set(q)) for q in self.requires)
        self.village_makes: tuple[str | None, ...] = tuple(
            s.produces[0] if s.deck == "village" and s.produces else None for s in squares
        )
        self.label: tuple[str, ...] = tuple(f"{GLOSSARY(s.name, 'en')} #{s.id}" for s in squares)
        # Annex tables: per square what it gives (as indexes) and pair keys a * 64 + b (a < b) of the
        # pairs it offers both of, or None when it supplies nothing (a prize); its need as (a, b, pair
        # key) for two different resources, (a, a, -1) for one, None for none, NEED_ANY for another
        # shape (left to the matching).
        gives = [tuple(index[r] for r in o) for o in self.offer]
        self.supplies: tuple[tuple[tuple[int, ...], tuple[int, ...]] | None, ...] = tuple(
            (g, tuple(a * 64 + b for a in g for b in g if a < b)) if g and s.deck != "prize" else None
            for g, s in zip(gives, squares, strict=True)
        )
        self.need: tuple[tuple[int, int, int] | str | None, ...] = tuple(_need(q) for q in self.requires)
        # The key of a square's verdict in an annex grid: squares with the same needs share it.
        self.need_key: tuple[object, ...] = tuple(
            q if n is NEED_ANY else n for q, n in zip(self.requires, self.need, strict=True)
        )
        # What the agreement test has seen last, and its memos (scoring.py): per data, never shared.
        self.kept: list[tuple] = [((), 0, [0], 0)] * 3 + [((), 0)] * 3 + [((), ())]
        self.makes_any: dict[tuple[int, ...], int] = {}
        self.prize_needs: dict[tuple[int, ...], tuple[int, ...]] = {}

    def check(self) -> None:
        _check_counts(self.squares, frozenset(int(i) for i in self.override.get("squares", {})))

    def square_view(self, i: int) -> dict[str, Any]:
        return self.squares[i].to_view()


NEED_ANY = "any"


def _need(req: tuple[str, ...]) -> tuple[int, int, int] | str | None:
    if not req:
        return None
    if len(req) == 1:  # one resource: some supplier of it; no pair can be the only supplier of both
        a = RESOURCE_INDEX[req[0]]
        return (a, a, -1)
    if len(req) == 2 and req[0] != req[1]:
        a, b = RESOURCE_INDEX[req[0]], RESOURCE_INDEX[req[1]]
        return (a, b, min(a, b) * 64 + max(a, b))
    return NEED_ANY


def _check_glossary(squares: tuple[Square, ...]) -> None:
    used = {w for s in squares for w in (s.deck, s.name, *s.requires, *s.produces)}
    missing = sorted(w for w in used if w not in GLOSSARY)
    if missing:
        raise DataError("glossary.json", f"lacks {missing}")


DEFAULT = FoundersData.DEFAULT = FoundersData.shipped()  # checked against the schema and l.19-24 once
SQUARES = DEFAULT.squares  # the shipped squares: positions (position.py) and the fixed decks read them
_check_glossary(SQUARES)  # a correction takes its words from the shipped ones (the fields' choices)
# The six craftsmen, one per village resource (l.216), in the shipped data's order.
CRAFTSMEN: tuple[str, ...] = VILLAGE_RESOURCES
DECK: tuple[str, ...] = tuple(s.deck for s in SQUARES)  # fixed: a correction may not move a square
IS_PRIZE: tuple[bool, ...] = tuple(d == "prize" for d in DECK)


_DECK_IDS = {deck: tuple(s.id for s in SQUARES if s.deck == deck) for deck in DECKS}  # read at every setup


def deck_ids(deck: str) -> tuple[int, ...]:
    return _DECK_IDS[deck]
