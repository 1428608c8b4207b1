"""Screenshots of the Santa Maria board for every fixture, and of the board inside the real shell.

Prints, per fixture, the legal actions the board does not offer (none expected).
Usage: python -m tests.boards.santa_maria.shoot [out_dir]
"""

from __future__ import annotations

import sys
from pathlib import Path

from boardkit.widgets import GameView
from tests.boards.harness import pages, shoot, show_shell

from .fixtures import fixtures


def main(out: Path) -> int:
    with pages("santa_maria", viewport=(1100, 900)) as (page, shell):
        bad = shoot(page, fixtures(), out)
        show_shell(shell, GameView("santa_maria", players=4, seed=1))
        shell.wait_for_selector(".bk-board.bk-santa_maria-board")
        shell.screenshot(path=str(out / "shell.png"), full_page=True)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1] if len(sys.argv) > 1 else "test-output/santa_maria_board")))
