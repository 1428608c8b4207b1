"""What a game declares once: its phases with their moves, the moves' arguments, its options, its secrets.

Core reads these declarations to dispatch moves, to check them in a fixed order, to validate
``new_game`` arguments and to strip secrets from views, so no game writes that machinery again.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .action import Action

CELL = "cell"  # an argument that is a pair of integers, e.g. a grid cell (x, y)
NAMES = "names"  # an argument that is a list of strings, e.g. buildings given up together
_NO_DEFAULT = object()
_OMIT = object()  # an argument that may be left out, and then means nothing


def _is_int(v: Any) -> bool:
    return v.__class__ is int


def _is_cell(v: Any) -> bool:
    return v.__class__ is tuple and len(v) == 2 and _is_int(v[0]) and _is_int(v[1])


_CHECKS = {
    int: (_is_int, "an integer"),
    str: (lambda v: v.__class__ is str, "a string"),
    bool: (lambda v: v.__class__ is bool, "true or false"),
    None: (lambda v: v is None, "null"),
    CELL: (_is_cell, "a pair of integers"),
    NAMES: (lambda v: v.__class__ is tuple and all(x.__class__ is str for x in v), "a list of strings"),
}


@dataclass(frozen=True)
class Arg:
    """One argument of a move: its type (or several alternatives) and, if it may be left out, its default."""

    types: tuple[Any, ...]
    default: Any = _NO_DEFAULT

    @property
    def optional(self) -> bool:
        return self.default is not _NO_DEFAULT

    @property
    def has_default(self) -> bool:
        return self.default is not _NO_DEFAULT and self.default is not _OMIT

    def accepts(self, value: Any) -> bool:
        return any(_CHECKS[t][0](value) for t in self.types)

    def describe(self) -> str:
        return " or ".join(_CHECKS[t][1] for t in self.types)


def arg(*types: Any, default: Any = _NO_DEFAULT, omit: bool = False) -> Arg:
    """``arg(int)``, ``arg(str, None)``, ``arg(bool, default=False)``, ``arg(CELL)``, ``arg(str, omit=True)``.

    ``default``: an omitted argument means this value. ``omit``: the argument may be left out
    and then means nothing (the move has another shape, e.g. a benefit with or without a count).
    """
    for t in types:
        if t not in _CHECKS:
            raise TypeError(f"unknown argument type {t!r}; use int, str, bool, None, CELL or NAMES")
    return Arg(tuple(types), _OMIT if omit else default)


class Move:
    """A kind of move and its named arguments: ``Move("annex", square=int, cell=CELL, replace=arg(bool, default=False))``."""

    __slots__ = ("kind", "summary", "args", "secret", "_defaults")

    def __init__(self, kind: str, summary: str = "", *, secret: bool = False, **args: Any) -> None:
        self.kind = kind
        self.summary = summary
        # A secret move's arguments are seen by its player only (a sealed bid): its log line must not
        # name them, and a bot does not follow its search tree across it (bots.moves_between).
        self.secret = secret
        self.args: dict[str, Arg] = {n: a if isinstance(a, Arg) else arg(a) for n, a in args.items()}
        self._defaults = {n: a.default for n, a in self.args.items() if a.has_default}

    def problem(self, action: Action) -> str | None:
        """What makes ``action`` no well-formed move of this kind, or None."""
        given = dict(action.args)
        unknown = [n for n in given if n not in self.args]
        if unknown:
            names = ", ".join(self.args) or "none"
            return f"'{self.kind}' has no argument {', '.join(map(repr, unknown))} (its arguments: {names})"
        for name, spec in self.args.items():
            if name not in given:
                if not spec.optional:
                    return f"'{self.kind}' needs the argument {name!r} ({spec.describe()})"
            elif not spec.accepts(given[name]):
                return f"'{self.kind}' argument {name!r} must be {spec.describe()}, got {given[name]!r}"
        return None

    def complete(self, action: Action) -> Action:
        """``action`` with its omitted arguments set to their defaults (an omitted default means the default)."""
        if not self._defaults:
            return action
        missing = {n: v for n, v in self._defaults.items() if action.get(n, _NO_DEFAULT) is _NO_DEFAULT}
        return action.with_args(**missing) if missing else action

    def __repr__(self) -> str:
        return f"Move({self.kind!r}, {', '.join(self.args)})"


@dataclass(frozen=True)
class Phase:
    """A phase in teaching order.

    ``moves`` are the action kinds allowed in it; ``rules`` is the module (or object) that holds the
    phase's ``legal(state)``, ``apply(state, action)`` and ``why_not(state, action)``. Phases that
    only teach (the end, scoring) have neither. ``steps`` name the decisions inside the phase.
    """

    id: str
    title: str
    summary: str
    rule: str  # where the rulebook says it, e.g. "l.53-69"
    moves: tuple[str, ...] = ()
    steps: tuple[str, ...] = ()
    rules: Any = field(default=None, compare=False, repr=False)


@dataclass(frozen=True)
class Option:
    """A ``new_game`` option: its type, default, allowed values and which other options it needs or excludes."""

    name: str
    type: type
    default: Any
    summary: str
    rule: str = ""
    allowed: tuple[Any, ...] | None = None
    requires: tuple[str, ...] = ()
    excludes: tuple[str, ...] = ()


@dataclass(frozen=True)
class Secret:
    """Something a player may not see, declared once per game.

    ``path`` is a dotted path into the state with ``*`` for every item of a tuple or dict
    (``"stack"``, ``"stacks.*"``, ``"seats.*.vp"``). ``kind``:

    - ``"order"``: the order is hidden, the contents are known (a shuffled stack whose pieces are public);
      views see it sorted, ``determinize`` shuffles it;
    - ``"own"``: only the seat it belongs to (the ``*`` index) sees it; others see an empty value.
      ``determinize`` keeps it: declare "own" only for values the others could work out (VP won in the open);
    - ``"hand"``: a tuple only its owner sees (cards in hand, a secret objective); others see a tuple of
      ``None`` of the same length, so the count stays public. ``pool`` names the "order" secret the items
      come from (the deck): its contents are then hidden too, and ``determinize`` deals the other seats'
      items and the pool's anew, in the same sizes.

    Once the game is over, "own" and "hand" secrets are shown (the final scoring reveals them).
    """

    path: str
    kind: str
    rule: str
    summary: str
    pool: str | None = None

    def __post_init__(self) -> None:
        if self.kind not in ("order", "own", "hand"):
            raise ValueError(f"secret kind must be 'order', 'own' or 'hand', not {self.kind!r}")
        if self.kind in ("own", "hand") and "*" not in self.path:
            raise ValueError(
                f"an {self.kind!r} secret needs a '*' for the owner's seat in its path: {self.path!r}"
            )
        if self.pool is not None and self.kind != "hand":
            raise ValueError(
                f"only a 'hand' secret draws from a pool, not an {self.kind!r} one: {self.path!r}"
            )
