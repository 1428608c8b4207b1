"""A Puerto Rico position from a readable description: goods, plantations and buildings by name.

Everything not described comes from a real seeded setup, and whatever the description puts on a seat
is taken from where it lay (goods from the supply, tiles from the plantation stack, colonists from the
supply, buildings from the board), so a built position never creates components. Example::

    g = boardkit.games.get("puerto_rico")
    s = g.position(
        players=3,
        seats=[
            {"doubloons": 5, "goods": {"corn": 2}, "buildings": {"small_market": 1},
             "tiles": {"corn": (2, 1), "quarry": (1, 0)}},
        ],
        ships=[{"good": "corn", "load": 2}],
        governor=1,
    )
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from boardkit.core import StateError

from . import invariants
from .catalog import B_IDS, B_INDEX, DUAL, GOODS, SPACES, TILES
from .state import PRState, Seat

SEAT_KEYS = ("doubloons", "goods", "tiles", "buildings", "vp", "san_juan", "nobles", "noble_in")
TABLE_KEYS = (
    "phase",
    "step",
    "current_player",
    "governor",
    "round",
    "colonist_ship",
    "ships",
    "trading_house",
    "face_up",
    "end_triggered",
)
# The phases a description may name: a role's phase is reached by choosing the role (l.155), since choosing
# it does work (production, sharing colonists, ...) that a description cannot stand in for.
FIRST_STEP = {"draft": "draft", "role_selection": "role", "game_over": "over"}


def _name(value: Any, names: tuple[str, ...], field: str) -> int:
    if value not in names:
        raise StateError(field, f"unknown name {value!r}; one of {', '.join(names)}")
    return names.index(value)


def _count(value: Any, field: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= invariants.LIMIT:
        raise StateError(field, f"expected a count (a whole number 0..{invariants.LIMIT}), got {value!r}")
    return value


def _mapping(value: Any, field: str) -> dict:
    if not isinstance(value, dict):
        raise StateError(field, f"expected an object (name -> value), got {value!r}")
    return value


def _take_tile(s: PRState, kind: int, field: str) -> None:
    """One plantation of ``kind`` from the stack's bottom (the next draws stay), else the discard, else face up."""
    for name in ("stack", "discard", "face_up"):
        pile = list(getattr(s, name))
        for k in range(len(pile) - 1, -1, -1):
            if pile[k] == kind:
                del pile[k]
                setattr(s, name, tuple(pile))
                return
    raise StateError(field, f"no {TILES[kind]} plantation is left to take (l.49)")


def _set_tiles(s: PRState, seat: Seat, spec: dict, field: str) -> dict[str, Any]:
    """``spec``: tile kind -> (count, occupied), or a bare count. Old tiles go back, new ones are taken."""
    for k in range(5):  # plantations and forests back to the bottom of the stack
        s.stack = s.stack + (k,) * (seat.tiles[k] + seat.forests[k])
    s.quarries += seat.tiles[5]
    s.colonist_supply += sum(seat.staffed)
    tiles, staffed, forests = [0] * 7, [0] * 6, [0] * 5
    for kind, value in spec.items():
        k = _name(kind, TILES, f"{field}.{kind}")
        pair = tuple(value) if isinstance(value, (list, tuple)) else (value, 0)  # a bare count: none occupied
        if len(pair) != 2:
            raise StateError(f"{field}.{kind}", f"expected a count or (count, occupied), got {value!r}")
        count, occ = pair
        count = _count(count, f"{field}.{kind}")
        occ = _count(occ, f"{field}.{kind}")
        if occ > count or (kind == "forest" and occ):
            raise StateError(
                f"{field}.{kind}", f"{occ} occupied of {count} tiles (forests are never occupied, l.826)"
            )
        tiles[k] = count
        if k < 6:
            staffed[k] = occ
    if sum(tiles) > 12:
        raise StateError(field, f"{sum(tiles)} tiles on an island of 12 spaces (l.39)")
    for k in range(5):
        for _ in range(tiles[k]):
            _take_tile(s, k, f"{field}.{TILES[k]}")
    for _ in range(tiles[6]):  # a forest is a plantation laid face down (l.822): take any, corn first
        k = next((k for k in range(5) if k in s.stack or k in s.discard or k in s.face_up), None)
        if k is None:
            raise StateError(f"{field}.forest", "no plantation is left to lay as a forest")
        _take_tile(s, k, f"{field}.forest")
        forests[k] += 1
    if tiles[5] > s.quarries:
        raise StateError(f"{field}.quarry", f"only {s.quarries} quarries are left (l.49)")
    s.quarries -= tiles[5]
    s.colonist_supply -= sum(staffed)
    return {"tiles": tuple(tiles), "staffed": tuple(staffed), "forests": tuple(forests)}


def _set_buildings(s: PRState, seat: Seat, spec: dict, field: str) -> dict[str, Any]:
    """``spec``: building id -> pieces on it. Old buildings go back to the board, new ones are taken."""
    supply = list(s.supply)
    for b in seat.city:
        supply[b] += 1
    s.colonist_supply += sum(c for c in seat.built if c > 0)
    built, city = [-1] * len(B_IDS), []
    for name, n in spec.items():
        if name not in B_INDEX:
            raise StateError(f"{field}.{name}", f"unknown building; one of {', '.join(B_IDS)}")
        b = B_INDEX[name]
        built[b] = _count(n, f"{field}.{name}")
        if supply[b] < 1:
            raise StateError(f"{field}.{name}", "no copy is left on the board in this game (l.95-149)")
        supply[b] -= 1
        city.append(b)
    s.supply = tuple(supply)
    s.colonist_supply -= sum(c for c in built if c > 0)
    return {"built": tuple(built), "city": tuple(city), "city_used": sum(SPACES[b] for b in city)}


def set_seat(s: PRState, i: int, spec: dict[str, Any], field: str = "") -> PRState:
    """Change seat ``i`` of ``s`` in place as ``spec`` says, moving components from where they lay.

    ``spec`` keys: doubloons, vp, san_juan, nobles (counts); goods {good: n}; tiles {kind: (n, occupied)};
    buildings {id: pieces}; noble_in [building ids]. Nothing is checked here; ``build`` checks the whole.
    """
    field = field or f"seats.{i}"
    spec = _mapping(spec, field)
    unknown = set(spec) - set(SEAT_KEYS)
    if unknown:
        raise StateError(f"{field}.{sorted(unknown)[0]}", f"unknown seat key; one of {', '.join(SEAT_KEYS)}")
    seat = s.seats[i]
    changes: dict[str, Any] = {}
    if "doubloons" in spec:
        n = _count(spec["doubloons"], f"{field}.doubloons")
        s.bank += seat.doubloons - n
        changes["doubloons"] = n
    if "goods" in spec:
        goods = [0] * 5
        for name, n in _mapping(spec["goods"], f"{field}.goods").items():
            goods[_name(name, GOODS, f"{field}.goods.{name}")] = _count(n, f"{field}.goods.{name}")
        s.goods_supply = tuple(a - (b - c) for a, b, c in zip(s.goods_supply, goods, seat.goods, strict=True))
        bad = next((g for g in range(5) if s.goods_supply[g] < 0), None)
        if bad is not None:
            raise StateError(f"{field}.goods.{GOODS[bad]}", "more than the supply holds (l.59)")
        changes["goods"] = tuple(goods)
    if "tiles" in spec:
        changes.update(_set_tiles(s, seat, _mapping(spec["tiles"], f"{field}.tiles"), f"{field}.tiles"))
    if "buildings" in spec:
        changes.update(
            _set_buildings(s, seat, _mapping(spec["buildings"], f"{field}.buildings"), f"{field}.buildings")
        )
    if "vp" in spec:
        n = _count(spec["vp"], f"{field}.vp")
        s.vp_supply -= n - seat.vp
        changes["vp"] = n
    if "san_juan" in spec:
        n = _count(spec["san_juan"], f"{field}.san_juan")
        s.colonist_supply -= n - seat.san_juan
        changes["san_juan"] = n
    if "nobles" in spec:
        n = _count(spec["nobles"], f"{field}.nobles")
        # A noble replaces a colonist where it stands (l.988): the colonist goes back to the supply.
        s.noble_supply -= n - seat.nobles
        s.colonist_supply += n - seat.nobles
        changes["nobles"] = n
    if "noble_in" in spec:
        names = spec["noble_in"]
        if not isinstance(names, (list, tuple)):
            raise StateError(f"{field}.noble_in", f"expected a list of building ids, got {names!r}")
        dual = tuple(B_IDS[b] for b in sorted(DUAL))
        changes["noble_in"] = tuple(B_INDEX[dual[_name(n, dual, f"{field}.noble_in")]] for n in names)
    seats = list(s.seats)
    seats[i] = replace(seat, **changes)
    s.seats = tuple(seats)
    s._legal = None
    return s


def _ships(s: PRState, spec: Any) -> None:
    if not isinstance(spec, (list, tuple)) or len(spec) != len(s.ship_cap):
        raise StateError(
            "ships", f"expected {len(s.ship_cap)} ships, each {{'good': name, 'load': n}} or None"
        )
    goods, loads, supply = [], [], list(s.goods_supply)
    for g, n in zip(s.ship_good, s.ship_load, strict=True):
        if g >= 0:
            supply[g] += n
    for k, ship in enumerate(spec):
        if ship is None:
            goods.append(-1)
            loads.append(0)
            continue
        ship = _mapping(ship, f"ships.{k}")
        g = _name(ship.get("good"), GOODS, f"ships.{k}.good")
        n = _count(ship.get("load", 0), f"ships.{k}.load")
        supply[g] -= n
        goods.append(g if n else -1)
        loads.append(n)
    s.goods_supply, s.ship_good, s.ship_load = tuple(supply), tuple(goods), tuple(loads)


def _trading_house(s: PRState, spec: Any) -> None:
    if not isinstance(spec, (list, tuple)):
        raise StateError("trading_house", f"expected a list of goods, got {spec!r}")
    supply = list(s.goods_supply)
    for g in s.trading_house:
        supply[g] += 1
    house = tuple(_name(name, GOODS, f"trading_house.{k}") for k, name in enumerate(spec))
    for g in house:
        supply[g] -= 1
    s.goods_supply, s.trading_house = tuple(supply), house


def _face_up(s: PRState, spec: Any) -> None:
    if not isinstance(spec, (list, tuple)):
        raise StateError("face_up", f"expected a list of plantations, got {spec!r}")
    s.stack = s.face_up + s.stack  # the old ones back on top, then the named ones taken out
    s.face_up = ()
    kinds = tuple(_name(name, GOODS, f"face_up.{k}") for k, name in enumerate(spec))
    for k in kinds:
        _take_tile(s, k, "face_up")
    s.face_up = kinds


def _draft_choice(moves: list, wanted: list[str]) -> Any:
    """The first wanted building the draft still allows, else the first legal choice."""
    for name in wanted:
        for move in moves:
            if move["building"] == name:
                return move
    return moves[0]


def build(
    players: int = 3,
    seed: int | str = 1,
    *,
    new_buildings: bool = False,
    nobles: bool = False,
    seats: list[dict[str, Any] | None] | None = None,
    draft: list[str] | None = None,
    draft_open: bool = False,
    **table: Any,
) -> PRState:
    """A checked position: a seeded setup, then ``seats`` (one dict or None per seat) and ``table``.

    ``table`` keys: phase, step, current_player, governor, round, colonist_ship (taken from or given back
    to the colonist supply), ships [{"good": "corn", "load": 3} or None per ship], trading_house [goods],
    face_up [plantations], end_triggered. With New Buildings the draft (l.806) is played for you: the
    buildings in ``draft`` and those the seats are given first, then the first choice each time;
    ``draft_open=True`` leaves the draft to be played. Raises StateError naming the field.
    """
    from .game import GAME  # the game declares the builder; imported late (game.py imports us)

    unknown = set(table) - set(TABLE_KEYS)
    if unknown:
        raise StateError(sorted(unknown)[0], f"unknown position key; one of {', '.join(TABLE_KEYS)}")
    if players not in GAME.player_counts:
        raise StateError("players", f"Puerto Rico is for 2-5 players (l.81, l.95-97), not {players!r}")
    s = GAME.new_game(players, seed, new_buildings=new_buildings, nobles=nobles)
    wanted = list(draft or ())
    for spec in seats or ():  # buildings a seat is given must be on the board: draft them first (l.806)
        if isinstance(spec, dict) and isinstance(spec.get("buildings"), dict):
            wanted += [b for b in spec["buildings"] if b not in wanted]
    while s.phase == "draft" and not draft_open:
        s = GAME.apply(s, _draft_choice(GAME.legal_actions(s), wanted))
    missing = [b for b in draft or () if b in B_INDEX and s.supply[B_INDEX[b]] == 0]
    if missing:
        raise StateError("draft", f"{missing} could not be drafted onto the board (l.806)")
    s = s.copy()
    s._fresh = (1 << players) - 1
    if seats is not None:
        if not isinstance(seats, (list, tuple)) or len(seats) > players:
            raise StateError("seats", f"expected at most {players} seat descriptions")
        for i, spec in enumerate(seats):
            if spec is not None:
                set_seat(s, i, spec)
    if "ships" in table:
        _ships(s, table.pop("ships"))
    if "trading_house" in table:
        _trading_house(s, table.pop("trading_house"))
    if "face_up" in table:
        _face_up(s, table.pop("face_up"))
    if "colonist_ship" in table:
        n = _count(table.pop("colonist_ship"), "colonist_ship")
        s.colonist_supply -= n - s.colonist_ship
        s.colonist_ship = n
    if "phase" in table:
        if table["phase"] not in FIRST_STEP:
            raise StateError(
                "phase",
                f"a position starts at {', '.join(FIRST_STEP)}; reach the {table['phase']!r} phase by applying "
                "the role's choice to it (l.155)",
            )
        table.setdefault("step", FIRST_STEP[table["phase"]])
    for key, value in table.items():
        setattr(s, key, value)
    s._legal = None
    invariants.check(s)
    return s
