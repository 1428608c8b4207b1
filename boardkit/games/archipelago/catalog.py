"""The component data read once from ``data/*.json``: hexes, market boards, boards III-IV, the wheel,
build costs, development cards and their backs, trend and objective cards.

Every record carries ``source`` (a rulebook line, or ``assumed`` with its reason); the pictures of the
rulebook are lost, so most numbers are designed (RULINGS.md A1). Rules read the tuples built here.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from boardkit.core.data import check_sources, load_json
from boardkit.core.errors import DataError

_PACKAGE = "boardkit.games.archipelago.data"
RESOURCES = ("wood", "fish", "iron", "stone", "cattle", "fruit")  # l.44 (six colours)
RES = {r: i for i, r in enumerate(RESOURCES)}
CUBES_TOTAL = 82  # l.44
CUBES_PER_TYPE = (14, 14, 14, 14, 13, 13)  # assumed: 82 split as evenly as it goes (RULINGS A2)
MONEY_TOTAL = 21 * 5 + 30  # l.37-40: 135f in the game
START_MONEY = 10  # l.109
EXPLORER_STACKS = (8, 8, 8)  # l.102
BUILDING_POOLS = {"market": 13, "port": 13, "city": 13, "church": 13}  # l.77: 13 market/port, 13 city/church
SHARED_POOL = {"market": "market_port", "port": "market_port", "city": "city_church", "church": "city_church"}
BUILDINGS = ("city", "port", "market", "church")
INHABITANTS = 10  # l.58, l.551
SHIPS = 4  # l.56, l.637
MAX_DISCS = 5  # l.60, l.525
START_DISCS = 3  # l.109
PER_REGION = 3  # l.555
LABOR_MAX = 30  # assumed: the track's end (labor.json)
REBELLION_MAX = 60  # assumed: a track long enough to pass any population (50 inhabitants at most)
TRACK_SLOTS = 5  # l.731
SKULL = 3  # the fourth corner: three turns from upright (l.754)
RANK_VP = (3, 2, 1)  # l.920
TREND_VP = (4, 3, 2)  # l.958
PACIFIST_VP = 3  # l.950


def _load(name: str) -> Any:
    return load_json(_PACKAGE, name)


@dataclass(frozen=True, slots=True)
class Face:
    """One side of a terrain hex: a region (l.119)."""

    id: str
    hex: int
    edges: str  # six edge terrains, clockwise from east: s sea, f fields, m mountains
    icons: tuple[int, ...]  # resource indexes, one per icon
    huts: int


@dataclass(frozen=True, slots=True)
class Card:
    """A development card: prices on three corners, how it is used, what it does, its back."""

    id: str
    index: int
    kind: str  # character | progress
    prices: tuple[int, int, int]
    use: str  # owner | any (l.818, l.822)
    money: int
    discs: int
    vp: int
    wonder: bool
    requires: str
    options: tuple[tuple[tuple[int, ...], tuple[dict, ...]], ...]  # (cube cost per resource, steps)
    passive: str
    back: int
    source: str

    @property
    def min_price(self) -> int:
        return min(self.prices)  # l.834

    @property
    def usable(self) -> bool:
        """False for passive cards (the King and Queen act in the bids, RULINGS A10) and any card whose
        effect data says ``special`` (none now: every card is played, RULINGS A20)."""
        return not self.passive and all(st["do"] != "special" for _, steps in self.options for st in steps)


@dataclass(frozen=True, slots=True)
class Back:
    """The 'archipelago balance' side of a development card (l.103, l.338)."""

    id: str
    top: dict
    bottom: dict


@dataclass(frozen=True, slots=True)
class Objective:
    id: str
    deck: str
    end: str
    thresholds: dict
    k: int
    criterion: str
    pacifist: int
    source: str

    def threshold(self, players: int) -> int | None:
        v = self.thresholds.get(str(players))
        return v


def _vector(d: dict[str, int], where: str) -> tuple[int, ...]:
    for r in d:
        if r not in RES:
            raise DataError(where, f"unknown resource {r!r}")
    return tuple(d.get(r, 0) for r in RESOURCES)


_regions = _load("regions.json")
check_sources(_regions["faces"], "regions.json")
FACES: tuple[Face, ...] = tuple(
    Face(r["id"], r["hex"], r["edges"], tuple(RES[i] for i in r["icons"]), r["huts"])
    for r in _regions["faces"]
)
FACE = {f.id: f for f in FACES}


def hex_icons(face: str) -> str:
    """A hex not laid yet, as a log line names it: by its icons (l.451); only a laid one has a board number."""
    return ", ".join(RESOURCES[r] for r in FACE[face].icons) or "nothing"


OPEN_SEA = "open_sea"
DESERT = "desert_village"
REGION_FACES = tuple(f for f in FACES if f.hex > 0)
HEXES: tuple[int, ...] = tuple(sorted({f.hex for f in REGION_FACES}))
HEX_FACES: dict[int, tuple[str, str]] = {h: tuple(f.id for f in REGION_FACES if f.hex == h) for h in HEXES}
OTHER_FACE = {a: b for a, b in HEX_FACES.values()} | {b: a for a, b in HEX_FACES.values()}

_markets = _load("markets.json")
check_sources(_markets, "markets.json")
# ZONES[board][resource] = rows (cells, price, labor, rebellion), top row first
ZONES: dict[str, tuple[tuple[tuple[int, int, int, int], ...], ...]] = {}
for _board in ("internal", "external"):
    ZONES[_board] = tuple(
        tuple(
            (r["cells"], r["price"], r["labor"], r["rebellion"])
            for r in sorted(_markets, key=lambda r: r["row"])
            if r["board"] == _board and r["resource"] == res
        )
        for res in RESOURCES
    )
ZONE_SIZE = {b: tuple(sum(row[0] for row in z) for z in ZONES[b]) for b in ZONES}

STABILITY = tuple((r["low"], r["high"], r["labor"], r["rebellion"]) for r in _load("stability.json"))
check_sources(_load("stability.json"), "stability.json")
LABOR_ROWS = tuple((r["low"], r["high"], r["cost"], r["rebellion"]) for r in _load("labor.json"))
check_sources(_load("labor.json"), "labor.json")

_wheel = _load("wheel.json")
check_sources(_wheel["zones"], "wheel.json")
WHEEL_ZONES = tuple(z["id"] for z in _wheel["zones"])
WHEEL_LIMITS = {
    4: {z["id"]: z["limit_2_4"] for z in _wheel["zones"]},
    5: {z["id"]: z["limit_5"] for z in _wheel["zones"]},
}
TAX_PER_UNIT: int = _wheel["tax_per_unit"]

_costs = _load("build_costs.json")
check_sources(_costs, "build_costs.json")
BUILD_COST = {r["id"]: (_vector(r["cubes"], "build_costs.json"), r["money"]) for r in _costs}

_cards = _load("cards.json")
check_sources(_cards["backs"], "cards.json")
check_sources(_cards["cards"], "cards.json")
BACKS: tuple[Back, ...] = tuple(Back(b["id"], b["top"], b["bottom"]) for b in _cards["backs"])
_back_index = {b.id: i for i, b in enumerate(BACKS)}
CARDS: tuple[Card, ...] = tuple(
    Card(
        c["id"],
        i,
        c["kind"],
        tuple(c["prices"]),
        c["use"],
        c["money"],
        c["discs"],
        c["vp"],
        c["wonder"],
        c["requires"],
        tuple((_vector(o["cubes"], "cards.json"), tuple(o["steps"])) for o in c["options"]),
        c["passive"],
        _back_index[c["back"]],
        c["source"],
    )
    for i, c in enumerate(_cards["cards"])
)
CARD = {c.id: c for c in CARDS}

TRENDS = tuple(_load("trends.json"))
check_sources(list(TRENDS), "trends.json")
TREND = {t["id"]: t for t in TRENDS}

_objectives = _load("objectives.json")
check_sources(_objectives, "objectives.json")
OBJECTIVES: tuple[Objective, ...] = tuple(
    Objective(
        o["id"], o["deck"], o["end"], o["thresholds"], o["k"], o["criterion"], o["pacifist"], o["source"]
    )
    for o in _objectives
)
OBJECTIVE = {o.id: o for o in OBJECTIVES}
SECRET_ROLES = ("pacifist", "separatist")  # l.920, removed with 2 players (l.1012)

if len(FACES) != 50 or len(REGION_FACES) != 48 or len(HEXES) != 24:
    raise DataError("regions.json", "24 region hexes with two faces each and the Open Sea hex (l.30, l.117)")
if len(CARDS) != 48 or sum(c.kind == "character" for c in CARDS) != 24:
    raise DataError("cards.json", "48 development cards, 24 characters and 24 progress cards (l.48-50)")
if len(TRENDS) != 12:
    raise DataError("trends.json", "12 trend cards (l.52)")
if len(OBJECTIVES) != 30 or {sum(o.deck == d for o in OBJECTIVES) for d in ("short", "medium", "long")} != {
    10
}:
    raise DataError("objectives.json", "30 objective cards, 10 per deck (l.21-26)")
if sum(CUBES_PER_TYPE) != CUBES_TOTAL:
    raise DataError("catalog", "82 cubes (l.44)")
