"""«Поселенцы: Основатели Империи»: the declaration (phases with their moves, secrets) behind the common contract."""

from __future__ import annotations

from typing import Any

from boardkit.core import CELL, Action, Game, Move, Phase, Secret, arg

from . import invariants, phase_annex, phase_draft, phase_reveal, phase_token, position
from .heuristic import SCALE, evaluate_seat
from .measures import MEASURES
from .scoring import prize_count, score_parts
from .setup import new_state
from .squares import DEFAULT, GLOSSARY, FoundersData
from .state import FoundersState
from .tables import track_rows
from .view import board_view, label

PHASES = (
    Phase(
        "draft",
        "Green draft",
        "The first player lays out 5/7/9 green squares; each player takes two, snake order.",
        "l.39",
        moves=("draft",),
        rules=phase_draft,
    ),
    Phase(
        "place_start",
        "Starting pair",
        "Each player lays the two drafted squares side by side or one behind the other.",
        "l.39",
        moves=("place_start",),
        rules=phase_draft,
    ),
    Phase(
        "reveal",
        "Reveal",
        "Turn a square from any non-empty stack into its row; a full row of five goes to the box first.",
        "l.53-69",
        moves=("reveal", "end_by_agreement"),
        rules=phase_reveal,
    ),
    Phase(
        "token",
        "Token",
        "Optionally play one token received on an earlier turn: war, coin, cart or craftsman.",
        "l.71-86, l.152-223",
        moves=("play_war", "play_coin", "play_cart", "play_craftsman", "skip_token"),
        rules=phase_token,
    ),
    Phase(
        "annex",
        "Annex",
        "Annex one face-up square where distinct neighbours (or carts, or one bought resource) supply it.",
        "l.88-110, l.116-125",
        moves=("annex", "fallback", "pass_annex"),
        rules=phase_annex,
    ),
    Phase(
        "fallback",
        "Nature stack",
        "If no face-up square fits, annex the top green square; if that stack is empty, pass.",
        "l.112",
        moves=("place_fallback",),
        rules=phase_annex,
    ),
    Phase(
        "replacement",
        "Replacement",
        "Optionally annex onto one of your own squares; the old one lies face down for -1 VP.",
        "l.114, l.165, l.188, l.204",
    ),
    Phase(
        "end",
        "End of the game",
        "After a turn that empties the prize display or all three stacks, or when all agree nobody can score.",
        "l.127-139",
    ),
    Phase(
        "scoring",
        "Scoring",
        "Prize VP unless ravaged, 2 per craftsman, 1 per token in hand, -1 per face-down square; ties: more prizes.",
        "l.141-150",
    ),
)

MOVES = (
    Move("draft", "take a green square from the draft", square=int),
    Move("place_start", "lay the starting pair", layout=str, front=int),
    Move("reveal", "reveal the top square of a stack", stack=str),
    Move("end_by_agreement", "end the game: nobody can score more"),
    Move("play_war", "ravage an opponent's unprotected square", target=int, cell=CELL),
    Move("play_coin", "buy a resource from an opponent's square", target=int, cell=CELL, resource=str),
    Move("play_cart", "unite four squares with a cart", junction=CELL),
    Move("play_craftsman", "put a craftsman on a village square", craftsman=str, cell=CELL),
    Move("skip_token", "play no token this turn"),
    Move("annex", "annex a face-up square", square=int, cell=CELL, replace=arg(bool, default=False)),
    Move("fallback", "draw the top green square (nothing else fits)"),
    Move("pass_annex", "annex nothing (nothing fits, the green stack is empty)"),
    Move("place_fallback", "lay the drawn green square", cell=CELL, replace=arg(bool, default=False)),
)

SECRETS = (
    Secret("stacks.*", "order", "l.37", "the three stacks lie face down, shuffled"),
    Secret("craftsman_pile", "order", "l.43", "craftsman tokens are shuffled face down"),
    Secret("unused_prizes", "order", "l.37", "the prize squares not shown go back to the box unseen"),
)


class FoundersOfEmpire(Game):
    slug = "founders_of_empire"
    title = "Поселенцы: Основатели Империи"
    player_counts = (2, 3, 4)
    state_type = FoundersState
    data_type = FoundersData
    glossary = GLOSSARY
    PHASES = PHASES
    MOVES = MOVES
    SECRETS = SECRETS
    MEASURES = MEASURES
    over_phase = "over"
    end_rule = "l.127-139"

    def _new_game(self, players: int, seed: int | str, data: FoundersData = DEFAULT) -> FoundersState:
        return new_state(players, seed, data)

    def score_rows(self, state: FoundersState) -> list[dict[str, Any]]:
        return [score_parts(r, state.data.vp) for r in state.realms]

    def tiebreak(self, state: FoundersState, player: int) -> tuple:
        return (prize_count(state.realms[player]),)  # l.148

    def track_rows(self) -> dict[str, list[dict[str, Any]]]:
        return track_rows()

    evaluation_scale = SCALE  # heuristic.py

    def evaluate(self, state: Any, player: int) -> float:
        return evaluate_seat(state, player)

    def board_view(self, state: FoundersState, player: int | None) -> dict[str, Any]:
        # Hands are open (l.154): every player sees the same; only the stacks' order is hidden.
        return board_view(state, list(state.winners))

    def wrong_phase_hint(self, state: FoundersState, action: Action) -> tuple[str, str] | None:
        kind = action.kind
        if kind.startswith("play_") or kind == "skip_token":
            if state.token_played is not None:
                return "only one token may be played in a turn", "l.84"
            return "a token is played right after revealing a square, before annexing", "l.73"
        if kind == "reveal" and state.revealed is not None:
            return "only one square is revealed at the start of a turn", "l.51"
        if kind in ("annex", "fallback", "pass_annex") and state.phase in ("reveal", "token"):
            return "first reveal a square (and maybe play a token), then annex", "l.51"
        return None

    def describe(self, action: Action) -> str:
        try:
            return label(action)
        except (KeyError, IndexError, TypeError):
            return str(action)

    def check_state(self, state: FoundersState) -> None:
        invariants.check(state)

    def build_position(self, **description: Any) -> FoundersState:
        """A checked position from names, not indexes; see position.py for the description."""
        return position.build(**description)


GAME = FoundersOfEmpire()
