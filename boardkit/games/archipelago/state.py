"""The state of an Archipelago game: records for units, regions and seats, shared between states.

Records are never changed once built (rules build new ones with ``but``), so ``copy()`` stays shallow.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import Any

from boardkit.core import GameState, cache_field, game_state

from .components import DEFAULT, ArchipelagoData

_new = object.__new__
BOX = -1  # a unit still in the box (l.109: the rest of a colour waits there)
WONDER = -2  # an inhabitant standing on a built wonder: off the archipelago (l.874)


@dataclass(slots=True)
class Unit:
    """A ship or an inhabitant (l.270). ``spot``: '' open land/sea, 'icon' harvesting, or a building kind."""

    owner: int
    ship: bool
    region: int = BOX  # index into ``regions``, BOX or WONDER
    spot: str = ""
    lying: bool = False  # laid down by a crisis; a striker once the crisis is over (l.360, l.378)
    busy: bool = False  # occupied (l.455)
    moved: bool = False  # has moved in this Migration (l.583)
    icon: int = -1  # the resource of the icon it harvests (l.451)

    def but(self, **changes: Any) -> Unit:
        new = _new(Unit)
        new.owner, new.ship, new.region, new.spot = self.owner, self.ship, self.region, self.spot
        new.lying, new.busy, new.moved, new.icon = self.lying, self.busy, self.moved, self.icon
        for k, v in changes.items():
            setattr(new, k, v)
        return new


@dataclass(slots=True)
class Region:
    """A placed face: where it lies on the hex grid (axial q, r), how it is turned, what is built on it."""

    face: str
    cell: tuple[int, int]
    rot: int  # the face's edge 0 points to direction ``rot``
    buildings: tuple[str, ...] = ()  # city, port, market, church (one of each at most, l.617)

    def but(self, **changes: Any) -> Region:
        return Region(
            changes.get("face", self.face),
            changes.get("cell", self.cell),
            changes.get("rot", self.rot),
            changes.get("buildings", self.buildings),
        )


@dataclass(slots=True)
class Seat:
    """One player's things: behind the screen (money, cubes, explorer tokens), discs, cards, objectives."""

    money: int  # behind the screen (l.109)
    cubes: tuple[int, ...]  # per resource, behind the screen
    tokens: int  # explorer tokens behind the screen (l.129)
    discs: int  # action discs owned (3 to 5, l.445, l.525)
    discs_used: int = 0  # on the wheel or on cards this turn (l.729)
    cards: tuple[int, ...] = ()  # development cards in front of the player (l.744)
    rotated: tuple[int, ...] = ()  # own cards used this turn (l.800)
    built: tuple[int, ...] = ()  # wonders built (l.872)
    objectives: tuple[str, ...] = ()  # secret (l.159)
    bid: tuple[int, ...] = ()  # the coins in the fist, until all have bid (l.258)
    benefactor: int = 0  # florins on this colour of the Benefactor card (l.968)
    wheel_coins: int = 0  # 1f coins in this colour's port and market zones (l.653, l.729)
    passed: bool = False  # out of the Actions phase (RULINGS A12)
    fists: tuple[int, ...] = ()  # the Thief's target: the resource in each fist, -1 empty (l.1472)
    seen: tuple[tuple[int, str], ...] = ()  # (seat, objective) this seat's Spy looked at (l.1454)

    def but(self, **changes: Any) -> Seat:
        return _seat_but(self, changes)  # generated below: one copy per field, then the changes


def _copier(cls: type) -> Any:
    """A record copy with changes, generated from the fields (``dataclasses.replace`` is slow here)."""
    lines = ["def but(self, changes):", "    new = _new(_cls)"]
    lines += [f"    new.{f.name} = self.{f.name}" for f in fields(cls)]
    lines += ["    for k, v in changes.items():", "        setattr(new, k, v)", "    return new"]
    namespace: dict[str, Any] = {"_new": _new, "_cls": cls}
    exec("\n".join(lines), namespace)  # noqa: S102 - code generated from the class's own field names
    return namespace["but"]


_seat_but = _copier(Seat)


# Written a few times a game and seldom read (benchmarks/fields.py): copies share them in one record.
SELDOM = (
    "hex_choice", "options", "shown", "ended_by", "hex_discard", "dev_discard", "trends", "objective_pool",
    "drawn", "used_buildings", "hex_top", "shown_bids", "tied", "hands", "resume", "top_back", "turn", "deck",
    "plundered", "explorers", "crisis_done", "open_objectives", "hex_stack",
)  # fmt: skip


@game_state(seldom=SELDOM)
class ArchipelagoState(GameState):
    """The table. Base fields (players, current_player, phase, round, rng, log, over, winners) from core."""

    options: dict[str, Any]
    turn: int  # 0 during the discovery
    order: tuple[int, ...]  # turn order, first player first (l.115, l.260)
    seats: tuple[Seat, ...]
    units: tuple[Unit, ...]  # every piece of every colour, in the box or not; index = unit id
    regions: tuple[Region, ...]  # region 0 is the Open Sea (or the Desert Village)
    population: int  # board III, white marker (l.70)
    rebellion: int  # board III, black marker (l.71)
    labor: int  # board IV, grey marker (l.75)
    internal: tuple[int, ...]  # cubes per resource on board I (l.97)
    external: tuple[int, ...]  # cubes per resource on board II
    bank_cubes: tuple[int, ...]
    bank_money: int
    explorers: tuple[int, ...]  # tokens left in stacks 1-3 (l.102)
    hex_stack: tuple[str, ...]  # region stack, top first, the face that lies up (order secret)
    hex_top: str  # the up face of the top hex: everyone sees it (l.501); '' when empty
    hex_discard: tuple[str, ...]
    hands: tuple[tuple[str, ...], ...]  # hexes dealt for the first discovery, by their up face (l.117)
    drawn: str  # the hex taken in an exploration ('' none)
    deck: tuple[int, ...]  # development deck, top first (order secret; its top back is public, ``top_back``)
    top_back: int  # the back of the deck's top card (-1: empty deck)
    track: tuple[int, ...]  # the five slots: card index or -1 (l.731)
    turns: tuple[int, ...]  # quarter turns of each slot's card (0 upright .. SKULL)
    dev_discard: tuple[int, ...]
    shown: tuple[int, ...]  # cards the Researcher or Detective turned up (l.1378, l.1396)
    trends: tuple[str, ...]  # face up for the whole game (l.151)
    objective_pool: tuple[str, ...]  # the chosen deck's cards nobody holds (order secret, l.159)
    open_objectives: tuple[str, ...]  # the 'no secrets' variant's common cards (l.1033)
    wheel: tuple[int, ...]  # discs on each wheel zone this turn (catalog.WHEEL_ZONES)
    reproduced: tuple[int, ...]  # seats that reproduced this turn (l.541)
    used_buildings: tuple[tuple[int, str], ...]  # (region, kind) used this Actions phase (l.653)
    step: str  # the decision inside the phase (see each phase module)
    mover: int  # the unit that acts in this step, or the region being settled (-1 none)
    counter: int  # what is left of a step: trades, hires, the seat whose crisis turn it is
    detail: str  # what the step is about: trade board, free action, boosted resource ...
    flags: int  # round flags (flow.py): action, card, port/market, explore reject, card effects; boost
    queue: tuple[str, ...]  # crises and events still to resolve: "top"/"bottom" + ":" + back index
    crisis_seat: int  # index into ``order`` of the seat whose crisis opportunity it is
    crisis_done: int  # cubes consumed or shipped so far in this crisis
    resume: str  # the phase to go back to after a crisis
    bidders: tuple[int, ...]  # seats still to bid, in order
    tied: tuple[int, ...]  # seats bidding again after a tie (l.260)
    shown_bids: tuple[int, ...]  # the last bids shown (-1: did not bid)
    ended_by: str  # '' or what ended the game: an objective id, or 'independence'
    end_pending: bool  # an end condition is met: the game ends after this round (l.898)
    plundered: tuple[tuple[int, int], ...] = field(default=(), kw_only=True)  # Barbarian coins (l.1069)
    hex_choice: tuple[str, ...] = field(default=(), kw_only=True)  # the Pioneer's three hexes (l.1390)
    # (city holder, asker, granted): leave to harvest asked in this round (l.709, negotiation.py)
    permits: tuple[tuple[int, int, bool], ...] = field(default=(), kw_only=True)
    data: ArchipelagoData = field(default=DEFAULT, kw_only=True)  # component data, shipped or corrected
    # Kept by copies with the tuple each was made from (board.py checks it): most moves change neither.
    _geo: Any = cache_field(kept=True)  # cell -> region index (board.py)
    _units_at: Any = cache_field(kept=True)  # who stands where (board.unit_index)
