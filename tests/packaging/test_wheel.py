"""The wheel carries the widget front end and an installed GameView loads it from there.

Builds the wheel (``python -m build --wheel``), looks inside, installs it into a fresh venv (pip,
reusing the pip cache; dependencies come from the package index) and runs GameView there from a
folder outside the checkout, so nothing can be read from the source tree.
"""

from __future__ import annotations

import json
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
pytestmark = [pytest.mark.slow, pytest.mark.timeout(1200)]

CHECK = r"""
import json, sys
from pathlib import Path
import boardkit
from boardkit import _assets
from boardkit.widgets import GameView

folder = _assets.widgets_dir()
slug = next(s for s in boardkit.games.names() if (folder / "boards" / f"{s}.js").is_file())
w = GameView(slug, seed=7)
w.play(0)
print(json.dumps({
    "boardkit": str(Path(boardkit.__file__).parent),
    "folder": str(folder),
    "slug": slug,
    "esm": w._esm == (folder / "gameview.js").read_text(encoding="utf-8"),
    "css": w._css == (folder / "gameview.css").read_text(encoding="utf-8"),
    "board": w.board_js == (folder / "boards" / f"{slug}.js").read_text(encoding="utf-8") and bool(w.board_js),
    "fallback": w.fallback_js == (folder / "boards" / "generic.js").read_text(encoding="utf-8"),
    "step": w.step,
}))
"""


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("dist")
    subprocess.run(
        [sys.executable, "-m", "build", "--wheel", "--outdir", str(out), str(ROOT)],
        check=True,
        capture_output=True,
    )
    (found,) = out.glob("boardkit-*.whl")
    return found


def test_wheel_carries_the_widget_files(wheel: Path) -> None:
    names = set(zipfile.ZipFile(wheel).namelist())
    assert {
        "boardkit/_widgets/gameview.js",
        "boardkit/_widgets/gameview.css",
        "boardkit/_widgets/boards/generic.js",
    } <= names
    boards = {Path(n).name for n in names if n.startswith("boardkit/_widgets/boards/") and n.endswith(".js")}
    assert boards == {p.name for p in (ROOT / "widgets" / "boards").glob("*.js")}
    with zipfile.ZipFile(wheel) as z:
        assert z.read("boardkit/_widgets/gameview.js") == (ROOT / "widgets" / "gameview.js").read_bytes()
    assert not any(n.startswith("tests/") for n in names)


def test_installed_wheel_loads_the_front_end_from_its_own_files(wheel: Path, tmp_path: Path) -> None:
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    python = venv / "bin" / "python"
    pip = subprocess.run(
        [str(python), "-m", "pip", "install", "--quiet", str(wheel)],
        capture_output=True,
        text=True,
        timeout=900,
    )
    assert pip.returncode == 0, pip.stderr[-3000:]
    away = tmp_path / "elsewhere"
    away.mkdir()
    run = subprocess.run([str(python), "-c", CHECK], cwd=away, capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stderr[-3000:]
    got = json.loads(run.stdout.strip().splitlines()[-1])
    assert got["boardkit"].startswith(str(venv)), got
    assert got["folder"] == str(Path(got["boardkit"]) / "_widgets"), got
    assert got["esm"] and got["css"] and got["board"] and got["fallback"], got
    assert got["step"] == 1
