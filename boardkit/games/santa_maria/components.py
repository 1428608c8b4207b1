"""Santa Maria's component data: the JSON files in data/, their schema, and the lookup tables the rules read."""

from __future__ import annotations

from typing import Any

from boardkit.core.data import ComponentData, Field, Table
from boardkit.core.errors import DataError

from . import maya_data

_PACKAGE = "boardkit.games.santa_maria"
SIDE = 6  # a colony is a 6x6 grid (l.87)
RESOURCES = ("wood", "grain", "sugar", "gem", "gold")  # l.41-42
SIMPLE = ("wood", "grain")  # l.160 (RULINGS A25)
GAINS = (*RESOURCES, "coins", "points", "cocoa")  # cocoa: American Kingdoms (l.517)
COSTS = (*RESOURCES, "coins", "cocoa")  # a special sea-trade tile may cost coins or cocoa (l.505)
BUILDING_TYPES = ("production", "trade", "sea_trade", "conquistador", "religion", "multi")
DOCKS = ("coins", "religion", "conquistador", "happiness")  # top to bottom (l.284; RULINGS A9)
PASS_ACTIONS = ("coins", "religion", "conquistador", "sea_trade", "road")
BISHOP_COUNTS = ("tiles", "ships", "religion", "full_lines", "colonists", "blue_dice")
KINGDOM_BISHOP_COUNTS = ("conquistador_twice", "large_tiles", "ship_gems")  # l.1015-1023
CELL_CONTENT = ("road", "")  # besides building ids: a road, or nothing printed


def _f(name: str, type: str, meaning: str, **kw: Any) -> Field:
    return Field(name, type, meaning, **kw)


def _tile_fields(what: str) -> tuple[Field, ...]:
    return (
        _f(
            "shape",
            "list[int]",
            f"the {what}'s cells as row, column offsets, flattened",
            min=0,
            max=2,
            fixed=True,
        ),
        _f("cells", "list[str]", "what each cell holds: a building id or 'road'", fixed=True),
        _f("colonists", "list[int]", "colonists drawn on each cell (roads only, l.347)", min=0, max=3),
    )


TABLES = (
    Table(
        "buildings",
        "data/buildings.json",
        (
            _f("type", "str", "the effect type (l.162-194)", choices=BUILDING_TYPES, fixed=True),
            _f(
                "gain",
                "dict[str,int]",
                "what production or a trade gives (l.166, l.172)",
                min=1,
                max=9,
                optional=True,
            ),
            _f(
                "pay",
                "list[str]",
                "a trade's payment: one of these resources (l.172)",
                choices=RESOURCES,
                optional=True,
            ),
            _f(
                "parts",
                "list[str]",
                "the effects of a printed building with several (l.258)",
                optional=True,
                fixed=True,
            ),
        ),
        meaning="what a building does when activated (l.158-258)",
    ),
    Table(
        "boards",
        "data/boards.json",
        (
            _f("side", "str", "side A or side B (l.60, l.384)", choices=("A", "B"), fixed=True),
            _f(
                "cells",
                "list[str]",
                "the 36 cells row by row: a printed building id, 'road' or '' (l.158)",
                fixed=True,
            ),
            _f("colonists", "list[int]", "colonists printed on each cell (l.347)", min=0, max=3),
        ),
        meaning="the colony boards (l.58, l.384)",
    ),
    Table(
        "tiles",
        "data/development.json",
        (
            _f(
                "size",
                "str",
                "double (2 wood) or triple (2 wood, 1 grain) (l.97-98)",
                choices=("double", "triple"),
                fixed=True,
            ),
            *_tile_fields("tile"),
        ),
        meaning="the 15 double and 15 triple development tiles (l.21)",
    ),
    Table(
        "town_halls",
        "data/town_halls.json",
        _tile_fields("town hall"),
        meaning="the 4 town halls (l.386, l.398)",
    ),
    Table(
        "sea_trade",
        "data/sea_trade.json",
        (
            _f("start", "bool", "an orange-sailed starting tile (l.11)", fixed=True),
            _f("cost", "dict[str,int]", "the resources paid for it (l.178)", min=1, max=3),
            _f("points", "int", "its points at the end of the game (l.182, l.369)", min=0, max=9),
        ),
        meaning="the 4 starting and 30 regular sea-trade tiles (l.11-13)",
    ),
    Table(
        "scholars",
        "data/scholars.json",
        (
            _f("points", "int", "end points in the purple frame (l.222)", min=1, max=3),
            _f(
                "per_colonist",
                "int",
                "Taxation: coins per colonist on a line its holder activates with a die (l.995)",
                min=0,
                max=3,
                optional=True,
            ),
            # the eight abilities the text never describes, all assumed (RULINGS A5)
            _f(
                "ship_gain",
                "dict[str,int]",
                "Astronomy: gained on taking a sea-trade tile",
                min=1,
                max=3,
                optional=True,
            ),
            _f(
                "pass_gain",
                "dict[str,int]",
                "Medicine: gained on passing (l.266)",
                min=1,
                max=3,
                optional=True,
            ),
            _f(
                "monk_fee",
                "int",
                "Law: coins paid to each other monk on a place (l.216)",
                min=0,
                max=2,
                optional=True,
            ),
            _f(
                "buy_price",
                "int",
                "Mathematics: coins for a wood or grain bought (l.298)",
                min=1,
                max=3,
                optional=True,
            ),
            _f(
                "expand_conquistador",
                "int",
                "Geography: conquistador steps on expanding (l.104, l.188)",
                min=1,
                max=2,
                optional=True,
            ),
            _f(
                "extra_step_coins",
                "int",
                "Theology: coins that may pay the extra religion step instead of a grain (l.194)",
                min=1,
                max=3,
                optional=True,
            ),
            _f(
                "year_gain",
                "dict[str,int]",
                "History: gained at the start of years 2 and 3 (l.326)",
                min=1,
                max=3,
                optional=True,
            ),
            _f(
                "trade_gain",
                "dict[str,int]",
                "Rhetoric: gained on top of a trade (l.172)",
                min=1,
                max=3,
                optional=True,
            ),
        ),
        meaning="the 10 scholars (l.19)",
    ),
    Table(
        "bishops",
        "data/bishops.json",
        (
            _f("counts", "str", "what the requirement counts", choices=BISHOP_COUNTS),
            _f("per", "int", "points per counted thing", min=0, max=9),
            _f("max", "int", "the most points it gives", min=0, max=30),
        ),
        meaning="the 6 bishops and their requirements (l.226, l.360)",
    ),
    Table(
        "missions",
        "data/missions.json",
        (_f("gain", "dict[str,int]", "what a monk placed here gives at once (l.230)", min=1, max=9),),
        meaning="the Christian missions (l.216, l.230)",
    ),
    Table(
        "tracks",
        "data/tracks.json",
        (
            _f("length", "int", "the last space", min=2, max=40, fixed=True),
            _f("symbols", "list[int]", "spaces with a symbol: monks, gold, or solo trees", min=2, max=40),
        ),
        section="tracks",
        meaning="the religion and conquistador tracks (l.188, l.194, l.408)",
    ),
    Table(
        "docks",
        "data/tracks.json",
        (
            _f("order", "int", "top (1) to bottom (4) (l.284)", min=1, max=4, fixed=True),
            _f(
                "gain", "dict[str,int]", "what each tile in the dock gives when passing (l.284)", min=1, max=5
            ),
        ),
        section="docks",
        meaning="the four docks (l.178, l.284)",
    ),
    Table(
        "pass_spaces",
        "data/tracks.json",
        (_f("action", "str", "the space's action (l.274-282)", choices=PASS_ACTIONS, fixed=True),),
        section="pass_spaces",
        meaning="the five pass spaces, top first (l.268-282)",
    ),
    Table(
        "conquistador_scores",
        "data/tracks.json",
        (
            _f("year", "int", "the year (l.306)", min=1, max=3, fixed=True),
            _f("players", "int", "the player count (l.306)", min=2, max=4, fixed=True),
            _f(
                "points",
                "list[int]",
                "points of the 1st, 2nd, ... player; the last scores 0 (l.306)",
                min=0,
                max=30,
            ),
        ),
        section="conquistador_scores",
        meaning="year-end conquistador points (l.306, l.314)",
    ),
    Table(
        "numbers",
        "data/tracks.json",
        (_f("value", "int", "the number", min=0, max=99),),
        section="numbers",
        meaning="counts, costs and prices the text prints",
    ),
)


_K = "data/kingdoms/"
KINGDOMS_TABLES = (
    Table(
        "kingdoms_buildings",
        _K + "buildings.json",
        (
            _f("type", "str", "the effect type", choices=("production",), fixed=True),
            _f("gain", "dict[str,int]", "what it gives (l.532)", min=1, max=9),
        ),
        meaning="the expansion's new building: cocoa (l.532)",
    ),
    Table(
        "kingdoms_boards",
        _K + "boards.json",
        TABLES[1].fields,
        meaning="the cocoa colony, side A (l.485-497)",
    ),
    Table(
        "kingdoms_town_halls",
        _K + "town_halls.json",
        _tile_fields("town hall"),
        meaning="the cocoa colony's town hall (l.489, l.499)",
    ),
    Table(
        "kingdoms_tiles",
        _K + "development.json",
        (
            _f(
                "size",
                "str",
                "special: 3 x 1 cells, 4 coins (l.469, l.513)",
                choices=("special",),
                fixed=True,
            ),
            *_tile_fields("tile"),
        ),
        meaning="the 6 special development tiles (l.469)",
    ),
    Table(
        "kingdoms_sea_trade",
        _K + "sea_trade.json",
        (
            _f("cost", "dict[str,int]", "what it costs: resources, coins or cocoa (l.505)", min=1, max=6),
            _f("points", "int", "its points at the end of the game (l.369)", min=0, max=9),
        ),
        meaning="the 10 special sea-trade tiles (l.451)",
    ),
    Table(
        "kingdoms_scholars",
        _K + "scholars.json",
        (
            _f("points", "int", "end points in the purple frame (l.222)", min=1, max=3),
            _f("needs", "str", "the module it is used with (l.449)", choices=("governor",), optional=True),
        ),
        meaning="the 3 new scholars (l.455, l.993-1011)",
    ),
    Table(
        "kingdoms_bishops",
        _K + "bishops.json",
        (
            _f("counts", "str", "what the requirement counts", choices=KINGDOM_BISHOP_COUNTS, fixed=True),
            _f("per", "int", "points per counted thing", min=0, max=9),
            _f("max", "int", "the most points it gives", min=0, max=30),
        ),
        meaning="the 3 new bishops (l.464, l.1015-1023)",
    ),
    Table(
        "kingdoms_missions",
        _K + "missions.json",
        (
            _f("gain", "dict[str,int]", "what a monk placed here gives at once (l.533)", min=1, max=9),
            _f("covers", "str", "the base mission expansion tile 2 covers (l.459)", fixed=True),
        ),
        meaning="the new missionary stand (l.459, l.533)",
    ),
    Table(
        "governor_grid",
        _K + "governor.json",
        (_f("points", "list[int]", "points by column 1-6, negative a loss (l.589)", min=-12, max=12),),
        meaning="Module A: the end-game governor grid, row by row (l.589-591)",
    ),
    Table(
        "specialists",
        _K + "specialists.json",
        (
            _f(
                "kind",
                "str",
                "farmer, forester, soldier or improvement (l.617-629)",
                choices=("farmer", "forester", "soldier", "improvement"),
                fixed=True,
            ),
            _f(
                "gain",
                "str",
                "what a production specialist gives (l.649-656)",
                choices=("grain", "wood", "conquistador"),
                optional=True,
                fixed=True,
            ),
            _f("building", "str", "the building an improvement shows (l.670)", optional=True),
        ),
        meaning="Module B: the 18 specialists (l.608, l.617-629)",
    ),
    Table(
        "kingdoms_numbers",
        _K + "numbers.json",
        (_f("value", "int", "the number", min=0, max=99),),
        meaning="the expansion's counts and costs (l.442-537)",
    ),
)


class Tile:
    """A development tile or town hall: its cells as (row, col) offsets, contents and colonists."""

    __slots__ = ("id", "size", "offsets", "cells", "colonists", "shape")

    def __init__(self, rec: dict[str, Any]) -> None:
        self.id: str = rec["id"]
        self.size: str = rec.get("size", "double")
        flat = rec["shape"]
        self.offsets = tuple((flat[i], flat[i + 1]) for i in range(0, len(flat), 2))
        self.cells: tuple[str, ...] = tuple(rec["cells"])
        self.colonists: tuple[int, ...] = tuple(rec["colonists"])
        self.shape: str = ",".join(map(str, flat))  # a short key: tiles of one shape fit the same places


def turned(offsets: tuple[tuple[int, int], ...], turn: int) -> tuple[tuple[int, int], ...]:
    """The offsets rotated ``turn`` quarter turns clockwise, moved so the first cell stays the anchor."""
    out = list(offsets)
    for _ in range(turn % 4):
        out = [(c, -r) for r, c in out]
    r0, c0 = out[0]
    return tuple((r - r0, c - c0) for r, c in out)


class SantaMariaData(ComponentData):
    """The shipped (or corrected) components, with lookups by id shared by every state that uses them."""

    PACKAGE = _PACKAGE
    TABLES = (*TABLES, *KINGDOMS_TABLES, *maya_data.MAYA_TABLES)

    def derive(self) -> None:
        t = self.tables
        self.buildings: dict[str, dict[str, Any]] = {r["id"]: r for r in t["buildings"]}
        self.boards: dict[str, dict[str, Any]] = {r["id"]: r for r in t["boards"]}
        self.tiles: dict[str, Tile] = {r["id"]: Tile(r) for r in t["tiles"]}
        self.town_halls: dict[str, Tile] = {r["id"]: Tile(r) for r in t["town_halls"]}
        self.sea: dict[str, dict[str, Any]] = {r["id"]: r for r in t["sea_trade"]}
        self.scholars: dict[str, int] = {r["id"]: r["points"] for r in t["scholars"]}
        # each scholar's ability parameters by field name (RULINGS A5): {"law": {"monk_fee": 1}, ...}
        self.abilities: dict[str, dict[str, Any]] = {
            r["id"]: {k: v for k, v in r.items() if k not in ("id", "points", "source", "reason")}
            for r in t["scholars"]
        }
        self.tax_per_colonist: int = self.abilities.get("taxation", {}).get("per_colonist", 0)  # (l.995)
        self.bishops: dict[str, dict[str, Any]] = {r["id"]: r for r in t["bishops"]}
        self.missions: dict[str, dict[str, int]] = {r["id"]: r["gain"] for r in t["missions"]}
        tracks = {r["id"]: r for r in t["tracks"]}
        self.religion_end: int = tracks["religion"]["length"]
        self.monk_spaces: tuple[int, ...] = tuple(sorted(tracks["religion"]["symbols"]))
        self.conquistador_end: int = tracks["conquistador"]["length"]
        self.gold_spaces: tuple[int, ...] = tuple(sorted(tracks["conquistador"]["symbols"]))
        self.trees: tuple[int, ...] = tuple(sorted(tracks["trees"]["symbols"]))
        docks = sorted(t["docks"], key=lambda r: r["order"])
        self.dock_gain: tuple[dict[str, int], ...] = tuple(r["gain"] for r in docks)
        self.pass_actions: tuple[str, ...] = tuple(
            r["action"] for r in sorted(t["pass_spaces"], key=lambda r: r["id"])
        )
        self.conquistador_points: dict[tuple[int, int], tuple[int, ...]] = {
            (r["year"], r["players"]): tuple(r["points"]) for r in t["conquistador_scores"]
        }
        self.n: dict[str, int] = {r["id"]: r["value"] for r in t["numbers"]}
        self._derive_kingdoms()
        maya_data.derive(self)  # Module D, the Maya city
        self.doubles = tuple(i for i in self.base_tiles if self.tiles[i].size == "double")
        self.triples = tuple(i for i in self.base_tiles if self.tiles[i].size == "triple")
        self.starting_ships = tuple(i for i in self.base_sea if self.sea[i]["start"])
        self.regular_ships = tuple(i for i in self.base_sea if not self.sea[i]["start"])

    def _derive_kingdoms(self) -> None:
        """The American Kingdoms' components, merged into the lookups; the ids of each set kept apart."""
        t = self.tables
        self.base_boards = tuple(self.boards)
        self.base_town_halls = tuple(self.town_halls)
        self.base_scholars = tuple(self.scholars)
        self.base_bishops = tuple(self.bishops)
        self.base_missions = tuple(self.missions)
        self.base_tiles = tuple(self.tiles)
        self.base_sea = tuple(self.sea)
        self.buildings.update({r["id"]: r for r in t["kingdoms_buildings"]})
        self.boards.update({r["id"]: r for r in t["kingdoms_boards"]})
        self.town_halls.update({r["id"]: Tile(r) for r in t["kingdoms_town_halls"]})
        self.tiles.update({r["id"]: Tile(r) for r in t["kingdoms_tiles"]})
        self.sea.update({r["id"]: r for r in t["kingdoms_sea_trade"]})
        self.scholars.update({r["id"]: r["points"] for r in t["kingdoms_scholars"]})
        self.bishops.update({r["id"]: r for r in t["kingdoms_bishops"]})
        self.missions.update({r["id"]: r["gain"] for r in t["kingdoms_missions"]})
        self.cocoa_boards = tuple(r["id"] for r in t["kingdoms_boards"])
        self.cocoa_halls = tuple(r["id"] for r in t["kingdoms_town_halls"])
        self.special_tiles = tuple(r["id"] for r in t["kingdoms_tiles"])
        self.special_ships = tuple(r["id"] for r in t["kingdoms_sea_trade"])
        self.new_scholars = {r["id"]: r.get("needs", "") for r in t["kingdoms_scholars"]}
        self.new_bishops = tuple(r["id"] for r in t["kingdoms_bishops"])
        self.stands = {r["id"]: r["covers"] for r in t["kingdoms_missions"]}
        self.specialists: dict[str, dict] = {r["id"]: r for r in t["specialists"]}
        self.governor_grid = tuple(tuple(r["points"]) for r in t["governor_grid"])
        self.k: dict[str, int] = {r["id"]: r["value"] for r in t["kingdoms_numbers"]}

    def scholar_pool(self, kingdoms: bool, governor: bool = False) -> tuple[str, ...]:
        """The scholars shuffled at setup: with the expansion the 3 new ones too, Navigation only with Module A (l.449; RULINGS A34)."""
        if not kingdoms:
            return self.base_scholars
        return (
            *self.base_scholars,
            *(x for x, needs in self.new_scholars.items() if not needs or (needs == "governor" and governor)),
        )

    def bishop_pool(self, kingdoms: bool) -> tuple[str, ...]:
        """9 bishops with the expansion, 3 of them drawn (l.467; RULINGS A33)."""
        return (*self.base_bishops, *self.new_bishops) if kingdoms else self.base_bishops

    def mission_set(self, kingdoms: bool) -> tuple[str, ...]:
        """The missions on the board; expansion tile 2 covers one with the new stand (l.459, l.533; RULINGS A32)."""
        if not kingdoms:
            return self.base_missions
        covered = set(self.stands.values())
        return (*(m for m in self.base_missions if m not in covered), *self.stands)

    def side_a(self, kingdoms: bool) -> tuple[str, ...]:
        """Side-A colony boards in play: the cocoa colony joins them with the expansion (l.497)."""
        boards = (*self.base_boards, *self.cocoa_boards) if kingdoms else self.base_boards
        return tuple(b for b in boards if self.boards[b]["side"] == "A")

    def check(self) -> None:
        known = set(self.buildings) | set(CELL_CONTENT)
        for rec in self.tables["buildings"]:
            kind, ident = rec["type"], rec["id"]
            if kind == "production" and not rec.get("gain"):
                raise DataError(
                    "data/buildings.json", "production needs a gain (l.166)", record=ident, field="gain"
                )
            if kind == "trade" and (not rec.get("gain") or not rec.get("pay")):
                raise DataError(
                    "data/buildings.json", "a trade needs pay and gain (l.172)", record=ident, field="pay"
                )
            for k in rec.get("gain", {}):
                if k not in GAINS:
                    raise DataError(
                        "data/buildings.json", f"{k!r} is none of {GAINS}", record=ident, field="gain"
                    )
            for part in rec.get("parts", []):
                if part not in self.buildings or self.buildings[part]["type"] == "multi":
                    raise DataError(
                        "data/buildings.json",
                        f"part {part!r} is no single building",
                        record=ident,
                        field="parts",
                    )
        for rec in self.boards.values():
            if len(rec["cells"]) != SIDE * SIDE or len(rec["colonists"]) != SIDE * SIDE:
                raise DataError("data/boards.json", "36 cells (l.87)", record=rec["id"], field="cells")
            bad = [c for c in rec["cells"] if c not in known]
            if bad:
                raise DataError(
                    "data/boards.json", f"unknown buildings {bad}", record=rec["id"], field="cells"
                )
        for file, tiles in (("development tiles", self.tiles), ("town halls", self.town_halls)):
            for tile in tiles.values():
                if not (len(tile.offsets) == len(tile.cells) == len(tile.colonists)):
                    raise DataError(
                        file, "shape, cells and colonists differ in length", record=tile.id, field="cells"
                    )
                bad = [c for c in tile.cells if c not in known or c == ""]
                if bad:
                    raise DataError(file, f"unknown buildings {bad}", record=tile.id, field="cells")
        if len(self.doubles) != 15 or len(self.triples) != 15:
            raise DataError("data/development.json", "15 double and 15 triple tiles (l.21)", field="size")
        if len(self.starting_ships) != 4 or len(self.regular_ships) != 30:
            raise DataError("data/sea_trade.json", "4 starting and 30 regular tiles (l.11-13)", field="start")
        for rec in self.tables["kingdoms_sea_trade"]:
            if any(k not in COSTS for k in rec["cost"]):
                raise DataError(
                    "data/kingdoms/sea_trade.json",
                    f"a cost is paid in {COSTS}",
                    record=rec["id"],
                    field="cost",
                )
        for rec in self.tables["kingdoms_missions"]:
            if rec["covers"] not in self.base_missions:
                raise DataError(
                    "data/kingdoms/missions.json",
                    "covers one of the base missions (l.459)",
                    record=rec["id"],
                    field="covers",
                )
        for rec in self.specialists.values():
            if (rec["kind"] == "improvement") != ("building" in rec) or (rec["kind"] != "improvement") != (
                "gain" in rec
            ):
                raise DataError(
                    "data/kingdoms/specialists.json",
                    "an improvement shows a building, the others a gain (l.643, l.670)",
                    record=rec["id"],
                    field="kind",
                )
            if "building" in rec and (
                rec["building"] not in self.buildings or rec["building"] in CELL_CONTENT
            ):
                raise DataError(
                    "data/kingdoms/specialists.json", "no such building", record=rec["id"], field="building"
                )
        if len(self.specialists) != 18:
            raise DataError("data/kingdoms/specialists.json", "18 specialists (l.608)", field="id")
        if len(self.special_tiles) != 6 or len(self.special_ships) != 10:
            raise DataError(
                "data/kingdoms/development.json",
                "6 special development and 10 special sea-trade tiles (l.451, l.469)",
                field="id",
            )
        for rec in self.tables["sea_trade"]:
            if any(k not in RESOURCES for k in rec["cost"]):
                raise DataError(
                    "data/sea_trade.json", f"a cost is paid in {RESOURCES}", record=rec["id"], field="cost"
                )
        for rec in (*self.tables["missions"], *self.tables["kingdoms_missions"]):
            if any(k not in GAINS for k in rec["gain"]):
                raise DataError(
                    "data/missions.json", f"a gain is one of {GAINS}", record=rec["id"], field="gain"
                )
        lengths = {
            "religion": self.religion_end,
            "conquistador": self.conquistador_end,
            "trees": self.conquistador_end,
        }
        for rec in self.tables["tracks"]:
            if any(not 1 < x <= lengths[rec["id"]] for x in rec["symbols"]) or len(
                set(rec["symbols"])
            ) != len(rec["symbols"]):
                raise DataError(
                    "data/tracks.json",
                    "symbols lie on distinct spaces of the track",
                    record=rec["id"],
                    field="symbols",
                )
        if len(self.monk_spaces) < 3 or len(self.trees) != 3:
            raise DataError(
                "data/tracks.json",
                "at least 3 monk symbols (l.194) and 3 solo trees (l.408)",
                field="symbols",
            )
        for rec in self.tables["conquistador_scores"]:
            pts = rec["points"]
            if len(pts) != rec["players"] - 1 or pts != sorted(pts, reverse=True):
                raise DataError(
                    "data/tracks.json",
                    "one value per rank but the last, the furthest scoring most (l.306)",
                    record=rec["id"],
                    field="points",
                    table="conquistador_scores",
                )
        maya_data.check(self)
        if len(self.scholars) < 7 or len(self.bishops) < 3:
            raise DataError(
                "data/scholars.json", "3 scholars shown plus 4 for the town halls (l.19, l.388)", field="id"
            )


DEFAULT = SantaMariaData.DEFAULT = SantaMariaData.shipped()
