"""The track-effect tables, as rows (core turns them into DataFrames in the reader's language)."""

from __future__ import annotations

from typing import Any

from boardkit.core.data import load_json

from .components import DEFAULT, DOCKS, SantaMariaData


def _coins(n: int) -> str:
    """A table cell's price in coins, the noun in number ("1 coin", "2 coins"): the tables read data a user may set."""
    return f"{n} coin" if n == 1 else f"{n} coins"


def governor_grid() -> list[dict[str, Any]]:
    """Module A's end-game grid (l.587-591): row by column, values as printed (their signs are not in the text)."""
    rows = load_json("boardkit.games.santa_maria", "data/governor_grid.json")
    return [
        {
            "governor row": r["row"],
            **{str(c): v for c, v in enumerate(r["values"], 1)},
            "rule": "l.589, l.591",
        }
        for r in rows
    ]


def track_rows(d: SantaMariaData = DEFAULT) -> dict[str, list[dict[str, Any]]]:
    religion = []
    for space in range(1, d.religion_end + 1):
        effect = ""
        if space in d.monk_spaces:
            k = d.monk_spaces.index(space)
            effect = "monk" + (" + blue die" if k in (0, 2) else "")
        religion.append(
            {"space": space, "effect": effect or "-", "rule": "l.194, l.240" if effect else "l.194"}
        )
    religion.append({"space": f"past {d.religion_end}", "effect": "1 happiness per step", "rule": "l.244"})
    conquistador = []
    for space in range(1, d.conquistador_end + 1):
        marks = []
        if space in d.gold_spaces:
            marks.append("gold (2 coins at the storage limit)")
        if space in d.trees:
            marks.append(f"solo tree {d.trees.index(space) + 1}")
        conquistador.append(
            {"space": space, "effect": ", ".join(marks) or "-", "rule": "l.188, l.408" if marks else "l.188"}
        )

    def ranks(pts: tuple[int, ...], players: int) -> dict[str, Any]:
        # a rank the player count does not have is "-"; the last player scores nothing (l.306)
        return {f"rank {k}": (pts[k - 1] if k <= len(pts) else 0) if k < players else "-" for k in (1, 2, 3)}

    scores = [
        {"year": y, "players": n, **ranks(pts, n), "last": 0, "rule": "l.306, l.314"}
        for (y, n), pts in sorted(d.conquistador_points.items())
    ]
    scores += [
        {
            "year": y,
            "players": 1,
            "rank 1": d.conquistador_points[(y, 2)][0],
            "rank 2": "-",
            "rank 3": "-",
            "last": "-",
            "rule": f"l.408: past tree {y}",
        }
        for y in (1, 2, 3)
    ]
    n = d.n
    costs = [
        {"step": "expand: double tile", "cost": f"{n['double_wood']} wood", "rule": "l.97"},
        {
            "step": "expand: triple tile",
            "cost": f"{n['triple_wood']} wood + {n['triple_grain']} grain",
            "rule": "l.98",
        },
        *(
            {"step": f"activate with coins: building {k} of the year", "cost": _coins(k), "rule": "l.112"}
            for k in range(1, 7)
        ),
        {"step": "change a die", "cost": "1 coin per pip (1 to 6: 5 coins)", "rule": "l.130"},
        {"step": "extra religion step", "cost": "1 grain", "rule": "l.194"},
        {
            "step": "monk on an occupied place",
            "cost": f"{_coins(n['monk_fee'])} to each other player there",
            "rule": "l.216",
        },
    ]
    passing = [
        {"step": f"pass space {k + 1}", "effect": a, "rule": f"l.{274 + 2 * k}"}
        for k, a in enumerate(d.pass_actions)
    ] + [
        {
            "step": f"dock {k + 1} ({DOCKS[k]})",
            "effect": ", ".join(f"{v} {w}" for w, v in d.dock_gain[k].items()) + " per tile",
            "rule": "l.284, l.286",
        }
        for k in range(4)
    ]
    prices = [
        {"step": "sell wood or grain", "effect": _coins(n["sell_simple"]), "rule": "l.296"},
        {"step": "sell sugar, gem or gold", "effect": _coins(n["sell_valuable"]), "rule": "l.296"},
        {"step": "buy wood or grain", "effect": _coins(n["buy_simple"]), "rule": "l.298"},
        {
            "step": "storage limit",
            "effect": f"{n['storage']} of each resource; more becomes 1 coin (simple) or 2 (valuable)",
            "rule": "l.160",
        },
        {"step": "gold", "effect": "stands for any resource", "rule": "l.206"},
    ]
    final = [
        {
            "step": "1 coins",
            "effect": f"sell all resources; 1 point per {n['coins_per_point']} coins",
            "rule": "l.340",
        },
        {
            "step": "2 colonists",
            "effect": "1 point per colonist in each full row and column (twice at a crossing)",
            "rule": "l.347",
        },
        {
            "step": "3 monks",
            "effect": f"scholar points; each bishop -{n['bishop_penalty']}; then its requirement",
            "rule": "l.360",
        },
        {
            "step": "4 docks",
            "effect": f"{n['dock_set']} points per set of one tile in each dock",
            "rule": "l.367",
        },
        {"step": "5 sea-trade tiles", "effect": "the points printed on them", "rule": "l.369"},
        {"step": "tie", "effect": "the higher pass space wins", "rule": "l.376"},
    ]
    solo = [
        {"step": "victory", "effect": "100 points or more", "rule": "l.410"},
        {"step": "communism", "effect": "28 or more points from colonists", "rule": "l.412"},
        {"step": "capitalism", "effect": "4 full sets of sea-trade tiles", "rule": "l.414"},
        {"step": "theocracy", "effect": "30 or more points from bishops' requirements", "rule": "l.416"},
        {
            "step": "goatocracy",
            "effect": "a full row or column of one building type, roads aside",
            "rule": "l.418",
        },
        {"step": "democracy", "effect": "120 points or more", "rule": "l.420"},
        {"step": "utopia", "effect": "150 points or more", "rule": "l.422"},
    ]
    return {
        "solo": solo,
        "religion": religion,
        "conquistador": conquistador,
        "conquistador_scoring": scores,
        "costs": costs,
        "passing": passing,
        "prices": prices,
        "final_scoring": final,
        "governor_grid": governor_grid(),
    }
