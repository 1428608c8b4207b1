"""Screenshots of the Puerto Rico board for every fixture, and of the board inside the real shell.

Prints, per fixture, the legal actions the board does not offer (none expected).
Usage: /tmp/venv/bin/python -m tests.boards.puerto_rico.shoot [out_dir]
"""

from __future__ import annotations

import sys
from pathlib import Path

from tests.boards.harness import pages, shoot, show_shell

from .fixtures import fixtures, shell_widget


def main(out: Path) -> int:
    with pages("puerto_rico") as (page, shell):
        bad = shoot(page, fixtures(), out)
        show_shell(shell, shell_widget())
        shell.wait_for_selector(".bk-board.bk-puerto_rico-board")
        shell.screenshot(path=str(out / "shell_captain_example.png"), full_page=True)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/pr_board_shots")))
