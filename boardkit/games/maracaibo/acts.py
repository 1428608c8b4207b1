"""The engine's own moves, made once and shared (core/interned.py): an Action is immutable, so legal lists
may reuse them."""

from __future__ import annotations

from boardkit.core.interned import Interned

_MADE = Interned()
act, act1 = _MADE.act, _MADE.act1
