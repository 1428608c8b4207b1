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
