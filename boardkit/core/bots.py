"""Bots for every game, using only the public engine contract.

- ``RandomBot``: a uniformly random legal action.
- ``GreedyBot``: the action whose resulting state scores best for the mover (one ply).
- ``MCTSBot``: UCT search with random playouts.

The engines keep their randomness inside the state, so a bot that looks ahead sees the
same draws the game will make: the search bots are "clairvoyant" about shuffles. That is
fine for "what if?" comparisons and is said here so nobody mistakes it for fair play.
"""

from __future__ import annotations

import math
import random
from abc import ABC, abstractmethod
from typing import Any

from .action import Action
from .game import Game


class Bot(ABC):
    """Chooses an action for the player to move. Bots are small picklable values."""

    name = "bot"

    def __init__(self, seed: int | str = 0) -> None:
        self.seed = seed
        self.rng = random.Random(seed)

    @abstractmethod
    def choose(self, game: Game, state: Any) -> Action:
        """The action to play for ``state.current_player``."""

    def __repr__(self) -> str:
        return f"{type(self).__name__}(seed={self.seed!r})"


class RandomBot(Bot):
    name = "random"

    def choose(self, game: Game, state: Any) -> Action:
        return self.rng.choice(game.legal_actions(state))


def standing(game: Game, state: Any, player: int) -> float:
    """How well ``player`` stands: own total minus the best rival total (scores are final or partial)."""
    rows = game.score_rows(state)
    own = rows[player]["total"]
    rivals = [row["total"] for i, row in enumerate(rows) if i != player]
    return own - (max(rivals) if rivals else 0)


class GreedyBot(Bot):
    name = "greedy"

    def choose(self, game: Game, state: Any) -> Action:
        actions = game.legal_actions(state)
        me = state.current_player
        best: list[Action] = []
        best_value = -math.inf
        for action in actions:
            value = standing(game, game.apply(state, action), me)
            if value > best_value:
                best, best_value = [action], value
            elif value == best_value:
                best.append(action)
        return self.rng.choice(best)


class _Node:
    __slots__ = ("state", "player", "untried", "children", "visits", "wins")

    def __init__(self, state: Any, player: int, actions: list[Action], rng: random.Random) -> None:
        self.state = state
        self.player = player  # who moved INTO this node (whose reward it accumulates)
        self.untried = actions
        rng.shuffle(self.untried)
        self.children: list[tuple[Action, _Node]] = []
        self.visits = 0
        self.wins = 0.0


class MCTSBot(Bot):
    """UCT: ``iterations`` playouts per decision; a playout scores 1 for a win (shared on ties)."""

    name = "mcts"

    def __init__(
        self, seed: int | str = 0, iterations: int = 200, exploration: float = 1.4, max_depth: int = 2000
    ):
        super().__init__(seed)
        self.iterations = iterations
        self.exploration = exploration
        self.max_depth = max_depth

    def choose(self, game: Game, state: Any) -> Action:
        actions = game.legal_actions(state)
        if len(actions) == 1:
            return actions[0]
        root = _Node(state, -1, actions, self.rng)
        for _ in range(self.iterations):
            node, path = root, [root]
            while not node.untried and node.children:  # selection
                node = self._select(node)
                path.append(node)
            if node.untried:  # expansion
                action = node.untried.pop()
                mover = node.state.current_player
                child_state = game.apply(node.state, action)
                child = _Node(child_state, mover, game.legal_actions(child_state), self.rng)
                node.children.append((action, child))
                node, path = child, [*path, child]
            rewards = self._playout(game, node.state)
            for visited in path:  # backpropagation
                visited.visits += 1
                if visited.player >= 0:
                    visited.wins += rewards[visited.player]
        return max(root.children, key=lambda pair: pair[1].visits)[0]

    def _select(self, node: _Node) -> _Node:
        log_n = math.log(node.visits)
        c = self.exploration

        def ucb(pair: tuple[Action, _Node]) -> float:
            child = pair[1]
            return child.wins / child.visits + c * math.sqrt(log_n / child.visits)

        return max(node.children, key=ucb)[1]

    def _playout(self, game: Game, state: Any) -> list[float]:
        depth = 0
        while not game.is_over(state) and depth < self.max_depth:
            state = game.apply(state, self.rng.choice(game.legal_actions(state)))
            depth += 1
        ranks = game.ranks(state)
        winners = [i for i, r in enumerate(ranks) if r == 1]
        return [1.0 / len(winners) if i in winners else 0.0 for i in range(len(ranks))]


BOTS: dict[str, type[Bot]] = {"random": RandomBot, "greedy": GreedyBot, "mcts": MCTSBot}


def make_bot(spec: Bot | str | tuple[str, dict[str, Any]], seed: int | str = 0) -> Bot:
    """A bot from an instance, a name (``"random"``) or ``(name, keyword arguments)``."""
    if isinstance(spec, Bot):
        return spec
    name, kwargs = (spec, {}) if isinstance(spec, str) else spec
    if name not in BOTS:
        raise ValueError(f"unknown bot {name!r}; bots: {', '.join(BOTS)}")
    return BOTS[name](seed=seed, **kwargs)
