"""Santa Maria is not registered yet (it has no board or notebook): these tests register it for themselves."""

from __future__ import annotations

import pytest

from boardkit import games


@pytest.fixture(autouse=True, scope="package")
def registered_santa_maria():
    games.register("santa_maria", "boardkit.games.santa_maria")
    yield
    games.unregister("santa_maria")
