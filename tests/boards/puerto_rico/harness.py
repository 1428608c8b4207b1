"""Puerto Rico board in Debian's Chromium: the board module alone, and inside the real widget shell.

Two pages served over HTTP from a temp dir (ES modules do not load from file://):
- ``board.html`` imports widgets/boards/puerto_rico.js and draws a fixture with a ctx built to the
  board-module contract (act records the index instead of sending it);
- ``shell.html`` runs widgets/gameview.js on a stand-in anywidget model filled with the traits of a
  real ``GameView``; messages the shell would send to Python are recorded in ``window.sent``.
"""

from __future__ import annotations

import contextlib
import functools
import http.server
import json
import shutil
import tempfile
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[3]
CHROMIUM = "/usr/bin/chromium"

BOARD_PAGE = """<!doctype html><meta charset="utf-8"><title>puerto_rico board</title>
<link rel="stylesheet" href="gameview.css"><link rel="stylesheet" href="puerto_rico.css">
<body style="margin:8px;background:#fff"><div class="bk-gameview"><div id="host" class="bk-board"></div></div>
<script type="module">
import { drawBoard } from "./puerto_rico.js";
const SVGNS = "http://www.w3.org/2000/svg";
function build(el, attrs, children) {
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === undefined || v === null || v === false) continue;
    if (k.startsWith("on") && typeof v === "function") el.addEventListener(k.slice(2), v);
    else el.setAttribute(k, v === true ? "" : String(v));
  }
  for (const c of children || []) {
    if (c === undefined || c === null || c === false) continue;
    el.append(typeof c === "string" || typeof c === "number" ? document.createTextNode(String(c)) : c);
  }
  return el;
}
window.played = [];
window.errors = [];
window.draw = (data) => {
  const host = document.getElementById("host");
  host.replaceChildren();
  window.played = [];
  window.errors = [];
  const ctx = {
    lang: data.lang,
    t: (id) => (Object.prototype.hasOwnProperty.call(data.glossary, id) ? data.glossary[id] : String(id)),
    html: (tag, a = {}, c = []) => build(document.createElement(tag), a, c),
    svg: (tag, a = {}, c = []) => build(document.createElementNS(SVGNS, tag), a, c),
    act: (i) => window.played.push(i),
  };
  try { drawBoard(host, data.view, data.actions, ctx); } catch (e) { window.errors.push(String(e.stack || e)); }
};
window.ready = true;
</script>"""

SHELL_PAGE = """<!doctype html><meta charset="utf-8"><title>puerto_rico in the shell</title>
<style id="shell-css"></style><body style="margin:8px;background:#fff"><div id="root"></div>
<script type="module">
import shell from "./gameview.js";
window.sent = [];
window.showShell = (traits) => {
  document.getElementById("shell-css").textContent = traits._css;
  const root = document.getElementById("root");
  root.replaceChildren();
  const model = {
    get: (k) => traits[k],
    set: (k, v) => { traits[k] = v; },
    save_changes: () => {},
    on: () => {},
    off: () => {},
    send: (m) => window.sent.push(m),
  };
  shell.render({ model, el: root });
};
window.ready = true;
</script>"""


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args: Any) -> None:  # keep test output readable
        pass


def shell_traits(widget: Any) -> dict[str, Any]:
    """The synced traits of a real GameView, as JSON the browser would receive."""
    names = [n for n in widget.keys if n != "layout" and (not n.startswith("_") or n == "_css")]
    return json.loads(json.dumps({n: getattr(widget, n) for n in names}, default=str))


@contextlib.contextmanager
def pages() -> Iterator[tuple[Any, Any]]:
    """(board page, shell page) in one headless Chromium."""
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory() as tmp:
        site = Path(tmp)
        shutil.copy(ROOT / "widgets/boards/puerto_rico.js", site)
        shutil.copy(ROOT / "widgets/boards/puerto_rico.css", site)
        shutil.copy(ROOT / "widgets/gameview.js", site)
        shutil.copy(ROOT / "widgets/gameview.css", site)
        (site / "board.html").write_text(BOARD_PAGE, encoding="utf-8")
        (site / "shell.html").write_text(SHELL_PAGE, encoding="utf-8")
        server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(_Quiet, directory=tmp))
        threading.Thread(target=server.serve_forever, daemon=True).start()
        base = f"http://127.0.0.1:{server.server_address[1]}"
        try:
            with sync_playwright() as pw:
                browser = pw.chromium.launch(
                    executable_path=CHROMIUM, args=["--no-sandbox", "--disable-gpu", "--disable-quic"]
                )
                opened = []
                for name in ("board.html", "shell.html"):
                    page = browser.new_page(viewport={"width": 1100, "height": 900})
                    page.goto(f"{base}/{name}")
                    page.wait_for_function("window.ready === true")
                    opened.append(page)
                yield opened[0], opened[1]
                browser.close()
        finally:
            server.shutdown()
            server.server_close()


def draw(page: Any, fixture: dict[str, Any]) -> list[str]:
    """Draw a fixture on the board page; returns the errors drawBoard raised."""
    page.evaluate("(data) => { window.draw(data); }", fixture)
    return page.evaluate("() => window.errors")


def on_board(page: Any, root: str = "#host") -> list[int]:
    """The action indices the board offers as clickable elements (with repeats, if any)."""
    return page.eval_on_selector_all(
        f"{root} .bk-clickable[data-action]", "els => els.map(e => Number(e.dataset.action))"
    )


def click_reports(page: Any, index: int) -> list[int]:
    """Click the board element of action ``index`` near its top-left corner (clear of any chips on it);
    returns what reached ctx.act."""
    page.evaluate("() => { window.played = []; }")
    page.click(f'#host .bk-clickable[data-action="{index}"]', position={"x": 3, "y": 3}, force=True)
    return page.evaluate("() => window.played")
