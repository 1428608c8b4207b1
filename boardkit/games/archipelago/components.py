"""Archipelago's correctable component data: the schema of every data file and the lookups rules read.

The build costs, the market rows' prices and marker moves, the rows of boards III and IV, the regions'
huts, the cards' prices and activation costs, the objectives' end thresholds and the wheel's limits are
read from ``state.data`` (so ``new_game(..., data=...)`` corrects them). The hexes' edges and icons, the
cards' effects and backs and what an objective counts are the structure the rules are built on: checked,
listed, fixed.
"""

from __future__ import annotations

from boardkit.core.data import ComponentData, Field, data_table, fixed

from .catalog import RESOURCES

CARD_KINDS = ("character", "progress")
CARD_STEPS = (  # what a card step may do (cards.py, characters.py)
    "archbishop", "barbarian", "double", "external_add_or_remove", "flag", "free_action", "free_trades",
    "labor", "labor_per_port", "lighthouse", "market_add", "market_move", "money", "pick", "pirate",
    "prophet", "rebellion", "rebellion_per_church", "rebellion_per_own_church", "release_own", "spy",
    "stand_up_own", "thief", "treasurer",
)  # fmt: skip
BACK_KINDS = ("internal", "external", "event")
EVENTS = ("church_minus2", "church_minus1", "city_plus1")
DECKS = ("short", "medium", "long")
BUILDINGS = ("city", "port", "market", "church", "ship")  # what the build action makes (l.613-637)


TABLES = (
    data_table(
        "build_costs",
        (
            Field("cubes", "dict[str,int]", "resource cubes paid (l.613, l.621)", min=0, max=9),
            Field("money", "int", "florins paid (l.613, l.621)", min=0, max=20),
        ),
        meaning="what a building or a ship costs (l.613-637)",
    ),
    data_table(
        "labor",
        (
            fixed("low", "int", "first labor-surplus step of the row", min=0, max=30),
            fixed("high", "int", "last labor-surplus step of the row", min=0, max=30),
            Field("cost", "int", "florins to recruit a worker (l.565-577)", min=0, max=20),
            Field("rebellion", "int", "rebellion move in population effects (l.328)", min=-9, max=9),
        ),
        meaning="board IV, the labor market (l.75, l.565-577)",
    ),
    data_table(
        "stability",
        (
            fixed("low", "int", "first population step of the row", min=0, max=60),
            fixed("high", "int", "last population step of the row", min=0, max=60),
            Field("labor", "int", "labor-surplus move in population effects (l.318)", min=-9, max=9),
            Field("rebellion", "int", "rebellion move in population effects (l.318)", min=-9, max=9),
        ),
        meaning="board III, colony stability (l.70-71, l.318)",
    ),
    data_table(
        "markets",
        (
            fixed("board", "str", "internal (I) or external (II) market", choices=("internal", "external")),
            fixed("resource", "str", "the resource of the column", choices=RESOURCES),
            fixed("row", "int", "the row, cheapest last", min=1, max=9),
            fixed("cells", "int", "cube spaces in the row", min=1, max=9),
            Field("price", "int", "florins a cube costs or brings there (l.483-491)", min=0, max=20),
            Field("labor", "int", "labor-surplus move of the row", min=-9, max=9),
            Field("rebellion", "int", "rebellion move of the row", min=-9, max=9),
        ),
        meaning="boards I and II, the internal and external markets (l.483-491)",
    ),
    data_table(
        "regions",
        (
            fixed(
                "hex", "int", "the hex the face belongs to; 0 the centre hex (l.105, l.117)", min=0, max=24
            ),
            fixed(
                "edges", "str", "six edge terrains clockwise from east: s sea, f fields, m mountains (l.509)"
            ),
            fixed("icons", "list[str]", "resource icons, one per harvest spot (l.449)", choices=RESOURCES),
            Field("huts", "int", "huts: labor surplus when discovered (l.133, l.536)", min=0, max=9),
        ),
        section="faces",
        meaning="the 50 hex faces: 24 region hexes with two faces and the Open Sea / Desert Village (l.30, l.117)",
    ),
    data_table(
        "cards",
        (
            fixed("kind", "str", "character or progress (l.48-50)", choices=CARD_KINDS),
            Field(
                "prices", "list[int]", "florins upright, turned once, turned twice (l.744-754)", min=0, max=20
            ),
            Field(
                "use",
                "str",
                "who may use it: its owner, or any player paying him (l.818-822)",
                choices=("owner", "any"),
            ),
            Field("money", "int", "florins paid to use it (l.812-822)", min=0, max=9),
            Field("discs", "int", "action discs put on it when used (l.812, l.826)", min=0, max=3),
            Field("vp", "int", "victory points at the end (l.1073, l.1077)", min=0, max=5),
            fixed("wonder", "bool", "a wonder, built rather than used (l.866-882)"),
            fixed("requires", "str", "the building its owner must control to build it (l.1073, l.1101)"),
            fixed("options", "json", "what using it costs in cubes and does, step by step"),
            fixed("passive", "str", "a bonus acting without use (the King and Queen in the bids, l.1436)"),
            fixed("back", "str", "the id of its back (archipelago balance, l.103)"),
            Field("assumed_parts", "str", "which of its values are designed (RULINGS A1)", optional=True),
        ),
        section="cards",
        meaning="the 48 development cards: 24 characters, 24 progress cards (l.48-50, l.1372-1586)",
    ),
    data_table(
        "backs",
        (
            fixed(
                "top",
                "json",
                "the upper zone: internal crisis, export crisis or event, red or not (l.338-404)",
            ),
            fixed("bottom", "json", "the lower zone, the same kinds (l.338-404)"),
        ),
        section="backs",
        file="data/cards.json",
        meaning="the development cards' backs: the archipelago balance of phase 4 (l.334-404, l.770)",
    ),
    data_table(
        "objectives",
        (
            fixed("deck", "str", "short, medium or long game (l.157)", choices=DECKS),
            fixed("end", "str", "what ends the game (l.884-898)"),
            Field(
                "thresholds",
                "dict[str,int]",
                "the end threshold by player count (l.1131-1370)",
                min=0,
                max=99,
            ),
            Field(
                "k",
                "int",
                "the count of an end without a threshold (stacks, resources out, labor)",
                min=0,
                max=99,
            ),
            fixed("criterion", "str", "what the card ranks at the end (l.920)"),
            Field("pacifist", "int", "the Pacifist's limit (l.950)", min=0, max=99),
            Field("assumed_parts", "str", "which of its values are designed (RULINGS A14)", optional=True),
        ),
        meaning="the 30 objective cards, 10 per deck (l.21-26, l.1131-1370)",
    ),
    data_table(
        "wheel",
        (
            fixed("action", "str", "the action of the zone (l.437)"),
            fixed(
                "resource",
                "str",
                "the resource of a harvest zone; empty for the others",
                choices=("", *RESOURCES),
            ),
            Field(
                "limit_2_4",
                "int",
                "discs the zone takes with 2-4 players; 0 any number (l.437)",
                min=0,
                max=9,
            ),
            Field(
                "limit_5", "int", "discs the zone takes with 5 players; 0 any number (l.437)", min=0, max=9
            ),
        ),
        section="zones",
        meaning="the action wheel's zones and their limits (l.437, l.111)",
    ),
    data_table(
        "trends",
        (fixed("criterion", "str", "what the trend card ranks (l.958)"),),
        meaning="the 12 trend cards (l.151, l.958)",
    ),
)


class ArchipelagoData(ComponentData):
    """The shipped or corrected data of one game; ``build_cost[kind]`` is (cubes per resource, florins)."""

    PACKAGE = "boardkit.games.archipelago"
    TABLES = TABLES
    build_cost: dict[str, tuple[tuple[int, ...], int]]
    zones: dict[str, tuple[tuple[tuple[int, int, int, int], ...], ...]]  # like catalog.ZONES
    labor_rows: tuple[tuple[int, int, int, int], ...]  # (low, high, cost, rebellion), board IV
    stability: tuple[tuple[int, int, int, int], ...]  # (low, high, labor, rebellion), board III
    huts: dict[str, int]  # face id -> huts
    card_prices: tuple[tuple[int, ...], ...]  # by card index (catalog.CARDS order)
    card_money: tuple[int, ...]
    card_discs: tuple[int, ...]
    card_vp: tuple[int, ...]
    card_any: tuple[bool, ...]  # usable by any player (l.818)
    thresholds: dict[str, dict[str, int]]  # objective id -> players -> end threshold
    wheel_limits: dict[int, dict[str, int]]  # 4 (2-4 players) or 5 -> zone id -> limit (0: none)
    # (board, resource) -> (buy price by cubes in the zone, sell price by cubes in the zone): read per decision
    trade_prices: dict[tuple[str, int], tuple[tuple[int, ...], tuple[int, ...]]]

    def derive(self) -> None:
        self.build_cost = {
            r["id"]: (tuple(r["cubes"].get(res, 0) for res in RESOURCES), r["money"])
            for r in self.tables["build_costs"]
        }
        rows = sorted(self.tables["markets"], key=lambda r: r["row"])
        self.zones = {
            board: tuple(
                tuple(
                    (r["cells"], r["price"], r["labor"], r["rebellion"])
                    for r in rows
                    if (r["board"], r["resource"]) == (board, res)
                )
                for res in RESOURCES
            )
            for board in ("internal", "external")
        }
        self.labor_rows = tuple(
            (r["low"], r["high"], r["cost"], r["rebellion"]) for r in self.tables["labor"]
        )
        self.stability = tuple(
            (r["low"], r["high"], r["labor"], r["rebellion"]) for r in self.tables["stability"]
        )
        self.huts = {r["id"]: r["huts"] for r in self.tables["regions"]}
        cards = self.tables["cards"]
        self.card_prices = tuple(tuple(c["prices"]) for c in cards)
        self.card_money = tuple(c["money"] for c in cards)
        self.card_discs = tuple(c["discs"] for c in cards)
        self.card_vp = tuple(c["vp"] for c in cards)
        self.card_any = tuple(c["use"] == "any" for c in cards)
        self.thresholds = {o["id"]: dict(o["thresholds"]) for o in self.tables["objectives"]}
        self.trade_prices = {}
        for board, per_resource in self.zones.items():
            for r, rows in enumerate(per_resource):
                # cell -> the price of its row
                prices = [price for cells, price, _, _ in rows for _ in range(cells)]
                self.trade_prices[(board, r)] = ((0, *prices), tuple(prices))  # buying takes cell count - 1
        zones = self.tables["wheel"]
        self.wheel_limits = {
            4: {z["id"]: z["limit_2_4"] for z in zones},
            5: {z["id"]: z["limit_5"] for z in zones},
        }

    def check(self) -> None:
        for r in self.tables["build_costs"]:
            unknown = set(r["cubes"]) - set(RESOURCES)
            if unknown:
                raise self.table("build_costs").error(
                    f"unknown resources {sorted(unknown)} (l.44: {', '.join(RESOURCES)})",
                    record=r["id"],
                    field="cubes",
                )
        missing = set(BUILDINGS) - {r["id"] for r in self.tables["build_costs"]}
        if missing:
            raise self.table("build_costs").error(f"no cost for {sorted(missing)} (l.613)")
        self._check_regions()
        self._check_cards()
        self._check_objectives()

    def _check_regions(self) -> None:
        t = self.table("regions")
        for r in self.tables["regions"]:
            if len(r["edges"]) != 6 or set(r["edges"]) - {"s", "f", "m"}:
                raise t.error("six edges, each s, f or m (l.509)", record=r["id"], field="edges")

    def _check_cards(self) -> None:
        t = self.table("cards")
        backs = {b["id"] for b in self.tables["backs"]}
        for c in self.tables["cards"]:
            if len(c["prices"]) != 3:
                raise t.error("three prices, one per corner (l.744)", record=c["id"], field="prices")
            if c["back"] not in backs:
                raise t.error(f"no back {c['back']!r}", record=c["id"], field="back")
            for o in c["options"]:
                if not isinstance(o, dict) or set(o.get("cubes", {})) - set(RESOURCES):
                    raise t.error(
                        f"cubes are paid in {', '.join(RESOURCES)}", record=c["id"], field="options"
                    )
                for st in o.get("steps", ()):
                    if not isinstance(st, dict) or st.get("do") not in CARD_STEPS:
                        raise t.error(
                            f"a step does one of {', '.join(CARD_STEPS)}", record=c["id"], field="options"
                        )
        b = self.table("backs")
        for back in self.tables["backs"]:
            for half in ("top", "bottom"):
                z = back[half]
                ok = isinstance(z, dict) and z.get("kind") in BACK_KINDS and isinstance(z.get("red"), bool)
                if ok and z["kind"] == "event":
                    ok = z.get("event") in EVENTS
                elif ok:
                    n = z.get("per" if z["kind"] == "internal" else "count")
                    ok = z.get("resource") in RESOURCES and isinstance(n, int) and n > 0
                if not ok:
                    raise b.error(
                        "a crisis names its resource and a count (per inhabitants, or cubes), an event its kind",
                        record=back["id"],
                        field=half,
                    )

    def _check_objectives(self) -> None:
        t = self.table("objectives")
        for o in self.tables["objectives"]:
            bad = set(o["thresholds"]) - {"2", "3", "4", "5"}
            if bad:
                raise t.error(
                    f"player counts are 2 to 5, not {sorted(bad)}", record=o["id"], field="thresholds"
                )


DEFAULT = ArchipelagoData.DEFAULT = ArchipelagoData.shipped()
