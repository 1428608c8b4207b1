"""The Maya's die on the road (l.841-845, l.939-945): it walks one road piece at a time, following the bends
and never turning back; each free building it enters is activated; it stops on a free building. A
technology card of the die's value may be played once while it walks (RULINGS A66)."""

from __future__ import annotations

from boardkit.core import Action, IllegalAction, refuse

from .effects import conquistador_step
from .flow import resolve
from .maya import free_sites, gain_store, reachable, tuck, where
from .maya_steps import activation, end_walk
from .moves import move
from .state import SantaMariaState


def targets(s: SantaMariaState) -> list[int]:
    """Sites the die may move on to: the road's next pieces, not back, with a free building ahead (l.843)."""
    city = s.data.city
    if not s.walk:
        nxt: tuple[int, ...] = (city.entry[s.walk_value],)  # from the die symbol onto its road (l.841)
    else:
        nxt = tuple(j for j in city.neighbours(s.walk[-1], s.city_roads) if j not in s.walk)
    return [j for j in nxt if reachable(s, j, s.walk)]


def can_stop(s: SantaMariaState) -> bool:
    return bool(s.walk) and bool(free_sites(s) >> s.walk[-1] & 1)


def tech_cards(s: SantaMariaState) -> list[str]:
    """Technology actions of the die's final value, one per die use (l.939, l.945)."""
    if s.tech_used:
        return []
    hand = s.seats[s.maya_seat].hand
    cards = s.data.cards
    return sorted({c for c in hand if cards[c].get("value") == s.walk_value})


def legal(s: SantaMariaState) -> list[Action]:
    p, sites = s.maya_seat, s.data.city.sites
    out = [move("walk", p, ("site", sites[j])) for j in targets(s)]
    if can_stop(s):
        out.append(move("stop", p))
    out += [move("tech", p, ("card", c)) for c in tech_cards(s)]
    if s.walk_die == "envoy" and not s.walk:  # another's ambassador die: the Maya may let it be (l.977)
        out.append(move("skip", p))
    return out


def apply(s: SantaMariaState, a: Action) -> None:
    p = a.player
    rest = s.pending
    if a.kind == "walk":
        i = s.data.city.index[a["site"]]
        free = free_sites(s) >> i & 1
        s.walk = (*s.walk, i)
        if free:
            s.say(
                "walk",
                p,
                "l.843",
                "the die reaches the {0} at site {1} of road {2} and activates it",
                s.city[i],
                *where(s, i),
            )
            s.pending = (*activation(s, i), ("city_walk", 0), *rest)
        else:
            s.say("walk", p, "l.843", "the die moves on to site {0} of road {1}", *where(s, i))
            s.pending = (("city_walk", 0), *rest)
    elif a.kind == "stop":
        i = s.walk[-1]
        if s.walk_die != "envoy":  # the die stays and blocks the building this year (l.841)
            on = list(s.city_on)
            on[i] = s.walk_die
            s.city_on = tuple(on)
        s.say("stop", p, "l.841", "the die stops on the {0} at site {1} of road {2}", s.city[i], *where(s, i))
        s.walk_die, s.walk = "", ()  # it lies on the city now
        s.pending = (("city_temple", i), *rest)
    elif a.kind == "tech":
        card = a["card"]
        bonus = s.data.cards[card]["bonus"]
        tuck(s, card, "technology")
        s.tech_used = True
        s.say(
            "tech",
            p,
            "l.943",
            "plays the {0}/{1} card for its technology bonus with the die of {2}: {3}",
            *s.data.cards[card]["districts"],
            s.walk_value,
            bonus,
        )
        steps: tuple = ()
        if bonus == "warrior":
            conquistador_step(s, p, "l.943")
        elif bonus == "religion":
            steps = (("religion", 0),)
        else:
            gain_store(s, bonus, 1, "l.943")  # only into an empty token (l.943)
        s.pending = (*steps, ("city_walk", 0), *rest)
    else:
        s.say("skip", p, "l.977", "lets the ambassador die pass the city by")
        end_walk(s)
    resolve(s)


def why_not(s: SantaMariaState, a: Action) -> IllegalAction:
    if a.kind == "walk":
        return refuse(
            a, "the die follows the road to a next site, never back, with a free building ahead", "l.843"
        )
    if a.kind == "stop":
        return refuse(a, "the die stops on a free building it has just activated", "l.843")
    if a.kind == "tech":
        return refuse(a, "one technology card a die, of the die's final value, from your hand", "l.945")
    return refuse(a, "only another player's ambassador die may be let pass", "l.977")
