"""Bots for every game, using only the public engine contract.

- ``RandomBot``: a uniformly random legal action.
- ``GreedyBot``: the action whose resulting state scores best for the mover (one ply).
- ``MCTSBot``: information-set UCT with random playouts, on determinized states.

No bot reads what its seat may not see: the greedy and search bots look ahead on
``game.determinize(state, me, rng)``, where hidden orders and the generator of future draws are
dealt anew, never on the true state.
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
        seen = game.determinize(state, me, self.rng)  # look ahead in a world it may know, not the true one
        best: list[Action] = []
        best_value = -math.inf
        for action in actions:
            value = standing(game, game.apply(seen, action), me)
            if value > best_value:
                best, best_value = [action], value
            elif value == best_value:
                best.append(action)
        return self.rng.choice(best)


class _Node:
    __slots__ = ("player", "children", "visits", "wins", "avail")

    def __init__(self, player: int) -> None:
        self.player = player  # who moved INTO this node (whose reward it accumulates)
        self.children: dict[Action, _Node] = {}
        self.visits = 0
        self.wins = 0.0
        self.avail: dict[Action, int] = {}  # how often each move was legal here (ISMCTS)


class MCTSBot(Bot):
    """Information-set UCT: each of ``iterations`` runs starts from a fresh determinization.

    The bot never searches the true state: ``game.determinize(state, me, rng)`` deals the hidden
    parts (stack orders, future draws) anew for every run, so what it cannot see it cannot use.
    One tree is shared by all runs; a move's UCB uses how often it was available (Cowling et al.'s
    single-observer ISMCTS). A playout scores 1 for a win, shared on ties.
    """

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
        me = state.current_player
        root = _Node(-1)
        for _ in range(self.iterations):
            s = game.determinize(state, me, self.rng)
            node, path = root, [root]
            while not game.is_over(s):
                legal = game.legal_actions(s)
                for a in legal:
                    node.avail[a] = node.avail.get(a, 0) + 1
                untried = [a for a in legal if a not in node.children]
                mover = s.current_player
                if untried:  # expansion
                    a = self.rng.choice(untried)
                    child = node.children[a] = _Node(mover)
                    s = game.apply(s, a)
                    path.append(child)
                    break
                a = self._select(node, legal)  # selection among the moves legal in this world
                s = game.apply(s, a)
                node = node.children[a]
                path.append(node)
            rewards = self._playout(game, s)
            for visited in path:  # backpropagation
                visited.visits += 1
                if visited.player >= 0:
                    visited.wins += rewards[visited.player]
        return max(actions, key=lambda a: root.children[a].visits if a in root.children else -1)

    def _select(self, node: _Node, legal: list[Action]) -> Action:
        c = self.exploration

        def ucb(a: Action) -> float:
            child = node.children[a]
            return child.wins / child.visits + c * math.sqrt(math.log(node.avail[a]) / child.visits)

        return max(legal, key=ucb)

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
