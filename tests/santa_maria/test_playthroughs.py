"""Golden playthroughs of Santa Maria, compared with the stored traces in tests/santa_maria/traces/.

A change of behaviour shows as a diff; after reviewing a deliberate one, rewrite the traces with
BOARDKIT_REGEN=1 pytest tests/santa_maria/test_playthroughs.py
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from tests.playthroughs.driver import trace

from .playthroughs import PLAYTHROUGHS

DIR = Path(__file__).resolve().parent / "traces"


@pytest.mark.parametrize("stem", sorted(PLAYTHROUGHS))
def test_playthrough_matches_the_golden_trace(stem):
    path = DIR / f"{stem}.txt"
    text = trace(PLAYTHROUGHS[stem])
    if os.environ.get("BOARDKIT_REGEN") == "1":
        DIR.mkdir(exist_ok=True)
        path.write_text(text, encoding="utf-8")
    assert path.exists(), f"{path.name} is missing: write it with BOARDKIT_REGEN=1"
    assert text == path.read_text(encoding="utf-8"), f"{path.name} changed: review the diff, then regenerate"


def test_every_stored_trace_has_a_configuration():
    assert sorted(p.stem for p in DIR.glob("*.txt")) == sorted(PLAYTHROUGHS)
