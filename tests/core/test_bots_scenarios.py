"""Bots, simulate and scenarios work for any game through the public contract (checked on the toy)."""

from __future__ import annotations

import json
from concurrent.futures import ThreadPoolExecutor

import pytest

from boardkit import Action, Scenario, ScenarioError, simulate
from boardkit.core.bots import GreedyBot, MCTSBot, RandomBot, make_bot
from boardkit.core.simulate import play

from .toy import TOY


def test_bots_choose_legal_actions_and_finish_games():
    for bot in (RandomBot(1), GreedyBot(2), MCTSBot(3, iterations=30)):
        s = TOY.new_game(2, seed=5)
        final, decisions = play(TOY, s, [bot, RandomBot(9)])
        assert TOY.is_over(final) and decisions >= 4


def test_mcts_finds_the_winning_move_in_take_away():
    # Taking the last stone wins nothing here; winner = most stones. With 3 left and the opponent
    # holding 1 more, taking all 3 wins outright; MCTS must see it.
    s = TOY.new_game(2, seed=0)
    s.pile, s.taken = 3, (5, 6)
    assert MCTSBot(0, iterations=300).choose(TOY, s) == Action("take", 0, n=3)
    assert GreedyBot(0).choose(TOY, s) == Action("take", 0, n=3)


def test_make_bot_names_unknown_bots():
    assert isinstance(make_bot("mcts"), MCTSBot)
    with pytest.raises(ValueError, match="unknown bot"):
        make_bot("oracle")


def test_simulate_is_reproducible_and_runs_on_an_executor():
    a = simulate(TOY, "random", n=12, seed=4, players=3, progress=False)
    b = simulate(TOY, "random", n=12, seed=4, players=3, progress=False)
    assert a.equals(b) and len(a) == 12
    with ThreadPoolExecutor(2) as pool:
        c = simulate(TOY, "random", n=12, seed=4, players=3, progress=False, executor=pool)
    assert a.equals(c)
    assert set(a.columns) >= {"seed", "winners", "decisions", "P1_total", "P3_rank"}
    with pytest.raises(ValueError, match="bots"):
        simulate(TOY, ["random"], n=1, players=3, progress=False)


def test_scenario_json_round_trip_overrides_and_branches(toy_registered, tmp_path):
    sc = Scenario("endgame", "toy", 2, seed=1, overrides={"pile": 3, "taken": [5, 6]})
    path = tmp_path / "s.json"
    sc.save(path)
    back = Scenario.load(path)
    assert back == sc
    s = back.state()
    assert s.pile == 3 and s.taken == (5, 6)
    table = sc.branches({"take one": [Action("take", 0, n=1)], "take three": [Action("take", 0, n=3)]}, n=10)
    assert table.loc["take three", "P1 wins (%)"] == 100.0
    assert table.loc["take one", "P1 score now"] == 6


@pytest.mark.parametrize(
    "data, field",
    [
        ({"game": "toy", "players": 2}, "name"),
        ({"name": "x", "game": "toy", "players": "two"}, "players"),
        ({"name": "x", "game": "toy", "players": 2, "colour": "red"}, "colour"),
        ({"name": "x", "game": "toy", "players": 2, "script": [{"player": 0}]}, r"script\[0\]"),
    ],
)
def test_malformed_scenarios_name_the_bad_field(data, field):
    with pytest.raises(ScenarioError, match=field):
        Scenario.from_dict(data)


def test_scenario_errors_found_when_building_the_state(toy_registered):
    with pytest.raises(ScenarioError, match="game"):
        Scenario("x", "chess", 2).state()
    with pytest.raises(ScenarioError, match="players"):
        Scenario("x", "toy", 7).state()
    with pytest.raises(ScenarioError, match="overrides.pile.deep"):
        Scenario("x", "toy", 2, overrides={"pile.deep": 1}).state()
    with pytest.raises(ScenarioError, match="overrides"):
        Scenario("x", "toy", 2, overrides={"pile": "many"}).state()
    with pytest.raises(ScenarioError, match=r"script\[1\].*turn order"):
        Scenario("x", "toy", 2, script=[Action("take", 0, n=1), Action("take", 0, n=1)]).state()
    with pytest.raises(ScenarioError, match="not valid JSON"):
        Scenario.from_json("{")
    assert json.loads(Scenario("x", "toy", 2).to_json())["players"] == 2


@pytest.mark.parametrize("bot", [MCTSBot(3, iterations=25), GreedyBot(3)], ids=["mcts", "greedy"])
def test_search_bots_look_ahead_only_on_determinized_states(bot):
    """Hidden information is real: a bot plays its look-ahead on worlds its seat could believe, never the true one."""
    from boardkit.games.puerto_rico.game import PuertoRico

    class Spy(PuertoRico):
        def __init__(self) -> None:
            self.applied: list = []
            self.dealt = 0

        def apply(self, state, action):
            self.applied.append(state)
            return super().apply(state, action)

        def determinize(self, state, player, rng):
            self.dealt += 1
            return super().determinize(state, player, rng)

    spy = Spy()
    s = spy.new_game(3, seed=8)
    while len(spy.legal_actions(s)) < 2:
        s = spy.apply(s, spy.legal_actions(s)[0])
    spy.applied.clear()
    choice = bot.choose(spy, s)
    assert choice in spy.legal_actions(s)
    assert spy.dealt >= 1 and spy.applied, "the bot looked ahead"
    assert all(state is not s for state in spy.applied), "the true state is never searched"


def test_scenario_overrides_that_break_the_games_invariants_are_refused(toy_registered):
    with pytest.raises(ScenarioError, match="overrides.*pile"):
        Scenario("x", "toy", 2, overrides={"pile": 99}).state()
    with pytest.raises(ScenarioError, match=r"^options\.most"):
        Scenario("x", "toy", 2, options={"most": 9}).state()
