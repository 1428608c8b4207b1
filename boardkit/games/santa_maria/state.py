"""The state: one record per colony (Seat) and the main board, on core's GameState.

Seats are never changed once built: a rule takes its own copy with ``own(state, seat)`` and puts it
back into a new tuple, so states share every colony the move did not touch.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields

from boardkit.core import GameState, cache_field, game_state

from .components import DEFAULT, SantaMariaData

Step = tuple[str, int]  # a pending effect: (kind, argument), e.g. ("building", 14) or ("religion", 0)


@dataclass(slots=True)
class Seat:
    """One colony and what its player owns. Cells are indexed row by row: (row - 1) * 6 + (column - 1)."""

    board: str  # the colony board's id (data/boards.json), "" until chosen (l.58)
    cells: tuple[str, ...]  # 36: a building id, "road" or "" (empty) (l.158)
    colonists: tuple[int, ...]  # 36: colonists drawn on each road cell (l.347)
    coins_on: tuple[int, ...]  # 36: coins lying on a building activated with coins (l.110)
    dice_on: tuple[str, ...]  # 36: "white" or "blue" on the building a die was left on (l.132-134), else ""
    tiles: tuple[str, ...] = ()  # development tiles (and town hall) placed, in order
    wood: int = 0
    grain: int = 0
    sugar: int = 0
    gem: int = 0
    gold: int = 0
    coins: int = 0
    points: int = 0  # happiness tokens taken during play, face down (l.91)
    religion: int = 1  # space on the religion track (l.50)
    conquistador: int = 1  # space on the conquistador track (l.50)
    arrived: int = 0  # when the marker reached its space: lower lies below, ranks ahead (l.306)
    monks: int = 6  # monks still in front of the player (l.46)
    blue: tuple[int, ...] = ()  # faces of the blue dice beside the colony, not used this year (l.62)
    blue_owned: int = 1  # blue dice the player has (variant: has unlocked) (l.62, l.402)
    blue_used: int = 0  # shared blue dice used this year (variant, l.402)
    white_used: int = 0  # white dice taken this year (l.128)
    activations: int = 0  # buildings activated with coins this year (l.112)
    passed: int = 0  # the pass space taken this year (1 top .. 5), 0 on the market square
    ships: tuple[str, ...] = ()  # sea-trade tiles taken, face down (l.178)
    ship_docks: tuple[int, ...] = ()  # the dock (0 top .. 3) each of them lies at (l.178)
    scholar: str = ""  # the private scholar of the advanced setup (l.398)
    cocoa: int = 0  # American Kingdoms: full cocoa storages (l.517)
    hired: tuple[str, ...] = ()  # Module B: production specialists beside the colony (l.643)
    improvements: tuple[str, ...] = ()  # Module B: improvement specialists laid, in order (l.664)
    improved: tuple[int, ...] = ()  # the cell each improvement lies on
    covered: tuple[str, ...] = ()  # what each improvement covers: a building id, "road" or "" (l.664-668)
    governor: int = -1  # Module A: the governor's cell, -1 without the module (l.555)
    cocoa_stores: int = 0  # cocoa storages: 1, 2 on the cocoa colony (l.483, l.501); 0 without it
    hand: tuple[str, ...] = ()  # Module D: the Maya's action cards in hand, hidden (l.774)
    aside: tuple[str, ...] = ()  # Module D: cards set aside in a trade, to go under the deck (l.922)
    _free: int = field(default=-1, init=False, repr=False, compare=False)  # colony.free_mask, -1: not known
    _empty: int = field(default=-1, init=False, repr=False, compare=False)  # colony.empty_mask
    # what each mask was worked out from (the tuples themselves): a copy keeps the masks while they still hold
    _free_of: tuple = field(default=(), init=False, repr=False, compare=False)
    _empty_of: tuple = field(default=(), init=False, repr=False, compare=False)

    def copy(self) -> Seat:
        return _copy_seat(self)

    def dock_counts(self) -> tuple[int, int, int, int]:
        counts = [0, 0, 0, 0]
        for d in self.ship_docks:
            counts[d] += 1
        return tuple(counts)  # type: ignore[return-value]


def _seat_copier():
    names = [f.name for f in fields(Seat) if f.init]
    body = "def copy(self):\n    new = _new(Seat)\n" + "".join(f"    new.{n} = self.{n}\n" for n in names)
    body += "    new._free, new._free_of = self._free, self._free_of\n"
    body += "    new._empty, new._empty_of = self._empty, self._empty_of\n"
    ns = {"_new": object.__new__, "Seat": Seat}
    exec(body + "    return new\n", ns)  # noqa: S102 - generated from Seat's own field names
    return ns["copy"]


_copy_seat = _seat_copier()


# Written a few times a game and seldom read (benchmarks/fields.py): copies share them in one record.
SELDOM = (
    "advanced", "medium_stack", "missions", "priests", "small_stack", "spare", "temples", "temples_done",
    "special_deck", "specialist_box", "tucked", "roads", "specialist_stack", "ambassador_by", "bishops",
    "scholars", "special_stack", "unused_bishops", "unused_scholars", "deck", "halls", "box", "first_player",
    "buildings_left", "governor_on", "specialists_on", "temple_top", "special_dock", "maya_deck", "docks",
    "special_display", "specialist_row", "ambassadors", "double_stack", "triple_stack", "display", "offer",
)  # fmt: skip


@game_state(seldom=SELDOM)
class SantaMariaState(GameState):
    """The table. ``round`` is the year (l.76). Phases: see game.py PHASES."""

    first_player: int
    seats: tuple[Seat, ...]
    white: tuple[int, ...]  # faces of the white dice below the board, sorted (l.15)
    shared_blue: tuple[int, ...]  # variant: faces of the shared blue dice (l.402)
    display: tuple[str, ...]  # development tiles face up (l.21)
    double_stack: tuple[str, ...]  # face down (l.21)
    triple_stack: tuple[str, ...]
    box: tuple[str, ...]  # development tiles returned to the box after a year (l.328)
    docks: tuple[str, ...]  # the 4 face-up sea-trade tiles at the main board's docks, "" once empty (l.180)
    deck: tuple[str, ...]  # the sea-trade deck, face down (l.13)
    roads: int  # road tiles left on the pass space (l.17)
    scholars: tuple[str, ...]  # the 3 scholars on the board (l.19)
    bishops: tuple[str, ...]  # the 3 bishops on the board (l.19)
    missions: tuple[str, ...]  # the Christian missions (l.216)
    unused_scholars: tuple[str, ...]  # back in the box unseen (l.19)
    unused_bishops: tuple[str, ...]
    monks_at: dict[str, tuple[int, ...]]  # special place -> seats with a monk there, in order (l.216)
    pass_spaces: tuple[int, ...]  # 5 spaces, top first: the seat on it or -1 (l.268)
    stamp: int  # the next arrival stamp on the conquistador track (l.306)
    pending: tuple[Step, ...]  # effects of the current action still to resolve, in order
    step: Step | None  # the effect waiting for the current player's decision
    placing: str  # the tile (or town hall) being placed
    halls: tuple[str, ...]  # advanced setup: town hall + scholar pairs still on the table, "H1:law"
    hall_order: tuple[int, ...]  # advanced setup: seats still to choose, in order (l.396)
    board_order: tuple[int, ...] = ()  # boards chosen in turn: seats still to choose, in order (l.58)
    advanced: bool = False  # option: side B, town halls, private scholars (l.384-398)
    shared_blue_dice: bool = False  # option: the shared blue dice variant (l.402)
    kingdoms: bool = False  # option: the American Kingdoms core rules (l.438)
    special_display: tuple[str, ...] = ()  # special development tiles face up (l.481, l.513)
    special_stack: tuple[str, ...] = ()  # face down (l.481)
    special_dock: str = ""  # the special sea-trade tile under expansion tile 1, "" once none is left (l.447)
    special_deck: tuple[str, ...] = ()  # the special sea-trade stack, face down (l.447)
    specialists_on: bool = False  # option: Module B, the specialists (l.604)
    specialist_stack: tuple[str, ...] = ()  # face down (l.633)
    specialist_row: tuple[str, ...] = ()  # 6: the specialist beside white value 1..6, "" once taken (l.633)
    specialist_box: tuple[str, ...] = ()  # those left at a year's end (l.633)
    ambassadors_on: bool = False  # option: Module C, the ambassadors (l.678)
    ambassadors: tuple[int, ...] = ()  # faces of the white and blue ambassador dice, 0 once taken (l.688)
    ambassador_by: tuple[int, ...] = ()  # who took each ambassador token this year, -1 nobody (l.698)
    governor_on: bool = False  # option: Module A, the governor (l.541)
    # Module D, the Maya city (l.714-969); see maya.py. Filled storage lies in the Maya seat's resources.
    maya_on: bool = False  # option: Module D (l.714)
    maya_seat: int = -1  # the Maya's seat: the last one (RULINGS A58)
    maya_deck: tuple[str, ...] = ()  # the action cards face down (l.774)
    tucked: tuple[tuple[str, ...], ...] = ()  # cards under each card district (city order) (l.881)
    temples: tuple[int, ...] = ()  # levels completed in each district, 0-3 (l.865)
    temple_top: tuple[str, ...] = ()  # the token resource side up on each temple, "" after 3 levels (l.865)
    temples_done: tuple[str, ...] = ()  # completed tokens, turned over (l.865)
    medium_stack: tuple[str, ...] = ()  # face down (l.740)
    small_stack: tuple[str, ...] = ()  # face down (l.740)
    city: tuple[str, ...] = ()  # the building on each site, "" not built (l.905)
    city_on: tuple[str, ...] = ()  # a die's colour, "ambassador" or "priest" on a site (l.841, l.893)
    city_roads: tuple[str, ...] = ()  # forks with a road token (l.872)
    buildings_left: tuple[str, ...] = ()  # building tokens in the reserve (l.750)
    stores: tuple[int, ...] = ()  # the Maya's storage tokens of each kind (maya_data.STORES order) (l.770)
    spare: tuple[int, ...] = ()  # storage tokens set aside, of each kind (l.770, l.871)
    priests: int = 0  # high priests the Maya has won (l.891)
    gold_temple: int = 0  # gold in the temple of gold's storage (l.796)
    walk: tuple[int, ...] = ()  # the sites the die has passed this use, in order (l.841-843)
    walk_die: str = ""  # the die walking: white, blue, ambassador, envoy (another's ambassador die, l.977)
    walk_value: int = 0  # its value (l.841)
    tech_used: bool = False  # a technology card was played with this die (l.945)
    offer: tuple[str, ...] = ()  # the Maya's trade offer waiting: (seat, give, get, coins) (l.927)
    data: SantaMariaData = field(default=DEFAULT, kw_only=True)
    _mine: int = cache_field(0)  # seats this state already copied for the move being applied

    @property
    def year(self) -> int:
        return self.round

    @property
    def solo(self) -> bool:
        return self.players == 1


def own(s: SantaMariaState, p: int) -> Seat:
    """Seat ``p`` of ``s``, copied once per move so that earlier states keep theirs."""
    if s._mine >> p & 1:
        return s.seats[p]  # the masks cached on it check what they were worked out from (colony.py)
    seat = s.seats[p].copy()
    seats = list(s.seats)
    seats[p] = seat
    s.seats = tuple(seats)
    s._mine |= 1 << p
    return seat


def index(row: int, col: int) -> int:
    """The cell index of (row, column), both 1..6 (rows top to bottom, columns left to right; RULINGS A2)."""
    return (row - 1) * 6 + (col - 1)


def cell_of(i: int) -> tuple[int, int]:
    return (i // 6 + 1, i % 6 + 1)
