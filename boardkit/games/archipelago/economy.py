"""Cubes, florins and markers: the market boards' rows, paying costs, the three markers, explorer tokens.

Small helpers the phase modules share. They change the (fresh) state in place.
"""

from __future__ import annotations

from .catalog import LABOR_MAX, LABOR_ROWS, MAX_DISCS, REBELLION_MAX, RESOURCES, STABILITY, ZONE_SIZE, ZONES
from .state import ArchipelagoState, _seat_but

BOARD_OF = {"internal": "internal", "external": "external"}


Zones = dict[str, tuple[tuple[tuple[int, int, int, int], ...], ...]]


def row_of(board: str, resource: int, cell: int, zones: Zones = ZONES) -> tuple[int, int, int, int]:
    """The row (cells, price, labor, rebellion) holding cell ``cell`` (0 = top left) of a zone (l.483);
    ``zones``: a game's data (``state.data.zones``)."""
    for row in zones[board][resource]:
        if cell < row[0]:
            return row
        cell -= row[0]
    raise ValueError(f"a {RESOURCES[resource]} zone has {ZONE_SIZE[board][resource]} cells, not {cell}")


def buy_price(board: str, resource: int, count: int, zones: Zones = ZONES) -> int:
    """Buying takes the bottom-right cube: the price of its row (l.483-485)."""
    return row_of(board, resource, count - 1, zones)[1]


def sell_price(board: str, resource: int, count: int, zones: Zones = ZONES) -> int:
    """Selling fills the first free cell: the price of its row (l.483-485)."""
    return row_of(board, resource, count, zones)[1]


def zone(s: ArchipelagoState, board: str) -> tuple[int, ...]:
    return s.internal if board == "internal" else s.external


def set_zone(s: ArchipelagoState, board: str, values: tuple[int, ...]) -> None:
    if board == "internal":
        s.internal = values
    else:
        s.external = values


def bump(values: tuple[int, ...], i: int, delta: int) -> tuple[int, ...]:
    out = list(values)
    out[i] += delta
    return tuple(out)


def seat_set(s: ArchipelagoState, p: int, **changes: object) -> None:
    seats = list(s.seats)
    seats[p] = _seat_but(seats[p], changes)  # Seat.but without packing the changes again
    s.seats = tuple(seats)


def bank_to_board(s: ArchipelagoState, board: str, resource: int) -> bool:
    """One cube from the bank into the first free cell of a zone; False when the bank or zone cannot."""
    z = zone(s, board)
    if s.bank_cubes[resource] == 0 or z[resource] >= ZONE_SIZE[board][resource]:
        return False
    s.bank_cubes = bump(s.bank_cubes, resource, -1)
    set_zone(s, board, bump(z, resource, 1))
    return True


def bank_to_screen(s: ArchipelagoState, p: int, resource: int, n: int = 1) -> int:
    """Up to ``n`` cubes from the bank behind ``p``'s screen; the bank may run short (l.461)."""
    n = min(n, s.bank_cubes[resource])
    if n:
        s.bank_cubes = bump(s.bank_cubes, resource, -n)
        seat_set(s, p, cubes=bump(s.seats[p].cubes, resource, n))
    return n


def can_pay(s: ArchipelagoState, p: int, cubes: tuple[int, ...], money: int) -> bool:
    """Cubes may be made up with explorer tokens, one token per missing cube (l.433)."""
    seat = s.seats[p]
    if seat.money < money:
        return False
    short = 0
    for need, have, bank in zip(cubes, seat.cubes, s.bank_cubes, strict=True):
        if need > have:
            if need - have > bank:  # a token turns into a cube the bank still has (RULINGS A37)
                return False
            short += need - have
    return short <= seat.tokens


def pay(s: ArchipelagoState, p: int, cubes: tuple[int, ...], money: int) -> int:
    """Pay cubes (own first, then explorer tokens, which leave the game: l.431) and florins to the bank.

    Returns the number of tokens spent."""
    seat = s.seats[p]
    have = list(seat.cubes)
    tokens = 0
    for i, need in enumerate(cubes):
        own = min(need, have[i])
        have[i] -= own
        s.bank_cubes = bump(s.bank_cubes, i, own)
        tokens += need - own
    seat_set(s, p, cubes=tuple(have), tokens=seat.tokens - tokens, money=seat.money - money)
    s.bank_money += money
    return tokens


def move_rebellion(s: ArchipelagoState, delta: int) -> None:
    """The rebellion marker moves; it stays on its track (RULINGS A16)."""
    s.rebellion = max(0, min(REBELLION_MAX, s.rebellion + delta))


def move_labor(s: ArchipelagoState, delta: int) -> None:
    s.labor = max(0, min(LABOR_MAX, s.labor + delta))


def stability_row(
    population: int, rows: tuple[tuple[int, int, int, int], ...] = STABILITY
) -> tuple[int, int, int, int]:
    """(low, high, labor, rebellion) of board III's row holding ``population``; ``rows``: a game's data."""
    for row in rows:
        if row[0] <= population <= row[1]:
            return row
    return rows[-1]


def labor_row(
    labor: int, rows: tuple[tuple[int, int, int, int], ...] = LABOR_ROWS
) -> tuple[int, int, int, int]:
    """(low, high, cost, rebellion) of board IV's row holding ``labor``; ``rows``: a game's data."""
    for row in rows:
        if row[0] <= labor <= row[1]:
            return row
    return rows[-1]


def recruit_cost(labor: int, rows: tuple[tuple[int, int, int, int], ...] = LABOR_ROWS) -> int:
    """The price of one worker: the row holding the labor-surplus marker now (l.565)."""
    return labor_row(labor, rows)[2]


def take_explorer(s: ArchipelagoState, p: int) -> None:
    """The first token of the first stack that has one (l.521); an emptied stack gives everyone a disc
    (l.447, l.525). With all three stacks empty nothing is taken (RULINGS A17)."""
    stacks = list(s.explorers)
    for k, left in enumerate(stacks):
        if left:
            stacks[k] -= 1
            s.explorers = tuple(stacks)
            seat_set(s, p, tokens=s.seats[p].tokens + 1)
            if stacks[k] == 0 and k < 2:
                s.seats = tuple(seat.but(discs=min(MAX_DISCS, seat.discs + 1)) for seat in s.seats)
                s.say(
                    "disc",
                    None,
                    "l.525",
                    "explorer stack {0} is empty: every player gains an action disc",
                    k + 1,
                )
            return


def independence(s: ArchipelagoState) -> bool:
    """The rebellion marker has overtaken the population marker (l.218, l.425)."""
    return s.rebellion > s.population
