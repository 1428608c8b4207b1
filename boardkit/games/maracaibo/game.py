"""«Маракайбо»: the declaration (phases with their moves, options, secrets, measures) behind the common contract."""

from __future__ import annotations

from typing import Any

from boardkit.core import (
    NAMES,
    Action,
    Game,
    Glossary,
    Move,
    Option,
    OptionError,
    Phase,
    Secret,
    StateError,
    arg,
)
from boardkit.core.data import load_json

from . import anytime, choose, combat, draw, invariants, main, position, sail, scoring, setup, story, village
from .heuristic import SCALE, evaluate_seat
from .measures import MEASURES
from .schema import DEFAULT, MaracaiboData
from .state import MaracaiboState
from .tables import track_rows
from .view import board_view, label

PHASES = (
    Phase(
        "setup",
        "First decisions",
        "Each player keeps 4 of 8 A cards, plans 1 and discards 3, then keeps one of two career cards.",
        "l.129-135",
        moves=("setup_discard", "setup_plan", "career"),
        rules=setup,
    ),
    Phase(
        "sail",
        "(A) Sailing",
        "Sail 1-7 moves along the arrows; stop locations and doorsteps end the voyage.",
        "l.177-189",
        moves=("sail",),
        rules=sail,
    ),
    Phase(
        "main",
        "(B) Main action",
        "One main action where the ship lies: deliver then the city's action, village actions, a quest or an"
        " assistant; free actions (plan a card, claim a career task) any time in it.",
        "l.191-211",
        moves=(
            "deliver",
            "combat",
            "expedition",
            "villages",
            "quest",
            "assistant",
            "doorstep",
            "town",
            "plan",
            "task",
            "finish",
        ),
        rules=main,
    ),  # fmt: skip
    Phase(
        "combat",
        "Combat",
        "Reveal a combat token, choose the nation to fight for, boost with sailors and ship combat points,"
        " spend the nation's combat value on maneuvers.",
        "l.255-311",
        moves=("aggressor", "boost", "maneuver", "end_combat"),
        rules=combat,
    ),
    Phase(
        "village",
        "Village actions",
        "Take the village actions the moves bought (1-3): buy a card or invest, or an action an upgrade or card opened.",
        "l.196, l.364-366, l.582-593, l.615",
        moves=("buy", "invest", "vaction", "end_village", "plan", "task"),
        rules=village,
    ),
    Phase(
        "choose",
        "Choice",
        "An effect asks for a choice: a nation, a disc, how far the explorer walks, a quest to fulfil.",
        "l.344, l.358, l.597, l.941-942",
        moves=("choose",),
        rules=choose,
    ),
    Phase(
        "draw",
        "(C) Drawing",
        "Refill the hand to the limit: top of the deck, the planning area, or the market for 1 doubloon.",
        "l.213-225",
        moves=("draw", "draw_plan", "draw_market"),
        rules=draw,
    ),
    Phase(
        "score_buy",
        "Scoring step 1",
        "From the player who ended the round: buy a card or invest (then refill the hand), or take 2 VP.",
        "l.425-430, l.476-481",
        moves=("buy", "invest", "take_vp"),
        rules=scoring,
    ),
    Phase(
        "interim",
        "Interim scoring",
        "Income, markets cleared, new market, next building, new quests, ships back to Havana.",
        "l.417-466",
    ),
    Phase(
        "final",
        "Final scoring",
        "Income VP, cards and buildings, nation leaders, ranks times nation modifiers.",
        "l.472-519",
    ),
)

MOVES = (
    Move("setup_discard", "discard one of the dealt cards", card=int),
    Move("setup_plan", "put a dealt card on a planning space", secret=True, card=int),
    Move("career", "keep this career card", card=int),
    Move("sail", "sail along these locations", route=NAMES),
    Move("deliver", "deliver a good: the card and the disc's upgrade space", card=int, space=str),
    Move("combat", "take part in a military campaign: reveal a token from this pile", pile=int),
    Move("expedition", "join an expedition: the explorer ends on this space", to=int),
    Move("villages", "take village actions"),
    Move("quest", "fulfil the quest here (story: the story token's quest)", story=arg(bool, default=False)),
    Move(
        "assistant",
        "the action of your assistant here (choice: the good it discards)",
        card=int,
        choice=arg(str, default=""),
    ),
    Move("doorstep", "the doorstep's VP"),
    Move("town", "the action of a new city (legacy tiles L4, L7)"),
    Move("plan", "put a card from hand on a planning space", secret=True, card=int),
    Move("task", "claim a career task", task=int, level=str),
    Move("finish", "end phase B"),
    Move("aggressor", "fight for this nation", nation=str),
    Move("boost", "raise the combat value by 1", source=str),
    Move("maneuver", "a maneuver", what=str, target=arg(str, default="")),
    Move("end_combat", "end the campaign"),
    Move("buy", "buy a card from hand or planning area", card=int),
    Move("invest", "invest in a building", building=str),
    Move("vaction", "a village action", what=str, choice=arg(str, default="")),
    Move("end_village", "stop taking village actions"),
    Move("choose", "choose", option=str),
    Move("draw", "draw the top card of the deck"),
    Move("draw_plan", "take a card from the planning area", secret=True, card=int),
    Move("draw_market", "take a card from the market", card=int),
    Move("take_vp", "take 2 VP"),
    Move("sailor_combat", "a sailor to the general supply for 1 ship combat point (card, any time)"),
)

SECRETS = (
    Secret(
        "seats.*.hand", "hand", "l.129", "cards in hand are held hidden; others see how many", pool="deck"
    ),
    Secret("seats.*.plan", "hand", "l.210", "planned cards only their owner sees (RULINGS A25)", pool="deck"),
    Secret("deck", "order", "l.81", "the project deck lies face down, shuffled"),
    Secret("combat_piles.*", "order", "l.65", "combat tokens lie face down in two piles"),
    Secret("quest_pile", "order", "l.66", "only the top quest tile of the pile shows"),
    Secret("building_stack", "order", "l.86", "buildings II-IV lie face down, the rest unseen in the box"),
    Secret("automa_deck", "order", "l.755", "Jean's automa cards lie face down"),
)

STORY_CARD_DEFAULT = "75"  # the first game without the campaign takes card 75 (l.127; RULINGS A49)
OPTIONS = (
    Option(
        "story_card", str, STORY_CARD_DEFAULT,
        "Without a campaign: the story card (75, 76 or 77) that places the quests; 75 in a first game.",
        "l.127, l.155", allowed=("75", "76", "77"), excludes=("campaign",),
    ),  # RULINGS A49
    Option("campaign", bool, False, "Play the campaign: story cards, story tokens, legacy tiles.", "l.119-123"),
    Option(
        "archive", str, "", "Continue a campaign: the archive (JSON) saved after the last game.", "l.141-147",
        requires=("campaign",),
    ),
    Option(
        "difficulty", str, "medium", "Solo only: Jean's automa deck, 5 A cards plus B and C ones.", "l.749-753",
        allowed=("very_easy", "easy", "medium", "hard", "very_hard"),
    ),
)  # fmt: skip

GLOSSARY = Glossary(load_json("boardkit.games.maracaibo", "glossary.json"))


class Maracaibo(Game):
    slug = "maracaibo"
    title = "Maracaibo"
    player_counts = (1, 2, 3, 4)  # 1: you against Jean (l.729)
    state_type = MaracaiboState
    data_type = MaracaiboData
    glossary = GLOSSARY
    PHASES = PHASES
    MOVES = MOVES
    SECRETS = SECRETS
    OPTIONS = OPTIONS
    ANYTIME = (anytime,)
    MEASURES = MEASURES
    over_phase = "over"
    end_rule = "l.525"
    autoplay = True

    def _new_game(
        self,
        players: int,
        seed: int | str,
        difficulty: str = "medium",
        story_card: str = STORY_CARD_DEFAULT,
        campaign: bool = False,
        archive: str = "",
        data: MaracaiboData = DEFAULT,
    ) -> MaracaiboState:
        if players > 1 and difficulty != "medium":
            raise OptionError("difficulty", "only the solo game (players=1) has Jean's difficulty [l.745]")
        saved = None
        if archive:
            try:
                saved = story.read_archive(archive)
            except StateError as exc:
                raise OptionError("archive", exc.detail) from None
        state = setup.new_state(players, seed, difficulty, story_card, campaign, saved)
        state.data = data  # the shipped data or the user's checked corrections (docs/data.md)
        return state

    def archive(self, state: MaracaiboState) -> str:
        """The campaign archive after a game (l.529-533), as JSON for ``new_game(..., archive=...)``."""
        if state.story_card != "campaign":
            raise ValueError("only a campaign game has an archive (l.533: otherwise the story cards go back)")
        return story.archive_json(state)

    def option_sets(self) -> dict[str, dict[str, Any]]:
        return {"base": {}, "campaign": {"campaign": True}, "card_77": {"story_card": "77"}}

    def winners(self, state: MaracaiboState) -> list[int]:
        """Solo: you win with at least Jean's VP (a tie is shared, l.527); else the most VP."""
        if state.jean is not None:
            return [0] if state.seats[0].vp >= state.jean.vp else []
        return super().winners(state)

    def score_rows(self, state: MaracaiboState) -> list[dict[str, Any]]:
        rows = []
        for p, seat in enumerate(state.seats):
            parts = state.final_parts[p] if state.final_parts else (0, 0, 0, 0, 0)
            row = {
                "during_play": seat.vp - sum(parts),
                "step1": parts[0],
                "income_vp": parts[1],
                "cards_buildings": parts[2],
                "leadership": parts[3],
                "ranks": parts[4],
            }
            rows.append({**row, "total": seat.vp})
        return rows

    def option_values(self, state: MaracaiboState) -> dict[str, Any]:
        """The options as new_game took them: the state's story_card field says "campaign" for a campaign game
        (no card 75-77 was placed then, so story_card shows its default); difficulty is set in solo only."""
        campaign = state.story_card == "campaign"
        return {
            "story_card": STORY_CARD_DEFAULT if campaign else state.story_card,
            "campaign": campaign,
            "archive": "",  # a continued campaign's archive is in its starting state (stories, legacy tiles)
            "difficulty": state.difficulty or "medium",
        }

    def automa_rows(self, state: MaracaiboState) -> list[dict[str, Any]]:
        """Solo: Jean, ranked with her VP as an opponent (l.843); her final VP are all she scored."""
        if state.jean is None:
            return []
        return [{"player": "Jean", "total": state.jean.vp}]

    def track_rows(self) -> dict[str, list[dict[str, Any]]]:
        return track_rows()

    evaluation_scale = SCALE

    def evaluate(self, state: Any, player: int) -> float:
        return evaluate_seat(state, player)

    def board_view(self, state: MaracaiboState, player: int | None) -> dict[str, Any]:
        return board_view(state, player)

    def describe(self, action: Action) -> str:
        try:
            return label(action)
        except (KeyError, IndexError, TypeError, ValueError):
            return str(action)

    def check_state(self, state: MaracaiboState) -> None:
        invariants.check(state)

    def build_position(self, **description: Any) -> MaracaiboState:
        """A checked position from names, not indexes; see position.py."""
        return position.build(**description)


GAME = Maracaibo()
