"""Colony boards chosen in turn, side A up, from the first player's right counter-clockwise (l.58):
the ``colony`` phase of the option ``choose_boards``."""

from __future__ import annotations

from boardkit.core import Action, IllegalAction, refuse

from .moves import move
from .state import SantaMariaState, own


def legal(s: SantaMariaState) -> list[Action]:
    p = s.current_player
    return [move("board", p, ("board", b)) for b in boards_left(s)]


def apply(s: SantaMariaState, a: Action) -> None:
    p, b = a.player, a["board"]
    rec = s.data.boards[b]
    seat = own(s, p)
    seat.board, seat.cells, seat.colonists = b, tuple(rec["cells"]), tuple(rec["colonists"])
    if b in s.data.cocoa_boards:  # a second, empty cocoa storage (l.501)
        seat.cocoa_stores = s.data.k["cocoa_colony_stores"]
    s.say("board", p, "l.58", "chooses colony board {0}", b)
    s.board_order = s.board_order[1:]
    if s.board_order:
        s.current_player = s.board_order[0]
        return
    s.current_player = s.first_player
    s.phase = "turn"
    s.say("start", s.first_player, "l.76", "begins year 1")


def why_not(s: SantaMariaState, a: Action) -> IllegalAction:
    return refuse(a, f"the colony boards left are {', '.join(boards_left(s))}", "l.58")


def boards_left(s: SantaMariaState) -> list[str]:
    taken = {seat.board for seat in s.seats}
    return [b for b in s.data.side_a(s.kingdoms) if b not in taken]
