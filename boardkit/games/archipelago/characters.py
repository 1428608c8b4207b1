"""The cards that ask for a choice, or for another player's answer, in the user's round: the Pirate
(l.1384), the Thief (l.1472), the Spy (l.1454), the Barbarian (l.1478) and the Pioneer's three hexes
(l.1390), as RULINGS A20 reads them. The Pioneer, the Missionary, the Admiral and Roads mark the round
(flow.PIONEER ...): the Exploration or Migration that follows reads the mark (RULINGS A41).

A step answered by another player (the Pirate's tribute, the Thief's fists) makes that player the
current one; ``counter`` keeps the card user's seat, who plays on when the answer is given.
"""

from __future__ import annotations

from boardkit.core import Action

from . import explore
from .board import free_icons
from .catalog import FACE, RESOURCES, hex_icons
from .economy import bank_to_screen, bump, seat_set
from .flow import ADMIRAL, MISSIONARY, PIONEER, ROADS, ROUND_ACTION
from .moves import act
from .state import BOX, ArchipelagoState
from .wheel import zone_open

FLAGS = {"pioneer": PIONEER, "missionary": MISSIONARY, "admiral": ADMIRAL, "roads": ROADS}
HANDS = ("left", "right")
STEPS = ("pirate", "tribute", "thief", "fists", "hand", "spy", "barbarian", "hex_choice")
KINDS = ("sink", "give", "rob", "fists", "take_hand", "spy_on", "occupy", "choose_hex")


# --- when a card can be used ----------------------------------------------------------------------


def possible(s: ArchipelagoState, p: int, st: dict) -> bool:
    """Whether the card step ``st`` can do anything for ``p`` now."""
    do = st["do"]
    if do == "flag":
        return _flag_possible(s, p, st["what"])
    if do == "pirate":
        return bool(prey(s, p))
    if do == "thief":
        return s.players > 1
    if do == "spy":
        return bool(spied(s, p))
    if do == "barbarian":
        return bool(occupiable(s, p))
    return True


def _flag_possible(s: ArchipelagoState, p: int, what: str) -> bool:
    """The mark is worth setting only while the round's wheel action can still be that action."""
    seat = s.seats[p]
    if s.flags & (ROUND_ACTION | FLAGS[what]) or seat.discs_used >= seat.discs:  # no disc left (has_disc)
        return False
    if what in ("pioneer", "missionary"):  # l.1390, l.1448: "during the Exploration action"
        return zone_open(s, "exploration") and explore.can_draw(s)
    # l.1502, l.1528: during the Migration action (phase_actions.migrants, one found is enough)
    return zone_open(s, "migration") and any(
        u.owner == p and u.region >= 0 and not u.lying and not u.busy and not u.moved for u in s.units
    )


def prey(s: ArchipelagoState, p: int) -> list[int]:
    """Opponents' ships in a region where ``p`` has a ship (l.1384)."""
    mine = {u.region for u in s.units if u.owner == p and u.ship and u.region >= 0}
    return [k for k, u in enumerate(s.units) if u.ship and u.owner != p and u.region in mine]


def spied(s: ArchipelagoState, p: int) -> list[int]:
    """Seats whose objective cards ``p`` has not seen yet (l.1454: any player, the Spy's owner too, A42)."""
    seen = set(s.seats[p].seen)
    return [
        q
        for q, seat in enumerate(s.seats)
        if q != p and seat.objectives and any((q, o) not in seen for o in seat.objectives)
    ]


def occupiable(s: ArchipelagoState, p: int) -> list[int]:
    """Regions with an active unoccupied inhabitant of ``p`` (RULINGS A43: the user's own) and a free
    icon left to plunder, while the bank has a coin to mark it (l.1069)."""
    if s.bank_money <= 0:
        return []
    regions = sorted(
        {
            u.region
            for u in s.units
            if u.owner == p and not u.ship and u.region >= 0 and not u.lying and not u.busy
        }
    )
    return [i for i in regions if _free(s, i)]


def _free(s: ArchipelagoState, i: int) -> list[int]:
    """The resources of the free icons of region ``i``, one entry per icon."""
    icons = FACE[s.regions[i].face].icons
    return [r for r in sorted(set(icons)) for _ in range(free_icons(s, i, r))]


# --- starting a card's step -----------------------------------------------------------------------


def start(s: ArchipelagoState, p: int, st: dict) -> None:
    do = st["do"]
    if do == "flag":
        s.flags |= FLAGS[st["what"]]
        return
    s.step = do  # pirate, thief, spy, barbarian: the user chooses next


# --- the moves ------------------------------------------------------------------------------------


def legal(s: ArchipelagoState, p: int) -> list[Action]:
    step = s.step
    if step == "pirate":
        return [act("sink", p, unit=k) for k in prey(s, p)]
    if step == "tribute":
        cubes = s.seats[p].cubes
        return [act("give", p, resource=res) for r, res in enumerate(RESOURCES) if cubes[r]]
    if step == "thief":
        return [act("rob", p, seat=q) for q in range(s.players) if q != p]
    if step == "fists":
        return [act("fists", p, left=a, right=b) for a, b in fist_pairs(s.seats[p].cubes)]
    if step == "hand":
        return [act("take_hand", p, hand=h) for h in HANDS]
    if step == "spy":
        return [act("spy_on", p, seat=q) for q in spied(s, p)]
    if step == "barbarian":
        return [act("occupy", p, region=i) for i in occupiable(s, p)]
    if step == "hex_choice":
        return [act("choose_hex", p, face=f) for f in dict.fromkeys(s.hex_choice)]
    raise ValueError(f"no card step {step!r}")


def fist_pairs(cubes: tuple[int, ...]) -> list[tuple[str, str]]:
    """A cube in each fist; with one cube, one fist stays empty (l.1129)."""
    held = [r for r, n in enumerate(cubes) if n]
    if sum(cubes) == 1:
        res = RESOURCES[held[0]]
        return [(res, ""), ("", res)]
    return [(RESOURCES[a], RESOURCES[b]) for a in held for b in held if a != b or cubes[a] >= 2]


def apply(s: ArchipelagoState, a: Action, p: int) -> None:
    _HANDLERS[a.kind](s, a, p)


def _back_to_user(s: ArchipelagoState) -> None:
    s.current_player, s.step, s.counter, s.detail = s.counter, "round", 0, ""


def _sink(s: ArchipelagoState, a: Action, p: int) -> None:
    k = a["unit"]
    victim = s.units[k].owner
    units = list(s.units)
    units[k] = units[k].but(region=BOX, spot="", lying=False, busy=False, moved=False, icon=-1)  # l.1111
    s.units = tuple(units)
    s.say("pirate", p, "l.1384", "sinks a ship of P{0}", victim + 1)
    if sum(s.seats[victim].cubes):
        s.step, s.counter, s.current_player = "tribute", p, victim  # the victim chooses the cube
    else:
        s.say("screen", victim, "l.1384", "lifts the screen: no cube to give")
        s.step = "round"


def _give(s: ArchipelagoState, a: Action, p: int) -> None:
    r = RESOURCES.index(a["resource"])
    to = s.counter
    seat_set(s, p, cubes=bump(s.seats[p].cubes, r, -1))
    seat_set(s, to, cubes=bump(s.seats[to].cubes, r, 1))
    s.say("tribute", p, "l.1384", "gives a {0} cube to P{1}", a["resource"], to + 1)
    _back_to_user(s)


def _rob(s: ArchipelagoState, a: Action, p: int) -> None:
    q = a["seat"]
    s.say("thief", p, "l.1472", "sends the Thief to P{0}", q + 1)
    if not sum(s.seats[q].cubes):
        s.say("screen", q, "l.1129", "lifts the screen: no cube to hide")
        s.step = "round"
        return
    s.step, s.counter, s.current_player = "fists", p, q


def _fists(s: ArchipelagoState, a: Action, p: int) -> None:
    fists = tuple(RESOURCES.index(x) if x else -1 for x in (a["left"], a["right"]))
    seat_set(s, p, fists=fists)
    s.say("fists", p, "l.1472", "hides a cube in each fist")  # a secret move: the cubes are not named
    thief = s.counter
    s.step, s.current_player, s.counter = "hand", thief, p  # counter: now the robbed seat


def _take_hand(s: ArchipelagoState, a: Action, p: int) -> None:
    q = s.counter
    r = s.seats[q].fists[HANDS.index(a["hand"])]
    seat_set(s, q, fists=())
    if r >= 0:
        seat_set(s, q, cubes=bump(s.seats[q].cubes, r, -1))
        seat_set(s, p, cubes=bump(s.seats[p].cubes, r, 1))
        s.say("thief", p, "l.1472", "takes the cube in the {0} fist of P{1}", a["hand"], q + 1)
    else:
        s.say("thief", p, "l.1129", "opens the {0} fist of P{1}: it is empty", a["hand"], q + 1)
    s.step, s.counter = "round", 0


def _spy_on(s: ArchipelagoState, a: Action, p: int) -> None:
    q = a["seat"]
    seen = tuple(x for x in s.seats[p].seen if x[0] != q)
    seat_set(s, p, seen=(*seen, *((q, o) for o in s.seats[q].objectives)))
    s.say("spy", p, "l.1454", "looks at the objective card of P{0}", q + 1)
    s.step = "round"


def _occupy(s: ArchipelagoState, a: Action, p: int) -> None:
    i = a["region"]
    got = []
    for r in _free(s, i):
        if s.bank_money <= 0:
            break  # a plundered icon carries a coin from the bank (l.1069)
        s.bank_money -= 1
        s.plundered = (*s.plundered, (i, r))
        if bank_to_screen(s, p, r):
            got.append(RESOURCES[r])
    s.say("barbarian", p, "l.1478", "plunders region {0}: {1}", i, ", ".join(got) or "nothing")
    s.step = "round"


def draw_three(s: ArchipelagoState) -> None:
    """The Pioneer's Exploration: the three top hexes, one to be chosen (l.1390)."""
    hexes = []
    while len(hexes) < 3 and explore.can_draw(s):
        hexes.append(explore.draw(s))
    s.hex_choice = tuple(hexes)
    s.step = "hex_choice"


def _choose_hex(s: ArchipelagoState, a: Action, p: int) -> None:
    rest = list(s.hex_choice)
    rest.remove(a["face"])
    s.drawn, s.hex_choice = a["face"], ()
    s.hex_discard = (*s.hex_discard, *rest)  # l.1390: the others are discarded
    s.step = "place"
    s.say("pioneer", p, "l.1390", "chooses a hex of the three, icons: {0}", hex_icons(a["face"]))


_HANDLERS = {
    "sink": _sink,
    "give": _give,
    "rob": _rob,
    "fists": _fists,
    "take_hand": _take_hand,
    "spy_on": _spy_on,
    "occupy": _occupy,
    "choose_hex": _choose_hex,
}

__all__ = ["KINDS", "STEPS", "apply", "draw_three", "legal", "possible", "start"]
