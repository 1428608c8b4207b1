"""notebooks/puerto_rico.ipynb runs top to bottom headless, and its rulebook examples come out as printed."""

from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]
NOTEBOOK = ROOT / "notebooks" / "puerto_rico.ipynb"

pytestmark = [pytest.mark.notebook, pytest.mark.timeout(300)]


@pytest.fixture(scope="module")
def executed() -> object:
    nbclient = pytest.importorskip("nbclient")
    nbformat = pytest.importorskip("nbformat")
    nb = nbformat.read(NOTEBOOK, as_version=4)
    client = nbclient.NotebookClient(
        nb, timeout=180, kernel_name="python3", resources={"metadata": {"path": str(NOTEBOOK.parent)}}
    )
    client.execute()
    return nb


def text_of(nb: object, marker: str) -> str:
    """All text output of the first code cell whose source contains ``marker``."""
    for cell in nb.cells:  # type: ignore[attr-defined]
        if cell.cell_type == "code" and marker in cell.source:
            parts = []
            for out in cell.outputs:
                if out.output_type == "stream":
                    parts.append(out.text)
                elif "data" in out and "text/plain" in out["data"]:
                    parts.append(out["data"]["text/plain"])
            return "\n".join(parts)
    raise AssertionError(f"no cell contains {marker!r}")


def test_committed_without_outputs() -> None:
    nbformat = pytest.importorskip("nbformat")
    nb = nbformat.read(NOTEBOOK, as_version=4)
    assert all(not c.get("outputs") for c in nb.cells if c.cell_type == "code")


def test_runs_without_errors(executed: object) -> None:
    errors = [o for c in executed.cells for o in c.get("outputs", []) if o.output_type == "error"]  # type: ignore[attr-defined]
    assert errors == []


def test_l246_quarry_example(executed: object) -> None:
    # l.246: with 3 occupied quarries the Construction hut costs 1, Office 3, Harbor 5, City hall 7.
    table = text_of(executed, "quarry_case = g.position(")
    pays = [int(line.split()[-1]) for line in table.splitlines()[2:]]
    assert pays == [1, 3, 5, 7]


def test_l411_captain_example(executed: object) -> None:
    # l.413-423: Anna 6 + 1 + 2, Boris 1 + 3, Kristina 1, Dmitry 1.
    out = text_of(executed, "choices = [")
    assert "VP: {'Anna': 9, 'Boris': 4, 'Kristina': 1, 'Dmitry': 1}" in out


def test_l535_production_example(executed: object) -> None:
    out = text_of(executed, "craft_case = g.position(")
    assert "{'corn': 2, 'indigo': 0, 'sugar': 3, 'tobacco': 1, 'coffee': 0}" in out


def test_l396_l427_captain_example_storage_is_asked(executed: object) -> None:
    # l.427: Kristina and Dmitry may keep one good each; Boris's sugar is the text's slip (A20); all keep one.
    out = text_of(executed, "choices = [")
    kept = "kept: {'Anna': {}, 'Boris': {'sugar': 1}, 'Kristina': {'corn': 1}, 'Dmitry': {'indigo': 1}}"
    assert kept in out
