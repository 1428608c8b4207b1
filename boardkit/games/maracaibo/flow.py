"""The order of play: sub-phases and their return, pending choices, the end of a turn and of a round.

Phases (l.161-175): sail (A), main (B, with combat and village sub-phases), draw (C). Choices an
effect needs are asked in "choose"; ``stack`` remembers where play returns afterwards.
"""

from __future__ import annotations

from typing import Any

from boardkit.core.rng import shuffled

from .components import HAVANA, MARKET_SIZE, NATIONS, REACH
from .effects import gain_vp, upd
from .state import MaracaiboState

SUB_PHASES = ("village", "combat")


def push(s: MaracaiboState, phase: str) -> None:
    s.stack = (*s.stack, (s.phase, s.village_left))
    s.phase = phase


def pop(s: MaracaiboState) -> None:
    (phase, left), s.stack = s.stack[-1], s.stack[:-1]
    s.phase, s.village_left = phase, left


def advance(s: MaracaiboState) -> None:
    """After every move: ask for the next pending choice, start a queued village action, or return."""
    while True:
        if s.phase != "choose":
            if not s.pending:
                # the hand is full (or nothing is left to draw)
                if s.phase == "draw" and not draw.can_draw(s):
                    end_draw(s)
                    continue
                return
            push(s, "choose")
        if not s.pending:
            pop(s)
            continue  # back where the choices interrupted (a full hand ends phase C at once)
        head = s.pending[0]
        if head[0] == "village":  # village actions granted by an effect (l.362, l.990-1046)
            defer(s, s.pending[1:])
            push(s, "village")
            s.village_left, s.last_village = head[1], False
            return
        if choose.options(s, head):
            return
        s.pending = s.pending[1:]  # nothing to choose from: the effect does nothing


def defer(s: MaracaiboState, rest: tuple[tuple[Any, ...], ...]) -> None:
    """The choices after the one that starts a sub-phase wait until it is over (they follow it in print)."""
    s.deferred, s.pending = (*s.deferred, rest), ()


def leave_sub(s: MaracaiboState) -> None:
    """A village or combat sub-phase is over: back to where it started, and to the choices waiting there."""
    pop(s)
    if s.phase == "choose":
        s.pending, s.deferred = (*s.pending, *s.deferred[-1]), s.deferred[:-1]


def draw_top(s: MaracaiboState) -> int:
    """The top project card; an empty deck is the shuffled discard pile (l.223). -1 when none is left."""
    if not s.deck:
        if not s.discard:
            return -1
        s.deck, s.discard = tuple(shuffled(s, s.discard)), ()
    card, s.deck = s.deck[0], s.deck[1:]
    return card


def refill_market(s: MaracaiboState) -> None:
    market = list(s.market)
    while len(market) < MARKET_SIZE:
        card = draw_top(s)
        if card < 0:
            break
        market.append(card)
    s.market = tuple(market)


def start_turn(s: MaracaiboState, who: int) -> None:
    s.current_player = who
    s.steps, s.delivered, s.main_done, s.village_left, s.last_village = 0, False, False, 0, False
    s.combat = None
    s.phase = "sail"


def finish_main(s: MaracaiboState) -> None:
    """Phase B ends: own assistants here not used pay 2 VP each (l.398-401, A4); then phase C."""
    who = s.current_player
    seat = s.seats[who]
    here = [a for a in seat.assistants if a[0] == seat.ship and a[0] not in seat.declined]
    unused = len(here)  # an assistant that acted marked its location already
    if here:
        upd(s, who, declined=(*seat.declined, seat.ship))
    if unused > 0:
        gain_vp(s, who, 2 * unused)
        s.say("assistant", who, "l.401", "declines assistants here: {0} VP", 2 * unused)
    start_draw(s)


def start_draw(s: MaracaiboState) -> None:
    s.phase = "draw"  # advance ends it at once when the hand is full


def end_draw(s: MaracaiboState) -> None:
    """Phase C is over: the market is refilled only now (l.225, RULINGS A24); then the turn or scoring step ends."""
    refill_market(s)
    if s.scoring:
        scoring.next_buyer(s)
        return
    end_turn(s)


def end_location(round_: int) -> str:
    return "21a" if round_ <= 3 else "22"  # l.411, l.413


def end_turn(s: MaracaiboState) -> None:
    """The round ends after the turn of the first ship to reach the last location (l.421, l.472)."""
    who = s.current_player
    if s.seats[who].ship == end_location(s.round):
        scoring.start_scoring(s, who)
        return
    if s.jean is not None:  # Jean plays second, by herself (l.759)
        jean.turn(s)
        if s.jean.ship == end_location(s.round):  # her ship ends the round too (RULINGS A29)
            scoring.start_scoring(s, s.players)
            return
    start_turn(s, (who + 1) % s.players)


def pay_unreached_assistants(s: MaracaiboState) -> None:
    """Ships go back to Havana: assistants not reached this round pay 2 VP each (l.402)."""
    for who, seat in enumerate(s.seats):
        due = [a for a in seat.assistants if a[0] not in seat.declined]
        if due:
            gain_vp(s, who, 2 * len(due))
            s.say("assistant", who, "l.402", "assistants not reached: {0} VP", 2 * len(due))
        upd(s, who, declined=(), ship=HAVANA)
    if s.jean is not None:
        s.jean = s.jean.but(ship=HAVANA)


def declined_on_the_way(s: MaracaiboState, who: int) -> None:
    """Assistants behind the ship or on the branch not taken pay 2 VP each, once a round (l.400)."""
    seat = s.seats[who]
    ahead = REACH[s.round][seat.ship]
    due = [
        a[0] for a in seat.assistants if a[0] not in seat.declined and a[0] != seat.ship and a[0] not in ahead
    ]
    if due:
        gain_vp(s, who, 2 * len(due))
        upd(s, who, declined=(*seat.declined, *due))
        s.say("assistant", who, "l.400", "sails past assistants: {0} VP", 2 * len(due))


NATION_NAMES = NATIONS

# The phases' modules import this one, so they come last; a call-time import costs ~1 us on every move.
from . import choose, draw, jean, scoring  # noqa: E402
