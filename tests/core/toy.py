"""A tiny take-away game used only to test the shared machinery (never registered)."""

from __future__ import annotations

from dataclasses import dataclass

from boardkit.core import Action, Event, EventLog, Game, Glossary, IllegalAction, Phase, cache_field
from boardkit.core.rng import initial_seed, take_rng


@dataclass(slots=True)
class ToyState:
    players: int
    pile: int
    taken: tuple[int, ...]
    current_player: int
    round: int
    rng: int
    log: EventLog
    phase: str = "take"
    _legal: tuple | None = cache_field()


class Toy(Game):
    slug = "toy"
    title = "Take-away"
    player_counts = (2, 3)
    state_type = ToyState
    glossary = Glossary({"total": {"en": "total", "ru": "итого"}, "stones": {"en": "stones", "ru": "камни"}})

    def new_game(self, players: int, seed: int | str = 0, **options: object) -> ToyState:
        s = ToyState(players, 0, (0,) * players, 0, 1, initial_seed(seed), EventLog())
        s.pile = 10 + take_rng(s).randrange(5)
        return s

    def _legal_actions(self, s: ToyState) -> list[Action]:
        return [Action("take", s.current_player, n=n) for n in (1, 2, 3) if n <= s.pile]

    def copy_state(self, s: ToyState) -> ToyState:
        return ToyState(s.players, s.pile, s.taken, s.current_player, s.round, s.rng, s.log, s.phase)

    def _apply(self, s: ToyState, a: Action) -> None:
        n = a["n"]
        s.pile -= n
        taken = list(s.taken)
        taken[a.player] += n
        s.taken = tuple(taken)
        s.log = s.log.add(Event("take", a.player, "toy rule 1", "takes {0} stones", (n,)))
        s.current_player = (s.current_player + 1) % s.players
        if s.current_player == 0:
            s.round += 1

    def explain_illegal(self, s: ToyState, a: Action) -> IllegalAction:
        if a.kind == "take" and a.get("n", 0) > 3:
            return IllegalAction("at most 3 stones a turn", rule="toy rule 1", action=a)
        return super().explain_illegal(s, a)

    def is_over(self, s: ToyState) -> bool:
        return s.pile == 0

    def score_rows(self, s: ToyState) -> list[dict]:
        return [{"stones": t, "total": t} for t in s.taken]

    def phase_list(self) -> list[Phase]:
        return [Phase("take", "Take", "Take 1-3 stones.", "toy rule 1")]


TOY = Toy()
