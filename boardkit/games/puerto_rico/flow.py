"""Shared moves of the round: logging, payments, VP chips, turn order, the end of a role and of a round."""

from __future__ import annotations

from .catalog import DUAL
from .state import PRState, Seat


def occupied(seat: Seat, b: int) -> bool:
    """A building works only with at least one piece on it (l.217, l.502)."""
    return seat.built[b] > 0


def by_colonist(seat: Seat, b: int) -> bool:
    return seat.built[b] > 0 and b not in seat.noble_in


def by_noble(seat: Seat, b: int) -> bool:
    return seat.built[b] > 0 and b in seat.noble_in


def earn(s: PRState, i: int, n: int) -> None:
    """Doubloons from the bank (the bank never runs dry: A24)."""
    if n:
        s.seat(i).doubloons += n
        s.bank -= n


def pay(s: PRState, i: int, n: int) -> None:
    if n:
        s.seat(i).doubloons -= n
        s.bank += n


def gain_vp(s: PRState, i: int, n: int) -> None:
    """VP chips from the supply; once it is empty VP go on paper (l.449) and the game ends with the round (l.447, A3)."""
    if n <= 0:
        return
    seat = s.seat(i)
    chips = min(n, s.vp_supply)
    seat.vp += chips
    seat.vp_paper += n - chips
    s.vp_supply -= chips
    if s.vp_supply == 0 and not s.end_triggered:
        s.end_triggered = True
        s.say("end_trigger", None, "l.447", "the last VP chip is gone: the game ends after this round")


def order_from(s: PRState, p: int) -> tuple[int, ...]:
    """The role player first, then clockwise (l.170)."""
    n = s.players
    return tuple((p + k) % n for k in range(n))


def bump(counts: tuple[int, ...], i: int, by: int = 1) -> tuple[int, ...]:
    """``counts`` with item ``i`` changed by ``by`` (seats keep counts in tuples, shared between states)."""
    out = list(counts)
    out[i] += by
    return tuple(out)


def set_memo(s: PRState, **values: int) -> None:
    s.memo = {**s.memo, **values}


def pieces(seat: Seat) -> int:
    """Colonists and nobles on the board and the windrose (Fortress l.714, A28)."""
    return seat.san_juan + sum(seat.staffed) + sum(c for c in seat.built if c > 0)


def empty_building_circles(seat: Seat, circles: tuple[int, ...]) -> int:
    return sum(circles[b] - seat.built[b] for b in seat.city)


def colonist_from_supply_or_ship(s: PRState) -> bool:
    """Hospice and University: a colonist from the supply, else from the ship, else none (l.587, l.648)."""
    if s.colonist_supply > 0:
        s.colonist_supply -= 1
        return True
    if s.colonist_ship > 0:
        s.colonist_ship -= 1
        return True
    return False


def finish_role(s: PRState) -> None:
    """The role is done: the next player chooses, or the round ends (l.157-161; two players l.770)."""
    s.picks += 1
    s.queue = ()
    s.memo = {}
    s.role_player = -1
    if s.picks >= (6 if s.players == 2 else s.players):
        end_round(s)
        return
    s.phase = "role_selection"
    s.step = "role"
    s.current_player = (s.governor + s.picks) % s.players


def end_round(s: PRState) -> None:
    """1 doubloon on every role nobody took, roles back, governor to the left (l.437-439), or the end (l.443)."""
    money = list(s.role_money)
    for r, taker in enumerate(s.role_taken):
        if taker < 0:
            money[r] += 1
            s.bank -= 1
    s.role_money = tuple(money)
    s.role_taken = (-1,) * len(s.roles)
    if s.end_triggered:
        s.phase = "game_over"
        s.step = "over"
        s.current_player = -1
        s.say("game_over", None, "l.443", "the round is over and an end condition was met: final scoring")
        return
    s.governor = (s.governor + 1) % s.players
    s.round += 1
    s.picks = 0
    s.phase = "role_selection"
    s.step = "role"
    s.current_player = s.governor
    s.say("round", s.governor, "l.439", "round {0} begins; P{1} is governor", s.round, s.governor + 1)


__all__ = ["DUAL"]
