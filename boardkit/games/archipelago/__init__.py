"""Archipelago «Архипелаг»: the rules engine (not registered yet: no board or notebook)."""

from .game import GAME

__all__ = ["GAME"]
