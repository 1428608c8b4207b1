"""Game-independent parts: the engine contract, actions, events, randomness, JSON, data, tables."""

from .action import Action
from .errors import DataError, IllegalAction, ScenarioError, StateError
from .game import Game, cache_field
from .i18n import Glossary, get_language, set_language
from .log import Event, EventLog
from .phases import Phase

__all__ = [
    "Action",
    "DataError",
    "Event",
    "EventLog",
    "Game",
    "Glossary",
    "IllegalAction",
    "Phase",
    "ScenarioError",
    "StateError",
    "cache_field",
    "get_language",
    "set_language",
]
