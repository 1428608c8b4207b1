"""A new game needs its own files and one registration line, nothing else (docs/new_game.md).

The toy take-away game lives outside boardkit (tests/core/toy.py). Registered by one line, it runs
through every generic suite the registered games run through, with no edit to any shared file.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.slow
@pytest.mark.parametrize("slug", ["toy", "cards"])  # cards: hidden hands and sealed plays (core/secrets.py)
def test_a_game_registered_by_one_line_passes_every_generic_suite(slug):
    env = {**os.environ, "BOARDKIT_EXTRA_GAME": f"{slug}=tests.core.{slug}"}
    run = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "-q",
            "-p",
            "no:cacheprovider",
            "-k",
            slug,
            "tests/test_contract.py",
            "tests/test_hostile.py",
        ],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=900,
    )
    tail = run.stdout[-3000:]
    assert run.returncode == 0, tail
    assert " passed" in tail and "failed" not in tail and "error" not in tail.lower()
