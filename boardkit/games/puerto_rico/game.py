"""Puerto Rico: the declaration (phases with their moves, options, secrets) behind the common contract."""

from __future__ import annotations

from typing import Any

from boardkit.core import NAMES, Action, Game, Glossary, Move, Option, Phase, Secret, arg
from boardkit.core.data import load_json

from . import builder, captain, craftsman, draft, guests, invariants, mayor, position, roles, settler, trader
from .catalog import DEFAULT, PRData
from .heuristic import SCALE, evaluate_seat
from .measures import MEASURES
from .scoring import score_row, tiebreak_key
from .setup import new_state
from .state import PRState
from .tables import track_rows
from .view import board_view, label

PHASES = (
    Phase(
        "draft",
        "Building draft",
        "New Buildings: in turn each player puts a beige building (a pair) on a board space of its cost.",
        "l.806-808",
        moves=("draft",),
        rules=draft,
    ),
    Phase(
        "role_selection",
        "Role selection",
        "Clockwise from the governor each player takes one role (two players: 3 each, alternating) and collects its doubloons.",
        "l.155-173, l.770",
        moves=("role",),
        rules=roles,
    ),
    Phase(
        "settler",
        "Settler",
        "Everyone takes a face-up plantation; the settler may take a quarry instead. Then a new row is dealt.",
        "l.175-187",
        moves=(
            "take",
            "quarry",
            "forest",
            "hacienda",
            "hacienda_side",
            "discard_tile",
            "use",
            "decline",
            "pass",
        ),
        rules=settler,
    ),
    Phase(
        "mayor",
        "Mayor",
        "The mayor takes a colonist from the supply, the ship's colonists are shared out, everyone re-places all colonists, the ship is refilled.",
        "l.215-230",
        moves=("place", "leave_empty", "use", "decline"),
        rules=mayor,
    ),
    Phase(
        "builder",
        "Builder",
        "Everyone may build one building; the builder pays 1 less, occupied quarries lower the price up to the column's cap.",
        "l.232-246",
        moves=("build", "use", "decline", "pass"),
        rules=builder,
    ),
    Phase(
        "craftsman",
        "Craftsman",
        "Everyone produces goods from occupied plantations and production buildings; the craftsman may take one extra good (l.171).",
        "l.296-308",
        moves=("use", "decline"),
        rules=craftsman,
    ),
    Phase(
        "trader",
        "Trader",
        "Everyone may sell one good of a kind not yet in the trading house; the trader earns 1 more. A full house is emptied.",
        "l.310-327",
        moves=("sell", "land_office", "pass"),
        rules=trader,
    ),
    Phase(
        "captain",
        "Captain",
        "In circuits everyone must ship one kind onto one cargo ship, as much as fits; 1 VP per good, the captain +1 once.",
        "l.329-390",
        moves=("load", "wharf", "small_wharf", "small_wharf_done", "supply_center", "use", "decline", "pass"),
        rules=captain,
    ),
    Phase(
        "captain_storage",
        "Goods storage",
        "After shipping each player may keep one good (more with warehouses); full ships are unloaded.",
        "l.394-405",
        moves=("store", "keep", "pass"),
        rules=captain,
    ),
    Phase("prospector", "Prospector", "No action; the prospector takes 1 doubloon.", "l.431-433"),
    Phase(
        "end_of_round",
        "End of round",
        "1 doubloon on each role nobody took; the governor token passes left.",
        "l.435-439",
    ),
    Phase(
        "game_over",
        "End of game",
        "After a round in which the colonists ran short, a 12th city space was built or the VP chips ran out: VP chips + building VP + occupied large buildings; ties go to doubloons + goods.",
        "l.443-461",
    ),
)

MOVES = (
    Move("draft", "put a beige building on the board (New Buildings)", building=str),
    Move("role", "choose a role", role=str),
    Move("take", "take a face-up plantation", tile=str),
    Move("quarry", "take a quarry"),
    Move("forest", "lay a face-up plantation as a forest (Forest house)", tile=str),
    Move("hacienda", "Hacienda: an extra plantation", source=str),
    Move("hacienda_side", "Hacienda: which side the extra tile lies on", side=str),
    Move("discard_tile", "give up a tile", tile=str),
    Move(
        "use",
        "take an optional benefit",
        benefit=str,
        count=arg(int, omit=True),
        piece=arg(str, omit=True),
        good=arg(str, omit=True),
    ),
    Move("decline", "decline an optional benefit", benefit=str),
    Move("pass", "do nothing this time"),
    Move("place", "put a piece on a circle", target=str, piece=arg(str, omit=True)),
    Move("leave_empty", "leave a circle empty", target=str),
    Move("build", "build a building", building=str, black_market=arg(NAMES, omit=True)),
    Move("sell", "sell a good", good=str, venue=arg(str, omit=True)),
    Move("land_office", "Land office: buy or sell a plantation", deal=str, tile=arg(str, omit=True)),
    Move("load", "ship goods on a cargo ship", good=str, ship=int),
    Move("wharf", "ship goods on the Wharf", good=str),
    Move("small_wharf", "put goods on the Small wharf", good=str),
    Move("small_wharf_done", "ship the Small wharf's load"),
    Move("supply_center", "Supply center: send one good", good=str),
    Move("store", "store a kind of good in a warehouse", good=str),
    Move("keep", "keep one good", good=str),
    Move("guest", "Guest house: move a guest onto an empty circle", target=str),
)

OPTIONS = (
    Option(
        "new_buildings",
        bool,
        False,
        "The New Buildings expansion: beige buildings drafted at setup.",
        "l.804-806",
    ),
    Option("nobles", bool, False, "The Nobles expansion: nobles, dual-mode buildings.", "l.988, l.1016"),
)

# Views hide these; determinize resamples the stack and keeps the VP chips, which are counted in the open (A38).
SECRETS = (
    Secret("stack", "order", "l.125", "the plantation stack lies face down, shuffled"),
    Secret("seats.*.vp", "own", "l.392", "each player keeps their VP chips face down"),
    Secret(
        "seats.*.vp_paper", "own", "l.392, l.449", "VP noted after the chips ran out stay as secret as chips"
    ),
)


class PuertoRico(Game):
    slug = "puerto_rico"
    title = "Puerto Rico"
    player_counts = (2, 3, 4, 5)
    state_type = PRState
    data_type = PRData
    glossary = Glossary(load_json("boardkit.games.puerto_rico", "glossary.json"))
    PHASES = PHASES
    MOVES = MOVES
    ANYTIME = (guests,)
    OPTIONS = OPTIONS
    SECRETS = SECRETS
    MEASURES = MEASURES
    over_phase = "game_over"
    end_rule = "l.443"
    autoplay = True  # single-option decisions (e.g. "sells nothing") are played and logged

    def _new_game(
        self, players: int, seed: int | str, new_buildings: bool, nobles: bool, data: PRData = DEFAULT
    ) -> PRState:
        return new_state(players, seed, new_buildings, nobles, data)

    def option_sets(self) -> dict[str, dict[str, Any]]:
        return {
            "base": {},
            "new_buildings": {"new_buildings": True},
            "nobles": {"nobles": True},
            "both": {"new_buildings": True, "nobles": True},
        }

    def score_rows(self, s: PRState) -> list[dict[str, Any]]:
        return [score_row(s, seat) for seat in s.seats]

    def tiebreak(self, s: PRState, player: int) -> tuple:
        return tiebreak_key(s, player)

    def track_rows(self) -> dict[str, list[dict[str, Any]]]:
        return track_rows()

    evaluation_scale = SCALE  # heuristic.py

    def evaluate(self, state: Any, player: int) -> float:
        return evaluate_seat(state, player)

    def board_view(self, s: PRState, player: int | None) -> dict[str, Any]:
        return board_view(s, player)

    def describe(self, a: Action) -> str:
        return label(a, self.glossary)

    def check_state(self, state: PRState) -> None:
        invariants.check(state)

    def build_position(self, **description: Any) -> PRState:
        """A checked position from names, not indexes; see position.py for the description."""
        return position.build(**description)


GAME = PuertoRico()
