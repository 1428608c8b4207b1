"""Screenshots of the Archipelago board for every fixture.

Prints, per fixture, the legal actions the board does not offer (none expected).
Usage: python -m tests.boards.archipelago.shoot [out_dir]
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

from tests.boards.harness import BOARD, clickable, pages, shoot

from .fixtures import fixtures


def offered(page: Any) -> set[int]:
    """Every move the board offers, through the face and turn picker where a region is to be laid: each
    face picked, turned through its turns; within one drawing no move is offered twice."""
    seen: set[int] = set()
    faces = page.locator(f"{BOARD} .bk-archipelago-pick")
    for i in range(max(1, faces.count())):
        if faces.count():
            faces.nth(i).click()
        for _ in range(6):
            found = clickable(page)
            assert len(found) == len(set(found)), "a move offered twice"
            seen |= set(found)
            turn = page.locator(f"{BOARD} .bk-archipelago-turn-hex")
            if not turn.count():
                break
            turn.click()
    return seen


def main(out: Path, width: int = 1100) -> int:
    with pages("archipelago", viewport=(width, 900)) as (page, _shell):
        return 1 if shoot(page, fixtures(), out, offered) else 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1] if len(sys.argv) > 1 else "test-output/archipelago_board"),
                  int(sys.argv[2]) if len(sys.argv) > 2 else 1100))  # fmt: skip
