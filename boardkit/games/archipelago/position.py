"""The readable position builder (filled in below)."""

from __future__ import annotations

from typing import Any


def build(**description: Any) -> Any:
    raise NotImplementedError
