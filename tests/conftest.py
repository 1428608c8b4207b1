"""Options shared by the test groups (browser, notebook, slow)."""

from __future__ import annotations

import pytest


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--notebook",
        action="append",
        default=[],
        metavar="PATH[:VAR]",
        help="also run the browser test on this notebook; VAR names its last GameView (default: board)",
    )
