"""Maracaibo is not registered yet (no board, no notebook): these tests register it for themselves only."""

from __future__ import annotations

import pytest

from boardkit import games

SLUG = "maracaibo"


@pytest.fixture(autouse=True, scope="package")
def registered():
    known = SLUG in games.names()
    if not known:
        games.register(SLUG, "boardkit.games.maracaibo")
    yield
    if not known:
        games.unregister(SLUG)
