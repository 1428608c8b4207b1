"""Archipelago is not in the registry yet (no board or notebook): these tests register it for themselves."""

from __future__ import annotations

import pytest

from boardkit import games

SLUG = "archipelago"


@pytest.fixture(autouse=True)
def registered():
    """Register the game for one test and take it away after, so other suites never see it."""
    already = SLUG in games.names()
    if not already:
        games.register(SLUG, "boardkit.games.archipelago")
    yield
    if not already:
        games.unregister(SLUG)
