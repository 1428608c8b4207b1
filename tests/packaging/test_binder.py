"""The binder/ folder gives mybinder what it needs to open notebooks/00_start_here.ipynb.

No Docker engine here, so the check is static: the files make sense, and repo2docker (installed into
a throwaway venv) prints the Dockerfile it would build, which must install the requirements, run
postBuild and use Python >= 3.11.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
BINDER = ROOT / "binder"


def test_binder_files_make_sense() -> None:
    post = BINDER / "postBuild"
    assert post.read_text(encoding="utf-8").startswith("#!/bin/bash\n")
    assert os.access(post, os.X_OK), "repo2docker runs postBuild directly"
    assert re.search(
        r'^python -m pip install [^\n]*"\.\[present\]"\s*$', post.read_text(encoding="utf-8"), re.M
    )
    requirements = [
        line.split("#")[0].strip()
        for line in (BINDER / "requirements.txt").read_text(encoding="utf-8").splitlines()
    ]
    names = {re.split(r"[<>=!~\[ ]", r)[0].lower() for r in requirements if r}
    assert {"jupyterlab", "anywidget", "ipywidgets"} <= names
    runtime = (BINDER / "runtime.txt").read_text(encoding="utf-8").strip()
    major, minor = map(int, re.fullmatch(r"python-(\d+)\.(\d+)", runtime).groups())
    assert (major, minor) >= (3, 11)
    assert (ROOT / "notebooks" / "00_start_here.ipynb").is_file()


@pytest.mark.slow
@pytest.mark.timeout(600)
def test_repo2docker_would_build_it(tmp_path: Path) -> None:
    venv = tmp_path / "r2d"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    pip = subprocess.run(
        [str(venv / "bin" / "python"), "-m", "pip", "install", "--quiet", "jupyter-repo2docker"],
        capture_output=True,
        text=True,
        timeout=500,
    )
    if pip.returncode != 0:
        pytest.skip(f"jupyter-repo2docker could not be installed: {pip.stderr[-500:]}")
    run = subprocess.run(
        [str(venv / "bin" / "repo2docker"), "--no-build", "--no-run", "--debug", str(ROOT)],
        capture_output=True,
        text=True,
        timeout=60,
    )
    out = run.stdout + run.stderr
    assert run.returncode == 0, out[-3000:]
    assert 'pip install --no-cache-dir -r "binder/requirements.txt"' in out
    assert "RUN ./binder/postBuild" in out
    assert re.search(r"python=3\.(1[1-9])", out), "runtime.txt should select Python >= 3.11"
