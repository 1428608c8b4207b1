"""The event log: who did what, in words, with the rule it follows.

Stored as a persistent linked list so that appending in ``apply`` is O(1)
and a new state shares its whole history with the old one.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any


class Event:
    """One thing that happened. ``text`` is formatted only when read (playouts never read it)."""

    __slots__ = ("kind", "player", "rule", "template", "args", "action")

    def __init__(
        self, kind: str, player: int | None, rule: str, template: str, args: tuple = (), action: Any = None
    ) -> None:
        self.kind = kind
        self.player = player
        self.rule = rule
        self.template = template
        self.args = args
        self.action = action  # the move itself, kept for moves core played automatically

    @property
    def text(self) -> str:
        return self.template.format(*self.args) if self.args else self.template

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Event):
            return NotImplemented
        return self.to_json() == other.to_json()

    def __hash__(self) -> int:
        return hash((self.kind, self.player, self.rule, self.text))

    def __repr__(self) -> str:
        return f"Event({self.kind!r}, P{'-' if self.player is None else self.player + 1}, {self.text!r}, {self.rule!r})"

    def __str__(self) -> str:
        who = "" if self.player is None else f"P{self.player + 1}: "
        rule = f" [{self.rule}]" if self.rule else ""
        return f"{who}{self.text}{rule}"

    def to_json(self) -> dict[str, Any]:
        out = {"kind": self.kind, "player": self.player, "rule": self.rule, "text": self.text}
        if self.action is not None:
            out["action"] = self.action.to_json()
        return out

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Event:
        """:raises ValueError: naming the missing or mistyped key."""
        if not isinstance(data, dict):
            raise ValueError(f"a log entry is an object, not {type(data).__name__}")
        for key, kinds in (("kind", str), ("player", (int, type(None))), ("rule", str), ("text", str)):
            if key not in data:
                raise ValueError(f"a log entry needs {key!r}")
            if not isinstance(data[key], kinds) or isinstance(data[key], bool):
                raise ValueError(f"log entry {key!r} has the wrong type: {type(data[key]).__name__}")
        unknown = set(data) - {"kind", "player", "rule", "text", "action"}
        if unknown:
            raise ValueError(f"a log entry has no keys {sorted(map(str, unknown))}")
        action = None
        if data.get("action") is not None:
            from .action import Action

            action = Action.from_json(data["action"])
        return cls(data["kind"], data["player"], data["rule"], data["text"], action=action)


_new = object.__new__


class EventLog:
    """Immutable log; ``log.add(event)`` returns a longer log sharing this one."""

    __slots__ = ("_event", "_prev", "_size")

    def __init__(self, event: Event | None = None, prev: EventLog | None = None) -> None:
        self._event = event
        self._prev = prev
        self._size = 0 if event is None else (prev._size if prev is not None else 0) + 1

    def add(self, event: Event) -> EventLog:
        return EventLog(event, self)

    def said(self, kind: str, player: int | None, rule: str, template: str, args: tuple) -> EventLog:
        """``add(Event(kind, player, rule, template, args))`` without the calls: one per log line."""
        e = _new(Event)
        e.kind, e.player, e.rule, e.template, e.args, e.action = kind, player, rule, template, args, None
        node = _new(EventLog)
        node._event, node._prev, node._size = e, self, self._size + 1
        return node

    def __len__(self) -> int:
        return self._size

    def __iter__(self) -> Iterator[Event]:
        return iter(self.events())

    def events(self) -> list[Event]:
        out: list[Event] = []
        node: EventLog | None = self
        while node is not None and node._event is not None:
            out.append(node._event)
            node = node._prev
        out.reverse()
        return out

    def __getitem__(self, index: int | slice) -> Any:
        return self.events()[index]

    def since(self, older: EventLog) -> list[Event]:
        """The events added after ``older`` (an ancestor of this log)."""
        out: list[Event] = []
        node: EventLog | None = self
        while node is not None and node is not older and node._size > len(older):
            out.append(node._event)  # type: ignore[arg-type]
            node = node._prev
        out.reverse()
        return out

    def extends(self, older: EventLog) -> list[Event] | None:
        """The events added after ``older`` if this log is ``older`` with lines added, else None
        (``older`` is not an ancestor: an undo, another branch, a log read back from JSON)."""
        out: list[Event] = []
        node: EventLog | None = self
        while node is not None and node is not older and node._size > older._size:
            out.append(node._event)  # type: ignore[arg-type]
            node = node._prev
        if node is not older and not (older._size == 0 and (node is None or node._size == 0)):
            return None
        out.reverse()
        return out

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, EventLog):
            return NotImplemented
        return self is other or (self._size == other._size and self.events() == other.events())

    def __hash__(self) -> int:
        return hash(tuple(self.events()))

    def __repr__(self) -> str:
        return f"EventLog({self._size} events)"

    def to_json(self) -> list[dict[str, Any]]:
        return [e.to_json() for e in self.events()]

    @classmethod
    def from_json(cls, data: list[dict[str, Any]]) -> EventLog:
        if not isinstance(data, list):
            raise ValueError(f"the log is a list of entries, not {type(data).__name__}")
        log = cls()
        for i, item in enumerate(data):
            try:
                event = Event.from_json(item)
            except ValueError as exc:
                raise ValueError(f"entry {i}: {exc}") from None
            log = log.add(event)
        return log
