"""The Maya's turn: one of four actions (l.825-835): (A) use a die on the city, (B) play an action card,
(C) lay a high priest, (D) pass. The die's walk, the temples and the card actions have their own phases."""

from __future__ import annotations

from boardkit.core import Action, IllegalAction, refuse

from .ambassadors import COLORS as AMB
from .ambassadors import clockwise
from .effects import gain_all
from .flow import resolve
from .maya import can_pay as maya_can_pay
from .maya import draw, free_sites, is_maya, priests_free, tuck, where
from .maya import pay as maya_pay
from .moves import move
from .passing import main_legal as pass_legal
from .state import SantaMariaState, own

COLORS = ("white", "blue")


def _dice(s: SantaMariaState) -> list[tuple[str, int, bool]]:
    """The dice the Maya may take: white below the board (2 a year with Module C, l.704), its blue dice,
    and an ambassador die still on its token (l.696): (colour, face, ambassador)."""
    p = s.maya_seat
    seat = s.seats[p]
    out = []
    limit = s.data.k["ambassador_white_per_year"] if s.ambassadors_on else s.data.n["white_dice_per_year"]
    if seat.white_used < limit:
        out += [("white", f, False) for f in sorted(set(s.white))]
    out += [("blue", f, False) for f in sorted(set(seat.blue))]
    if s.ambassadors_on:
        out += [(COLORS[k], f, True) for k, f in enumerate(s.ambassadors) if f]
    return out


def die_legal(s: SantaMariaState) -> list[Action]:
    p = s.maya_seat
    seat = s.seats[p]
    if not free_sites(s):  # no free building: no die (l.843)
        return []
    out = []
    for color, face, amb in _dice(s):
        for value in range(1, 7):
            if abs(value - face) <= seat.coins:  # 1 coin a pip (l.841)
                out.append(_die(p, color, face, value, False, amb))
            if value != face and seat.cocoa:  # 1 cocoa: any value (l.807)
                out.append(_die(p, color, face, value, True, amb))
    return out


def _die(p: int, color: str, face: int, value: int, cocoa: bool, amb: bool) -> Action:
    return move(
        "city_die",
        p,
        ("color", color),
        ("face", face),
        ("value", value),
        ("cocoa", cocoa),
        ("ambassador", amb),
    )


def card_legal(s: SantaMariaState) -> list[Action]:
    """Trade, festival or construction (l.883); a technology action is played with a die (l.939)."""
    p = s.maya_seat
    seat = s.seats[p]
    d = s.data
    out = []
    for card in sorted(set(seat.hand)):
        rec = d.cards[card]
        for district in rec["districts"]:
            if playable(s, rec, district):
                out.append(move("play_card", p, ("card", card), ("district", district)))
    return out


def playable(s: SantaMariaState, rec: dict, district: str) -> bool:
    if district == "trade":
        return True
    if district == "festival":
        return maya_can_pay(s, rec["pay"])
    if district == "construction":
        kind = "wooden" if rec["build"] == "wood" else "straw"
        return (
            maya_can_pay(s, {rec["build"]: 1})
            and "" in s.city
            and any(s.data.maya_buildings[b]["kind"] == kind for b in s.buildings_left)
        )
    return False  # technology: only with a die (l.883, l.939)


def priest_legal(s: SantaMariaState) -> list[Action]:
    if priests_free(s) <= 0:
        return []
    p, sites, free = s.maya_seat, s.data.city.sites, free_sites(s)
    return [move("priest", p, ("site", sites[i])) for i in range(len(sites)) if free >> i & 1]


def legal(s: SantaMariaState) -> list[Action]:
    return [*die_legal(s), *card_legal(s), *priest_legal(s), *pass_legal(s)]


def apply(s: SantaMariaState, a: Action) -> None:
    if a.kind == "city_die":
        _use_die(s, a)
    elif a.kind == "play_card":
        _play(s, a)
    elif a.kind == "priest":
        _priest(s, a)
    else:
        _pass(s, a)


def _use_die(s: SantaMariaState, a: Action) -> None:
    """Take the die, turn it, put it on its value's die symbol (l.841); its walk is the city phase."""
    p, color, face, value = a.player, a["color"], a["face"], a["value"]
    seat = own(s, p)
    after: tuple = ()
    if a["ambassador"]:
        k = AMB.index(color)
        faces, holders = list(s.ambassadors), list(s.ambassador_by)
        faces[k], holders[k] = 0, p
        s.ambassadors, s.ambassador_by = tuple(faces), tuple(holders)
        s.say("ambassador", p, "l.698", "takes the {0} ambassador die ({1}) and its token", color, face)
        # every colony activates the same line afterwards (l.700; RULINGS A62)
        after = (*(("envoy", q * 100 + k * 10 + value) for q in clockwise(s, p)), ("envoy_end", p))
        s.walk_die = "ambassador"
    elif color == "white":
        pool = list(s.white)
        pool.remove(face)
        s.white = tuple(pool)
        seat.white_used += 1
        s.walk_die = "white"
    else:
        pool = list(seat.blue)
        pool.remove(face)
        seat.blue = tuple(pool)
        s.walk_die = "blue"
    if a["cocoa"]:
        seat.cocoa -= 1
        s.say("cocoa", p, "l.807", "pays a cocoa to turn a {0} die from {1} to {2}", color, face, value)
    elif value != face:
        seat.coins -= abs(value - face)
        s.say(
            "change",
            p,
            "l.841",
            "pays {0} coins to turn a {1} die from {2} to {3}",
            abs(value - face),
            color,
            face,
            value,
        )
    s.walk, s.walk_value, s.tech_used = (), value, False
    s.say("city_die", p, "l.841", "puts a {0} die of {1} on the city's die symbol {1}", color, value)
    s.pending = (("city_walk", 0), *after)
    resolve(s)


def _play(s: SantaMariaState, a: Action) -> None:
    """One of the card's actions, then the card goes under that district (l.881)."""
    p, card, district = a.player, a["card"], a["district"]
    rec = s.data.cards[card]
    tuck(s, card, district)
    # named as the board shows a card, by its two districts (l.776-778)
    s.say("play_card", p, "l.881", "plays the {0}/{1} card for its {2} action", *rec["districts"], district)
    if district == "festival":  # pay, gain points or coins (l.933)
        maya_pay(s, rec["pay"])
        gain_all(s, p, rec["gain"], "l.933")
        s.pending = ()
    elif district == "construction":  # pay wood or grain, lay a building of that kind (l.905-908)
        maya_pay(s, {rec["build"]: 1})
        s.pending = (("city_build", 0 if rec["build"] == "wood" else 1),)
    else:  # trade: 1 coin first, then trades (l.918)
        own(s, p).coins += s.data.m["trade_coin"]
        s.say("gain", p, "l.918", "gains {0} coins", s.data.m["trade_coin"])
        s.pending = (("city_trade", 0),)
    resolve(s)


def _priest(s: SantaMariaState, a: Action) -> None:
    """On a free building: activate it; it stays there this year (l.893); then a temple level may follow."""
    from .maya_steps import activation

    p = a.player
    i = s.data.city.index[a["site"]]
    on = list(s.city_on)
    on[i] = "priest"
    s.city_on = tuple(on)
    s.say(
        "priest", p, "l.893", "lays a high priest on the {0} at site {1} of road {2}", s.city[i], *where(s, i)
    )
    s.walk_die, s.walk, s.walk_value = "priest", (i,), 0
    s.pending = (*activation(s, i), ("city_temple", i))
    resolve(s)


def _pass(s: SantaMariaState, a: Action) -> None:
    """Spaces 1-3 as the colonists; 4: fill a storage token; 5: a temple level (l.949-951); then the
    temples score at once (l.953)."""
    p, k = a.player, a["space"]
    spaces = list(s.pass_spaces)
    spaces[k - 1] = p
    s.pass_spaces = tuple(spaces)
    own(s, p).passed = k
    action = s.data.pass_actions[k - 1]
    s.say("pass", p, "l.949", "passes onto pass space {0} ({1})", k, action)
    if action == "sea_trade":
        step = ("city_fill", 0)
    elif action == "road":
        step = ("city_temple", -1)
    else:
        step = (action, 0)
    s.pending = (step, ("city_score", 0))
    resolve(s)


def why_not(s: SantaMariaState, a: Action) -> IllegalAction:
    if not is_maya(s, a.player):
        return refuse(a, "only the Maya plays the city", "l.727")
    if a.kind == "city_die":
        if not free_sites(s):
            return refuse(a, "with no free building in the city you cannot take a die", "l.843")
        return refuse(
            a, "that die is not there, or turning it costs more coins (1 a pip) or a cocoa", "l.841"
        )
    if a.kind == "play_card":
        if a["card"] not in s.seats[a.player].hand:
            return refuse(a, "that card is not in your hand", "l.881")
        if a["district"] == "technology":
            return refuse(a, "a technology action is played with a die of its value", "l.939")
        return refuse(a, "that action is not on the card, or you cannot pay for it", "l.881")
    if a.kind == "priest":
        if priests_free(s) <= 0:
            return refuse(a, "you have no high priest to lay", "l.891")
        return refuse(a, "a high priest goes on a free building", "l.893")
    return refuse(a, "one marker per pass space", "l.949")


def draw_one(s: SantaMariaState) -> None:
    draw(s, 1, "l.822")
