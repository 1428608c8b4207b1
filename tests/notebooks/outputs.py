"""What an executed notebook's cell showed as text, for the notebook tests of every game."""

from __future__ import annotations

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
