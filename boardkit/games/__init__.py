"""The registry: only games whose engines are really implemented are listed."""

from __future__ import annotations

from importlib import import_module

from ..core.game import Game

# slug -> module that defines GAME; a game is added here when its engine is complete.
_REGISTRY: dict[str, str] = {}
_REGISTRY["founders_of_empire"] = "boardkit.games.founders_of_empire"
_REGISTRY["puerto_rico"] = "boardkit.games.puerto_rico"
_REGISTRY["santa_maria"] = "boardkit.games.santa_maria"
_REGISTRY["maracaibo"] = "boardkit.games.maracaibo"
_REGISTRY["archipelago"] = "boardkit.games.archipelago"

_loaded: dict[str, Game] = {}


def names() -> list[str]:
    """Slugs of the registered games."""
    return list(_REGISTRY)


def get(slug: str) -> Game:
    """The game engine for ``slug`` (see ``names()``)."""
    if slug not in _REGISTRY:
        raise KeyError(f"unknown game {slug!r}; registered games: {', '.join(names()) or 'none'}")
    if slug not in _loaded:
        _loaded[slug] = import_module(_REGISTRY[slug]).GAME
    return _loaded[slug]


def register(slug: str, game: Game | str) -> None:
    """Add a game: a Game instance or the module path that defines ``GAME`` (tests, plug-ins)."""
    if isinstance(game, Game):
        _loaded[slug] = game
        _REGISTRY[slug] = type(game).__module__
    else:
        _REGISTRY[slug] = game
        _loaded.pop(slug, None)


def unregister(slug: str) -> None:
    _REGISTRY.pop(slug, None)
    _loaded.pop(slug, None)
