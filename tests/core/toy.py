"""A tiny take-away game used only to test the shared machinery (never registered).

It is written the way every game is (docs/new_game.md): a state on the core base, one rule
module per phase (here a namespace with legal/apply/why_not), the declaration on the Game.
"""

from __future__ import annotations

from types import SimpleNamespace

from boardkit.core import (
    Action,
    EventLog,
    Game,
    GameState,
    Glossary,
    IllegalAction,
    Move,
    Option,
    Phase,
    StateError,
    game_state,
)
from boardkit.core.rng import initial_seed, take_rng


@game_state
class ToyState(GameState):
    pile: int
    taken: tuple[int, ...]
    most: int = 3


def _legal(s: ToyState) -> list[Action]:
    return [Action("take", s.current_player, n=n) for n in range(1, s.most + 1) if n <= s.pile]


def _apply(s: ToyState, a: Action) -> None:
    n = a["n"]
    s.pile -= n
    taken = list(s.taken)
    taken[a.player] += n
    s.taken = tuple(taken)
    s.say("take", a.player, "toy rule 1", "takes {0} stones", n)
    if s.pile == 0:
        s.phase = "over"
        return
    s.current_player = (s.current_player + 1) % s.players
    if s.current_player == 0:
        s.round += 1


def _why_not(s: ToyState, a: Action) -> IllegalAction | None:
    if a["n"] > s.most or a["n"] < 1:
        return IllegalAction(f"{a}: take 1 to {s.most} stones", rule="toy rule 1", action=a)
    return IllegalAction(f"{a}: only {s.pile} stones are left", rule="toy rule 2", action=a)


TAKE = SimpleNamespace(legal=_legal, apply=_apply, why_not=_why_not)


class Toy(Game):
    slug = "toy"
    title = "Take-away"
    player_counts = (2, 3)
    state_type = ToyState
    glossary = Glossary({"total": {"en": "total", "ru": "итого"}, "stones": {"en": "stones", "ru": "камни"}})
    PHASES = (Phase("take", "Take", "Take 1-3 stones.", "toy rule 1", moves=("take",), rules=TAKE),)
    MOVES = (Move("take", n=int),)
    OPTIONS = (Option("most", int, 3, "Most stones one turn may take.", "toy rule 1", allowed=(2, 3, 4)),)
    end_rule = "toy rule 3"

    def _new_game(self, players: int, seed: int | str, most: int = 3) -> ToyState:
        s = ToyState(
            players, 0, "take", 1, initial_seed(seed), EventLog(), pile=0, taken=(0,) * players, most=most
        )
        s.pile = 10 + take_rng(s).randrange(5)
        return s

    def score_rows(self, s: ToyState) -> list[dict]:
        return [{"stones": t, "total": t} for t in s.taken]

    def track_rows(self) -> dict[str, list[dict]]:
        return {"take": [{"stones": n, "rule": "toy rule 1"} for n in range(1, 5)]}

    def check_state(self, s: ToyState) -> None:
        if not 0 <= s.pile <= 20:
            raise StateError("pile", f"a pile holds 0 to 20 stones, not {s.pile}")
        if len(s.taken) != s.players or any(not 0 <= t <= 20 for t in s.taken):
            raise StateError("taken", "one count of 0 to 20 stones per player")
        if s.most not in (2, 3, 4):
            raise StateError("most", "2, 3 or 4")
        if (s.pile == 0) != (s.phase == "over"):
            raise StateError("pile", "the game ends exactly when the pile is empty")

    def build_position(
        self, players: int = 2, pile: int = 5, taken: dict[str, int] | None = None, **rest: object
    ) -> ToyState:
        """A pile and what each player ("P1", "P2", ...) has taken, e.g. ``position(pile=3, taken={"P1": 4})``."""
        s = self.new_game(players, **rest)
        s.pile = pile
        s.taken = tuple((taken or {}).get(f"P{i + 1}", 0) for i in range(players))
        self.check_state(s)
        return s


TOY = Toy()
GAME = TOY  # what the registry imports
