"""The state base every game's state extends: the fields all states have, a generated copy, the log line.

A game writes its state as ``@game_state class MyState(GameState): ...`` with its own fields. The
decorator makes it a slotted dataclass and generates ``copy()`` from the fields: a shallow copy
(rules replace tuples and records, never change one once built) with every cache reset to its default.

``@game_state(seldom=("legacy", ...))`` keeps the named fields, those a game rarely changes (options,
component data, module parts unused in most games), in one record that copies share by reference:
a copy then costs one store for all of them. Reading one costs a little more than reading a slot.
Writing one copies the record first if it is shared (copy on write), so the state a copy came from
never sees the change; later writes to the same state go in place.
``benchmarks/fields.py`` counts reads and writes per field to choose them.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable
from typing import Any, TypeVar, overload

from .log import EventLog

T = TypeVar("T")


def cache_field(default: Any = None, kept: bool = False) -> Any:
    """A dataclass field for per-state caches: not compared, not serialized, reset by ``copy``.

    :param kept: the copy keeps it instead: for an index that checks itself against the field it was
        built from (e.g. the same tuple object), so a copy whose move left that field alone reuses it.
    """
    meta = {"kept": True} if kept else {}
    return dataclasses.field(default=default, init=False, repr=False, compare=False, metadata=meta)


@dataclasses.dataclass(slots=True)
class GameState:
    """What every game state has. ``over`` and ``winners`` are set by core when the game ends."""

    players: int
    current_player: int  # the seat that decides now (-1 once the game is over, in some games)
    phase: str
    round: int
    rng: int  # the seeded generator's state (core/rng.py); never shown in a view
    log: EventLog
    over: bool = dataclasses.field(default=False, kw_only=True)
    winners: tuple[int, ...] = dataclasses.field(default=(), kw_only=True)
    _legal: tuple | None = cache_field()

    def say(self, kind: str, player: int | None, rule: str, template: str, *args: object) -> None:
        """Add a log line. ``template`` never names the acting player: the log shows ``P2: <text>``."""
        self.log = self.log.said(kind, player, rule, template, args)

    def copy(self: T) -> T:
        """A shallow copy with fresh caches; ``@game_state`` replaces this with a generated, faster one."""
        cls = type(self)
        new = object.__new__(cls)
        for f in dataclasses.fields(cls):
            cache = f.name.startswith("_") and not f.init and not f.metadata.get("kept")
            object.__setattr__(new, f.name, f.default if cache else getattr(self, f.name))
        return new


def _copier(cls: type, seldom: Iterable[str] = ()) -> Callable[[Any], Any]:
    """Source-generated ``copy``: one attribute load and store per field, caches set to their defaults,
    the seldom fields' record shared (one store for all of them)."""
    seldom = set(seldom)
    lines = ["def copy(self):", "    new = _new(_cls)"]
    defaults: dict[str, Any] = {}
    for f in dataclasses.fields(cls):
        if f.name in seldom:
            continue
        if f.name.startswith("_") and not f.init and not f.metadata.get("kept"):
            defaults[f"_d_{f.name}"] = f.default
            lines.append(f"    new.{f.name} = _d_{f.name}")
        else:
            lines.append(f"    new.{f.name} = self.{f.name}")
    if seldom:  # shared now, by both: the next write on either copies the record first
        lines += [
            "    self._seldom_mine = False",
            "    new._seldom = self._seldom",
            "    new._seldom_mine = False",
        ]
    lines.append("    return new")
    namespace: dict[str, Any] = {"_new": object.__new__, "_cls": cls, **defaults}
    exec("\n".join(lines), namespace)  # noqa: S102 - code generated from the class's own field names
    copy = namespace["copy"]
    copy.__doc__ = f"A shallow copy of this {cls.__name__}: shared immutable parts, fresh caches."
    copy.__qualname__ = f"{cls.__qualname__}.copy"
    return copy


def _record_class(owner: type, names: tuple[str, ...]) -> type:
    """The slotted record holding ``owner``'s seldom fields, with its own generated copy."""
    record = type(f"{owner.__name__}Seldom", (), {"__slots__": names, "__module__": owner.__module__})
    record.__qualname__ = f"{owner.__qualname__}.Seldom"
    lines = ["def copy(self):", "    new = _new(_record)"]
    lines += [f"    new.{n} = self.{n}" for n in names] + ["    return new"]
    namespace: dict[str, Any] = {"_new": object.__new__, "_record": record}
    exec("\n".join(lines), namespace)  # noqa: S102 - code generated from the field names
    record.copy = namespace["copy"]  # type: ignore[attr-defined]
    return record


def _seldom_property(record: type, name: str) -> property:
    """A field kept in the shared record: read through it; written in place while this state's copy of
    the record is its own (``_seldom_mine``), else into a fresh copy of the record (copy on write)."""
    names = record.__slots__  # type: ignore[attr-defined]

    def blank() -> Any:
        new = object.__new__(record)
        for n in names:
            setattr(new, n, None)
        return new

    source = f"""
def read(self):
    return self._seldom.{name}

def write(self, value):
    try:
        if self._seldom_mine:
            self._seldom.{name} = value
            return
        new = self._seldom.copy()
    except AttributeError:  # the first seldom field __init__ sets: no record yet
        new = _blank()
    new.{name} = value
    self._seldom = new
    self._seldom_mine = True
"""
    namespace: dict[str, Any] = {"_blank": blank}
    exec(source, namespace)  # noqa: S102 - code generated from the field's own name
    return property(namespace["read"], namespace["write"], doc=f"{name} (a seldom field: shared by copies)")


def _with_seldom(cls: type, seldom: tuple[str, ...]) -> type:
    """``cls`` as a slotted dataclass whose ``seldom`` fields live in one shared record."""
    made = dataclasses.dataclass(slots=True)(cls)  # its __init__ sets caches too; slots remade below
    own = {f.name: f for f in dataclasses.fields(made)}
    inherited = {n for base in made.__mro__[1:] for n in getattr(base, "__slots__", ())}
    for name in seldom:
        f = own.get(name)
        if f is None or name in inherited or not f.init:
            raise TypeError(f"{cls.__name__}: seldom field {name!r} is not one of its own init fields")
    namespace = dict(made.__dict__)
    for name in own:
        namespace.pop(name, None)  # the slot descriptors of the first build
    namespace.pop("__dict__", None)
    namespace.pop("__weakref__", None)
    kept = tuple(n for n in own if n not in inherited and n not in seldom)
    namespace["__slots__"] = kept + ("_seldom", "_seldom_mine")
    record = _record_class(cls, seldom)
    for name in seldom:
        namespace[name] = _seldom_property(record, name)
    rebuilt = type(made)(made.__name__, made.__bases__, namespace)
    rebuilt.__qualname__ = made.__qualname__
    rebuilt.Seldom = record  # type: ignore[attr-defined]
    return rebuilt


@overload
def game_state(cls: type[T]) -> type[T]: ...
@overload
def game_state(*, seldom: tuple[str, ...] = ()) -> Callable[[type[T]], type[T]]: ...
def game_state(cls: Any = None, *, seldom: tuple[str, ...] = ()) -> Any:
    """Make ``cls`` (a subclass of GameState) a slotted dataclass with a generated ``copy``.

    :param seldom: fields kept in one record that copies share (see the module's docstring).
    :raises TypeError: ``cls`` does not extend GameState, or a seldom name is not one of its own fields.
    """

    def make(cls: type[T]) -> type[T]:
        if not issubclass(cls, GameState):
            raise TypeError(f"{cls.__name__} must extend boardkit.core.GameState")
        made = _with_seldom(cls, tuple(seldom)) if seldom else dataclasses.dataclass(slots=True)(cls)
        made.copy = _copier(made, seldom)  # type: ignore[attr-defined]
        if seldom:  # copy.copy would otherwise leave two states each taking the shared record for its own
            made.__copy__ = made.copy  # type: ignore[attr-defined]
        return made

    return make if cls is None else make(cls)
