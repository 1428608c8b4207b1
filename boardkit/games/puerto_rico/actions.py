"""Interned actions: the same decision is always the same object, so legality is an identity test."""

from __future__ import annotations

from boardkit.core.interned import Interned

_MADE = Interned()
act, act1, act2 = _MADE.act, _MADE.act1, _MADE.act2
