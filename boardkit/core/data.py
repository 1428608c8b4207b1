"""Component data files: JSON beside each game's rules, every record with its source."""

from __future__ import annotations

import json
import re
from importlib import resources
from typing import Any

from .errors import DataError

_RULE_REF = re.compile(r"^l\.\s?\d+")


def load_json(package: str, name: str) -> Any:
    """A JSON file shipped inside ``package`` (works from a wheel, a checkout and Pyodide)."""
    return json.loads(resources.files(package).joinpath(name).read_text(encoding="utf-8"))


def check_sources(records: list[dict[str, Any]], file: str) -> None:
    """Every record says where it comes from: a rulebook line, or 'assumed' with a reason."""
    for i, rec in enumerate(records):
        ident = rec.get("id", i)
        src = rec.get("source")
        if not isinstance(src, str) or not src:
            raise DataError(f"{file}: record {ident}: field 'source' is missing")
        if src == "assumed":
            if not rec.get("reason"):
                raise DataError(f"{file}: record {ident}: 'source: assumed' needs a 'reason'")
        elif not _RULE_REF.match(src):
            raise DataError(
                f"{file}: record {ident}: field 'source' must be 'assumed' or a line like 'l.106', got {src!r}"
            )
