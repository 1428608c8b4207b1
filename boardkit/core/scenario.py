"""Scenarios: a named starting point stored as JSON, and "what if?" branches from it.

A scenario is: a game, a player count, a seed, options, ``overrides`` (values set in the
state's JSON after setup, by dotted path) and a ``script`` of actions played from there.
Every field is checked on load and an error names the bad field.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from . import codec
from .action import Action
from .errors import DataError, IllegalAction, OptionError, ScenarioError

_FIELDS = {
    "name": str,
    "game": str,
    "players": int,
    "seed": (int, str),
    "options": dict,
    "overrides": dict,
    "script": list,
    "description": str,
}
_REQUIRED = ("name", "game", "players")


@dataclass
class Scenario:
    name: str
    game: str
    players: int
    seed: int | str = 0
    options: dict[str, Any] = field(default_factory=dict)
    overrides: dict[str, Any] = field(default_factory=dict)
    script: list[Action] = field(default_factory=list)
    description: str = ""

    # --- building the state ------------------------------------------------------------------

    def engine(self) -> Any:
        from .. import games

        try:
            return games.get(self.game)
        except KeyError as exc:
            raise ScenarioError("game", str(exc.args[0])) from None

    def state(self) -> Any:
        """The state this scenario describes (setup, then overrides, then the script)."""
        g = self.engine()
        if self.players not in g.player_counts:
            raise ScenarioError("players", f"{self.game} plays with {g.player_counts}, not {self.players}")
        try:
            s = g.new_game(self.players, seed=self.seed, **self.options)
        except OptionError as exc:
            field = exc.argument if exc.argument in ("players", "seed") else f"options.{exc.argument}"
            raise ScenarioError(field, str(exc)) from None
        except DataError as exc:  # options["data"]: the user's corrected component data
            raise ScenarioError("options.data", str(exc)) from None
        if self.overrides:
            s = _override(g, s, self.overrides)
        for i, action in enumerate(self.script):
            try:
                s = g.apply(s, action)
            except IllegalAction as exc:
                raise ScenarioError(f"script[{i}]", str(exc)) from None
        return s

    # --- what if? -----------------------------------------------------------------------------

    def branches(
        self,
        alternatives: Mapping[str, Sequence[Action | Mapping[str, Any]]],
        *,
        bots: Any = "random",
        n: int = 0,
        seed: int | str = 0,
        resample: bool = True,
        progress: bool = True,
    ) -> Any:
        """Play each alternative from this scenario's state and compare them: see ``core.whatif.branches``.

        Each row: the branch and every player's score right after it ("P1 score now", ...). With
        ``n`` > 0, ``n`` bot playouts per branch, on the same seeds in every branch, add for the player
        to move: wins (%) with its 95% interval and the games, and the final score, rank and the
        game's measures as mean, SD and 95% interval. ``core.whatif.compare(table, a, b)`` says
        whether two branches differ; ``core.plots`` draws them.
        """
        from .whatif import branches

        return branches(
            self.engine(),
            self.state(),
            alternatives,
            bots=bots,
            n=n,
            seed=seed,
            resample=resample,
            progress=progress,
        )

    # --- files ----------------------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "game": self.game,
            "players": self.players,
            "seed": self.seed,
            "options": self.options,
            "overrides": self.overrides,
            "script": [a.to_json() for a in self.script],
            "description": self.description,
        }

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), ensure_ascii=False, indent=2)

    def save(self, path: str | Path) -> None:
        Path(path).write_text(self.to_json() + "\n", encoding="utf-8")

    @classmethod
    def from_dict(cls, data: Any) -> Scenario:
        if not isinstance(data, dict):
            raise ScenarioError("(top level)", f"a scenario is a JSON object, got {type(data).__name__}")
        for key in data:
            if key not in _FIELDS:
                raise ScenarioError(key, f"unknown field; fields are {', '.join(_FIELDS)}")
        for key in _REQUIRED:
            if key not in data:
                raise ScenarioError(key, "missing")
        for key, kind in _FIELDS.items():
            if key in data and (not isinstance(data[key], kind) or isinstance(data[key], bool)):
                raise ScenarioError(key, f"has the wrong type ({type(data[key]).__name__})")
        script = []
        for i, item in enumerate(data.get("script", [])):
            try:
                script.append(Action.from_json(item))
            except (ValueError, TypeError) as exc:
                raise ScenarioError(f"script[{i}]", str(exc)) from None
        return cls(
            name=data["name"],
            game=data["game"],
            players=data["players"],
            seed=data.get("seed", 0),
            options=dict(data.get("options", {})),
            overrides=dict(data.get("overrides", {})),
            script=script,
            description=data.get("description", ""),
        )

    @classmethod
    def from_json(cls, text: str) -> Scenario:
        try:
            data = json.loads(text)
        except json.JSONDecodeError as exc:
            raise ScenarioError("(file)", f"not valid JSON: {exc}") from None
        return cls.from_dict(data)

    @classmethod
    def load(cls, path: str | Path) -> Scenario:
        return cls.from_json(Path(path).read_text(encoding="utf-8"))


def _override(game: Any, state: Any, overrides: Mapping[str, Any]) -> Any:
    """Set values in the state's JSON by dotted path ("realms.0.hand.war"), then rebuild the state."""
    tree = codec.encode(state, game.state_type)
    for path, value in overrides.items():
        node = tree
        keys = path.split(".")
        for depth, key in enumerate(keys):
            last = depth == len(keys) - 1
            if isinstance(node, list):
                if not key.isdigit() or int(key) >= len(node):
                    raise ScenarioError(f"overrides.{path}", f"no item {key!r} here")
                if last:
                    node[int(key)] = value
                else:
                    node = node[int(key)]
            elif isinstance(node, dict):
                if key not in node:
                    raise ScenarioError(
                        f"overrides.{path}", f"no field {key!r}; fields: {', '.join(map(str, node))}"
                    )
                if last:
                    node[key] = value
                else:
                    node = node[key]
            else:
                raise ScenarioError(f"overrides.{path}", f"{key!r} is inside a plain value")
    try:
        state = codec.decode(game.state_type, tree)
        game.validate(state)  # an override may not make an impossible position (the game's invariants)
    except ValueError as exc:
        raise ScenarioError("overrides", str(exc)) from None
    return state
