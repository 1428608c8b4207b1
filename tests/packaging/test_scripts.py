"""The two README commands and CI's entry point: runnable, and wired to each other."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SCRIPTS = [ROOT / "scripts" / "test", ROOT / "scripts" / "lab", ROOT / ".ci" / "run"]


@pytest.mark.parametrize("script", SCRIPTS, ids=lambda p: str(p.relative_to(ROOT)))
def test_scripts_are_executable_bash(script: Path) -> None:
    assert os.access(script, os.X_OK)
    assert script.read_text(encoding="utf-8").startswith("#!/usr/bin/env bash\n")
    subprocess.run(["bash", "-n", str(script)], check=True)


def test_ci_runs_exactly_the_readme_test_command() -> None:
    text = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert "exec ./scripts/test" in text and "set -euo pipefail" in text


def test_setup_finds_a_python_of_at_least_3_11() -> None:
    found = subprocess.run(
        [
            "bash",
            "-c",
            'source scripts/_venv.sh && p="$(find_python)" && "$p" -c "import sys; print(sys.version_info >= (3, 11))"',
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    )
    assert found.stdout.strip() == "True"


def test_a_failing_pytest_fails_the_command(tmp_path: Path) -> None:
    # .ci/run execs scripts/test, which execs pytest: pytest's exit code is the command's.
    fake = tmp_path / "scripts"
    fake.mkdir()
    (fake / "_venv.sh").write_text(
        'REPO="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"\nVENV="$REPO/venv"\n'
        "say() { :; }\nensure_venv() { :; }\n",
        encoding="utf-8",
    )
    (fake / "test").write_text((ROOT / "scripts" / "test").read_text(encoding="utf-8"), encoding="utf-8")
    (fake / "test").chmod(0o755)
    (tmp_path / "venv" / "bin").mkdir(parents=True)
    (tmp_path / "venv" / "bin" / "python").write_text(
        '#!/bin/sh\necho "1 failed in 0.1s"\nexit 1\n', encoding="utf-8"
    )
    (tmp_path / "venv" / "bin" / "python").chmod(0o755)
    (tmp_path / ".ci").mkdir()
    (tmp_path / ".ci" / "run").write_text(
        (ROOT / ".ci" / "run").read_text(encoding="utf-8"), encoding="utf-8"
    )
    if not os.path.exists("/usr/bin/chromium"):
        pytest.skip("scripts/test would install Chromium first")
    run = subprocess.run(["bash", str(tmp_path / ".ci" / "run")], capture_output=True, text=True)
    assert run.returncode == 1 and "1 failed" in run.stdout


def _fake_repo(tmp_path: Path, with_voila: bool = True) -> Path:
    """scripts/lab beside a no-op setup, a notebooks folder and a venv whose programs print their arguments."""
    (tmp_path / "scripts").mkdir()
    (tmp_path / "scripts" / "_venv.sh").write_text(
        'REPO="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"\nVENV="$REPO/venv"\n'
        'say() { echo "say: $*" >&2; }\nensure_venv() { :; }\n',
        encoding="utf-8",
    )
    (tmp_path / "scripts" / "lab").write_text((ROOT / "scripts" / "lab").read_text(encoding="utf-8"))
    (tmp_path / "notebooks").mkdir()
    (tmp_path / "notebooks" / "puerto_rico.ipynb").write_text("{}", encoding="utf-8")
    (tmp_path / "venv" / "bin").mkdir(parents=True)
    programs = ["python", "jupyter"] + (["voila"] if with_voila else [])
    for name in programs:
        (tmp_path / "venv" / "bin" / name).write_text(f'#!/bin/sh\necho "{name} $*"\n', encoding="utf-8")
        (tmp_path / "venv" / "bin" / name).chmod(0o755)
    return tmp_path


def _lab(repo: Path, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run(["bash", str(repo / "scripts" / "lab"), *args], capture_output=True, text=True)


def test_lab_present_serves_a_game_notebook_named_by_slug_with_voila(tmp_path: Path) -> None:
    run = _lab(_fake_repo(tmp_path), "--present", "puerto_rico", "--port", "8867")
    assert run.returncode == 0, run.stderr
    assert run.stdout.strip() == "voila --show_tracebacks=True --port 8867 notebooks/puerto_rico.ipynb"


def test_lab_present_without_a_notebook_serves_the_notebooks_folder(tmp_path: Path) -> None:
    run = _lab(_fake_repo(tmp_path), "--present", "--no-browser")
    assert run.stdout.strip() == "voila --show_tracebacks=True --no-browser notebooks"


def test_lab_present_refuses_a_notebook_that_does_not_exist_and_lists_them(tmp_path: Path) -> None:
    run = _lab(_fake_repo(tmp_path), "--present", "santa_maria")
    assert run.returncode == 2 and run.stdout == ""
    assert "no notebook santa_maria" in run.stderr and "puerto_rico.ipynb" in run.stderr


def test_lab_present_installs_the_present_extra_when_voila_is_missing(tmp_path: Path) -> None:
    repo = _fake_repo(tmp_path, with_voila=False)
    run = _lab(repo, "--present")
    assert f"python -m pip install --quiet -e {repo}[present]" in run.stdout


def test_lab_without_present_still_opens_jupyterlab(tmp_path: Path) -> None:
    run = _lab(_fake_repo(tmp_path), "--port", "8890")
    assert run.stdout.strip().startswith("jupyter lab")
    assert run.stdout.strip().endswith("--port 8890 notebooks/00_start_here.ipynb")
