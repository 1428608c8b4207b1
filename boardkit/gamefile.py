"""A saved game: every branch of play as its starting state plus the moves played, in one JSON text.

Only the engine contract is used, so the format serves every game. A branch is stored as the moves
(``Action.to_json``) played from the starting state (``game.to_json``); opening a file replays them
through ``game.apply``, so a hand-edited file can hold no state that the rules could not reach: the
starting state is checked by ``game.from_json`` and every move must be legal where it is played.
A file from outside may be hostile: it is read within size limits and refused with ``GameFileError``
naming the field, never half-opened.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from .core import codec
from .core.action import Action
from .core.errors import IllegalAction, StateError
from .core.game import Game

__all__ = ["FORMAT", "GameFileError", "SavedBranch", "SavedGame", "dumps", "loads"]

FORMAT = "boardkit-game"
FORMAT_VERSION = 1
MAX_CHARS = 4_000_000  # a long game with many branches is well under 1 MB
MAX_BRANCHES = 40
MAX_MOVES = 20_000  # over all branches; each is replayed on opening
BRANCH_NAME_LIMIT = 40  # characters: a tab label, not a document (the widget uses the same)
KEYS = {"format", "version", "game", "players", "options", "start", "branches", "current"}


class GameFileError(ValueError):
    """A saved-game text that cannot be opened; ``field`` names the offending part (dotted path)."""

    def __init__(self, field: str, message: str) -> None:
        self.field = field
        super().__init__(f"{field}: {message}" if field else message)


@dataclass
class SavedBranch:
    name: str
    states: list[Any]  # from the start; states[i + 1] = apply(states[i], actions[i])
    actions: list[Action]
    cursor: int


@dataclass
class SavedGame:
    game: Game
    branches: list[SavedBranch]
    current: str


def dumps(game: Game, branches: list[SavedBranch], current: str) -> str:
    """The file text: the game, its setup, the shared starting state and each branch's moves."""
    start = branches[0].states[0]
    return json.dumps(
        {
            "format": FORMAT,
            "version": FORMAT_VERSION,
            "game": game.slug,
            "players": start.players,
            "options": _options(game, start),
            "start": json.loads(game.to_json(start)),
            "branches": [
                {"name": b.name, "cursor": b.cursor, "actions": [a.to_json() for a in b.actions]}
                for b in branches
            ],
            "current": current,
        },
        ensure_ascii=False,
        separators=(",", ":"),
    )


def loads(text: str | bytes, game: Game | None = None) -> SavedGame:
    """The game ``dumps`` wrote, replayed move by move; ``game`` (if given) must be the file's game.

    :raises GameFileError: naming what is wrong; nothing is built from a file that fails.
    """
    data = codec.parse_text(text, "a saved game", MAX_CHARS, GameFileError)
    if not isinstance(data, dict):
        raise GameFileError("", f"a saved game is a JSON object, not {_kind(data)}")
    if data.get("format") != FORMAT:
        raise GameFileError("format", f"not a saved boardkit game (expected {FORMAT!r})")
    missing, unknown = KEYS - set(data), set(data) - KEYS
    if missing:
        raise GameFileError("", f"the file lacks {', '.join(sorted(missing))}")
    if unknown:
        raise GameFileError("", f"unknown fields {', '.join(sorted(map(str, unknown)))[:120]}")
    if data["version"] != FORMAT_VERSION or type(data["version"]) is not int:
        raise GameFileError("version", f"this boardkit reads version {FORMAT_VERSION} files only")
    engine = _engine(data["game"], game)
    start = _start(engine, data)
    branches = _branches(engine, start, data["branches"])
    current = data["current"]
    if not isinstance(current, str) or current not in {b.name for b in branches}:
        raise GameFileError("current", f"names no branch of the file: {_short(current)}")
    return SavedGame(engine, branches, current)


def _engine(slug: Any, game: Game | None) -> Game:
    if not isinstance(slug, str):
        raise GameFileError("game", f"must be a game's slug, not {_kind(slug)}")
    if game is not None:
        if slug != game.slug:
            raise GameFileError("game", f"the file holds a game of {_short(slug)}, not of {game.slug!r}")
        return game
    from . import games

    if slug not in games.names():
        raise GameFileError("game", f"{_short(slug)} is not a registered game ({', '.join(games.names())})")
    return games.get(slug)


def _start(engine: Game, data: dict[str, Any]) -> Any:
    if not isinstance(data["start"], dict):
        raise GameFileError("start", f"must be the starting state as an object, not {_kind(data['start'])}")
    try:
        start = engine.from_json(json.dumps(data["start"]))
    except StateError as exc:
        raise GameFileError("start", str(exc)) from None
    # The setup fields only say what the starting state holds; a file where they disagree was edited.
    if data["players"] != start.players or type(data["players"]) is not int:
        raise GameFileError(
            "players", f"{_short(data['players'])} disagrees with the starting state ({start.players})"
        )
    if data["options"] != json.loads(json.dumps(_options(engine, start))):
        raise GameFileError("options", f"{_short(data['options'])} disagree with the starting state")
    return start


def _branches(engine: Game, start: Any, raw: Any) -> list[SavedBranch]:
    if not isinstance(raw, list) or not raw:
        raise GameFileError("branches", f"must be a non-empty list, not {_kind(raw)}")
    if len(raw) > MAX_BRANCHES:
        raise GameFileError("branches", f"{len(raw)} branches; a saved game has at most {MAX_BRANCHES}")
    total = sum(len(b["actions"]) for b in raw if isinstance(b, dict) and isinstance(b.get("actions"), list))
    if total > MAX_MOVES:
        raise GameFileError("branches", f"{total} moves in all; a saved game has at most {MAX_MOVES}")
    out: list[SavedBranch] = []
    for i, item in enumerate(raw):
        where = f"branches.{i}"
        if not isinstance(item, dict) or set(item) != {"name", "cursor", "actions"}:
            raise GameFileError(where, "a branch is an object with exactly name, cursor and actions")
        name, cursor, moves = item["name"], item["cursor"], item["actions"]
        if not isinstance(name, str) or not name.strip() or len(name) > BRANCH_NAME_LIMIT:
            raise GameFileError(
                f"{where}.name", f"a non-empty text of at most {BRANCH_NAME_LIMIT} characters"
            )
        if any(b.name == name for b in out):
            raise GameFileError(f"{where}.name", f"a second branch named {name!r}")
        if not isinstance(moves, list):
            raise GameFileError(f"{where}.actions", f"must be a list of moves, not {_kind(moves)}")
        if type(cursor) is not int or not 0 <= cursor <= len(moves):
            raise GameFileError(
                f"{where}.cursor", f"must be a step from 0 to {len(moves)}, not {_short(cursor)}"
            )
        actions = [_action(f"{where}.actions.{n}", m) for n, m in enumerate(moves)]
        out.append(SavedBranch(name, _replay(engine, start, actions, out, where), actions, cursor))
    return out


def _action(where: str, raw: Any) -> Action:
    try:
        return Action.from_json(raw)
    except IllegalAction as exc:
        raise GameFileError(where, str(exc)) from None


def _replay(
    engine: Game, start: Any, actions: list[Action], done: list[SavedBranch], where: str
) -> list[Any]:
    """The states of a branch; the moves it shares with a branch replayed before share its states."""
    shared, states = 0, [start]
    for b in done:
        n = 0
        while n < min(len(b.actions), len(actions)) and b.actions[n] == actions[n]:
            n += 1
        if n > shared:
            shared, states = n, b.states[: n + 1]
    for n in range(shared, len(actions)):
        try:
            states.append(engine.apply(states[-1], actions[n]))
        except IllegalAction as exc:
            raise GameFileError(f"{where}.actions.{n}", f"move {n + 1} is not legal there: {exc}") from None
    return states


def _options(game: Game, state: Any) -> dict[str, Any]:
    return game.option_values(state)


def _kind(value: Any) -> str:
    return {dict: "an object", list: "a list", str: "a text", bool: "a boolean", type(None): "null"}.get(
        type(value), f"a {type(value).__name__}"
    )


def _short(value: Any) -> str:
    if type(value) is int and value.bit_length() > 64:
        return f"an integer of {value.bit_length()} bits"
    text = json.dumps(value) if isinstance(value, str | int | bool | None) else _kind(value)
    return text if len(text) <= 60 else text[:50] + "..."
