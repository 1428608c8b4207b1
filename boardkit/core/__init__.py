"""Game-independent parts: the engine contract, actions, events, randomness, JSON, data, tables."""

from .action import Action
from .errors import DataError, IllegalAction, OptionError, ScenarioError, StateError, refuse
from .game import Game
from .i18n import Glossary, get_language, set_language
from .log import Event, EventLog
from .phases import CELL, NAMES, Move, Option, Phase, Secret, arg
from .state import GameState, cache_field, game_state

__all__ = [
    "CELL",
    "NAMES",
    "Action",
    "DataError",
    "Event",
    "EventLog",
    "Game",
    "GameState",
    "Glossary",
    "IllegalAction",
    "Move",
    "Option",
    "OptionError",
    "Phase",
    "ScenarioError",
    "Secret",
    "StateError",
    "arg",
    "refuse",
    "cache_field",
    "game_state",
    "get_language",
    "set_language",
]
