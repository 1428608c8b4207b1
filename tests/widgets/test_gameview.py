"""GameView's Python side with real engines: play, undo/redo, forks, language, and refused messages."""

from __future__ import annotations

import json
import logging
import random
import re
from pathlib import Path

import pytest

import boardkit
from boardkit import Action, IllegalAction, _assets
from boardkit.core import i18n
from boardkit.widgets import GameView
from tests.core.toy import TOY, Toy

ROOT = Path(__file__).resolve().parents[2]


def toy_view(**kw) -> GameView:
    return GameView(TOY, players=2, seed=3, **kw)


def send(w: GameView, content: object) -> None:
    """What the kernel does with a custom message from the front end."""
    w._on_message(w, content, [])


def snapshot(w: GameView) -> tuple:
    return (w.game.to_json(w.state), w.version, w.step, w.history_length, w.branches, w.current_branch)


@pytest.fixture(autouse=True)
def english():
    i18n.set_language("en")
    yield
    i18n.set_language("en")


def test_new_view_shows_the_start_of_a_new_game():
    w = toy_view()
    s = TOY.new_game(players=2, seed=3)
    assert TOY.to_json(w.state) == TOY.to_json(s)
    assert w.version == 0 and w.step == 0 and w.history == [w.state]
    assert not w.can_undo and not w.can_redo
    assert w.branches == ["main"] and w.current_branch == "main"
    legal = TOY.legal_actions(s)
    assert w.actions == [
        {"index": i, "kind": a.kind, "player": a.player, "args": dict(a.args), "label": TOY.describe(a)}
        for i, a in enumerate(legal)
    ]
    assert w.view == TOY.view(s, s.current_player)  # the hot seat: the deciding player's eyes
    assert w.phases == [{"id": "take", "title": "Take", "summary": "Take 1-3 stones.", "rule": "toy rule 1"}]
    assert w.phase == "take" and w.current_player == 0 and w.round == 1
    assert w.title == "Take-away" and w.error == "" and not w.over and w.scores == []


def test_play_by_index_and_by_action_advance_one_step_each():
    w = toy_view()
    s0 = w.state
    w.play(1)
    assert w.state.pile == s0.pile - 2 and w.step == 1 and w.version == 1
    w.play(Action("take", 1, n=3))
    assert w.state.pile == s0.pile - 5 and w.step == 2 and w.version == 2
    assert [e["text"] for e in w.events] == ["takes 2 stones", "takes 3 stones"]
    assert all(e["rule"] == "toy rule 1" for e in w.events)
    assert w.history[0] is s0 and len(w.history) == 3


@pytest.mark.parametrize("bad", [5, -1, True, "0", Action("take", 0, n=4), Action("take", 1, n=1)])
def test_play_refuses_what_is_not_legal_and_keeps_the_state(bad):
    w = toy_view()
    before = snapshot(w)
    with pytest.raises(IllegalAction):
        w.play(bad)
    assert snapshot(w) == before


def test_illegal_action_message_names_the_rule():
    w = toy_view()
    with pytest.raises(IllegalAction, match=r"take 1 to 3 stones.*toy rule 1"):
        w.play(Action("take", 0, n=4))


def test_undo_redo_and_a_new_move_drops_the_redo_line():
    w = toy_view()
    w.play(0)
    w.play(0)
    after_two = TOY.to_json(w.state)
    w.undo()
    assert w.step == 1 and w.can_redo and w.can_undo and w.history_length == 3
    w.redo()
    assert TOY.to_json(w.state) == after_two and not w.can_redo
    w.undo()
    w.undo()
    assert w.step == 0 and not w.can_undo
    with pytest.raises(ValueError, match="nothing to undo"):
        w.undo()
    w.play(2)
    assert w.history_length == 2 and not w.can_redo
    with pytest.raises(ValueError, match="nothing to redo"):
        w.redo()


def test_fork_keeps_both_lines_and_switches_between_them():
    w = toy_view()
    w.play(0)
    shared = TOY.to_json(w.state)
    name = w.fork()
    assert name == "branch 2" and w.current_branch == name and w.branches == ["main", name]
    assert TOY.to_json(w.state) == shared and w.step == 1
    w.play(2)
    on_fork = TOY.to_json(w.state)
    w.branch("main")
    assert TOY.to_json(w.state) == shared and w.step == 1
    w.play(1)
    on_main = TOY.to_json(w.state)
    assert on_main != on_fork
    w.branch(name)
    assert TOY.to_json(w.state) == on_fork and w.step == 2
    w.undo()
    assert TOY.to_json(w.state) == shared  # the fork shares the history before it
    assert w.fork("what if") == "what if" and w.branches == ["main", name, "what if"]
    with pytest.raises(ValueError, match="exists already"):
        w.fork("main")
    with pytest.raises(ValueError, match="no branch named"):
        w.branch("nope")


def test_messages_drive_the_same_moves_as_the_python_api():
    w = toy_view()
    send(w, {"type": "act", "index": 2, "version": 0})
    assert w.error == "" and w.step == 1 and w.state.pile == TOY.new_game(2, 3).pile - 3
    send(w, {"type": "undo", "version": w.version})
    assert w.step == 0
    send(w, {"type": "redo"})
    assert w.step == 1
    send(w, {"type": "fork", "version": w.version})
    assert w.current_branch == "branch 2"
    send(w, {"type": "fork", "name": "plan B"})
    assert w.current_branch == "plan B"
    send(w, {"type": "branch", "name": "main"})
    assert w.current_branch == "main" and w.error == ""
    send(w, {"type": "act", "index": 1.0, "version": w.version})  # JavaScript numbers may arrive as floats
    assert w.error == "" and w.step == 2


BAD_MESSAGES = [
    ("not an object", ["act", 0]),
    ("no type", {"index": 0, "version": 1}),
    ("unknown type", {"type": "cheat", "version": 1}),
    ("act without index", {"type": "act", "version": 1}),
    ("act without version", {"type": "act", "index": 0}),
    ("index as text", {"type": "act", "index": "0", "version": 1}),
    ("index as bool", {"type": "act", "index": True, "version": 1}),
    ("index as fraction", {"type": "act", "index": 0.5, "version": 1}),
    ("index too big", {"type": "act", "index": 3, "version": 1}),
    ("index negative", {"type": "act", "index": -1, "version": 1}),
    ("version before any drawing", {"type": "act", "index": 0, "version": -1}),
    ("future version", {"type": "act", "index": 0, "version": 7}),
    ("version as text", {"type": "act", "index": 0, "version": "1"}),
    ("stale undo", {"type": "undo", "version": 0}),
    ("redo with nothing undone", {"type": "redo"}),
    ("branch without name", {"type": "branch"}),
    ("branch name as number", {"type": "branch", "name": 2}),
    ("unknown branch", {"type": "branch", "name": "nope"}),
    ("fork onto an existing name", {"type": "fork", "name": "main"}),
    ("fork with an empty name", {"type": "fork", "name": "  "}),
    ("unknown language", {"type": "lang", "lang": "de"}),
    ("language as list", {"type": "lang", "lang": ["ru"]}),
    # Values no click can produce: refused at the door by name, never an internal TypeError.
    ("type as list", {"type": ["act"], "index": 0, "version": 1}),
    ("type as dict", {"type": {"act": 1}, "index": 0, "version": 1}),
    ("type of a megabyte", {"type": "a" * 1_000_000, "version": 1}),
    ("index as list", {"type": "act", "index": [0], "version": 1}),
    ("index as dict", {"type": "act", "index": {"i": 0}, "version": 1}),
    ("index as nested lists", {"type": "act", "index": [[[[0]]], {"a": [1, 2]}], "version": 1}),
    ("index huge", {"type": "act", "index": 10**5000, "version": 1}),
    ("index as infinity", {"type": "act", "index": float("inf"), "version": 1}),
    ("index as a huge float", {"type": "act", "index": 1e300, "version": 1}),
    ("version huge", {"type": "act", "index": 0, "version": 10**5000}),
    ("version as dict", {"type": "act", "index": 0, "version": {"v": 1}}),
    ("fork name as list", {"type": "fork", "name": ["b"]}),
    ("fork name of a megabyte", {"type": "fork", "name": "b" * 1_000_000}),
    ("fork name one too long", {"type": "fork", "name": "b" * 41}),
    ("branch name as dict", {"type": "branch", "name": {"main": 1}}),
    ("branch name of a megabyte", {"type": "branch", "name": "m" * 1_000_000}),
    ("language as dict", {"type": "lang", "lang": {"ru": True}}),
    ("language of a megabyte", {"type": "lang", "lang": "r" * 1_000_000}),
]


@pytest.mark.parametrize("content", [m for _, m in BAD_MESSAGES], ids=[n for n, _ in BAD_MESSAGES])
def test_bad_messages_are_refused_with_an_error_and_change_nothing(content, caplog):
    w = toy_view()
    w.play(0)  # version 1, step 1: something to undo, nothing to redo
    before = snapshot(w)
    labels = w.glossary
    with caplog.at_level(logging.INFO, logger="boardkit.widgets"):
        send(w, content)
    assert w.error, "a refused message must say why"
    assert "internal error" not in w.error and len(w.error) < 300, w.error[:300]
    assert snapshot(w) == before
    assert w.glossary == labels and w.lang == "en"
    assert any("refused" in r.getMessage() for r in caplog.records)


def test_a_branch_name_at_the_length_limit_is_taken_and_the_api_refuses_a_longer_one():
    w = toy_view()
    send(w, {"type": "fork", "name": "b" * 40})
    assert w.error == "" and w.current_branch == "b" * 40
    with pytest.raises(ValueError, match="at most 40 characters"):
        w.fork("c" * 41)
    assert w.branches == ["main", "b" * 40]


def test_the_second_click_of_a_double_click_plays_nothing_and_shows_no_error(caplog):
    w = toy_view()
    click = {"type": "act", "index": 0, "version": 0}
    with caplog.at_level(logging.INFO, logger="boardkit.widgets"):
        send(w, click)
        send(w, dict(click))  # the same click, drawn on the same version, arrives again
    assert w.error == "" and w.step == 1 and w.version == 1
    assert any("ignored a click on version 0" in r.getMessage() for r in caplog.records)


def test_a_different_click_made_while_a_move_was_applied_plays_nothing_and_shows_no_error():
    w = toy_view()
    send(w, {"type": "act", "index": 0, "version": 0})
    send(w, {"type": "act", "index": 1, "version": 0})  # made on the drawing the first move replaced
    assert w.error == "" and w.step == 1 and w.version == 1 and len(w.played) == 1


def test_a_click_on_a_drawing_older_than_an_undo_plays_nothing_and_shows_no_error():
    w = toy_view()
    send(w, {"type": "act", "index": 0, "version": 0})
    send(w, {"type": "undo", "version": 1})
    send(w, {"type": "act", "index": 0, "version": 0})
    assert w.error == "" and w.step == 0 and w.version == 2


def test_an_ignored_click_is_answered_so_the_board_takes_clicks_again(monkeypatch):
    w = toy_view()
    said = []
    monkeypatch.setattr(w, "send", said.append)
    send(w, {"type": "act", "index": 0, "version": 0})
    send(w, {"type": "act", "index": 1, "version": 0})
    assert said == [{"type": "answered", "version": 1}]


def test_other_stale_messages_are_still_refused_with_an_error():
    w = toy_view()
    send(w, {"type": "act", "index": 0, "version": 0})
    send(w, {"type": "undo", "version": 0})
    assert "stale" in w.error and w.step == 1


def test_undo_at_the_start_is_refused():
    w = toy_view()
    send(w, {"type": "undo"})
    assert "nothing to undo" in w.error and w.step == 0


def test_error_is_cleared_by_the_next_good_move():
    w = toy_view()
    send(w, {"type": "act", "index": 99, "version": 0})
    assert "no legal action number 99" in w.error
    send(w, {"type": "act", "index": 0, "version": 0})
    assert w.error == "" and w.step == 1


class _Broken(Toy):
    """An engine with bugs: taking 3 is refused by _apply, and views fail once the pile is low."""

    def _apply(self, s, a):
        if a["n"] == 3:
            raise IllegalAction("three is refused here", rule="broken rule 9", action=a)
        super()._apply(s, a)

    def view(self, s, player=None):
        if s.pile < 9:
            raise RuntimeError("view failed")
        return super().view(s, player)


def test_engine_refusals_and_engine_crashes_set_error_and_keep_the_state(caplog):
    w = GameView(_Broken(), players=2, seed=3)
    before = snapshot(w)
    send(w, {"type": "act", "index": 2, "version": 0})
    assert "broken rule 9" in w.error and snapshot(w) == before
    pile = w.state.pile
    with caplog.at_level(logging.ERROR, logger="boardkit.widgets"):
        while w.state.pile - 2 >= 9:
            send(w, {"type": "act", "index": 1, "version": w.version})
        before = snapshot(w)
        send(w, {"type": "act", "index": 1, "version": w.version})  # its view would fail
    assert "internal error (RuntimeError): view failed" in w.error
    assert snapshot(w) == before and w.state.pile < pile
    assert any(r.levelno == logging.ERROR for r in caplog.records)


def test_set_language_reaches_new_widgets_and_the_lang_switch_relabels_one():
    boardkit.set_language("ru")
    w = toy_view()
    assert w.lang == "ru" and w.glossary == {"total": "итого", "stones": "камни"}
    send(w, {"type": "lang", "lang": "en"})
    assert w.error == "" and w.lang == "en" and w.glossary == {"total": "total", "stones": "stones"}
    assert boardkit.get_language() == "ru"  # the per-widget switch leaves the global setting alone
    assert w.version == 0  # relabelling is not a move: a click drawn before it is still valid
    boardkit.set_language("en")
    assert toy_view().lang == "en"


def test_labels_of_a_registered_game_follow_the_widget_language():
    slug = "founders_of_empire"
    if slug not in boardkit.games.names():
        pytest.skip("founders_of_empire is not registered")
    g = boardkit.games.get(slug)
    w = GameView(slug, players=3, seed=7)
    english = [a["label"] for a in w.actions]
    assert [p["title"] for p in w.phases] == [p.title for p in g.phases()]
    w.lang = "ru"
    assert w.glossary == g.glossary.table("ru")
    ru = [g.glossary(p.id, "ru") if p.id in g.glossary else p.title for p in g.phases()]
    assert [p["title"] for p in w.phases] == [t[:1].upper() + t[1:] for t in ru]  # capitalised as in English
    with i18n.language("ru"):
        assert [a["label"] for a in w.actions] == [g.describe(a) for a in g.legal_actions(w.state)]
    assert [a["label"] for a in w.actions] != english
    assert boardkit.get_language() == "en"


def test_a_game_played_to_its_end_shows_scores():
    w = toy_view()
    while not w.over:
        send(w, {"type": "act", "index": len(w.actions) - 1, "version": w.version})
    rows = TOY.score_rows(w.state)
    assert w.actions == [] and w.current_player is None
    before = snapshot(w)
    send(w, {"type": "act", "index": 0, "version": w.version})
    assert "the game is over" in w.error and snapshot(w) == before
    assert [r["total"] for r in w.scores] == [r["total"] for r in rows]
    assert [r["player"] for r in w.scores] == ["P1", "P2"] and {r["rank"] for r in w.scores} <= {1, 2}


@pytest.mark.parametrize("slug", boardkit.games.names())
def test_every_registered_game_plays_through_messages(slug):
    w = GameView(slug, seed=11)
    rng = random.Random(slug)
    for _ in range(25):
        if w.over:
            break
        before = w.version
        send(w, {"type": "act", "index": rng.randrange(len(w.actions)), "version": w.version})
        assert w.error == "" and w.version == before + 1
        seen = w.state.current_player if not w.state.over else None
        assert w.view == json.loads(json.dumps(boardkit.games.get(slug).view(w.state, seen)))
    board = ROOT / "widgets" / "boards" / f"{slug}.js"
    assert w.board_js == (board.read_text(encoding="utf-8") if board.exists() else "")


def test_assets_come_from_the_widgets_folder_and_never_from_a_cdn():
    w = toy_view()
    folder = _assets.widgets_dir()
    assert folder in (ROOT / "widgets", ROOT / "boardkit" / "_widgets")
    assert w._esm == (folder / "gameview.js").read_text(encoding="utf-8")
    assert w._css == (folder / "gameview.css").read_text(encoding="utf-8")
    assert w.fallback_js == (folder / "boards" / "generic.js").read_text(encoding="utf-8")
    assert w.board_js == "" and w.board_css == ""  # the toy has no board module: generic.js draws it
    for path in [folder / "gameview.js", *sorted((folder / "boards").glob("*.js"))]:
        text = path.read_text(encoding="utf-8")
        assert not re.search(r"""(import|from)\s*\(?\s*["']https?:""", text), path
        assert not re.search(r"""^\s*import\s""", text, re.M), f"{path}: board modules have no imports"


def test_board_module_can_be_given_as_a_file(tmp_path):
    js = tmp_path / "stones.js"
    js.write_text("export function drawBoard(root) {}\n", encoding="utf-8")
    (tmp_path / "stones.css").write_text(".bk-toy-x {}\n", encoding="utf-8")
    w = toy_view(board_module=js)
    assert w.board_js.startswith("export function drawBoard") and w.board_css == ".bk-toy-x {}\n"


def test_state_and_new_game_arguments_are_exclusive():
    s = TOY.new_game(players=3, seed=1)
    w = GameView(TOY, s)
    assert w.state is s and len(w.view["taken"]) == 3
    with pytest.raises(TypeError, match="either a state"):
        GameView(TOY, s, players=2)
    with pytest.raises(TypeError, match="Game or a registered slug"):
        GameView(42)


COMMON_VIEW_KEYS = {"game", "players", "phase", "round", "current_player", "over", "winners"}


@pytest.mark.parametrize("slug", boardkit.games.names())
def test_every_game_view_shares_the_common_top_level_keys(slug):
    # The shell and the notebooks read these keys the same way for every game.
    g = boardkit.games.get(slug)
    rng = random.Random(2)
    players = min(n for n in g.player_counts if n > 1)  # solo may be lost to an automa: no seat wins
    s = g.new_game(players, seed=2)
    start = g.view(s)
    assert set(start) >= COMMON_VIEW_KEYS
    assert start["game"] == slug and start["players"] == players
    assert start["over"] is False and start["winners"] == []
    while not g.is_over(s):
        s = g.apply(s, rng.choice(g.legal_actions(s)))
    end = g.view(s)
    # a solo game may end with no winning seat: the automa won (Maracaibo l.843-848); in Archipelago
    # independence can make everyone lose (l.906)
    lost = g.everyone_may_lose
    assert (
        end["over"] is True
        and end["winners"] == g.winners(s)
        and (end["winners"] or lost or len(s.seats) == 1)
    )


def test_the_games_declared_options_reach_the_board_with_their_values():
    from boardkit.games.puerto_rico import GAME as PR

    w = GameView(PR, PR.new_game(3, seed=1, nobles=True))
    by_name = {o["name"]: o for o in w.options}
    assert set(by_name) == {o.name for o in PR.options()}
    assert by_name["nobles"]["value"] is True and by_name["new_buildings"]["value"] is False
    assert by_name["nobles"]["title"] == "Nobles" and by_name["nobles"]["rule"] == "l.988, l.1016"
    w.lang = "ru"
    assert {o["name"]: o["title"] for o in w.options}["nobles"] == "Дворяне"


def test_l392_the_board_shows_the_deciding_players_own_vp_and_hides_the_others():
    from boardkit.games.puerto_rico import GAME as PR

    s = PR.position(players=3, seed=2, seats=[{"vp": 2}, {"vp": 3}, {"vp": 4}])
    s = PR.apply(s, PR.legal_actions(s)[0])  # the governor chooses a role; another seat decides next
    while s.current_player == 0:
        s = PR.apply(s, PR.legal_actions(s)[0])
    hot = GameView(PR, s)
    chips = [seat["vp_chips"] for seat in hot.view["seats"]]
    assert hot.view["viewer"] == s.current_player and chips[s.current_player] is not None
    assert all(c is None for i, c in enumerate(chips) if i != s.current_player)
    spectator = GameView(PR, s, seat=None)
    assert all(seat["vp_chips"] is None for seat in spectator.view["seats"])
    with pytest.raises(ValueError, match="seat"):
        GameView(PR, s, seat="everyone")


# --- a click on a move that is not legal now: the rule's own words, then whose turn it is -------------


def _not_your_turn(w: GameView) -> dict:
    """A legal move of the player to decide, as another seat would click it."""
    move = w.game.legal_actions(w.state)[0].to_json()
    return {**move, "player": (move["player"] + 1) % w.state.players}


@pytest.mark.parametrize("slug", boardkit.games.names())
def test_an_illegal_click_shows_the_rules_refusal_and_whose_turn_and_changes_nothing(slug):
    counts = boardkit.games.get(slug).player_counts
    w = GameView(slug, players=max(2, min(counts)), seed=5)  # a turn order needs two seats (not solo)
    before = snapshot(w)
    illegal = _not_your_turn(w)
    with pytest.raises(IllegalAction) as refused:
        w.game.apply(w.state, Action.from_json(illegal))
    send(w, {"type": "act", "action": illegal, "version": w.version})
    message, turn = w.error.split("\n")
    assert message == w.game.explain(refused.value, "en") and refused.value.category == "not_your_turn"
    assert turn == f"Now it is P{w.state.current_player + 1}'s turn."
    assert snapshot(w) == before


def test_an_illegal_click_says_whose_turn_in_the_language_the_board_shows():
    w = toy_view()
    w.lang = "ru"
    send(w, {"type": "act", "action": _not_your_turn(w), "version": 0})
    assert w.error.endswith(f"\nСейчас ходит И{w.state.current_player + 1}.") and w.version == 0


def test_a_click_after_the_end_says_the_game_is_over():
    w = toy_view()
    while w.game.legal_actions(w.state):
        w.play(0)
    last = w.played[-1].to_json()
    send(w, {"type": "act", "action": last, "version": w.version})
    assert "game is over" in w.error.split("\n")[0] and w.error.endswith("\nThe game is over.")


def test_a_legal_move_sent_by_its_value_is_played():
    w = toy_view()
    move = w.game.legal_actions(w.state)[1]
    send(w, {"type": "act", "action": move.to_json(), "version": 0})
    assert w.error == "" and w.played == [move]


@pytest.mark.parametrize(
    "content",
    [
        {"type": "act", "index": 0, "action": {"kind": "take", "player": 0}, "version": 0},
        {"type": "act", "action": ["take"], "version": 0},
        {"type": "act", "action": {"kind": "take", "player": 0, "cheat": 1}, "version": 0},
    ],
    ids=["index and value", "value not an object", "value with an unknown field"],
)
def test_a_move_by_value_that_is_no_move_is_refused_and_changes_nothing(content):
    w = toy_view()
    before = snapshot(w)
    send(w, content)
    assert w.error and "internal error" not in w.error and snapshot(w) == before


def test_presentation_size_is_a_synced_switch_that_moves_nothing():
    w = toy_view()
    assert w.presentation is False and w.trait_metadata("presentation", "sync")
    big = toy_view(presentation=True)
    assert big.presentation is True
    before = snapshot(big)
    big.presentation = False  # what the A+ button does from the browser
    assert snapshot(big) == before and big.error == ""


def test_the_whole_table_switch_shows_every_secret_only_when_asked():
    from tests.core.cards import CARDS_GAME

    assert toy_view().imperfect is False, "a game without secrets offers no switch"
    w = GameView(CARDS_GAME, players=2, seed=3, seat=0)
    assert w.imperfect is True and w.table is False and w.trait_metadata("table", "sync")
    assert w.view["hands"][1] == [None, None, None], "seat 0 does not see seat 1's cards"
    history = (w.step, len(w.history))
    w.table = True  # what the header's switch does from the browser
    assert w.view["hands"][1] == list(w.state.hands[1]) and (w.step, len(w.history)) == history
    w.play(0)
    assert w.view["hands"][1] == list(w.state.hands[1]), "it stays on for the next moves"
    w.table = False
    assert set(w.view["hands"][1]) == {None}
    assert GameView(CARDS_GAME, players=2, seed=3, show_table=True).view["hands"][1] != [None] * 3
