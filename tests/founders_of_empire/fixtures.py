"""Small Founders states from readable layouts: a thin layer over the game's own position builder."""

from __future__ import annotations

from typing import Any

from boardkit.games.founders_of_empire import GAME
from boardkit.games.founders_of_empire.squares import SQUARES, STACKS
from boardkit.games.founders_of_empire.state import FoundersState


def build(
    realms: list[dict[tuple[int, int], Any]],
    *,
    rows: dict[str, list[str]] | None = None,
    prizes: list[str] | None = None,
    phase: str = "annex",
    current: int = 0,
    **rest: Any,
) -> FoundersState:
    """``g.position`` with the tests' defaults: empty rows unless named, one temple on display (so the game
    does not end after one turn), P1 first, round 3; ``rest`` goes to the builder as it is."""
    players = len(realms)
    return GAME.position(
        players=players,
        realms=realms,
        rows={k: (rows or {}).get(k, []) for k in STACKS},
        prizes=["temple"] if prizes is None else prizes,
        phase=phase,
        current_player=current,
        first_player=0,
        round=3,
        turn=3 * players + current,
        **rest,
    )


def sq(state: FoundersState, p: int, cell: tuple[int, int]) -> str:
    """The name of the square at ``cell`` in P(p+1)'s realm."""
    return SQUARES[state.realms[p].cells[cell].square].name


def ids_in(state: FoundersState, where: tuple[int, ...], name: str) -> list[int]:
    return [i for i in where if SQUARES[i].name == name]
