"""The engine contract (design.md, issue "One way to write a game") holds for every registered game.

Parts checked here for each game with no special cases: phases declared with their moves and
the order of checks (part 1), the state base (2), declared options (3), hidden information (4),
readable actions (5) and hostile input refused at the door (10). tests/test_hostile.py adds
hypothesis suites of hostile actions and JSON.
"""

from __future__ import annotations

import json
import random

import pandas as pd
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import boardkit
from boardkit import Action, IllegalAction
from boardkit.core import GameState, OptionError, StateError

SLUGS = boardkit.games.names()
CONFIGS = [
    (slug, label, options, players)
    for slug in SLUGS
    for label, options in boardkit.games.get(slug).option_sets().items()
    for players in boardkit.games.get(slug).player_counts
]
IDS = [f"{slug}-{label}-{players}p" for slug, label, _, players in CONFIGS]
COMMON_VIEW_KEYS = {"game", "players", "phase", "round", "current_player", "over", "winners", "viewer"}


def random_states(slug: str, players: int, seed: int, options: dict | None = None) -> list:
    """Every state of one random game, start to end."""
    g = boardkit.games.get(slug)
    rng = random.Random(seed)
    s = g.new_game(players, seed=seed, **(options or {}))
    out = [s]
    while not g.is_over(s):
        s = g.apply(s, rng.choice(g.legal_actions(s)))
        out.append(s)
    return out


def test_registry_lists_only_real_games():
    for slug in SLUGS:
        g = boardkit.games.get(slug)
        assert g.slug == slug and g.player_counts
    with pytest.raises(KeyError, match="registered games"):
        boardkit.games.get("chess")


@pytest.mark.parametrize(("slug", "label", "options", "players"), CONFIGS, ids=IDS)
@settings(max_examples=4, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1))
def test_random_game_keeps_the_contract(slug, label, options, players, seed):
    g = boardkit.games.get(slug)
    rng = random.Random(seed)
    s = g.new_game(players, seed=seed, **options)
    twin = g.new_game(players, seed=seed, **options)
    assert g.to_json(s) == g.to_json(twin), "same seed, same setup"
    phases = {p.id: p for p in g.phases()}
    anytime = {k for module in g.ANYTIME for k in module.KINDS}
    moves = {m.kind: m for m in g.moves()}
    for _ in range(20_000):  # a random game takes a few hundred decisions: fail, naming the seed, never hang
        acts = g.legal_actions(s)
        assert (acts == []) == g.is_over(s), "legal actions are empty exactly when the game is over"
        if not acts:
            break
        assert isinstance(s.phase, str) and 0 <= s.current_player < players and isinstance(s.round, int)
        for a in acts:
            assert a.kind in phases[s.phase].moves or a.kind in anytime, f"{a} is not declared in {s.phase}"
            assert moves[a.kind].problem(a) is None, f"{a} breaks its own move declaration"
        assert len(set(acts)) == len(acts)
        action = rng.choice(acts)
        before = g.to_json(s) if rng.random() < 0.2 else None
        s2 = g.apply(s, action)
        assert before is None or g.to_json(s) == before, "apply never mutates its input"
        if rng.random() < 0.05:
            text = g.to_json(s2)
            back = g.from_json(text)
            assert back == s2 and g.to_json(back) == text, "exact JSON round trip"
        twin = g.apply(twin, action)
        s = s2
    assert g.is_over(s), "the game ends within 20,000 decisions"
    assert g.to_json(s) == g.to_json(twin), "same seed and actions, same game"
    assert s.over and list(s.winners) == g.winners(s), "core records the end and the winners"
    table = g.score(s)
    assert isinstance(table, pd.DataFrame) and len(table) == players + len(g.automa_rows(s))
    nobody = not s.winners and g.everyone_may_lose  # Archipelago's independence (l.906)
    assert table.iloc[:, -1].min() == 1 or nobody, "someone ranks first"


# --- part 1: phases declared with their moves; one order of checks ------------------------------


@pytest.mark.parametrize("slug", SLUGS)
def test_every_engine_phase_declares_its_moves_and_rule_module(slug):
    g = boardkit.games.get(slug)
    declared = {m.kind for m in g.moves()}
    for phase in g.phases():
        assert phase.id and phase.title and phase.summary and phase.rule
        if phase.rules is not None:
            assert phase.moves, f"{phase.id} allows no move"
            assert set(phase.moves) <= declared, f"{phase.id} allows undeclared moves"
            for hook in ("legal", "apply", "why_not"):
                assert callable(getattr(phase.rules, hook)), f"{phase.id} has no {hook}"


def _samples(slug: str) -> tuple[list, dict[str, Action]]:
    """States of two random games and one legal action of every kind met."""
    g = boardkit.games.get(slug)
    states = []
    kinds: dict[str, Action] = {}
    variants: dict[str, list[Action]] = {}
    for options in g.option_sets().values():
        for seed in (1, 2):
            for s in random_states(slug, max(g.player_counts), seed, options):
                states.append(s)
                for a in g.legal_actions(s):
                    kinds.setdefault(a.kind, a)
                    known = variants.setdefault(a.kind, [])
                    if len(known) < 8 and a not in known:
                        known.append(a)
    _VARIANTS[slug] = variants
    return states, kinds


_VARIANTS: dict[str, dict[str, list[Action]]] = {}


@pytest.mark.parametrize("slug", SLUGS)
def test_checks_come_in_order_with_a_category_and_a_line(slug):
    g = boardkit.games.get(slug)
    states, kinds = _samples(slug)
    s = states[len(states) // 3]
    p = s.current_player
    legal = g.legal_actions(s)

    def refused(state, action, category):
        before = g.to_json(state)
        with pytest.raises(IllegalAction) as info:
            g.apply(state, action)
        assert info.value.category == category, f"{action}: {info.value} is not {category}"
        assert str(info.value)
        assert g.to_json(state) == before, "a refused move changes nothing"
        return info.value

    refused(s, Action("no_such_move", p), "malformed")
    refused(s, Action(legal[0].kind, p, **dict(legal[0].args), surplus=1), "malformed")
    refused(s, "take the settler", "malformed")
    refused(s, Action(legal[0].kind, 99, **dict(legal[0].args)), "malformed")
    other = Action(legal[0].kind, (p + 1) % s.players, **dict(legal[0].args))
    refused(s, other, "not_your_turn")
    phase = next(ph for ph in g.phases() if ph.id == s.phase)
    anytime = {k for module in g.ANYTIME for k in module.KINDS}
    foreign = [a for k, a in kinds.items() if k not in phase.moves and k not in anytime]
    if sum(1 for ph in g.phases() if ph.rules is not None) > 1:
        assert foreign, "some move belongs to another phase"
        err = refused(s, Action(foreign[0].kind, p, **dict(foreign[0].args)), "wrong_phase")
        assert err.rule.startswith(phase.rule)
    end = states[-1]
    assert g.is_over(end)
    refused(end, Action(legal[0].kind, 0, **dict(legal[0].args)), "game_over")
    # A well-formed move of the phase that is not legal now: the game's own rule names a line.
    found = 0
    for st_ in states[:: max(1, len(states) // 60)] + states[-12:]:
        if g.is_over(st_):
            continue
        ph = next(x for x in g.phases() if x.id == st_.phase)
        for kind in ph.moves:
            for sample in _VARIANTS[slug].get(kind, []):
                cand = Action(kind, st_.current_player, **dict(sample.args))
                if cand not in g.legal_actions(st_):
                    try:
                        g.apply(st_, cand)
                    except IllegalAction as exc:
                        if exc.category == "rule":
                            assert exc.rule, f"{cand}: {exc} names no line"
                            found += 1
                        else:
                            assert exc.category == "malformed", exc
    assert found, "the game's own rules refused something"


@pytest.mark.parametrize("slug", SLUGS)
def test_apply_plays_the_engines_own_action_and_ignores_argument_order(slug):
    g = boardkit.games.get(slug)
    states, _ = _samples(slug)
    checked = 0
    for s in states:
        for a in g.legal_actions(s):
            if len(a.args) >= 2:
                flipped = Action(a.kind, a.player, **dict(reversed(a.args)))
                assert flipped == a and hash(flipped) == hash(a)
                assert g.to_json(g.apply(s, flipped)) == g.to_json(g.apply(s, a))
                assert g.legal_match(s, flipped) is a, "the engine plays its own action object"
                checked += 1
                break
        if checked > 20:
            break
    if not checked:
        pytest.skip("no move of this game has two arguments")


@pytest.mark.parametrize("slug", SLUGS)
def test_an_omitted_argument_with_a_default_means_the_default(slug):
    g = boardkit.games.get(slug)
    defaults = {m.kind: m._defaults for m in g.moves() if m._defaults}
    if not defaults:
        pytest.skip("no move argument of this game has a default")
    states, _ = _samples(slug)
    checked = 0
    for s in states:
        for a in g.legal_actions(s):
            for name, value in defaults.get(a.kind, {}).items():
                if a.get(name, object()) == value:
                    short = Action(a.kind, a.player, **{k: v for k, v in a.args if k != name})
                    assert g.to_json(g.apply(s, short)) == g.to_json(g.apply(s, a))
                    checked += 1
        if checked > 10:
            break
    assert checked


@pytest.mark.parametrize("slug", SLUGS)
def test_forced_moves_played_by_core_keep_their_arguments_through_json(slug):
    g = boardkit.games.get(slug)
    if not g.autoplay:
        pytest.skip("this game plays every decision by hand")
    s = random_states(slug, min(g.player_counts), 3)[-1]
    autos = [e for e in s.log if e.kind == "auto"]
    # a forced secret move (a sealed bid) is logged with neither its arguments nor its action
    hidden = [e for e in autos if e.action is None]
    assert all(e.text == "only possible move" and not e.args for e in hidden)
    assert len(hidden) < len(autos) and all(isinstance(e.action, Action) for e in autos if e not in hidden)
    back = g.from_json(g.to_json(s))
    assert [e.action for e in back.log if e.kind == "auto"] == [e.action for e in autos]


# --- part 2: the state base -----------------------------------------------------------------------


@pytest.mark.parametrize("slug", SLUGS)
def test_states_share_the_base_and_copy_is_generated(slug):
    g = boardkit.games.get(slug)
    s = g.new_game(min(g.player_counts), seed=4)
    assert isinstance(s, GameState)
    assert type(s).copy.__code__.co_filename == "<string>", (
        "copy is generated from the fields, not hand-written"
    )
    c = g.copy_state(s)
    assert c == s and c is not s and c._legal is None


def test_views_have_the_same_top_level_keys_for_every_game():
    keys = {}
    for slug in SLUGS:
        g = boardkit.games.get(slug)
        s = g.new_game(min(g.player_counts), seed=2)
        view = g.view(s, 0)
        assert set(view) >= COMMON_VIEW_KEYS, f"{slug}: {COMMON_VIEW_KEYS - set(view)}"
        assert view["game"] == slug and view["viewer"] == 0 and view["over"] is False
        keys[slug] = view
        players = min(n for n in g.player_counts if n > 1)  # solo may be lost to an automa: no seat wins
        end = random_states(slug, players, 2)[-1]
        v = g.view(end)
        assert v["over"] is True and v["winners"] == list(end.winners)
        # someone wins, unless the game's own end makes everyone lose (Archipelago's independence, l.906)
        # or a solo player lost to the automa (Maracaibo l.843-848)
        assert v["winners"] or end.players == 1 or g.everyone_may_lose


@pytest.mark.parametrize("slug", SLUGS)
def test_log_lines_do_not_repeat_the_player(slug):
    g = boardkit.games.get(slug)
    s = random_states(slug, min(g.player_counts), 5)[-1]
    for e in s.log:
        if e.player is not None:
            assert not e.text.startswith(f"P{e.player + 1} "), f"{e}: the log line names its player twice"


# --- part 3: declared options ---------------------------------------------------------------------


@pytest.mark.parametrize("slug", SLUGS)
def test_new_game_arguments_are_checked_and_named(slug):
    g = boardkit.games.get(slug)
    n = min(g.player_counts)
    for bad in (2.0, "2", True, None, 10**30, -1, 0):
        with pytest.raises(OptionError) as info:
            g.new_game(bad)
        assert info.value.argument == "players"
    for bad in (-5, 1.5, float("nan"), True, None, [1], "x" * 5000):
        with pytest.raises(OptionError) as info:
            g.new_game(n, seed=bad)
        assert info.value.argument == "seed"
    with pytest.raises(OptionError, match="no_such_option"):
        g.new_game(n, no_such_option=True)
    for opt in g.options():
        assert opt.name and opt.summary and opt.type in (bool, int, str)
        wrong = "no" if opt.type is bool else 1.5
        with pytest.raises(OptionError) as info:
            g.new_game(n, **{opt.name: wrong})
        assert info.value.argument == opt.name
    import numpy as np

    s = g.new_game(np.int64(n), seed=np.int64(3))
    assert type(s.players) is int
    assert g.from_json(g.to_json(s)) == s
    assert g.to_json(g.new_game(n, seed=5)) == g.to_json(g.new_game(n, seed=5))


# --- part 4: hidden information -------------------------------------------------------------------


@pytest.mark.parametrize(("slug", "label", "options", "players"), CONFIGS, ids=IDS)
def test_views_hide_secrets_and_determinized_states_agree_with_them(slug, label, options, players):
    g = boardkit.games.get(slug)
    states = random_states(slug, players, 11, options)
    rng = random.Random(5)
    for s in states[:: max(1, len(states) // 12)]:
        for p in range(players):
            seen = g.view(s, p)
            text = json.dumps(seen)
            assert '"rng"' not in text
            d1 = g.determinize(s, p, rng)
            d2 = g.determinize(s, p, rng)
            g.check_common(d1)
            g.check_state(d1)
            assert g.view(d1, p) == seen, "a determinized state looks the same to its player"
            assert g.view(d2, p) == seen, "states that differ only in hidden parts give identical views"
            if p == s.current_player:  # the others' moves may depend on what they hold and p does not see
                assert g.legal_actions(d1) == g.legal_actions(s), (
                    "what a player may do depends on what they see"
                )
    if g.SECRETS:
        s = states[len(states) // 2]
        differ = any(g.to_json(g.determinize(s, 0, rng)) != g.to_json(s) for _ in range(5))
        assert differ, "determinize resamples the hidden parts"


# --- part 5: readable positions -------------------------------------------------------------------


@pytest.mark.parametrize("slug", SLUGS)
def test_every_game_has_a_position_builder_and_checks_its_invariants(slug):
    g = boardkit.games.get(slug)
    assert type(g).build_position is not boardkit.core.Game.build_position, "the game has a position builder"
    assert type(g).check_state is not boardkit.core.Game.check_state, "the game checks its invariants"
    for s in random_states(slug, max(g.player_counts), 6)[::7]:
        g.check_state(s)


@pytest.mark.parametrize("slug", SLUGS)
def test_from_json_refuses_broken_base_fields_naming_them(slug):
    g = boardkit.games.get(slug)
    s = g.new_game(min(g.player_counts), seed=1)
    data = json.loads(g.to_json(s))
    for field, value in (
        ("players", 10**30),
        ("players", -1),
        ("phase", "teatime"),
        ("current_player", 7),
        ("round", -3),
        ("over", True),
        ("winners", [0]),
        ("rng", -1),
    ):
        broken = dict(data, **{field: value})
        with pytest.raises(StateError) as info:
            g.from_json(json.dumps(broken))
        assert info.value.field.split(".")[0] == field, info.value
    for text in ("", "[", "[" * 100_000 + "]" * 100_000, json.dumps({**data, "log": [{}]}), "null", "5"):
        with pytest.raises(StateError):
            g.from_json(text)


@pytest.mark.parametrize("slug", SLUGS)
def test_teaching_surface(slug):
    g = boardkit.games.get(slug)
    tracks = g.tracks()
    assert tracks and all(isinstance(t, pd.DataFrame) and len(t) for t in tracks.values())
    s = g.new_game(max(g.player_counts), seed=3)
    assert all(isinstance(g.describe(a), str) and g.describe(a) for a in g.legal_actions(s))
    boardkit.set_language("ru")
    try:
        assert list(g.score(s).columns) != [] and g.glossary("total") != "total"
    finally:
        boardkit.set_language("en")
