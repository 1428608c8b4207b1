"""A notebook run headless, and what its cells showed, for the notebook tests of every game."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"


def committed(name: str) -> Any:
    """notebooks/<name> as committed: read, not run."""
    import nbformat

    return nbformat.read(NOTEBOOKS / name, as_version=4)


def code_of(name: str) -> str:
    """The code cells of notebooks/<name>, one after another."""
    return "\n".join(c.source for c in committed(name).cells if c.cell_type == "code")


def uncited_sections(name: str, about_tools: tuple[str, ...]) -> tuple[int, list[str]]:
    """How many "## " sections notebooks/<name> has, and the headings of those that cite no rulebook line
    (l.N); a section whose text names one of ``about_tools`` is about the tools, not a rule."""
    sections = [
        c.source for c in committed(name).cells if c.cell_type == "markdown" and c.source.startswith("## ")
    ]
    ruled = [s for s in sections if not any(word in s for word in about_tools)]
    return len(sections), [s.splitlines()[0] for s in ruled if not re.search(r"l\.\d+", s)]


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
