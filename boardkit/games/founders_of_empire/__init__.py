"""«Поселенцы: Основатели Империи» (Founders of the Empire): rules engine, square data, teaching tables."""

from .game import GAME, FoundersOfEmpire

__all__ = ["GAME", "FoundersOfEmpire"]
