"""The generic suites (contract, hostile input) run on Archipelago registered through the environment,
as a new game is (tests/core/test_new_game.py): they must pass before the game joins the registry."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.slow
def test_archipelago_passes_the_contract_and_hostile_input_suites():
    env = {**os.environ, "BOARDKIT_EXTRA_GAME": "archipelago=boardkit.games.archipelago"}
    run = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "-q",
            "-p",
            "no:cacheprovider",
            "-k",
            "archipelago or top_level_keys",
            "tests/test_contract.py",
            "tests/test_hostile.py",
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


@pytest.mark.slow
def test_archipelago_passes_the_language_suites():
    # the Russian of every log line, refusal, summary and label is checked before the game joins the registry
    env = {**os.environ, "BOARDKIT_EXTRA_GAME": "archipelago=boardkit.games.archipelago"}
    run = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "-q",
            "-p",
            "no:cacheprovider",
            "-k",
            "archipelago",
            "tests/language",
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
