"""JSON for game states, driven by the dataclasses' type hints (never pickle).

``encode(obj)`` gives plain JSON values; ``decode(cls, data)`` rebuilds the exact
object. Tuples, frozensets, dicts with non-string keys, enums, nested dataclasses
and any class with ``to_json``/``from_json`` are supported. Fields whose name
starts with ``_`` are caches and are not stored.
"""

from __future__ import annotations

import dataclasses
import enum
import json
import types
import typing
from collections.abc import Callable
from functools import cache
from typing import Any

from .errors import StateError

Codec = tuple[Callable[[Any], Any], Callable[[Any], Any]]
_BAD = (ValueError, TypeError, KeyError, IndexError, AttributeError)


def _at(where: object, exc: Exception) -> StateError:
    """``exc`` raised inside item ``where``: a StateError whose field is the dotted path to it."""
    inner = getattr(exc, "field", "")
    detail = getattr(exc, "detail", None) or str(exc)
    return StateError(f"{where}.{inner}" if inner else str(where), detail)


def _each(dec: Callable[[Any], Any], items: list) -> list:
    out = []
    for i, v in enumerate(items):
        try:
            out.append(dec(v))
        except _BAD as exc:
            raise _at(i, exc) from None
    return out


def _brief(x: Any) -> str:
    """A short repr for messages: hostile values may be huge."""
    try:
        text = repr(x)
    except ValueError:  # an int too long to print
        return "a huge number"
    return text if len(text) <= 60 else text[:50] + "..."


def _pair(x: Any) -> tuple[Any, Any]:
    if not isinstance(x, list) or len(x) != 2:
        raise ValueError(f"expected a [key, value] pair, got {_brief(x)}")
    return x[0], x[1]


def _identity(x: Any) -> Any:
    return x


def _check(kind: type | tuple[type, ...], what: str) -> Callable[[Any], Any]:
    kinds = kind if isinstance(kind, tuple) else (kind,)
    bool_ok = bool in kinds

    def dec(x: Any) -> Any:
        # bool is an int in Python but not in a state: reject True where a number belongs.
        if not isinstance(x, kind) or (isinstance(x, bool) and not bool_ok):
            raise ValueError(f"expected {what}, got {_brief(x)}")
        return x

    return dec


@cache
def codec_for(tp: Any) -> Codec:
    """Encoder and decoder for a type hint, built once per type."""
    if tp is Any:
        return _identity, _identity
    if tp is type(None) or tp is None:
        return _identity, _check(type(None), "null")
    if tp is bool:
        return _identity, _check(bool, "a boolean")
    if tp is int:
        return _identity, _check(int, "an integer")
    if tp is float:
        return _identity, lambda x: float(_check((int, float), "a number")(x))
    if tp is str:
        return _identity, _check(str, "a string")

    origin = typing.get_origin(tp)
    args = typing.get_args(tp)

    if origin is typing.Literal:
        allowed = set(args)

        def dec_lit(x: Any) -> Any:
            if x not in allowed:
                raise ValueError(f"expected one of {sorted(map(str, allowed))}, got {_brief(x)}")
            return x

        return _identity, dec_lit

    if origin in (typing.Union, types.UnionType):
        members = [a for a in args if a is not type(None)]
        if len(members) == 1 and len(args) == 2:
            enc_m, dec_m = codec_for(members[0])
            return (lambda x: None if x is None else enc_m(x)), (lambda x: None if x is None else dec_m(x))
        # A union of plain JSON scalars: values carry their own type.
        if all(a in (int, str, float, bool, type(None)) for a in args):
            return _identity, _check(tuple(a for a in args), " or ".join(a.__name__ for a in args))
        raise TypeError(f"codec: unions other than Optional or of scalars are not supported: {tp}")

    if origin is tuple:
        if len(args) == 2 and args[1] is Ellipsis:
            enc_i, dec_i = codec_for(args[0])
            if enc_i is _identity:
                return list, lambda x: tuple(_each(dec_i, _as_list(x)))
            return (lambda x: [enc_i(v) for v in x]), (lambda x: tuple(_each(dec_i, _as_list(x))))
        parts = [codec_for(a) for a in args]

        def dec_fixed(x: Any) -> tuple:
            x = _as_list(x)
            if len(x) != len(parts):
                raise ValueError(f"expected {len(parts)} items, got {len(x)}")
            return tuple(_each(lambda iv: iv[0](iv[1]), [(d, v) for (_, d), v in zip(parts, x, strict=True)]))

        return (lambda x: [e(v) for (e, _), v in zip(parts, x, strict=True)]), dec_fixed

    if origin in (list, frozenset, set):
        enc_i, dec_i = codec_for(args[0] if args else Any)
        if origin is list:
            return (lambda x: [enc_i(v) for v in x]), (lambda x: _each(dec_i, _as_list(x)))
        build = frozenset if origin is frozenset else set

        def enc_set(x: Any) -> list:
            # Sets have no order: sort the encoded items so equal sets give equal text.
            return sorted((enc_i(v) for v in x), key=lambda v: json.dumps(v, sort_keys=True))

        return enc_set, lambda x: build(_each(dec_i, _as_list(x)))

    if origin is dict:
        kt, vt = args if args else (str, Any)
        enc_k, dec_k = codec_for(kt)
        enc_v, dec_v = codec_for(vt)
        if kt is str:
            return (lambda x: {k: enc_v(v) for k, v in x.items()}), (
                lambda x: {dec_k(k): dec_v(v) for k, v in _as_dict(x).items()}
            )

        def dec_pairs(x: Any) -> dict:
            out = {}
            for i, item in enumerate(_as_list(x)):
                try:
                    k, v = _pair(item)
                    out[dec_k(k)] = dec_v(v)
                except _BAD as exc:
                    raise _at(i, exc) from None
            return out

        return (lambda x: [[enc_k(k), enc_v(v)] for k, v in x.items()]), dec_pairs

    if isinstance(tp, type) and issubclass(tp, enum.Enum):
        return (lambda x: x.value), (lambda x: tp(x))

    if isinstance(tp, type) and dataclasses.is_dataclass(tp):
        return _dataclass_codec(tp)

    if isinstance(tp, type) and hasattr(tp, "to_json") and hasattr(tp, "from_json"):
        return (lambda x: x.to_json()), tp.from_json

    raise TypeError(f"codec: no JSON form for {tp!r}")


def _as_list(x: Any) -> list:
    if not isinstance(x, list):
        raise ValueError(f"expected a list, got {_brief(x)}")
    return x


def _as_dict(x: Any) -> dict:
    if not isinstance(x, dict):
        raise ValueError(f"expected an object, got {_brief(x)}")
    return x


def _dataclass_codec(cls: type) -> Codec:
    hints = typing.get_type_hints(cls)
    fields = [f for f in dataclasses.fields(cls) if not f.name.startswith("_") and f.init]
    # Codecs of the fields are looked up lazily so that recursive types work.
    names = [f.name for f in fields]

    def enc(obj: Any) -> dict:
        return {n: codec_for(hints[n])[0](getattr(obj, n)) for n in names}

    def dec(data: Any) -> Any:
        data = _as_dict(data)
        unknown = set(data) - set(names)
        if unknown:
            raise ValueError(f"{cls.__name__}: unknown field(s) {sorted(unknown)[:5]}")
        kwargs = {}
        for f in fields:
            if f.name not in data:
                if f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING:
                    raise StateError(f.name, f"{cls.__name__} needs this field")
                continue
            try:
                kwargs[f.name] = codec_for(hints[f.name])[1](data[f.name])
            except _BAD as exc:
                raise _at(f.name, exc) from None
        return cls(**kwargs)

    return enc, dec


def encode(obj: Any, tp: Any = None) -> Any:
    """Plain JSON values for ``obj`` (of type ``tp``, by default its own class)."""
    return codec_for(tp if tp is not None else type(obj))[0](obj)


def decode(tp: Any, data: Any) -> Any:
    """Rebuild an object of type ``tp`` from ``encode``'s output; ValueError names the bad field."""
    return codec_for(tp)[1](data)


def dumps(obj: Any, tp: Any = None) -> str:
    return json.dumps(encode(obj, tp), ensure_ascii=False, separators=(",", ":"))


def loads(tp: Any, text: str) -> Any:
    return decode(tp, json.loads(text))


def parse_text(text: Any, what: str, max_chars: int, error: Callable[[str, str], Exception]) -> Any:
    """JSON values from ``text`` (a game state, a saved game ...), refusing what is not text, too long,
    too deeply nested or not JSON with ``error(field, message)``."""
    if not isinstance(text, str | bytes | bytearray):
        raise error("", f"{what} is JSON text, not {type(text).__name__}")
    if len(text) > max_chars:
        raise error("", f"{len(text)} characters is too long for {what} (at most {max_chars})")
    try:
        return json.loads(text)
    except RecursionError:
        raise error("", f"the JSON is nested too deeply for {what}") from None
    except ValueError as exc:
        raise error("", f"not JSON: {exc}") from None
