"""The heuristic and search bots: budgets, the tree kept between moves, hidden information, strength."""

from __future__ import annotations

import random

import pytest

from boardkit import games
from boardkit.core.bots import (
    DEFAULT_BUDGET,
    GreedyBot,
    HeuristicBot,
    MCTSBot,
    RandomBot,
    make_bot,
    moves_between,
    results,
    win_chances,
)
from boardkit.core.simulate import play
from boardkit.core.stats import wilson

from .toy import TOY

SLUGS = games.names()


def midgame(slug: str, players: int = 2, seed: int = 3, moves: int = 40):
    """A state some random moves into a game, at a decision with a real choice."""
    g = games.get(slug)
    rng = random.Random(seed)
    s = g.new_game(players, seed=seed)
    trail = [s]
    for _ in range(moves):
        if g.is_over(s):
            break
        s = g.apply(s, rng.choice(g.legal_actions(s)))
        trail.append(s)
    if g.is_over(s):  # random players can end a short game (Santa Maria's pass) first: take its middle
        s = trail[len(trail) // 2]
    while len(g.legal_actions(s)) < 2:
        s = g.apply(s, g.legal_actions(s)[0])
    return g, s


def test_mcts_runs_exactly_its_iteration_budget_and_the_default_is_seconds():
    g, s = midgame("puerto_rico")
    bot = MCTSBot(1, iterations=17, reuse=False)
    bot.choose(g, s)
    assert bot.last_iterations == 17
    both = MCTSBot(1, iterations=9, seconds=60.0, reuse=False)
    both.choose(g, s)
    assert both.last_iterations == 9, "with both budgets the first one spent ends the search"
    default = make_bot("mcts")
    assert default.seconds == DEFAULT_BUDGET and default.iterations is None
    quick = MCTSBot(1, seconds=0.01, reuse=False)
    assert quick.choose(g, s) in g.legal_actions(s) and quick.last_iterations >= 1


@pytest.mark.parametrize(
    "kwargs", [{"iterations": 0}, {"iterations": 2.5}, {"seconds": 0}, {"seconds": -1}, {"depth": -1}]
)
def test_a_budget_that_cannot_be_spent_is_refused(kwargs):
    with pytest.raises(ValueError):
        MCTSBot(0, **kwargs)


@pytest.mark.parametrize("slug", SLUGS)
def test_moves_between_finds_the_public_moves_played_since(slug):
    g, s = midgame(slug)
    # a sealed bid (every move secret) hides the moves after it: start past it
    while g.legal_actions(s) and all(g.is_secret(a) for a in g.legal_actions(s)):
        s = g.apply(s, g.legal_actions(s)[0])
    rng = random.Random(5)
    played, t = [], s
    for _ in range(12):
        if g.is_over(t):
            break
        legal = g.legal_actions(t)
        public = [a for a in legal if not g.is_secret(a)]  # a secret move played stops the search (below)
        a = rng.choice(public or legal)
        played.append(a)
        t = g.apply(t, a)
    found = moves_between(g, s, t)
    assert (found is None) == any(g.is_secret(a) for a in played)
    if found is None:
        return
    replayed = s
    for a in found:
        replayed = g.apply(replayed, a)
    assert g.to_json(replayed) == g.to_json(t), "the moves found lead to the same state"
    other = g.new_game(2, seed=99)
    assert moves_between(g, s, other) is None, "a state of another game does not continue this one"


@pytest.mark.parametrize("slug", SLUGS)
def test_mcts_keeps_the_subtree_of_the_moves_played_since_and_starts_fresh_elsewhere(slug):
    g = games.get(slug)
    s = g.new_game(2, seed=4)
    bots = [MCTSBot(1, iterations=60), RandomBot(2)]
    reused = []
    for _ in range(60):
        if g.is_over(s):
            break
        bot = bots[s.current_player]
        choice = bot.choose(g, s)
        if bot is bots[0] and len(g.legal_actions(s)) > 1:
            reused.append(bot.last_reused)
        s = g.apply(s, choice)
    assert reused[0] == 0, "the first search starts fresh"
    assert any(r > 0 for r in reused[1:]), "later searches inherit visits from the kept tree"
    fresh = g.new_game(2, seed=5)
    while fresh.current_player != 0 or len(g.legal_actions(fresh)) < 2:
        fresh = g.apply(fresh, g.legal_actions(fresh)[0])
    bots[0].choose(g, fresh)
    assert bots[0].last_reused == 0, "a state that does not continue the last search starts a new tree"


def hidden_twin(slug: str, s):
    """``s`` with everything its current player cannot see changed: hidden orders and future draws."""
    t = s.copy()
    if slug == "puerto_rico":
        t.stack = tuple(reversed(s.stack))
    elif slug == "santa_maria":
        for pile in ("deck", "double_stack", "triple_stack", "unused_scholars", "unused_bishops"):
            setattr(t, pile, tuple(reversed(getattr(s, pile))))
    elif slug == "maracaibo":  # the project deck, combat piles, quest pile and building stack (l.65-86)
        t.deck = tuple(reversed(s.deck))
        t.combat_piles = tuple(tuple(reversed(p)) for p in s.combat_piles)
        t.quest_pile = tuple(reversed(s.quest_pile))
        t.building_stack = tuple(reversed(s.building_stack))
    elif slug == "archipelago":  # the deck and the region stack under their shown tops; the unused objectives
        t.deck = s.deck[:1] + tuple(reversed(s.deck[1:]))
        t.hex_stack = s.hex_stack[:1] + tuple(reversed(s.hex_stack[1:]))
        t.objective_pool = tuple(reversed(s.objective_pool))
    else:
        t.stacks = {k: tuple(reversed(v)) for k, v in s.stacks.items()}
        t.craftsman_pile = tuple(reversed(s.craftsman_pile))
        t.unused_prizes = tuple(reversed(s.unused_prizes))
    t.rng = (s.rng + 12345) % 2**64
    return t


@pytest.mark.parametrize("slug", SLUGS)
@pytest.mark.parametrize(
    "bot",
    [lambda: HeuristicBot(7), lambda: GreedyBot(7), lambda: MCTSBot(7, iterations=40)],
    ids=["heuristic", "greedy", "mcts"],
)
def test_a_bots_choice_cannot_depend_on_what_its_seat_cannot_see(slug, bot):
    for seed in range(4):
        g, s = midgame(slug, seed=seed, moves=20 + 7 * seed)
        t = hidden_twin(slug, s)
        assert g.to_json(s) != g.to_json(t), "the twin differs in hidden parts"
        me = s.current_player
        assert g.view(s, me) == g.view(t, me), "and in nothing the seat sees"
        assert bot().choose(g, s) == bot().choose(g, t)


@pytest.mark.parametrize("slug", SLUGS)
def test_the_evaluation_of_a_finished_game_is_its_score(slug):
    g = games.get(slug)
    final, _ = play(g, g.new_game(3, seed=2), [RandomBot(i) for i in range(3)])
    rows = g.score_rows(final)
    assert [g.evaluate(final, p) for p in range(3)] == [float(r["total"]) for r in rows]
    assert win_chances(g, final) == results(g, final)


def test_win_chances_favour_the_seat_the_evaluation_puts_ahead():
    s = TOY.new_game(2, seed=0)
    s.pile, s.taken = 3, (8, 2)
    p1, p2 = win_chances(TOY, s)
    assert p1 > 0.5 > p2 and p1 + p2 == pytest.approx(1.0)


@pytest.mark.parametrize("slug", SLUGS)
def test_the_heuristic_bot_beats_random_in_two_player_games(slug):
    """20 games, seats rotated: at least 15 wins, which a bot no better than random (1/2) reaches
    with a chance of about 2%."""
    g = games.get(slug)
    wins = decided = 0.0
    for i in range(20):
        seat = i % 2
        bots = [HeuristicBot(i) if p == seat else RandomBot(100 + i) for p in range(2)]
        final, _ = play(g, g.new_game(2, seed=500 + i), bots)
        wins += results(g, final)[seat]
        decided += sum(results(g, final))
    if g.everyone_may_lose:  # Archipelago: a random seat drives most colonies to independence
        assert decided >= 5 and wins >= 0.75 * decided, f"won {wins} of the {decided} games anyone won"
        return
    assert wins >= 15, f"the heuristic bot won {wins} of 20 ({wilson(wins, 20)})"


@pytest.mark.parametrize("slug", SLUGS)
def test_every_game_declares_its_own_evaluation_in_heuristic_py(slug):
    from boardkit.core.game import Game

    g = games.get(slug)
    assert type(g).evaluate is not Game.evaluate, "the game hooks its heuristic.py into evaluate"
    assert g.evaluation_scale == __import__(f"boardkit.games.{slug}.heuristic", fromlist=["SCALE"]).SCALE
