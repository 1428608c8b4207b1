"""One driver for random whole games: plays a seeded random game of any registered engine through the
public contract and checks, after every step, the invariants the game's tests feed it plus the
common ones every engine promises (design.md, "The engine contract"):

- legal actions are empty exactly when the game is over;
- at sampled steps: ``apply`` never changes its input, the JSON round trip is exact, and the
  round-tripped state offers the same legal actions; the final state round-trips too.

A game's test_properties.py supplies its own checks (supplies conserved, scores add up, ...).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from boardkit import games

Check = Callable[[Any], None]


@dataclass
class Played:
    """The result of one checked game: the final state and the actions chosen, in order."""

    state: Any
    actions: list = field(default_factory=list)


def play_checked(
    slug: str,
    players: int,
    seed: int,
    options: dict[str, Any] | None = None,
    *,
    checks: Callable[[Any], Iterable[Check]] = lambda first: (),
    sampled_checks: Sequence[Callable[[Any, Any], None]] = (),
    samples: int = 5,
    horizon: int = 200,
    snapshot: Callable[[Any], Any] | None = None,
    snapshot_every: int = 0,
) -> Played:
    """Play one random game (actions chosen by ``random.Random(seed)``) and check it all the way.

    ``checks(first_state)`` gives the per-step checks (state -> None) for this game, so a check may
    remember the starting totals. ``sampled_checks`` (state, legal actions) -> None run at ``samples``
    steps drawn from the first ``horizon``, with the common JSON and no-mutation checks. A cheap
    ``snapshot`` of a state may also be compared around ``apply`` every ``snapshot_every`` steps.
    """
    g = games.get(slug)
    options = options or {}
    chooser = random.Random(seed)
    sampler = random.Random(seed ^ 0x5EED)
    heavy = set(sampler.sample(range(horizon), min(samples, horizon)))
    s = g.new_game(players, seed, **options)
    step_checks = list(checks(s))
    actions: list = []
    step = 0
    while True:
        for check in step_checks:
            check(s)
        legal = g.legal_actions(s)
        assert (not legal) == g.is_over(s), "legal actions are empty exactly when the game is over"
        if not legal:
            break
        a = chooser.choice(legal)
        if step in heavy:
            before = g.to_json(s)
            again = g.from_json(before)
            assert again == s and g.to_json(again) == before, "exact JSON round trip"
            assert g.legal_actions(again) == legal, "the round-tripped state offers the same actions"
            for extra in sampled_checks:
                extra(s, legal)
            t = g.apply(s, a)
            assert g.to_json(s) == before, "apply never changes its input"
        elif snapshot is not None and snapshot_every and step % snapshot_every == 0:
            before = snapshot(s)
            t = g.apply(s, a)
            assert snapshot(s) == before, "apply never changes its input"
        else:
            t = g.apply(s, a)
        s = t
        actions.append(a)
        step += 1
    final = g.to_json(s)
    back = g.from_json(final)
    assert back == s and g.to_json(back) == final, "exact JSON round trip at the end"
    return Played(s, actions)


def replay(slug: str, players: int, seed: int, actions: list, options: dict[str, Any] | None = None) -> Any:
    """The state after playing ``actions`` from the same seed and options."""
    g = games.get(slug)
    s = g.new_game(players, seed, **(options or {}))
    for a in actions:
        s = g.apply(s, a)
    return s
