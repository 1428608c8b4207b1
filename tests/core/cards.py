"""A tiny card game with hidden hands and sealed plays, used only to test the shared secrets machinery.

Each seat holds three cards from a shuffled deck of 1..12. In a round every seat in turn plays one card
face down (a secret move); when the last one is down the cards are shown, the highest takes the sum of
them all, and each seat draws one card. The game ends when a seat cannot draw.
Declared secrets: the deck order, the hands and the face-down cards (both dealt from the deck's pool).
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
    Phase,
    Secret,
    StateError,
    game_state,
)
from boardkit.core.rng import initial_seed, shuffled

CARDS = tuple(range(1, 13))


# Seldom fields (one a hand's pool) so that the generic suites run such a state too.
@game_state(seldom=("deck", "won"))
class CardsState(GameState):
    deck: tuple[int, ...]
    hands: tuple[tuple[int, ...], ...]
    down: tuple[tuple[int, ...], ...]  # each seat's face-down card this round: () or (card,)
    won: tuple[int, ...]


def _legal(s: CardsState) -> list[Action]:
    return [Action("play", s.current_player, card=c) for c in sorted(s.hands[s.current_player])]


def _apply(s: CardsState, a: Action) -> None:
    p = a.player
    hands, down = list(s.hands), list(s.down)
    hands[p] = tuple(c for c in s.hands[p] if c != a["card"])
    down[p] = (a["card"],)
    s.say("play", p, "cards rule 1", "plays a card face down")  # never the card: it is a secret move
    s.current_player = (p + 1) % s.players
    if s.current_player == 0:
        shown = [d[0] for d in down]
        best = shown.index(max(shown))
        won = list(s.won)
        won[best] += sum(shown)
        s.won = tuple(won)
        s.say("show", best, "cards rule 2", "wins {0} with {1}", sum(shown), max(shown))
        down = [()] * s.players
        deck = s.deck
        if len(deck) < s.players:
            s.phase = "over"
        else:
            hands = [h + (deck[i],) for i, h in enumerate(hands)]
            s.deck = deck[s.players :]
            s.round += 1
    s.hands, s.down = tuple(hands), tuple(down)


def _why_not(s: CardsState, a: Action) -> IllegalAction | None:
    return IllegalAction(f"{a}: that card is not in the hand", rule="cards rule 1", action=a)


PLAY = SimpleNamespace(legal=_legal, apply=_apply, why_not=_why_not)


class Cards(Game):
    slug = "cards"
    title = "Sealed cards"
    player_counts = (2, 3)
    state_type = CardsState
    glossary = Glossary({"total": {"en": "total", "ru": "итого"}, "won": {"en": "won", "ru": "взято"}})
    PHASES = (Phase("play", "Play", "Play a card face down.", "cards rule 1", moves=("play",), rules=PLAY),)
    MOVES = (Move("play", secret=True, card=int),)
    SECRETS = (
        Secret("deck", "order", "cards rule 0", "the deck lies face down, shuffled"),
        Secret("hands.*", "hand", "cards rule 0", "each hand is held hidden", pool="deck"),
        Secret("down.*", "hand", "cards rule 1", "a played card lies face down", pool="deck"),
    )
    end_rule = "cards rule 3"

    def _new_game(self, players: int, seed: int | str) -> CardsState:
        s = CardsState(
            players, 0, "play", 1, initial_seed(seed), EventLog(), (), (), ((),) * players, (0,) * players
        )
        deck = shuffled(s, CARDS)
        s.hands = tuple(tuple(deck[3 * i : 3 * i + 3]) for i in range(players))
        s.deck = tuple(deck[3 * players :])
        return s

    def score_rows(self, s: CardsState) -> list[dict]:
        return [{"won": w, "total": w} for w in s.won]

    def track_rows(self) -> dict[str, list[dict]]:
        return {"play": [{"won": n, "rule": "cards rule 2"} for n in range(2, 4)]}

    def board_view(self, s: CardsState, player: int | None) -> dict:
        return {"deck": len(s.deck), "hands": [list(h) for h in s.hands], "down": [list(d) for d in s.down]}

    def check_state(self, s: CardsState) -> None:
        if len(s.hands) != s.players or len(s.down) != s.players or len(s.won) != s.players:
            raise StateError("hands", "one hand, one face-down place and one score per player")
        every = list(s.deck) + [c for h in s.hands + s.down for c in h]
        if any(c not in CARDS for c in every) or len(set(every)) != len(every):
            raise StateError("deck", "only the cards 1..12, each once")
        rounds_played = s.round if s.over else s.round - 1
        if len(every) != len(CARDS) - s.players * rounds_played:
            raise StateError("deck", "every card is in the deck, a hand, face down or spent")

    def build_position(self, players: int = 2, **rest: object) -> CardsState:
        s = self.new_game(players, **rest)
        self.check_state(s)
        return s


CARDS_GAME = Cards()
GAME = CARDS_GAME  # what the registry imports
