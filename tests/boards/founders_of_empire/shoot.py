"""Screenshots of the Founders board: the hand-written view and engine views at several moments of one
game, and the board inside the real shell. Prints the errors drawBoard raised per view (none expected).

Usage: /tmp/venv/bin/python -m tests.boards.founders_of_empire.shoot [out_dir]
"""

from __future__ import annotations

import sys
from pathlib import Path

from tests.boards.founders_of_empire.fixtures import all_cases, hand_written_token_case
from tests.boards.harness import draw, pages, show_shell


def main(out: Path) -> None:
    from boardkit.widgets import GameView

    out.mkdir(parents=True, exist_ok=True)
    with pages("founders_of_empire", viewport=(1000, 900)) as (page, shell):
        for name, case in all_cases():
            errors = draw(page, case)
            page.screenshot(path=str(out / f"{name}.png"), full_page=True)
            print(name, "errors:", errors or "none")
            selectable = page.locator("[data-select]")
            if selectable.count():
                # Annexing is two clicks: the square first, then one of the lit cells.
                selectable.last.click()
                page.screenshot(path=str(out / f"{name}_selected.png"), full_page=True)
        draw(page, hand_written_token_case("ru"))
        page.screenshot(path=str(out / "hand_written_token_ru.png"), full_page=True)
        show_shell(shell, GameView("founders_of_empire", players=3, seed=7))
        shell.wait_for_selector(".bk-founders_of_empire-root")
        shell.screenshot(path=str(out / "shell_seed7.png"), full_page=True)
        print("shell: drawn")


if __name__ == "__main__":
    main(Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/founders_board"))
