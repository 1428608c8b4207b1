"""Founders actions as shared values (core/interned.py): an action is immutable and offered turn after
turn, so each distinct one is built once and handed out again (building one costs more than finding it)."""

from __future__ import annotations

from boardkit.core.interned import Interned

_MADE = Interned()
action, action1 = _MADE.act, _MADE.act1
