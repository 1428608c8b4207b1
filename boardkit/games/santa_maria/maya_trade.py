"""A trade card (l.918-925): after its 1 coin, any number of trades with the reserve: cocoa for 1 coin,
grain or wood for 2, any resource sold for 1; and for 1 coin cards set aside go under the deck and as
many are drawn; offers to other players (maya_consent.py, l.927)."""

from __future__ import annotations

from boardkit.core import Action, IllegalAction, refuse

from .flow import resolve
from .maya import capacity, draw
from .maya_consent import make_offer, offers
from .maya_data import STORES
from .moves import move
from .state import SantaMariaState, own


def price(s: SantaMariaState, r: str) -> int:
    m = s.data.m
    return m["cocoa_price"] if r == "cocoa" else m["simple_price"]


def legal(s: SantaMariaState) -> list[Action]:
    p = s.maya_seat
    seat = s.seats[p]
    if seat.aside:  # the set-aside cards first go under the deck (l.922)
        return [move("redraw", p), *(move("set_aside", p, ("card", c)) for c in sorted(set(seat.hand)))]
    out = []
    for r in ("cocoa", "grain", "wood"):
        if getattr(seat, r) < capacity(s, r) and seat.coins >= price(s, r):
            out.append(move("reserve_buy", p, ("resource", r)))
    out += [move("reserve_sell", p, ("resource", r)) for r in STORES if getattr(seat, r)]
    if seat.coins >= s.data.m["redraw_price"] and s.maya_deck:
        out += [move("set_aside", p, ("card", c)) for c in sorted(set(seat.hand))]
    out += offers(s)
    out.append(move("done", p))
    return out


def apply(s: SantaMariaState, a: Action) -> None:
    p = a.player
    seat = own(s, p)
    m = s.data.m
    if a.kind == "offer":
        make_offer(s, a)
    elif a.kind == "reserve_buy":
        r = a["resource"]
        seat.coins -= price(s, r)
        setattr(seat, r, getattr(seat, r) + 1)
        s.say("buy", p, "l.923", "buys 1 {0} for {1} coin(s)", r, price(s, r))
    elif a.kind == "reserve_sell":
        r = a["resource"]
        setattr(seat, r, getattr(seat, r) - 1)
        seat.coins += m["sale_price"]
        s.say("sell", p, "l.925", "sells 1 {0} for {1} coin(s)", r, m["sale_price"])
    elif a.kind == "set_aside":
        if not seat.aside:
            seat.coins -= m["redraw_price"]
            s.say("redraw", p, "l.922", "pays {0} coins to change cards", m["redraw_price"])
        hand = list(seat.hand)
        hand.remove(a["card"])
        seat.hand, seat.aside = tuple(hand), (*seat.aside, a["card"])
        s.say("aside", p, "l.922", "sets a card aside")  # never which: the card stays hidden
    elif a.kind == "redraw":
        n = len(seat.aside)
        s.maya_deck, seat.aside = (*s.maya_deck, *sorted(seat.aside)), ()
        s.say("redraw", p, "l.922", "puts {0} cards under the deck", n)
        draw(s, n, "l.922")
    else:
        s.say("done", p, "l.918", "ends the trade")
        resolve(s)
        return
    # the trade goes on: the same phase and step


def why_not(s: SantaMariaState, a: Action) -> IllegalAction:
    if s.seats[a.player].aside and a.kind not in ("redraw", "set_aside"):
        return refuse(a, "the cards set aside go under the deck and as many are drawn first", "l.922")
    if a.kind == "reserve_buy":
        return refuse(
            a,
            "the reserve sells cocoa for 1 coin, grain or wood for 2, into an empty storage token",
            "l.923-924",
        )
    if a.kind == "reserve_sell":
        return refuse(a, "you sell a resource you hold, for 1 coin", "l.925")
    if a.kind == "offer":
        return refuse(a, "one resource for 1-3 coins or back, with a player who has them and room", "l.927")
    return refuse(a, "changing cards costs 1 coin, with cards in the deck", "l.922")
