"""Bots for every game, using only the public engine contract.

- ``RandomBot``: a uniformly random legal action.
- ``GreedyBot``: the action whose resulting state scores best for the mover (one ply).
- ``HeuristicBot``: the action whose resulting state the game's own evaluation (``<slug>/heuristic.py``,
  ``game.evaluate``) likes best for the mover, against the best rival (one ply).
- ``MCTSBot``: information-set UCT on determinized states, within a time or iteration budget, with
  playouts cut at a depth and scored by the game's evaluation, and its tree kept between moves.

No bot reads what its seat may not see: the greedy, heuristic and search bots look ahead on
``game.determinize(state, me, rng)``, where hidden orders and the generator of future draws are
dealt anew, never on the true state.
"""

from __future__ import annotations

import math
import random
import time
from abc import ABC, abstractmethod
from typing import Any

from .action import Action
from .game import Game

# The notebooks' default search budget: seconds of thought per MCTS move (a student waits this long).
DEFAULT_BUDGET = 0.25


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


def advantage(game: Game, state: Any, player: int) -> float:
    """``player``'s evaluation (``game.evaluate``) minus the best rival's, in the game's points.

    A finished game that nobody won (Archipelago's independence) is a loss for every seat, worse than
    any lead: its equal scores would otherwise read as a tie a trailing seat gladly takes. The risk of
    such an end (``game.peril``) is taken off the lead, as it would cancel out of the difference."""
    if state.over and not state.winners and state.players > 1:
        return -math.inf
    own = game.evaluate(state, player)
    rivals = [game.evaluate(state, p) for p in range(state.players) if p != player]
    risk = 0.0 if state.over else game.peril(state, player)
    return own - (max(rivals) if rivals else 0.0) - risk


def results(game: Game, state: Any) -> list[float]:
    """Each seat's share of the win: 1 for a sole winner, shared on ties (a finished game)."""
    ranks = game.ranks(state)
    winners = [i for i, r in enumerate(ranks) if r == 1]
    return [1.0 / len(winners) if i in winners else 0.0 for i in range(len(ranks))]


def win_chances(game: Game, state: Any) -> list[float]:
    """Each seat's chance to win as the evaluation sees it: a logistic of its lead over the best rival."""
    if game.is_over(state):
        return results(game, state)
    values = [game.evaluate(state, p) for p in range(state.players)]
    scale = game.evaluation_scale
    out = []
    for p, own in enumerate(values):
        lead = own - max(v for q, v in enumerate(values) if q != p)
        out.append(1.0 / (1.0 + math.exp(max(-60.0, min(60.0, -lead / scale)))))
    return out


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


class HeuristicBot(Bot):
    """One ply on ``samples`` determinized states: the move after which the game's evaluation
    (``game.evaluate``, declared in the game's ``heuristic.py``) puts the mover furthest ahead of
    the best rival; ties are broken at random."""

    name = "heuristic"

    def __init__(self, seed: int | str = 0, samples: int = 1) -> None:
        super().__init__(seed)
        if type(samples) is not int or samples < 1:
            raise ValueError(f"samples must be a whole number >= 1, not {samples!r}")
        self.samples = samples

    def choose(self, game: Game, state: Any) -> Action:
        actions = game.legal_actions(state)
        if len(actions) == 1:
            return actions[0]
        me = state.current_player
        totals = [0.0] * len(actions)
        for _ in range(self.samples):
            seen = game.determinize(state, me, self.rng)  # a world its seat could believe, never the true one
            for i, action in enumerate(actions):
                totals[i] += advantage(game, game.apply(seen, action), me)
        top = max(totals)
        return self.rng.choice([a for a, v in zip(actions, totals, strict=True) if v == top])


class _Node:
    __slots__ = ("player", "children", "visits", "wins", "avail", "prior")

    def __init__(self, player: int) -> None:
        self.player = player  # who moved INTO this node (whose reward it accumulates)
        self.children: dict[Action, _Node] = {}
        self.visits = 0.0
        self.wins = 0.0
        self.avail: dict[Action, int] = {}  # how often each move was legal here (ISMCTS)
        self.prior: dict[Action, float] | None = None  # the root's one-ply judgement of each move


class _Kept:
    """The tree of the last search: its root, the state it was searched at, and that state's log."""

    __slots__ = ("game", "state", "root", "seat")

    def __init__(self, game: Game, state: Any, root: _Node, seat: int) -> None:
        self.game, self.state, self.root, self.seat = game, state, root, seat


class MCTSBot(Bot):
    """Information-set UCT (Cowling et al.'s single-observer ISMCTS) within a budget.

    Budget: ``seconds`` of search per move, or ``iterations``, or both (whichever ends first);
    with neither, ``DEFAULT_BUDGET`` seconds. Every iteration starts from a fresh
    ``game.determinize(state, me, rng)``, so what the seat cannot see the search cannot use. One tree
    is shared by all iterations; a move's UCB uses how often it was available. Playouts are random
    for ``depth`` decisions, then the game's evaluation scores the position (``win_chances``); a
    finished game scores 1 for a win, shared on ties. The default depth is 0, the evaluation of the
    new leaf itself: random moves mostly added noise (Founders against the heuristic bot at 150
    iterations: 6 of 10 games won at depth 0, 4 of 10 at depth 3), and a small ``exploration``
    lets the few hundred iterations a notebook affords follow the evaluation (8 of 10 at 0.25).

    Big branching (Founders' annex moves): a node opens a new move only while it has fewer than
    ``widening * sqrt(visits)`` children (progressive widening); at the root the moves open in the
    order of a one-ply evaluation, which also gives each new root child ``prior_visits`` visits of
    its one-ply win chance.

    Tree reuse (``reuse``): after its move the bot keeps the tree; at its next decision it replays
    the public moves made since (it finds them by the log they wrote) down the tree and keeps that
    subtree when every move is in it, else it starts fresh. ``last_reused`` says how many visits
    the last search inherited.
    """

    name = "mcts"

    def __init__(
        self,
        seed: int | str = 0,
        iterations: int | None = None,
        seconds: float | None = None,
        exploration: float = 0.25,
        depth: int = 0,
        widening: float = 2.0,
        prior_visits: float = 4.0,
        sample: int = 6,
        reuse: bool = True,
    ) -> None:
        super().__init__(seed)
        if iterations is not None and (type(iterations) is not int or iterations < 1):
            raise ValueError(f"iterations must be a whole number >= 1 or None, not {iterations!r}")
        if seconds is not None and (isinstance(seconds, bool) or not seconds > 0):
            raise ValueError(f"seconds must be a number > 0 or None, not {seconds!r}")
        if iterations is None and seconds is None:
            seconds = DEFAULT_BUDGET
        if type(depth) is not int or depth < 0:
            raise ValueError(f"depth must be a whole number >= 0, not {depth!r}")
        self.iterations = iterations
        self.seconds = seconds
        self.exploration = exploration
        self.depth = depth
        self.widening = widening
        self.prior_visits = prior_visits
        self.sample = sample
        self.reuse = reuse
        self.last_iterations = 0
        self.last_reused = 0.0
        self._kept: _Kept | None = None

    def __repr__(self) -> str:
        budget = f"seconds={self.seconds!r}" if self.iterations is None else f"iterations={self.iterations!r}"
        return f"MCTSBot(seed={self.seed!r}, {budget})"

    def choose(self, game: Game, state: Any) -> Action:
        actions = game.legal_actions(state)
        if len(actions) == 1:
            return actions[0]
        me = state.current_player
        root = self._reused(game, state, me) if self.reuse else None
        self.last_reused = root.visits if root is not None else 0.0
        if root is None:
            root = _Node(-1)
        if root.prior is None:
            root.prior = self._priors(game, state, me, actions)
        deadline = None if self.seconds is None else time.perf_counter() + self.seconds
        done = 0
        while (self.iterations is None or done < self.iterations) and (
            deadline is None or time.perf_counter() < deadline
        ):
            self._iterate(game, state, me, root)
            done += 1
        self.last_iterations = done
        choice = max(actions, key=lambda a: root.children[a].visits if a in root.children else -1.0)
        if self.reuse:
            self._kept = _Kept(game, state, root, me)
        return choice

    # --- one search iteration --------------------------------------------------------------------

    def _iterate(self, game: Game, state: Any, me: int, root: _Node) -> None:
        s = game.determinize(state, me, self.rng)  # never the true state
        node, path = root, [root]
        while not game.is_over(s):
            legal = game.legal_actions(s)
            avail = node.avail
            for a in legal:
                avail[a] = avail.get(a, 0) + 1
            children = node.children
            mover = s.current_player
            known = [a for a in legal if a in children]
            if not known or (len(known) < len(legal) and len(children) < self._width(node)):
                a, s, chance = self._expand(game, s, node, legal)  # expansion: one new move, then a playout
                child = children[a] = _Node(mover)
                child.visits = self.prior_visits
                child.wins = self.prior_visits * chance
                path.append(child)
                break
            a = self._select(node, known)  # selection among the moves legal in this world
            s = game.apply(s, a)
            node = children[a]
            path.append(node)
        rewards = self._playout(game, s)
        for visited in path:  # backpropagation
            visited.visits += 1
            if visited.player >= 0:
                visited.wins += rewards[visited.player]

    def _width(self, node: _Node) -> float:
        return self.widening * math.sqrt(node.visits + 1)

    def _expand(self, game: Game, s: Any, node: _Node, legal: list[Action]) -> tuple[Action, Any, float]:
        """The move to open: the root's best untried by its one-ply judgement; elsewhere the best of
        ``sample`` untried moves by the mover's one-ply win chance. Returns it, the state after it, the chance."""
        untried = [a for a in legal if a not in node.children]
        mover = s.current_player
        if node.prior is not None:
            prior = node.prior
            a = max(untried, key=lambda m: prior.get(m, 0.0))
            return a, game.apply(s, a), prior.get(a, 0.5)
        if len(untried) > self.sample:
            untried = self.rng.sample(untried, self.sample)
        best: tuple[Action, Any, float] | None = None
        for a in untried:
            after = game.apply(s, a)
            chance = win_chances(game, after)[mover]
            if best is None or chance > best[2]:
                best = (a, after, chance)
        assert best is not None
        return best

    def _select(self, node: _Node, legal: list[Action]) -> Action:
        c = self.exploration
        children, avail = node.children, node.avail
        best, best_value = legal[0], -math.inf
        for a in legal:
            child = children[a]
            value = child.wins / child.visits + c * math.sqrt(math.log(avail[a] + 1) / child.visits)
            if value > best_value:
                best, best_value = a, value
        return best

    def _playout(self, game: Game, state: Any) -> list[float]:
        rng = self.rng
        for _ in range(self.depth):
            if game.is_over(state):
                break
            state = game.apply(state, rng.choice(game.legal_actions(state)))
        return win_chances(game, state)

    def _priors(self, game: Game, state: Any, me: int, actions: list[Action]) -> dict[Action, float]:
        """Each root move's one-ply win chance for ``me`` on one determinized state."""
        seen = game.determinize(state, me, self.rng)
        return {a: win_chances(game, game.apply(seen, a))[me] for a in actions}

    # --- keeping the tree between moves ----------------------------------------------------------

    def _reused(self, game: Game, state: Any, me: int) -> _Node | None:
        """The kept subtree reached by the moves played since the last search, or None (start fresh)."""
        kept, self._kept = self._kept, None
        if kept is None or kept.game is not game or kept.seat != me:
            return None
        moves = moves_between(game, kept.state, state)
        if moves is None:
            return None
        node = kept.root
        for a in moves:
            node = node.children.get(a)
            if node is None:
                return None
        node.player = -1
        node.prior = None
        return node


def _said(event: Any) -> tuple:
    return (event.kind, event.player, event.template, event.args)


def moves_between(game: Game, old: Any, new: Any, limit: int = 500) -> list[Action] | None:
    """The public moves that led from ``old`` to ``new`` (a later state of the same game), found by the
    log lines each move wrote; None when ``new`` does not continue ``old`` or the log cannot tell.

    The moves are replayed on ``old``, the state the bot was given, only to read which log lines each
    move writes. That holds nothing the seat may not see only while every move is public, so the answer
    is None as soon as a secret move (a sealed bid, a card planned face down) could have written the
    lines; a secret move that was merely open (legal, not played) does not stop the search.
    """
    n_old = len(old.log)
    node = new.log
    while node is not None and len(node) > n_old:
        node = node._prev
    if node is not old.log:
        return None
    wanted = [_said(e) for e in new.log.since(old.log)]
    moves: list[Action] = []
    cur, pos = old, 0
    while pos < len(wanted):
        if len(moves) >= limit or game.is_over(cur):
            return None
        legal = game.legal_actions(cur)
        found = None
        for a in sorted(legal, key=game.is_secret):  # the public moves first
            nxt = game.apply(cur, a)
            added = [_said(e) for e in nxt.log.since(cur.log)]
            if added and wanted[pos : pos + len(added)] == added:
                if game.is_secret(a):
                    return None  # a secret move may have been played here: its arguments stay unseen
                if found is None:
                    found = (a, nxt, len(added))
                    if not any(game.is_secret(b) for b in legal):
                        break
        if found is None:
            return None
        moves.append(found[0])
        cur, pos = found[1], pos + found[2]
    if cur.current_player != new.current_player or cur.phase != new.phase:
        return None
    return moves


BOTS: dict[str, type[Bot]] = {
    "random": RandomBot,
    "greedy": GreedyBot,
    "heuristic": HeuristicBot,
    "mcts": MCTSBot,
}


def make_bot(spec: Bot | str | tuple[str, dict[str, Any]], seed: int | str = 0) -> Bot:
    """A bot from an instance, a name (``"random"``) or ``(name, keyword arguments)``."""
    if isinstance(spec, Bot):
        return spec
    name, kwargs = (spec, {}) if isinstance(spec, str) else spec
    if name not in BOTS:
        raise ValueError(f"unknown bot {name!r}; bots: {', '.join(BOTS)}")
    return BOTS[name](seed=seed, **kwargs)
