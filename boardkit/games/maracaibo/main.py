"""Phase B (l.191-211): one main action where the ship lies, and free actions before, during and after it.

City: deliver a good, then the city's action (l.233-249). Village: 1-3 village actions by the moves
sailed (l.196, l.557). A quest tile (l.372) or one of your assistants (l.392) here offers that instead.
Doorsteps (l.406-413): no delivery, no village actions.
"""

from __future__ import annotations

from typing import Any

from boardkit.core import Action, IllegalAction, refuse

from .acts import act, act1
from .components import (
    ASSISTANT_ACTIONS,
    CAREERS,
    CITY_TILES,
    GOODS,
    LEGACY,
    MARACAIBO,
    NATIONS,
    PLAN_SPACES,
    QUESTS,
    ROUTE,
    STORY,
    TRACK_END,
    UPGRADE_IDS,
)
from .effects import (
    design,
    disc_spaces,
    gain_combat,
    gain_doubloons,
    gain_vp,
    has_upgrade,
    queue,
    reward,
    take_disc,
    upd,
    upgrades_done,
)
from .explore import expedition_steps, landing, move_explorer
from .flow import advance, finish_main, push
from .quests import can_pay, fulfil
from .story import fulfil_story_quest, story_quest_at


def village_count(steps: int, upgraded: bool) -> int:
    """Village actions by moves sailed: 1-3 -> 1, 4-6 -> 2, 7 -> 3 (l.196); upgraded 1, 2-4, 5-7 (l.557)."""
    if upgraded:
        return 1 if steps <= 1 else 2 if steps <= 4 else 3
    return 1 if steps <= 3 else 2 if steps <= 6 else 3


def market_free(s: Any, city: str) -> bool:
    if city == MARACAIBO and _tile(s, city).get("maracaibo"):
        return False  # the 'Maracaibo' tile closes its market (designed, RULINGS A21)
    return len(dict(s.markets).get(city, ())) < market_size(s, city)


def legacy_city(s: Any, loc: str) -> dict[str, Any]:
    """The legacy tile that made ``loc`` a city (L1, l.1218, RULINGS A41), or {}."""
    for t in s.legacy:
        if LEGACY[t]["effect"] == "city_quest" and LEGACY[t]["location"] == loc:
            return LEGACY[t]
    return {}


def market_size(s: Any, loc: str) -> int:
    return ROUTE[loc].market or (legacy_city(s, loc).get("market", 0) if s.legacy else 0)


def city_kind(s: Any, loc: str) -> str:
    """A location's kind now: a village L1 turned into a city counts as a city (l.1218)."""
    kind = ROUTE[loc].kind
    return "city" if kind == "village" and s.legacy and legacy_city(s, loc) else kind


def city_good(s: Any, loc: str) -> str:
    return ROUTE[loc].good or (legacy_city(s, loc).get("good", "") if s.legacy else "")


def _tile(s: Any, city: str) -> dict[str, Any]:
    tile = dict(s.city_tiles).get(city)
    return CITY_TILES[tile] if tile is not None else {}


def city_tile_bonus(s: Any, p: int, city: str) -> None:
    """A city tile's bonus comes with the city's action there (designed, RULINGS A21)."""
    bonus = _tile(s, city).get("bonus")
    if bonus:
        reward(s, p, tuple(bonus), "l.75")


def quest_here(s: Any, loc: str) -> int:
    return dict(s.quests_at).get(loc, -1)


def plague_at(s: Any, location: str) -> bool:
    return any(LEGACY[t]["effect"] == "plague" and LEGACY[t]["location"] == location for t in s.legacy)


def skull_at(s: Any, location: str) -> bool:
    """A skull legacy tile: no village actions as the main action there (l.1228)."""
    return any(LEGACY[t]["effect"] == "skull" and LEGACY[t]["location"] == location for t in s.legacy)


def _story_quest_payable(s: Any, p: int, location: str) -> bool:
    number = story_quest_at(s, location)
    return number >= 0 and can_pay(s, p, tuple(STORY[number]["quest"]["cost"]))


def usable_assistants(s: Any, who: int) -> list[int]:
    seat = s.seats[who]
    return sorted({card for loc, card in seat.assistants if loc == seat.ship and loc not in seat.declined})


def _main_actions(s: Any, p: int) -> list[Action]:
    seat = s.seats[p]
    loc = ROUTE[seat.ship]
    kind = city_kind(s, loc.id)
    out: list[Action] = []
    plague = bool(s.legacy) and plague_at(s, loc.id)  # L3: no city or village action here (l.1230)
    if not s.delivered:
        if kind == "city" and market_free(s, loc.id) and not plague:  # l.237
            spaces = disc_spaces(seat)
            good = city_good(s, loc.id)
            for card in sorted({c for c in seat.hand if design(c).symbol == good}):
                for sp in spaces:
                    out.append(act("deliver", p, card=card, space=UPGRADE_IDS[sp]))
        tile = quest_here(s, loc.id)
        if tile >= 0 and can_pay(s, p, QUESTS[tile].cost):
            out.append(act("quest", p, story=False))
        if s.story_tokens and _story_quest_payable(s, p, loc.id):  # a story token here too (l.380)
            out.append(act("quest", p, story=True))
        for card in usable_assistants(s, p):
            out.extend(act("assistant", p, card=card, choice=c) for c in assistant_choices(s, p, card))
        if kind == "village" and not skull_at(s, loc.id):
            out.append(act("villages", p))
        if s.data.doorstep_vp[loc.id]:
            out.append(act("doorstep", p))
    if plague:
        return out
    if s.delivered and kind != loc.kind:  # L1: the city action is its quest, after a delivery too (l.1218)
        tile = quest_here(s, loc.id)
        if tile >= 0 and can_pay(s, p, QUESTS[tile].cost):
            out.append(act("quest", p, story=False))
    if loc.action in ("l4", "l7"):
        out.append(act("town", p))
    if loc.action in ("combat", "combat_or_expedition"):
        piles = [i for i, pile in enumerate(s.combat_piles) if pile] or [-1]
        out.extend([act1("combat", p, "pile", i) for i in piles])
    if loc.action in ("expedition", "combat_or_expedition") and seat.explorer < TRACK_END:
        for to in landing(s, p, expedition_steps(s, p, loc.steps)):
            out.append(act1("expedition", p, "to", to))
    return out


def free_actions(s: Any, p: int) -> list[Action]:
    """Planning a card face down (l.210, RULINGS A25) and claiming a career task (l.211, l.543), in phase B only (RULINGS A15)."""
    seat = s.seats[p]
    out: list[Action] = []
    if len(seat.plan) < PLAN_SPACES:
        out.extend([act1("plan", p, "card", c) for c in sorted(set(seat.hand))])
    if seat.career >= 0 and not seat.admiral:
        for i, task in enumerate(CAREERS[seat.career]["tasks"]):
            if seat.tasks[i] == 0:
                for level in ("easy", "hard"):
                    if task_met(s, p, task, level):
                        out.append(act("task", p, task=i, level=level))
    return out


def legal(s: Any) -> list[Action]:
    p = s.current_player
    out = [] if s.main_done else _main_actions(s, p)
    out.extend(free_actions(s, p))
    out.append(act("finish", p))
    return out


def task_met(s: Any, p: int, task: list[Any], level: str) -> bool:
    """The requirement types of l.1123-1151; the easy number first, the hard one second."""
    seat = s.seats[p]
    kind = task[0]
    x = task[1] if level == "easy" else task[2]
    if kind == "tokens":
        return len(seat.tokens) >= x
    if kind == "quests":
        return len(seat.quests) >= x
    if kind == "influence_one":
        return max(seat.influence) >= x
    if kind == "influence_two":
        return sorted(seat.influence)[1] >= x
    if kind == "upgrades":
        return upgrades_done(seat) >= x
    if kind == "border":
        return x in seat.borders
    if kind == "synergy":
        return len(seat.synergy) >= x
    if kind == "assistants":
        return len(seat.assistants) >= x
    raise ValueError(f"unknown career task {kind!r}")


def apply_free(s: Any, a: Action) -> None:
    p = a.player
    seat = s.seats[p]
    if a.kind == "plan":
        hand = list(seat.hand)
        hand.remove(a["card"])
        upd(s, p, hand=tuple(hand), plan=(*seat.plan, a["card"]))
        s.say("plan", p, "l.210", "plans a card")  # face down: which, only its owner knows (RULINGS A25)
        return
    # a career task (l.543): doubloons, or doubloons and VP; the task's sailor to the personal supply
    card = CAREERS[seat.career]
    money, vp = card[a["level"]]
    tasks = list(seat.tasks)
    tasks[a["task"]] = 1 if a["level"] == "easy" else 2
    upd(s, p, tasks=tuple(tasks), sailors=seat.sailors + 1)
    gain_doubloons(s, p, money)
    gain_vp(s, p, vp)
    s.say(
        "career",
        p,
        "l.543",
        "claims the {0} way of a career task: {1} doubloons, {2} VP",
        a["level"],
        money,
        vp,
    )
    if all(tasks):  # l.545
        upd(s, p, admiral=True)
        gain_doubloons(s, p, 2)
        gain_vp(s, p, 2)
        s.say("career", p, "l.545", "all three tasks done: 2 doubloons, 2 VP, promoted to Admiral")


def apply(s: Any, a: Action) -> None:
    p = a.player
    kind = a.kind
    if kind in ("plan", "task"):
        apply_free(s, a)
        advance(s)
        return
    if kind == "finish":
        s.say("finish", p, "l.191", "finishes the turn")  # a move with a log line: bots find it again
        finish_main(s)
        advance(s)
        return
    seat = s.seats[p]
    loc = seat.ship
    if kind == "deliver":  # l.237: the card to the discard pile, a disc to the market
        hand = list(seat.hand)
        hand.remove(a["card"])
        upd(s, p, hand=tuple(hand))
        s.discard = (*s.discard, a["card"])
        markets = dict(s.markets)
        markets[loc] = (*markets.get(loc, ()), p)
        s.markets = tuple(sorted(markets.items()))
        s.delivered = True
        where = ROUTE[loc].name  # and which disc: the upgrade it opens is public (l.237)
        s.say(
            "deliver",
            p,
            "l.237",
            "delivers {0} to {1}, the disc from {2}",
            design(a["card"]).symbol,
            where,
            a["space"],
        )
        take_disc(s, p, UPGRADE_IDS.index(a["space"]))
        advance(s)
        return
    s.main_done = True
    if kind in ("combat", "expedition") and s.city_tiles:
        city_tile_bonus(s, p, loc)
    if kind == "combat":
        from .combat import begin

        begin(s, p, a["pile"])
    elif kind == "expedition":
        s.say("expedition", p, "l.335", "joins an expedition")
        move_explorer(s, p, a["to"])
    elif kind == "villages":
        n = village_count(s.steps, has_upgrade(seat, "villages"))
        push(s, "village")
        s.village_left, s.last_village = n, False
        s.say("village", p, "l.196", "takes {0} village actions", n)
    elif kind == "quest" and a["story"]:
        fulfil_story_quest(s, p, loc)
    elif kind == "quest":
        tile = quest_here(s, loc)
        s.quests_at = tuple(q for q in s.quests_at if q[0] != loc)  # never replaced (l.727)
        fulfil(s, p, tile, "l.372")
        if s.legacy and legacy_city(s, loc):  # L1: a new tile on the empty quest space (l.1218)
            from .scoring import place_quests

            place_quests(s, (loc,))
    elif kind == "assistant":
        assistant_action(s, p, a["card"], a["choice"])
    elif kind == "town":  # the new cities' actions after a delivery (l.1232, l.1238)
        if loc == "L4":
            s.say("town", p, "l.1232", "2 village actions in the new city")
            queue(s, ("village", 2), ("sailor_vp",))
        else:
            gain_combat(s, p, 3)
            s.say("town", p, "l.1238", "3 ship combat points and a combat action")
            queue(s, ("combat",))
    elif kind == "doorstep":
        vp = s.data.doorstep_vp[loc]  # correctable (docs/data.md)
        gain_vp(s, p, vp)
        s.say("doorstep", p, "l.411-413", "+{0} VP at {1}", vp, ROUTE[loc].name)
    advance(s)


def _action_of(card: int) -> dict[str, Any]:
    return ASSISTANT_ACTIONS[design(card).effects[0][1]]


def assistant_choices(s: Any, p: int, card: int) -> list[str]:
    """The ways this assistant's action can be paid now: a good to discard three of, or none ("")."""
    seat = s.seats[p]
    effects = _action_of(card)["effects"]
    for eff in effects:
        if eff[0] == "spend_combat" and seat.combat < eff[1]:
            return []  # l.1042, l.1046
        if eff[0] == "goods3":  # l.1002: three identical goods (not objects)
            counts: dict[str, int] = {}
            for c in seat.hand:
                sym = design(c).symbol
                if sym in GOODS:
                    counts[sym] = counts.get(sym, 0) + 1
            return sorted(g for g, n in counts.items() if n >= 3)
    return [""]


def assistant_action(s: Any, p: int, card: int, choice: str) -> None:
    """One assistant's action, its parts in printed order (l.982); the others here are declined (A4)."""
    seat = s.seats[p]
    here = [a for a in seat.assistants if a[0] == seat.ship and a[0] not in seat.declined]
    upd(s, p, declined=(*seat.declined, seat.ship))
    if len(here) > 1:
        gain_vp(s, p, 2 * (len(here) - 1))  # l.401
    action = _action_of(card)
    s.say("assistant", p, action["source"], "the assistant's action {0}", action["id"])
    later: list[tuple[Any, ...]] = []
    for eff in action["effects"]:
        if eff[0] == "goods3":
            seat = s.seats[p]
            gone = [c for c in seat.hand if design(c).symbol == choice][:3]
            upd(s, p, hand=tuple(c for c in seat.hand if c not in gone))
            s.discard = (*s.discard, *gone)
        elif eff[0] == "spend_combat":
            upd(s, p, combat=s.seats[p].combat - eff[1])
        else:
            before = s.pending
            s.pending = ()
            reward(s, p, tuple(eff), action["source"])
            later.extend(s.pending)  # choices and village actions wait their turn, in printed order
            s.pending = before
    queue(s, *later)


def why_not(s: Any, a: Action) -> IllegalAction | None:
    p = a.player
    seat = s.seats[p]
    loc = ROUTE[seat.ship]
    kind = a.kind
    if kind == "plan":
        if len(seat.plan) >= PLAN_SPACES:
            return refuse(a, "the three planning spaces are full", "l.210")
        return refuse(a, "that card is not in your hand", "l.210")
    if kind == "task":
        return refuse(a, "that task is done or its requirement is not met", "l.543-545")
    if s.main_done:
        return refuse(a, "only one main action a turn", "l.193, l.202")
    if kind == "deliver":
        if city_kind(s, loc.id) != "city":
            return refuse(a, "goods are delivered in cities, not at doorsteps or villages", "l.200, l.237")
        if s.delivered:
            return refuse(a, "only one good a turn", "l.241")
        if not market_free(s, loc.id):
            return refuse(a, "the city market is full", "l.243")
        return refuse(
            a, f"deliver a card showing {loc.good} from your hand and a disc you may remove", "l.237, l.571"
        )
    if kind in ("combat", "expedition"):
        if loc.action not in (kind, "combat_or_expedition"):
            return refuse(a, f"{loc.name} offers no {kind} action", "l.251")
        return refuse(a, "not a pile or space you can take now", "l.259, l.337-340")
    if s.delivered:
        return refuse(a, "after a delivery only the city's action remains", "l.249")
    if kind == "villages":
        if skull_at(s, loc.id):
            return refuse(a, "a skull tile forbids village actions here", "l.1228")
        return refuse(a, "village actions are taken in villages", "l.196, l.408")
    if kind == "quest":
        return refuse(a, "no quest here whose full cost you can pay", "l.372, l.721")
    if kind == "assistant":
        return refuse(a, "none of your assistants here has that action now", "l.392")
    if kind == "doorstep":
        return refuse(a, "only 21a, 21b and 22 give VP", "l.411-413")
    if kind == "town":
        return refuse(a, "only the new cities L4 and L7 have this action", "l.1232, l.1238")
    return None


NATION_LIST = NATIONS
