"""Screenshots of the Santa Maria board for every fixture, and of the board inside the real shell.

Prints, per fixture, the legal actions the board does not offer (none expected).
Usage: python -m tests.boards.santa_maria.shoot [out_dir]
"""

from __future__ import annotations

import sys
from pathlib import Path

from boardkit.widgets import GameView
from tests.boards.harness import clickable, draw, pages, show_shell

from .fixtures import fixtures


def main(out: Path) -> int:
    out.mkdir(parents=True, exist_ok=True)
    bad = 0
    with pages("santa_maria", viewport=(1100, 900)) as (page, shell):
        for name, fx in fixtures().items():
            errors = draw(page, fx)
            found = clickable(page)
            missing = sorted(set(range(len(fx["actions"]))) - set(found))
            twice = sorted({i for i in found if found.count(i) > 1})
            page.screenshot(path=str(out / f"{name}.png"), full_page=True)
            bad += bool(errors or missing or twice)
            print(f"{name}: {len(fx['actions'])} actions, missing {missing}, twice {twice}, errors {errors}")
        show_shell(shell, GameView("santa_maria", players=4, seed=1))
        shell.wait_for_selector(".bk-board.bk-santa_maria-board")
        shell.screenshot(path=str(out / "shell.png"), full_page=True)
    print(f"screenshots in {out}")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1] if len(sys.argv) > 1 else "test-output/santa_maria_board")))
