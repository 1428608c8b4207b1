"""Phase 6, buying development cards (l.727-794): each player in turn order either buys a card and
turns one other, or turns two different cards (l.733-738). A card turned to the skull is discarded
(l.754); empty slots are refilled one card at a time, and each new top of the deck shows its back: red
zones are played at once (l.770, l.792).

Steps: ``choose`` (buy or first turn), ``turn_one`` (after a buy), ``turn_two`` (the second turn).
"""

from __future__ import annotations

from boardkit.core import Action, IllegalAction, refuse

from . import flow
from .catalog import BACKS, CARDS, SKULL
from .economy import seat_set
from .moves import act, act1
from .state import ArchipelagoState


def price(s: ArchipelagoState, slot: int) -> int:
    """The corner the red arrow points at (l.742-744)."""
    return s.data.card_prices[s.track[slot]][s.turns[slot]]  # correctable: new_game(data=...)


def legal(s: ArchipelagoState) -> list[Action]:
    p = s.current_player
    filled = [i for i, c in enumerate(s.track) if c >= 0]
    out = []
    if s.step == "choose":
        money = s.seats[p].money
        out += [act1("buy", p, "slot", i) for i in filled if price(s, i) <= money]
        out += [act1("turn_card", p, "slot", i) for i in filled]
    else:
        out += [act1("turn_card", p, "slot", i) for i in filled if i != s.counter - 1]
    return out or [act("skip_development", p)]


def apply(s: ArchipelagoState, a: Action) -> None:
    p = a.player
    if a.kind == "skip_development":
        s.say("development", p, "l.733", "has no card to buy or turn")
        _finish(s)
        return
    slot = a["slot"]
    card = s.track[slot]
    if a.kind == "buy":
        cost = price(s, slot)
        seat = s.seats[p]
        seat_set(s, p, money=seat.money - cost, cards=(*seat.cards, card))
        s.bank_money += cost
        s.track = _set(s.track, slot, -1)
        s.say("buy", p, "l.744", "buys {0} for {1}", CARDS[card].id, cost)
        s.step = "turn_one"
        s.counter = 0
        if not any(c >= 0 for c in s.track):
            _finish(s)
        return
    turns = s.turns[slot] + 1  # l.748
    s.turns = _set(s.turns, slot, turns)
    if turns >= SKULL:  # l.754
        s.track = _set(s.track, slot, -1)
        s.turns = _set(s.turns, slot, 0)
        s.dev_discard = (*s.dev_discard, card)
        s.say("turn", p, "l.754", "turns {0} to the skull: discarded", CARDS[card].id)
    else:
        s.say(
            "turn", p, "l.748", "turns {0}: it now costs {1}", CARDS[card].id, s.data.card_prices[card][turns]
        )
    if s.step == "choose":
        s.step, s.counter = "turn_two", slot + 1
        if not any(c >= 0 for i, c in enumerate(s.track) if i != slot):
            _finish(s)
        return
    _finish(s)


def _set(values: tuple[int, ...], i: int, v: int) -> tuple[int, ...]:
    out = list(values)
    out[i] = v
    return tuple(out)


def _finish(s: ArchipelagoState) -> None:
    """Refill the empty slots one card at a time (l.756); each new top back may hold red zones (l.770)."""
    queue = list(s.queue)
    for i in range(len(s.track)):
        if s.track[i] >= 0 or not s.deck:  # an empty deck leaves the slot empty (RULINGS A35)
            continue
        s.track = _set(s.track, i, s.deck[0])
        s.turns = _set(s.turns, i, 0)
        s.deck = s.deck[1:]
        s.top_back = CARDS[s.deck[0]].back if s.deck else -1
        if s.top_back >= 0:
            back = BACKS[s.top_back]
            halves = [h for h, z in (("top", back.top), ("bottom", back.bottom)) if z["red"]]
            halves.sort(
                key=lambda h: {"internal": 0, "external": 1, "event": 2}[flow.zone_of(s.top_back, h)["kind"]]
            )
            queue += [f"{h}:{s.top_back}" for h in halves]
    s.step, s.counter = "choose", 0
    if queue:
        s.queue = tuple(queue)
        s.say("red", None, "l.770", "the new top of the deck shows a red zone: it is played at once")
        flow.run_queue(s, "development")
    else:
        flow.next_developer(s)


def why_not(s: ArchipelagoState, a: Action) -> IllegalAction:
    slot = a.get("slot", -1)
    if a.kind == "skip_development":
        return refuse(a, "a card can still be bought or turned", "l.733")
    if not 0 <= slot < len(s.track) or s.track[slot] < 0:
        return refuse(a, "there is no card in that slot", "l.731")
    if a.kind == "buy" and s.step != "choose":
        return refuse(a, "one card per development turn; now turn another card", "l.735")
    if a.kind == "buy":
        return refuse(a, f"it costs {price(s, slot)} florin(s)", "l.744")
    return refuse(a, "turn two different cards", "l.738")
