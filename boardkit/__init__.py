"""boardkit: learn board games step by step in Jupyter.

``boardkit.games.get(slug)`` gives a rules engine; ``boardkit.widgets.GameView`` draws it;
``Scenario`` and ``simulate`` answer "what if?".
"""

from importlib import import_module
from typing import Any

from . import games
from .core import (
    Action,
    Event,
    Game,
    IllegalAction,
    OptionError,
    ScenarioError,
    StateError,
    get_language,
    set_language,
)
from .core import bots as bots
from .core.scenario import Scenario
from .core.simulate import simulate

__version__ = "0.1.0"

__all__ = [
    "Action",
    "Event",
    "Game",
    "IllegalAction",
    "OptionError",
    "Scenario",
    "ScenarioError",
    "StateError",
    "bots",
    "games",
    "get_language",
    "set_language",
    "simulate",
    "widgets",
]


def __getattr__(name: str) -> Any:
    # The widgets pull in anywidget and ipywidgets; import them only when asked for.
    if name == "widgets":
        # import_module, not "from . import widgets": that asks this __getattr__ again, forever.
        return import_module(f"{__name__}.widgets")
    raise AttributeError(f"module 'boardkit' has no attribute {name!r}")
