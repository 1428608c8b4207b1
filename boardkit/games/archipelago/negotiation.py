"""What a digital table can hold of the negotiation (l.220-230): leave to harvest under another's city
(l.459, l.709), asked in one's round with florins offered for it (a bribe), granted or refused by the
city's holder as a decision of his. A grant pays the offer and holds for the rest of the asker's round;
each holder is asked once a round (RULINGS A33).
"""

from __future__ import annotations

from boardkit.core import Action

from .board import controller, free_icons, standing, unit_index
from .catalog import RESOURCES
from .economy import seat_set
from .moves import act
from .state import ArchipelagoState
from .wheel import HARVEST_IDS, shut_zones

MAX_OFFER = 10  # the florins a move may offer: enough for any harvest's worth, few enough to list
FISH = RESOURCES.index("fish")
KINDS = ("ask_leave", "answer")


def holders(s: ArchipelagoState, p: int) -> list[int]:
    """Seats whose city keeps an idle unit of ``p`` from a free icon it could harvest now (l.459), not
    asked yet in this round."""
    if not standing(s, "city"):
        return []  # no city, nobody to ask (most of a game's first turns)
    idle = unit_index(s).idle.get(p)  # (region, ship) -> p's free active units on the archipelago
    if not idle:
        return []
    asked = {q for q, asker, _ in s.permits if asker == p}
    bank = s.bank_cubes
    shut = shut_zones(s)
    ready = [r for r in range(len(RESOURCES)) if bank[r] and HARVEST_IDS[r] not in shut]
    out: set[int] = set()
    for region, ship in idle:
        q = controller(s, region, "city")
        if q < 0 or q == p or q in asked or q in out:
            continue
        for r in ready:
            if (r == FISH) == ship and free_icons(s, region, r) > 0:
                out.add(q)
                break
    return sorted(out)


def asks(s: ArchipelagoState, p: int) -> list[Action]:
    money = min(s.seats[p].money, MAX_OFFER)
    return [act("ask_leave", p, seat=q, florins=n) for q in holders(s, p) for n in range(money + 1)]


def answers(s: ArchipelagoState, p: int) -> list[Action]:
    return [act("answer", p, grant=True), act("answer", p, grant=False)]


def permitted(s: ArchipelagoState, holder: int, asker: int) -> bool:
    return (holder, asker, True) in s.permits


def ask(s: ArchipelagoState, a: Action, p: int) -> None:
    q, n = a["seat"], a["florins"]
    s.step, s.counter, s.detail, s.current_player = "leave", p, str(n), q
    s.say(
        "ask", p, "l.709", "asks P{0} for leave to harvest under the city, offering {1} florin(s)", q + 1, n
    )


def answer(s: ArchipelagoState, a: Action, q: int) -> None:
    asker, n = s.counter, int(s.detail)
    if a["grant"]:
        seat_set(s, asker, money=s.seats[asker].money - n)
        seat_set(s, q, money=s.seats[q].money + n)
        s.say("grant", q, "l.709", "grants P{0} leave to harvest for {1} florin(s)", asker + 1, n)
    else:
        s.say("refuse", q, "l.709", "refuses P{0} leave to harvest", asker + 1)
    s.permits = (*s.permits, (q, asker, bool(a["grant"])))
    s.current_player, s.step, s.counter, s.detail = asker, "round", 0, ""


def apply(s: ArchipelagoState, a: Action, p: int) -> None:
    (ask if a.kind == "ask_leave" else answer)(s, a, p)
