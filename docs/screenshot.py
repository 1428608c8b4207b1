"""Redraw docs/<slug>.png for every game: its board in mid-game, in English, at 1280 px in JupyterLab.

The browser suite's layout test draws them (tests/browser/test_layout_browser.py, into test-output/);
this runs that test and copies the English pictures here.

python docs/screenshot.py [SLUG ...]     # only these games' pictures (the layout test draws only them)
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TEST = "tests/browser/test_layout_browser.py"


def main() -> None:
    sys.path.insert(0, str(ROOT))
    from tests.browser.layout import slugs

    env = dict(os.environ, BOARDKIT_LAYOUT_GAMES=",".join(sys.argv[1:]))
    subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-m", "browser", TEST], cwd=ROOT, check=True, env=env
    )
    os.environ["BOARDKIT_LAYOUT_GAMES"] = env["BOARDKIT_LAYOUT_GAMES"]
    for slug in slugs():
        out = ROOT / "docs" / f"{slug}.png"
        shutil.copyfile(ROOT / "test-output" / f"{slug}-en-1280.png", out)
        print("wrote", out)


if __name__ == "__main__":
    main()
