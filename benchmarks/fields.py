"""How often random playouts read and write each field of a game's state, per decision.

    python benchmarks/fields.py SLUG [--players N] [--games 20] [--options LABEL]

Fields written far less than once per decision are candidates for the state's ``seldom`` record
(core/state.py): a copy shares them by reference instead of copying each one. A field read often
should stay a slot, since a seldom field costs a little more to read.
"""

from __future__ import annotations

import argparse
import dataclasses
import random
from collections import Counter
from typing import Any

from boardkit import games


def _instrument(cls: type, reads: Counter, writes: Counter) -> dict[str, Any]:
    """Swap each field's class attribute for a counting property; return the originals to restore.
    ``copy`` is counted apart (as the ``copies`` key): it touches every field once."""
    saved: dict[str, Any] = {"copy": (cls, cls.__dict__["copy"])}
    copy = cls.__dict__["copy"]
    copying = [False]

    def counted_copy(self: Any) -> Any:
        writes["copies"] += 1
        copying[0] = True
        try:
            return copy(self)
        finally:
            copying[0] = False

    cls.copy = counted_copy
    for f in dataclasses.fields(cls):
        owner = next(k for k in cls.__mro__ if f.name in k.__dict__)
        original = owner.__dict__[f.name]
        saved[f.name] = (owner, original)

        def get(self: Any, _o: Any = original, _n: str = f.name) -> Any:
            if not copying[0]:
                reads[_n] += 1
            return _o.__get__(self, type(self))

        def put(self: Any, value: Any, _o: Any = original, _n: str = f.name) -> None:
            if not copying[0]:
                writes[_n] += 1
            _o.__set__(self, value)

        setattr(owner, f.name, property(get, put))
    return saved


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("slug")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--options", default="base", help="an option-set label from g.option_sets()")
    args = parser.parse_args()
    g = games.get(args.slug)
    options = g.option_sets()[args.options]
    cls = type(g.new_game(args.players, seed=0, **options))
    reads: Counter = Counter()
    writes: Counter = Counter()
    saved = _instrument(cls, reads, writes)
    decisions = 0
    try:
        for seed in range(args.games):
            rng = random.Random(seed)
            s = g.new_game(args.players, seed=seed, **options)
            while not g.is_over(s):
                s = g.apply(s, rng.choice(g.legal_actions(s)))
                decisions += 1
    finally:
        for name, (owner, original) in saved.items():
            setattr(owner, name, original)
    print(
        f"{args.slug} {args.options} {args.players}p: {decisions} decisions in {args.games} games, "
        f"{writes['copies'] / decisions:.2f} copies per decision (not counted below)"
    )
    print(f"{'field':<24} {'reads/dec':>10} {'writes/dec':>11}")
    for f in sorted(dataclasses.fields(cls), key=lambda f: writes[f.name]):
        print(f"{f.name:<24} {reads[f.name] / decisions:>10.3f} {writes[f.name] / decisions:>11.4f}")


if __name__ == "__main__":
    main()
