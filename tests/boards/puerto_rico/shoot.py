"""Draw real Puerto Rico views with widgets/boards/puerto_rico.js in Debian's Chromium and screenshot them.

Checks, per fixture: drawBoard does not throw, every legal action is clickable on the board exactly
once (class bk-clickable + data-action), and clicking it reports that index to ctx.act.
Usage: /tmp/venv/bin/python tests/boards/puerto_rico/shoot.py [out_dir]
"""

from __future__ import annotations

import functools
import http.server
import json
import shutil
import socketserver
import sys
import tempfile
import threading
from pathlib import Path

from playwright.sync_api import sync_playwright

sys.path.insert(0, str(Path(__file__).parent))
from fixtures import fixtures  # noqa: E402

ROOT = Path(__file__).resolve().parents[3]
PAGE = """<!doctype html><meta charset="utf-8"><title>puerto_rico board</title>
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
window.draw = async (name) => {
  const data = await (await fetch("fixtures/" + name + ".json")).json();
  const host = document.getElementById("host");
  host.replaceChildren();
  window.played = [];
  const ctx = {
    lang: name.endsWith("_ru") ? "ru" : "en",
    t: (id) => (Object.prototype.hasOwnProperty.call(data.glossary, id) ? data.glossary[id] : String(id)),
    html: (tag, a = {}, c = []) => build(document.createElement(tag), a, c),
    svg: (tag, a = {}, c = []) => build(document.createElementNS(SVGNS, tag), a, c),
    act: (i) => window.played.push(i),
  };
  drawBoard(host, data.view, data.actions, ctx);
  return data.actions.length;
};
window.ready = true;
</script>"""


def serve(directory: Path) -> tuple[socketserver.TCPServer, int]:
    class Quiet(http.server.SimpleHTTPRequestHandler):
        def log_message(self, *args: object) -> None:  # keep the report readable
            pass

    handler = functools.partial(Quiet, directory=str(directory))
    server = socketserver.TCPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, server.server_address[1]


def main(out: Path) -> int:
    out.mkdir(parents=True, exist_ok=True)
    failures = []
    with tempfile.TemporaryDirectory() as tmp:
        site = Path(tmp)
        shutil.copy(ROOT / "widgets/boards/puerto_rico.js", site)
        shutil.copy(ROOT / "widgets/boards/puerto_rico.css", site)
        shutil.copy(ROOT / "widgets/gameview.css", site)
        (site / "fixtures").mkdir()
        data = fixtures()
        for name, fx in data.items():
            (site / "fixtures" / f"{name}.json").write_text(json.dumps(fx), encoding="utf-8")
        (site / "index.html").write_text(PAGE, encoding="utf-8")
        server, port = serve(site)
        try:
            with sync_playwright() as pw:
                browser = pw.chromium.launch(
                    executable_path="/usr/bin/chromium", args=["--no-sandbox", "--disable-gpu"]
                )
                page = browser.new_page(viewport={"width": 1100, "height": 900})
                errors: list[str] = []
                page.on("pageerror", lambda e: errors.append(str(e)))
                page.goto(f"http://127.0.0.1:{port}/index.html")
                page.wait_for_function("window.ready === true")
                for name in data:
                    errors.clear()
                    count = page.evaluate(f"window.draw({json.dumps(name)})")
                    found = page.eval_on_selector_all(
                        "#host .bk-clickable[data-action]", "els => els.map(e => Number(e.dataset.action))"
                    )
                    missing = sorted(set(range(count)) - set(found))
                    twice = sorted({i for i in found if found.count(i) > 1})
                    wrong = []
                    for i in sorted(set(found))[:40]:
                        page.evaluate("window.played = []")
                        page.click(f'#host .bk-clickable[data-action="{i}"]', force=True)
                        played = page.evaluate("window.played")
                        if played != [i]:
                            wrong.append((i, played))
                    page.screenshot(path=str(out / f"{name}.png"), full_page=True)
                    status = "ok" if not (missing or twice or wrong or errors) else "FAIL"
                    print(
                        f"{status} {name}: {count} actions, missing {missing}, twice {twice}, wrong {wrong}, errors {errors}"
                    )
                    if status != "ok":
                        failures.append(name)
                browser.close()
        finally:
            server.shutdown()
            server.server_close()
    print(f"screenshots in {out}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/pr_board_shots")))
