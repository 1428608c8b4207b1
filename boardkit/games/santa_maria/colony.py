"""Colony geometry: free buildings of a row or column, where a tile fits, fully developed lines (l.87, l.347)."""

from __future__ import annotations

from functools import cache

from .components import SIDE, Tile, turned
from .state import Seat

ROWS = tuple(tuple(r * SIDE + c for c in range(SIDE)) for r in range(SIDE))  # left to right (l.134)
COLUMNS = tuple(tuple(r * SIDE + c for r in range(SIDE)) for c in range(SIDE))  # top to bottom (l.132)


def is_building(content: str) -> bool:
    """Roads and empty cells are no buildings (l.254)."""
    return content != "" and content != "road"


def free_buildings(seat: Seat, line: tuple[int, ...]) -> list[int]:
    """The free buildings of a line in order: no die and no coins on them (l.110, l.144, l.248)."""
    cells, coins, dice, g = seat.cells, seat.coins_on, seat.dice_on, seat.governor
    # the governor's cell is occupied in every respect (l.585)
    return [
        i for i in line if cells[i] != "" and cells[i] != "road" and not coins[i] and not dice[i] and i != g
    ]


def has_free_building(seat: Seat, line: tuple[int, ...]) -> bool:
    cells, coins, dice, g = seat.cells, seat.coins_on, seat.dice_on, seat.governor
    return any(
        cells[i] != "" and cells[i] != "road" and not coins[i] and not dice[i] and i != g for i in line
    )


ROW_MASKS = tuple(sum(1 << i for i in line) for line in ROWS)
COLUMN_MASKS = tuple(sum(1 << i for i in line) for line in COLUMNS)


def free_mask(seat: Seat) -> int:
    """The free buildings as bits of the cell indexes: one pass instead of one per line, kept on the seat (and
    its copies) while its cells, coins, dice and governor are the same objects."""
    of = seat._free_of
    if (
        of
        and of[0] is seat.cells
        and of[1] is seat.coins_on
        and of[2] is seat.dice_on
        and of[3] == seat.governor
    ):
        return seat._free
    m = 0
    bit = 1
    for c, k, d in zip(seat.cells, seat.coins_on, seat.dice_on, strict=True):
        if c != "" and c != "road" and not k and not d:
            m |= bit
        bit <<= 1
    if seat.governor >= 0:
        m &= ~(1 << seat.governor)  # l.585
    seat._free, seat._free_of = m, (seat.cells, seat.coins_on, seat.dice_on, seat.governor)
    return m


def empty_mask(seat: Seat) -> int:
    """The empty cells as bits, kept as ``free_mask`` is (while the cells and the governor are the same)."""
    of = seat._empty_of
    if of and of[0] is seat.cells and of[1] == seat.governor:
        return seat._empty
    m = 0
    for i, c in enumerate(seat.cells):
        if c == "":
            m |= 1 << i
    if seat.governor >= 0:
        m &= ~(1 << seat.governor)  # no tile on the governor's cell (l.585)
    seat._empty, seat._empty_of = m, (seat.cells, seat.governor)
    return m


@cache
def placements(
    offsets: tuple[tuple[int, int], ...],
) -> tuple[tuple[int, int, int, int, tuple[int, ...]], ...]:
    """Every way a shape lies inside the grid: (row, col, turn, mask, cells in the shape's order), rows and cols 1..6."""
    out = []
    for turn in range(4):
        offs = turned(offsets, turn)
        for r in range(SIDE):
            for c in range(SIDE):
                cells = []
                for dr, dc in offs:
                    rr, cc = r + dr, c + dc
                    if not (0 <= rr < SIDE and 0 <= cc < SIDE):
                        break
                    cells.append(rr * SIDE + cc)
                else:
                    mask = sum(1 << i for i in cells)
                    out.append((r + 1, c + 1, turn, mask, tuple(cells)))
    return tuple(out)


@cache
def _masks(offsets: tuple[tuple[int, int], ...]) -> tuple[int, ...]:
    return tuple(dict.fromkeys(p[3] for p in placements(offsets)))


_ANY_FIT: dict[
    tuple, bool
] = {}  # (shape, empty cells) -> whether it fits somewhere; playouts meet few colonies


def fits_somewhere(tile: Tile, empty: int) -> bool:
    key = (tile.shape, empty)
    found = _ANY_FIT.get(key)
    if found is None:
        if len(_ANY_FIT) > 200_000:
            _ANY_FIT.clear()
        found = _ANY_FIT[key] = any(m & empty == m for m in _masks(tile.offsets))
    return found


def fits(tile: Tile, empty: int) -> list[tuple[int, int, int, int, tuple[int, ...]]]:
    """The placements of ``tile`` on empty cells only (l.104)."""
    return [p for p in placements(tile.offsets) if p[3] & empty == p[3]]


def full_lines(seat: Seat) -> tuple[list[int], list[int]]:
    """Rows and columns (0-based) where every cell holds a building or a road (l.347)."""
    cells = seat.cells
    rows = [k for k, line in enumerate(ROWS) if all(cells[i] != "" for i in line)]
    cols = [k for k, line in enumerate(COLUMNS) if all(cells[i] != "" for i in line)]
    return rows, cols


def colonist_points(seat: Seat) -> int:
    """1 point per colonist in each fully developed row and column; a crossing counts twice (l.347)."""
    rows, cols = full_lines(seat)
    col = seat.colonists
    return sum(col[i] for k in rows for i in ROWS[k]) + sum(col[i] for k in cols for i in COLUMNS[k])
