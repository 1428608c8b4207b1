"""Maracaibo passes every generic suite (contract, hostile input) registered by the one extra-game line."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.slow
def test_maracaibo_passes_the_contract_and_hostile_suites():
    env = {**os.environ, "BOARDKIT_EXTRA_GAME": "maracaibo=boardkit.games.maracaibo"}
    run = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-k", "maracaibo",
         "tests/test_contract.py", "tests/test_hostile.py"],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=1800,
    )  # fmt: skip
    tail = run.stdout[-3000:]
    assert run.returncode == 0, tail
    assert " passed" in tail and "failed" not in tail and "error" not in tail.lower()
