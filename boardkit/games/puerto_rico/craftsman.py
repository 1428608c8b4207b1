"""Craftsman phase: everyone produces, the craftsman takes one extra good (l.296-308, l.507-543, l.636-640)."""

from __future__ import annotations

from boardkit.core import Action, IllegalAction, refuse

from . import optional
from .catalog import CORN, FACTORY_BONUS, GOODS, INDIGO, LARGE_PRODUCTION, PRODUCES, SUGAR, bid
from .flow import bump, by_colonist, by_noble, earn, finish_role, gain_vp, occupied, set_memo
from .state import PRState

FACTORY, AQUEDUCT, SPECIALTY = bid("factory"), bid("aqueduct"), bid("specialty_factory")
LIBRARY, CHAPEL, JEWELER = bid("library"), bid("chapel"), bid("jewelers_workshop")
LARGE_INDIGO, LARGE_SUGAR = bid("indigo_plant"), bid("sugar_mill")


def production(s: PRState, p: int) -> list[int]:
    """Goods the island can make: corn per occupied corn plantation, others limited by occupied production circles (l.515-517)."""
    seat = s.seats[p]
    circles = [0] * 5
    for b in seat.city:
        g = PRODUCES[b]
        if g >= 0 and seat.built[b] > 0:
            circles[g] += seat.built[b]
    out = [seat.staffed[CORN], 0, 0, 0, 0]
    for g in range(1, 5):
        out[g] = min(seat.staffed[g], circles[g])
    if s.new_buildings and occupied(seat, AQUEDUCT):
        # Aqueduct: +1 if the large plant made at least one good; plantations feed the large building first (A7).
        for g, large in ((INDIGO, LARGE_INDIGO), (SUGAR, LARGE_SUGAR)):
            if out[g] and seat.built[large] > 0:
                out[g] += 1
    return out


def start(s: PRState) -> None:
    s.phase = "craftsman"
    rp = s.role_player
    made_by_rp = 0
    for k in range(s.players):
        p = (rp + k) % s.players
        want = production(s, p)
        supply = list(s.goods_supply)
        got = [min(want[g], supply[g]) for g in range(5)]  # what the supply lacks is lost (l.307)
        if any(got):
            seat = s.seat(p)
            goods = list(seat.goods)
            for g in range(5):
                goods[g] += got[g]
                supply[g] -= got[g]
            seat.goods = tuple(goods)
            s.goods_supply = tuple(supply)
            s.say(
                "produce",
                p,
                "l.298",
                "produces {0}",
                ", ".join(f"{got[g]} {GOODS[g]}" for g in range(5) if got[g]),
            )
        seat = s.seats[p]
        kinds = sum(1 for x in got if x)
        if occupied(seat, FACTORY) and FACTORY_BONUS[kinds]:
            earn(s, p, FACTORY_BONUS[kinds])
            s.say(
                "factory",
                p,
                "l.638",
                "Factory: {0} kinds produced, +{1} doubloon(s)",
                kinds,
                FACTORY_BONUS[kinds],
            )
        if s.new_buildings and occupied(seat, SPECIALTY):
            most = max(got[1:])
            if most > 1:
                earn(s, p, most - 1)
                s.say("specialty_factory", p, "l.927", "Specialty factory: +{0} doubloon(s)", most - 1)
        if s.nobles:
            if by_colonist(seat, CHAPEL):
                earn(s, p, 1)
                s.say("chapel", p, "l.998", "Chapel (colonist): +1 doubloon")
            elif by_noble(seat, CHAPEL):
                gain_vp(s, p, 1)
                s.say("chapel", p, "l.998", "Chapel (noble): +1 VP")
            if occupied(seat, JEWELER) and seat.nobles:
                earn(s, p, seat.nobles)
                s.say("jeweler", p, "l.1048", "Jeweler's workshop: +{0} doubloon(s)", seat.nobles)
        if p == rp:
            made_by_rp = sum(1 << g for g in range(5) if got[g])
    extra = 2 if s.new_buildings and occupied(s.seats[rp], LIBRARY) else 1
    s.memo = {"kinds_made": made_by_rp, "extra_goods_left": extra if made_by_rp else 0}
    s.step = optional.CRAFTSMAN_PRIVILEGE  # the craftsman may take it or not (l.171)
    s.current_player = rp
    _next(s)


def _choices(s: PRState) -> list[int]:
    made = s.memo["kinds_made"]
    return [g for g in range(5) if made >> g & 1 and s.goods_supply[g] > 0]


def _next(s: PRState) -> None:
    if s.memo.get("extra_goods_left", 0) and _choices(s):
        return
    finish_role(s)


def legal(s: PRState) -> list[Action]:
    p = s.current_player
    return optional.craftsman_choice(p, [GOODS[g] for g in _choices(s)])


def apply(s: PRState, a: Action) -> None:
    """The privilege: one more good of a kind the craftsman produced this phase (l.302, A8), or none (l.171)."""
    p = a.player
    if a.kind == "decline":
        # Declining ends the privilege; with the Library the second good goes too (l.171).
        s.say("decline", p, "l.171", "declines the {0}", optional.CRAFTSMAN_PRIVILEGE)
        finish_role(s)
        return
    g = GOODS.index(a["good"])
    seat = s.seat(p)
    seat.goods = bump(seat.goods, g)
    s.goods_supply = bump(s.goods_supply, g, -1)
    set_memo(s, extra_goods_left=s.memo["extra_goods_left"] - 1)
    s.say("bonus", p, "l.302", "Craftsman's privilege: one more {0}", a["good"])
    _next(s)


def why_not(s: PRState, a: Action) -> IllegalAction | None:
    if a["benefit"] != optional.CRAFTSMAN_PRIVILEGE or s.step != optional.CRAFTSMAN_PRIVILEGE:
        return optional.why_not(s, a)
    return refuse(
        a, "the extra good must be of a kind you produced this phase, and left in the supply", "l.302"
    )


__all__ = ["LARGE_PRODUCTION"]
