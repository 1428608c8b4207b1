"""Driving JupyterLab from Playwright: open a notebook, run all cells, run one cell, read outputs.

Everything goes through JupyterLab's own menus and keyboard, as a person would; no ``page.evaluate``
that returns a promise (a command that opens a dialog would hang it). Waits use Playwright's own
waits, never ``time.sleep``: requests are routed through this process and stall while it sleeps.
"""

from __future__ import annotations

import json
import re
import time
import urllib.request
from typing import Any

import nbformat

from .conftest import Lab

PROBE = "BK-PROBE"


def add_probe(lab: Lab, relpath: str, widget: str) -> None:
    """Append a cell printing the widget's Python-side step and version to the served copy."""
    path = lab.root / relpath
    nb = nbformat.read(path, as_version=4)
    code = (
        f"_bk_view = globals().get({widget!r})\n"
        "if _bk_view is None:  # renamed in the notebook: the GameView bound last is the one shown last\n"
        "    from boardkit.widgets import GameView as _BkGameView\n\n"
        "    _bk_view = [v for v in globals().values() if isinstance(v, _BkGameView)][-1]\n"
        f'print("{PROBE}", "step", _bk_view.step, "version", _bk_view.version, flush=True)'
    )
    nb.cells.append(nbformat.v4.new_code_cell(code))
    nbformat.write(nb, path)


def open_notebook(page: Any, lab: Lab, relpath: str) -> Any:
    """Open the served notebook and wait until its kernel is idle; returns the notebook panel."""
    page.goto(lab.tree_url(relpath), wait_until="domcontentloaded")
    panel = page.locator(".jp-NotebookPanel:not(.lm-mod-hidden)").first
    panel.locator(".jp-Cell").first.wait_for(state="visible", timeout=60_000)
    wait_kernel(page, lab, relpath)
    return panel


def kernel_of(lab: Lab, relpath: str) -> dict[str, Any] | None:
    with urllib.request.urlopen(f"{lab.url}/api/sessions?token={lab.token}", timeout=5) as r:
        sessions = json.load(r)
    return next((s["kernel"] for s in sessions if s["path"] == relpath), None)


def wait_kernel(page: Any, lab: Lab, relpath: str, timeout: float = 90) -> None:
    """Wait until the notebook's kernel is idle and connected to this page.

    The toolbar's indicator says "idle" even before any kernel exists, and cells run then are
    lost, so the server's own session list decides.
    """
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        kernel = kernel_of(lab, relpath)
        if kernel and kernel["execution_state"] == "idle" and kernel["connections"] >= 1:
            indicator = page.locator(
                ".jp-NotebookPanel:not(.lm-mod-hidden) .jp-Notebook-ExecutionIndicator"
            ).first
            if indicator.get_attribute("data-status") == "idle":
                return
        page.wait_for_timeout(250)  # not time.sleep: Playwright must keep serving routed requests
    raise TimeoutError(f"the kernel of {relpath} was not ready in {timeout} s: {kernel_of(lab, relpath)}")


def menu(page: Any, top: str, item: str) -> None:
    """Click ``top`` in the menu bar, then ``item`` in the menu it opens."""
    page.locator(".lm-MenuBar-itemLabel", has_text=re.compile(rf"^{re.escape(top)}$")).click()
    page.locator(".lm-Menu-itemLabel", has_text=re.compile(rf"^{re.escape(item)}$")).first.click()


def run_all(page: Any, panel: Any) -> None:
    panel.locator(".jp-Cell").first.click()  # give the notebook focus first
    menu(page, "Run", "Run All Cells")


def run_cell(page: Any, cell: Any) -> None:
    """Run one cell in place (Ctrl+Enter) after selecting it in command mode."""
    cell.locator(".jp-InputPrompt").first.click()
    page.keyboard.press("Control+Enter")


def output_text(cell: Any) -> str:
    return cell.locator(".jp-OutputArea").inner_text()
