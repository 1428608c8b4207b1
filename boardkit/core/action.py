"""Actions: small frozen values, hashable, JSON-able, readable.

An action's arguments are JSON scalars (str, int, bool, None) or tuples of them. Anything
else is refused when the action is made (``IllegalAction``, category ``malformed``): a float,
a list, a dict or an object has no place in a move, and an unhashable value would break the
caches that keep legal moves.

Equality is strict about types and blind to argument order: ``Action("t", 0, n=1)`` is not
``Action("t", 0, n=True)`` nor ``Action("t", 0, n=1.0)`` (Python's ``==`` would say they are),
and ``Action("a", 0, x=1, y=2) == Action("a", 0, y=2, x=1)``.
"""

from __future__ import annotations

from numbers import Integral
from typing import Any

from .errors import IllegalAction

# Deeper tuples than this are no move of any game; refusing them keeps hostile input cheap.
_MAX_DEPTH = 4
_MAX_TEXT = 200


def _malformed(message: str) -> IllegalAction:
    return IllegalAction(message, category="malformed")


def _freeze(value: Any, depth: int = 0) -> Any:
    """Lists from JSON become tuples so that an action stays hashable; other types are checked."""
    cls = value.__class__
    if cls is int or cls is str or cls is bool or value is None:
        if cls is str and len(value) > _MAX_TEXT:
            raise _malformed(f"an argument of {len(value)} characters is no move")
        return value
    if cls is list or cls is tuple:
        if depth >= _MAX_DEPTH:
            raise _malformed("an argument nested this deep is no move")
        if cls is tuple and all(x.__class__ is int for x in value):
            return value  # a cell (x, y): already frozen and plain
        return tuple(_freeze(v, depth + 1) for v in value)
    if isinstance(value, Integral) and not isinstance(value, bool):
        # numpy integers and int subclasses become plain ints so that JSON stays plain.
        return int(value)
    raise _malformed(
        f"an argument must be a string, integer, boolean, null or a list of them, not {cls.__name__}"
    )


def _thaw(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_thaw(v) for v in value]
    return value


def _tag(value: Any) -> Any:
    """A value with its type spelled out, so that 1, True and 1.0 never compare equal."""
    if value.__class__ is tuple:
        return ("t", *(_tag(v) for v in value))
    if value.__class__ is bool:
        return ("b", value)
    return value


class Action:
    """What one player does: a kind, the acting seat and named arguments.

    ``Action("annex", 0, square=12, cell=(1, 2))`` prints as ``P1 annex square=12 cell=(1, 2)``.

    :raises IllegalAction: (category ``malformed``) when the kind is not a short string, the
        player not an integer, or an argument not a JSON scalar or a list of them.
    """

    __slots__ = ("kind", "player", "args", "_hash", "_key")

    kind: str
    player: int
    args: tuple[tuple[str, Any], ...]

    def __init__(self, kind: str, player: int, /, **args: Any) -> None:
        if kind.__class__ is not str or not kind or len(kind) > 64:
            raise _malformed(f"an action's kind must be a short string, got {_short(kind)}")
        if player.__class__ is not int:
            if isinstance(player, Integral) and not isinstance(player, bool):
                player = int(player)
            else:
                raise _malformed(f"an action's player must be an integer seat, got {_short(player)}")
        items = []
        for k, v in args.items():
            c = v.__class__
            # Plain ints and short strings are most arguments: check them without a call.
            if not (c is int or c is bool or v is None or (c is str and len(v) <= _MAX_TEXT)):
                v = _freeze(v)
            items.append((k, v))
        object.__setattr__(self, "kind", kind)
        object.__setattr__(self, "player", player)
        object.__setattr__(self, "args", tuple(items))
        object.__setattr__(self, "_hash", None)
        object.__setattr__(self, "_key", None)

    @classmethod
    def trusted(cls, kind: str, player: int, args: tuple[tuple[str, Any], ...]) -> Action:
        """An action from the engine's own, already plain values, built without the checks.

        Only for values an engine makes itself (its legal moves); never for caller input, which
        goes through the constructor. ``args`` is (name, value) pairs in the constructor's order."""
        a = _new(cls)
        _set_kind(a, kind)
        _set_player(a, player)
        _set_args(a, args)
        _set_hash(a, None)
        _set_key(a, None)
        return a

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

    def key(self) -> tuple:
        """What the action says: kind, player and the arguments sorted by name, types spelled out."""
        k = self._key
        if k is None:
            k = (self.kind, self.player, tuple(sorted((n, _tag(v)) for n, v in self.args)))
            object.__setattr__(self, "_key", k)
        return k

    def __eq__(self, other: object) -> bool:
        if other is self:
            return True
        if other.__class__ is not Action:
            return NotImplemented
        if self.kind != other.kind or self.player != other.player:  # type: ignore[attr-defined]
            return False  # most comparisons end here, without building the sorted keys
        return self.key() == other.key()  # type: ignore[attr-defined]

    def __hash__(self) -> int:
        h = self._hash
        if h is None:
            h = hash(self.key())
            object.__setattr__(self, "_hash", h)
        return h

    def with_args(self, **changes: Any) -> Action:
        """The same action with some arguments added or replaced."""
        return Action(self.kind, self.player, **{**dict(self.args), **changes})

    def __repr__(self) -> str:
        inner = ", ".join(f"{k}={v!r}" for k, v in self.args)
        return f"Action({self.kind!r}, {self.player}{', ' if inner else ''}{inner})"

    def text(self) -> str:
        """The move without the player, e.g. ``annex square=12 cell=(1, 2)`` (logs name the player)."""
        return " ".join([self.kind, *(f"{k}={v}" for k, v in self.args)])

    @property
    def plain(self) -> str:
        """``text()`` as a property, for log templates such as ``"only possible move: {0.plain}"``."""
        return self.text()

    def __str__(self) -> str:
        return f"P{self.player + 1} {self.text()}" if self.player >= 0 else self.text()

    def __reduce__(self) -> tuple:
        # Actions cross process boundaries in simulate(); rebuild them through the constructor.
        return (_rebuild, (self.kind, self.player, self.args))

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "player": self.player, "args": {k: _thaw(v) for k, v in self.args}}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Action:
        """:raises IllegalAction: (``malformed``) naming what is wrong with ``data``."""
        if not isinstance(data, dict) or "kind" not in data or "player" not in data:
            raise _malformed(f"an action needs 'kind' and 'player', got {_short(data)}")
        unknown = set(data) - {"kind", "player", "args"}
        if unknown:
            raise _malformed(f"an action has only kind, player and args, not {sorted(map(str, unknown))}")
        args = data.get("args", {})
        if not isinstance(args, dict) or not all(isinstance(k, str) for k in args):
            raise _malformed(f"action 'args' must be an object, got {_short(args)}")
        return cls(data["kind"], data["player"], **args)


_new = object.__new__
# The slots' own setters: about twice as fast as object.__setattr__ with a name (trusted() is hot).
_set_kind = Action.kind.__set__  # type: ignore[attr-defined]
_set_player = Action.player.__set__  # type: ignore[attr-defined]
_set_args = Action.args.__set__  # type: ignore[attr-defined]
_set_hash = Action._hash.__set__  # type: ignore[attr-defined]
_set_key = Action._key.__set__  # type: ignore[attr-defined]


def _short(value: Any) -> str:
    """A bounded repr for error messages (hostile values can be huge)."""
    try:
        text = repr(value)
    except Exception:  # a repr that fails (or an int too long to print) still gets a message
        text = f"<{type(value).__name__}>"
    return text if len(text) <= 80 else text[:60] + "..."


def _rebuild(kind: str, player: int, args: tuple[tuple[str, Any], ...]) -> Action:
    return Action(kind, player, **dict(args))
