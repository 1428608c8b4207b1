"""GameView sends the log as an append: a move sends only its new lines (trait ``log_tail``); undo, a
branch, a step back, a language and a saved game send it whole. Traits that did not change are not sent.

A recorder stands in for the comm: it keeps every state update the kernel sends, merged into the values
the front end's model holds, so each test reads what a browser would have.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

import boardkit
from boardkit.core import i18n
from boardkit.widgets import LOG_LIMIT, GameView

from .test_gameview import send

SLUGS = list(boardkit.games.names())


@pytest.fixture(autouse=True)
def english():
    i18n.set_language("en")
    yield
    i18n.set_language("en")


class Front:
    """The front end: its copy of the model (the state as sent, every update merged in) and the log it
    shows, kept by the protocol's rule (a reset takes the lines it brings, an append adds its lines)."""

    def __init__(self, w: GameView) -> None:
        self.model: dict[str, Any] = dict(w.get_state())
        self.updates: list[dict[str, Any]] = []
        self.gaps = 0
        self.held = (self.model["log_size"], list(self.model["events"]))
        self._take(self.model["log_tail"])
        w._send = self._receive  # every state update of send_state goes through _send

    def _receive(self, msg: dict[str, Any], buffers: Any = None) -> None:
        if msg.get("method") != "update":
            return
        self.updates.append(msg["state"])
        self.model.update(msg["state"])
        if "log_tail" in msg["state"]:
            self._take(msg["state"]["log_tail"])

    def _take(self, tail: dict[str, Any]) -> None:
        size, events = self.held
        if "reset" in tail:
            self.held = (tail["size"], list(tail["events"]))
        elif "at" in tail and tail["at"] > size:
            self.gaps += 1
        elif "at" in tail and tail["at"] + len(tail["events"]) > size:
            added = tail["events"][size - tail["at"] :]
            self.held = (size + len(added), (events + added)[-tail["keep"] :])

    def sent(self) -> set[str]:
        keys = {k for u in self.updates for k in u}
        self.updates.clear()
        return keys


def shown_log(w: GameView) -> list[dict[str, Any]]:
    """The whole log as a fresh view would build it (in the view's language)."""
    with i18n.language(w.lang):
        return [w._event(e) for e in w.state.log.events()[-LOG_LIMIT:]]


def first_move_with_log_lines(w: GameView, rng: random.Random) -> None:
    for _ in range(50):
        before = w.log_size
        w.play(rng.randrange(len(w.actions)))
        if w.log_size > before:
            return
    raise AssertionError("no move wrote to the log in 50 moves")


@pytest.mark.parametrize("slug", SLUGS)
def test_a_move_sends_only_its_new_log_lines_and_the_kernel_keeps_the_whole_log(slug):
    w = GameView(slug, players=3, seed=4)
    front = Front(w)
    rng = random.Random(4)
    for _ in range(12):
        size, kept = w.log_size, list(w.events)
        w.play(rng.randrange(len(w.actions)))
        sent = front.sent()
        assert "events" not in sent and "log_size" not in sent
        added = w.log_size - size
        if added:
            assert "log_tail" in sent
            tail = front.model["log_tail"]
            assert tail["at"] == size and tail["keep"] == LOG_LIMIT
            assert tail["events"] == shown_log(w)[-added:]  # exactly the new lines, in order
        assert w.events == (kept + shown_log(w)[len(shown_log(w)) - added :])[-LOG_LIMIT:]
        assert w.events == shown_log(w) and w.log_size == len(w.state.log)
        assert front.held == (w.log_size, w.events)


@pytest.mark.parametrize("slug", SLUGS)
def test_undo_a_step_back_a_branch_and_a_language_send_the_log_whole_and_the_front_end_shows_it(slug):
    w = GameView(slug, players=3, seed=5)
    front = Front(w)
    rng = random.Random(5)
    for _ in range(3):
        first_move_with_log_lines(w, rng)
    front.sent()

    def shown(do: Any, *, whole: bool) -> None:
        do()
        sent = front.sent()
        assert not {"events", "log_size"} & sent  # the log travels in log_tail only
        if whole:
            assert "log_tail" in sent and "reset" in front.model["log_tail"]
        assert front.held == (w.log_size, w.events) and w.events == shown_log(w)
        assert front.gaps == 0

    shown(w.undo, whole=True)
    shown(lambda: w.goto(0), whole=True)
    shown(lambda: w.goto(w.history_length - 1), whole=False)  # forward: the log grows, lines appended
    shown(w.fork, whole=False)  # the same log on a new branch: nothing to send
    first_move_with_log_lines(w, rng)
    shown(lambda: w.branch("main"), whole=True)
    shown(lambda: setattr(w, "lang", "ru"), whole=True)  # shown_log(w) is the Russian log now
    shown(lambda: w.loads(w.dumps()), whole=True)
    first_move_with_log_lines(w, rng)
    shown(lambda: setattr(w, "lang", "en"), whole=True)


@pytest.mark.parametrize("slug", SLUGS)
def test_redo_and_a_step_forward_extend_the_shown_log_so_they_append(slug):
    w = GameView(slug, players=3, seed=6)
    front = Front(w)
    rng = random.Random(6)
    first_move_with_log_lines(w, rng)
    w.undo()
    size = w.log_size
    front.sent()
    w.redo()
    assert "events" not in front.sent() and front.model["log_tail"]["at"] == size
    assert front.held == (w.log_size, w.events) and w.events == shown_log(w)


def test_a_view_that_missed_lines_asks_for_the_log_and_gets_it_whole():
    w = GameView("puerto_rico", players=3, seed=7)
    front = Front(w)
    first_size = front.model["log_size"]
    rng = random.Random(7)
    first_move_with_log_lines(w, rng)
    first_move_with_log_lines(w, rng)
    # A view drawn now starts from the model: events as the page loaded them, then only the latest append.
    assert front.model["log_size"] == first_size and front.model["log_tail"]["at"] > first_size
    front.sent()
    send(w, {"type": "log"})
    assert front.sent() == {"log_tail"} and w.error == ""
    tail = front.model["log_tail"]
    assert "reset" in tail and tail["events"] == shown_log(w) and tail["size"] == len(w.state.log)


def test_a_log_longer_than_the_limit_keeps_its_last_lines_on_both_sides():
    w = GameView("puerto_rico", players=3, seed=8)
    front = Front(w)
    rng = random.Random(8)
    while w.log_size <= LOG_LIMIT + 20 and not w.over:
        w.play(rng.randrange(len(w.actions)))
    assert w.log_size > LOG_LIMIT and len(w.events) == LOG_LIMIT
    assert front.held == (w.log_size, w.events) and w.events == shown_log(w)
    assert front.gaps == 0


@pytest.mark.parametrize("slug", SLUGS)
def test_a_move_sends_no_trait_whose_value_did_not_change(slug):
    w = GameView(slug, players=3, seed=9)
    front = Front(w)
    rng = random.Random(9)
    every: set[str] = set()
    for _ in range(10):
        before = dict(front.model)
        w.play(rng.randrange(len(w.actions)))
        sent = front.sent()
        every |= sent
        for key in sent:
            assert front.model[key] != before.get(key), f"{key} was sent unchanged"
    assert {"view", "actions", "version"} <= every
    assert not {"glossary", "phases", "title", "names", "options", "board_js", "branches", "events"} & every
