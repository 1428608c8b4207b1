"""The game state: a table of plain values plus one small record per seat, copied only when touched."""

from __future__ import annotations

from dataclasses import dataclass

from boardkit.core import EventLog, cache_field


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


@dataclass(slots=True)
class PRState:
    players: int
    new_buildings: bool
    nobles: bool
    round: int
    phase: str
    step: str  # the kind of decision pending inside the phase
    current_player: int
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
    stack: tuple[int, ...]  # face-down plantations, top first (hidden in view)
    discard: tuple[int, ...]
    quarries: int
    supply: tuple[int, ...]  # buildings left on the board, per catalog building
    queue: tuple[int, ...]  # seats still to act in this phase, the current one first
    memo: dict[str, int]  # phase-local counters (copied on write)
    end_triggered: bool
    rng: int
    log: EventLog
    draft_open: tuple[int, ...] = ()  # New Buildings draft: costs of empty board spaces (l.806)
    _legal: tuple | None = cache_field()
    _fresh: int | None = cache_field()  # bitmask of seats already copied in this apply

    def copy(self) -> PRState:
        new = PRState(
            self.players,
            self.new_buildings,
            self.nobles,
            self.round,
            self.phase,
            self.step,
            self.current_player,
            self.governor,
            self.role_player,
            self.picks,
            self.roles,
            self.role_money,
            self.role_taken,
            self.seats,
            self.bank,
            self.vp_supply,
            self.colonist_supply,
            self.colonist_ship,
            self.noble_supply,
            self.noble_ship,
            self.goods_supply,
            self.trading_house,
            self.ship_cap,
            self.ship_good,
            self.ship_load,
            self.face_up,
            self.stack,
            self.discard,
            self.quarries,
            self.supply,
            self.queue,
            self.memo,
            self.end_triggered,
            self.rng,
            self.log,
            self.draft_open,
        )
        new._fresh = 0
        return new

    def seat(self, i: int) -> Seat:
        """Seat ``i`` ready to be changed (copied once per apply; other seats stay shared)."""
        if not (self._fresh >> i) & 1:
            seats = list(self.seats)
            seats[i] = seats[i].clone()
            self.seats = tuple(seats)
            self._fresh |= 1 << i
        return self.seats[i]
