"""What buildings, missions, docks and tracks give: gains under the storage limit, payments with gold,
the religion and conquistador tracks, blue dice. Everything here changes a fresh state in place."""

from __future__ import annotations

from boardkit.core.rng import dice, take_rng

from .components import RESOURCES
from .maya import gain_store, gold_in, gold_out, protected
from .state import SantaMariaState, Seat, own

LIMIT = 3  # l.160
VALUE = {"wood": 1, "grain": 1, "sugar": 2, "gem": 2, "gold": 2}  # sale prices (l.296)


def gain(s: SantaMariaState, p: int, what: str, n: int, rule: str) -> None:
    """``p`` gains ``n`` of ``what`` (a resource, coins or points); a resource over the limit becomes coins (l.160)."""
    if s.maya_on and what not in ("coins", "points"):
        if p == s.maya_seat:  # storage tokens, and gold into the temple of gold (l.805-806, l.812)
            if what == "gold":
                gold_in(s, n, rule)
            else:
                gain_store(s, what, n, rule)
            return
        if what == "gold":  # from the Maya's gold storage while it lasts (l.814; RULINGS A61)
            gold_out(s, p, min(n, LIMIT - s.seats[p].gold))
    seat = own(s, p)
    if what == "coins":
        seat.coins += n
        s.say("gain", p, rule, "gains {0} coin(s)", n)
    elif what == "points":
        seat.points += n
        s.say("gain", p, rule, "gains {0} happiness", n)
    elif what == "cocoa":
        kept = min(n, seat.cocoa_stores - seat.cocoa)
        seat.cocoa += kept
        if kept:
            s.say("gain", p, rule, "fills a cocoa storage")
        else:  # a full storage takes nothing and gives nothing back (l.517)
            s.say("gain", p, "l.517", "has no empty cocoa storage: the cocoa is lost")
    else:
        have = getattr(seat, what)
        kept = min(n, LIMIT - have)
        if kept:
            setattr(seat, what, have + kept)
            s.say("gain", p, rule, "gains {0} {1}", kept, what)
        if n > kept:
            coins = (n - kept) * VALUE[what]
            seat.coins += coins
            s.say(
                "gain",
                p,
                "l.160",
                "has no room for {0} {1}: gains {2} coin(s) instead",
                n - kept,
                what,
                coins,
            )


def gain_all(s: SantaMariaState, p: int, what: dict[str, int], rule: str) -> None:
    for k, n in what.items():
        gain(s, p, k, n, rule)


def shortfall(seat: Seat, cost: dict[str, int]) -> int:
    """Gold still needed to pay ``cost``: gold pays for itself and for whatever else is missing (l.206)."""
    need = 0
    for k, n in cost.items():
        if k == "gold":
            need += n
        else:
            have = getattr(seat, k)
            if have < n:
                need += n - have
    return need


def can_pay(seat: Seat, cost: dict[str, int]) -> bool:
    return shortfall(seat, cost) <= seat.gold


def pay(s: SantaMariaState, p: int, cost: dict[str, int]) -> None:
    """Pay ``cost``: each resource from its own stock first, gold for the rest (l.89, l.206; RULINGS A10)."""
    seat = own(s, p)
    gold = 0
    for k, n in cost.items():
        if k == "gold":
            gold += n
            continue
        have = getattr(seat, k)
        used = min(have, n)
        setattr(seat, k, have - used)
        gold += n - used
    if gold > seat.gold:
        raise AssertionError("pay() called without enough gold; legal() checks can_pay")
    seat.gold -= gold


def cocoa_short(seat: Seat, n: int = 1) -> int:
    """Gold needed to pay ``n`` cocoa: the storages first, gold for the rest (l.524; RULINGS A10)."""
    return max(0, n - seat.cocoa)


def can_pay_special(seat: Seat, cost: dict[str, int]) -> bool:
    """A cost that may hold coins and cocoa besides resources; gold stands for cocoa, never for coins (l.505, l.524)."""
    rest = {k: v for k, v in cost.items() if k not in ("coins", "cocoa")}
    if seat.coins < cost.get("coins", 0):
        return False
    return shortfall(seat, rest) + cocoa_short(seat, cost.get("cocoa", 0)) <= seat.gold


def pay_special(s: SantaMariaState, p: int, cost: dict[str, int]) -> None:
    """Pay coins, cocoa (gold for what the storages lack) and resources (l.505, l.517, l.524; RULINGS A31)."""
    seat = own(s, p)
    seat.coins -= cost.get("coins", 0)
    cocoa = cost.get("cocoa", 0)
    used = min(seat.cocoa, cocoa)
    seat.cocoa -= used
    seat.gold -= cocoa - used
    pay(s, p, {k: v for k, v in cost.items() if k not in ("coins", "cocoa")})


def roll(s: SantaMariaState, n: int) -> list[int]:
    """``n`` dice from the state's generator (l.15, l.62)."""
    return dice(take_rng(s), n)


def add_blue_die(s: SantaMariaState, p: int, rule: str) -> None:
    """A monk symbol with a die gives a blue die, rolled at once (l.240); the variant adds it to the shared pool (l.402)."""
    seat = own(s, p)
    if seat.blue_owned >= s.data.n["blue_dice_per_player"]:
        return
    (face,) = roll(s, 1)
    seat.blue_owned += 1
    if s.shared_blue_dice:
        s.shared_blue = tuple(sorted((*s.shared_blue, face)))
        s.say("blue", p, rule, "unlocks a blue die: rolls {0} into the shared pool", face)
    else:
        seat.blue = tuple(sorted((*seat.blue, face)))
        s.say("blue", p, rule, "gains a blue die: rolls {0}", face)


def religion_steps(s: SantaMariaState, p: int, steps: int, rule: str) -> None:
    """Move the religion marker; past the end each step is a point (l.244). A monk symbol reached
    queues a monk placement (l.194, l.216); the 1st and 3rd give a blue die (l.240; RULINGS A3)."""
    seat = own(s, p)
    d = s.data
    monks: list[tuple[str, int]] = []
    for _ in range(steps):
        if seat.religion >= d.religion_end:
            seat.points += 1
            s.say("religion", p, "l.244", "is at the end of the religion track: gains 1 happiness")
            continue
        seat.religion += 1
        s.say("religion", p, rule, "moves to religion space {0}", seat.religion)
        if seat.religion in d.monk_spaces:
            k = d.monk_spaces.index(seat.religion)
            if k in (0, 2):
                add_blue_die(s, p, "l.240")
            # the Maya: a card or a filled storage token instead of a monk (l.820-823)
            monks.append(("maya_monk" if s.maya_on and p == s.maya_seat else "monk", 0))
    if monks:
        s.pending = (*monks, *s.pending)


def conquistador_step(s: SantaMariaState, p: int, rule: str) -> None:
    """One space forward, on top of any marker there (l.188); a gold symbol gives a gold (l.188, l.160)."""
    seat = own(s, p)
    if seat.conquistador >= s.data.conquistador_end:
        s.say("conquistador", p, "l.188", "is at the end of the conquistador track: no move this year")
        return
    seat.conquistador += 1
    seat.arrived = s.stamp
    s.stamp += 1
    s.say("conquistador", p, rule, "moves to conquistador space {0}", seat.conquistador)
    if seat.conquistador in s.data.gold_spaces:
        if (
            s.maya_on and p != s.maya_seat and protected(s, seat.conquistador)
        ):  # the Maya crossed it first (l.813)
            s.say("gold", p, "l.813", "finds the gold already defended by the Maya")
            return
        gain(s, p, "gold", 1, "l.188" if p != s.maya_seat else "l.812")


def resource_value(seat: Seat) -> int:
    """Coins the resources would sell for (l.296, l.340)."""
    return sum(getattr(seat, r) * VALUE[r] for r in RESOURCES)
