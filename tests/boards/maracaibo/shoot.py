"""Screenshots of the Maracaibo board for every fixture.

Prints, per fixture, the legal actions the board does not offer (none expected).
Usage: python -m tests.boards.maracaibo.shoot [out_dir]
"""

from __future__ import annotations

import sys
from pathlib import Path

from tests.boards.harness import pages, shoot

from .fixtures import fixtures


def main(out: Path, width: int = 1100) -> int:
    with pages("maracaibo", viewport=(width, 900)) as (page, _shell):
        return 1 if shoot(page, fixtures(), out) else 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1] if len(sys.argv) > 1 else "test-output/maracaibo_board"),
                  int(sys.argv[2]) if len(sys.argv) > 2 else 1100))  # fmt: skip
