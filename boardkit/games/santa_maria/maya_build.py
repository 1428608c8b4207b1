"""A construction card (l.905-908): the building token paid for (wood: wooden, grain: straw) on a site not built."""

from __future__ import annotations

from boardkit.core import Action, IllegalAction, refuse

from .flow import resolve
from .maya import where
from .moves import move
from .state import SantaMariaState

KINDS = ("wooden", "straw")


def legal(s: SantaMariaState) -> list[Action]:
    p, d = s.maya_seat, s.data
    kind = KINDS[s.step[1]]
    tokens = sorted({b for b in s.buildings_left if d.maya_buildings[b]["kind"] == kind})
    sites = [x for i, x in enumerate(d.city.sites) if not s.city[i]]
    return [move("construct", p, ("building", b), ("site", x)) for b in tokens for x in sites]


def apply(s: SantaMariaState, a: Action) -> None:
    i = s.data.city.index[a["site"]]
    city = list(s.city)
    city[i] = a["building"]
    s.city = tuple(city)
    left = list(s.buildings_left)
    left.remove(a["building"])
    s.buildings_left = tuple(left)
    s.say(
        "construct", a.player, "l.905", "builds the {0} at site {1} of road {2}", a["building"], *where(s, i)
    )
    resolve(s)


def why_not(s: SantaMariaState, a: Action) -> IllegalAction:
    return refuse(a, "a token of the kind paid for, from the reserve, on a site not yet built", "l.905")
