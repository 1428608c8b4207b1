"""GameView's timeline (goto a step, play from here) and saving/opening the whole game (boardkit.gamefile)."""

from __future__ import annotations

import json
import random
import re

import pytest

import boardkit
from boardkit import gamefile
from boardkit.core import i18n
from boardkit.gamefile import GameFileError
from boardkit.widgets import GameView
from tests.core.toy import TOY
from tests.language.shown import english_line

from .test_gameview import ROOT, send, snapshot, toy_view


@pytest.fixture(autouse=True)
def english():
    i18n.set_language("en")
    yield
    i18n.set_language("en")


def played(w: GameView, n: int, rng: random.Random) -> None:
    for _ in range(n):
        if w.over:
            return
        w.play(rng.randrange(len(w.actions)))


def every_branch(w: GameView) -> dict[str, tuple[list[str], list[dict], int, int]]:
    """Each branch as (state JSON at every step, moves, cursor, length), read through the public API."""
    shown = w.current_branch
    out = {}
    for name in w.branches:
        w.branch(name)
        cursor, length = w.step, w.history_length
        w.goto(length - 1)
        out[name] = ([w.game.to_json(s) for s in w.history], [a.to_json() for a in w.played], cursor, length)
        w.goto(cursor)
    w.branch(shown)
    return out


# --- the timeline ---------------------------------------------------------------------------------


def test_goto_shows_an_earlier_step_and_keeps_the_later_ones_like_undo():
    w = toy_view()
    for i in (0, 1, 2):
        w.play(i)
    states = [TOY.to_json(s) for s in w.history]
    w.goto(1)
    assert w.step == 1 and w.history_length == 4 and w.can_redo and TOY.to_json(w.state) == states[1]
    w.goto(0)
    assert w.step == 0 and not w.can_undo and w.moment == {}
    w.goto(3)
    assert [TOY.to_json(s) for s in w.history] == states and not w.can_redo


def test_the_moment_is_the_move_that_led_to_the_step_with_its_log_lines_and_rule():
    w = toy_view()
    w.play(0)  # P1 takes 1
    w.play(2)  # P2 takes 3
    w.goto(1)
    assert w.moment == {
        "player": 0,
        "kind": "take",
        "label": TOY.describe(w.played[0]),
        "phase": "take",
        "phase_title": "Take",
        "rule": "toy rule 1",
        "events": [{"kind": "take", "player": 0, "text": "takes 1 stones", "rule": "toy rule 1"}],
    }
    w.goto(2)
    assert w.moment["player"] == 1 and [e["text"] for e in w.moment["events"]] == ["takes 3 stones"]
    w.lang = "ru"  # relabelling keeps the step and says the same move in the other language
    with i18n.language("ru"):
        # The label names the seat as every Russian screen does (И2, not P2).
        assert w.step == 2 and w.moment["label"] == TOY.translate(TOY.describe(w.played[-1]), "ru")
        assert "P2" not in w.moment["label"]


@pytest.mark.parametrize("slug", boardkit.games.names())
def test_each_step_of_a_registered_game_shows_exactly_the_events_of_its_move(slug):
    w = GameView(slug, seed=5)
    played(w, 20, random.Random(slug))
    everything = w.state.log.events()
    seen = []
    for step in range(1, w.history_length):
        w.goto(step)
        seen += [e["text"] for e in w.moment["events"]]
        move = w.played[-1]
        if w.game.is_secret(move) and w._viewer(w.state) != move.player:
            assert w.moment["label"] != w.game.describe(move) and w.moment["rule"]  # its args stay hidden
        else:
            assert w.moment["label"] == w.game.describe(move) and w.moment["rule"]
    assert seen == [english_line(w.game, e) for e in everything[len(w.history[0].log) :]]


@pytest.mark.parametrize(
    "bad", [-1, 3, 10**5000, 1.5, "1", True, None], ids=["-1", "3", "huge", "1.5", "text", "true", "none"]
)
def test_goto_refuses_a_step_the_branch_does_not_have_and_moves_nothing(bad):
    w = toy_view()
    w.play(0)
    w.play(0)
    before = snapshot(w)
    with pytest.raises(ValueError, match="no step"):
        w.goto(bad)
    assert snapshot(w) == before
    send(w, {"type": "goto", "step": bad})
    assert w.error and "internal error" not in w.error and len(w.error) < 300
    assert snapshot(w) == before


def test_goto_messages_need_no_version_and_a_repeat_is_harmless():
    w = toy_view()
    for _ in range(3):
        w.play(0)
    send(w, {"type": "goto", "step": 1})
    send(w, {"type": "goto", "step": 1})  # a slider sends the same step twice
    assert w.error == "" and w.step == 1 and w.history_length == 4
    send(w, {"type": "goto", "step": 2.0})
    assert w.error == "" and w.step == 2


def test_play_from_here_forks_at_the_step_shown_and_the_old_branch_keeps_its_moves():
    w = toy_view()
    for i in (0, 1, 2, 0):
        w.play(i)
    main_moves = [a.to_json() for a in w.played]
    send(w, {"type": "goto", "step": 2})
    send(w, {"type": "fork", "version": w.version})  # the shell's "play from here" button
    assert w.error == "" and w.current_branch == "branch 2" and w.step == 2 and w.history_length == 3
    w.play(2)
    assert [a.to_json() for a in w.played][:2] == main_moves[:2] and len(w.played) == 3
    w.branch("main")
    assert w.step == 2 and w.history_length == 5
    w.goto(4)
    assert [a.to_json() for a in w.played] == main_moves


# --- save and open --------------------------------------------------------------------------------


@pytest.mark.parametrize("slug", boardkit.games.names())
def test_a_registered_game_with_branches_comes_back_exactly_from_its_file(slug, tmp_path):
    counts = boardkit.games.get(slug).player_counts
    # the most seats: a random solo or 2-seat Santa Maria game may end before the steps visited below
    w = GameView(slug, players=max(counts), seed=9)
    rng = random.Random(slug)
    played(w, 30, rng)
    w.goto(12)
    w.fork("what if")
    played(w, 10, rng)
    w.goto(15)
    w.branch("main")
    w.goto(20)
    w.fork()
    played(w, 5, rng)
    path = w.save(tmp_path / "game.json")
    back = GameView.load(path)
    assert back.slug == slug and back.branches == w.branches and back.current_branch == w.current_branch
    assert every_branch(back) == every_branch(w)
    assert back.step == w.step and back.view == w.view and back.actions == w.actions
    assert back.moment == w.moment and back.options == w.options
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["players"] == w.state.players and data["game"] == slug
    assert all(set(b) == {"name", "cursor", "actions"} for b in data["branches"])  # moves, not states


def test_opened_branches_share_the_states_of_their_common_moves():
    w = toy_view()
    w.play(0)
    w.play(0)
    w.fork()
    w.play(1)
    back = GameView(TOY, players=2, seed=3)
    back.loads(w.dumps())
    shared = back.history[:3]
    back.branch("main")
    assert all(a is b for a, b in zip(back.history, shared, strict=True))


def test_options_of_the_game_are_kept_in_the_file():
    from boardkit.games.puerto_rico import GAME as PR

    w = GameView(PR, PR.new_game(3, seed=1, nobles=True))
    played(w, 5, random.Random(1))
    back = GameView("puerto_rico")  # a game without nobles, until the file is opened
    back.loads(w.dumps())
    assert {o["name"]: o["value"] for o in back.options}["nobles"] is True
    assert json.loads(w.dumps())["options"]["nobles"] is True


def test_the_save_message_answers_with_the_file_text_and_the_open_message_restores_it():
    w = toy_view()
    w.play(1)
    w.fork("b")
    w.play(0)
    sent = []
    w.send = sent.append  # what the front end would receive
    send(w, {"type": "save", "version": w.version})
    assert w.error == "" and sent[0]["type"] == "saved" and sent[0]["name"].endswith(".json")
    text = sent[0]["text"]
    other = toy_view()
    version = other.version
    send(other, {"type": "open", "text": text, "version": version})
    assert other.error == "" and other.version == version + 1  # a new drawing: old clicks are stale
    assert every_branch(other) == every_branch(w) and other.current_branch == "b"


def test_a_game_without_a_registered_slug_loads_when_its_engine_is_given(tmp_path):
    w = toy_view()
    w.play(2)
    path = w.save(tmp_path / "toy.json")
    with pytest.raises(GameFileError, match="game: .*not a registered game"):
        GameView.load(path)
    assert every_branch(GameView.load(path, TOY)) == every_branch(w)


# --- hostile files ----------------------------------------------------------------------------------


def _toy_file() -> dict:
    w = toy_view()
    w.play(0)
    w.play(1)
    w.goto(1)
    w.fork("b")
    w.play(2)
    return json.loads(w.dumps())


def _edit(change):
    def make():
        data = _toy_file()
        change(data)
        return json.dumps(data)

    return make


def _set(path: str, value):
    def change(data):
        *keys, last = path.split(".")
        node = data
        for k in keys:
            node = node[int(k)] if isinstance(node, list) else node[k]
        if isinstance(node, list):
            node[int(last)] = value
        else:
            node[last] = value

    return _edit(change)


HOSTILE = [
    ("not JSON", lambda: "{not json", r"not JSON"),
    ("empty text", lambda: "", r"not JSON"),
    ("a list", lambda: "[1, 2]", r"JSON object, not a list"),
    ("deep nesting", lambda: "[" * 100_000 + "]" * 100_000, r"nested too deeply|not JSON"),
    ("oversize", lambda: " " * (gamefile.MAX_CHARS + 1), r"at most 4000000"),
    ("another format", _set("format", "chess-pgn"), r"format: not a saved boardkit game"),
    ("a later version", _set("version", 2), r"version: .*version 1"),
    ("version as true", _set("version", True), r"version"),
    ("wrong game", _set("game", "puerto_rico"), r"game: .*puerto_rico.*not of 'toy'"),
    ("game as a list", _set("game", ["toy"]), r"game: .*not a list"),
    ("an unknown field", _edit(lambda d: d.update(script="alert(1)")), r"unknown fields script"),
    ("a missing field", _edit(lambda d: d.pop("start")), r"lacks start"),
    ("start as text", _set("start", "{}"), r"start: .*not a text"),
    ("start with a negative pile", _set("start.pile", -5), r"start: "),
    ("start with a pile as text", _set("start.pile", "12"), r"start: "),
    ("players disagree", _set("players", 3), r"players: 3 disagrees"),
    ("players as text", _set("players", "2"), r"players: "),
    ("options disagree", _set("options", {"most": 5}), r"options: "),
    ("branches not a list", _set("branches", {"main": []}), r"branches: .*not an object"),
    ("no branches", _set("branches", []), r"branches: must be a non-empty list"),
    (
        "too many branches",
        _set("branches", [{"name": f"b{i}", "cursor": 0, "actions": []} for i in range(41)]),
        r"41 branches",
    ),
    (
        "too many moves",
        _set("branches.0.actions", [{"kind": "take", "player": 0, "args": {"n": 1}}] * 20_001),
        r"branches: 2000\d moves in all; a saved game has at most 20000",
    ),
    ("branch as a list", _set("branches.0", ["main", 0, []]), r"branches.0: a branch is an object"),
    ("branch with an extra field", _set("branches.0.state", {}), r"branches.0: a branch is an object"),
    ("branch name empty", _set("branches.1.name", " "), r"branches.1.name"),
    ("branch name too long", _set("branches.1.name", "x" * 41), r"branches.1.name"),
    ("branch name as number", _set("branches.1.name", 7), r"branches.1.name"),
    (
        "two branches of one name",
        _set("branches.1.name", "main"),
        r"branches.1.name: a second branch named 'main'",
    ),
    ("cursor past the end", _set("branches.0.cursor", 3), r"branches.0.cursor: must be a step from 0 to 2"),
    ("cursor negative", _set("branches.0.cursor", -1), r"branches.0.cursor"),
    ("cursor as text", _set("branches.0.cursor", "1"), r"branches.0.cursor"),
    ("cursor huge", _set("branches.0.cursor", 10**30), r"branches.0.cursor.*integer of"),
    ("actions as text", _set("branches.0.actions", "take"), r"branches.0.actions: must be a list"),
    (
        "an illegal move",
        _set("branches.1.actions.1", {"kind": "take", "player": 1, "args": {"n": 4}}),
        r"branches.1.actions.1: move 2 is not legal there.*toy rule 1",
    ),
    (
        "a move out of turn",
        _set("branches.0.actions.1", {"kind": "take", "player": 0, "args": {"n": 1}}),
        r"branches.0.actions.1: move 2 is not legal",
    ),
    (
        "a move of an unknown kind",
        _set("branches.0.actions.0", {"kind": "steal", "player": 0}),
        r"branches.0.actions.0: move 1 is not legal",
    ),
    ("a move as text", _set("branches.0.actions.0", "take 1"), r"branches.0.actions.0: an action needs"),
    (
        "a move with a float",
        _set("branches.0.actions.0", {"kind": "take", "player": 0, "args": {"n": 1.5}}),
        r"branches.0.actions.0: .*float",
    ),
    (
        "a move with extra fields",
        _set("branches.0.actions.0", {"kind": "take", "player": 0, "eval": 1}),
        r"branches.0.actions.0: an action has only",
    ),
    ("current names no branch", _set("current", "nope"), r"current: names no branch"),
    ("current as a list", _set("current", ["main"]), r"current: "),
]


@pytest.mark.parametrize("make,why", [(m, w) for _, m, w in HOSTILE], ids=[n for n, _, _ in HOSTILE])
def test_a_hostile_file_is_refused_naming_what_is_wrong_and_changes_nothing(make, why):
    text = make()
    with pytest.raises(GameFileError, match=why):
        gamefile.loads(text, TOY)
    w = toy_view()
    w.play(0)
    w.fork("mine")
    branches = every_branch(w)  # (reading every branch moves the version: read first)
    before = snapshot(w)
    send(w, {"type": "open", "text": text})
    assert w.error.startswith("the file was not opened: ") and re.search(why, w.error), w.error
    assert "internal error" not in w.error and len(w.error) < 300
    assert snapshot(w) == before
    with pytest.raises(GameFileError):
        w.loads(text)
    assert snapshot(w) == before and every_branch(w) == branches


@pytest.mark.parametrize("text", [None, 7, ["{}"], {"format": "boardkit-game"}])
def test_an_open_message_without_text_is_refused(text):
    w = toy_view()
    before = snapshot(w)
    send(w, {"type": "open", "text": text})
    assert "needs the file's text" in w.error and snapshot(w) == before


def test_an_untouched_file_still_opens_after_the_hostile_ones():
    # The table above edits a good file; this checks the good file itself, so each refusal is the edit's.
    w = toy_view()
    w.loads(json.dumps(_toy_file()))
    assert w.branches == ["main", "b"] and w.current_branch == "b" and w.step == 2


# --- the shell's words and limits ---------------------------------------------------------------------


def test_the_shell_knows_the_open_limit_and_has_every_new_word_in_both_languages():
    js = (ROOT / "widgets" / "gameview.js").read_text(encoding="utf-8")
    assert int(re.search(r"const OPEN_LIMIT = (\d+);", js).group(1)) == gamefile.MAX_CHARS
    tables = re.search(r"const WORDS = \{\s*en: \{(.*?)\n  \},\s*ru: \{(.*?)\n  \},", js, re.S)
    keys = [set(re.findall(r"(?:^|,)\s*(\w+): \"", t, re.M)) for t in tables.groups()]
    assert keys[0] == keys[1] and {"timeline", "playFromHere", "save", "open", "start", "undo"} <= keys[0]
    used = set(re.findall(r"word\(\"(\w+)\"\)", js)) | set(re.findall(r"\"(first|back|forward|last)\"", js))
    assert used <= keys[0], used - keys[0]


def test_load_refuses_a_file_that_is_not_utf8_or_too_large_before_reading_it_all(tmp_path):
    latin = tmp_path / "latin.json"
    latin.write_bytes(b'{"format": "boardkit-game", "game": "caf\xe9"}')
    with pytest.raises(GameFileError, match="not UTF-8 text"):
        GameView.load(latin)
    huge = tmp_path / "huge.json"
    with huge.open("wb") as f:
        f.truncate(gamefile.MAX_CHARS * 4 + 1)
    with pytest.raises(GameFileError, match="too large for a saved game"):
        GameView.load(huge)
