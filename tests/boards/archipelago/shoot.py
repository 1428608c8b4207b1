"""Screenshots of the Archipelago board for every fixture.

Prints, per fixture, the legal actions the board does not offer (none expected).
Usage: python -m tests.boards.archipelago.shoot [out_dir]
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

from tests.boards.harness import BOARD, clickable, draw, pages

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
    out.mkdir(parents=True, exist_ok=True)
    bad = 0
    with pages("archipelago", viewport=(width, 900)) as (page, _shell):
        for name, fx in fixtures().items():
            errors = draw(page, fx)
            found = clickable(page)
            missing = sorted(set(range(len(fx["actions"]))) - offered(page))
            repeated = sorted({i for i in found if found.count(i) > 1})
            draw(page, fx)
            page.screenshot(path=str(out / f"{name}.png"), full_page=True)
            bad += bool(errors or missing or repeated)
            print(
                f"{name}: {len(fx['actions'])} actions, missing {missing}, repeated {repeated}, errors {errors}"
            )
    print(f"screenshots in {out}")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1] if len(sys.argv) > 1 else "test-output/archipelago_board"),
                  int(sys.argv[2]) if len(sys.argv) > 2 else 1100))  # fmt: skip
