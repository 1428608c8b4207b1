"""The table layer: pandas enters here and only here (engines stay standard-library)."""

from __future__ import annotations

import math
import re
import statistics
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from .i18n import COMMON, Glossary
from .stats import Interval, mean_ci, wilson

_SEAT = re.compile(r"^(P\d+) (.+)$")  # "P2 wins": the seat stays, the term is translated


def frame(
    rows: Iterable[Mapping[str, Any]],
    glossary: Glossary | None = None,
    index: str | None = None,
    cells: Any = None,
) -> Any:
    """A DataFrame from plain rows, headers translated through the glossary (text cells through ``cells``)."""
    import pandas as pd

    rows = list(rows)
    if cells is not None:
        rows = [{k: cells(v) if isinstance(v, str) else v for k, v in row.items()} for row in rows]
    df = pd.DataFrame(rows)
    if index is not None and index in df.columns:
        df = df.set_index(index)
    if glossary is not None:
        df = df.rename(columns=lambda c: glossary(c))
        if df.index.name:
            df.index.name = glossary(df.index.name)
    return df


def options_frame(game: Any) -> Any:
    """The game's declared ``new_game`` options as a DataFrame: type, default, allowed values, combinations, line."""
    from .messages import cite

    w = COMMON  # the option's name stays as it is: it is the keyword new_game takes
    rows = [
        {
            "option": o.name,
            "type": w(o.type.__name__),
            "default": o.default,
            "allowed": w("any") if o.allowed is None else ", ".join(map(str, o.allowed)),
            "needs": ", ".join(o.requires) or "-",
            "excludes": ", ".join(o.excludes) or "-",
            "what it does": game.translate(o.summary) if hasattr(game, "translate") else o.summary,
            "rule": cite(o.rule),
        }
        for o in game.options()
    ]
    columns = ["option", "type", "default", "allowed", "needs", "excludes", "what it does", "rule"]
    import pandas as pd

    df = pd.DataFrame(rows, columns=columns).set_index("option")
    df.index.name = w("option")
    return df.rename(columns=lambda c: w(c))


def data_frame(game: Any, table: str | None = None, data: Any = None) -> Any:
    """One component data table of ``game`` as a DataFrame, a row per record (index: its id).

    Columns: the schema's fields, then ``source`` ("l.N" printed in the rulebook, "assumed", or
    "user" for a correction), ``reason`` and ``corrected`` (True where ``data`` changed the record).
    ``data``: a state, a ``ComponentData``, corrections for ``game.data``, or None for the shipped data.
    Without ``table``: one row per table (file, records, how many assumed, the fields a user may correct).
    """
    import pandas as pd

    from .data import ComponentData

    if data is not None and not isinstance(data, ComponentData) and hasattr(data, "data"):
        data = data.data  # a state carries its data
    catalog = game.data(data)
    if table is None:
        overview = [
            {
                "table": t.name,
                "file": t.file,
                "records": len(catalog.tables[t.name]),
                "assumed": sum(r.get("source") == "assumed" for r in catalog.tables[t.name]),
                "corrected": len(catalog.override.get(t.name, {})),
                "correctable": ", ".join(f.name for f in t.fields if not f.fixed) or "-",
                "what": t.meaning,
            }
            for t in catalog.TABLES
        ]
        return pd.DataFrame(overview).set_index("table")
    records = catalog.records(table)
    schema = catalog.table(table)
    names = [schema.key, *(f.name for f in schema.fields)]
    rows = [
        {
            **{n: r.get(n) for n in names},
            "source": r.get("source"),
            "reason": r.get("reason", ""),
            "corrected": catalog.corrected(table, r[schema.key]),
        }
        for r in records
    ]
    return pd.DataFrame(rows, columns=[*names, "source", "reason", "corrected"]).set_index(schema.key)


@dataclass(frozen=True)
class Rate:
    """How often something happened: ``hits`` out of ``games`` (a shared win may count as a fraction)."""

    hits: float
    games: int

    def __post_init__(self) -> None:
        if self.games < 1 or not 0 <= self.hits <= self.games:
            raise ValueError(
                f"a rate needs 0 <= hits <= games and games >= 1, got {self.hits} of {self.games}"
            )

    @property
    def percent(self) -> float:
        return 100 * self.hits / self.games

    @property
    def interval(self) -> Interval:
        """The rate (a share, 0 to 1) with its 95% Wilson interval."""
        return wilson(self.hits, self.games)


@dataclass(frozen=True)
class Spread:
    """Values shown as their mean beside their sample standard deviation (SD)."""

    values: tuple[float, ...]

    def __post_init__(self) -> None:
        if not self.values:
            raise ValueError("a spread needs at least one value")

    @property
    def mean(self) -> float:
        return statistics.fmean(self.values)

    @property
    def sd(self) -> float:
        # One value has no spread to show: NaN, not a misleading 0.
        return statistics.stdev(self.values) if len(self.values) > 1 else math.nan

    @property
    def interval(self) -> Interval:
        """The mean with its 95% Student-t interval (NaN ends for one value)."""
        return mean_ci(self.values)


def header(key: str, glossary: Glossary) -> str:
    """A column title in the current language: the term through the glossary, a seat prefix kept."""
    m = _SEAT.match(key)
    return f"{m.group(1)} {glossary(m.group(2))}" if m else glossary(key)


def results(
    rows: Iterable[Mapping[str, Any]],
    glossary: Glossary | None = None,
    index: str | None = None,
    digits: int = 1,
) -> Any:
    """A results table a teacher can read: the one style every notebook uses for what-if and simulation results.

    A :class:`Rate` becomes a percentage column "<name> (%)", the ends of its 95% Wilson interval
    "<name> (95% low)" and "<name> (95% high)", then a "games" column with the number of games it
    counts; a :class:`Spread` becomes "<name> (mean)", "<name> (± SD)" (the sample standard deviation:
    how far one game lands from the mean) and the ends of the mean's 95% interval (how sure the mean
    is). Plain values stay as they are. Numbers are rounded to ``digits``
    decimals but stay numbers, so the table can still be sorted and compared. Headers go through
    the glossary (the game's, over the shared words), so ``set_language("ru")`` gives Russian.
    """
    import pandas as pd

    words = COMMON if glossary is None else COMMON.merged(glossary)
    out = []
    for row in rows:
        flat: dict[str, Any] = {}
        for key, value in row.items():
            name = header(key, words)
            if isinstance(value, Rate):
                ci = value.interval
                flat[f"{name} (%)"] = round(value.percent, digits)
                flat[f"{name} ({words('95% low')})"] = round(100 * ci.low, digits)
                flat[f"{name} ({words('95% high')})"] = round(100 * ci.high, digits)
                games = words("games")
                if flat.setdefault(games, value.games) != value.games:
                    raise ValueError(
                        f"{key!r} counts {value.games} games, another rate in its row {flat[games]}"
                    )
            elif isinstance(value, Spread):
                flat[f"{name} ({words('mean')})"] = round(value.mean, digits)
                flat[f"{name} (± {words('SD')})"] = round(value.sd, digits)
                ci = value.interval
                flat[f"{name} ({words('95% low')})"] = round(ci.low, digits)
                flat[f"{name} ({words('95% high')})"] = round(ci.high, digits)
            else:
                flat[name] = value
        out.append(flat)
    df = pd.DataFrame(out)
    if index is not None:
        name = header(index, words)
        if name not in df.columns:
            raise KeyError(
                f"no column {index!r} to index the results by; columns: {', '.join(map(str, df.columns))}"
            )
        df = df.set_index(name)
    return df


def seat_results(games: Any, glossary: Glossary | None = None, digits: int = 1) -> Any:
    """One row per seat of a ``simulate`` DataFrame: its bot, its wins in % with their 95% interval beside
    the games, then its final score, rank and the game's measures as mean, SD and 95% interval.

    A win shared by k players counts 1/k, so the seats' win percentages add up to 100.
    """
    from .whatif import outcomes

    if games.empty or "game" not in games.columns or not any(c.endswith("_total") for c in games.columns):
        raise ValueError("seat_results needs the DataFrame boardkit.simulate returns, with at least one game")
    out = outcomes(games)
    frame = out.frame
    rows = []
    for seat in out.groups:
        mine = frame[frame["seat"] == seat]
        row: dict[str, Any] = {
            "seat": seat,
            "bot": mine["bot"].iloc[0],
            "wins": Rate(float(mine["wins"].sum()), len(mine)),
        }
        for m in out.measures[1:]:
            row[m] = Spread(tuple(float(v) for v in mine[m]))
        rows.append(row)
    return results(rows, glossary if glossary is not None else out.glossary, index="seat", digits=digits)
