"""Turn order shared by the games: clockwise seats and snake drafts."""

from __future__ import annotations


def next_seat(seat: int, players: int) -> int:
    """The player to the left (clockwise)."""
    return (seat + 1) % players


def clockwise_from(first: int, players: int) -> tuple[int, ...]:
    return tuple((first + i) % players for i in range(players))


def snake_order(first: int, players: int, rounds: int = 2) -> tuple[int, ...]:
    """1,2,3,3,2,1(,1,2,3...): each round reverses the last one."""
    seats = clockwise_from(first, players)
    order: list[int] = []
    for r in range(rounds):
        order.extend(seats if r % 2 == 0 else reversed(seats))
    return tuple(order)
