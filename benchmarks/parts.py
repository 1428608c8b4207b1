"""One part of a Founders decision, repeated, to count its instructions (docs/performance.md, third pass).

    PYTHONHASHSEED=0 valgrind --tool=cachegrind --cache-sim=no python benchmarks/parts.py PART 0
    PYTHONHASHSEED=0 valgrind --tool=cachegrind --cache-sim=no python benchmarks/parts.py PART 3

Both runs play 40 warm-up games (seeds 500..539) and record 10 more (seeds 1000..1009, 2 players);
the second then runs PART 3 times over the recorded states and prints how many calls one pass
makes. PART's cost per call is the difference of the two "I refs" counts over (3 x calls).

Parts: ``annex_warm`` (the annex list with the seat's grid already made), ``annex_cold`` (the same
with the realm's cache as it was before its list was asked for: grid derive and mask decoding
included; since the fifth pass a grid passes to the seat's next realm and is changed in place, so the
grid a kept cache points to has moved on by replay time and ``annex_cold`` counts a full grid build, not a
derive), ``restore`` (putting that cache back alone, to subtract), ``apply_<phase>`` (``apply`` of the last
legal move of each recorded state in that phase).
"""

from __future__ import annotations

import random
import sys
from typing import Any

from boardkit import games
from boardkit.games.founders_of_empire.annex import annex_moves

GAME = games.get("founders_of_empire")


def record(seed: int, out: list[tuple[Any, list, dict | None]] | None) -> None:
    rng = random.Random(seed)
    s = GAME.new_game(2, seed=seed)
    while not GAME.is_over(s):
        kept = None
        if out is not None and s.phase == "annex":
            cache = s.realms[s.current_player]._cache
            kept = None if cache is None else dict(cache)  # before the list fills it
        acts = GAME.legal_actions(s)
        if out is not None:
            out.append((s, acts, kept))
        s = GAME.apply(s, rng.choice(acts))


def restore(s: Any, kept: dict | None) -> None:
    s.realms[s.current_player]._cache = None if kept is None else dict(kept)


def main() -> None:
    part, reps = sys.argv[1], int(sys.argv[2])
    for seed in range(500, 540):
        record(seed, None)
    states: list[tuple[Any, list, dict | None]] = []
    for seed in range(1000, 1010):
        record(seed, states)
    phase = part.removeprefix("apply_") if part.startswith("apply_") else "annex"
    chosen = [x for x in states if x[0].phase == phase]
    for _ in range(reps):
        for s, acts, kept in chosen:
            if part == "annex_warm":
                annex_moves(s, s.current_player)
            elif part == "annex_cold":
                restore(s, kept)
                annex_moves(s, s.current_player)
            elif part == "restore":
                restore(s, kept)
            else:
                GAME.apply(s, acts[-1])
    print("calls", len(chosen))


if __name__ == "__main__":
    main()
