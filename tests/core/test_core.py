"""The shared machinery: actions, the log, the JSON codec, seeded randomness, the Game base."""

from __future__ import annotations

import enum
import json
import pickle
from dataclasses import dataclass, field

import pytest

from boardkit.core import Action, Event, EventLog, IllegalAction, codec
from boardkit.core.rng import initial_seed, shuffled
from boardkit.core.turns import snake_order

from .toy import TOY


def test_action_is_hashable_readable_and_json_round_trips():
    a = Action("annex", 1, square=12, cell=(1, -2))
    assert a == Action("annex", 1, square=12, cell=(1, -2))
    assert hash(a) == hash(Action("annex", 1, square=12, cell=(1, -2)))
    assert a != Action("annex", 1, square=12, cell=(1, 2))
    assert str(a) == "P2 annex square=12 cell=(1, -2)"
    assert a["cell"] == (1, -2) and a.get("missing") is None
    back = Action.from_json(json.loads(json.dumps(a.to_json())))
    assert back == a and isinstance(back["cell"], tuple)
    assert pickle.loads(pickle.dumps(a)) == a
    with pytest.raises(AttributeError):
        a.kind = "other"  # type: ignore[misc]


def test_trusted_action_is_the_same_value_as_a_checked_one():
    made = Action.trusted("annex", 1, (("square", 12), ("cell", (1, 2)), ("replace", False)))
    checked = Action("annex", 1, square=12, cell=(1, 2), replace=False)
    assert made == checked and hash(made) == hash(checked)
    assert repr(made) == repr(checked) and made.to_json() == checked.to_json()
    assert pickle.loads(pickle.dumps(made)) == checked


def test_action_from_json_names_what_is_missing():
    with pytest.raises(ValueError, match="kind"):
        Action.from_json({"player": 0})


def test_log_appends_without_touching_the_older_log():
    log0 = EventLog()
    log1 = log0.add(Event("a", 0, "r1", "did {0}", (1,)))
    log2 = log1.add(Event("b", None, "", "system"))
    assert len(log0) == 0 and len(log1) == 1 and len(log2) == 2
    assert [e.text for e in log2] == ["did 1", "system"]
    assert log2.since(log1)[0].kind == "b"
    assert EventLog.from_json(json.loads(json.dumps(log2.to_json()))) == log2
    assert str(log1[0]) == "P1: did 1 [r1]"


def test_log_said_is_the_same_line_as_add_event():
    base = EventLog().add(Event("a", 0, "r1", "did {0}", (1,)))
    said = base.said("b", 1, "l.5", "took {0} and {1}", ("x", 2))
    added = base.add(Event("b", 1, "l.5", "took {0} and {1}", ("x", 2)))
    assert said == added and len(said) == 2 and len(base) == 1
    assert said.to_json() == added.to_json() and said.since(base)[0].action is None


class Colour(enum.Enum):
    RED = "red"
    BLUE = "blue"


@dataclass
class Inner:
    name: str
    cells: dict[tuple[int, int], str]
    tags: frozenset[str] = frozenset()


@dataclass
class Outer:
    inners: tuple[Inner, ...]
    counts: dict[str, int]
    colour: Colour
    maybe: int | None
    mixed: tuple[int | str, ...]
    log: EventLog
    _cache: object = field(default=None, compare=False)


def test_codec_round_trip_is_exact_for_nested_dataclasses():
    obj = Outer(
        inners=(Inner("a", {(0, 1): "x", (-1, 2): "y"}, frozenset({"b", "a"})),),
        counts={"war": 2},
        colour=Colour.BLUE,
        maybe=None,
        mixed=(1, "two"),
        log=EventLog().add(Event("k", 0, "l.1", "hello")),
        _cache="ignored",
    )
    text = codec.dumps(obj)
    back = codec.loads(Outer, text)
    assert back == obj and back._cache is None
    assert codec.dumps(back) == text
    assert isinstance(back.inners, tuple) and isinstance(back.inners[0].cells, dict)


def test_codec_names_the_bad_field():
    data = codec.encode(Outer((), {"war": 1}, Colour.RED, 3, (), EventLog()))
    data["maybe"] = "three"
    with pytest.raises(ValueError, match=r"^maybe: expected an integer"):
        codec.decode(Outer, data)
    data["maybe"] = True  # a bool is not an int in a state
    with pytest.raises(ValueError, match="maybe"):
        codec.decode(Outer, data)
    data["maybe"] = 1
    data["extra"] = 0
    with pytest.raises(ValueError, match="unknown field"):
        codec.decode(Outer, data)


def test_seeded_randomness_is_reproducible_and_advances():
    @dataclass
    class S:
        rng: int

    a, b = S(initial_seed(7)), S(initial_seed(7))
    assert shuffled(a, range(20)) == shuffled(b, range(20))
    assert a.rng == b.rng
    assert a.rng != initial_seed(7)
    assert initial_seed(7) != initial_seed(8)


def test_snake_draft_order():
    assert snake_order(0, 3) == (0, 1, 2, 2, 1, 0)
    assert snake_order(1, 2) == (1, 0, 0, 1)


def test_game_base_apply_returns_new_state_and_never_mutates():
    s = TOY.new_game(2, seed=3)
    before = TOY.to_json(s)
    acts = TOY.legal_actions(s)
    s2 = TOY.apply(s, acts[0])
    assert TOY.to_json(s) == before
    assert s2 is not s and s2.pile == s.pile - 1
    assert len(s2.log) == 1 and len(s.log) == 0


def test_illegal_action_names_the_rule_and_changes_nothing():
    s = TOY.new_game(2, seed=3)
    before = TOY.to_json(s)
    with pytest.raises(IllegalAction, match=r"toy rule 1"):
        TOY.apply(s, Action("take", 0, n=4))
    with pytest.raises(IllegalAction, match="turn order"):
        TOY.apply(s, Action("take", 1, n=1))
    with pytest.raises(IllegalAction):
        TOY.apply(s, "take 1")  # type: ignore[arg-type]
    assert TOY.to_json(s) == before
    assert issubclass(IllegalAction, ValueError)


def test_score_table_and_ranks():
    s = TOY.new_game(3, seed=1)
    while not TOY.is_over(s):
        s = TOY.apply(s, TOY.legal_actions(s)[-1])
    df = TOY.score(s)
    assert list(df.index) == ["P1", "P2", "P3"]
    assert df["total"].sum() == sum(s.taken)
    best = max(s.taken)
    assert set(df.index[df["rank"] == 1]) == {f"P{i + 1}" for i, t in enumerate(s.taken) if t == best}
    assert TOY.legal_actions(s) == []


def test_json_round_trip_of_a_game_state():
    s = TOY.new_game(2, seed="abc")
    s = TOY.apply(s, TOY.legal_actions(s)[1])
    text = TOY.to_json(s)
    assert TOY.to_json(TOY.from_json(text)) == text
    assert TOY.from_json(text) == s


def test_score_headers_follow_the_language_even_where_a_game_lacks_the_word():
    import boardkit

    s = TOY.new_game(2, seed=1)
    boardkit.set_language("ru")
    try:
        df = TOY.score(s)
    finally:
        boardkit.set_language("en")
    assert df.index.name == "игрок" and "место" in df.columns and "итого" in df.columns
    assert TOY.score(s).index.name == "player"


def test_validate_refuses_a_state_without_a_move_and_one_whose_moves_break_the_game():
    """Core's last checks on load: not over means a move, and every move leads to a state the game accepts."""
    import dataclasses
    from types import SimpleNamespace

    from boardkit.core import StateError

    from .toy import TAKE, Toy

    class Stuck(Toy):
        PHASES = (
            dataclasses.replace(
                Toy.PHASES[0],
                rules=SimpleNamespace(legal=lambda s: [], apply=TAKE.apply, why_not=TAKE.why_not),
            ),
        )

    with pytest.raises(StateError, match="no legal move") as info:
        Stuck().validate(TOY.new_game(2, seed=1))
    assert info.value.field == "phase"

    class Greedy(Toy):
        def check_state(self, s):
            super().check_state(s)
            if s.pile < 3:
                raise StateError("pile", "this variant never lets the pile drop below 3")

    s = TOY.position(pile=4)
    with pytest.raises(StateError, match="would lead to an impossible state") as info:
        Greedy().validate(s)
    assert info.value.field == "pile"


def test_the_base_copy_matches_the_generated_one():
    """GameState.copy (for a state class not yet decorated) and @game_state's generated copy agree."""
    from boardkit.core import GameState

    s = TOY.new_game(3, seed=2)
    s._legal = ("cached",)
    plain, fast = GameState.copy(s), s.copy()
    assert plain == fast == s and plain._legal is None and fast._legal is None
    assert type(plain) is type(s)


def test_seldom_fields_are_shared_by_copies_and_copied_on_write():
    """@game_state(seldom=...): a copy shares one record; a write on the copy never reaches the original."""
    import copy
    import dataclasses

    from tests.core.cards import CARDS_GAME, CardsState

    s = CARDS_GAME.new_game(3, seed=4)
    deck, won = s.deck, s.won
    c = s.copy()
    assert c._seldom is s._seldom and c == s
    c.won = (9, 9, 9)
    assert s.won == won and s.deck == deck and c.won == (9, 9, 9) and c.deck == deck
    assert c != s and "won=(9, 9, 9)" in repr(c)
    assert [f.name for f in dataclasses.fields(CardsState)][-4:] == ["deck", "hands", "down", "won"]
    assert not hasattr(s, "__dict__")  # still slotted: the record replaces two slots
    assert CARDS_GAME.from_json(CARDS_GAME.to_json(c)) == c
    d = c.copy()  # c wrote its own record; once copied, its next write must not reach d
    c.won = (1, 1, 1)
    assert d.won == (9, 9, 9) and s.won == won
    d.deck, d.won = (), (2, 2, 2)  # the second write on d goes in place, into d's own record
    assert c.deck == deck and c.won == (1, 1, 1) and d._seldom is not c._seldom
    assert copy.copy(d) == d and copy.copy(d)._seldom is d._seldom


def test_a_kept_cache_survives_a_copy_and_a_plain_one_is_reset():
    from typing import Any

    from boardkit.core import EventLog, GameState, cache_field, game_state

    @game_state
    class Indexed(GameState):
        cells: tuple
        _index: Any = cache_field(kept=True)
        _menu: Any = cache_field()

    s = Indexed(2, 0, "play", 1, 0, EventLog(), cells=(1, 2))
    s._index, s._menu = ("index of", s.cells), ("menu",)
    c = s.copy()
    assert c._index is s._index and c._menu is None
    assert GameState.copy(s)._index is s._index  # the undecorated copy agrees


def test_a_seldom_name_must_be_one_of_the_states_own_fields():
    from boardkit.core import GameState, game_state

    with pytest.raises(TypeError, match="'hand'"):

        @game_state(seldom=("hand",))
        class Wrong(GameState):
            hands: tuple

    with pytest.raises(TypeError, match="'round'"):  # a base field is a slot of GameState already

        @game_state(seldom=("round",))
        class Base(GameState):
            hands: tuple


def test_boardkit_widgets_is_reachable_as_an_attribute():
    # "import boardkit; boardkit.widgets.GameView" is what a notebook writes; it once recursed forever.
    import subprocess
    import sys

    code = "import boardkit; print(boardkit.widgets.GameView.__name__)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0 and out.stdout.strip() == "GameView", out.stderr[-500:]


def test_the_written_out_shuffle_and_dice_draw_what_random_draws():
    """core.rng.shuffle and dice must give random.Random's results (saved games and traces rely on them)."""
    import random

    from boardkit.core.rng import dice, shuffle

    for seed in range(300):
        for size in (0, 1, 2, 3, 7, 16, 33, 100):
            theirs, ours = list(range(size)), list(range(size))
            random.Random(seed).shuffle(theirs)
            shuffle(random.Random(seed), ours)
            assert ours == theirs, (seed, size)
        for sides in (2, 6, 7, 20):
            a, b = random.Random(seed), random.Random(seed)
            assert dice(b, 9, sides) == [a.randint(1, sides) for _ in range(9)], (seed, sides)
            assert a.getrandbits(64) == b.getrandbits(64)  # and the generator is left where random leaves it
