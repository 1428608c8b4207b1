"""Puerto Rico (Andreas Seyfarth): base game 2-5 players, New Buildings and Nobles expansions."""

from .game import GAME, PuertoRico

__all__ = ["GAME", "PuertoRico"]
