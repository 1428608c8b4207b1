"""The readable position builder: colonies described by names (tiles, cells "r2c3", places, docks), not indexes.

Whatever a description puts somewhere comes out of where it was (a tile from the display or a stack, a
sea-trade tile from the deck or a dock, a white die from the pool): nothing is created. A name that fits
several things is refused with the list of what it fits. ``g.position`` checks the result (invariants.py).

    g.position(players=2, current="P1", seats={"P1": {"coins": 5, "grain": 1, "religion": 3,
               "tiles": [("wood+road", "r2c1", 0)], "ships": {"religion": ["W02"]}}})

``advanced=True``: seat key ``scholar`` names the town hall's private scholar (l.398).
American Kingdoms and its modules: ``kingdoms=True`` (seat key ``cocoa``; ``special_dock``, ``special_display``),
``governor=True`` (seat key ``governor: "r5c4"``), ``specialists=True`` (``specialist_row``: six ids by white
value), ``ambassadors=True`` (``ambassador_dice: [white, blue]``), ``maya=True`` (``city``: see maya_position.py;
the Maya is the last seat and is described there, not in ``seats``).
"""

from __future__ import annotations

from typing import Any

from boardkit.core import StateError

from .components import DOCKS, RESOURCES
from .state import SantaMariaState, index, own

SEAT_KEYS = {
    "board", "coins", "points", "religion", "conquistador", "tiles", "roads", "blue", "dice", "coins_on",
    "ships", "passed", "monks", "arrived", "cocoa", "governor", "scholar", *RESOURCES,
}  # fmt: skip


def seat_of(name: Any, players: int) -> int:
    """ "P2" -> 1."""
    if isinstance(name, str) and name[:1] in "Pp" and name[1:].isdigit() and 1 <= int(name[1:]) <= players:
        return int(name[1:]) - 1
    raise StateError("seats", f"players are named P1..P{players}, not {name!r}")


def cell(name: Any) -> int:
    """ "r2c3" or (2, 3) -> the cell index (rows and columns 1..6)."""
    if (
        isinstance(name, str)
        and len(name) == 4
        and name[0] == "r"
        and name[2] == "c"
        and name[1::2].isdigit()
    ):
        r, c = int(name[1]), int(name[3])
    elif isinstance(name, tuple | list) and len(name) == 2 and all(isinstance(x, int) for x in name):
        r, c = name
    else:
        raise StateError("cell", f"a cell is written 'r2c3' (row 2, column 3), not {name!r}")
    if not (1 <= r <= 6 and 1 <= c <= 6):
        raise StateError("cell", f"rows and columns run 1..6: {name!r}")
    return index(r, c)


def tile_named(s: SantaMariaState, name: str) -> str:
    """A development tile by id ("D03") or by what it shows ("wood+road"); a name fitting several is refused."""
    d = s.data
    tiles = {t: d.tiles[t] for t in (*d.base_tiles, *(d.special_tiles if s.kingdoms else ()))}
    if name in tiles:
        return name
    shows = {t: "+".join(x.cells) for t, x in tiles.items()}
    exact = [t for t, text in shows.items() if text == name]
    found = exact or [t for t, text in shows.items() if name in text]
    if len(found) == 1:
        return found[0]
    if not found:
        raise StateError("tiles", f"no development tile is called or shows {name!r}")
    raise StateError("tiles", f"{name!r} fits several tiles: {', '.join(f'{t} ({shows[t]})' for t in found)}")


def _take_tile(s: SantaMariaState, t: str) -> None:
    for field in ("display", "double_stack", "triple_stack", "special_display", "special_stack"):
        items = getattr(s, field)
        if t in items:
            setattr(s, field, tuple(x for x in items if x != t))
            return
    raise StateError("tiles", f"tile {t} is not in the display or a stack any more")


def _take_ship(s: SantaMariaState, t: str) -> None:
    if t in s.special_deck:
        s.special_deck = tuple(x for x in s.special_deck if x != t)
    elif t and t == s.special_dock:  # the next special tile is turned up at once (l.505)
        s.special_dock = s.special_deck[0] if s.special_deck else ""
        s.special_deck = s.special_deck[1:]
    elif t in s.deck:
        s.deck = tuple(x for x in s.deck if x != t)
    elif t in s.docks:
        k = s.docks.index(t)
        docks = list(s.docks)
        docks[k] = s.deck[0] if s.deck else ""
        s.deck = s.deck[1:]
        s.docks = tuple(docks)
    else:
        raise StateError(
            "ships", f"sea-trade tile {t!r} is not in the deck or at a dock (one place at a time)"
        )


def _lay(s: SantaMariaState, p: int, t: str, at: Any, turn: int) -> None:
    from .colony import placements

    tile = s.data.tiles[t]
    start = cell(at)
    spot = next(
        (x for x in placements(tile.offsets) if (x[0] - 1) * 6 + x[1] - 1 == start and x[2] == turn), None
    )
    if spot is None:
        raise StateError("tiles", f"{t} turned {turn} does not fit inside the colony from {at!r}")
    seat = own(s, p)
    cells, colonists = list(seat.cells), list(seat.colonists)
    for i, what, n in zip(spot[4], tile.cells, tile.colonists, strict=True):
        if cells[i]:
            raise StateError("tiles", f"{t} would cover a built cell r{i // 6 + 1}c{i % 6 + 1} (l.104)")
        cells[i], colonists[i] = what, n
    seat.cells, seat.colonists = tuple(cells), tuple(colonists)
    seat.tiles = (*seat.tiles, t)


def _describe_seat(s: SantaMariaState, p: int, desc: dict[str, Any]) -> None:
    if not isinstance(desc, dict):
        raise StateError(f"seats.P{p + 1}", f"a colony is described by a dict, not {desc!r}")
    for key, kind in (
        ("dice", dict),
        ("coins_on", dict),
        ("ships", dict),
        ("tiles", list | tuple),
        ("roads", list | tuple),
    ):
        if key in desc and not isinstance(desc[key], kind):
            raise StateError(
                f"seats.P{p + 1}.{key}", f"expected a {'dict' if kind is dict else 'list'}, got {desc[key]!r}"
            )
    unknown = sorted(set(desc) - SEAT_KEYS)
    if unknown:
        raise StateError(f"seats.P{p + 1}", f"unknown keys {unknown}; known: {sorted(SEAT_KEYS)}")
    seat = own(s, p)
    if "board" in desc:
        boards = [b for b in s.data.boards if s.kingdoms or b not in s.data.cocoa_boards]
        if desc["board"] not in boards:
            raise StateError(f"seats.P{p + 1}.board", f"boards are {', '.join(boards)}")
        rec = s.data.boards[desc["board"]]
        seat.board, seat.cells, seat.colonists = desc["board"], tuple(rec["cells"]), tuple(rec["colonists"])
    if "scholar" in desc:  # the town hall's private scholar (l.398), out of those not on the board
        if not s.advanced or desc["scholar"] not in s.unused_scholars:
            raise StateError(
                f"seats.P{p + 1}.scholar",
                f"a private scholar comes with advanced=True, one of {sorted(s.unused_scholars)} (l.398)",
            )
        seat.scholar = desc["scholar"]
        s.unused_scholars = tuple(x for x in s.unused_scholars if x != seat.scholar)
    if "governor" in desc:
        if not s.governor_on:
            raise StateError(f"seats.P{p + 1}.governor", "a governor comes with the option governor (l.549)")
        seat.governor = cell(desc["governor"])
    if "cocoa" in desc and not s.kingdoms:
        raise StateError(f"seats.P{p + 1}.cocoa", "cocoa comes with the option kingdoms (l.483)")
    if "board" in desc and s.kingdoms:  # the cocoa colony has a second storage (l.501)
        seat.cocoa_stores = s.data.k[
            "cocoa_colony_stores" if desc["board"] in s.data.cocoa_boards else "cocoa_stores"
        ]
        seat.cocoa = min(seat.cocoa, seat.cocoa_stores)
    for key in (*RESOURCES, "coins", "points", "religion", "conquistador", "passed", "arrived", "cocoa"):
        if key in desc:
            setattr(seat, key, desc[key])
    for entry in desc.get("tiles", ()):
        if not isinstance(entry, tuple | list) or len(entry) not in (2, 3) or not isinstance(entry[0], str):
            raise StateError(
                f"seats.P{p + 1}.tiles",
                f"a tile is (name, 'r2c3') or (name, 'r2c3', quarter turns), not {entry!r}",
            )
        name, at, *rest = entry
        turn = rest[0] if rest else 0
        if turn not in (0, 1, 2, 3):
            raise StateError(f"seats.P{p + 1}.tiles", f"quarter turns are 0-3, not {turn!r}")
        t = tile_named(s, name)
        _take_tile(s, t)
        _lay(s, p, t, at, turn)
    for at in desc.get("roads", ()):
        i = cell(at)
        seat = own(s, p)
        if seat.cells[i]:
            raise StateError("roads", f"a road tile goes on an empty cell, {at!r} is built (l.282)")
        s.roads -= 1
        cells, colonists = list(seat.cells), list(seat.colonists)
        cells[i], colonists[i] = "road", s.data.n["road_colonists"]
        seat.cells, seat.colonists = tuple(cells), tuple(colonists)
    if "blue" in desc:
        seat.blue = tuple(sorted(desc["blue"]))
    dice = list(seat.dice_on)
    for at, color in desc.get("dice", {}).items():
        dice[cell(at)] = color
        if color == "white":
            seat.white_used += 1
            if not s.white:
                raise StateError("white", "no white die left below the board")
            s.white = s.white[:-1]
    seat.dice_on = tuple(dice)
    if not s.shared_blue_dice:
        seat.blue_owned = len(seat.blue) + sum(1 for x in seat.dice_on if x == "blue")
    on = list(seat.coins_on)
    for at, n in desc.get("coins_on", {}).items():
        on[cell(at)] = n
    seat.coins_on = tuple(on)
    seat.activations = sum(1 for x in on if x)
    for dock, tiles in desc.get("ships", {}).items():
        if dock not in DOCKS:
            raise StateError("ships", f"the docks are {', '.join(DOCKS)}, not {dock!r}")
        for t in tiles:
            _take_ship(s, t)
            seat.ships = (*seat.ships, t)
            seat.ship_docks = (*seat.ship_docks, DOCKS.index(dock))
    for place in desc.get("monks", ()):
        if place not in s.monks_at:
            raise StateError("monks", f"{place!r} is no special place on the board: {', '.join(s.monks_at)}")
        s.monks_at = {**s.monks_at, place: (*s.monks_at[place], p)}
        seat.monks -= 1


def build(
    players: int = 2,
    seed: int | str = 0,
    year: int = 1,
    first: str = "P1",
    current: str | None = None,
    seats: dict[str, dict[str, Any]] | None = None,
    white: list[int] | None = None,
    advanced: bool = False,
    shared_blue: bool = False,
    scholars: list[str] | None = None,
    bishops: list[str] | None = None,
    docks: list[str] | None = None,
    kingdoms: bool = False,
    governor: bool = False,
    specialists: bool = False,
    specialist_row: list[str] | None = None,
    ambassadors: bool = False,
    ambassador_dice: list[int] | None = None,
    special_dock: str | None = None,
    special_display: list[str] | None = None,
    maya: bool = False,
    city: dict[str, Any] | None = None,
) -> SantaMariaState:
    """A position: ``new_game(players, seed)`` with what the description names changed (see the module doc)."""
    from .game import GAME

    s = GAME.new_game(
        players,
        seed,
        advanced=advanced,
        shared_blue=shared_blue,
        kingdoms=kingdoms,
        governor=governor,
        specialists=specialists,
        ambassadors=ambassadors,
        maya=maya,
    )
    s = s.copy()
    if advanced:  # the town halls are left out: the position starts at the first turn
        s.unused_scholars = (*s.unused_scholars, *(pair.split(":")[1] for pair in s.halls))
        s.halls, s.hall_order = (), ()
    s.round = year
    s.first_player = seat_of(first, players)
    s.current_player = seat_of(current or first, players)
    s.phase = "turn"
    if white is not None:
        s.white = tuple(sorted(white))
    for field, chosen, shown in (("scholars", scholars, s.scholars), ("bishops", bishops, s.bishops)):
        if chosen is not None:
            pool = set(shown) | set(getattr(s, f"unused_{field}"))
            bad = [x for x in chosen if x not in pool]
            want = len(shown)
            if bad or len(chosen) != want:
                raise StateError(field, f"{want} of {sorted(pool)}, got {chosen}")
            setattr(s, field, tuple(chosen))
            setattr(s, f"unused_{field}", tuple(x for x in pool if x not in chosen))
            s.monks_at = {x: () for x in (*s.scholars, *s.bishops, *s.missions)}
    if docks is not None:
        if len(docks) != 4:
            raise StateError("docks", f"four docks, top first: {list(DOCKS)}")
        free = [t for t in s.docks if t and t not in docks]
        for t in docks:
            if t and t not in s.deck and t not in s.docks:
                raise StateError("docks", f"sea-trade tile {t!r} is not in the deck or at a dock")
        s.deck = (*(t for t in s.deck if t not in docks), *free)  # the tiles moved aside go under the deck
        s.docks = tuple(docks)
    if special_dock is not None or special_display is not None:
        _specials(s, special_dock, special_display)
    if ambassador_dice is not None:
        if not ambassadors or len(ambassador_dice) != 2 or any(not 1 <= x <= 6 for x in ambassador_dice):
            raise StateError(
                "ambassador_dice", "Module C: the white and the blue ambassador die, 1-6 (l.688)"
            )
        s.ambassadors = tuple(ambassador_dice)
    if specialist_row is not None:
        _specialist_row(s, specialist_row)
    spaces = list(s.pass_spaces)
    for name, desc in (seats or {}).items():
        p = seat_of(name, players)
        _describe_seat(s, p, desc)
        k = s.seats[p].passed
        if k:
            if not 1 <= k <= len(spaces):
                raise StateError(f"seats.{name}.passed", "there are five pass spaces (l.268)")
            if spaces[k - 1] < 0:
                spaces[k - 1] = p  # a seat named later on the same space joined it with Meditation (l.1003)
    if city is not None:  # Module D (maya_position.py)
        from .maya_position import describe

        describe(s, city)
    s.pass_spaces = tuple(spaces)
    s._mine = 0
    s._legal = None
    return s


def _specials(s: SantaMariaState, dock: str | None, display: list[str] | None) -> None:
    """The American Kingdoms' special sea-trade tile at its dock and special development tiles face up."""
    d = s.data
    if not s.kingdoms:
        raise StateError("special_dock", "special tiles come with the option kingdoms (l.447, l.481)")
    if dock is not None:
        pool = [*((s.special_dock,) if s.special_dock else ()), *s.special_deck]
        if dock not in pool:
            raise StateError(
                "special_dock", f"one of the special sea-trade tiles {sorted(pool)}, not {dock!r}"
            )
        s.special_dock, s.special_deck = dock, tuple(x for x in pool if x != dock)
    if display is not None:
        pool = [*s.special_display, *s.special_stack]
        bad = [x for x in display if x not in pool]
        if bad or len(set(display)) != len(display) or len(display) > d.k["special_refill"]:
            raise StateError("special_display", f"up to 3 of the special tiles {sorted(pool)}, got {display}")
        s.special_display = tuple(display)
        s.special_stack = tuple(x for x in pool if x not in display)


def _specialist_row(s: SantaMariaState, row: list[str]) -> None:
    """Module B: the six specialists beside white values 1-6 ("" for none), taken from the row or the stack."""
    if not s.specialists_on:
        raise StateError("specialist_row", "specialists come with the option specialists (l.604)")
    pool = [*(x for x in s.specialist_row if x), *s.specialist_stack]
    chosen = [x for x in row if x]
    if len(row) != 6 or any(x not in pool for x in chosen) or len(set(chosen)) != len(chosen):
        raise StateError(
            "specialist_row", f"six entries, one per white value, from {sorted(pool)}; got {row}"
        )
    s.specialist_row = tuple(row)
    s.specialist_stack = tuple(x for x in pool if x not in chosen)
