"""Options shared by the test groups (browser, notebook, slow)."""

from __future__ import annotations

import os

import pytest

import boardkit

# BOARDKIT_EXTRA_GAME=slug=module registers one more game before collection, so that every
# generic suite (contract, hostile input) also runs for it: tests/core/test_new_game.py uses it
# to show that a new game needs nothing but its own files and one registration line.
if os.environ.get("BOARDKIT_EXTRA_GAME"):
    _slug, _, _module = os.environ["BOARDKIT_EXTRA_GAME"].partition("=")
    boardkit.games.register(_slug, _module)


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--notebook",
        action="append",
        default=[],
        metavar="PATH[:VAR]",
        help="also run the browser test on this notebook; VAR names its last GameView (default: board)",
    )


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    # Playwright's sync API leaves its event loop running in this thread while the session's browser
    # is open; tests that ask "is an event loop running?" (bots seated at a GameView) must come first.
    items.sort(key=lambda item: item.get_closest_marker("browser") is not None)
