"""Module D's component data (data/maya/): the city's districts, sites, roads and forks, its buildings,
temples, action cards, storage tokens and numbers; and the city's road graph the die walks (l.841-847)."""

from __future__ import annotations

from typing import Any

from boardkit.core.data import Field, Table
from boardkit.core.errors import DataError

_M = "data/maya/"
STORES = ("wood", "grain", "cocoa", "gem", "sugar")  # the Maya's storage token kinds (l.772)
CARD_DISTRICTS = ("trade", "festival", "construction", "technology")  # l.883
REWARDS = ("coins", "cards", "priest", "storage", "road")  # l.869-873
EFFECTS = ("production", "religion", "warrior")  # l.851-859
BONUSES = ("warrior", "religion", "gem", "sugar")  # l.943
SIZES = ("large", "medium", "small")  # l.734-740, level 1, 2, 3


def _f(name: str, type: str, meaning: str, **kw: Any) -> Field:
    return Field(name, type, meaning, **kw)


MAYA_TABLES = (
    Table(
        "maya_districts",
        _M + "city.json",
        (
            _f("order", "int", "left to right between the six roads (l.863)", min=1, max=5, fixed=True),
            _f("colour", "str", "the district's colour (l.883)", fixed=True),
            _f("reward", "str", "what a temple level here gives (l.869-873)", choices=REWARDS),
            _f("cards", "bool", "action cards are tucked here (l.883)", fixed=True),
        ),
        section="districts",
        meaning="Module D: the five districts of the Maya city and their temple rewards (l.867-873)",
    ),
    Table(
        "maya_sites",
        _M + "city.json",
        (
            _f("road", "int", "the die value's road the site lies on (l.841)", min=1, max=6, fixed=True),
            _f("step", "int", "its place on the road from the die symbol", min=1, max=3, fixed=True),
            _f("districts", "list[str]", "the districts beside it (l.863)", fixed=True),
            _f(
                "building", "str", "the building printed there, '' for a site to build on (l.905)", fixed=True
            ),
        ),
        section="sites",
        meaning="Module D: the building sites along the city's roads (l.841-863)",
    ),
    Table(
        "maya_links",
        _M + "city.json",
        (_f("ends", "list[str]", "the two sites a road piece joins (l.843)", fixed=True),),
        section="links",
        meaning="Module D: the city's printed roads (l.843, l.847)",
    ),
    Table(
        "maya_forks",
        _M + "city.json",
        (
            _f("road", "int", "the road the token lies on (l.872)", min=2, max=5, fixed=True),
            _f("ends", "list[str]", "the sites a road token there joins (l.872)", fixed=True),
        ),
        section="forks",
        meaning="Module D: the forks a road token may be laid on (l.872)",
    ),
    Table(
        "maya_buildings",
        _M + "buildings.json",
        (
            _f(
                "kind",
                "str",
                "printed, or a wooden or straw token (l.742-750)",
                choices=("printed", "wooden", "straw"),
                fixed=True,
            ),
            _f("effect", "str", "what it does when the die passes (l.851-859)", choices=EFFECTS),
            _f(
                "gain",
                "dict[str,int]",
                "production: the storage filled, coins or happiness (l.851)",
                min=1,
                max=3,
                optional=True,
            ),
        ),
        meaning="Module D: the city's printed buildings and the 12 building tokens (l.742, l.851-859)",
    ),
    Table(
        "maya_temples",
        _M + "temples.json",
        (
            _f("size", "str", "large (level 1), medium, small (l.734-740)", choices=SIZES, fixed=True),
            _f("level", "int", "the level it completes (l.865)", min=1, max=3, fixed=True),
            _f("cost", "dict[str,int]", "the resources paid to complete it (l.863)", min=1, max=3),
        ),
        meaning="Module D: the 15 temple tokens, 5 of each size (l.729)",
    ),
    Table(
        "maya_cards",
        _M + "cards.json",
        (
            _f(
                "districts",
                "list[str]",
                "the districts of its two actions (l.776)",
                choices=CARD_DISTRICTS,
                fixed=True,
            ),
            _f(
                "build",
                "str",
                "construction: wood or grain paid (l.905-908)",
                choices=("wood", "grain"),
                optional=True,
            ),
            _f("pay", "dict[str,int]", "festival: the resources paid (l.933)", min=1, max=3, optional=True),
            _f(
                "gain",
                "dict[str,int]",
                "festival: the points or coins gained (l.933)",
                min=1,
                max=9,
                optional=True,
            ),
            _f("value", "int", "technology: the die value it needs (l.939)", min=1, max=6, optional=True),
            _f("bonus", "str", "technology: its bonus (l.943)", choices=BONUSES, optional=True),
        ),
        meaning="Module D: the 24 action cards, two actions each (l.776-778)",
    ),
    Table(
        "maya_storage",
        _M + "storage.json",
        (
            _f("tokens", "int", "storage tokens of this kind laid out (l.770)", min=0, max=3),
            _f("filled", "int", "of them filled side up (l.772)", min=0, max=3),
        ),
        section="start",
        meaning="Module D: the Maya's storage tokens at the start (l.770-772)",
    ),
    Table(
        "maya_spare",
        _M + "storage.json",
        (_f("tokens", "int", "spare storage tokens of this kind (l.770, l.871)", min=0, max=4),),
        section="spare",
        meaning="Module D: the storage tokens set aside, taken as a temple reward (l.871)",
    ),
    Table(
        "maya_numbers",
        _M + "numbers.json",
        (_f("value", "int", "the number", min=0, max=99),),
        meaning="Module D: counts and prices the text prints (l.714-969)",
    ),
)


class City:
    """The Maya city's fixed layout: sites in order, road pieces, forks and districts, as indexes."""

    def __init__(self, t: dict[str, list[dict[str, Any]]]) -> None:
        districts = sorted(t["maya_districts"], key=lambda r: r["order"])
        self.districts: tuple[str, ...] = tuple(r["id"] for r in districts)
        self.reward: dict[str, str] = {r["id"]: r["reward"] for r in districts}
        self.card_districts: tuple[str, ...] = tuple(r["id"] for r in districts if r["cards"])
        sites = sorted(t["maya_sites"], key=lambda r: (r["road"], r["step"]))
        self.sites: tuple[str, ...] = tuple(r["id"] for r in sites)
        at = {x: i for i, x in enumerate(self.sites)}
        self.index = at
        self._near: dict[tuple[int, tuple[str, ...]], tuple[int, ...]] = {}  # neighbours, by (site, roads)
        self.printed: tuple[str, ...] = tuple(r["building"] for r in sites)
        self.beside: tuple[tuple[int, ...], ...] = tuple(
            tuple(self.districts.index(d) for d in r["districts"]) for r in sites
        )
        self.road_of: tuple[int, ...] = tuple(r["road"] for r in sites)
        self.step_of: tuple[int, ...] = tuple(r["step"] for r in sites)  # a site's place along its road
        # the die symbol of value v leads onto the road's first site (l.841)
        self.entry: dict[int, int] = {r["road"]: at[r["id"]] for r in sites if r["step"] == 1}
        self.links: tuple[tuple[int, int], ...] = tuple(
            (at[r["ends"][0]], at[r["ends"][1]]) for r in t["maya_links"]
        )
        forks = sorted(t["maya_forks"], key=lambda r: r["road"])
        self.forks: tuple[str, ...] = tuple(r["id"] for r in forks)
        self.fork_road: tuple[int, ...] = tuple(r["road"] for r in forks)  # the road a fork lies on (l.872)
        self.fork_ends: tuple[tuple[int, int], ...] = tuple(
            (at[r["ends"][0]], at[r["ends"][1]]) for r in forks
        )

    def neighbours(self, site: int, roads: tuple[str, ...]) -> tuple[int, ...]:
        """The sites one road piece away, road tokens laid on ``roads`` forks included (l.843, l.872); kept
        per (site, roads): a walk asks again at every step."""
        found = self._near.get((site, roads))
        if found is not None:
            return found
        out = [b if a == site else a for a, b in self.links if site in (a, b)]
        for fork, (a, b) in zip(self.forks, self.fork_ends, strict=True):
            if fork in roads and site in (a, b):
                out.append(b if a == site else a)
        found = self._near[site, roads] = tuple(sorted(out))
        return found


def derive(data: Any) -> None:
    """Module D's lookups on the data object (called from SantaMariaData.derive)."""
    t = data.tables
    data.city = City(t)
    data.maya_buildings = {r["id"]: r for r in t["maya_buildings"]}
    data.temples = {r["id"]: r for r in t["maya_temples"]}
    data.temple_sizes = {
        size: tuple(r["id"] for r in t["maya_temples"] if r["size"] == size) for size in SIZES
    }
    data.cards = {r["id"]: r for r in t["maya_cards"]}
    data.maya_start = {r["id"]: (r["tokens"], r["filled"]) for r in t["maya_storage"]}
    data.maya_spare = {r["id"]: r["tokens"] for r in t["maya_spare"]}
    data.m = {r["id"]: r["value"] for r in t["maya_numbers"]}


def check(data: Any) -> None:
    """What the rules build on: 15 temples, 5 per size; 24 cards of two card districts each; 12 tokens."""
    city = data.city
    f = _M + "city.json"
    if len(city.districts) != 5 or "gold" not in city.districts:
        raise DataError(f, "five districts, the temple of gold among them (l.734, l.883)", table="districts")
    for i, name in enumerate(city.printed):
        if name and name not in data.maya_buildings:
            raise DataError(f, f"no building {name!r}", record=city.sites[i], field="building", table="sites")
    if sorted(city.entry) != [1, 2, 3, 4, 5, 6]:
        raise DataError(f, "one road for each die value 1-6 (l.841)", table="sites")
    for size in SIZES:
        if len(data.temple_sizes[size]) != 5:
            raise DataError(_M + "temples.json", f"5 {size} temple tokens (l.729)", field="size")
    for rec in data.temples.values():
        if any(k not in STORES for k in rec["cost"]):
            raise DataError(
                _M + "temples.json", f"costs are paid in {STORES}", record=rec["id"], field="cost"
            )
    if len(data.cards) != 24:
        raise DataError(_M + "cards.json", "24 action cards (l.778)", field="id")
    need = {"construction": "build", "festival": "pay", "technology": "value"}
    for rec in data.cards.values():
        ds = rec["districts"]
        if len(ds) != 2 or len(set(ds)) != 2:
            raise DataError(
                _M + "cards.json",
                "two different actions on a card (l.776)",
                record=rec["id"],
                field="districts",
            )
        for d, field in need.items():
            if (d in ds) != (field in rec):
                raise DataError(
                    _M + "cards.json", f"a {d} action shows its {field}", record=rec["id"], field=field
                )
    kinds = [r["kind"] for r in data.maya_buildings.values()]
    if kinds.count("wooden") != 6 or kinds.count("straw") != 6:
        raise DataError(_M + "buildings.json", "6 wooden and 6 straw building tokens (l.742)", field="kind")
    for rec in data.maya_buildings.values():
        if (rec["effect"] == "production") != bool(rec.get("gain")):
            raise DataError(
                _M + "buildings.json", "production shows its gain (l.851)", record=rec["id"], field="gain"
            )
    starting = sum(n for n, _ in data.maya_start.values()) + sum(data.maya_spare.values())
    if starting != data.m["storage_tokens"]:
        raise DataError(_M + "storage.json", "10 storage tokens in all (l.762)", field="tokens")
