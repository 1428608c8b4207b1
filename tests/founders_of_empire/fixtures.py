"""Build small Founders states from readable layouts, keeping all 97 squares and 24 tokens accounted for."""

from __future__ import annotations

from typing import Any

from boardkit.core import EventLog
from boardkit.games.founders_of_empire.squares import CRAFTSMEN, SQUARES
from boardkit.games.founders_of_empire.state import FoundersState, Placed, Realm


class Pool:
    """Hands out distinct square ids by name."""

    def __init__(self) -> None:
        self.used: set[int] = set()

    def take(self, name: str) -> int:
        for s in SQUARES:
            if s.name == name and s.id not in self.used:
                self.used.add(s.id)
                return s.id
        raise KeyError(f"no more squares named {name!r}")


def build(
    realms: list[dict[tuple[int, int], Any]],
    *,
    rows: dict[str, list[str]] | None = None,
    prizes: list[str] | None = None,
    hands: list[dict[str, Any]] | None = None,
    carts: list[list[tuple[int, int]]] | None = None,
    face_down: list[list[str]] | None = None,
    phase: str = "annex",
    current: int = 0,
    stacks: dict[str, list[str]] | None = None,
    empty_stacks: tuple[str, ...] = (),
    **turn: Any,
) -> FoundersState:
    """``realms[p]`` maps cells to a square name, or to (name, {"ravaged":..., "coins":..., "craftsman":...}).

    Squares not named anywhere go to the bottom of their stacks (or, for prizes, the unused pile),
    Without ``prizes`` one temple is on display, so the game does not end after one turn. Leftovers
    go to the stacks except for the stacks listed in ``empty_stacks``, whose leftovers go to the box.
    """
    pool = Pool()
    players = len(realms)
    hands = hands or [{} for _ in range(players)]
    built = []
    supply = {"war": 6, "coin": 6, "cart": 6}
    pile = list(CRAFTSMEN)
    for p, layout in enumerate(realms):
        cells = {}
        for cell, spec in layout.items():
            name, extra = (spec, {}) if isinstance(spec, str) else spec
            if extra.get("ravaged"):
                supply["war"] -= 1
            if extra.get("coins"):
                supply["coin"] -= extra["coins"]
            if extra.get("craftsman"):
                pile.remove(extra["craftsman"])
            cells[cell] = Placed(pool.take(name), **extra)
        hand = hands[p]
        for k in ("war", "coin", "cart"):
            supply[k] -= hand.get(k, 0)
        for c in hand.get("craftsmen", ()):
            pile.remove(c)
        junctions = frozenset(carts[p]) if carts else frozenset()
        supply["cart"] -= len(junctions)
        fd = tuple(pool.take(n) for n in (face_down[p] if face_down else ()))
        built.append(
            Realm(
                cells,
                junctions,
                fd,
                hand.get("war", 0),
                hand.get("coin", 0),
                hand.get("cart", 0),
                tuple(hand.get("craftsmen", ())),
            )
        )
    row_ids = {k: tuple(pool.take(n) for n in (rows or {}).get(k, [])) for k in ("nature", "village", "city")}
    prize_ids = tuple(pool.take(n) for n in (["temple"] if prizes is None else prizes))
    top = {k: [pool.take(n) for n in (stacks or {}).get(k, [])] for k in ("nature", "village", "city")}
    box: list[int] = []
    stack_ids = {}
    for k in ("nature", "village", "city"):
        rest = [s.id for s in SQUARES if s.deck == k and s.id not in pool.used]
        if k in empty_stacks:
            box += rest
            stack_ids[k] = tuple(top[k])
        else:
            stack_ids[k] = tuple(top[k] + rest)
    unused = tuple(s.id for s in SQUARES if s.deck == "prize" and s.id not in pool.used)
    assert min(supply.values()) >= 0
    s = FoundersState(
        players=players,
        first_player=0,
        current_player=current,
        phase=phase,
        round=3,
        turn=3 * players + current,
        stacks=stack_ids,
        rows=row_ids,
        prizes=prize_ids,
        unused_prizes=unused,
        draft=(),
        draft_order=(),
        picks=((),) * players,
        to_place=(),
        drawn=None,
        box=tuple(box),
        token_box=(),
        supply=supply,
        craftsman_pile=tuple(pile),
        realms=tuple(built),
        revealed=turn.pop("revealed", "nature" if phase in ("token", "annex") else None),
        token_played=turn.pop("token_played", None),
        coin_target=turn.pop("coin_target", None),
        coin_cell=turn.pop("coin_cell", None),
        coin_resource=turn.pop("coin_resource", None),
        fresh=tuple(turn.pop("fresh", ())),
        ended_by=None,
        rng=12345,
        log=EventLog(),
    )
    assert not turn, f"unknown fixture options {sorted(turn)}"
    return s


def sq(state: FoundersState, p: int, cell: tuple[int, int]) -> str:
    """The name of the square at ``cell`` in P(p+1)'s realm."""
    return SQUARES[state.realms[p].cells[cell].square].name


def ids_in(state: FoundersState, where: tuple[int, ...], name: str) -> list[int]:
    return [i for i in where if SQUARES[i].name == name]
