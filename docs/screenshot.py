"""Redraw docs/board.png: a Founders game in mid-play, in the real widget shell, in Debian's Chromium.

python docs/screenshot.py
"""

from __future__ import annotations

import random
from pathlib import Path

from boardkit import games
from boardkit.widgets import GameView
from tests.boards.harness import pages, show_shell

OUT = Path(__file__).resolve().parent / "board.png"


def main() -> None:
    g = games.get("founders_of_empire")
    rng = random.Random(3)
    s = g.new_game(3, seed=11)
    # Prefer annexing over replacing so the realms grow as in a real game.
    while s.turn < 14:
        acts = g.legal_actions(s)
        plain = [a for a in acts if not a.get("replace")] or acts
        s = g.apply(s, rng.choice(plain))
    widget = GameView(g, s)
    with pages("founders_of_empire", viewport=(1100, 900)) as (_, shell):
        show_shell(shell, widget)
        shell.wait_for_selector(".bk-founders_of_empire-root")
        shell.screenshot(path=str(OUT), full_page=True)
    print("wrote", OUT)


if __name__ == "__main__":
    main()
