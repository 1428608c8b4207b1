"""GameView with bot seats: the bots answer a human move by themselves, one move at a time when a
kernel's event loop runs, while human seats stay clickable and undo, redo and fork keep working."""

from __future__ import annotations

import asyncio
import random

import pytest

from boardkit.core.bots import RandomBot
from boardkit.widgets import GameView
from tests.core.toy import TOY


def send(w: GameView, content: object) -> None:
    """What the kernel does with a custom message from the front end."""
    w._on_message(w, content, [])


def test_bot_seats_are_named_as_the_games_P1_P2_and_answer_each_human_move():
    view = GameView(TOY, players=2, seed=3, bots={2: "heuristic"})
    assert view.bot_seats == {"P2": "heuristic"}
    rng = random.Random(0)
    while not view.over:
        assert view.state.current_player == 0, "after every move the bot has played: P1 decides again"
        view.play(rng.randrange(len(view.actions)))
    players = [a.player for a in view.played]
    assert 1 in players and players[::2] == [0] * len(players[::2]), "P2's moves are the bot's, in turn"
    assert any(e["player"] == 1 for e in view.events), "the bot's moves are in the log"


def test_seats_can_be_given_as_text_and_bots_as_instances_or_specs():
    view = GameView(
        "puerto_rico", players=3, seed=1, bots={"P2": RandomBot(1), "p3": ("mcts", {"iterations": 5})}
    )
    assert view.bot_seats == {"P2": "random", "P3": "mcts"}
    view.play(0)
    assert view.state.current_player == 0 or view.over


@pytest.mark.parametrize("seat", [0, 3, "P0", "P9", "two", 1.5, True])
def test_a_seat_the_game_does_not_have_is_refused_naming_the_seats(seat):
    with pytest.raises(ValueError, match=r"seats are P1-P2"):
        GameView(TOY, players=2, bots={seat: "random"})


def test_an_unknown_bot_or_a_bad_delay_is_refused():
    with pytest.raises(ValueError, match="unknown bot 'oracle'"):
        GameView(TOY, players=2, bots={2: "oracle"})
    with pytest.raises(ValueError, match="bot_delay"):
        GameView(TOY, players=2, bots={2: "random"}, bot_delay=-1)


def test_a_bot_seated_at_the_first_decision_moves_at_once():
    view = GameView(TOY, players=2, seed=3, bots={1: "heuristic"})
    assert view.step == 1 and view.played[0].player == 0 and view.state.current_player == 1


def test_a_click_at_a_bot_seats_turn_is_refused_and_undo_does_not_wake_the_bots():
    view = GameView(TOY, players=2, seed=3, bots={2: "random"})
    view.play(0)
    assert view.step == 2
    view.undo()  # back to the bot's decision: the bot does not move again, so undo can go further back
    assert view.step == 1 and view.state.current_player == 1
    before = (view.version, view.step)
    send(view, {"type": "act", "index": 0, "version": view.version})
    assert "P2 is played by the random bot" in view.error
    assert (view.version, view.step) == before
    view.undo()
    assert view.step == 0 and view.state.current_player == 0, "human seats stay clickable"
    send(view, {"type": "act", "index": 1, "version": view.version})
    assert view.error == "" and view.step == 2 and view.state.current_player == 0


def test_redo_replays_the_bots_move_and_a_fork_lets_the_bots_play_on():
    view = GameView(TOY, players=2, seed=3, bots={2: "heuristic"})
    view.play(0)
    bot_move = view.played[1]
    view.undo()
    view.redo()
    assert view.played[1] == bot_move and view.step == 2
    view.undo()
    name = view.fork()
    assert view.current_branch == name and view.step == 2, "play from here: the bot answered on the fork"
    assert view.branches == ["main", name]


def test_with_a_running_event_loop_bots_move_later_one_at_a_time_and_undo_cancels():
    async def scenario() -> None:
        view = GameView(TOY, players=3, seed=3, bots={2: "random", 3: "random"}, bot_delay=0.01)
        seen: list[int] = []
        view.observe(lambda change: seen.append(view.step), names="version")
        view.play(0)
        assert view.step == 1 and view.state.current_player == 1, "play returns before the bots move"
        for _ in range(500):
            if view.state.current_player == 0 or view.over:
                break
            await asyncio.sleep(0.01)
        assert view.state.current_player == 0 or view.over
        assert seen[:3] == [1, 2, 3], "each bot move is published on its own, in order"
        view.undo()
        view.undo()
        view.undo()
        assert view.step == 0
        view.play(0)
        view.undo()  # before the bot's scheduled move: it is dropped
        await asyncio.sleep(0.1)
        assert view.step == 0 and view.state.current_player == 0

    asyncio.run(scenario())
