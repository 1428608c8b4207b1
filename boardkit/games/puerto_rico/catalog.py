"""Component data: the tables of buildings.json and setup.json (schema below), as fast lookup tables.

``PRData`` holds one version of the data, shipped or corrected by a user (``new_game(data=...)``);
every state carries one in ``state.data`` and the rules read correctable values from it. The module
constants below are the shipped values, for the fixed fields and for tables and docs.
"""

from __future__ import annotations

from boardkit.core.data import ComponentData, Field, Table, load_json
from boardkit.core.errors import DataError

_PKG = "boardkit.games.puerto_rico"
GOODS = ("corn", "indigo", "sugar", "tobacco", "coffee")
CORN, INDIGO, SUGAR, TOBACCO, COFFEE = range(5)
TILES = (*GOODS, "quarry", "forest")  # island tile kinds; a forest is a plantation laid face down (l.822)
QUARRY, FOREST = 5, 6
GOOD_INDEX = {g: i for i, g in enumerate(GOODS)}
TILE_INDEX = {t: i for i, t in enumerate(TILES)}

TABLES = (
    Table(
        "buildings",
        "buildings.json",
        (
            Field(
                "set",
                "str",
                "base game or the expansion it comes from",
                choices=("base", "new_buildings", "nobles"),
                fixed=True,
            ),
            Field(
                "kind",
                "str",
                "production (makes goods) or beige (a special ability)",
                choices=("production", "beige"),
                fixed=True,
            ),
            Field("size", "str", "small (1 city space) or large (2)", choices=("small", "large"), fixed=True),
            Field("cost", "int", "doubloons to build it, before discounts (l.234-246)", min=0, max=20),
            Field("vp", "int", "victory points at the end of the game (l.454)", min=0, max=20),
            Field("column", "int", "the board column, which caps the quarry discount (l.244)", min=1, max=4),
            Field("circles", "int", "colonist circles: how many can work in it (l.217)", min=0, max=3),
            Field("copies", "int", "copies in a 3-5 player game (2 players: setup by_players)", min=1, max=5),
            Field(
                "good",
                "str",
                "the good a production building makes",
                choices=GOODS,
                optional=True,
                fixed=True,
            ),
            Field(
                "production_size",
                "str",
                "small or large production building",
                choices=("small", "large"),
                optional=True,
                fixed=True,
            ),
        ),
        section="buildings",
        meaning="one record per building of the base game and both expansions",
    ),
    Table(
        "by_players",
        "setup.json",
        (
            Field("players", "int", "the player count", min=2, max=5, fixed=True),
            Field("doubloons", "int", "starting doubloons per player", min=0, fixed=True),
            Field("start_tiles", "list[str]", "starting plantation of each seat", choices=GOODS, fixed=True),
            Field("vp_supply", "int", "VP chips in the supply", min=0, fixed=True),
            Field("roles", "list[str]", "role cards in play", fixed=True),
            Field("ships", "list[int]", "cargo ship sizes", min=1, fixed=True),
            Field("colonist_ship", "int", "colonists on the ship at the start", min=0, fixed=True),
            Field("colonist_supply", "int", "colonists in the supply", min=0, fixed=True),
            Field("face_up", "int", "face-up plantation tiles", min=1, fixed=True),
            Field(
                "remove_per_plantation", "int", "plantations of each kind back to the box", min=0, fixed=True
            ),
            Field("remove_quarries", "int", "quarries back to the box", min=0, fixed=True),
            Field("remove_goods", "int", "goods of each kind back to the box", min=0, fixed=True),
            Field(
                "beige_copies",
                "int",
                "copies of each beige building (two players)",
                min=0,
                optional=True,
                fixed=True,
            ),
            Field(
                "production_copies",
                "int",
                "copies of each production building (two players)",
                min=0,
                optional=True,
                fixed=True,
            ),
            Field("picks_per_round", "int", "roles chosen per round", min=1, fixed=True),
            Field("sources", "dict[str,str]", "the rulebook line of each number", optional=True, fixed=True),
        ),
        section="by_players",
        meaning="the setup for each player count (l.95-149, two players l.758-766)",
    ),
    Table(
        "components",
        "setup.json",
        (
            Field(
                "counts",
                "dict[str,int]",
                "pieces of each good or plantation",
                min=0,
                optional=True,
                fixed=True,
            ),
            Field("count", "int", "pieces in the box", min=0, optional=True, fixed=True),
            Field("value", "int", "total value in the box", min=0, optional=True, fixed=True),
            Field("slots", "int", "spaces of the trading house", min=1, optional=True, fixed=True),
        ),
        section="components",
        meaning="the contents of the box (l.39-77)",
    ),
    Table(
        "prices",
        "setup.json",
        (Field("price", "int", "doubloons the trading house pays for one good (l.327)", min=0, max=10),),
        section="prices",
        meaning="the trading house's price of each good",
    ),
    Table(
        "island_circles",
        "setup.json",
        (
            Field(
                "circles",
                "int",
                "colonist circles on an island tile (shown, not read by the rules)",
                min=0,
                max=1,
                fixed=True,
            ),
        ),
        section="island_circles",
        meaning="circles on island tiles",
    ),
    Table(
        "quarry_caps",
        "setup.json",
        (Field("cap", "int", "quarries that may count for a building of this column", min=0, fixed=True),),
        section="quarry_caps",
        meaning="the quarry discount's cap per building column (l.244)",
    ),
    Table(
        "factory",
        "setup.json",
        (Field("by_types", "list[int]", "doubloons for 0..5 kinds of goods produced", min=0, fixed=True),),
        section="factory",
        meaning="Factory bonus (l.638)",
    ),
    Table(
        "residence",
        "setup.json",
        (Field("by_tiles", "dict[str,int]", "VP by island tiles filled", min=0, fixed=True),),
        section="residence",
        meaning="Residence bonus (l.708)",
    ),
    Table(
        "cloister",
        "setup.json",
        (Field("by_sets", "list[int]", "VP by sets of three equal tiles", min=0, fixed=True),),
        section="cloister",
        meaning="Cloister bonus (l.951)",
    ),
    Table(
        "church",
        "setup.json",
        (Field("by_column", "list[int]", "VP chips when building from column 1..4", min=0, fixed=True),),
        section="church",
        meaning="Church bonus (l.881)",
    ),
)


def _structure() -> tuple[dict, ...]:
    """The fixed fields of the buildings, read from the shipped file (the rules are built on them)."""
    return tuple(load_json(_PKG, "buildings.json")["buildings"])


_buildings = _structure()
B_IDS: tuple[str, ...] = tuple(b["id"] for b in _buildings)
B_INDEX = {b: i for i, b in enumerate(B_IDS)}
NB = len(B_IDS)
SPACES = tuple(2 if b["size"] == "large" else 1 for b in _buildings)
LARGE = tuple(b["size"] == "large" for b in _buildings)
PRODUCES = tuple(GOOD_INDEX[b["good"]] if b.get("good") else -1 for b in _buildings)
PRODUCTION = tuple(b["kind"] == "production" for b in _buildings)
BEIGE = tuple(b["kind"] == "beige" for b in _buildings)
LARGE_PRODUCTION = tuple(b.get("production_size") == "large" for b in _buildings)
SET = tuple(b["set"] for b in _buildings)


class PRData(ComponentData):
    """Puerto Rico's component data: lookup tuples indexed by building (``B_IDS`` order) and by good."""

    PACKAGE = _PKG
    TABLES = TABLES

    def derive(self) -> None:
        bs = self.tables["buildings"]
        setup = self.tables
        self.buildings = bs
        self.cost = tuple(b["cost"] for b in bs)
        self.vp = tuple(b["vp"] for b in bs)
        self.column = tuple(b["column"] for b in bs)
        self.circles = tuple(b["circles"] for b in bs)
        self.copies_3_5 = tuple(b["copies"] for b in bs)
        self.quarry_cap = tuple(r["cap"] for r in setup["quarry_caps"])  # by column 1..4 (l.244)
        self.cap = tuple(self.quarry_cap[c - 1] for c in self.column)  # each building's quarry cap
        self.price = tuple(next(r["price"] for r in setup["prices"] if r["id"] == g) for g in GOODS)
        self.factory_bonus = tuple(setup["factory"][0]["by_types"])  # l.638
        self.residence_bonus = {int(k): v for k, v in setup["residence"][0]["by_tiles"].items()}  # l.708
        self.cloister_bonus = tuple(setup["cloister"][0]["by_sets"])  # l.951
        self.church_bonus = tuple(setup["church"][0]["by_column"])  # l.881
        self.by_players = {r["players"]: r for r in setup["by_players"]}
        # New Buildings: the board spaces of the base beige buildings, one per cost, filled by the draft (l.806).
        self.draft_spaces = tuple(
            sorted(b["cost"] for b in bs if b["kind"] == "beige" and b["set"] == "base")
        )

    def check(self) -> None:
        for b in self.buildings:
            if b["kind"] == "beige" and b["set"] != "nobles" and (b["size"] == "large") != (b["cost"] >= 10):
                raise DataError(
                    "buildings.json",
                    "a large building stands on a board space of cost 10 and a small one on a cheaper one "
                    f"(the draft, l.806-808); this one is {b['size']}, cost {b['cost']}",
                    record=b["id"],
                    field="cost",
                )

    def copies(self, b: int, players: int, new_buildings: bool, nobles: bool) -> tuple[int, bool]:
        """Copies of building ``b`` in such a game, and whether 0 is allowed too (a beige one not drafted, l.806).

        Base setup l.95-149 and l.758-766; New Buildings: every beige space is drafted from the base and
        new beige buildings, small ones in pairs except with two players (l.806); Nobles l.988.
        """
        if BEIGE[b] and SET[b] in ("base", "new_buildings"):
            if new_buildings:
                return (1 if players == 2 or LARGE[b] else self.copies_3_5[b]), True
            if SET[b] != "base":
                return 0, False
        if SET[b] == "base":
            cfg = self.by_players[players]
            own = cfg["production_copies"] if PRODUCTION[b] else cfg["beige_copies"]
            return own or self.copies_3_5[b], False
        if SET[b] == "nobles" and nobles:
            return (1 if players == 2 and not PRODUCTION[b] else self.copies_3_5[b]), False
        return 0, False


DEFAULT = PRData.DEFAULT = PRData.shipped()  # the shipped data, checked against its schema once
SETUP = {t.section: list(DEFAULT.tables[t.name]) for t in TABLES if t.file == "setup.json"}

# The shipped values (tables, docs, the position builder); the rules read ``state.data`` instead.
BUILDINGS: tuple[dict, ...] = DEFAULT.buildings
COST = DEFAULT.cost
VP = DEFAULT.vp
COLUMN = DEFAULT.column
CIRCLES = DEFAULT.circles
COPIES = DEFAULT.copies_3_5

# Buildings whose effect depends on whether a colonist or a noble occupies them (l.988, A18).
DUAL = frozenset(B_INDEX[b] for b in ("land_office", "chapel", "hunting_lodge", "building_office"))


def setup_for(players: int) -> dict:
    """The per-player-count setup record (l.95-149; two players l.758-766)."""
    return DEFAULT.by_players[players]


def component(ident: str) -> dict:
    return next(r for r in SETUP["components"] if r["id"] == ident)


PRICE = DEFAULT.price
PLANTATION_COUNTS = tuple(component("plantations")["counts"][g] for g in GOODS)
QUARRY_COUNT = component("quarries")["count"]
GOODS_COUNTS = tuple(component("goods")["counts"][g] for g in GOODS)
COLONISTS = component("colonists")["count"]
NOBLES = component("nobles")["count"]
VP_CHIPS = component("vp_chips")["value"]
DOUBLOONS = component("doubloons")["value"]
HOUSE_SLOTS = component("trading_house")["slots"]
ISLAND_SPACES = component("island_spaces")["count"]
CITY_SPACES = component("city_spaces")["count"]
WHARF_CAPACITY = component("wharf_capacity")["count"]
QUARRY_CAP = DEFAULT.quarry_cap
FACTORY_BONUS = DEFAULT.factory_bonus
RESIDENCE_BONUS = DEFAULT.residence_bonus
CLOISTER_BONUS = DEFAULT.cloister_bonus
CHURCH_BONUS = DEFAULT.church_bonus


def bid(name: str) -> int:
    return B_INDEX[name]


DRAFT_SPACES = DEFAULT.draft_spaces


def copies(b: int, players: int, new_buildings: bool, nobles: bool) -> tuple[int, bool]:
    """Copies of building ``b`` with the shipped data (``PRData.copies``)."""
    return DEFAULT.copies(b, players, new_buildings, nobles)
