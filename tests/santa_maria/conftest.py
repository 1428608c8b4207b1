"""Santa Maria's tests make sure it is registered, and leave the registry as they found it."""

from __future__ import annotations

import pytest

from boardkit import games


@pytest.fixture(autouse=True, scope="package")
def registered_santa_maria():
    was_registered = "santa_maria" in games.names()  # registered on the branch that added the notebook
    games.register("santa_maria", "boardkit.games.santa_maria")
    yield
    if not was_registered:
        games.unregister("santa_maria")
