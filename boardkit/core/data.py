"""Component data: JSON files beside each game's rules, a schema per table, and a user's corrections.

Every record says where it comes from (``source``: a rulebook line, or ``assumed`` with a
``reason``). A game declares its tables (``Table`` with ``Field``s) and a ``ComponentData``
subclass that turns the records into the lookup tables its rules read. ``new_game(..., data=...)``
takes a user's corrections, whole files or single values, checks them against the schema (errors
name file, record and field), and builds a new, immutable ``ComponentData`` that the state carries;
the shipped data is never touched.
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Mapping
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from typing import Any, ClassVar

from .errors import DataError

_RULE_REF = re.compile(r"^l\.\s?\d+")
TEXT_FIELDS = ("source", "reason", "note")  # free text on any record; a user may change it
USER_SOURCE = "user"  # the source of a record a user corrected without naming a source
_MAX_OVERRIDE = 5_000_000  # characters of an override file


def load_json(package: str, name: str) -> Any:
    """A JSON file shipped inside ``package`` (works from a wheel, a checkout and Pyodide)."""
    return json.loads(resources.files(package).joinpath(name).read_text(encoding="utf-8"))


def check_sources(records: list[dict[str, Any]], file: str, table: str | None = None) -> None:
    """Every shipped record says where it comes from: a rulebook line, or 'assumed' with a reason."""
    for i, rec in enumerate(records):
        ident = rec.get("id", i)
        src = rec.get("source")
        if not isinstance(src, str) or not src:
            raise DataError(file, "is missing", record=ident, field="source", table=table)
        if src == "assumed":
            if not rec.get("reason"):
                raise DataError(file, "'assumed' needs a 'reason'", record=ident, field="reason", table=table)
        elif not _RULE_REF.match(src):
            raise DataError(
                file,
                f"must be 'assumed' or a line like 'l.106', got {src!r}",
                record=ident,
                field="source",
                table=table,
            )


# --- schema -------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Field:
    """One field of a table's records.

    ``type``: ``int``, ``str``, ``bool``, ``list[int]``, ``list[str]``, ``dict[str,int]``,
    ``dict[str,str]`` or ``json`` (any JSON value: a structure the rules read whole, e.g. a card's effects). ``min``/``max`` bound an int (or every int inside a list or dict);
    ``choices`` lists the allowed values (of a str, or of the items of a list). ``fixed``: the
    rules are built on it (a board's structure, a deck's composition), so a user may not change it.
    """

    name: str
    type: str
    meaning: str = ""
    min: int | None = None
    max: int | None = None
    choices: tuple[Any, ...] | None = None
    optional: bool = False
    fixed: bool = False

    def expected(self) -> str:
        """The allowed values in words, for messages and docs: 'int >= 0', 'str, one of a, b'."""
        text = self.type
        if self.min is not None and self.max is not None:
            text += f" from {self.min} to {self.max}"
        elif self.min is not None:
            text += f" >= {self.min}"
        elif self.max is not None:
            text += f" <= {self.max}"
        if self.choices is not None:
            text += f", one of {', '.join(map(str, self.choices))}"
        return text

    def problem(self, value: Any) -> str | None:
        """None when ``value`` fits this field, else what is wrong, e.g. "expected int >= 0, got 'x'"."""
        if self.optional and value is None:
            return None
        base, _, inner = self.type.partition("[")
        if base == "list":
            items = value if isinstance(value, list) else None
        elif base == "dict":
            items = list(value.values()) if isinstance(value, dict) else None
            if items is not None and not all(isinstance(k, str) for k in value):
                items = None
        else:
            items = [value]
        item_type = inner.rstrip("]").split(",")[-1] if inner else base
        if items is None or not all(_is(item_type, v) for v in items):
            return f"expected {self.expected()}, got {_brief(value)}"
        for v in items:
            if item_type == "int" and (
                (self.min is not None and v < self.min) or (self.max is not None and v > self.max)
            ):
                return f"expected {self.expected()}, got {_brief(value)}"
            if self.choices is not None and v not in self.choices:
                return f"expected {self.expected()}, got {_brief(value)}"
        return None


def _is(kind: str, value: Any) -> bool:
    if kind == "json":
        return True  # read from a JSON file or checked by the game's own rules across records
    if kind == "int":
        return isinstance(value, int) and not isinstance(value, bool)
    if kind == "str":
        return isinstance(value, str)
    if kind == "bool":
        return isinstance(value, bool)
    raise ValueError(f"unknown schema type {kind!r}")


def _brief(value: Any) -> str:
    try:
        text = repr(value)
    except ValueError:  # an int too long to print
        return "a huge number"
    except RecursionError:
        return "a value nested too deeply"
    return text if len(text) <= 60 else text[:50] + "..."


@dataclass(frozen=True)
class Table:
    """The records of one data file (or of one key of it): name, file, fields, what they describe."""

    name: str
    file: str
    fields: tuple[Field, ...]
    section: str | None = None  # the key of the file holding the records; None: the file is the list
    meaning: str = ""
    key: str = "id"

    def field(self, name: str) -> Field | None:
        return next((f for f in self.fields if f.name == name), None)

    def error(self, detail: str, record: object = None, field: str | None = None) -> DataError:
        # A file holding several tables names the table too ("setup.json: prices record 'corn'").
        table = self.section if self.section and self.section != Path(self.file).stem else None
        return DataError(self.file, detail, record=record, field=field, table=table)

    def check(self, records: Any) -> None:
        """A shipped table must follow its schema: a list of records, ids unique, every field typed."""
        if not isinstance(records, list):
            raise self.error(f"expected a list of records, got {_brief(records)}")
        seen: set[str] = set()
        allowed = {self.key, *TEXT_FIELDS, *(f.name for f in self.fields)}
        for i, rec in enumerate(records):
            if not isinstance(rec, dict) or self.key not in rec:
                raise self.error(f"record {i} is not an object with {self.key!r}")
            ident = rec[self.key]
            if str(ident) in seen:
                raise self.error("appears twice", record=ident, field=self.key)
            seen.add(str(ident))
            for name in rec:
                if name not in allowed:
                    raise self.error("unknown field", record=ident, field=name)
            for f in self.fields:
                if f.name not in rec:
                    if not f.optional:
                        raise self.error("is missing", record=ident, field=f.name)
                    continue
                problem = f.problem(rec[f.name])
                if problem:
                    raise self.error(problem, record=ident, field=f.name)
        check_sources(records, self.file, self.section)


def fixed(name: str, type: str, meaning: str = "", **limits: Any) -> Field:
    """A field the rules are built on (a board's structure, a deck's composition): checked, never corrected."""
    return Field(name, type, meaning, fixed=True, **limits)


def data_table(
    name: str, fields: tuple[Field, ...], meaning: str, section: str | None = None, file: str | None = None
) -> Table:
    """The table ``name`` of a game's ``data/<name>.json`` (or of ``file``, when several tables share one)."""
    return Table(name, file or f"data/{name}.json", fields, section=section, meaning=meaning)


# --- a user's corrections -----------------------------------------------------------------------

Diff = dict[str, dict[str, dict[str, Any]]]  # table -> record id (text) -> field -> corrected value


def read_override(data: Any, tables: tuple[Table, ...], shipped: Mapping[str, tuple[dict, ...]]) -> Diff:
    """A user's corrections as {table: {record id: {field: value}}}, only values that differ from the shipped.

    ``data`` is a path to a JSON file or a dict. Its keys are table names (``"buildings"``) or file
    names (``"buildings.json"``); a table takes a list of whole records (merged by id) or a dict
    ``{record id: {field: value}}``; a file takes its own shape (a copy of the shipped file).

    :raises DataError: naming file, record and field; nothing is changed.
    """
    if isinstance(data, str | os.PathLike):
        data = _read_file(Path(data), tables)
    if not isinstance(data, dict):
        raise DataError("data", f"expected a dict or the path of a JSON file, got {_brief(data)}")
    by_name = {t.name: t for t in tables}
    by_file: dict[str, list[Table]] = {}
    for t in tables:
        by_file.setdefault(t.file, []).append(t)
    diff: Diff = {}
    for key, value in data.items():
        if key in by_name:
            _table_override(by_name[key], value, shipped[key], diff)
        elif key in by_file:
            parts = by_file[key]
            if len(parts) == 1 and parts[0].section is None:
                _table_override(parts[0], value, shipped[parts[0].name], diff)
                continue
            if not isinstance(value, dict):
                raise DataError(key, f"expected an object with {_names(t.section for t in parts)}")
            for section, records in value.items():
                table = next((t for t in parts if t.section == section), None)
                if table is None:
                    raise DataError(
                        key, f"unknown table {section!r}; its tables: {_names(t.section for t in parts)}"
                    )
                _table_override(table, records, shipped[table.name], diff)
        else:
            known = _names([*by_name, *by_file])
            raise DataError(str(key), f"unknown data file or table; this game has {known}")
    return {t.name: diff[t.name] for t in tables if diff.get(t.name)}  # canonical order


def _names(items: Any) -> str:
    return ", ".join(repr(x) for x in items)


def _read_file(path: Path, tables: tuple[Table, ...]) -> Any:
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise DataError(str(path), f"cannot be read: {exc.strerror or exc}") from None
    if len(text) > _MAX_OVERRIDE:
        raise DataError(path.name, f"{len(text)} characters is too long for component data")
    try:
        content = json.loads(text)
    except (ValueError, RecursionError) as exc:
        raise DataError(path.name, f"is not JSON: {exc}") from None
    if isinstance(content, list):  # a copy of a file that is one list (e.g. squares.json): named by its file
        match = [t for t in tables if t.section is None and path.stem in (t.name, Path(t.file).stem)]
        if not match:
            raise DataError(
                path.name, f"a list of records, but no data file of this game is called {path.name!r}"
            )
        return {match[0].name: content}
    return content


def _table_override(table: Table, value: Any, shipped: tuple[dict, ...], diff: Diff) -> None:
    by_id = {str(r[table.key]): r for r in shipped}
    if isinstance(value, list):
        pairs = []
        for i, rec in enumerate(value):
            if not isinstance(rec, dict) or table.key not in rec:
                raise table.error(f"record {i} of the correction is not an object with {table.key!r}")
            pairs.append((rec[table.key], rec))
    elif isinstance(value, dict):
        pairs = list(value.items())
    else:
        raise table.error(
            f"expected a list of records or {{record id: {{field: value}}}}, got {_brief(value)}"
        )
    out = diff.setdefault(table.name, {})
    for ident, fields in pairs:
        base = by_id.get(str(ident))
        if base is None:
            sample = _names(list(by_id)[:6]) + (", ..." if len(by_id) > 6 else "")
            raise table.error(f"unknown record; records are {sample}", record=ident)
        if not isinstance(fields, dict):
            raise table.error(f"expected {{field: value}}, got {_brief(fields)}", record=ident)
        changed = out.get(str(ident), {})
        for name, v in fields.items():
            if name == table.key:
                if str(v) != str(ident):
                    raise table.error(f"is {ident!r} here, got {_brief(v)}", record=ident, field=name)
                continue
            f = table.field(name)
            if f is None and name not in TEXT_FIELDS:
                known = _names([g.name for g in table.fields] + list(TEXT_FIELDS))
                raise table.error(f"unknown field; fields are {known}", record=ident, field=name)
            problem = (
                f.problem(v) if f else (None if isinstance(v, str) and v else "expected a non-empty str")
            )
            if problem:
                raise table.error(problem, record=ident, field=name)
            if v == base.get(name):
                continue
            if f is not None and f.fixed:
                raise table.error(
                    f"cannot be corrected (the rules are built on it); shipped value {_brief(base.get(name))}",
                    record=ident,
                    field=name,
                )
            changed[name] = v
        if changed:
            out[str(ident)] = changed


def merge(tables: tuple[Table, ...], shipped: Mapping[str, tuple[dict, ...]], diff: Diff) -> dict[str, tuple]:
    """New record tuples with the corrections applied; the shipped records are copied, never changed.

    A record whose values changed and whose correction names no ``source`` gets ``source: user``.
    """
    out: dict[str, tuple] = {}
    for t in tables:
        changes = diff.get(t.name)
        if not changes:
            out[t.name] = shipped[t.name]
            continue
        recs = []
        for rec in shipped[t.name]:
            fix = changes.get(str(rec[t.key]))
            if fix:
                new = {**rec, **fix}
                if "source" not in fix and any(k not in TEXT_FIELDS for k in fix):
                    new["source"] = USER_SOURCE
                    new["reason"] = f"corrected by the user (shipped: {rec.get('source')})"
                if new.get("source") == "assumed" and not new.get("reason"):
                    raise t.error("'assumed' needs a 'reason'", record=rec[t.key], field="reason")
                rec = new
            recs.append(rec)
        out[t.name] = tuple(recs)
    return out


# --- the data a state carries -------------------------------------------------------------------

_BUILT: dict[tuple[type, str], ComponentData] = {}  # the data of the last few corrections, by their text
_BUILT_KEPT = 16


class ComponentData:
    """One game's component data, shipped or corrected: immutable, shared by every state that uses it.

    A game subclasses it with ``PACKAGE`` and ``TABLES``, works out its lookup tables in ``derive``
    and its cross-record rules in ``check`` (both raise ``DataError``), and sets ``DEFAULT =
    Sub.shipped()`` once. States hold it in a ``data`` field; JSON stores only the corrections.
    """

    PACKAGE: ClassVar[str] = ""
    TABLES: ClassVar[tuple[Table, ...]] = ()
    DEFAULT: ClassVar[ComponentData]

    def __init__(self, tables: dict[str, tuple[dict, ...]], override: Diff) -> None:
        self.tables = tables
        self.override = override
        self._text = json.dumps(override, sort_keys=True)
        self.derive()
        self.check()

    def derive(self) -> None:
        """Set the lookup tables the rules read (tuples indexed like the state's)."""

    def check(self) -> None:
        """Raise ``DataError`` for data that breaks a rule of the game across records."""

    @classmethod
    def shipped(cls) -> ComponentData:
        """The data files shipped with the game, checked against their schema."""
        files: dict[str, Any] = {}
        tables: dict[str, tuple[dict, ...]] = {}
        for t in cls.TABLES:
            if t.file not in files:
                files[t.file] = load_json(cls.PACKAGE, t.file)
            content = files[t.file]
            records = content if t.section is None else content.get(t.section)
            t.check(records)
            tables[t.name] = tuple(records)
        return cls(tables, {})

    @classmethod
    def build(cls, data: Any = None) -> ComponentData:
        """The shipped data with ``data`` (a dict or the path of a JSON file) applied; see ``read_override``.

        :raises DataError: naming file, record and field; nothing shipped or shared is changed.
        """
        if data is None:
            return cls.DEFAULT
        if isinstance(data, cls):
            return data
        base = cls.DEFAULT
        diff = read_override(data, cls.TABLES, base.tables)
        if not diff:
            return base
        # The same correction gives the same (immutable) data: states read from JSON or a saved game
        # share one, so its lookup tables are worked out once.
        key = (cls, json.dumps(diff, sort_keys=True))
        got = _BUILT.get(key)
        if got is None:
            got = cls(merge(cls.TABLES, base.tables, diff), diff)
            if len(_BUILT) >= _BUILT_KEPT:
                del _BUILT[next(iter(_BUILT))]
            _BUILT[key] = got
        return got

    def records(self, table: str) -> list[dict[str, Any]]:
        """Copies of one table's records (a user may change them and pass them back as ``data``)."""
        if table not in self.tables:
            raise DataError(table, f"unknown data table; this game has {_names(self.tables)}")
        return json.loads(json.dumps(list(self.tables[table])))

    def table(self, name: str) -> Table:
        return next(t for t in self.TABLES if t.name == name)

    def corrected(self, table: str, ident: Any) -> bool:
        return str(ident) in self.override.get(table, {})

    @property
    def is_shipped(self) -> bool:
        return not self.override

    def to_json(self) -> dict[str, Any]:
        """Only the corrections: the shipped files rebuild the rest (``from_json`` checks them again)."""
        return json.loads(self._text)

    @classmethod
    def from_json(cls, data: Any) -> ComponentData:
        try:
            return cls.build(data)
        except DataError as exc:  # inside a state the whole message is the detail of the field 'data'
            raise ValueError(str(exc)) from None

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and other._text == self._text  # type: ignore[attr-defined]

    def __hash__(self) -> int:
        return hash(self._text)

    def __repr__(self) -> str:
        n = sum(len(v) for v in self.override.values())
        return f"<{type(self).__name__}: shipped data{f' with {n} corrected record(s)' if n else ''}>"
