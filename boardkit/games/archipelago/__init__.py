"""Archipelago «Архипелаг»: the rules engine, registered in boardkit.games."""

from .game import GAME

__all__ = ["GAME"]
