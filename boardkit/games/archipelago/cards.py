"""Using development cards in one's round (l.796-862) and building wonders (l.866-882).

Owner-only cards are used by their owner, who pays the bank; any-player cards by anyone, a non-owner
paying the owner the florin cost + 1 (l.818-822). A used card is turned and waits for the next release
(l.800). The cards that ask for a choice or another player's answer play on in characters.py.
"""

from __future__ import annotations

from boardkit.core import Action

from . import characters, explore, flow
from .board import buildings_of, controlled
from .catalog import BACKS, CARD, CARDS, MAX_DISCS, RESOURCES, SHIPS, ZONE_SIZE
from .economy import bump, can_pay, move_labor, move_rebellion, pay, seat_set
from .flow import EXPLORE_REJECTED, ROUND_CARD
from .moves import act, act2
from .state import BOX, WONDER, ArchipelagoState, Unit

BOOST_SHIFT = 4


def boost(s: ArchipelagoState) -> int:
    """The resource a x2 card doubles in this round, or -1 (l.854)."""
    return ((s.flags >> BOOST_SHIFT) & 15) - 1


def owner_of(s: ArchipelagoState, card: int) -> int:
    for q, seat in enumerate(s.seats):
        if card in seat.cards:
            return q
    return -1


def _discs_free(s: ArchipelagoState, p: int) -> int:
    seat = s.seats[p]
    return seat.discs - seat.discs_used


def _fee(card_money: int, user: int, owner: int) -> int:
    return card_money + 1 if user != owner else card_money  # l.822


def min_price(s: ArchipelagoState, c: int) -> int:
    return min(s.data.card_prices[c])  # l.834; correctable: new_game(data=...)


def uses(s: ArchipelagoState, p: int) -> list[Action]:
    out = []
    data = s.data  # correctable: new_game(data=...)
    free = _discs_free(s, p)
    anyone, discs, money = data.card_any, data.card_discs, data.card_money
    for q, seat in enumerate(s.seats):
        rotated = seat.rotated
        for c in seat.cards:
            options = _USES[c]
            if options is None or c in rotated:
                continue
            if q != p and not anyone[c]:  # l.818
                continue
            if free < discs[c]:
                continue
            fee = _fee(money[c], p, q)
            for move, cubes, steps in options[p]:
                if can_pay(s, p, cubes, fee) and (steps is None or _effect_possible(s, p, steps)):
                    out.append(move)
    return out


# the steps whose effect may be impossible now (_effect_possible); a card without them always has one
_CHECKED = frozenset(
    ("double", "free_action", "prophet", "pick", "flag", "pirate", "thief", "spy", "barbarian")
)


def _uses_of(c: int) -> tuple | None:
    """Per seat, (move, cube cost, steps to check or None) of each option of card ``c``; None: not usable."""
    card = CARDS[c]
    if card.wonder or not card.usable:
        return None
    return tuple(
        tuple(
            (
                act2("use_card", p, "card", card.id, "option", o),
                cubes,
                steps if any(st["do"] in _CHECKED for st in steps) else None,
            )
            for o, (cubes, steps) in enumerate(card.options)
        )
        for p in range(MAX_SEATS)
    )


def _effect_possible(s: ArchipelagoState, p: int, steps: tuple[dict, ...]) -> bool:
    for st in steps:
        do = st["do"]
        if do == "double" and s.flags & ROUND_ACTION_BIT:
            return False  # the harvest of this round is already over
        if do == "free_action" and st["action"] == "exploration" and not (s.hex_stack or s.hex_discard):
            return False
        if do == "prophet" and not controlled(s, p, "church"):
            return False
        if do == "pick" and st["what"] == "assassin" and not _victims(s, p):
            return False
        if do == "pick" and st["what"] != "assassin" and not s.deck:
            return False
        if do in ("flag", "pirate", "thief", "spy", "barbarian") and not characters.possible(s, p, st):
            return False
    return True


def _victims(s: ArchipelagoState, p: int) -> list[int]:
    """Opponents' characters the Assassin can pay for; never itself (l.1402)."""
    money = s.seats[p].money
    return [
        c
        for q, seat in enumerate(s.seats)
        if q != p
        for c in seat.cards
        if CARDS[c].kind == "character" and CARDS[c].id != "assassin" and min_price(s, c) <= money
    ]


def _start_pick(s: ArchipelagoState, p: int, what: str) -> None:
    s.step, s.detail = "pick", what
    if what != "assassin":  # l.1378, l.1396: the top five cards are turned up
        s.shown, s.deck = s.deck[:5], s.deck[5:]
        s.top_back = CARDS[s.deck[0]].back if s.deck else -1


def picks(s: ArchipelagoState, p: int) -> list[Action]:
    """The cards the Assassin may remove, or the Researcher/Detective may buy at minimum cost."""
    if s.detail == "assassin":
        return [act("pick_card", p, card=CARDS[c].id) for c in _victims(s, p)]
    kind = "progress" if s.detail == "researcher" else "character"
    money = s.seats[p].money
    out = [
        act("pick_card", p, card=CARDS[c].id)
        for c in s.shown
        if CARDS[c].kind == kind and min_price(s, c) <= money
    ]
    return [*out, act("stop", p)]


def pick(s: ArchipelagoState, a: Action, p: int) -> None:
    c = CARD[a["card"]] if a.kind == "pick_card" else None
    if s.detail == "assassin":
        q = owner_of(s, c.index)
        seat = s.seats[q]
        kept = tuple(x for x in seat.cards if x != c.index)
        seat_set(s, q, cards=kept, rotated=tuple(x for x in seat.rotated if x != c.index))
        s.dev_discard = (*s.dev_discard, c.index)
        cost = min_price(s, c.index)
        seat_set(s, p, money=s.seats[p].money - cost)
        s.bank_money += cost  # the payee is not printed: the bank (RULINGS A38)
        s.say("assassin", p, "l.1402", "removes {0} of P{1}", c.id, q + 1)
        s.step, s.detail = "round", ""
        return
    if c is not None:
        seat = s.seats[p]
        cost = min_price(s, c.index)
        seat_set(s, p, money=seat.money - cost, cards=(*seat.cards, c.index))
        s.bank_money += cost
        s.say("research", p, "l.1378", "buys {0} at its minimum cost {1}", c.id, cost)
    s.dev_discard = (*s.dev_discard, *(x for x in s.shown if c is None or x != c.index))
    s.shown = ()
    s.step, s.detail = "round", ""
    if s.top_back >= 0:  # l.1105: the red zones of the sixth card, the new top, are played at once
        back = BACKS[s.top_back]
        halves = [h for h, z in (("top", back.top), ("bottom", back.bottom)) if z["red"]]
        if halves:
            order = {"internal": 0, "external": 1, "event": 2}
            halves.sort(key=lambda h: order[flow.zone_of(s.top_back, h)["kind"]])
            s.queue = tuple(f"{h}:{s.top_back}" for h in halves)
            s.mover = p
            flow.run_queue(s, "round")


ROUND_ACTION_BIT = 1


def wonders(s: ArchipelagoState, p: int) -> list[Action]:
    seat = s.seats[p]
    out = []
    for c in seat.cards:
        card = CARDS[c]
        if not card.wonder or c in seat.built:
            continue
        if card.requires and not controlled(s, p, card.requires):  # l.882, l.1073
            continue
        cubes, _ = card.options[0]
        if _discs_free(s, p) < s.data.card_discs[c] or not can_pay(s, p, cubes, 0):
            continue
        for k, u in enumerate(s.units):
            if u.owner == p and not u.ship and u.region >= 0 and not u.lying and not u.busy:
                out.append(act("build_wonder", p, card=card.id, unit=k))  # l.874
    return out


def use(s: ArchipelagoState, a: Action, p: int) -> None:
    card = CARD[a["card"]]
    q = owner_of(s, card.index)
    cubes, steps = card.options[a["option"]]
    fee = _fee(s.data.card_money[card.index], p, q)
    pay(s, p, cubes, 0)
    seat_set(s, p, money=s.seats[p].money - fee)
    if q == p:
        s.bank_money += fee
    else:
        seat_set(s, q, money=s.seats[q].money + fee)  # l.822
    discs = s.data.card_discs[card.index]
    if discs:
        seat_set(s, p, discs_used=s.seats[p].discs_used + discs)  # l.826
    seat_set(s, q, rotated=(*s.seats[q].rotated, card.index))  # l.800
    s.flags |= ROUND_CARD
    s.say("card", p, card.source, "uses {0}", card.id)
    for st in steps:
        _do(s, p, st)


def build_wonder(s: ArchipelagoState, a: Action, p: int) -> None:
    card = CARD[a["card"]]
    cubes, steps = card.options[0]
    pay(s, p, cubes, 0)
    seat = s.seats[p]
    seat_set(
        s, p, discs_used=seat.discs_used + s.data.card_discs[card.index], built=(*seat.built, card.index)
    )
    units = list(s.units)
    units[a["unit"]] = units[a["unit"]].but(region=WONDER, spot="", busy=False, moved=False)
    s.units = tuple(units)
    s.population -= 1  # l.874
    s.flags |= ROUND_CARD
    s.say("wonder", p, "l.872", "builds the wonder {0}", card.id)
    for st in steps:
        _do(s, p, st)


def _do(s: ArchipelagoState, p: int, st: dict) -> None:
    do = st["do"]
    if do == "money":
        gain = min(st["n"], s.bank_money)
        s.bank_money -= gain
        seat_set(s, p, money=s.seats[p].money + gain)
    elif do == "rebellion":
        move_rebellion(s, st["n"])
    elif do == "labor":
        move_labor(s, st["n"])
    elif do == "rebellion_per_church":
        move_rebellion(s, st["n"] * buildings_of(s, "church"))  # l.1115, l.1073
    elif do == "rebellion_per_own_church":
        move_rebellion(s, st["n"] * len(controlled(s, p, "church")))
    elif do == "archbishop":
        c = buildings_of(s, "church")
        move_rebellion(s, -1 if c <= 2 else -2 if c <= 4 else -3)  # l.1061-1065
    elif do == "labor_per_port":
        move_labor(s, st["n"] * buildings_of(s, "port"))  # l.1081
    elif do == "stand_up_own":
        s.units = tuple(u.but(lying=False) if u.owner == p and u.lying else u for u in s.units)  # l.1582
    elif do == "release_own":
        s.units = tuple(
            u.but(busy=False, spot="" if u.spot == "icon" else u.spot, icon=-1)
            if u.owner == p and u.busy and not u.ship
            else u
            for u in s.units
        )  # l.1544
    elif do == "treasurer":
        gain = min(s.seats[p].money // 5, s.bank_money)  # l.1466
        s.bank_money -= gain
        seat_set(s, p, money=s.seats[p].money + gain)
    elif do == "double":
        s.flags = (s.flags & ~(15 << BOOST_SHIFT)) | ((RESOURCES.index(st["resource"]) + 1) << BOOST_SHIFT)
    elif do == "prophet":  # l.1420: one inhabitant moves per church he controls
        s.step, s.detail, s.counter = "migrating", "prophet", len(controlled(s, p, "church"))
    elif do == "pick":
        _start_pick(s, p, st["what"])
    elif do == "lighthouse":
        _lighthouse(s)
    elif do == "free_action":
        _free_action(s, st["action"])
    elif do == "free_trades":
        s.step, s.counter, s.detail = "trading", 99, f"{st['board']}:*"  # l.1460, l.1496
    elif do in ("flag", "pirate", "thief", "spy", "barbarian"):
        characters.start(s, p, st)  # l.1384, l.1390, l.1448, l.1454, l.1472, l.1478, l.1502, l.1528
    elif do in ("market_add", "market_move", "external_add_or_remove"):
        s.step, s.detail = "shift", do
        s.counter = st.get("n", 1)
    else:
        raise ValueError(f"no card effect {do!r}")


def _free_action(s: ArchipelagoState, action: str) -> None:
    if action == "recruitment":
        s.step, s.counter = "recruiting", 1  # l.1442: one more worker, no disc
    elif action == "migration":
        s.step = "migrating"  # l.1536
    elif action == "build":
        s.step, s.detail = "free_build", ""  # l.1564
    elif action == "build_ship":
        s.step, s.detail = "free_build", "ship"  # l.1532
    elif action == "exploration":  # the Scout's second exploration, without a disc (RULINGS A39)
        s.drawn = explore.draw(s)
        s.flags &= ~EXPLORE_REJECTED
        s.step = "hex"
    elif action == "trade_internal":
        s.step, s.counter, s.detail = "trading", 1, "internal"  # l.1568
    else:
        raise ValueError(f"no free action {action!r}")


def _lighthouse(s: ArchipelagoState) -> None:
    """Every player adds a ship in each region where he controls a port (l.1101), ships allowing (A21)."""
    units = list(s.units)
    for q in range(s.players):
        for i in controlled(s, q, "port"):
            k = next((k for k, u in enumerate(units) if u.owner == q and u.ship and u.region == BOX), -1)
            if k >= 0:
                units[k] = Unit(q, True, i)
    s.units = tuple(units)


def shifts(s: ArchipelagoState, p: int) -> list[Action]:
    """Cube moves of the Agriculture Minister (l.1484), Trade Minister (l.1508) and Foreign Trade (l.1540)."""
    out = []
    kind = s.detail
    for r, res in enumerate(RESOURCES):
        if kind == "market_add":
            if res in ("cattle", "fruit") and s.bank_cubes[r] and s.internal[r] < ZONE_SIZE["internal"][r]:
                out.append(act("shift", p, resource=res, to="internal"))
        elif kind == "market_move":
            if s.internal[r] and s.external[r] < ZONE_SIZE["external"][r]:
                out.append(act("shift", p, resource=res, to="external"))
            if s.external[r] and s.internal[r] < ZONE_SIZE["internal"][r]:
                out.append(act("shift", p, resource=res, to="internal"))
        else:  # RULINGS A19: the literal reading, a cube between the bank and board II
            if s.bank_cubes[r] and s.external[r] < ZONE_SIZE["external"][r]:
                out.append(act("shift", p, resource=res, to="external"))
            if s.external[r]:
                out.append(act("shift", p, resource=res, to="bank"))
    return out


def shift(s: ArchipelagoState, a: Action, p: int) -> None:
    r = RESOURCES.index(a["resource"])
    to = a["to"]
    kind = s.detail
    if kind == "market_move":
        if to == "external":
            s.internal, s.external = bump(s.internal, r, -1), bump(s.external, r, 1)
        else:
            s.internal, s.external = bump(s.internal, r, 1), bump(s.external, r, -1)
    elif to == "bank":
        s.external, s.bank_cubes = bump(s.external, r, -1), bump(s.bank_cubes, r, 1)
    elif to == "external":
        s.external, s.bank_cubes = bump(s.external, r, 1), bump(s.bank_cubes, r, -1)
    else:
        s.internal, s.bank_cubes = bump(s.internal, r, 1), bump(s.bank_cubes, r, -1)
    s.say("shift", p, "l.1484", "moves a {0} cube to {1}", a["resource"], to)
    s.counter -= 1
    if s.counter <= 0:
        s.step, s.counter, s.detail = "round", 0, ""


MAX_SEATS = 5  # the game seats 2-5 players (game.py)
_USES = tuple(_uses_of(c) for c in range(len(CARDS)))  # card index -> its options' moves per seat

__all__ = ["MAX_DISCS", "SHIPS", "boost", "shift", "shifts", "use", "uses", "wonders"]
