"""Click to painted board, per game, in a real JupyterLab and Debian's Chromium; printed as a table.

    python benchmarks/clicks.py [--moves 40] [--game SLUG] [--players 3] [--load] [--seed 1] [--baseline REF]

For every registered game a GameView is opened in a notebook and ``--moves`` legal moves are clicked on
its board from JavaScript (a board element carrying one move, or the first item of an element's menu;
the shell's action list only when the board offers none). Each click is timed from the click event
to the frame after the redrawn board is painted (requestAnimationFrame, then setTimeout 0), split
into: the answer (until the shell starts drawing Python's new traits: comm round trip and Python),
the redraw (until the board is drawn) and the paint. ``--load`` runs a CPU burner on every core while
measuring. ``--baseline REF`` adds, per game, a second view drawn by the front end (widgets/) of the
git commit REF, clicked in turn with the current one on the same page, so a before/after comparison
sees the same load. A last table profiles the Python side in this process: time to play a move in a
GameView and the bytes of the traits it sends.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import multiprocessing
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # the browser helpers live in tests/browser

import nbformat  # noqa: E402

from boardkit import games  # noqa: E402
from tests.browser.conftest import CHROMIUM, chromium_context, running_lab  # noqa: E402
from tests.browser.jupyterlab import open_notebook, run_all  # noqa: E402

NOTEBOOK = "clicks_benchmark.ipynb"

# One click, timed in the page. Marks "boardkit:draw" / "boardkit:drawn" come from the shell.
CLICK_JS = """
async ([index, pick]) => {
  const root = document.querySelectorAll(".bk-gameview")[index];
  const before = Number(root.querySelector(".bk-status").dataset.version);
  let board = root.querySelector(".bk-board");
  const click = (el) => el.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, detail: 1, view: window }));
  const playable = () => [...board.querySelectorAll("[data-action]:not(.bk-menu-item), .bk-choice[data-actions]")];

  const toggles = [...board.querySelectorAll(".bk-toggle")];
  if (!playable().length && toggles.length) {
    click(toggles[Math.floor(pick * toggles.length)]);  // a board-local choice (a square): its moves light up
    board = root.querySelector(".bk-board");  // a front end that replaces the board on a redraw
  }
  const singles = [...board.querySelectorAll("[data-action]:not(.bk-menu-item)")];
  const owners = [...board.querySelectorAll(".bk-choice[data-actions]")];
  let target, where = "board";
  if (singles.length + owners.length) {
    const all = [...singles, ...owners];
    target = all[Math.floor(pick * all.length)];
    if (target.matches(".bk-choice")) {
      click(target);  // opens the menu: plays nothing
      target = board.querySelector(".bk-menu .bk-menu-item");
    }
  } else {
    const shell = [...root.querySelectorAll(".bk-actions [data-action]")];
    if (!shell.length) return { over: true };
    target = shell[Math.floor(pick * shell.length)];
    where = "list";
  }
  const drawn = new Promise((resolve, reject) => {
    const timer = setTimeout(() => { obs.disconnect(); reject(new Error(`no redraw after version ${before}`)); }, 30000);
    const obs = new MutationObserver(() => {
      if (Number(root.dataset.drawnVersion) > before) { obs.disconnect(); clearTimeout(timer); resolve(performance.now()); }
    });
    obs.observe(root, { attributes: true, attributeFilter: ["data-drawn-version"] });
  });
  const t0 = performance.now();
  click(target);
  const t1 = await drawn;
  const t2 = await new Promise((r) => requestAnimationFrame(() => setTimeout(() => r(performance.now()), 0)));
  const starts = performance.getEntriesByName("boardkit:draw").map((e) => e.startTime).filter((t) => t >= t0);
  const answer = starts.length ? Math.min(...starts) - t0 : null;  // null: a front end without the mark
  return { where, answer, redraw: t1 - t0, paint: t2 - t0, error: root.querySelector(".bk-error:not([hidden])") ? root.querySelector(".bk-error-text").textContent : "" };
}
"""


def _burn() -> None:
    while True:
        pass


@contextlib.contextmanager
def burners(on: bool) -> Iterator[list[int]]:
    """A busy process per core while the block runs (--load); stopped by their own handles."""
    procs = (
        [multiprocessing.Process(target=_burn, daemon=True) for _ in range(os.cpu_count() or 1)] if on else []
    )
    for p in procs:
        p.start()
    try:
        yield [p.pid for p in procs]
    finally:
        for p in procs:
            p.terminate()
            p.join(5)


def players_for(slug: str, wanted: int) -> int:
    counts = games.get(slug).player_counts or (wanted,)
    return wanted if wanted in counts else counts[0]


def write_notebook(
    root: Path, views: list[tuple[str, str]], players: int, seed: int, baseline: str | None
) -> None:
    """One GameView per (label, slug); a "baseline" one draws with the front end of git commit ``baseline``."""
    setup = [
        "from boardkit.widgets import GameView\n",
        f"views = [GameView(s, players=p, seed={seed}) for s, p in "
        f"{[(slug, players_for(slug, players)) for _, slug in views]!r}]\n",
    ]
    if baseline:
        old = {name: _at_commit(baseline, f"widgets/{name}") for name in ("gameview.js", "gameview.css")}
        setup.append(f"old = {old!r}\n")
        for i, (label, slug) in enumerate(views):
            if label == "baseline":
                js, css = (_at_commit(baseline, f"widgets/boards/{slug}.{ext}") for ext in ("js", "css"))
                setup.append(
                    f"views[{i}].set_trait('_esm', old['gameview.js']); views[{i}].set_trait('_css', old['gameview.css'])\n"
                    f"views[{i}].board_js, views[{i}].board_css = {js!r}, {css!r}\n"
                )
    cells = [nbformat.v4.new_code_cell("".join(setup))]
    cells += [nbformat.v4.new_code_cell(f"views[{i}]") for i in range(len(views))]
    nb = nbformat.v4.new_notebook(cells=cells)
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    nbformat.write(nb, root / NOTEBOOK)


def _at_commit(ref: str, path: str) -> str:
    return subprocess.run(
        ["git", "show", f"{ref}:{path}"], cwd=ROOT, check=True, capture_output=True, text=True
    ).stdout


def quantiles(xs: list[float]) -> dict[str, float]:
    s = sorted(xs)
    return {
        "median": statistics.median(s),
        "p90": s[min(len(s) - 1, int(0.9 * len(s)))],
        "worst": s[-1],
    }


def measure_browser(
    slugs: list[str], moves: int, players: int, seed: int, load: bool, baseline: str | None
) -> dict[tuple[str, str], list[dict[str, Any]]]:
    """Per (label, slug): one timing per click; with a baseline, its views are clicked in turn with ours."""
    if not os.path.exists(CHROMIUM):
        raise SystemExit(f"needs Debian's Chromium at {CHROMIUM}")
    labels = ["now", "baseline"] if baseline else ["now"]
    views = [(label, slug) for slug in slugs for label in labels]
    results: dict[tuple[str, str], list[dict[str, Any]]] = {v: [] for v in views}
    with tempfile.TemporaryDirectory() as tmp:
        base = Path(tmp)
        with running_lab(base / "lab") as lab:
            write_notebook(lab.root, views, players, seed, baseline)
            (base / "profile").mkdir()
            (base / "home").mkdir()
            with chromium_context(base / "profile", base / "home") as context:
                page = context.new_page()
                panel = open_notebook(page, lab, NOTEBOOK)
                run_all(page, panel)
                page.wait_for_function(
                    f"document.querySelectorAll('.bk-gameview .bk-board').length >= {len(views)}",
                    timeout=180_000,
                )
                page.wait_for_timeout(2000)  # let the first drawings settle
                with burners(load):
                    for slug in slugs:
                        picks = random.Random(seed)  # the same clicks for every view of a game
                        mine = [i for i, v in enumerate(views) if v[1] == slug]
                        for _ in range(moves):
                            pick = picks.random()
                            for i in mine:
                                page.locator(".bk-gameview").nth(i).scroll_into_view_if_needed()
                                r = page.evaluate(CLICK_JS, [i, pick])
                                if r.get("over"):
                                    continue
                                if r["error"]:
                                    raise RuntimeError(
                                        f"{views[i]}: a legal click showed an error: {r['error']}"
                                    )
                                results[views[i]].append(r)
    return results


def profile_python(slugs: list[str], moves: int, players: int, seed: int) -> dict[str, dict[str, float]]:
    """Per game: ms to play one move in a GameView (view building included) and the bytes it sends."""
    from boardkit.widgets import GameView

    out = {}
    for slug in slugs:
        view = GameView(slug, players=players_for(slug, players), seed=seed)
        updates: list[dict[str, Any]] = []
        view._send = lambda msg, buffers=None, into=updates: into.append(msg)  # what the comm would carry
        sent: list[int] = []
        rng = random.Random(seed)
        times = []
        for _ in range(moves):
            if not view._legal:
                break
            updates.clear()
            t0 = time.perf_counter()
            view.play(rng.randrange(len(view._legal)))
            times.append((time.perf_counter() - t0) * 1000)
            sent.append(sum(len(json.dumps(m.get("state", m), default=str)) for m in updates))
        out[slug] = {"play ms": statistics.median(times), "kB sent": statistics.median(sent) / 1000}
    return out


def print_tables(
    results: dict[tuple[str, str], list[dict[str, Any]]], python: dict[str, dict[str, float]], load: bool
) -> None:
    cores, busy = os.cpu_count() or 1, os.getloadavg()[0]
    burners_said = "a burner on every core, " if load else ""
    print(f"\nClick to painted board, ms ({burners_said}{cores} cores, load average {busy:.1f} at the end)")
    head = f"{'game':<20} {'front end':<9} {'median':>7} {'p90':>7} {'worst':>7} {'n':>4}  {'answer':>7} {'redraw':>7} {'board?':>7}"
    print(head)
    print("-" * len(head))
    for (label, slug), rows in results.items():
        if not rows:
            print(f"{slug:<20} {label:<9} {'—':>7}")
            continue
        q = quantiles([r["paint"] for r in rows])
        marked = [r for r in rows if r["answer"] is not None]
        answer = f"{statistics.median(r['answer'] for r in marked):7.1f}" if marked else f"{'—':>7}"
        redraw = (
            f"{statistics.median(r['redraw'] - r['answer'] for r in marked):7.1f}" if marked else f"{'—':>7}"
        )
        on_board = sum(r["where"] == "board" for r in rows)
        print(
            f"{slug:<20} {label:<9} {q['median']:7.1f} {q['p90']:7.1f} {q['worst']:7.1f} {len(rows):4d}  "
            f"{answer} {redraw} {on_board:4d}/{len(rows)}"
        )
    print("answer: click to the shell drawing Python's traits (median); redraw: then to the board drawn;")
    print("board?: clicks made on the board (the others on the shell's action list, when the board had none)")
    print("\nPython side, per move (median)")
    print(f"{'game':<20} {'play ms':>8} {'kB sent':>8}")
    for slug, row in python.items():
        print(f"{slug:<20} {row['play ms']:8.2f} {row['kB sent']:8.1f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--moves", type=int, default=40, help="clicks per game")
    parser.add_argument("--game", action="append", help="only this game (repeatable)")
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--load", action="store_true", help="a CPU burner on every core while measuring")
    parser.add_argument(
        "--baseline", metavar="REF", help="also time the front end of this git commit, in turn"
    )
    args = parser.parse_args()
    slugs = args.game or list(games.names())
    unknown = [s for s in slugs if s not in games.names()]
    if unknown:
        parser.error(f"unknown game(s) {unknown}; registered: {', '.join(games.names())}")
    if not shutil.which("jupyter-lab", path=str(Path(sys.executable).parent)):
        raise SystemExit("jupyterlab is not installed in this environment")
    python = profile_python(slugs, args.moves, args.players, args.seed)
    results = measure_browser(slugs, args.moves, args.players, args.seed, args.load, args.baseline)
    print_tables(results, python, args.load)


if __name__ == "__main__":
    main()
