"""Scenario builders for Puerto Rico tests: a real setup, then the boards the rulebook example describes."""

from __future__ import annotations

from boardkit.core import Action
from boardkit.games.puerto_rico import GAME
from boardkit.games.puerto_rico.catalog import GOODS
from boardkit.games.puerto_rico.position import set_seat
from boardkit.games.puerto_rico.state import PRState

G = GAME


def fresh(players: int = 4, seed: int = 1, **options: object) -> PRState:
    """A real setup through the game's builder (New Buildings: ``draft=[ids]`` first, then the first choice)."""
    return G.position(players=players, seed=seed, **options)


def edit(s: PRState, i: int, *, noble_in: tuple[str, ...] = (), **seat: object) -> PRState:
    """Set seat ``i`` as a rulebook example describes, through the game's builder (components move, none appear).

    Keys as in ``position.set_seat``: doubloons, goods {good: n}, tiles {kind: (count, occupied)},
    buildings {id: pieces}, vp, san_juan, nobles, noble_in.
    """
    spec = {k: v for k, v in seat.items() if v is not None}
    if noble_in:
        spec["noble_in"] = noble_in
    return set_seat(s, i, spec)


def take_role(s: PRState, player: int, role: str) -> PRState:
    """Let ``player`` choose ``role`` now (as governor of a fresh round)."""
    s.governor = player
    s.current_player = player
    s.picks = 0
    s._legal = None
    return G.apply(s, Action("role", player, role=role))


def use(s: PRState) -> PRState:
    """Take the pending optional benefit (the Mayor's privilege in full)."""
    return G.apply(s, next(a for a in G.legal_actions(s) if a.kind == "use"))


def decline(s: PRState) -> PRState:
    """Leave the pending optional benefit."""
    return G.apply(s, next(a for a in G.legal_actions(s) if a.kind == "decline"))


def take_mayor(s: PRState, player: int) -> PRState:
    """``player`` takes the mayor and the privilege colonist with it (l.219)."""
    s = take_role(s, player, "mayor")
    return use(s) if s.step == "mayor_privilege" else s


def legal_set(s: PRState) -> set[Action]:
    return set(G.legal_actions(s))


def good_counts(s: PRState, i: int) -> dict[str, int]:
    return {g: n for g, n in zip(GOODS, s.seats[i].goods, strict=True) if n}
