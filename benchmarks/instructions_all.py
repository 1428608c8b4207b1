"""Instructions per decision for every option set and player count of a game, beside Puerto Rico base 2p.

    PYTHONPATH=<tree> python benchmarks/instructions_all.py santa_maria [--decisions 1500] [--warm 20]
        [--options LABEL ...] [--players N ...] [--reference K]

All configurations run in one process under callgrind (one start-up), which counts the instructions
of the measured games only: the warm-up games (seeds 500.., as ``benchmarks/instructions.py`` plays
them) run with the counting off, then a small C helper (built here with the C compiler, from valgrind's
``callgrind.h``) zeroes the counts, the measured games (seeds 1000..) are played, and the counts are
dumped under the configuration's name. So there is no second run to subtract and no start-up noise in
the figure. The number of measured games is chosen so each configuration plays about ``--decisions``
decisions (estimated from three native games).
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
void bk_stop(const char *label) { CALLGRIND_DUMP_STATS_AT(label); CALLGRIND_STOP_INSTRUMENTATION; }
"""

# Run under callgrind, all configurations in one process (one start-up): for each, the warm-up uncounted,
# then the measured games between the helper's two calls, dumped under the configuration's name.
DRIVER = """
import ctypes, sys
sys.path.insert(0, {here!r})
from boardkit import games
from instructions import play
lib = ctypes.CDLL({lib!r})
for slug, label, players, measured in {configs!r}:
    g = games.get(slug)
    options = g.option_sets()[label]
    for seed in range(500, 500 + {warm}):
        play(g, players, seed, options)
    lib.bk_start()
    n = sum(play(g, players, seed, options) for seed in range(1000, 1000 + measured))
    lib.bk_stop(f"{{slug}}/{{label}}/{{players}}".encode())
    print("decisions", slug, label, players, n, flush=True)
"""


def build_helper(where: Path) -> Path:
    """The shared library with the two client requests."""
    src, lib = where / "bk_callgrind.c", where / "bk_callgrind.so"
    src.write_text(HELPER)
    subprocess.run(["cc", "-O1", "-shared", "-fPIC", "-o", str(lib), str(src)], check=True)
    return lib


def measured_games(slug: str, players: int, label: str, target: int) -> int:
    """Games to play for about ``target`` decisions, from three native games."""
    sys.path.insert(0, str(HERE))
    from instructions import play

    g = games.get(slug)
    options = g.option_sets()[label]
    sample = sum(play(g, players, 1000 + k, options) for k in range(3)) / 3
    return max(3, math.ceil(target / max(1.0, sample)))


def run(lib: Path, configs: list[tuple[str, str, int, int]], warm: int) -> dict[tuple, tuple[int, int]]:
    """(instructions, decisions) of the measured games of each (slug, label, players, games)."""
    with tempfile.TemporaryDirectory() as out:
        script = DRIVER.format(here=str(HERE), lib=str(lib), configs=configs, warm=warm)
        cmd = ["valgrind", "--tool=callgrind", "--instr-atstart=no", f"--callgrind-out-file={out}/cg.out"]
        cmd += [sys.executable, "-c", script]
        env = dict(os.environ, PYTHONHASHSEED="0")
        done = subprocess.run(cmd, capture_output=True, text=True, env=env)
        if done.returncode != 0:
            raise RuntimeError(" ".join(cmd[:4]) + "\n" + done.stderr[-2000:])
        decisions = {
            (slug, label, int(p)): int(n)
            for slug, label, p, n in re.findall(r"decisions (\S+) (\S+) (\d+) (\d+)", done.stdout)
        }
        found = {}
        for dump in Path(out).iterdir():
            text = dump.read_text()
            trigger = re.search(r"^desc: Trigger: Client Request: (\S+)/(\S+)/(\d+)$", text, re.M)
            totals = re.search(r"^(?:totals|summary): (\d+)", text, re.M)
            if trigger and totals:
                key = (trigger.group(1), trigger.group(2), int(trigger.group(3)))
                found[key] = (int(totals.group(1)), decisions[key])
        return found


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
    g = games.get(args.game)
    sets = g.option_sets()
    configs = [(REFERENCE[0], REFERENCE[1], REFERENCE[2])] if not args.reference else []
    for label in args.options or list(sets):
        for players in g.player_counts_for(sets[label]):
            if not args.players or players in args.players:
                configs.append((args.game, label, players))
    plan = [(slug, label, p, measured_games(slug, p, label, args.decisions)) for slug, label, p in configs]
    with tempfile.TemporaryDirectory() as where:
        found = run(build_helper(Path(where)), plan, args.warm)
    ref = args.reference * 1000 if args.reference else None
    if ref is None:
        total, dec = found[REFERENCE]
        ref = total / dec
        print(f"{' '.join(map(str, REFERENCE))}p: {ref / 1000:.1f}k per decision ({dec} decisions)")
    print(f"{'options':<24}{'players':>8}{'games':>7}{'decisions':>10}{'k instr/dec':>12}{'x PR':>7}")
    for slug, label, players, n in plan:
        if slug != args.game:
            continue
        total, decisions = found[slug, label, players]
        cost = total / decisions
        print(f"{label:<24}{players:>8}{n:>7}{decisions:>10}{cost / 1000:>12.1f}{cost / ref:>7.2f}")


if __name__ == "__main__":
    main()
