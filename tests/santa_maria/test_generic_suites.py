"""The generic suites every registered game passes (contract, hostile input, citations) run on Santa Maria too,
through ``BOARDKIT_EXTRA_GAME``, as tests/core/test_new_game.py runs them on the toy game."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.slow
def test_santa_maria_passes_the_contract_hostile_and_citation_suites():
    env = {**os.environ, "BOARDKIT_EXTRA_GAME": "santa_maria=boardkit.games.santa_maria"}
    run = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "-q",
            "-p",
            "no:cacheprovider",
            "-k",
            "santa_maria",
            "tests/test_contract.py",
            "tests/test_hostile.py",
            "tests/test_citations.py",
        ],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=1800,
    )
    tail = run.stdout[-3000:]
    assert run.returncode == 0, tail
    assert " passed" in tail and "failed" not in tail and "error" not in tail.lower()
