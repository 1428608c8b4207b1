"""The Maya's small choices: a monk symbol (a card or a filled storage, l.820-823), pass space 4 (fill a
storage token, l.951), a temple's storage token (l.871) and road token (l.872); RULINGS A68."""

from __future__ import annotations

from boardkit.core import Action, IllegalAction, refuse

from .flow import resolve
from .maya import draw
from .maya_data import STORES
from .maya_steps import empty_stores, free_forks
from .moves import move
from .state import SantaMariaState, own


def legal(s: SantaMariaState) -> list[Action]:
    p, kind = s.maya_seat, s.step[0]
    out = []
    if kind in ("city_fill", "maya_monk"):
        out += [move("fill", p, ("resource", r)) for r in empty_stores(s)]
    if kind == "maya_monk" and s.maya_deck:
        out.append(move("draw_card", p))
    if kind == "city_store":
        out += [move("store", p, ("resource", r)) for k, r in enumerate(STORES) if s.spare[k]]
    if kind == "city_fork":
        out += [move("fork", p, ("fork", f)) for f in free_forks(s)]
    return out


def apply(s: SantaMariaState, a: Action) -> None:
    p = a.player
    seat = own(s, p)
    if a.kind == "fill":
        r = a["resource"]
        setattr(seat, r, getattr(seat, r) + 1)
        s.say(
            "fill",
            p,
            "l.823" if s.step[0] == "maya_monk" else "l.951",
            "turns a {0} storage token to filled",
            r,
        )
    elif a.kind == "draw_card":
        draw(s, 1, "l.822")
    elif a.kind == "store":
        r = a["resource"]
        k = STORES.index(r)
        stores, spare = list(s.stores), list(s.spare)
        stores[k] += 1
        spare[k] -= 1
        s.stores, s.spare = tuple(stores), tuple(spare)
        setattr(seat, r, getattr(seat, r) + 1)
        if r == "cocoa":
            seat.cocoa_stores += 1
        s.say("store", p, "l.871", "takes a {0} storage token, filled", r)
    else:
        s.city_roads = (*s.city_roads, a["fork"])
        city = s.data.city
        k = city.forks.index(a["fork"])
        joins = (city.road_of[i] for i in city.fork_ends[k])
        # named as l.872 names it: the road it lies on and the two roads it joins
        s.say(
            "fork",
            p,
            "l.872",
            "lays a road token on road {0}, joining roads {1} and {2}",
            city.fork_road[k],
            *joins,
        )
    resolve(s)


def why_not(s: SantaMariaState, a: Action) -> IllegalAction:
    return refuse(a, "not a choice this effect offers", "l.820-823, l.871-872, l.951")
