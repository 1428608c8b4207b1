"""Hostile and careless input is refused at the door, for every registered game (issue 6, part 10).

Hypothesis throws malformed actions, junk arguments, junk ``new_game`` arguments and corrupted
state JSON at each engine. The bar: a clear ``IllegalAction`` / ``OptionError`` / ``StateError``
(all ValueErrors), nothing changed, no other exception, no hang, and no later game affected.
"""

from __future__ import annotations

import json
import os
import random

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

import boardkit
from boardkit import Action, IllegalAction
from boardkit.core import OptionError, StateError

SLUGS = boardkit.games.names()
# BOARDKIT_HOSTILE_EXAMPLES=5000 re-runs the attack at a larger size (the default keeps the suite quick).
SIZE = int(os.environ.get("BOARDKIT_HOSTILE_EXAMPLES", "100"))
HOSTILE = settings(
    deadline=None, suppress_health_check=list(HealthCheck), derandomize=True, max_examples=SIZE
)


def _game_states(slug: str, seed: int = 21) -> list:
    g = boardkit.games.get(slug)
    rng = random.Random(seed)
    players = max(g.player_counts)
    options = list(g.option_sets().values())[-1]
    s = g.new_game(players, seed=seed, **options)
    out = [s]
    while not g.is_over(s):
        s = g.apply(s, rng.choice(g.legal_actions(s)))
        out.append(s)
    return out


STATES = {slug: _game_states(slug) for slug in SLUGS}


def _fingerprint(slug: str) -> str:
    """The JSON of a fixed random game: it must not depend on anything played before in the process."""
    return boardkit.games.get(slug).to_json(_game_states(slug, seed=5)[-1])


FINGERPRINTS = {slug: _fingerprint(slug) for slug in SLUGS}

scalars = st.one_of(
    st.integers(min_value=-(2**70), max_value=2**70),
    st.sampled_from([0, 1, -1, 2, 10**30, True, False, None, 1.0, 0.5, float("nan"), float("inf")]),
    st.text(max_size=12),
    st.sampled_from(["corn", "settler", "nature", "row", "colonist", "", "x" * 300, "P1", "0"]),
)
junk = st.recursive(
    scalars,
    lambda inner: st.one_of(
        st.lists(inner, max_size=3),
        st.tuples(inner, inner),
        st.dictionaries(st.text(max_size=4), inner, max_size=2),
    ),
    max_leaves=6,
)


@st.composite
def hostile_actions(draw, slug):
    g = boardkit.games.get(slug)
    states = STATES[slug]
    s = states[draw(st.integers(0, len(states) - 1))]
    moves = {m.kind: m for m in g.moves()}
    legal = g.legal_actions(s)
    base = draw(st.sampled_from(legal)) if legal else None
    kind = draw(st.one_of(st.sampled_from(sorted(moves)), st.text(max_size=8), junk))
    player = draw(st.one_of(st.just(s.current_player), st.integers(-3, 7), junk))
    names = sorted({n for m in moves.values() for n in m.args})
    args = {}
    if base is not None and draw(st.booleans()):
        args = dict(base.args)
        if args and draw(st.booleans()):
            name = draw(st.sampled_from(sorted(args)))
            args[name] = draw(junk)
    for _ in range(draw(st.integers(0, 2))):
        args[draw(st.one_of(st.sampled_from(names), st.text(max_size=6)))] = draw(junk)
    return s, kind, player, args


@pytest.mark.timeout(600)
@pytest.mark.parametrize("slug", SLUGS)
@HOSTILE
@given(data=st.data())
def test_hostile_actions_are_refused_and_change_nothing(slug, data):
    g = boardkit.games.get(slug)
    s, kind, player, args = data.draw(hostile_actions(slug))
    before = g.to_json(s)
    try:
        action = Action(kind, player, **args)
    except IllegalAction as exc:
        assert exc.category == "malformed"
        return
    except TypeError:
        # Only Python itself refuses keyword names that are not strings; nothing of ours is reached.
        assume(False)
    str(action), repr(action), hash(action), json.dumps(action.to_json())
    try:
        after = g.apply(s, action)
    except IllegalAction as exc:
        assert exc.category in ("malformed", "game_over", "not_your_turn", "wrong_phase", "rule")
        assert str(exc)
    else:
        assert action in g.legal_actions(s)
        g.from_json(g.to_json(after))
    assert g.to_json(s) == before, "a refused or played move never changes its input"


@pytest.mark.parametrize("slug", SLUGS)
@HOSTILE
@given(thing=st.one_of(junk, st.just(object()), st.just(Action)))
def test_things_that_are_not_actions_are_malformed(slug, thing):
    g = boardkit.games.get(slug)
    s = STATES[slug][3]
    with pytest.raises(IllegalAction) as info:
        g.apply(s, thing)
    assert info.value.category == "malformed"


@pytest.mark.parametrize("slug", SLUGS)
def test_numbers_that_only_look_equal_are_not_the_engines_moves(slug):
    g = boardkit.games.get(slug)
    for s in STATES[slug][::5]:
        for a in g.legal_actions(s):
            for name, value in a.args:
                if value.__class__ is int:
                    for fake in (float(value), bool(value) if value in (0, 1) else None):
                        if fake is None:
                            continue
                        with pytest.raises(IllegalAction) as info:
                            g.apply(s, Action(a.kind, a.player, **{**dict(a.args), name: fake}))
                        assert info.value.category == "malformed"
                    break
    assert _fingerprint(slug) == FINGERPRINTS[slug], "no cache hands a foreign value to a later game"


@pytest.mark.timeout(600)
@pytest.mark.parametrize("slug", SLUGS)
@HOSTILE
@given(players=junk, seed=junk, options=st.dictionaries(st.text(max_size=14), junk, max_size=2))
def test_hostile_new_game_arguments_are_refused_naming_them(slug, players, seed, options):
    g = boardkit.games.get(slug)
    try:
        s = g.new_game(players, seed, **options)
    except OptionError as exc:
        assert exc.argument in ("players", "seed", *options)
    else:
        assert type(s.players) is int
        g.from_json(g.to_json(s))


def _leaves(value, path=()):
    """Every place in a JSON value, as a path of keys and indexes (containers included)."""
    yield path
    if isinstance(value, dict):
        for k, v in value.items():
            yield from _leaves(v, (*path, k))
    elif isinstance(value, list):
        for i, v in enumerate(value[:6]):
            yield from _leaves(v, (*path, i))


def _set(value, path, new):
    if not path:
        return new
    head, rest = path[0], path[1:]
    if isinstance(value, dict):
        return {**value, head: _set(value[head], rest, new)}
    out = list(value)
    out[head] = _set(value[head], rest, new)
    return out


@st.composite
def corrupted(draw, slug):
    """A state's JSON with one to three places changed: to junk, or a number nudged by a little."""
    g = boardkit.games.get(slug)
    states = STATES[slug]
    s = states[draw(st.integers(0, len(states) - 1))]
    data = json.loads(g.to_json(s))
    data["log"] = data["log"][-3:]
    for _ in range(draw(st.integers(1, 3))):
        path = draw(st.sampled_from([p for p in _leaves(data) if p]))
        here = data
        for key in path:
            here = here[key]
        if type(here) is int and draw(st.booleans()):
            new = here + draw(
                st.sampled_from([-2, -1, 1, 2])
            )  # plausible: the kind of slip a hand edit makes
        else:
            new = draw(st.one_of(junk, st.sampled_from([10**30, -1, -(10**6), 999, [], {}, [[]], [0] * 40])))
        data = _set(data, path, new)
    return data


@pytest.mark.timeout(900)
@pytest.mark.parametrize("slug", SLUGS)
@settings(HOSTILE, max_examples=5 * SIZE)
@given(data=st.data())
def test_corrupted_state_json_is_refused_or_plays_on(slug, data):
    g = boardkit.games.get(slug)
    text = json.dumps(data.draw(corrupted(slug)))
    try:
        s = g.from_json(text)
    except StateError as exc:
        assert str(exc)
        return
    # What loads is a real state: it has moves until it is over, they play, the board draws it.
    rng = random.Random(0)
    json.dumps(g.view(s)), json.dumps(g.view(s, 0))
    for _ in range(40):
        acts = g.legal_actions(s)
        assert bool(acts) != g.is_over(s), "a loaded game that is not over has a move"
        if not acts:
            break
        s = g.apply(s, rng.choice(acts))
        g.validate(s)  # and every state it leads to is one the game could load
    assert g.from_json(g.to_json(s)) == s


@pytest.mark.parametrize("slug", SLUGS)
def test_structural_junk_in_state_json_names_a_field(slug):
    g = boardkit.games.get(slug)
    data = json.loads(g.to_json(STATES[slug][len(STATES[slug]) // 2]))
    for broken in (
        {**data, "log": [{}]},
        {**data, "log": [{"kind": "x", "player": None, "rule": "", "text": 5}]},
        {**data, "log": "nothing"},
        {**data, "rng": "x"},
        {k: v for k, v in data.items() if k != "phase"},
        {**data, "surplus": 1},
    ):
        with pytest.raises(StateError) as info:
            g.from_json(json.dumps(broken))
        assert str(info.value)
    deep = json.dumps({**data, "log": "DEEP"}).replace('"DEEP"', "[" * 50_000 + "]" * 50_000)
    with pytest.raises(StateError):
        g.from_json(deep)
