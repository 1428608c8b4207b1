"""A Founders position from a readable description: squares by name (or id), cells as (x, y).

Everything not described comes from a real seeded setup (draft and starting pairs played with the
first choice), and whatever the description places is taken from where it lay: a named square leaves
its stack, row or display; squares a described part held go back to the bottom of their stack (prize
squares to the unused prizes); tokens come from the supply and the craftsman pile. So all 97 squares
and 24 tokens stay accounted for. Example::

    g = boardkit.games.get("founders_of_empire")
    s = g.position(
        realms=[
            {(0, 0): "forest", (1, 0): "quarry", (0, 1): ("mine", {"craftsman": "iron"})},
            {(0, 0): "lake", (1, 0): ("river", {"ravaged": True})},
        ],
        rows={"village": ["mine"]},
        hands=[{"cart": 1}, {}],
        phase="annex",
    )

Naming a square to place (a realm cell, a row, a stack top) takes any free copy; where one specific
square is meant (``drawn``, or ``square_id`` for an action) a name shared by several squares is
refused with their ids.
"""

from __future__ import annotations

from typing import Any

from boardkit.core import StateError

from . import invariants
from .squares import CRAFTSMEN, SQUARES, STACKS, TOKENS_PER_KIND
from .state import FoundersState, Placed, Realm

NAMES = tuple(sorted({s.name for s in SQUARES}))
TURN_KEYS = (
    "phase",
    "current_player",
    "first_player",
    "round",
    "turn",
    "revealed",
    "token_played",
    "coin_target",
    "coin_cell",
    "coin_resource",
    "fresh",
    "ended_by",
)
HAND_KINDS = ("war", "coin", "cart")


def copies(name: str) -> tuple[int, ...]:
    """The ids of every square called ``name``."""
    return tuple(s.id for s in SQUARES if s.name == name)


def square_id(ref: int | str, field: str = "square") -> int:
    """The one square ``ref`` means: an id, or a name only one square bears (else the ids are listed)."""
    if isinstance(ref, int) and not isinstance(ref, bool):
        if not 0 <= ref < len(SQUARES):
            raise StateError(field, f"no square has id {ref}; ids are 0..{len(SQUARES) - 1}")
        return ref
    ids = copies(ref) if isinstance(ref, str) else ()
    if not ids:
        raise StateError(field, f"unknown square {ref!r}; names are {', '.join(NAMES)}")
    if len(ids) > 1:
        raise StateError(field, f"{len(ids)} squares are called {ref!r}: say which by id, one of {list(ids)}")
    return ids[0]


class _Table:
    """Every square's place as plain lists while a position is built."""

    def __init__(self, s: FoundersState) -> None:
        self.places: dict[str, list[int]] = {f"stacks.{k}": list(s.stacks[k]) for k in STACKS}
        self.places.update({f"rows.{k}": list(s.rows[k]) for k in STACKS})
        self.places.update(
            prizes=list(s.prizes), unused_prizes=list(s.unused_prizes), box=list(s.box), draft=list(s.draft)
        )
        self.places.update({f"picks.{p}": list(x) for p, x in enumerate(s.picks)})
        self.places.update({f"face_down.{p}": list(r.face_down) for p, r in enumerate(s.realms)})
        self.places.update(
            {f"realms.{p}": [c.square for c in r.cells.values()] for p, r in enumerate(s.realms)}
        )
        self.drawn = s.drawn
        self.claimed: set[int] = set()
        self.locked: set[str] = set()  # places the description keeps as they are (undescribed realms)

    def put_back(self, sq: int) -> None:
        """A square a described part held: to the bottom of its stack, or to the unused prizes."""
        deck = SQUARES[sq].deck
        self.places["unused_prizes" if deck == "prize" else f"stacks.{deck}"].append(sq)

    def _remove(self, sq: int) -> None:
        for where, ids in self.places.items():
            if sq in ids:
                if where in self.locked:
                    raise StateError("squares", f"square {sq} is in {where}, which the description keeps")
                ids.remove(sq)
                return
        if self.drawn == sq:
            self.drawn = None

    def take(self, ref: Any, field: str, requires: Any = None) -> int:
        """A square named or numbered by ``ref``, out of wherever it lies; a name takes any free copy
        (of those needing exactly ``requires``, when given)."""
        if isinstance(ref, str):
            ids = copies(ref)
            if not ids:
                raise StateError(field, f"unknown square {ref!r}; names are {', '.join(NAMES)}")
            if requires is not None:
                ids = tuple(i for i in ids if sorted(SQUARES[i].requires) == sorted(requires))
                if not ids:
                    kinds = sorted({tuple(sorted(SQUARES[i].requires)) for i in copies(ref)})
                    raise StateError(
                        f"{field}.requires", f"no {ref} needs {list(requires)}; they need {kinds}"
                    )
            held = {sq for where in self.locked for sq in self.places[where]}
            free = [sq for sq in ids if sq not in self.claimed and sq not in held]
            if not free:
                raise StateError(field, f"every square called {ref!r} ({list(ids)}) is already placed")
            sq = free[0]
        else:
            sq = square_id(ref, field)
            if sq in self.claimed:
                raise StateError(field, f"square {sq} is already placed elsewhere in this position")
        self._remove(sq)
        self.claimed.add(sq)
        return sq


def _seq(value: Any, field: str) -> list:
    if not isinstance(value, (list, tuple)):
        raise StateError(field, f"expected a list, got {value!r}")
    return list(value)


def _count(value: Any, field: str, high: int = TOKENS_PER_KIND) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= high:
        raise StateError(field, f"expected a count 0..{high}, got {value!r}")
    return value


def _placed(table: _Table, spec: Any, field: str) -> Placed:
    """A realm cell: a name or id, (name, {"ravaged", "coins", "craftsman", "requires"}), or {"square": name, ...}.

    ``requires`` narrows a name to the copies that need exactly those resources (the altar that needs iron
    and wine, say), so a teacher can pick one printing without knowing its id.
    """
    if isinstance(spec, dict):
        extra = dict(spec)
        ref = extra.pop("square", None)
    elif isinstance(spec, (tuple, list)) and len(spec) == 2 and isinstance(spec[1], dict):
        ref, extra = spec[0], dict(spec[1])
    else:
        ref, extra = spec, {}
    unknown = set(extra) - {"ravaged", "coins", "craftsman", "requires"}
    if unknown:
        raise StateError(
            f"{field}.{sorted(unknown)[0]}", "unknown; a cell may say ravaged, coins, craftsman, requires"
        )
    requires = extra.get("requires")
    if requires is not None and not isinstance(requires, (list, tuple)):
        raise StateError(f"{field}.requires", f"expected a list of resources, got {requires!r}")
    ravaged = extra.get("ravaged", False)
    if not isinstance(ravaged, bool):
        raise StateError(f"{field}.ravaged", f"expected true or false, got {ravaged!r}")
    craftsman = extra.get("craftsman")
    if craftsman is not None and craftsman not in CRAFTSMEN:
        raise StateError(
            f"{field}.craftsman", f"{craftsman!r} is not a craftsman; one of {', '.join(CRAFTSMEN)}"
        )
    sq = table.take(ref, field, requires)
    return Placed(sq, ravaged, _count(extra.get("coins", 0), f"{field}.coins"), craftsman)


def _realm(table: _Table, layout: Any, hand: Any, carts: Any, face_down: Any, old: Realm, p: int) -> Realm:
    f = f"realms.{p}"
    cells = old.cells
    if layout is not None:
        if not isinstance(layout, dict):
            raise StateError(f, f"expected a mapping (x, y) -> square, got {layout!r}")
        cells = {}
        for cell, spec in layout.items():
            if not (isinstance(cell, tuple) and len(cell) == 2 and all(type(v) is int for v in cell)):
                raise StateError(f"{f}.cells", f"a cell is an (x, y) pair of integers, not {cell!r}")
            cells[cell] = _placed(table, spec, f"{f}.cells.{cell}")
    fd = old.face_down
    if face_down is not None:
        fd = tuple(
            table.take(ref, f"face_down.{p}.{k}") for k, ref in enumerate(_seq(face_down, f"face_down.{p}"))
        )
    junctions = old.carts
    if carts is not None:
        spots = _seq(carts, f"carts.{p}")
        for k, j in enumerate(spots):
            if not (isinstance(j, (list, tuple)) and len(j) == 2 and all(type(v) is int for v in j)):
                raise StateError(f"carts.{p}.{k}", f"a junction is an (x, y) pair of integers, not {j!r}")
        junctions = frozenset(tuple(j) for j in spots)
    war, coin, cart, craftsmen = old.war, old.coin, old.cart, old.craftsmen
    if hand is not None:
        if not isinstance(hand, dict) or set(hand) - {*HAND_KINDS, "craftsmen"}:
            raise StateError(f"hands.{p}", "a hand says war, coin, cart (counts) and craftsmen (a list)")
        war, coin, cart = (_count(hand.get(k, 0), f"hands.{p}.{k}") for k in HAND_KINDS)
        craftsmen = tuple(_seq(hand.get("craftsmen", ()), f"hands.{p}.craftsmen"))
        for k, c in enumerate(craftsmen):
            if c not in CRAFTSMEN:
                raise StateError(
                    f"hands.{p}.craftsmen.{k}", f"{c!r} is not a craftsman; one of {', '.join(CRAFTSMEN)}"
                )
    return Realm(cells, junctions, fd, war, coin, cart, craftsmen)


def _tokens(s: FoundersState, old_pile: tuple[str, ...]) -> None:
    """Supply and craftsman pile = the 6 of each kind minus what lies anywhere else (l.28-31)."""
    used = {k: 0 for k in HAND_KINDS}
    pile = list(old_pile) + [c for c in CRAFTSMEN if c not in old_pile]  # order kept, missing ones after
    placed: list[str] = []
    for realm in s.realms:
        used["war"] += realm.war + sum(c.ravaged for c in realm.cells.values())
        used["coin"] += realm.coin + sum(c.coins for c in realm.cells.values())
        used["cart"] += realm.cart + len(realm.carts)
        placed += list(realm.craftsmen) + [c.craftsman for c in realm.cells.values() if c.craftsman]
    for t in s.token_box:
        kind, _, res = t.partition(":")
        if kind in used:
            used[kind] += 1
        else:
            placed.append(res)
    for k in HAND_KINDS:
        if used[k] > TOKENS_PER_KIND:
            raise StateError(
                "realms", f"{used[k]} {k} tokens placed, the game has {TOKENS_PER_KIND} (l.28-31)"
            )
    for c in placed:
        if c not in pile:
            raise StateError("realms", f"the {c} craftsman is placed twice; there is one of each (l.216)")
        pile.remove(c)
    s.supply = {k: TOKENS_PER_KIND - used[k] for k in HAND_KINDS}
    s.craftsman_pile = tuple(pile)


def _setup(players: int, seed: int | str, phase: str) -> FoundersState:
    from .game import GAME  # the game declares the builder; imported late (game.py imports us)

    if players not in GAME.player_counts:
        raise StateError(
            "players", f"Founders of the Empire is for 2-4 players (l.37, l.39), not {players!r}"
        )
    s = GAME.new_game(players, seed)
    stop = {"draft": "draft", "place_start": "place_start"}.get(phase, "reveal")
    while s.phase != stop:
        s = GAME.apply(s, GAME.legal_actions(s)[0])
    return s.copy()


def build(
    players: int | None = None,
    seed: int | str = 1,
    *,
    realms: list[dict | None] | None = None,
    hands: list[dict | None] | None = None,
    carts: list[list | None] | None = None,
    face_down: list[list | None] | None = None,
    rows: dict[str, list] | None = None,
    prizes: list | None = None,
    stacks: dict[str, list] | None = None,
    empty_stacks: tuple[str, ...] = (),
    drawn: int | str | None = None,
    **turn: Any,
) -> FoundersState:
    """A checked position: a seeded setup, then the described parts (one entry or None per seat).

    ``realms[p]``: (x, y) -> square (see ``_placed``); ``hands[p]``: war/coin/cart counts and craftsmen;
    ``carts[p]``: junctions; ``face_down[p]``: replaced squares; ``rows`` (by stack) and ``prizes``: what lies face
    up, replacing what the setup dealt there; ``stacks``: squares put on top of a stack; ``empty_stacks``: stacks whose
    squares not named on top go to the box; ``drawn``: the fallback square (one specific square). ``turn``:
    phase, current_player, first_player, round, turn, revealed, token_played, coin_*, fresh, ended_by.
    """
    unknown = set(turn) - set(TURN_KEYS)
    if unknown:
        raise StateError(sorted(unknown)[0], f"unknown position key; one of {', '.join(TURN_KEYS)}")
    if players is None:
        players = len(realms) if realms else 2
    phase = turn.get("phase", "reveal")
    s = _setup(players, seed, phase)
    table = _Table(s)
    per_seat = {"realms": realms, "hands": hands, "carts": carts, "face_down": face_down}
    for name, value in per_seat.items():
        if value is not None and (not isinstance(value, (list, tuple)) or len(value) > players):
            raise StateError(name, f"expected at most one entry per seat ({players})")
        per_seat[name] = list(value or ()) + [None] * (players - len(value or ()))
    # Parts the description rewrites give their squares back first; the others are kept as they are.
    for p in range(players):
        for part in ("realms", "face_down"):
            place = f"{part}.{p}"
            if per_seat[part][p] is not None:
                for sq in table.places[place]:
                    table.put_back(sq)
                table.places[place] = []
            else:
                table.locked.add(place)
    if rows is not None:
        if not isinstance(rows, dict) or set(rows) - set(STACKS):
            raise StateError("rows", f"expected rows by stack: {', '.join(STACKS)}")
        for k in rows:  # only the rows named are laid out anew; the others stay as dealt
            for sq in table.places[f"rows.{k}"]:
                table.put_back(sq)
            table.places[f"rows.{k}"] = []
    if prizes is not None:
        table.places["unused_prizes"] += table.places["prizes"]
        table.places["prizes"] = []
    new_realms = [
        _realm(
            table,
            per_seat["realms"][p],
            per_seat["hands"][p],
            per_seat["carts"][p],
            per_seat["face_down"][p],
            s.realms[p],
            p,
        )
        for p in range(players)
    ]
    new_rows = {
        k: [
            table.take(ref, f"rows.{k}.{i}")
            for i, ref in enumerate(_seq((rows or {}).get(k, []), f"rows.{k}"))
        ]
        for k in STACKS
    }
    new_prizes = [table.take(ref, f"prizes.{i}") for i, ref in enumerate(_seq(prizes or [], "prizes"))]
    tops: dict[str, list[int]] = {}
    for k, refs in (stacks or {}).items():
        if k not in STACKS:
            raise StateError(f"stacks.{k}", f"unknown stack; one of {', '.join(STACKS)}")
        tops[k] = [table.take(ref, f"stacks.{k}.{i}") for i, ref in enumerate(_seq(refs, f"stacks.{k}"))]
    if drawn is not None:
        table.drawn = table.take(square_id(drawn, "drawn"), "drawn")
    for k in empty_stacks:
        if k not in STACKS:
            raise StateError("empty_stacks", f"unknown stack {k!r}; one of {', '.join(STACKS)}")
        table.places["box"] += table.places[f"stacks.{k}"]  # the squares not named on top
        table.places[f"stacks.{k}"] = []
    for k in STACKS:
        if k in (rows or {}):
            table.places[f"rows.{k}"] = new_rows[k]
        table.places[f"stacks.{k}"] = tops.get(k, []) + table.places[f"stacks.{k}"]
    if prizes is not None:
        table.places["prizes"] = new_prizes
    pl = table.places
    s.stacks = {k: tuple(pl[f"stacks.{k}"]) for k in STACKS}
    s.rows = {k: tuple(pl[f"rows.{k}"]) for k in STACKS}
    s.prizes, s.unused_prizes = tuple(pl["prizes"]), tuple(pl["unused_prizes"])
    s.box, s.draft, s.drawn = tuple(pl["box"]), tuple(pl["draft"]), table.drawn
    s.picks = tuple(tuple(pl[f"picks.{p}"]) for p in range(players))
    s.realms = tuple(new_realms)
    _tokens(s, s.craftsman_pile)
    if phase in ("token", "annex") and "revealed" not in turn:
        turn["revealed"] = "nature"  # a turn past the reveal has revealed from some stack (l.55)
    for key, value in turn.items():
        setattr(s, key, tuple(value) if key == "fresh" else value)
    s._legal = None
    invariants.check(s)
    return s
