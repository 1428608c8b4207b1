"""Phase 2, turn order (l.254-260): secret bids in the fist, shown together and spent; the highest
bidder sets the order. A tie bids again once (l.260), never with 2 players (l.1015).

The bids are made one seat after another, in turn order, as secret moves; nobody sees a bid until all
are in (RULINGS A31).
"""

from __future__ import annotations

from itertools import permutations
from typing import Any

from boardkit.core import Action, IllegalAction, refuse

from . import flow
from .catalog import CARD
from .economy import seat_set
from .moves import act
from .state import ArchipelagoState

BONUS = {CARD["king"].index: 3, CARD["queen"].index: 2}  # l.1436, l.1490 (RULINGS A10)


def bonus(s: ArchipelagoState, p: int) -> int:
    return sum(BONUS.get(c, 0) for c in s.seats[p].cards)


# (phase, seat, turn order or florins) -> the moves: a few lists met again and again, 120 orders for 5 players
_LISTS: dict[tuple[str, int, Any], tuple[Action, ...]] = {}


def legal(s: ArchipelagoState) -> list[Action]:
    p = s.current_player
    key = (s.phase, p, s.order) if s.phase == "ordering" else (s.phase, p, s.seats[p].money)
    found = _LISTS.get(key)
    if found is None:
        if len(_LISTS) > 10_000:  # a bound far above what games make
            _LISTS.clear()
        found = _LISTS[key] = tuple(_moves(s, p))
    return list(found)


_NAMED: dict[tuple[int, ...], tuple[str, ...]] = {}  # seat order -> its names, "P1" ...: 120 for 5 players


def _named(order: tuple[int, ...]) -> tuple[str, ...]:
    found = _NAMED.get(order)
    if found is None:
        found = _NAMED[order] = tuple(f"P{q + 1}" for q in order)
    return found


_SET_ORDER: dict[tuple[int, tuple[int, ...]], Action] = {}  # (seat, order) -> the move


def _set_order(p: int, order: tuple[int, ...]) -> Action:
    found = _SET_ORDER.get((p, order))
    if found is None:
        found = _SET_ORDER[(p, order)] = act("set_order", p, order=_named(order))
    return found


def _moves(s: ArchipelagoState, p: int) -> list[Action]:
    if s.phase == "ordering":
        return [_set_order(p, o) for o in permutations(s.order)]
    return [act("bid", p, amount=n) for n in range(s.seats[p].money + 1)]


def apply(s: ArchipelagoState, a: Action) -> None:
    p = a.player
    if a.kind == "set_order":
        s.order = tuple(int(name[1:]) - 1 for name in a["order"])
        s.say("order", p, "l.260", "sets the turn order: {0}", " ".join(a["order"]))
        flow.after_order(s)
        return
    seat_set(s, p, bid=(a["amount"],))
    s.say("bid", p, "l.258", "bids")  # never the amount: it stays in the fist until all are in
    s.bidders = s.bidders[1:]
    if s.bidders:
        s.current_player = s.bidders[0]
        return
    _reveal(s)


def _reveal(s: ArchipelagoState) -> None:
    """All fists open at once; every bid goes to the bank (l.258)."""
    shown = []
    for q in range(s.players):
        b = s.seats[q].bid
        shown.append(b[0] if b else -1)
        if b:
            seat_set(s, q, money=s.seats[q].money - b[0], bid=())
            s.bank_money += b[0]
    s.shown_bids = tuple(shown)
    bidders = [q for q in s.order if shown[q] >= 0]
    effective = {q: shown[q] + bonus(s, q) for q in bidders}
    s.say("bids", None, "l.258", "bids shown: {0}", ", ".join(f"P{q + 1} {shown[q]}" for q in bidders))
    best = max(effective.values())
    top = [q for q in bidders if effective[q] == best]
    if best == 0 and not s.tied:  # l.260: nobody bid anything
        s.say("order", None, "l.260", "nobody bid: the order stays")
        s.tied = ()
        flow.after_order(s)
        return
    if len(top) == 1:
        s.tied = ()
        s.phase, s.step = "ordering", "order"
        s.current_player = top[0]
        return
    if s.tied or s.players == 2:  # l.260 a second tie; l.1015 no second bid with 2 players
        s.say("order", None, "l.260", "a tie again: the order stays" if s.tied else "a tie: the order stays")
        s.tied = ()
        flow.after_order(s)
        return
    s.tied = tuple(top)
    s.say("order", None, "l.260", "a tie: {0} bid again", " ".join(f"P{q + 1}" for q in top))
    flow.open_bids(s, tuple(top))


def why_not(s: ArchipelagoState, a: Action) -> IllegalAction:
    if a.kind == "bid":
        return refuse(a, f"a bid is 0 to the {s.seats[a.player].money} florin(s) behind your screen", "l.258")
    return refuse(a, "name every player once, first player first", "l.260")
