"""The readable position builder: a game state from names, not indexes, with everything it puts in place
taken from where it lay (bank, box, deck, region stack, objective pool), so that every count still adds up.

``g.position(players=4, seed=1, regions=[{"face": "r05a", "cell": (1, 0), "rot": 0, "buildings": ["city"]}],
units={"P1": [("inhabitant", "r05a"), ("inhabitant", "r05a", "city"), ("ship", "r05a")]},
seats={"P1": {"money": 12, "cubes": {"wood": 2}, "tokens": 1, "cards": ["sawmill"]}},
internal={"fish": 5}, rebellion=3, labor=5, phase="actions", current="P1")``

A name may be shortened to a unique prefix; an ambiguous one is refused with the list of matches.
"""

from __future__ import annotations

from typing import Any

from boardkit.core import EventLog, StateError

from .catalog import CARD, CARDS, FACE, HEX_FACES, OBJECTIVE, RESOURCES, TREND
from .economy import bump
from .setup import new_state
from .state import BOX, ArchipelagoState, Region

PHASES = {"actions": "round", "development": "choose", "bidding": "bid"}
DEFAULT_OPTIONS = {
    "length": "medium",
    "desert_start": False,
    "no_secrets": False,
    "more_control": False,
    "more_spice": False,
    "choose_trend": False,
    "benefactor": False,
}


def pick(name: Any, known: list[str], field: str) -> str:
    """``name`` exactly, or the one known name it begins; else a StateError listing the candidates."""
    if not isinstance(name, str):
        raise StateError(field, f"a name, not {name!r}")
    if name in known:
        return name
    hits = [k for k in known if k.startswith(name)]
    if len(hits) == 1:
        return hits[0]
    if hits:
        raise StateError(field, f"{name!r} is ambiguous: {', '.join(hits)}")
    raise StateError(field, f"no {field} named {name!r}")


def seat_of(name: Any, players: int, field: str) -> int:
    names = [f"P{i + 1}" for i in range(players)]
    if name not in names:
        raise StateError(field, f"a seat is one of {', '.join(names)}, not {name!r}")
    return names.index(name)


def build(
    players: int = 3,
    seed: int | str = 0,
    regions: list[dict[str, Any]] | None = None,
    units: dict[str, list[tuple]] | None = None,
    seats: dict[str, dict[str, Any]] | None = None,
    internal: dict[str, int] | None = None,
    external: dict[str, int] | None = None,
    rebellion: int = 0,
    labor: int = 0,
    turn: int = 2,
    phase: str = "actions",
    order: list[str] | None = None,
    current: str | None = None,
    track: list[str | None] | None = None,
    deck_top: str | list[str] | None = None,
    hex_top: str | None = None,
    trends: list[str] | None = None,
    explorers: list[int] | None = None,
    **options: Any,
) -> ArchipelagoState:
    opts = {**DEFAULT_OPTIONS, **options}
    if phase not in PHASES:
        raise StateError("phase", f"a position starts in one of {', '.join(PHASES)}, not {phase!r}")
    s = new_state(players, seed, opts)
    s.turn, s.round, s.phase, s.step = turn, turn, phase, PHASES[phase]
    # every hex back in the stack, then the placed ones taken out
    stack = [*s.hex_stack, *(h for hand in s.hands for h in hand)]
    s.hands = ((),) * players
    placed = [Region(s.regions[0].face, (0, 0), 0)]
    faces = [f.id for f in FACE.values() if f.hex > 0]
    for n, spec in enumerate(regions or []):
        field = f"regions.{n}"
        face = pick(spec.get("face"), faces, field)
        hexes = [h for h in stack if FACE[h].hex == FACE[face].hex]
        if not hexes:
            raise StateError(field, f"the hex of {face} is already placed")
        stack.remove(hexes[0])
        cell = tuple(spec.get("cell", ()))
        buildings = tuple(
            pick(b, ["city", "port", "market", "church"], f"{field}.buildings")
            for b in spec.get("buildings", ())
        )
        placed.append(Region(face, cell, spec.get("rot", 0), buildings))
    s.regions = tuple(placed)
    if hex_top is not None:
        up = pick(hex_top, faces, "hex_top")
        hexes = [h for h in stack if FACE[h].hex == FACE[up].hex]
        if not hexes:
            raise StateError("hex_top", f"the hex of {up} is not in the stack")
        stack.remove(hexes[0])
        stack.insert(0, up)
    s.hex_stack = tuple(stack)
    s.hex_top = stack[0] if stack else ""
    region_names = [r.face for r in s.regions]
    # units: all back in the box, then placed
    all_units = [u.but(region=BOX, spot="", lying=False, busy=False, moved=False, icon=-1) for u in s.units]
    for who, pieces in (units or {}).items():
        q = seat_of(who, players, "units")
        for n, piece in enumerate(pieces):
            field = f"units.{who}.{n}"
            kind = pick(piece[0], ["inhabitant", "ship"], field)
            where = region_names.index(pick(piece[1], region_names, field))
            spot = piece[2] if len(piece) > 2 else ""
            free = [
                k
                for k, u in enumerate(all_units)
                if u.owner == q and u.ship == (kind == "ship") and u.region == BOX
            ]
            if not free:
                raise StateError(field, f"{who} has no {kind} left in the box")
            striking = spot == "striking"
            all_units[free[0]] = all_units[free[0]].but(
                region=where, spot="" if striking else spot, lying=striking
            )
    s.units = tuple(all_units)
    s.population = sum(1 for u in s.units if not u.ship and u.region >= 0)
    s.rebellion, s.labor = rebellion, labor
    # markets from the bank
    bank = list(s.bank_cubes)
    for board, given in (("internal", internal), ("external", external)):
        if given is None:
            continue
        now = list(getattr(s, board))
        for res, n in given.items():
            r = RESOURCES.index(pick(res, list(RESOURCES), board))
            bank[r] += now[r] - n
            now[r] = n
        setattr(s, board, tuple(now))
    # seats: money and cubes from the bank, cards from the deck, objectives from the pool
    deck = list(s.deck)
    pool = list(s.objective_pool)
    new_seats = list(s.seats)
    named = {seat_of(w, players, "seats") for w, spec in (seats or {}).items() if "objectives" in spec}
    if named:  # every objective goes back to the deck; the named ones are dealt first, then the rest
        pool += [o for seat in new_seats for o in seat.objectives]
        for q in range(players):
            new_seats[q] = new_seats[q].but(objectives=())
    money_bank = s.bank_money
    for who, spec in (seats or {}).items():
        q = seat_of(who, players, "seats")
        seat = new_seats[q]
        if "money" in spec:
            money_bank += seat.money - spec["money"]
            seat = seat.but(money=spec["money"])
        if "cubes" in spec:
            cubes = list(seat.cubes)
            for res, n in spec["cubes"].items():
                r = RESOURCES.index(pick(res, list(RESOURCES), f"seats.{who}.cubes"))
                bank[r] += cubes[r] - n
                cubes[r] = n
            seat = seat.but(cubes=tuple(cubes))
        if "cards" in spec:
            owned = []
            for name in spec["cards"]:
                c = CARD[pick(name, list(CARD), f"seats.{who}.cards")].index
                if c not in deck:
                    raise StateError(f"seats.{who}.cards", f"{CARDS[c].id} is already out of the deck")
                deck.remove(c)
                owned.append(c)
            seat = seat.but(cards=tuple(owned))
        if "built" in spec:
            seat = seat.but(
                built=tuple(CARD[pick(n, list(CARD), f"seats.{who}.built")].index for n in spec["built"])
            )
        if "objectives" in spec:
            held = []
            for name in spec["objectives"]:
                oid = pick(name, list(OBJECTIVE), f"seats.{who}.objectives")
                if oid not in pool:
                    raise StateError(f"seats.{who}.objectives", f"{oid} is not in this game's objective deck")
                pool.remove(oid)
                held.append(oid)
            seat = seat.but(objectives=tuple(held))
        for key in ("tokens", "discs", "discs_used", "benefactor"):
            if key in spec:
                seat = seat.but(**{key: spec[key]})
        new_seats[q] = seat
    for q in range(players):
        if named and q not in named and not opts["no_secrets"]:
            each = len(s.seats[q].objectives)
            new_seats[q] = new_seats[q].but(objectives=tuple(pool[:each]))
            pool = pool[each:]
    s.seats = tuple(new_seats)
    s.objective_pool = tuple(sorted(pool))
    s.bank_money = money_bank - sum(seat.benefactor for seat in s.seats)
    s.bank_cubes = tuple(bank)
    held_tokens = sum(seat.tokens for seat in s.seats)
    if explorers is None:
        left, stacks = held_tokens, []
        for size in (8, 8, 8):
            take = min(size, left)
            stacks.append(size - take)
            left -= take
        explorers = stacks
    s.explorers = tuple(explorers)
    # the development track and the deck's top
    if track is not None:
        deck += [c for c in s.track if c >= 0]
        slots = []
        for n, name in enumerate(track):
            if name is None:
                slots.append(-1)
                continue
            c = CARD[pick(name, list(CARD), f"track.{n}")].index
            if c not in deck:
                raise StateError(f"track.{n}", f"{CARDS[c].id} is already out of the deck")
            deck.remove(c)
            slots.append(c)
        s.track = tuple(slots)
        s.turns = (0,) * len(slots)
    elif s.track == (-1,) * 5:
        s.track = tuple(deck.pop(0) for _ in range(5))
    if deck_top is not None:
        tops = [deck_top] if isinstance(deck_top, str) else list(deck_top)
        for name in reversed(tops):
            c = CARD[pick(name, list(CARD), "deck_top")].index
            if c not in deck:
                raise StateError("deck_top", f"{CARDS[c].id} is not in the deck")
            deck.remove(c)
            deck.insert(0, c)
    s.deck = tuple(deck)
    s.top_back = CARDS[deck[0]].back if deck else -1
    if trends is not None:
        s.trends = tuple(pick(t, list(TREND), "trends") for t in trends)
    if order is not None:
        s.order = tuple(seat_of(o, players, "order") for o in order)
    s.current_player = seat_of(current, players, "current") if current else s.order[0]
    if phase == "bidding":
        s.bidders = tuple(s.order[s.order.index(s.current_player) :])
    if phase == "development":
        s.mover = s.order.index(s.current_player)
    s.log = EventLog()
    return s


__all__ = ["HEX_FACES", "bump", "build", "pick"]
