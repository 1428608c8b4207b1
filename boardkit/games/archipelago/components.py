"""Archipelago's correctable component data: the schema of the flat data files and the lookups rules read.

The build costs, the market rows' prices and marker moves and the rows of boards III and IV are read from
``state.data`` (so ``new_game(..., data=...)`` corrects them); the trends are shown and checked, fixed.
"""

from __future__ import annotations

from typing import Any

from boardkit.core.data import ComponentData, Field, Table

from .catalog import RESOURCES

BUILDINGS = ("city", "port", "market", "church", "ship")  # what the build action makes (l.613-637)


def _f(name: str, type: str, meaning: str, **kw: Any) -> Field:
    return Field(name, type, meaning, **kw)


TABLES = (
    Table(
        "build_costs",
        "data/build_costs.json",
        (
            _f("cubes", "dict[str,int]", "resource cubes paid (l.613, l.621)", min=0, max=9),
            _f("money", "int", "florins paid (l.613, l.621)", min=0, max=20),
        ),
        meaning="what a building or a ship costs (l.613-637)",
    ),
    Table(
        "labor",
        "data/labor.json",
        (
            _f("low", "int", "first labor-surplus step of the row", min=0, max=30, fixed=True),
            _f("high", "int", "last labor-surplus step of the row", min=0, max=30, fixed=True),
            _f(
                "cost",
                "int",
                "florins to recruit a worker (l.565-577)",
                min=0,
                max=20,
            ),
            _f(
                "rebellion",
                "int",
                "rebellion move in population effects (l.328)",
                min=-9,
                max=9,
            ),
        ),
        meaning="board IV, the labor market (l.75, l.565-577)",
    ),
    Table(
        "stability",
        "data/stability.json",
        (
            _f("low", "int", "first population step of the row", min=0, max=60, fixed=True),
            _f("high", "int", "last population step of the row", min=0, max=60, fixed=True),
            _f(
                "labor",
                "int",
                "labor-surplus move in population effects (l.318)",
                min=-9,
                max=9,
            ),
            _f(
                "rebellion",
                "int",
                "rebellion move in population effects (l.318)",
                min=-9,
                max=9,
            ),
        ),
        meaning="board III, colony stability (l.70-71, l.318)",
    ),
    Table(
        "markets",
        "data/markets.json",
        (
            _f(
                "board",
                "str",
                "internal (I) or external (II) market",
                choices=("internal", "external"),
                fixed=True,
            ),
            _f("resource", "str", "the resource of the column", choices=RESOURCES, fixed=True),
            _f("row", "int", "the row, cheapest last", min=1, max=9, fixed=True),
            _f("cells", "int", "cube spaces in the row", min=1, max=9, fixed=True),
            _f(
                "price",
                "int",
                "florins a cube costs or brings there (l.483-491)",
                min=0,
                max=20,
            ),
            _f(
                "labor",
                "int",
                "labor-surplus move of the row",
                min=-9,
                max=9,
            ),
            _f(
                "rebellion",
                "int",
                "rebellion move of the row",
                min=-9,
                max=9,
            ),
        ),
        meaning="boards I and II, the internal and external markets (l.483-491)",
    ),
    Table(
        "trends",
        "data/trends.json",
        (_f("criterion", "str", "what the trend card ranks (l.958)", fixed=True),),
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


DEFAULT = ArchipelagoData.DEFAULT = ArchipelagoData.shipped()
