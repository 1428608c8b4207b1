"""«Санта Мария»: the declaration (phases with their moves, options, secrets, measures) behind the common contract."""

from __future__ import annotations

from typing import Any

from boardkit.core import CELL, Action, Game, Glossary, Move, Option, Phase, Secret
from boardkit.core.data import load_json
from boardkit.core.i18n import get_language

from . import (
    archery,
    board_choice,
    expand,
    free,
    governor,
    invariants,
    maya_build,
    maya_choice,
    maya_consent,
    maya_temple,
    maya_trade,
    maya_walk,
    meditation,
    monks,
    passing,
    position,
    religion,
    sea_trade,
    setup,
    specialists,
    town_halls,
    trade,
    turn,
)
from .components import DEFAULT, SantaMariaData
from .heuristic import SCALE, evaluate_seat
from .kingdoms_view import (
    ambassadors_view,
    governor_view,
    kingdoms_label,
    kingdoms_view,
    specialists_view,
)
from .maya_view import maya_label, maya_view
from .measures import MEASURES
from .scoring import score_parts, tiebreak
from .state import SantaMariaState
from .tables import track_rows
from .view import board_view, label

GLOSSARY = Glossary(load_json("boardkit.games.santa_maria", "glossary.json"))

MAYA_TURN = ("city_die", "play_card", "priest")  # Module D: the Maya's turn (l.825-835)

PHASES = (
    Phase(
        "colony",
        "Colony boards",
        "From the first player's right, counter-clockwise, each player chooses a colony board, side A up.",
        "l.58",
        moves=("board",),
        rules=board_choice,
    ),
    Phase(
        "town_hall",
        "Town halls",
        "Advanced setup: from the first player's right, each player takes a town hall with a scholar and lays it.",
        "l.396-398",
        moves=("town_hall",),
        rules=town_halls,
    ),
    Phase(
        "turn",
        "Turn",
        "Free actions, then one main action: expand, activate a building with coins, use a die, or pass.",
        "l.76-83",
        moves=(
            "expand",
            "activate",
            "use_die",
            "cocoa_die",
            "ambassador",
            "archery",
            "ambassador_archery",
            "philosophy",
            "pass",
            *MAYA_TURN,
        ),
        rules=turn,
    ),
    Phase(
        "place",
        "Place the tile",
        "Lay the tile just bought (or the town hall) on empty cells, turned any way.",
        "l.104",
        moves=("place",),
        rules=expand,
    ),
    Phase(
        "trade",
        "Trade",
        "A trade building: pay one of the resources shown for its reward, once, or decline.",
        "l.172",
        moves=("trade", "skip"),
        rules=trade,
    ),
    Phase(
        "sea_trade",
        "Sea trade",
        "Pay for a face-up sea-trade tile and lay it at your dock of the same symbol, or decline.",
        "l.178",
        moves=("ship", "special_ship", "skip"),
        rules=sea_trade,
    ),
    Phase(
        "religion",
        "Religion",
        "One step on the religion track, or two for 1 grain; Theology's holder may pay 1 coin instead.",
        "l.194",
        moves=("religion", "theology"),
        rules=religion,
    ),
    Phase(
        "monk",
        "Monk",
        "A monk symbol reached: place a monk on a scholar, bishop or mission, paying 2 coins to each other player there, or decline.",
        "l.216",
        moves=("monk", "skip"),
        rules=monks,
    ),
    Phase(
        "road",
        "Road tile",
        "The lowest pass space: lay a road tile with two colonists on an empty cell, or decline.",
        "l.282",
        moves=("road", "skip"),
        rules=passing,
    ),
    Phase(
        "envoy_archery",
        "Archery on another's ambassador die",
        "Module C with the scholar Archery: another player's ambassador die shows 1 or 6; pay 1 coin to activate the diagonal, or activate the row or column.",
        "l.999",
        moves=("diagonal", "skip"),
        rules=archery,
    ),
    Phase(
        "meditation",
        "Meditation",
        "The scholar Meditation: after the road tile of the lowest pass space, already taken, the action of a free pass space.",
        "l.1003",
        moves=("meditate",),
        rules=meditation,
    ),
    Phase(
        "specialist",
        "Specialist",
        "Module B: the white die taken has a specialist at its value; hire it, or lay the improvement, paying coins.",
        "l.641",
        moves=("hire", "improve", "skip"),
        rules=specialists,
    ),
    Phase(
        "navigate",
        "Navigation",
        "Module A with the scholar Navigation: the governor stopped on a road; pay 1 coin to move him on.",
        "l.1009",
        moves=("navigate", "skip"),
        rules=governor,
    ),
    Phase(
        "city",
        "The Maya's die on the road",
        "Module D: the die walks the city's roads, activating each free building; stop on one, play a technology card.",
        "l.841-843",
        moves=("walk", "stop", "tech", "skip"),
        rules=maya_walk,
    ),
    Phase(
        "temple",
        "Temple level",
        "Module D: pay a temple token's resources beside the building reached to complete a level, or decline.",
        "l.863-865",
        moves=("temple", "skip"),
        rules=maya_temple,
    ),
    Phase(
        "city_choice",
        "The Maya's choice",
        "Module D: fill a storage token, draw a card, take a storage token or lay a road token.",
        "l.820-823",
        moves=("fill", "draw_card", "store", "fork", "skip"),
        rules=maya_choice,
    ),
    Phase(
        "city_trade",
        "Maya trade",
        "Module D: a trade card: 1 coin, then trades with the reserve; set cards aside and draw new ones.",
        "l.918-925",
        moves=("reserve_buy", "reserve_sell", "set_aside", "redraw", "offer", "done"),
        rules=maya_trade,
    ),
    Phase(
        "consent",
        "The Maya's offer",
        "Module D: a player the Maya offers a trade accepts or declines it.",
        "l.927",
        moves=("accept", "decline"),
        rules=maya_consent,
    ),
    Phase(
        "city_build",
        "Maya construction",
        "Module D: lay the building token paid for on a site of the city not yet built.",
        "l.905",
        moves=("construct",),
        rules=maya_build,
    ),
    Phase(
        "year_end",
        "End of the year",
        "Conquistador scoring by year and player count, markers back, coins off the buildings; then a new display, dice rolled, the top pass space starts.",
        "l.306-334",
    ),
    Phase(
        "final",
        "Final scoring",
        "Coins (1 point per 3), colonists in full rows and columns, monks, dock sets, sea-trade tile points; ties: the higher pass space.",
        "l.338-376",
    ),
)

MOVES = (
    Move("expand", "buy a development tile from the display", tile=str),
    Move(
        "place", "lay the tile: its first cell's row and column, quarter turns clockwise", cell=CELL, turn=int
    ),
    Move("activate", "put coins on a free building to activate it", cell=CELL),
    Move(
        "use_die",
        "take a die, turn it to a value with coins, activate that row (blue) or column (white)",
        color=str,
        face=int,
        value=int,
    ),
    Move(
        "cocoa_die",
        "pay 1 cocoa (or gold) to turn a die to any value, then activate that row (blue) or column (white)",
        color=str,
        face=int,
        value=int,
    ),
    Move(
        "ambassador",
        "take an ambassador die, turn it with coins or a cocoa, activate its line; the others activate it too",
        color=str,
        value=int,
        cocoa=bool,
    ),
    Move(
        "archery",
        "Archery: a die turned to 1 or 6 (coins or a cocoa) and 1 coin more activates a diagonal",
        color=str,
        face=int,
        value=int,
        cocoa=bool,
    ),
    Move(
        "ambassador_archery",
        "Archery: an ambassador die turned to 1 or 6 (coins or a cocoa) and 1 coin more activates a diagonal",
        color=str,
        value=int,
        cocoa=bool,
    ),
    Move(
        "philosophy",
        "Philosophy: take a blue die, turn it to a value with coins, activate that column",
        face=int,
        value=int,
    ),
    Move("diagonal", "Archery: pay 1 coin to follow another's ambassador die on the diagonal"),
    Move("pass", "take a free pass space (Meditation: a taken one too)", space=int),
    Move("meditate", "Meditation: take the action of a free pass space", space=int),
    Move("trade", "pay one of the trade building's resources", pay=str),
    Move("ship", "take the sea-trade tile at a main-board dock (1 top .. 4)", dock=int),
    Move(
        "special_ship",
        "take the special sea-trade tile and lay it at a colony dock (1 top .. 4) that is not the fullest",
        dock=int,
    ),
    Move("religion", "step on the religion track, with an extra step for 1 grain", extra=bool),
    Move("theology", "Theology: two steps on the religion track, the extra one paid with 1 coin"),
    Move("monk", "place a monk on a special place", place=str),
    Move("road", "lay the road tile on an empty cell", cell=CELL),
    Move(
        "hire",
        "pay for the production specialist at the white die's value: 1, 2, 3 coins for the 1st, 2nd, 3rd",
    ),
    Move("improve", "lay the improvement specialist: 1 coin on a built cell, 3 on an empty one", cell=CELL),
    Move("navigate", "pay 1 coin to move the governor one more cell the same way (Navigation)"),
    Move("skip", "decline this effect"),
    Move("sell", "sell a resource", resource=str),
    Move("buy", "buy wood or grain", resource=str),
    Move("town_hall", "choose a town hall and scholar pair", pair=str),
    # Module D, the Maya city (l.825-951)
    Move(
        "city_die",
        "the Maya takes a die (an ambassador die too), turns it with coins or a cocoa, and puts it on the city",
        color=str,
        face=int,
        value=int,
        cocoa=bool,
        ambassador=bool,
    ),
    Move("play_card", "play an action card from the hand for one of its two actions", card=str, district=str),
    Move("priest", "lay a high priest on a free building of the city and activate it", site=str),
    Move("walk", "move the die one road piece on to a site", site=str),
    Move("stop", "leave the die on the free building it stands on"),
    Move("tech", "play a technology card of the die's value for its bonus", card=str),
    Move("temple", "pay for a level of the temple in this district", district=str),
    Move("fill", "turn an empty storage token of this kind to filled", resource=str),
    Move("draw_card", "draw an action card"),
    Move("store", "take a spare storage token of this kind, filled", resource=str),
    Move("fork", "lay a road token on this fork", fork=str),
    Move("reserve_buy", "buy cocoa (1 coin), grain or wood (2 coins) from the reserve", resource=str),
    Move("reserve_sell", "sell a resource to the reserve for 1 coin", resource=str),
    Move("set_aside", "put a card from the hand aside to go under the deck", secret=True, card=str),
    Move("redraw", "put the cards set aside under the deck and draw as many"),
    Move("done", "end the trade"),
    Move(
        "offer",
        "offer a player one resource for coins (give a resource, get 'coins') or coins for one (give 'coins')",
        to=int,
        give=str,
        get=str,
        coins=int,
    ),
    Move("accept", "accept the Maya's offer"),
    Move("decline", "decline the Maya's offer"),
    Move("construct", "lay a building token on an empty site", building=str, site=str),
    Move("board", "choose a colony board", board=str),
)

OPTIONS = (
    Option(
        "advanced",
        bool,
        False,
        "Advanced colony setup: side B, town halls and a private scholar (l.384-398).",
        "l.384",
    ),
    Option(
        "shared_blue",
        bool,
        False,
        "Shared blue dice: blue dice lie by the board; use no more than you unlocked (l.402).",
        "l.402",
    ),
    Option(
        "choose_boards",
        bool,
        False,
        "Players choose their side-A colony boards in turn instead of a random deal (l.58).",
        "l.58",
        excludes=("advanced",),
    ),
    Option(
        "kingdoms",
        bool,
        False,
        "American Kingdoms core rules: special sea-trade and development tiles, cocoa, 4 scholars, "
        "new bishops and missionary stand, the cocoa colony, no bishop penalty (l.438-537).",
        "l.438",
    ),
    Option(
        "governor",
        bool,
        False,
        "Module A, the governor: a die on his row or column moves him first; he blocks his cell and "
        "scores by the end-game grid (l.541-591).",
        "l.541",
        requires=("kingdoms",),
    ),
    Option(
        "ambassadors",
        bool,
        False,
        "Module C, the ambassadors: no blue die at the start, 2 white dice each, a white and a blue ambassador "
        "die whose line every other player activates too (l.678-710).",
        "l.678",
        requires=("kingdoms",),
        excludes=("shared_blue",),  # RULINGS A52
    ),
    Option(
        "specialists",
        bool,
        False,
        "Module B, the specialists: six a year beside the white dice; a white die may hire the one at its value (l.604-674).",
        "l.604",
        requires=("kingdoms",),
    ),
)

OPTIONS = (
    *OPTIONS,
    Option(
        "maya",
        bool,
        False,
        "Module D, the Maya city: the last seat plays the asymmetric Maya city, up to 5 players "
        "(4 colonies and the Maya); no cocoa colony (l.714-969).",
        "l.716",
        requires=("ambassadors",),
    ),
)

SECRETS = (
    Secret("deck", "order", "l.13", "the sea-trade deck lies face down"),
    Secret("double_stack", "order", "l.21", "the development tiles not yet shown lie face down"),
    Secret("triple_stack", "order", "l.21", "the development tiles not yet shown lie face down"),
    Secret("special_stack", "order", "l.481", "the special development tiles not yet shown lie face down"),
    Secret("special_deck", "order", "l.447", "the special sea-trade tiles lie in a face-down stack"),
    Secret("specialist_stack", "order", "l.633", "the specialists not yet dealt lie face down"),
    Secret("unused_scholars", "order", "l.19", "scholars not drawn go back to the box unseen"),
    Secret("unused_bishops", "order", "l.19", "bishops not drawn go back to the box unseen"),
    Secret("seats.*.points", "own", "l.91", "happiness tokens lie face down on the colony board"),
    # Taken face up in everyone's sight, then laid face down: the others could remember them, so "own".
    Secret("seats.*.ships", "own", "l.178", "sea-trade tiles lie face down beside the colony's docks"),
    Secret("maya_deck", "order", "l.774", "the action cards lie face down"),
    Secret("seats.*.hand", "hand", "l.774", "the Maya holds its action cards hidden", pool="maya_deck"),
    Secret("seats.*.aside", "hand", "l.922", "cards set aside go under the deck unseen", pool="maya_deck"),
    Secret("medium_stack", "order", "l.740", "the medium temple tokens lie face down"),
    Secret("small_stack", "order", "l.740", "the small temple tokens lie face down"),
)


class SantaMaria(Game):
    slug = "santa_maria"
    title = "Santa Maria"
    player_counts = (1, 2, 3, 4)  # 5 only with the Maya: player_counts_for (l.716)
    state_type = SantaMariaState
    data_type = SantaMariaData
    glossary = GLOSSARY
    PHASES = PHASES
    MOVES = MOVES
    ANYTIME = (free,)
    OPTIONS = OPTIONS
    SECRETS = SECRETS
    MEASURES = MEASURES
    over_phase = "over"
    end_rule = "l.338"
    autoplay = True
    evaluation_scale = SCALE

    def _new_game(
        self,
        players: int,
        seed: int | str,
        data: SantaMariaData = DEFAULT,
        advanced: bool = False,
        shared_blue: bool = False,
        choose_boards: bool = False,
        kingdoms: bool = False,
        governor: bool = False,
        specialists: bool = False,
        ambassadors: bool = False,
        maya: bool = False,
    ) -> SantaMariaState:
        return setup.new_state(
            players,
            seed,
            data,
            advanced,
            shared_blue,
            choose_boards,
            kingdoms,
            governor,
            specialists,
            ambassadors,
            maya,
        )

    def player_counts_for(self, options: dict[str, Any]) -> tuple[int, ...]:
        """A fifth seat only for the Maya city (l.716); the Maya alone is its solo game (l.971; RULINGS A59)."""
        return (*self.player_counts, 5) if options.get("maya") else self.player_counts

    def state_player_counts(self, state: SantaMariaState) -> tuple[int, ...]:
        return self.player_counts_for({"maya": getattr(state, "maya_on", False)})

    def option_sets(self) -> dict[str, dict[str, Any]]:
        return {
            "base": {},
            "advanced": {"advanced": True},
            "shared_blue": {"shared_blue": True},
            "advanced_shared_blue": {"advanced": True, "shared_blue": True},
            "choose_boards": {"choose_boards": True, "shared_blue": True},
            "kingdoms": {"kingdoms": True},
            "kingdoms_advanced": {"kingdoms": True, "advanced": True, "shared_blue": True},
            "kingdoms_choose_boards": {"kingdoms": True, "choose_boards": True},
            "governor": {"kingdoms": True, "governor": True},
            "governor_advanced": {"kingdoms": True, "governor": True, "advanced": True},
            "specialists": {"kingdoms": True, "specialists": True},
            "governor_specialists": {
                "kingdoms": True,
                "governor": True,
                "specialists": True,
                "shared_blue": True,
            },
            "ambassadors": {"kingdoms": True, "ambassadors": True},
            "modules_abc": {
                "kingdoms": True,
                "governor": True,
                "specialists": True,
                "ambassadors": True,
                "advanced": True,
            },
            "maya": {"kingdoms": True, "ambassadors": True, "maya": True},
            "maya_modules": {
                "kingdoms": True,
                "governor": True,
                "specialists": True,
                "ambassadors": True,
                "maya": True,
                "advanced": True,
            },
        }

    def score_rows(self, state: SantaMariaState) -> list[dict[str, Any]]:
        return [score_parts(state, p) for p in range(state.players)]

    def tiebreak(self, state: SantaMariaState, player: int) -> tuple:
        return tiebreak(state, player)

    def evaluate(self, state: SantaMariaState, player: int) -> float:
        return evaluate_seat(state, player)

    def track_rows(self) -> dict[str, list[dict[str, Any]]]:
        return track_rows()

    def board_view(self, state: SantaMariaState, player: int | None) -> dict[str, Any]:
        return {
            **board_view(state, player),
            **kingdoms_view(state),
            **governor_view(state),
            **specialists_view(state),
            **ambassadors_view(state),
            **maya_view(state),
        }

    def describe(self, action: Action) -> str:
        # in the reader's language: the shell writes a forced move's label into a Russian log line as it is
        text = maya_label(action) or kingdoms_label(action) or label(action)
        return self.translate(text, get_language())

    def check_state(self, state: SantaMariaState) -> None:
        invariants.check(state)

    def build_position(self, **description: Any) -> SantaMariaState:
        """A checked position from names, not indexes; see position.py."""
        return position.build(**description)


GAME = SantaMaria()
