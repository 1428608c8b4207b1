"""Golden playthroughs: a seeded random game per configuration, compared with its stored text trace.

Any change of behaviour shows as a diff of tests/maracaibo/golden/<stem>.txt. After reviewing a
deliberate change, rewrite them with: BOARDKIT_REGEN=1 pytest tests/maracaibo/test_golden.py
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from tests.playthroughs.driver import trace

from .playthroughs import PLAYTHROUGHS

GOLDEN = Path(__file__).resolve().parent / "golden"


@pytest.mark.parametrize("stem", sorted(PLAYTHROUGHS))
def test_playthrough_matches_the_golden_trace(stem):
    path = GOLDEN / f"{stem}.txt"
    text = trace(PLAYTHROUGHS[stem])
    if os.environ.get("BOARDKIT_REGEN") == "1":
        GOLDEN.mkdir(exist_ok=True)
        path.write_text(text, encoding="utf-8")
    assert path.exists(), f"{path.name} is missing: write it with BOARDKIT_REGEN=1"
    assert text == path.read_text(encoding="utf-8"), f"{path.name} changed: review the diff, then regenerate"
