"""The game state: a table of plain values plus one small record per seat, copied only when touched."""

from __future__ import annotations

from dataclasses import dataclass, field

from boardkit.core import GameState, cache_field, game_state

from .catalog import DEFAULT, PRData


@dataclass(slots=True)
class Seat:
    """One player's board. Counts are by kind: plantations of one kind are interchangeable (1 circle each)."""

    doubloons: int
    vp: int  # VP chips taken from the supply (secret, l.392)
    vp_paper: int  # VP earned after the chips ran out (l.449)
    goods: tuple[int, ...]  # by good: corn, indigo, sugar, tobacco, coffee
    tiles: tuple[int, ...]  # island tiles by kind: 5 plantations, quarry, forest
    staffed: tuple[int, ...]  # occupied tiles by kind (forests never: l.826)
    built: tuple[int, ...]  # per catalog building: -1 not built, else pieces on it
    city: tuple[int, ...]  # buildings in the order built (for the board)
    city_used: int  # city spaces used (a large building takes 2, l.234)
    san_juan: int  # pieces (colonists and nobles) waiting on the windrose (l.221)
    nobles: int  # nobles this seat owns, wherever they stand (l.988)
    noble_in: tuple[int, ...] = ()  # dual-mode buildings (l.988) occupied by a noble
    forests: tuple[int, ...] = (0, 0, 0, 0, 0)  # plantation kinds lying face down as forests (l.822)

    def clone(self) -> Seat:
        return Seat(
            self.doubloons,
            self.vp,
            self.vp_paper,
            self.goods,
            self.tiles,
            self.staffed,
            self.built,
            self.city,
            self.city_used,
            self.san_juan,
            self.nobles,
            self.noble_in,
            self.forests,
        )


@game_state
class PRState(GameState):
    """The table. Base fields (players, current_player, phase, round, rng, log, over, winners) come from core."""

    new_buildings: bool
    nobles: bool
    step: str  # the kind of decision pending inside the phase
    governor: int
    role_player: int  # -1 outside a role phase
    picks: int  # roles chosen so far this round
    roles: tuple[str, ...]  # role tokens in play
    role_money: tuple[int, ...]  # doubloons lying on each role token (l.161)
    role_taken: tuple[int, ...]  # seat that took each role this round, -1 if none
    seats: tuple[Seat, ...]
    bank: int  # doubloons in the bank (treated as unlimited: may go below 0, A24)
    vp_supply: int
    colonist_supply: int
    colonist_ship: int
    noble_supply: int
    noble_ship: int
    goods_supply: tuple[int, ...]
    trading_house: tuple[int, ...]
    ship_cap: tuple[int, ...]
    ship_good: tuple[int, ...]  # -1 when empty
    ship_load: tuple[int, ...]
    face_up: tuple[int, ...]
    stack: tuple[int, ...]  # face-down plantations, top first (its order is secret: game.py SECRETS)
    discard: tuple[int, ...]
    quarries: int
    supply: tuple[int, ...]  # buildings left on the board, per catalog building
    queue: tuple[int, ...]  # seats still to act in this phase, the current one first
    memo: dict[str, int]  # phase-local counters (copied on write)
    end_triggered: bool
    draft_open: tuple[int, ...] = ()  # New Buildings draft: costs of empty board spaces (l.806)
    data: PRData = field(default=DEFAULT, kw_only=True)  # component data, shipped or corrected (shared)
    _fresh: int = cache_field(0)  # bitmask of seats already copied in this apply

    def seat(self, i: int) -> Seat:
        """Seat ``i`` ready to be changed (copied once per apply; other seats stay shared)."""
        if not (self._fresh >> i) & 1:
            seats = list(self.seats)
            seats[i] = seats[i].clone()
            self.seats = tuple(seats)
            self._fresh |= 1 << i
        return self.seats[i]
