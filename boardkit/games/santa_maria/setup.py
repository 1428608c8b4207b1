"""Setting up: the main board (l.7-54), the colonies (l.58-66), and the advanced town halls (l.384-398)."""

from __future__ import annotations

from boardkit.core import EventLog
from boardkit.core.rng import initial_seed, take_rng

from .components import SantaMariaData
from .state import SantaMariaState, Seat, own


def new_state(
    players: int,
    seed: int | str,
    data: SantaMariaData,
    advanced: bool = False,
    shared_blue: bool = False,
    choose_boards: bool = False,
) -> SantaMariaState:
    d = data
    n = d.n
    s = SantaMariaState(
        players, 0, "turn", 1, initial_seed(seed), EventLog(),
        first_player=0, seats=(), white=(), shared_blue=(), display=(), double_stack=(), triple_stack=(),
        box=(), docks=(), deck=(), roads=n["road_tiles"], scholars=(), bishops=(), missions=tuple(d.missions),
        unused_scholars=(), unused_bishops=(), monks_at={}, pass_spaces=(-1,) * len(d.pass_actions), stamp=1,
        pending=(), step=None, placing="", halls=(), hall_order=(),
        advanced=advanced, shared_blue_dice=shared_blue, data=d,
    )  # fmt: skip
    r = take_rng(s)  # one generator for the whole setup: shuffles and rolls in a fixed order

    def shuffled(_s: SantaMariaState, items) -> list:
        out = list(items)
        r.shuffle(out)
        return out

    def roll(_s: SantaMariaState, n: int) -> list[int]:
        return [r.randint(1, 6) for _ in range(n)]

    s.docks = tuple(shuffled(s, d.starting_ships))  # l.11
    s.deck = tuple(shuffled(s, d.regular_ships))  # l.13
    s.white = tuple(sorted(roll(s, players * n["white_dice_per_player"])))  # l.15
    s.say("roll", None, "l.15", "the white dice are rolled: {0}", " ".join(map(str, s.white)))
    scholars = shuffled(s, d.scholars)
    bishops = shuffled(s, d.bishops)
    s.scholars, s.unused_scholars = tuple(scholars[:3]), tuple(scholars[3:])  # l.19
    s.bishops, s.unused_bishops = tuple(bishops[:3]), tuple(bishops[3:])
    s.monks_at = {x: () for x in (*s.scholars, *s.bishops, *s.missions)}
    doubles, triples = shuffled(s, d.doubles), shuffled(s, d.triples)
    k = n["display_per_size"]
    s.display = (*doubles[:k], *triples[:k])  # l.21
    s.double_stack, s.triple_stack = tuple(doubles[k:]), tuple(triples[k:])
    first = r.randrange(players)  # l.58
    s.first_player = s.current_player = first
    side_a = [b for b, rec in d.boards.items() if rec["side"] == "A"]
    side_b = next(b for b, rec in d.boards.items() if rec["side"] == "B")
    # Colony boards dealt at random, the rulebook's advice for a first game, or chosen in turn (l.58;
    # RULINGS A4); side B in the advanced setup (l.384).
    boards = [side_b] * players if advanced else shuffled(s, side_a)[:players]
    if choose_boards:
        boards = [""] * players
    seats = []
    for q in range(players):
        rec = d.boards[boards[q]] if boards[q] else {"cells": [""] * 36, "colonists": [0] * 36}
        seats.append(
            Seat(
                boards[q], tuple(rec["cells"]), tuple(rec["colonists"]), (0,) * 36, ("",) * 36,
                wood=n["start_wood"], coins=n["start_coins_first"] + (q - first) % players,  # l.61
                monks=n["monks"],
            )
        )  # fmt: skip
    s.seats = tuple(seats)
    if shared_blue:
        s.shared_blue = tuple(sorted(roll(s, players)))  # one per player into the shared pool (l.402)
        s.say(
            "roll", None, "l.402", "the shared blue dice are rolled: {0}", " ".join(map(str, s.shared_blue))
        )
    else:
        for q in range(players):
            own(s, q).blue = tuple(roll(s, 1))  # l.62
            s.say("roll", q, "l.62", "rolls a blue die: {0}", s.seats[q].blue[0])
    s._mine = 0
    if (
        choose_boards
    ):  # from the first player's right, counter-clockwise: the first player chooses last (l.58)
        s.board_order = tuple((first - 1 - k) % players for k in range(players))
        s.current_player = s.board_order[0]
        s.phase = "colony"
    elif advanced:
        halls = shuffled(s, d.town_halls)
        extra = shuffled(s, s.unused_scholars)
        s.halls = tuple(f"{h}:{x}" for h, x in zip(halls, extra, strict=False))  # l.386-388
        s.unused_scholars = tuple(x for x in s.unused_scholars if x not in extra[: len(halls)])
        s.hall_order = tuple(
            (first - 1 - k) % players for k in range(players)
        )  # from the first player's right (l.396)
        s.current_player = s.hall_order[0]
        s.phase = "town_hall"
    return s
