"""Golden playthroughs of every registered game, compared with the stored text traces.

Any change of behaviour shows as a diff of tests/playthroughs/<slug>_<config>.txt. After reviewing
a deliberate change, rewrite the traces with: BOARDKIT_REGEN=1 pytest tests/test_playthroughs.py
"""

from __future__ import annotations

import os

import pytest

from boardkit import games

from .playthroughs.driver import configs, path_of, stored, trace

CONFIGS = configs()

REGEN = os.environ.get("BOARDKIT_REGEN") == "1"


@pytest.mark.parametrize("stem", sorted(set(CONFIGS) | set(stored())))
def test_playthrough_matches_the_golden_trace(stem):
    assert stem in CONFIGS, f"{stem}.txt has no configuration (PLAYTHROUGHS in tests/<slug>/playthroughs.py)"
    path = path_of(stem)
    text = trace(CONFIGS[stem])
    if REGEN:
        path.write_text(text, encoding="utf-8")
    assert path.exists(), f"{path.name} is missing: write it with BOARDKIT_REGEN=1"
    assert text == path.read_text(encoding="utf-8"), f"{path.name} changed: review the diff, then regenerate"


@pytest.mark.parametrize("slug", games.names())
def test_every_registered_game_has_golden_playthroughs(slug):
    assert any(c.slug == slug for c in CONFIGS.values()), f"{slug} has no golden playthrough"
    assert all(stem.startswith(c.slug + "_") for stem, c in CONFIGS.items())
