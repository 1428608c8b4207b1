"""Actions: small frozen values, hashable, JSON-able, readable."""

from __future__ import annotations

from typing import Any


def _freeze(value: Any) -> Any:
    """Lists from JSON become tuples so that an action stays hashable."""
    if isinstance(value, list | tuple):
        return tuple(_freeze(v) for v in value)
    return value


def _thaw(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_thaw(v) for v in value]
    return value


class Action:
    """What one player does: a kind, the acting seat and named arguments.

    Arguments are JSON scalars or tuples of them, kept in the order given, so
    ``Action("annex", 0, square=12, cell=(1, 2))`` prints as
    ``P1 annex square=12 cell=(1, 2)``.
    """

    __slots__ = ("kind", "player", "args", "_hash")

    kind: str
    player: int
    args: tuple[tuple[str, Any], ...]

    def __init__(self, kind: str, player: int, /, **args: Any) -> None:
        object.__setattr__(self, "kind", kind)
        object.__setattr__(self, "player", player)
        object.__setattr__(self, "args", tuple(args.items()))
        object.__setattr__(self, "_hash", None)

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError("Action is immutable")

    def __getitem__(self, key: str) -> Any:
        for k, v in self.args:
            if k == key:
                return v
        raise KeyError(key)

    def get(self, key: str, default: Any = None) -> Any:
        for k, v in self.args:
            if k == key:
                return v
        return default

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not Action:
            return NotImplemented
        return (
            self.kind == other.kind  # type: ignore[attr-defined]
            and self.player == other.player  # type: ignore[attr-defined]
            and self.args == other.args  # type: ignore[attr-defined]
        )

    def __hash__(self) -> int:
        h = self._hash
        if h is None:
            h = hash((self.kind, self.player, self.args))
            object.__setattr__(self, "_hash", h)
        return h

    def __repr__(self) -> str:
        inner = ", ".join(f"{k}={v!r}" for k, v in self.args)
        return f"Action({self.kind!r}, {self.player}{', ' if inner else ''}{inner})"

    def __str__(self) -> str:
        parts = [f"P{self.player + 1}", self.kind] if self.player >= 0 else [self.kind]
        parts += [f"{k}={v}" for k, v in self.args]
        return " ".join(parts)

    def __reduce__(self) -> tuple:
        # Actions cross process boundaries in simulate(); rebuild them through the constructor.
        return (_rebuild, (self.kind, self.player, self.args))

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "player": self.player, "args": {k: _thaw(v) for k, v in self.args}}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Action:
        if not isinstance(data, dict) or "kind" not in data or "player" not in data:
            raise ValueError(f"an action needs 'kind' and 'player', got {data!r}")
        args = data.get("args", {})
        if not isinstance(args, dict):
            raise ValueError(f"action 'args' must be an object, got {args!r}")
        return cls(str(data["kind"]), int(data["player"]), **{k: _freeze(v) for k, v in args.items()})


def _rebuild(kind: str, player: int, args: tuple[tuple[str, Any], ...]) -> Action:
    return Action(kind, player, **dict(args))
