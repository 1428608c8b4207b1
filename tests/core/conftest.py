"""Fixtures shared by the core tests."""

from __future__ import annotations

import pytest

from boardkit import games

from .toy import TOY


@pytest.fixture
def toy_registered():
    """The toy game registered under 'toy' for the test, then removed."""
    games.register("toy", TOY)
    yield TOY
    games.unregister("toy")
