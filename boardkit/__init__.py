"""boardkit: learn board games step by step in Jupyter."""

from . import games
from .core import Action, Event, Game, IllegalAction, ScenarioError, get_language, set_language

__version__ = "0.1.0"

__all__ = [
    "Action",
    "Event",
    "Game",
    "IllegalAction",
    "ScenarioError",
    "games",
    "get_language",
    "set_language",
]
