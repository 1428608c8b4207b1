"""Setting up: the main board (l.7-54), the colonies (l.58-66), and the advanced town halls (l.384-398)."""

from __future__ import annotations

from boardkit.core import EventLog
from boardkit.core.rng import dice, initial_seed, shuffle, take_rng

from .components import SantaMariaData
from .state import SantaMariaState, Seat, own


def new_state(
    players: int,
    seed: int | str,
    data: SantaMariaData,
    advanced: bool = False,
    shared_blue: bool = False,
    choose_boards: bool = False,
    kingdoms: bool = False,
    governor: bool = False,
    specialists: bool = False,
    ambassadors: bool = False,
    maya: bool = False,
) -> SantaMariaState:
    d = data
    n = d.n
    s = SantaMariaState(
        players, 0, "turn", 1, initial_seed(seed), EventLog(),
        first_player=0, seats=(), white=(), shared_blue=(), display=(), double_stack=(), triple_stack=(),
        box=(), docks=(), deck=(), roads=n["road_tiles"], scholars=(), bishops=(), missions=d.mission_set(kingdoms),
        unused_scholars=(), unused_bishops=(), monks_at={}, pass_spaces=(-1,) * len(d.pass_actions), stamp=1,
        pending=(), step=None, placing="", halls=(), hall_order=(),
        advanced=advanced, shared_blue_dice=shared_blue, kingdoms=kingdoms, governor_on=governor, specialists_on=specialists, ambassadors_on=ambassadors, data=d,
        maya_on=maya, maya_seat=players - 1 if maya else -1,
    )  # fmt: skip
    r = take_rng(s)  # one generator for the whole setup: shuffles and rolls in a fixed order

    def shuffled(_s: SantaMariaState, items) -> list:
        out = list(items)
        shuffle(r, out)
        return out

    def roll(_s: SantaMariaState, n: int) -> list[int]:
        return dice(r, n)

    s.docks = tuple(shuffled(s, d.starting_ships))  # l.11
    s.deck = tuple(shuffled(s, d.regular_ships))  # l.13
    per = d.k["ambassador_white_per_player"] if ambassadors else n["white_dice_per_player"]  # 2 (l.688)
    s.white = tuple(sorted(roll(s, players * per)))  # l.15
    s.say("roll", None, "l.15", "the white dice are rolled: {0}", " ".join(map(str, s.white)))
    if ambassadors:  # one white and one blue die more, on the ambassador tokens (l.688)
        s.ambassadors, s.ambassador_by = tuple(roll(s, 2)), (-1, -1)
        s.say("roll", None, "l.688", "the ambassador dice are rolled: white {0}, blue {1}", *s.ambassadors)
    scholars = shuffled(s, d.scholar_pool(kingdoms, governor))
    bishops = shuffled(s, d.bishop_pool(kingdoms))
    shown = d.k["scholars_shown"] if kingdoms else n["places_scholars"]  # 4 with the expansion (l.449)
    s.scholars, s.unused_scholars = tuple(scholars[:shown]), tuple(scholars[shown:])  # l.19
    s.bishops, s.unused_bishops = tuple(bishops[:3]), tuple(bishops[3:])
    s.monks_at = {x: () for x in (*s.scholars, *s.bishops, *s.missions)}
    doubles, triples = shuffled(s, d.doubles), shuffled(s, d.triples)
    k = n["display_per_size"]
    s.display = (*doubles[:k], *triples[:k])  # l.21
    s.double_stack, s.triple_stack = tuple(doubles[k:]), tuple(triples[k:])
    first = r.randrange(players)  # l.58
    if maya:  # the Maya goes first in year 1 (l.798)
        first = s.maya_seat
    colonies = players - 1 if maya else players  # the Maya has no colony (l.727)
    s.first_player = s.current_player = first
    side_a = list(d.side_a(kingdoms and not maya))  # no cocoa colony with the Maya (l.718)
    side_b = next(b for b, rec in d.boards.items() if rec["side"] == "B")
    # Colony boards dealt at random, the rulebook's advice for a first game, or chosen in turn (l.58;
    # RULINGS A4); side B in the advanced setup (l.384).
    boards = [side_b] * colonies if advanced else shuffled(s, side_a)[:colonies]
    if choose_boards:
        boards = [""] * colonies
    boards += [""] * (players - colonies)
    seats = []
    for q in range(players):
        rec = d.boards[boards[q]] if boards[q] else {"cells": [""] * 36, "colonists": [0] * 36}
        seats.append(
            Seat(
                boards[q], tuple(rec["cells"]), tuple(rec["colonists"]), (0,) * 36, ("",) * 36,
                wood=n["start_wood"], coins=n["start_coins_first"] + (q - first - maya) % players,  # l.61, l.798
                monks=n["monks"],
            )
        )  # fmt: skip
    s.seats = tuple(seats)
    if shared_blue:
        s.shared_blue = tuple(sorted(roll(s, players)))  # one per player into the shared pool (l.402)
        s.say(
            "roll", None, "l.402", "the shared blue dice are rolled: {0}", " ".join(map(str, s.shared_blue))
        )
    elif ambassadors:  # no blue die at the start: the religion track's die symbols give two (l.688, l.704)
        for q in range(players):
            own(s, q).blue_owned = d.k["ambassador_start_blue"]
    else:
        for q in range(players):
            own(s, q).blue = tuple(roll(s, 1))  # l.62
            s.say("roll", q, "l.62", "rolls a blue die: {0}", s.seats[q].blue[0])
    if kingdoms:
        _kingdoms(s, d, shuffled)
    if specialists:
        from .specialists import deal

        s.specialist_stack = tuple(shuffled(s, d.specialists))  # 18 face down (l.633)
        s.specialist_row = ("",) * 6
        deal(s)
    if maya:
        from .maya import setup as maya_setup

        maya_setup(s, shuffled)
    if governor:
        for q in range(colonies):
            own(s, q).governor = 0  # the top-left cell, the sea-trade building (l.555)
    s._mine = 0
    if choose_boards and colonies:  # from the first player's right, counter-clockwise (l.58)
        s.board_order = tuple(q for q in ((first - 1 - k) % players for k in range(players)) if q < colonies)
        s.current_player = s.board_order[0]
        s.phase = "colony"
    elif advanced and colonies:  # the solo Maya has no colony to set up (l.971)
        cocoa = d.cocoa_halls if kingdoms and not maya else ()  # no cocoa town hall with the Maya (l.718)
        halls = shuffled(s, (*d.base_town_halls, *cocoa))  # 5 pairs (l.499)
        extra = shuffled(s, s.unused_scholars)
        s.halls = tuple(f"{h}:{x}" for h, x in zip(halls, extra, strict=False))  # l.386-388
        s.unused_scholars = tuple(x for x in s.unused_scholars if x not in extra[: len(halls)])
        s.hall_order = tuple(
            q for q in ((first - 1 - k) % players for k in range(players)) if q < colonies
        )  # from the first player's right (l.396)
        s.current_player = s.hall_order[0]
        s.phase = "town_hall"
    return s


def _kingdoms(s: SantaMariaState, d: SantaMariaData, shuffled) -> None:
    """The American Kingdoms' setup (l.445-501): the special sea-trade dock, the special development tiles
    in the display, a full cocoa storage each and a second, empty one on the cocoa colony (RULINGS A39)."""
    k = d.k
    deck = shuffled(s, d.special_ships)
    s.special_dock, s.special_deck = deck[0], tuple(deck[1:])  # l.447
    tiles = shuffled(s, d.special_tiles)
    shown = k["special_display"]
    s.special_display, s.special_stack = tuple(tiles[:shown]), tuple(tiles[shown:])  # l.481
    for q in range(s.players):
        seat = own(s, q)
        seat.cocoa = k["cocoa_stores"]  # filled side up (l.483)
        seat.cocoa_stores = k["cocoa_colony_stores"] if seat.board in d.cocoa_boards else k["cocoa_stores"]
