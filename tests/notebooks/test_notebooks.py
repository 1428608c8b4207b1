"""Every notebook runs top to bottom without an error, headless (nbclient, the venv's python3 kernel)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = sorted((ROOT / "notebooks").glob("*.ipynb")) + sorted(
    (ROOT / "tests" / "browser" / "notebooks").glob("*.ipynb")
)
CELL_TIMEOUT = 300  # seconds per cell: simulations in the teaching notebooks may take a while

pytestmark = [pytest.mark.notebook, pytest.mark.timeout(1800)]


@pytest.mark.parametrize("path", NOTEBOOKS, ids=[str(p.relative_to(ROOT)) for p in NOTEBOOKS])
def test_notebook_runs_without_errors(path: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import nbformat
    from nbclient import NotebookClient

    # The kernel inherits this environment: keep IPython's profile out of the real home, and hide
    # any user kernelspec named python3 so that the venv's own python3 kernel (sys.executable) runs.
    monkeypatch.setenv("IPYTHONDIR", str(tmp_path / "ipython"))
    monkeypatch.setenv("JUPYTER_DATA_DIR", str(tmp_path / "jupyter-data"))
    monkeypatch.delenv("JUPYTER_PATH", raising=False)
    monkeypatch.setenv("BOARDKIT_REPO", str(ROOT))
    monkeypatch.setenv("PYDEVD_DISABLE_FILE_VALIDATION", "1")
    nb = nbformat.read(path, as_version=4)
    client = NotebookClient(
        nb,
        timeout=CELL_TIMEOUT,
        kernel_name="python3",
        resources={"metadata": {"path": str(path.parent)}},  # cwd = the notebook's folder
    )
    km = client.create_kernel_manager()
    assert km.kernel_spec.resource_dir.startswith(sys.prefix), km.kernel_spec.resource_dir
    client.execute()  # raises CellExecutionError naming the cell on the first error
    errors = [
        o for c in nb.cells if c.cell_type == "code" for o in c.get("outputs", []) if o.output_type == "error"
    ]
    assert not errors
    source = "\n".join(c.source for c in nb.cells if c.cell_type == "code")
    if "GameView(" in source:
        widgets = [
            o
            for c in nb.cells
            if c.cell_type == "code"
            for o in c.get("outputs", [])
            if "application/vnd.jupyter.widget-view+json" in o.get("data", {})
        ]
        assert widgets, "a notebook that builds a GameView should display it"
