"""«Архипелаг»: the declaration (phases with their moves, options, secrets) behind the common contract."""

from __future__ import annotations

import random
from typing import Any

from boardkit.core import CELL, NAMES, Action, Game, Glossary, Move, Option, Phase, Secret
from boardkit.core.data import load_json
from boardkit.core.i18n import get_language

from . import (
    flow,
    invariants,
    phase_actions,
    phase_crisis,
    phase_development,
    phase_discovery,
    phase_order,
    position,
)
from .components import DEFAULT, ArchipelagoData
from .heuristic import SCALE, colony_peril, evaluate_seat
from .measures import MEASURES
from .scoring import results, score_parts, winners
from .setup import LENGTHS, new_state
from .state import ArchipelagoState
from .tables import track_rows
from .view import board_view, label

PHASES = (
    Phase(
        "trend",
        "Choose the trend",
        "Variant: the players choose the trend card together.",
        "l.1045",
        moves=("choose_trend",),
        rules=phase_discovery,
    ),
    Phase(
        "discovery",
        "Discovery of the archipelago",
        "Turn zero: each player attaches a region to the Open Sea, lands two inhabitants, takes an explorer "
        "token and the region's two cubes.",
        "l.113-143",
        moves=("place_first", "new_hexes", "settle"),
        rules=phase_discovery,
    ),
    Phase(
        "spice",
        "More spice",
        "Variant: each player lets one of the objective cards drawn go.",
        "l.1041",
        moves=("discard_objective",),
        rules=phase_discovery,
    ),
    Phase(
        "release",
        "Release",
        "Used cards turn back, harvesters leave the icons, strikers stand up.",
        "l.250-252",
    ),
    Phase(
        "bidding",
        "Turn order: bids",
        "Each player secretly bids florins; all bids are shown together and spent.",
        "l.254-260",
        moves=("bid",),
        rules=phase_order,
    ),
    Phase(
        "ordering",
        "Turn order",
        "The highest bidder sets the turn order.",
        "l.260",
        moves=("set_order",),
        rules=phase_order,
    ),
    Phase(
        "population",
        "Population effects",
        "Boards I to IV move the labor-surplus and rebellion markers, in that order.",
        "l.262-332",
    ),
    Phase(
        "crisis",
        "Archipelago balance",
        "The back of the deck's top card: internal crisis, export crisis, event; red zones wait for phase 6.",
        "l.334-404",
        moves=("supply", "done", "evict"),
        rules=phase_crisis,
    ),
    Phase(
        "actions",
        "Actions",
        "Rounds in turn order: one wheel action with a disc, one development card, one port or market.",
        "l.435-725",
        moves=phase_actions.KINDS,
        rules=phase_actions,
    ),
    Phase(
        "development",
        "Development cards",
        "Each player buys a card and turns another, or turns two; the skull discards a card.",
        "l.727-794",
        moves=("buy", "turn_card", "skip_development"),
        rules=phase_development,
    ),
    Phase(
        "end",
        "End of the game",
        "An objective's end condition ends the game after the round; independence ends it at once.",
        "l.884-912",
    ),
    Phase(
        "scoring",
        "Scoring",
        "Objectives 3/2/1, trend 4/3/2, medals and wonders; money breaks ties.",
        "l.918-1004",
    ),
)

MOVES = (
    Move("choose_trend", "choose the trend card", trend=str),
    Move("place_first", "attach a region to the centre hex", face=str, cell=CELL, rot=int),
    Move("new_hexes", "no hex fits: draw 3 new ones"),
    Move("settle", "a cube to the internal market, one behind the screen", market=str, keep=str),
    Move("discard_objective", "let an objective card go", secret=True, card=str),
    Move("bid", "bid florins for the turn order", secret=True, amount=int),
    Move("set_order", "set the turn order", order=NAMES),
    Move("supply", "give a cube to the crisis", source=str),
    Move("done", "end one's crisis opportunity"),
    Move("evict", "evict a striker from your city's port or market", unit=int),
    Move("harvest", "harvest one resource", resource=str, count=int),
    Move("taxes", "collect taxes"),
    Move("trade", "buy or sell one cube", board=str, resource=str, buy=bool),
    Move("explore", "explore"),
    Move("keep_hex", "take the drawn hex"),
    Move("reject_hex", "turn the drawn hex down"),
    Move("place_region", "place the explored region", face=str, cell=CELL, rot=int),
    Move("explore_fail", "the hex fits nowhere"),
    Move("enter", "move a unit into the new region", unit=int),
    Move("reproduce", "reproduce"),
    Move("recruit", "recruit a worker", region=int),
    Move("migrate", "migrate"),
    Move("move_unit", "move a unit", unit=int, region=int, spot=str),
    Move("build", "build", building=str, region=int),
    Move("use_port", "use a port", region=int),
    Move("use_market", "use a market", region=int),
    Move("use_card", "use a development card", card=str, option=int),
    Move("build_wonder", "build a wonder", card=str, unit=int),
    Move("shift", "move a cube", resource=str, to=str),
    Move("pick_card", "take or remove a development card", card=str),
    Move("stop", "end this action"),
    Move("sink", "sink an opponent's ship with the Pirate", unit=int),
    Move("give", "give the Pirate a cube", resource=str),
    Move("rob", "choose whom the Thief robs", seat=int),
    Move("fists", "hide a cube in each fist", secret=True, left=str, right=str),
    Move("take_hand", "take the cube in one fist", hand=str),
    Move("spy_on", "look at a player's objective card", seat=int),
    Move("occupy", "occupy a region with the Barbarian", region=int),
    Move("choose_hex", "choose one of the Pioneer's three hexes", face=str),
    Move("ask_leave", "ask a city's holder for leave to harvest, offering florins", seat=int, florins=int),
    Move("answer", "grant or refuse leave to harvest", grant=bool),
    Move("end_round", "end the round"),
    Move("buy", "buy a development card", slot=int),
    Move("turn_card", "turn a development card", slot=int),
    Move("skip_development", "nothing to buy or turn"),
)

OPTIONS = (
    Option(
        "length",
        str,
        "medium",
        "Short, medium or long game: the objective deck used.",
        "l.157-159",
        allowed=LENGTHS,
    ),
    Option("desert_start", bool, False, "Start in the Desert Village, without ships.", "l.1023-1027"),
    Option(
        "no_secrets",
        bool,
        False,
        "Open common objectives, no trend card.",
        "l.1031-1033",
        excludes=("more_spice", "more_control", "choose_trend", "benefactor"),
    ),
    Option("more_control", bool, False, "Two trend cards.", "l.1035-1037", excludes=("choose_trend",)),
    Option("more_spice", bool, False, "Draw one more objective card, let one go.", "l.1039-1041"),
    Option(
        "choose_trend",
        bool,
        False,
        "The players choose the trend card.",
        "l.1043-1045",
        excludes=("benefactor",),
    ),
    Option(
        "benefactor",
        bool,
        False,
        "The Benefactor trend and one more; no Pacifist or Separatist.",
        "l.1047-1051",
    ),
)

SECRETS = (
    Secret(
        "seats.*.objectives",
        "hand",
        "l.159",
        "each player's objective card is the most secret thing",
        pool="objective_pool",
    ),
    Secret("seats.*.bid", "own", "l.258", "a bid stays in the fist until all bids are made"),
    # Screens: only the owner sees them; all that crosses them is public (RULINGS A24).
    Secret("seats.*.money", "own", "l.109", "florins lie behind the screen"),
    Secret("seats.*.cubes", "own", "l.139", "cubes lie behind the screen"),
    Secret("seats.*.tokens", "own", "l.129", "explorer tokens lie behind the screen"),
    Secret("seats.*.fists", "own", "l.1472", "the cubes in the fists stay hidden until one is taken"),
    Secret("seats.*.seen", "own", "l.1454", "what the Spy saw must not be disclosed"),
    Secret("deck", "order", "l.103", "the development deck is shuffled; only the top card's back shows"),
    Secret("hex_stack", "order", "l.501", "the region stack; only the top hex's up face shows"),
    Secret("objective_pool", "order", "l.159", "unused objective cards go back to the box unseen"),
)


class Archipelago(Game):
    slug = "archipelago"
    title = "Архипелаг"
    player_counts = (2, 3, 4, 5)
    state_type = ArchipelagoState
    glossary = Glossary(load_json("boardkit.games.archipelago", "glossary.json"))
    PHASES = PHASES
    MOVES = MOVES
    OPTIONS = OPTIONS
    SECRETS = SECRETS
    MEASURES = MEASURES
    over_phase = "over"
    end_rule = "l.884-912"
    autoplay = True
    evaluation_scale = SCALE
    data_type = ArchipelagoData
    everyone_may_lose = True  # independence without a Separatist: nobody wins (l.906)

    def _new_game(
        self, players: int, seed: int | str, data: ArchipelagoData = DEFAULT, **options: Any
    ) -> ArchipelagoState:
        state = new_state(players, seed, options, data)
        return state

    def _apply(self, state: Any, action: Action) -> None:
        super()._apply(state, action)
        flow.finished(state)  # independence ends the game at once, whatever moved the markers (l.425)

    def score_rows(self, state: ArchipelagoState) -> list[dict[str, Any]]:
        rows = score_parts(state)
        if state.over:  # the table says who won as l.906-910 put it, not only who has more
            for row, result in zip(rows, results(state, self.ranks(state, rows)), strict=True):
                row["result"] = result
        return rows

    def score(self, state: ArchipelagoState) -> Any:
        table = super().score(state)
        column = self.glossary("result")
        if column in table.columns:  # the result is words: in the reader's language too
            table[column] = table[column].map(self.messages.cell)
        return table

    def ranks(self, state: ArchipelagoState, rows: list[dict[str, Any]] | None = None) -> list[int]:
        """By points, then money (l.980). After independence nothing is compared (l.906-908): the
        Separatist is first and every other seat shares the last place, however much money it has."""
        if state.ended_by != "independence":
            return super().ranks(state, rows)
        won = winners(state, [])
        return [1 if q in won else state.players for q in range(state.players)]

    def tiebreak(self, state: ArchipelagoState, player: int) -> tuple:
        return (state.seats[player].money,)  # l.980; a tie after that is shared (RULINGS A34)

    def winners(self, state: ArchipelagoState) -> list[int]:
        return winners(state, self.ranks(state))

    def option_sets(self) -> dict[str, dict[str, Any]]:
        return {
            "base": {},
            "short_variants": {
                "length": "short",
                "desert_start": True,
                "more_spice": True,
                "more_control": True,
            },
            "long_benefactor": {"length": "long", "benefactor": True},
            "no_secrets": {"no_secrets": True},
            "choose_trend": {"choose_trend": True},
        }

    def evaluate(self, state: Any, player: int) -> float:
        return evaluate_seat(state, player)

    def peril(self, state: Any, player: int) -> float:
        return colony_peril(state, player)

    def track_rows(self) -> dict[str, list[dict[str, Any]]]:
        return track_rows()

    def board_view(self, state: ArchipelagoState, player: int | None) -> dict[str, Any]:
        return board_view(state, player)

    def describe(self, action: Action) -> str:
        # in the reader's language: the shell writes a forced move's label into a log line as it is
        return self.translate(label(action), get_language())

    def resample_hidden(self, state: ArchipelagoState, player: int, rng: random.Random) -> None:
        """Other seats' bids not yet shown are drawn again among their legal bids; the deck and the
        region stack keep the top the table shows (RULINGS A23)."""
        invariants.resample(state, player, rng)

    def check_state(self, state: ArchipelagoState) -> None:
        invariants.check(state)

    def build_position(self, **description: Any) -> ArchipelagoState:
        """A checked position from names, not indexes; see position.py for the description."""
        return position.build(**description)


GAME = Archipelago()
