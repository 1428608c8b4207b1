"""The game state: immutable realms shared between states, plus the table (stacks, rows, display, supply)."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from boardkit.core import GameState, cache_field, game_state

from .squares import DEFAULT, FoundersData

Cell = tuple[int, int]


# Placed and Realm are never changed after they are built (rules build new ones, states share them);
# they are not frozen only because a frozen dataclass is built several times slower.
@dataclass(slots=True, unsafe_hash=True)
class Placed:
    """A face-up square in a realm with the tokens lying on it."""

    square: int
    ravaged: bool = False  # a war token lies on it (l.162)
    coins: int = 0  # coin tokens an opponent put here (l.178)
    craftsman: str | None = None  # the craftsman token on it (l.218)


@dataclass(slots=True, unsafe_hash=True)
class Realm:
    """One player's realm, face-down pile and hand. Never changed after it is built, so states share it."""

    cells: dict[Cell, Placed]
    carts: frozenset[Cell] = frozenset()  # junctions (x, y): corner of (x,y),(x+1,y),(x,y+1),(x+1,y+1)
    face_down: tuple[int, ...] = ()  # replaced squares (l.114)
    war: int = 0
    coin: int = 0
    cart: int = 0
    craftsmen: tuple[str, ...] = ()  # craftsman tokens in hand, by resource (l.216)
    _cache: dict | None = cache_field()  # geometry computed from this realm (see realm.py)

    def but(self, **changes: Any) -> Realm:
        return replace(self, **changes)

    def with_cells(self, cells: dict[Cell, Placed]) -> Realm:
        """This realm with other cells (the hot path builds it directly, not by ``replace``)."""
        return Realm(cells, self.carts, self.face_down, self.war, self.coin, self.cart, self.craftsmen)

    def hand_size(self) -> int:
        return self.war + self.coin + self.cart + len(self.craftsmen)


@game_state
class FoundersState(GameState):
    """The table. Base fields (players, current_player, phase, round, rng, log, over, winners) come from core.

    Phases: draft, place_start, reveal, token, annex, fallback, over.
    """

    first_player: int
    turn: int
    stacks: dict[str, tuple[int, ...]]  # face down, top first (their order is secret: game.py SECRETS)
    rows: dict[str, tuple[int, ...]]  # face up, oldest first (l.55)
    prizes: tuple[int, ...]  # the prize display (l.37)
    unused_prizes: tuple[int, ...]  # prize squares put back in the box unseen (l.37)
    draft: tuple[int, ...]  # the green squares on the table during the draft (l.39)
    draft_order: tuple[int, ...]  # seats still to pick, in order
    picks: tuple[tuple[int, ...], ...]  # each seat's drafted squares not yet placed
    to_place: tuple[int, ...]  # seats still to place their starting pair
    drawn: int | None  # the nature square drawn by the fallback (l.112)
    box: tuple[int, ...]  # squares out of play, visible (l.68)
    token_box: tuple[str, ...]  # tokens removed to the box (l.165)
    supply: dict[str, int]  # war, coin, cart tokens in the supply
    craftsman_pile: tuple[str, ...]  # face-down craftsman tokens (l.43)
    realms: tuple[Realm, ...]
    revealed: str | None  # the stack revealed from this turn
    token_played: str | None  # the token kind played this turn (l.84)
    coin_target: int | None  # this turn's coin purchase (l.176)
    coin_cell: Cell | None
    coin_resource: str | None
    fresh: tuple[str, ...]  # token kinds the current player received this turn (l.86)
    ended_by: str | None  # prizes, stacks or agreement (l.129-133)
    data: FoundersData = field(default=DEFAULT, kw_only=True)  # component data, shipped or corrected (shared)
