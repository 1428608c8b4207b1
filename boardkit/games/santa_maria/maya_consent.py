"""Trades with other players during a trade card (l.927-929): the Maya offers one resource (gold from its
gold storage included) for 1-3 coins, or 1-3 coins for one resource; the player asked accepts or declines
(RULINGS A65)."""

from __future__ import annotations

from boardkit.core import Action, IllegalAction, refuse

from .effects import LIMIT
from .maya import capacity
from .maya_data import STORES
from .moves import move
from .state import SantaMariaState, own

GOODS = (*STORES, "gold")
PRICES = (1, 2, 3)


def _room(s: SantaMariaState, q: int, r: str) -> bool:
    """Room for one more: a colonist's storage limit (l.160) or cocoa storage (l.517)."""
    seat = s.seats[q]
    return seat.cocoa < seat.cocoa_stores if r == "cocoa" else getattr(seat, r) < LIMIT


def _maya_has(s: SantaMariaState, r: str) -> bool:
    return s.gold_temple > 0 if r == "gold" else getattr(s.seats[s.maya_seat], r) > 0


def _maya_room(s: SantaMariaState, r: str) -> bool:
    return r == "gold" or getattr(s.seats[s.maya_seat], r) < capacity(s, r)


def offers(s: SantaMariaState) -> list[Action]:
    """Every offer the Maya may make now; none in the solo game (l.973)."""
    p, maya = s.maya_seat, s.seats[s.maya_seat]
    out = []
    for q in range(s.players):
        if q == p:
            continue
        other = s.seats[q]
        for r in GOODS:
            for n in PRICES:
                if _maya_has(s, r) and other.coins >= n and _room(s, q, r):
                    out.append(move("offer", p, ("to", q), ("give", r), ("get", "coins"), ("coins", n)))
                if maya.coins >= n and getattr(other, r) > 0 and _maya_room(s, r):
                    out.append(move("offer", p, ("to", q), ("give", "coins"), ("get", r), ("coins", n)))
    return out


def make_offer(s: SantaMariaState, a: Action) -> None:
    q = a["to"]
    s.offer = (str(q), a["give"], a["get"], str(a["coins"]))
    s.say(
        "offer",
        a.player,
        "l.927",
        "offers P{0}: {1} for {2} ({3} {4})",
        q + 1,
        a["give"],
        a["get"],
        a["coins"],
        "coin" if a["coins"] == 1 else "coins",
    )
    s.current_player, s.phase, s.step = q, "consent", ("consent", q)


def legal(s: SantaMariaState) -> list[Action]:
    q = s.current_player
    return [move("accept", q), move("decline", q)]


def apply(s: SantaMariaState, a: Action) -> None:
    q, p = a.player, s.maya_seat
    _, give, get, n = s.offer
    coins = int(n)
    if a.kind == "accept":
        maya, other = own(s, p), own(s, q)
        good = get if give == "coins" else give
        if give == "coins":  # the Maya pays coins for a resource (l.927)
            maya.coins, other.coins = maya.coins - coins, other.coins + coins
            setattr(other, good, getattr(other, good) - 1)
            if good == "gold":
                s.gold_temple += 1  # the Maya's gold lies in the temple of gold (l.812)
            else:
                setattr(maya, good, getattr(maya, good) + 1)
        else:  # the Maya gives a resource for coins (l.929: flips its token, the other takes one from the reserve)
            maya.coins, other.coins = maya.coins + coins, other.coins - coins
            if good == "gold":
                s.gold_temple -= 1
            else:
                setattr(maya, good, getattr(maya, good) - 1)
            setattr(other, good, getattr(other, good) + 1)
        s.say("accept", q, "l.927", "accepts the Maya's trade")
    else:
        s.say("decline", q, "l.927", "declines the Maya's trade")
    s.offer = ()
    s.current_player, s.phase, s.step = p, "city_trade", ("city_trade", 0)


def why_not(s: SantaMariaState, a: Action) -> IllegalAction:
    return refuse(a, "the player asked accepts or declines the Maya's offer", "l.927")
