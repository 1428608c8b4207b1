"""Instructions per decision for every option set and player count of a game, beside Puerto Rico base 2p.

    PYTHONPATH=<tree> python benchmarks/instructions_all.py santa_maria [--decisions 1500] [--warm 20]
        [--options LABEL ...] [--players N ...] [--reference K]

Each configuration runs in its own process under callgrind, which counts the instructions of the measured
games only: the warm-up games (seeds 500.., as ``benchmarks/instructions.py`` plays them) run with the
counting off, then a small C helper (built here with the C compiler, from valgrind's ``callgrind.h``) zeroes
the counts, the measured games (seeds 1000..) are played, and the counts are dumped. So there is no second
run to subtract and no start-up noise in the figure, and one sweep of every configuration takes minutes, not
an hour. The number of measured games is chosen so each configuration plays about ``--decisions`` decisions
(estimated from three native games).
"""

from __future__ import annotations

import argparse
import math
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

from boardkit import games

HERE = Path(__file__).resolve().parent
REFERENCE = ("puerto_rico", "base", 2)

HELPER = r"""
#include <valgrind/callgrind.h>
void bk_start(void) { CALLGRIND_START_INSTRUMENTATION; CALLGRIND_ZERO_STATS; }
void bk_stop(void) { CALLGRIND_DUMP_STATS_AT("measured"); CALLGRIND_STOP_INSTRUMENTATION; }
"""

# Run under callgrind: the warm-up uncounted, then the measured games between the helper's two calls.
DRIVER = """
import ctypes, sys
sys.path.insert(0, {here!r})
from boardkit import games
from instructions import play
lib = ctypes.CDLL({lib!r})
g = games.get({slug!r})
options = g.option_sets()[{label!r}]
for seed in range(500, 500 + {warm}):
    play(g, {players}, seed, options)
lib.bk_start()
n = sum(play(g, {players}, seed, options) for seed in range(1000, 1000 + {measured}))
lib.bk_stop()
print("decisions", n)
"""


def build_helper(where: Path) -> Path:
    """The shared library with the two client requests."""
    src, lib = where / "bk_callgrind.c", where / "bk_callgrind.so"
    src.write_text(HELPER)
    subprocess.run(["cc", "-O1", "-shared", "-fPIC", "-o", str(lib), str(src)], check=True)
    return lib


def run(lib: Path, slug: str, players: int, label: str, warm: int, measured: int) -> tuple[int, int]:
    """(instructions, decisions) of the measured games of one configuration."""
    with tempfile.TemporaryDirectory() as out:
        script = DRIVER.format(
            here=str(HERE),
            lib=str(lib),
            slug=slug,
            label=label,
            players=players,
            warm=warm,
            measured=measured,
        )
        cmd = ["valgrind", "--tool=callgrind", "--instr-atstart=no", f"--callgrind-out-file={out}/cg.out"]
        cmd += [sys.executable, "-c", script]
        env = dict(os.environ, PYTHONHASHSEED="0")
        done = subprocess.run(cmd, capture_output=True, text=True, env=env)
        decisions = re.search(r"decisions (\d+)", done.stdout)
        dumps = [p for p in Path(out).iterdir() if p.read_text().find("measured") >= 0]
        if done.returncode != 0 or decisions is None or not dumps:
            raise RuntimeError(" ".join(cmd[:4]) + "\n" + done.stderr[-2000:])
        totals = re.search(r"^(?:totals|summary): (\d+)", dumps[0].read_text(), re.M)
        if totals is None:
            raise RuntimeError(f"no totals in {dumps[0]}")
        return int(totals.group(1)), int(decisions.group(1))


def per_decision(
    lib: Path, slug: str, players: int, label: str, target: int, warm: int
) -> tuple[int, int, float]:
    """(measured games, decisions, instructions per decision) of one configuration."""
    sys.path.insert(0, str(HERE))
    from instructions import play

    g = games.get(slug)
    options = g.option_sets()[label]
    sample = sum(play(g, players, 1000 + k, options) for k in range(3)) / 3
    measured = max(3, math.ceil(target / max(1.0, sample)))
    total, decisions = run(lib, slug, players, label, warm, measured)
    return measured, decisions, total / decisions


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("game")
    parser.add_argument("--decisions", type=int, default=1500, help="about this many measured decisions")
    parser.add_argument("--warm", type=int, default=20, help="warm-up games before the measured ones")
    parser.add_argument("--options", action="append", help="only this option set (repeatable)")
    parser.add_argument("--players", action="append", type=int, help="only this player count (repeatable)")
    parser.add_argument(
        "--reference", type=float, help="Puerto Rico's thousands per decision, not measured again"
    )
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as where:
        lib = build_helper(Path(where))
        ref_slug, ref_label, ref_players = REFERENCE
        if args.reference:
            ref = args.reference * 1000
        else:
            n, dec, ref = per_decision(lib, ref_slug, ref_players, ref_label, args.decisions, args.warm)
            print(f"{ref_slug} {ref_label} {ref_players}p: {ref / 1000:.1f}k per decision ({n} games, {dec})")
        print(f"{'options':<24}{'players':>8}{'games':>7}{'decisions':>10}{'k instr/dec':>12}{'x PR':>7}")
        g = games.get(args.game)
        sets = g.option_sets()
        for label in args.options or list(sets):
            for players in g.player_counts_for(sets[label]):
                if args.players and players not in args.players:
                    continue
                n, decisions, cost = per_decision(lib, args.game, players, label, args.decisions, args.warm)
                row = f"{label:<24}{players:>8}{n:>7}{decisions:>10}{cost / 1000:>12.1f}{cost / ref:>7.2f}"
                print(row, flush=True)


if __name__ == "__main__":
    main()
