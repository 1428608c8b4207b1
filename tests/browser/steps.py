"""The steps browser tests share: write a notebook of their own, open one and run it until its boards are
drawn, ask Python through a probe cell, and report a failure with a picture and what the browser and the
server said. Built on jupyterlab.py; nothing here waits longer than the step it stands for.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

import nbformat
import pytest

from .conftest import Lab, Server, Voila
from .jupyterlab import add_probe, open_notebook, run_all, run_cell

BOARDS_DRAWN = """([selector, count]) => document.querySelectorAll(selector).length >= count"""


def write_notebook(root: Path, name: str, cells: Sequence[str]) -> None:
    """A notebook of code cells ``cells`` at ``root / name`` (a served folder), on the default kernel."""
    nb = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(c) for c in cells])
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    nbformat.write(nb, root / name)


def probed(lab: Lab, notebook: tuple[str, str]) -> str:
    """The served notebook of ``(relpath, widget)`` with jupyterlab.add_probe's cell at its end; a test of
    a notebook not written yet is skipped."""
    relpath, widget = notebook
    if not (lab.root / relpath).is_file():
        pytest.skip(f"{relpath} does not exist yet")
    add_probe(lab, relpath, widget)
    return relpath


def open_boards(
    page: Any, lab: Lab, relpath: str, count: int = 1, ready: str = ".bk-board", timeout: float = 120_000
) -> tuple[Any, Any]:
    """Open the served notebook, run all its cells and wait until ``count`` GameViews show ``ready``.

    Returns the notebook panel and its GameViews (a locator of every ``.bk-gameview`` in it).
    """
    panel = open_notebook(page, lab, relpath)
    run_all(page, panel)
    page.wait_for_function(BOARDS_DRAWN, arg=[f".bk-gameview {ready}", count], timeout=timeout)
    return panel, panel.locator(".bk-gameview")


def python_says(page: Any, cell: Any, text: Any, timeout: float = 60_000) -> None:
    """Run the probe ``cell`` again and wait until its output contains ``text`` (a string or a pattern)."""
    from playwright.sync_api import expect

    run_cell(page, cell)
    expect(cell.locator(".jp-OutputArea")).to_contain_text(text, timeout=timeout)


@contextlib.contextmanager
def reported(page: Any, server: Server, output_dir: Path, name: str) -> Iterator[None]:
    """A failure inside the block saves the whole page as ``<name>-failed.png`` and says what the
    browser (console and page errors) and the server's log said."""
    try:
        yield
    except BaseException as exc:
        page.screenshot(path=str(output_dir / f"{name}-failed.png"), full_page=True)
        who = "voila" if isinstance(server, Voila) else "jupyter"
        raise AssertionError(
            f"{exc}\nbrowser said: {page.problems}\n{who} said:\n{server.log_tail()}"
        ) from exc
