"""Draw the Founders board module in Debian's Chromium, alone and inside the widget shell.

A static page imports widgets/boards/founders_of_empire.js with a ctx built to the board-module
contract (act, t, svg, html, lang); a second page runs the real shell, widgets/gameview.js, on a
stand-in model. Both are served from a temp dir over HTTP (ES modules do not load from file://).
Used by the tests and to take screenshots by hand:

    /tmp/venv/bin/python -m tests.boards.founders_harness OUT_DIR
"""

from __future__ import annotations

import contextlib
import functools
import http.server
import json
import shutil
import sys
import tempfile
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
BOARD = ROOT / "widgets" / "boards"
CHROMIUM = "/usr/bin/chromium"

PAGE = """<!doctype html>
<html><head><meta charset="utf-8"><link rel="stylesheet" href="founders_of_empire.css">
<style>body { margin: 8px; background: #fff; }</style></head>
<body><div id="root"></div>
<script type="module">
import { drawBoard } from "./founders_of_empire.js";
const SVGNS = "http://www.w3.org/2000/svg";
function build(el, attrs, children) {
  for (const [k, v] of Object.entries(attrs || {})) {
    if (k.startsWith("on") && typeof v === "function") el.addEventListener(k.slice(2), v);
    else if (v !== undefined && v !== null && v !== false) el.setAttribute(k, String(v));
  }
  for (const c of children || []) if (c !== null && c !== undefined && c !== false)
    el.append(typeof c === "string" || typeof c === "number" ? document.createTextNode(String(c)) : c);
  return el;
}
window.acted = [];
window.show = (data) => {
  const root = document.getElementById("root");
  root.replaceChildren();
  const ctx = {
    lang: data.lang,
    act: (i) => window.acted.push(i),
    t: (id) => (data.glossary[id] && data.glossary[id][data.lang]) || id,
    svg: (tag, attrs = {}, children = []) => build(document.createElementNS(SVGNS, tag), attrs, children),
    html: (tag, attrs = {}, children = []) => build(document.createElement(tag), attrs, children),
  };
  window.errors = [];
  try { drawBoard(root, data.view, data.actions, ctx); } catch (e) { window.errors.push(String(e.stack || e)); }
};
window.ready = true;
</script></body></html>
"""


def glossary() -> dict[str, Any]:
    path = ROOT / "boardkit" / "games" / "founders_of_empire" / "glossary.json"
    return json.loads(path.read_text(encoding="utf-8"))


def engine_case(state: Any, lang: str = "en") -> dict[str, Any]:
    """A view and its legal actions as the shell sends them ({index, kind, player, args, label})."""
    from boardkit.games.founders_of_empire.game import GAME

    actions = [
        {
            "index": i,
            "kind": a.kind,
            "player": a.player,
            "args": json.loads(json.dumps(dict(a.args))),
            "label": GAME.describe(a),
        }
        for i, a in enumerate(GAME.legal_actions(state))
    ]
    return {"view": GAME.view(state), "actions": actions, "lang": lang, "glossary": glossary()}


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args: Any) -> None:
        pass


def show(page: Any, case: dict[str, Any]) -> list[str]:
    """Draw ``case``; returns the JS errors drawBoard raised (none expected)."""
    page.evaluate("(data) => { window.show(data); }", case)
    return page.evaluate("() => window.errors")


SHELL_PAGE = """<!doctype html>
<html><head><meta charset="utf-8"><style id="shell-css"></style>
<style>body { margin: 8px; background: #fff; width: 960px; }</style></head>
<body><div id="root"></div>
<script type="module">
import shell from "./gameview.js";
window.sent = [];
window.showShell = (traits) => {
  document.getElementById("shell-css").textContent = traits._css;
  const root = document.getElementById("root");
  root.replaceChildren();
  const handlers = {};
  const model = {
    get: (k) => traits[k],
    set: (k, v) => { traits[k] = v; },
    save_changes: () => {},
    on: (ev, f) => { (handlers[ev] = handlers[ev] || []).push(f); },
    off: () => {},
    send: (m) => window.sent.push(m),
  };
  shell.render({ model, el: root });
};
window.ready = true;
</script></body></html>
"""


def shell_traits(widget: Any) -> dict[str, Any]:
    """The synced traits of a real ``GameView`` as the browser would receive them."""
    names = [n for n in widget.keys if n != "layout" and (not n.startswith("_") or n == "_css")]
    return json.loads(json.dumps({n: getattr(widget, n) for n in names}, default=str))


@contextlib.contextmanager
def pages() -> Iterator[tuple[Any, Any]]:
    """Two Playwright pages in one Chromium: the board module alone (``show(page, case)``), and the
    real shell, widgets/gameview.js, on a stand-in anywidget model (``window.showShell(traits)``)."""
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory() as tmp:
        for name in ("founders_of_empire.js", "founders_of_empire.css"):
            shutil.copy(BOARD / name, Path(tmp) / name)
        shutil.copy(BOARD.parent / "gameview.js", Path(tmp) / "gameview.js")
        (Path(tmp) / "index.html").write_text(PAGE, encoding="utf-8")
        (Path(tmp) / "shell.html").write_text(SHELL_PAGE, encoding="utf-8")
        handler = functools.partial(_Quiet, directory=tmp)
        server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        base = f"http://127.0.0.1:{server.server_address[1]}"
        try:
            with sync_playwright() as pw:
                browser = pw.chromium.launch(
                    executable_path=CHROMIUM, args=["--no-sandbox", "--disable-gpu", "--disable-quic"]
                )
                opened = []
                for name in ("index.html", "shell.html"):
                    page = browser.new_page(viewport={"width": 1000, "height": 900})
                    page.goto(f"{base}/{name}")
                    page.wait_for_function("window.ready === true")
                    opened.append(page)
                yield opened[0], opened[1]
                browser.close()
        finally:
            server.shutdown()
            server.server_close()


def main(out: str) -> None:
    """Screenshots of the hand-written view and of engine views at several moments of one game."""
    from boardkit.widgets import GameView
    from tests.boards.founders_cases import all_cases

    Path(out).mkdir(parents=True, exist_ok=True)
    with pages() as (page, shell):
        for name, case in all_cases():
            errors = show(page, case)
            page.screenshot(path=str(Path(out) / f"{name}.png"), full_page=True)
            print(name, "errors:", errors or "none")
            selectable = page.locator("[data-select]")
            if selectable.count():
                # Annexing is two clicks: the square first, then one of the lit cells.
                selectable.last.click()
                page.screenshot(path=str(Path(out) / f"{name}_selected.png"), full_page=True)
        show(page, {**dict(all_cases())["hand_written_token"], "lang": "ru"})
        page.screenshot(path=str(Path(out) / "hand_written_token_ru.png"), full_page=True)
        widget = GameView("founders_of_empire", players=3, seed=7)
        shell.evaluate("(t) => { window.showShell(t); }", shell_traits(widget))
        shell.wait_for_selector(".bk-founders_of_empire-root")
        shell.screenshot(path=str(Path(out) / "shell_seed7.png"), full_page=True)
        print("shell: drawn")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "/tmp/founders_board")
