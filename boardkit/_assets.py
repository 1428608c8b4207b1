"""Where the widget front end (plain JS/CSS, never from a CDN) is read from.

A wheel carries the repo's ``widgets/`` folder as ``boardkit/_widgets`` (hatch force-include);
an editable install has no such copy, so the repo's own ``widgets/`` is the second place to look.
"""

from __future__ import annotations

import functools
from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent
_PLACES = (_PACKAGE / "_widgets", _PACKAGE.parent / "widgets")


@functools.cache
def widgets_dir() -> Path:
    """The folder holding ``gameview.js``: the wheel's copy first, then the source checkout."""
    for place in _PLACES:
        if (place / "gameview.js").is_file():
            return place
    raise FileNotFoundError(
        "boardkit's widget files are missing: looked for gameview.js in " + ", ".join(map(str, _PLACES))
    )


def read(name: str) -> str:
    """The text of ``widgets/<name>`` (e.g. ``"gameview.js"``, ``"boards/generic.js"``)."""
    return (widgets_dir() / name).read_text(encoding="utf-8")


def read_optional(name: str) -> str:
    """Like ``read`` but empty when the file does not exist (a board without its own CSS)."""
    path = widgets_dir() / name
    return path.read_text(encoding="utf-8") if path.is_file() else ""


def board_files(slug: str) -> tuple[str, str]:
    """The board module of game ``slug`` and its CSS; empty strings when the game has none yet."""
    return read_optional(f"boards/{slug}.js"), read_optional(f"boards/{slug}.css")
