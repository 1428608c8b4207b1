"""The table layer: pandas enters here and only here (engines stay standard-library)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from .i18n import Glossary


def frame(
    rows: Iterable[Mapping[str, Any]], glossary: Glossary | None = None, index: str | None = None
) -> Any:
    """A DataFrame from plain rows, headers translated through the glossary."""
    import pandas as pd

    df = pd.DataFrame(list(rows))
    if index is not None and index in df.columns:
        df = df.set_index(index)
    if glossary is not None:
        df = df.rename(columns=lambda c: glossary(c))
        if df.index.name:
            df.index.name = glossary(df.index.name)
    return df


def options_frame(game: Any) -> Any:
    """The game's declared ``new_game`` options as a DataFrame: type, default, allowed values, combinations, line."""
    rows = [
        {
            "option": o.name,
            "type": o.type.__name__,
            "default": o.default,
            "allowed": "any" if o.allowed is None else ", ".join(map(str, o.allowed)),
            "needs": ", ".join(o.requires) or "-",
            "excludes": ", ".join(o.excludes) or "-",
            "what it does": o.summary,
            "rule": o.rule,
        }
        for o in game.options()
    ]
    columns = ["option", "type", "default", "allowed", "needs", "excludes", "what it does", "rule"]
    import pandas as pd

    return pd.DataFrame(rows, columns=columns).set_index("option")
