"""Any game's board module in Debian's Chromium: alone, and inside the real widget shell.

``pages(slug)`` serves two pages over HTTP from a temp dir (ES modules do not load from file://):
- ``board.html`` imports widgets/boards/<slug>.js and draws data shaped like the shell's traits
  (``draw(page, data)``) through the shell's own ``drawBoardInto`` (the same click layer, focus keeping
  and double-click guard), except that a played move lands in ``window.acted`` instead of Python;
- ``shell.html`` runs widgets/gameview.js on a stand-in anywidget model filled with the traits of a
  real ``GameView`` (``show_shell(page, widget)``); what the shell would send to Python lands in
  ``window.sent``.

Each game's fixtures.py takes its positions from seeded random play (``random_play``, ``first_of_each_kind``,
``first_state``, ``game_end``) and its shoot.py screenshots them all with ``shoot``.
"""

from __future__ import annotations

import contextlib
import functools
import http.server
import json
import os
import random
import shutil
import tempfile
import threading
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
WIDGETS = ROOT / "widgets"
CHROMIUM = "/usr/bin/chromium"
BOARD = "#board"  # the element drawBoard fills on the board page

# SLUG is the game's slug. The element builders are imported from widgets/gameview.js, so a board
# behaves as in the shell.
BOARD_PAGE = """<!doctype html><meta charset="utf-8"><title>SLUG board</title>
<link rel="stylesheet" href="gameview.css"><link rel="stylesheet" href="SLUG.css">
<body style="margin:8px;background:#fff"><div class="bk-gameview"><div id="host" class="bk-board-host"></div></div>
<script type="module">
import * as board from "./SLUG.js";
import { drawBoardInto } from "./gameview.js";
window.acted = [];
window.errors = [];
// One session per page, as per widget view; a new drawing is Python's answer, so clicks open again.
const session = { busy: false, busyTimer: null, memo: {}, focusKey: null, play: (i) => window.acted.push(i) };
window.session = session;
window.draw = (data) => {
  window.acted = [];
  window.errors = [];
  session.busy = false;
  const t = (id) => (Object.prototype.hasOwnProperty.call(data.glossary, id) ? data.glossary[id] : String(id));
  try {
    drawBoardInto(document.getElementById("host"), board, { ...data, t }, session,
      { attrs: { id: "board", "data-slug": "SLUG" } });
  } catch (e) { window.errors.push(String(e.stack || e)); }
};
window.ready = true;
</script>"""

# 960px: about the width of a notebook's output area.
SHELL_PAGE = """<!doctype html><meta charset="utf-8"><title>the widget shell</title>
<style id="shell-css"></style><body style="margin:8px;background:#fff;width:960px"><div id="root"></div>
<script type="module">
import shell from "./gameview.js";
window.sent = [];
window.showShell = (traits) => {
  document.getElementById("shell-css").textContent = traits._css;
  const root = document.getElementById("root");
  root.replaceChildren();
  window.sent = [];
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


def payload(game: Any, state: Any, lang: str = "en", player: int | None = None) -> dict[str, Any]:
    """A view, its legal actions and the glossary in ``lang``, as GameView sends them to the browser."""
    from boardkit.core import i18n

    before = i18n.get_language()
    i18n.set_language(lang)  # describe() reads the process-wide language, as in GameView
    try:
        legal = game.legal_actions(state)
        # Labels as GameView sends them: an English label is translated (game.translate), a Russian one kept.
        actions = [
            {"index": i, **a.to_json(), "label": game.translate(game.describe(a), lang)}
            for i, a in enumerate(legal)
        ]
        data = {"view": game.view(state, player), "actions": actions, "glossary": game.glossary.table(lang)}
    finally:
        i18n.set_language(before)
    return {**json.loads(json.dumps(data)), "lang": lang}


def shell_traits(widget: Any) -> dict[str, Any]:
    """The synced traits of a real GameView, as JSON the browser would receive."""
    names = [n for n in widget.keys if n != "layout" and (not n.startswith("_") or n == "_css")]
    return json.loads(json.dumps({n: getattr(widget, n) for n in names}, default=str))


@contextlib.contextmanager
def _served(site: Path) -> Iterator[str]:
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(_Quiet, directory=site))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()


@contextlib.contextmanager
def pages(slug: str, viewport: tuple[int, int] = (1100, 900)) -> Iterator[tuple[Any, Any]]:
    """(board page, shell page) for the game ``slug`` in one headless Chromium."""
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory() as tmp:
        site = Path(tmp)
        for name in (f"{slug}.js", f"{slug}.css"):
            shutil.copy(WIDGETS / "boards" / name, site)
        for name in ("gameview.js", "gameview.css"):
            shutil.copy(WIDGETS / name, site)
        (site / "board.html").write_text(BOARD_PAGE.replace("SLUG", slug), encoding="utf-8")
        (site / "shell.html").write_text(SHELL_PAGE, encoding="utf-8")
        with _served(site) as base, sync_playwright() as pw:
            browser = pw.chromium.launch(
                executable_path=CHROMIUM, args=["--no-sandbox", "--disable-gpu", "--disable-quic"]
            )
            opened = []
            for name in ("board.html", "shell.html"):
                page = browser.new_page(viewport={"width": viewport[0], "height": viewport[1]})
                page.goto(f"{base}/{name}")
                page.wait_for_function("window.ready === true")
                opened.append(page)
            yield opened[0], opened[1]
            browser.close()


def browser_fixture(slug: str, viewport: tuple[int, int] = (1100, 900)) -> Any:
    """A board test module's ``browser`` fixture: ``pages(slug)``, opened once for the module."""

    @pytest.fixture(scope="module")
    def browser() -> Iterator[tuple[Any, Any]]:
        with pages(slug, viewport) as both:
            yield both

    return browser


def draw(page: Any, data: dict[str, Any]) -> list[str]:
    """Draw ``data`` ({view, actions, glossary, lang}) on the board page; returns the errors drawBoard
    raised (none expected). Clears what ``acted`` reports."""
    page.evaluate("(data) => { window.draw(data); }", data)
    return page.evaluate("() => window.errors")


def clickable(page: Any) -> list[int]:
    """The action indices the board offers (with repeats, if any): on elements that play one move, and
    on elements whose menu offers several."""
    return page.evaluate(
        """(sel) => [...document.querySelectorAll(sel)].flatMap((e) =>
            e.dataset.action !== undefined ? [Number(e.dataset.action)] : e.dataset.actions.split(" ").map(Number))""",
        f"{BOARD} .bk-clickable[data-action]:not(.bk-menu-item), {BOARD} .bk-choice[data-actions]",
    )


def acted(page: Any) -> list[int]:
    """The indices that reached the board's session since the last ``draw`` or ``forget_acted``."""
    return page.evaluate("() => window.acted")


def forget_acted(page: Any) -> None:
    """Forget what was played and take clicks again, as when Python's answer arrives."""
    page.evaluate("() => { window.acted = []; window.session.busy = false; }")


def click_reports(page: Any, index: int) -> list[int]:
    """Click the board element of action ``index`` near its top-left corner (clear of any chips on it),
    through its menu if the element carries several moves; returns what reached the session."""
    forget_acted(page)
    single = page.locator(f'{BOARD} .bk-clickable[data-action="{index}"]:not(.bk-menu-item)')
    if single.count():
        single.click(position={"x": 3, "y": 3}, force=True)
    else:
        owner = page.locator(f'{BOARD} .bk-choice[data-actions~="{index}"]')
        owner.click(position={"x": 3, "y": 3}, force=True)
        page.click(f'{BOARD} .bk-menu [data-action="{index}"]')
    return acted(page)


def assert_each_action_clickable_once(page: Any, fixture: dict[str, Any]) -> None:
    """Draw ``fixture``: no drawing error, every legal action offered on the board exactly once, and a
    click on each reports its own index."""
    errors = draw(page, fixture)
    assert errors == [], errors
    found = clickable(page)
    expected = list(range(len(fixture["actions"])))
    assert sorted(found) == expected, f"missing or repeated data-action: {sorted(found)} != {expected}"
    for index in found:
        reported = click_reports(page, index)
        assert reported == [index], f"a click on action {index} reported {reported}"


def browser_marks(timeout: int) -> list[Any]:
    """The marks of a board test module: a browser test, its time limit, skipped without Chromium."""
    return [
        pytest.mark.browser,
        pytest.mark.timeout(timeout),
        pytest.mark.skipif(not os.path.exists(CHROMIUM), reason="needs Debian's Chromium"),
    ]


def show_shell(page: Any, widget: Any) -> None:
    """Render the real shell on the shell page with ``widget``'s traits; waits for its board."""
    page.evaluate("(t) => { window.showShell(t); }", shell_traits(widget))
    page.wait_for_selector(".bk-board-host .bk-board")


def shell_click(shell: Any, widget: Any, board: str, target: str, at: dict[str, int] | None = None) -> Any:
    """Show ``widget`` in the real shell with its own board (class ``board``, not the fallback), click the
    first ``target`` on it (at ``at``, else its middle; then the first item of a menu it opens) and return
    the one move the shell sent to Python, as the game's action."""
    show_shell(shell, widget)
    shell.wait_for_selector(f".bk-board.{board}")
    assert shell.locator(".bk-board-note").count() == 0  # no "board module failed" fallback
    shell.locator(f".bk-board {target}").first.click(**({"position": at} if at else {}))
    menu = shell.locator(".bk-board .bk-menu [data-action]")
    if menu.count():
        menu.first.click()
    sent = shell.evaluate("() => window.sent")
    assert len(sent) == 1 and sent[0]["type"] == "act" and sent[0]["version"] == widget.version, sent
    return widget.game.legal_actions(widget.state)[sent[0]["index"]]


def shown_text(page: Any, root: str = BOARD) -> str:
    """What a reader is shown of ``root``: its text, then every tooltip and label (title, aria-label)."""
    tips = page.eval_on_selector_all(
        f"{root} [title], {root} [aria-label]",
        "els => els.map(e => e.getAttribute('title') || e.getAttribute('aria-label') || '')",
    )
    return "\n".join([page.inner_text(root), *tips])


# --- positions from seeded random play (the games' fixtures.py) and their screenshots (shoot.py) ---------


def random_play(game: Any, players: int, seed: int, **options: Any) -> Iterator[tuple[Any, list[Any]]]:
    """Every state of one seeded random game, in order, with its legal moves (none at the end)."""
    rng = random.Random(seed)
    state = game.new_game(players, seed=seed, **options)
    while True:
        legal = [] if game.is_over(state) else game.legal_actions(state)
        yield state, legal
        if not legal:
            return
        state = game.apply(state, rng.choice(legal))


def first_state(
    game: Any, players: int, seed: int, where: Callable[[Any], bool], what: str, **options: Any
) -> Any:
    """The first state of a seeded random game for which ``where`` holds; ``what`` names it in the error."""
    for state, _ in random_play(game, players, seed, **options):
        if where(state):
            return state
    raise LookupError(f"seed {seed} never reaches {what}")


def game_end(game: Any, players: int, seed: int, **options: Any) -> Any:
    """The last state of a seeded random game."""
    *_, (state, _) = random_play(game, players, seed, **options)
    return state


def first_of_each_kind(
    game: Any,
    setups: Iterable[tuple[int, dict[str, Any]]],
    seeds: Iterable[int],
    more: Callable[[Any], Iterable[str]] = lambda state: (),
    wanted: set[str] | None = None,
) -> dict[str, Any]:
    """The first position of random play offering each action kind, and each name ``more(state)`` gives
    (a kind of pending choice); ``wanted``: only those kinds, stopping once all are found."""
    found: dict[str, Any] = {}
    for players, options in setups:
        for seed in seeds:
            for state, legal in random_play(game, players, seed, **options):
                for a in legal:
                    if wanted is None or a.kind in wanted:
                        found.setdefault(a.kind, state)
                for name in more(state):
                    found.setdefault(name, state)
                if wanted is not None and set(found) >= wanted:
                    return found
    return found


def shoot(
    page: Any,
    fixtures: dict[str, dict[str, Any]],
    out: Path,
    offered: Callable[[Any], Iterable[int]] = clickable,
) -> int:
    """A screenshot of every fixture in ``out``; prints the legal moves the board does not offer
    (``offered(page)``: by default its clickable elements) or offers twice. Returns how many were faulty."""
    out.mkdir(parents=True, exist_ok=True)
    bad = 0
    for name, fx in fixtures.items():
        errors = draw(page, fx)
        found = clickable(page)
        missing = sorted(set(range(len(fx["actions"]))) - set(offered(page)))
        repeated = sorted({i for i in found if found.count(i) > 1})
        draw(page, fx)  # offered() may have clicked through the board's pickers
        page.screenshot(path=str(out / f"{name}.png"), full_page=True)
        bad += bool(errors or missing or repeated)
        print(
            f"{name}: {len(fx['actions'])} actions, missing {missing}, repeated {repeated}, errors {errors}"
        )
    print(f"screenshots in {out}")
    return bad
