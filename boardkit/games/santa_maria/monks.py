"""Placing a monk on a special place: a scholar, a bishop or a Christian mission; 2 coins to each other
player already there, never twice on one place (l.212-234)."""

from __future__ import annotations

from boardkit.core import Action, IllegalAction, refuse

from .effects import gain_all
from .flow import resolve
from .moves import SKIP, move
from .scholars import LAW, monk_fee
from .state import SantaMariaState, own


def places(s: SantaMariaState) -> tuple[str, ...]:
    return (*s.scholars, *s.bishops, *s.missions)


def fee(s: SantaMariaState, place: str, p: int) -> int:
    """What ``p`` pays to place a monk on ``place``: 2 coins to each other player there (l.216), 1 with Law."""
    return monk_fee(s, p) * sum(1 for q in s.monks_at[place] if q != p)


def legal_places(s: SantaMariaState) -> list[str]:
    p = s.current_player
    seat = s.seats[p]
    if not seat.monks:
        return []
    each, at = monk_fee(s, p), s.monks_at
    # the fee: each other player's monk there (l.216); none can afford more than their coins (RULINGS A20)
    return [x for x in places(s) if p not in at[x] and each * len(at[x]) <= seat.coins]


def legal(s: SantaMariaState) -> list[Action]:
    p = s.current_player
    out = [move("monk", p, ("place", x)) for x in legal_places(s)]
    out.append(SKIP[p])
    return out


def apply(s: SantaMariaState, a: Action) -> None:
    p = a.player
    if a.kind == "skip":
        s.say("skip", p, "l.216", "places no monk")
        resolve(s)
        return
    x = a["place"]
    seat = own(s, p)
    each = monk_fee(s, p)
    if each != s.data.n["monk_fee"] and any(q != p for q in s.monks_at[x]):
        s.say("scholar", p, "l.216", "uses the scholar {0}", LAW)
    for q in s.monks_at[x]:
        if q != p:
            seat.coins -= each
            own(s, q).coins += each
            s.say("fee", p, "l.216", "pays {0} coin(s) to P{1}", each, q + 1)
    seat.monks -= 1
    at = dict(s.monks_at)
    at[x] = (*at[x], p)
    s.monks_at = at
    s.say("monk", p, "l.216", "places a monk on {0}", x)
    if x in s.missions:
        gain_all(s, p, s.data.missions[x], "l.230")  # every placer gains it (RULINGS A18)
    resolve(s)


def why_not(s: SantaMariaState, a: Action) -> IllegalAction:
    x, p = a["place"], a.player
    if x not in places(s):
        return refuse(a, f"the special places are {', '.join(places(s))}", "l.216")
    if p in s.monks_at[x]:
        return refuse(a, "you may not place a monk where you already have one", "l.216")
    if not s.seats[p].monks:
        return refuse(a, "all six of your monks are placed", "l.46")
    return refuse(
        a, f"placing here costs {fee(s, x, p)} coin(s), {monk_fee(s, p)} to each other player there", "l.216"
    )
