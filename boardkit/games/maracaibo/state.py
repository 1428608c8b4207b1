"""The game state: one record per seat (never changed once built; rules build a new one) and the table."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from boardkit.core import GameState, game_state

from .schema import DEFAULT, MaracaiboData


@dataclass(slots=True)
class Seat:
    """A player's ship board, personal area and pieces on the board. Rules replace it, never change it."""

    doubloons: int
    vp: int
    ship: str  # location id (l.99)
    explorer: int  # space on the exploration track (l.100)
    influence: tuple[int, int, int]  # France, England, Spain (l.101)
    combat: int  # ship combat track 0..8 (l.102, l.882)
    discs: tuple[int, ...]  # discs left on each of the 12 upgrade spaces (l.96)
    dincome: int  # doubloon income (l.103)
    vincome: int  # VP income (l.103)
    sailors: int  # personal supply (l.105)
    general: int  # this colour's sailors in the general supply (l.109)
    career: int  # the career card kept, -1 before the choice (l.135)
    offer: tuple[int, ...]  # the two career cards dealt (l.106)
    tasks: tuple[int, int, int]  # 0 open, 1 easy done, 2 hard done (l.541-545)
    hand: tuple[int, ...]  # project cards in hand (hidden: game.py SECRETS)
    plan: tuple[int, ...]  # planning spaces (l.210)
    bought: tuple[int, ...]  # personal area (l.617)
    synergy: tuple[str, ...]  # synergy tokens, one per kind (l.659)
    tokens: tuple[int, ...]  # combat tokens kept face down (l.311)
    quests: tuple[int, ...]  # quest tiles on the quest track; story tokens as -1..-4 (l.374, l.380)
    assistants: tuple[tuple[str, int], ...]  # (location, card) of each assistant (l.390)
    declined: tuple[str, ...]  # assistants' locations already paid or used this round (l.398-402)
    on_cards: int  # sailors lying on bought cards as their price (l.1115)
    buildings: tuple[str, ...]  # buildings invested in (l.709-713)
    borders: tuple[str, ...]  # borders the explorer crossed (l.358-360)
    card_quests: tuple[int, ...] = ()  # quest tiles lying on a bought card (l.943)
    income_sailors: int = 0  # sailors on sailor-income cards, +2 doubloon income each (l.966)
    admiral: bool = False  # all three tasks done (l.545)

    def but(self, **changes: Any) -> Seat:
        """This seat with ``changes`` (generated below: one load and store per field, no checks)."""
        return replace(self, **changes)


def _fast_but(cls: type) -> Any:
    names = [f for f in cls.__dataclass_fields__]  # type: ignore[attr-defined]
    lines = ["def but(self, **changes):", "    new = _new(cls)"]
    lines += [f"    new.{n} = self.{n}" for n in names]
    lines += ["    for k, v in changes.items():", "        _set(new, k, v)", "    return new"]
    space: dict[str, Any] = {"_new": object.__new__, "cls": cls, "_set": setattr}
    exec("\n".join(lines), space)  # noqa: S102 - code generated from the dataclass's own field names
    space["but"].__doc__ = cls.but.__doc__
    return space["but"]


Seat.but = _fast_but(Seat)  # type: ignore[method-assign]


@dataclass(slots=True)
class Jean:
    """The solo opponent (l.729-848): a ship, an explorer, influence, VP and the automa board."""

    ship: str
    explorer: int
    influence: tuple[int, int, int]
    vp: int
    removed: int  # discs taken off the automa board, leftmost first (l.741, l.793)
    quests: tuple[int, ...]  # quest tiles on the automa board (l.775)
    cards: tuple[int, ...]  # project cards face down beside the board (l.781)
    tokens: tuple[int, ...]  # combat tokens on the automa board (l.824)

    def but(self, **changes: Any) -> Jean:
        """This record with ``changes`` (generated below, as Seat's: Jean changes at every turn of hers)."""
        return replace(self, **changes)


Jean.but = _fast_but(Jean)  # type: ignore[method-assign]


@dataclass(slots=True)
class Combat:
    """A combat in progress (l.255-311): the token, the fighting nation, its value, the maneuvers used."""

    token: int  # -1: both piles were empty (l.259)
    nation: int  # -1 until chosen
    value: int
    used: tuple[str, ...]


# Written a few times a game and seldom read (benchmarks/fields.py): copies share them in one record.
SELDOM = (
    "first_player", "arrivals", "crossed", "deferred", "stories", "story_read", "story_tokens", "legacy_discs",
    "removed_spaces", "difficulty", "story_card", "story_box", "city_tiles", "space_quests", "building_stack",
    "trigger", "final_parts", "investors", "markets",
)  # fmt: skip


@game_state(seldom=SELDOM)
class MaracaiboState(GameState):
    """The table. Phases: setup, sail, main, combat, village, choose, draw, score_buy, over."""

    first_player: int
    deck: tuple[int, ...]  # project deck, top first (order hidden)
    discard: tuple[int, ...]  # project discard pile (l.133)
    market: tuple[int, ...]  # face-up cards (l.83)
    combat_piles: tuple[tuple[int, ...], tuple[int, ...]]  # two face-down piles (l.65)
    quest_top: int  # the visible top of the face-up quest pile, -1 when empty (l.66)
    quest_pile: tuple[int, ...]  # the rest under it (order hidden)
    quests_at: tuple[tuple[str, int], ...]  # quest tiles on the route (l.123, l.127)
    space_quests: tuple[tuple[int, int], ...]  # quest tiles on exploration spaces (l.68)
    removed_spaces: tuple[int, ...]  # exploration quest spaces out of play (l.344)
    owners: tuple[tuple[str, int], ...]  # ownership markers on the map: (location, nation)
    markers_left: tuple[int, int, int]  # on each nation's ownership track (l.87, l.321)
    buildings: tuple[str, ...]  # face-up buildings, I first (l.86, l.703)
    building_stack: tuple[str, ...]  # the unrevealed ones and the unseen rest (order hidden)
    investors: tuple[tuple[int, ...], ...]  # seats on each face-up building, first investor first
    markets: tuple[tuple[str, tuple[int, ...]], ...]  # city -> seats whose discs lie there (l.237)
    arrivals: tuple[int, ...]  # seats in the order their explorers reached the track's end (l.362)
    crossed: tuple[str, ...]  # blue/green borders someone crossed already (l.360)
    seats: tuple[Seat, ...]
    # --- the turn in progress
    steps: int = 0  # moves sailed this turn (l.196, l.1183)
    delivered: bool = False  # a good was delivered this turn (l.249)
    main_done: bool = False  # the main action was taken (l.193)
    village_left: int = 0  # village actions still to take (l.196, l.364)
    last_village: bool = False  # a "last village action" ended them (l.914)
    combat: Combat | None = None
    pending: tuple[tuple[Any, ...], ...] = ()  # effects waiting for the current player's choice
    stack: tuple[tuple[str, int], ...] = ()  # (phase, village actions left) to return to
    deferred: tuple[
        tuple[tuple[Any, ...], ...], ...
    ] = ()  # choices waiting behind a sub-phase a choice began
    scoring: str = ""  # "", "interim" or "final" while step 1 of a scoring runs (l.425, l.476)
    queue: tuple[int, ...] = ()  # seats still to take scoring step 1
    trigger: int = -1  # the seat that ended the round
    final_parts: tuple[tuple[int, ...], ...] = ()  # final scoring steps 1-5 per seat (l.476-507)
    # --- solo (players=1): Jean plays as the seat after the last one (l.759)
    jean: Jean | None = None
    automa_deck: tuple[int, ...] = ()  # face down (order hidden)
    automa_discard: tuple[int, ...] = ()
    difficulty: str = ""
    # --- story cards and legacy tiles (l.119-155, l.1153-1240)
    story_card: str = "75"  # the non-campaign card (75-77) or "campaign"
    stories: tuple[int, ...] = ()  # campaign story cards on the board (l.123, l.458)
    story_read: tuple[int, ...] = ()  # read and removed from the game (l.456)
    story_tokens: tuple[tuple[str, int], ...] = ()  # (location, token number) on the board (l.380)
    legacy: tuple[str, ...] = ()  # legacy tiles on the board (l.1161, l.1210)
    legacy_discs: tuple[tuple[str, tuple[int, ...]], ...] = ()  # discs on disc tiles, by seat (l.1224)
    story_box: tuple[int, ...] = ()  # project cards with red numbers not yet in play (l.77-79)
    city_tiles: tuple[tuple[str, int], ...] = ()  # (location, tile) (l.71-75)
    data: MaracaiboData = field(default=DEFAULT, kw_only=True)  # component data, shipped or corrected

    def seat(self) -> Seat:
        return self.seats[self.current_player]

    def set_seat(self, who: int, seat: Seat) -> None:
        seats = list(self.seats)
        seats[who] = seat
        self.seats = tuple(seats)
