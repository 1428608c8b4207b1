"""Hidden information, in one place for every game: what a seat may see, and states that agree with it.

``redact(state, secrets, player)`` gives a copy in which everything ``player`` may not see is
replaced by a canonical value (orders sorted, other seats' own values emptied): two states that
differ only in hidden parts redact to the same state, so a view built from the redacted state
cannot leak. ``determinize(state, secrets, player, rng)`` gives a full state that agrees with
everything ``player`` sees and resamples the rest, including the generator of future draws.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable
from typing import Any

from .phases import Secret

Change = Callable[[Any, int | str | None], Any]  # (value, owner seat or key) -> new value


def _split(path: str) -> list[str]:
    return path.split(".")


def _replace(obj: Any, name: str, value: Any) -> Any:
    """``obj`` with attribute, key or index ``name`` set to ``value``; the original is untouched."""
    if isinstance(obj, dict):
        out = dict(obj)
        out[_key(obj, name)] = value
        return out
    if isinstance(obj, tuple):
        items = list(obj)
        items[int(name)] = value
        return tuple(items)
    if dataclasses.is_dataclass(obj):
        return dataclasses.replace(obj, **{name: value})
    raise TypeError(f"cannot follow a secret path into {type(obj).__name__}")


def _key(d: dict, name: str) -> Any:
    return name if name in d else next(k for k in d if str(k) == name)


def _get(obj: Any, name: str) -> Any:
    if isinstance(obj, dict):
        return obj[_key(obj, name)]
    if isinstance(obj, tuple):
        return obj[int(name)]
    return getattr(obj, name)


def _names(obj: Any) -> list[str]:
    if isinstance(obj, dict):
        return [str(k) for k in obj]
    if isinstance(obj, tuple):
        return [str(i) for i in range(len(obj))]
    raise TypeError(f"'*' in a secret path needs a tuple or dict, not {type(obj).__name__}")


def _edit(obj: Any, parts: list[str], change: Change, owner: int | str | None) -> Any:
    if not parts:
        return change(obj, owner)
    head, rest = parts[0], parts[1:]
    if head == "*":
        out = obj
        for name in _names(obj):
            who: int | str = int(name) if isinstance(obj, tuple) else name
            out = _replace(out, name, _edit(_get(obj, name), rest, change, who))
        return out
    return _replace(obj, head, _edit(_get(obj, head), rest, change, owner))


def edit_secrets(state: Any, secrets: tuple[Secret, ...], kind: str, change: Change) -> Any:
    """A copy of ``state`` with ``change`` applied to every secret of ``kind`` (``state`` untouched)."""
    new = state.copy()
    for secret in secrets:
        if secret.kind != kind:
            continue
        parts = _split(secret.path)
        # The first step is a field of the state itself: set it on the copy in place.
        value = _edit(getattr(new, parts[0]), parts[1:], change, None)
        setattr(new, parts[0], value)
    return new


def _empty(value: Any) -> Any:
    return type(value)()


def _canonical(value: Any) -> Any:
    return tuple(sorted(value, key=repr))


def _hidden(value: Any) -> tuple:
    """What another seat sees of a hand or of the deck it is drawn from: how many, not which."""
    if not isinstance(value, tuple):
        raise TypeError(f"a 'hand' secret or its pool must be a tuple, not {type(value).__name__}")
    return (None,) * len(value)


def _pools(secrets: tuple[Secret, ...]) -> set[str]:
    return {s.pool for s in secrets if s.kind == "hand" and s.pool}


def redact(state: Any, secrets: tuple[Secret, ...], player: int | None) -> Any:
    """``state`` as ``player`` may know it (None: a spectator, who owns no secrets).

    Once the game is over the final scoring has shown every seat's own secrets and hands: they stay
    visible; a pool then shows its contents in canonical order, as an "order" secret does.
    """
    pools = set() if state.over else _pools(secrets)
    new = edit_secrets(
        state, tuple(s for s in secrets if s.path not in pools), "order", lambda v, _: _canonical(v)
    )
    if state.over:
        new.rng = 0
        return new
    new = edit_secrets(new, tuple(s for s in secrets if s.path in pools), "order", lambda v, _: _hidden(v))

    def hide(value: Any, owner: int | str | None) -> Any:
        return value if owner == player else _empty(value)

    def hide_hand(value: Any, owner: int | str | None) -> Any:
        return value if owner == player else _hidden(value)

    new = edit_secrets(new, secrets, "own", hide)
    new = edit_secrets(new, secrets, "hand", hide_hand)
    new.rng = 0
    return new


def determinize(state: Any, secrets: tuple[Secret, ...], player: int, rng: random.Random) -> Any:
    """A full state agreeing with all ``player`` can see: hidden orders reshuffled, other seats' hands
    dealt anew from what they and the pool hold together, future draws reseeded.

    'own' secrets of other seats are kept: the games declare them only where the value can be
    worked out from the public log (e.g. VP chips earned in the open), see each game's RULINGS.md.
    """

    def shuffle(value: Any, _who: int | str | None) -> Any:
        # Start from the canonical order, so that the result cannot depend on the hidden true order.
        items = list(_canonical(value))
        rng.shuffle(items)
        return tuple(items)

    new = edit_secrets(state, secrets, "order", shuffle)
    hands = [s for s in secrets if s.kind == "hand"] if not state.over else []  # at the end they are shown
    for pool in dict.fromkeys(s.pool or s.path for s in hands):
        # Hands drawn from one pool are dealt together: what they hold between them is all the seat knows.
        new = _redeal(new, tuple(s for s in hands if (s.pool or s.path) == pool), player, rng)
    new.rng = rng.getrandbits(64)
    return new


def _redeal(state: Any, group: tuple[Secret, ...], player: int, rng: random.Random) -> Any:
    """Other seats' items in the ``group``'s hands and its pool's, shuffled together and dealt back in the same sizes."""
    pool = group[0].pool
    order = (Secret(pool, "order", group[0].rule, group[0].summary),) if pool else ()
    items: list[Any] = []

    def gather(value: Any, owner: int | str | None) -> Any:
        if owner != player:
            _hidden(value)  # refuses anything but a tuple
            items.extend(value)
        return value

    edit_secrets(state, group, "hand", gather)
    edit_secrets(state, order, "order", lambda v, _: gather(v, None))
    if not items:
        return state
    dealt = list(_canonical(items))
    rng.shuffle(dealt)

    def deal(value: Any, owner: int | str | None) -> Any:
        if owner == player:
            return value
        hand = tuple(dealt[: len(value)])
        del dealt[: len(value)]
        return hand

    new = edit_secrets(state, group, "hand", deal)
    return edit_secrets(new, order, "order", lambda v, _: deal(v, None))
