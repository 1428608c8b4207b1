"""A notebook run headless, and what its cells showed, for the notebook tests of every game."""

from __future__ import annotations

from pathlib import Path
from typing import Any


def cell_text(cell: Any) -> str:
    """Everything ``cell`` printed or showed as text, outputs one per line. A busy kernel may send one
    print in several stream pieces: consecutive pieces are joined as they were written."""
    parts: list[tuple[str, str]] = []
    for out in cell.outputs:
        if out.output_type == "stream":
            if parts and parts[-1][0] == "stream":
                parts[-1] = ("stream", parts[-1][1] + out.text)
            else:
                parts.append(("stream", out.text))
        elif "text/plain" in out.get("data", {}):
            parts.append(("data", out["data"]["text/plain"]))
    return "\n".join(text for _, text in parts)


def text_of(nb: Any, marker: str) -> str:
    """The text output of the first code cell whose source contains ``marker``."""
    for cell in nb.cells:
        if cell.cell_type == "code" and marker in cell.source:
            return cell_text(cell)
    raise AssertionError(f"no code cell contains {marker!r}")


def execute(path: Path, timeout: int = 300) -> Any:
    """The notebook at ``path`` after a headless run: the python3 kernel, in the notebook's folder;
    ``timeout`` seconds per cell."""
    import nbclient
    import nbformat

    nb = nbformat.read(path, as_version=4)
    resources = {"metadata": {"path": str(path.parent)}}
    nbclient.NotebookClient(nb, timeout=timeout, kernel_name="python3", resources=resources).execute()
    return nb


def shown(nb: Any, marker: str) -> tuple[str, int, int]:
    """The text (streams, then plain-text data), pictures and widgets of the first code cell whose source
    contains ``marker``."""
    for cell in nb.cells:
        if cell.cell_type == "code" and marker in cell.source:
            text = "".join(o.get("text", "") for o in cell.outputs if o.output_type == "stream")
            text += "".join(o.get("data", {}).get("text/plain", "") for o in cell.outputs)
            data = [o.get("data", {}) for o in cell.outputs]
            pictures = sum(1 for d in data if "image/png" in d)
            widgets = sum(1 for d in data if "application/vnd.jupyter.widget-view+json" in d)
            return text, pictures, widgets
    raise AssertionError(f"no code cell contains {marker!r}")
