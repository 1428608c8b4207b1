"""Component data: the route, the exploration track, tokens, tiles, cards and buildings, read once from data/*.json.

Every record names its source (a rulebook line, or ``assumed`` with the reason); ``load`` checks that
before anything is built. The rules read only the frozen lookup tables made here.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from boardkit.core.data import check_sources, load_json

_PACKAGE = "boardkit.games.maracaibo"

NATIONS = ("france", "england", "spain")  # l.87: blue, white, red
GOODS = ("tobacco", "sugar", "coffee", "plants")  # "plants" = medicinal plants (l.1103); others assumed
OBJECTS = ("treasure", "adventure", "books")  # l.918-920
SYNERGY = ("herbs", "ships", "arms", "letters", "faith")  # kinds are pictures: assumed (l.659)
MARKERS_PER_NATION = 13  # l.87 (39 = 13 x 3)
SAILORS_PER_COLOUR = 8  # l.51-58
DISC_SPACES = 12  # l.96
DISCS_PER_SPACE = 2  # l.96
HAND_LIMIT, BIG_HAND_LIMIT = 4, 6  # l.221, l.558
PLAN_SPACES = 3  # l.210
MARKET_SIZE = 4  # l.83
COMBAT_MAX = 8  # l.882
START_DOUBLOONS = (8, 9, 10, 11)  # l.113
ARRIVAL_VP = (10, 8, 6, 4)  # l.362
EMPTY_PILES_VALUE = 3  # l.259


def _read(name: str) -> list[dict[str, Any]]:
    records = load_json(_PACKAGE, f"data/{name}")
    check_sources(records, name)
    return records


@dataclass(frozen=True, slots=True)
class Location:
    id: str
    name: str
    kind: str  # havana, city, village, doorstep
    next: tuple[str, ...]
    stop: bool
    flag: bool
    good: str
    market: int
    action: str  # combat, expedition, combat_or_expedition, "" (doorsteps 21a/21b/22 score VP)
    steps: int
    bonus: tuple[Any, ...]
    rounds: tuple[int, ...]
    vp: int
    legacy: str = ""  # the legacy tile that brings this location into play (l.1232, l.1238)


@dataclass(frozen=True, slots=True)
class Card:
    id: int  # the design; a physical card is an index into CARD_DESIGN
    name: str
    deck: str
    cost: int
    symbol: str
    vp: int
    effects: tuple[tuple[Any, ...], ...]
    requires: tuple[str, ...]
    assistant_at: str

    @property
    def is_good(self) -> bool:
        return self.symbol in GOODS


@dataclass(frozen=True, slots=True)
class Token:
    id: int
    value: tuple[int, int, int]
    entry: tuple[tuple[tuple[str, int], ...], ...]  # per nation: (what, amount) pairs
    most: bool
    fewest: bool


@dataclass(frozen=True, slots=True)
class Quest:
    id: int
    cost: tuple[Any, ...]
    reward: tuple[Any, ...]


def _tup(x: Any) -> Any:
    return tuple(_tup(v) for v in x) if isinstance(x, list) else x


ROUTE = {
    r["id"]: Location(
        r["id"],
        r["name"],
        r["kind"],
        tuple(r["next"]),
        r["stop"],
        r["flag"],
        r["good"],
        r["market"],
        r["action"],
        r["steps"],
        _tup(r["bonus"]),
        tuple(r["rounds"]),
        r.get("vp", 0),
        r.get("legacy", ""),
    )
    for r in _read("route.json")
}
HAVANA = "0"
CITIES = tuple(k for k, v in ROUTE.items() if v.kind == "city")
VILLAGES = tuple(k for k, v in ROUTE.items() if v.kind == "village")
FLAGS = tuple(k for k, v in ROUTE.items() if v.flag)  # every village can hold a marker (RULINGS A23)
MARKETS = tuple(k for k, v in ROUTE.items() if v.market)

TRACK = _read("exploration.json")
TRACK_END = len(TRACK) - 1
TRACK_REWARD = tuple(_tup(s["reward"]) for s in TRACK)
TRACK_BORDER = tuple(s["border"] for s in TRACK)  # crossed when entering that space
TRACK_QUEST = tuple(s["id"] for s in TRACK if s["quest"])

TOKENS = tuple(
    Token(
        t["id"],
        (t["france"], t["england"], t["spain"]),
        tuple(tuple(sorted(t["entry"][n].items())) for n in NATIONS),
        t["most"],
        t["fewest"],
    )
    for t in _read("combat_tokens.json")
)
QUESTS = tuple(Quest(q["id"], _tup(q["cost"]), _tup(q["reward"])) for q in _read("quests.json"))
UPGRADES = tuple(_read("upgrades.json"))
UPGRADE_IDS = tuple(u["id"] for u in UPGRADES)
UP = {u: i for i, u in enumerate(UPGRADE_IDS)}
BUILDINGS = {b["id"]: b for b in _read("buildings.json")}
CAREERS = tuple(_read("careers.json"))
INFLUENCE = {r["id"]: r for r in _read("influence.json")}
TRACK_LENGTH = INFLUENCE["france"]["length"]
BANNERS = tuple(sorted((int(k), v) for k, v in INFLUENCE["france"]["banners"].items()))
INCOME = {r["id"]: r for r in _read("income.json")}
DINCOME_MAX = INCOME["doubloons"]["max"]
VINCOME_MAX = INCOME["vp"]["max"]
# Cards 75-77 (no campaign): quest locations at setup and after rounds 1-3, by player count (l.127, l.155, l.460)
NONCAMPAIGN = {
    r["id"]: {
        step: {int(k): tuple(v) for k, v in r[step].items()}
        for step in ("setup", "round1", "round2", "round3")
    }
    for r in _read("noncampaign.json")
}
STORY = {r["id"]: r for r in _read("story.json")}  # campaign story cards (l.1153-1171)
LEGACY = {r["id"]: r for r in _read("legacy.json")}  # legacy tiles (l.1206-1240)

_designs = _read("cards.json")
DESIGNS = tuple(
    Card(
        c["id"],
        c["name"],
        c["deck"],
        c["cost"],
        c["symbol"],
        c["vp"],
        _tup(c["effects"]),
        tuple(c["requires"]),
        c["assistant_at"],
    )
    for c in _designs
)
# Physical cards: copies of each design, numbered 0..79 (deck A first, then B).
CARD_DESIGN: tuple[Card, ...] = tuple(
    DESIGNS[c["id"]]
    for deck in ("A", "B", "C")
    for c in _designs
    if c["deck"] == deck
    for _ in range(c["copies"])
)
CARD_COUNT = len(CARD_DESIGN)
DECK_A = tuple(i for i, c in enumerate(CARD_DESIGN) if c.deck == "A")
DECK_B = tuple(i for i, c in enumerate(CARD_DESIGN) if c.deck == "B")
DECK_C = tuple(i for i, c in enumerate(CARD_DESIGN) if c.deck == "C")  # story cards with red numbers (l.77)
STORY_CARD = {c["story"]: i for i, c in zip(DECK_C, (d for d in _designs if d["deck"] == "C"), strict=True)}
B_IN_DECK = 40  # l.81


def rank(influence: int) -> int:
    """The number on the last red banner reached (l.507); 0 before the first (RULINGS A3)."""
    out = 0
    for space, number in BANNERS:
        if influence >= space:
            out = number
    return out


def next_banner(influence: int) -> int:
    """The space of the next red banner after ``influence`` (the track's end when none is left)."""
    for space, _ in BANNERS:
        if space > influence:
            return space
    return TRACK_LENGTH


def doubloon_track_vp(income: int) -> int:
    """VP shown under the doubloon-income track at ``income`` (final scoring only, l.485)."""
    icons = INCOME["doubloon_vp_icons"]
    return max(0, (income - icons["from"]) // icons["every"])


def free_spaces(taken: int) -> int:
    """Empty spaces on an ownership track of 1+2+2+... once ``taken`` markers left it (l.87, l.499)."""
    return (taken + 1) // 2


def next_on_route(loc: str, round_: int, opened: frozenset[str] = frozenset()) -> tuple[str, ...]:
    """Where an arrow from ``loc`` leads in this round (21a in rounds 1-3, 21b and 22 in round 4: l.408,
    RULINGS A14); locations of legacy tiles only once ``opened`` (l.1232, l.1238)."""
    return tuple(
        n
        for n in ROUTE[loc].next
        if round_ in ROUTE[n].rounds and (not ROUTE[n].legacy or ROUTE[n].legacy in opened)
    )


def _reach(round_: int) -> dict[str, frozenset[str]]:
    out: dict[str, frozenset[str]] = {}

    def walk(loc: str) -> frozenset[str]:
        if loc not in out:
            seen: set[str] = set()
            for n in next_on_route(loc, round_):
                seen.add(n)
                seen |= walk(n)
            out[loc] = frozenset(seen)
        return out[loc]

    for loc in ROUTE:
        walk(loc)
    return out


REACH = {r: _reach(r) for r in (1, 2, 3, 4)}  # locations still ahead of each location, per round

AUTOMA = tuple(_read("automa.json"))  # Jean's cards (l.745, l.761-824)
_board = {r["id"]: r for r in _read("automa_board.json")}
SHIELDS = tuple(_board["shields"]["vp"])  # VP of the shield uncovered after k discs (l.829-833)
JEAN_DISCS = len(SHIELDS) - 1
DIFFICULTY = {k: tuple(v) for k, v in _board["difficulty"].items() if k not in ("id", "source")}  # l.749-753
ASSISTANT_ACTIONS = {r["id"]: r for r in _read("assistant_actions.json")}  # l.980-1050
CITY_TILES = tuple(_read("city_tiles.json"))  # l.71-75
TILE_SLOTS = ("3", "5", "13", "14")  # Puerto Plata, Santo Domingo, Port Royal, Cartagena (l.75)
MARACAIBO = "9"  # the city the 2-player tile covers (l.71); its place on the board is designed
