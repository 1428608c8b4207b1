"""What every Archipelago state must satisfy: 82 cubes, 135 florins, 48 cards, 24 hexes and at most 24
explorer tokens all accounted for; the population marker equal to the inhabitants on the archipelago
(l.547); discs, limits and markers in bounds. Also the resampling of what a seat cannot see."""

from __future__ import annotations

import random
from collections import Counter

from boardkit.core import StateError
from boardkit.core.bounds import whole, whole_numbers

from .board import link, neighbours
from .catalog import (
    CARDS,
    CUBES_TOTAL,
    DESERT,
    FACE,
    HEXES,
    INHABITANTS,
    LABOR_MAX,
    MAX_DISCS,
    MONEY_TOTAL,
    OBJECTIVE,
    OTHER_FACE,
    REBELLION_MAX,
    RES,
    SHIPS,
    START_DISCS,
    TRACK_SLOTS,
    WHEEL_ZONES,
    ZONE_SIZE,
)
from .characters import fist_pairs
from .setup import LENGTHS, colours
from .state import BOX, WONDER, ArchipelagoState

TURN_MAX = 1000  # turns; random games end by turn 8, the objectives long before this

STEPS = {
    "trend": ("choose",),
    "discovery": ("place", "settle"),
    "spice": ("keep",),
    "bidding": ("bid",),
    "ordering": ("order",),
    "crisis": ("internal", "external", "evict"),
    "actions": (
        "round",
        "hex",
        "place",
        "enter",
        "settle",
        "recruiting",
        "migrating",
        "trading",
        "shift",
        "free_build",
        "pick",
        "pirate",
        "tribute",
        "thief",
        "fists",
        "hand",
        "spy",
        "barbarian",
        "hex_choice",
        "leave",
    ),
    "development": ("choose", "turn_one", "turn_two"),
    "over": ("",),
}


def check(s: ArchipelagoState) -> None:
    n = s.players
    if len(s.seats) != n:
        raise StateError("seats", f"one seat per player: {len(s.seats)} for {n}")
    if s.step not in STEPS.get(s.phase, ()):
        raise StateError("step", f"no step {s.step!r} in phase {s.phase!r}")
    for q, seat in enumerate(s.seats):  # a hidden card still has to be a real one (l.169)
        for oid in seat.objectives:
            if oid is not None and oid not in OBJECTIVE:
                raise StateError(f"seats.{q}.objectives", f"no objective card {oid!r}")
    for oid in s.objective_pool:
        if oid not in OBJECTIVE:
            raise StateError("objective_pool", f"no objective card {oid!r}")
    if s.phase == "crisis" and s.resume not in ("actions", "development", "round"):
        raise StateError("resume", "a crisis returns to the Actions or the development phase")
    for name, value in s.options.items():  # a loaded state's options decide its rules: their types too
        if name == "length" and value not in LENGTHS:
            raise StateError("options.length", f"one of {', '.join(LENGTHS)}, not {value!r} (l.157)")
        if name != "length" and not isinstance(value, bool):
            raise StateError(f"options.{name}", f"true or false, not {value!r}")
    if s.regions and (s.regions[0].face == DESERT) != bool(s.options.get("desert_start")):
        raise StateError(
            "options.desert_start", "the Desert Village lies in the centre exactly in a desert start (l.1025)"
        )
    if sorted(s.order) != list(range(n)):
        raise StateError("order", f"every seat once: {list(s.order)}")
    # a turn is a round of the game (flow.py); no real game comes near the bound, a loaded one may
    whole(s.turn, "turn", 0, TURN_MAX)
    if s.round != s.turn:
        raise StateError("round", f"the round is the turn ({s.turn}), counted {s.round}")
    whole(s.rebellion, "rebellion", 0, REBELLION_MAX)
    if s.phase != "over" and s.rebellion > s.population:
        raise StateError("rebellion", "the rebellion has overtaken the population: the game is over (l.425)")
    whole(s.labor, "labor", 0, LABOR_MAX)
    whole(s.bank_money, "bank_money", 0, MONEY_TOTAL)
    whole_numbers(s.bank_cubes, "bank_cubes", 6, 0, CUBES_TOTAL)
    for board in ("internal", "external"):
        z = whole_numbers(getattr(s, board), board, 6, 0, CUBES_TOTAL)
        for r, v in enumerate(z):
            if v > ZONE_SIZE[board][r]:
                raise StateError(f"{board}.{r}", f"a zone holds {ZONE_SIZE[board][r]} cubes, not {v}")
    cubes = sum(s.bank_cubes) + sum(s.internal) + sum(s.external)
    money = s.bank_money + len(s.plundered)  # a Barbarian coin stays on its icon (l.1069)
    cards = Counter(c for c in s.deck)
    cards.update(c for c in s.track if c >= 0)
    cards.update(s.dev_discard)
    cards.update(s.shown)
    tokens = sum(s.explorers)
    for q, seat in enumerate(s.seats):
        f = f"seats.{q}"
        whole(seat.money, f"{f}.money", 0, MONEY_TOTAL)
        whole_numbers(seat.cubes, f"{f}.cubes", 6, 0, CUBES_TOTAL)
        whole(seat.tokens, f"{f}.tokens", 0, 24)
        whole(seat.discs, f"{f}.discs", START_DISCS, MAX_DISCS)  # l.445, l.525, l.1014
        whole(seat.discs_used, f"{f}.discs_used", 0, seat.discs)
        whole(seat.benefactor, f"{f}.benefactor", 0, MONEY_TOTAL)
        whole(seat.wheel_coins, f"{f}.wheel_coins", 0, MONEY_TOTAL)
        if seat.bid and not 0 <= seat.bid[0] <= seat.money:
            raise StateError(f"{f}.bid", "a bid comes out of the money behind the screen")
        if seat.fists and (
            len(seat.fists) != 2
            or any(not -1 <= r < 6 for r in seat.fists)
            or any(seat.fists.count(r) > seat.cubes[r] for r in seat.fists if r >= 0)
        ):
            raise StateError(f"{f}.fists", "one cube in each fist, from behind the screen (l.1472)")
        cubes += sum(seat.cubes)
        money += seat.money + seat.benefactor + seat.wheel_coins
        cards.update(seat.cards)
        tokens += seat.tokens
        for c in (*seat.rotated, *seat.built):
            if not any(c in other.cards for other in s.seats):
                raise StateError(f"{f}.rotated", f"card {c} is turned or built but nobody owns it")
    if cubes != CUBES_TOTAL:
        raise StateError("bank_cubes", f"82 cubes in the game (l.44), counted {cubes}")
    if money != MONEY_TOTAL:
        raise StateError("bank_money", f"135 florins in the game (l.37-40), counted {money}")
    if sorted(cards.elements()) != list(range(len(CARDS))):
        raise StateError("deck", "each of the 48 development cards exactly once (l.48)")
    if tokens > 24:
        raise StateError("explorers", f"24 explorer tokens at most (l.77), counted {tokens}")
    if len(s.track) != TRACK_SLOTS or len(s.turns) != TRACK_SLOTS:
        raise StateError("track", "five slots (l.731)")
    if len(s.wheel) != len(WHEEL_ZONES):
        raise StateError(
            "wheel", f"one disc count per wheel zone: {len(WHEEL_ZONES)}, not {len(s.wheel)} (l.437)"
        )
    for at, (q, asker, _) in enumerate(s.permits):
        if not (0 <= q < n and 0 <= asker < n) or q == asker:
            raise StateError(f"permits.{at}", "leave is given by one seat to another (l.709)")
    for at, (i, r) in enumerate(s.plundered):
        if not 0 <= i < len(s.regions) or not 0 <= r < 6:
            raise StateError(f"plundered.{at}", f"no icon of resource {r} in region {i}")
        if s.plundered.count((i, r)) > FACE[s.regions[i].face].icons.count(r):
            raise StateError(f"plundered.{at}", "one Barbarian coin per icon at most (l.1069)")
    _check_hexes(s)
    _check_units(s)


def _check_hexes(s: ArchipelagoState) -> None:
    seen: Counter = Counter()
    for f in (
        *s.hex_stack,
        *s.hex_discard,
        *(h for hand in s.hands for h in hand),
        *([s.drawn] if s.drawn else []),
        *s.hex_choice,
    ):
        if f not in FACE or f not in OTHER_FACE:
            raise StateError("hex_stack", f"no region face {f!r}")
        seen[FACE[f].hex] += 1
    cells = set()
    for i, r in enumerate(s.regions):
        if r.face not in FACE:
            raise StateError(f"regions.{i}", f"no face {r.face!r}")
        if r.cell in cells:
            raise StateError(f"regions.{i}", f"two regions on cell {r.cell}")
        cells.add(r.cell)
        if i and FACE[r.face].hex == 0:
            raise StateError(f"regions.{i}", "the centre hex lies only in the middle (l.105)")
        if i:
            seen[FACE[r.face].hex] += 1
        if len(set(r.buildings)) != len(r.buildings):
            raise StateError(f"regions.{i}", "one building of each kind per region (l.617)")
    for i in range(len(s.regions)):
        for j, _terrain in neighbours(s, i):
            if link(s, i, j) != link(s, j, i):
                raise StateError(f"regions.{i}", f"its edge toward region {j} does not match (l.123, l.509)")
    if sorted(seen.elements()) != list(HEXES):
        raise StateError("hex_stack", "each of the 24 region hexes exactly once (l.117)")
    if s.hex_top != (s.hex_stack[0] if s.hex_stack else ""):
        raise StateError("hex_top", "the visible face is the top hex's up face")
    if s.top_back != (CARDS[s.deck[0]].back if s.deck else -1):
        raise StateError("top_back", "the back shown is the deck's top card's back")


def _check_units(s: ArchipelagoState) -> None:
    n = s.players
    per = colours(n) * (INHABITANTS + SHIPS)
    if len(s.units) != n * per:
        raise StateError("units", f"{per} pieces per player")
    on_land = 0
    here: Counter = Counter()
    harvesting: Counter = Counter()
    for k, u in enumerate(s.units):
        if u.owner != k // per or u.ship != ((k % per) >= colours(n) * INHABITANTS):
            raise StateError(f"units.{k}", "pieces keep their colour and kind")
        if not (u.region in (BOX, WONDER) or 0 <= u.region < len(s.regions)):
            raise StateError(f"units.{k}.region", f"no region {u.region}")
        if u.ship and u.region == WONDER:
            raise StateError(f"units.{k}", "only inhabitants stand on wonders (l.874)")
        if u.region >= 0 and not u.ship:
            on_land += 1
            here[(u.owner, u.region)] += 1
        if u.spot and u.spot != "icon" and (u.region < 0 or u.spot not in s.regions[u.region].buildings):
            raise StateError(f"units.{k}.spot", f"no {u.spot} there")
        if (u.spot == "icon") != (u.icon >= 0):
            raise StateError(f"units.{k}.icon", "a piece has an icon exactly when it harvests one (l.451)")
        if u.icon >= 0:
            if u.region < 0 or u.icon not in FACE[s.regions[u.region].face].icons:
                raise StateError(f"units.{k}.icon", f"no icon of resource {u.icon} under this piece (l.451)")
            harvesting[(u.region, u.icon)] += 1
    for (i, r), c in harvesting.items():
        icons = FACE[s.regions[i].face].icons.count(r)
        coins = s.plundered.count((i, r))  # a plundered icon is never harvested again (l.1069)
        if c + coins > icons:
            raise StateError(
                "units",
                f"{c} pieces harvest resource {r} in region {i} and {coins} of its icons are plundered, "
                f"but it has {icons} such icons (l.451, l.1069)",
            )
    if on_land != s.population:
        raise StateError(
            "population", f"the marker shows {s.population}, the archipelago has {on_land} (l.547)"
        )
    for (q, i), c in here.items():
        if c > 3 and s.step != "migrating":
            raise StateError("units", f"P{q + 1} has {c} inhabitants in region {i} (limit 3, l.555)")


def resample(s: ArchipelagoState, player: int, rng: random.Random) -> None:
    """Hidden bids of other seats drawn again; the known top of the deck and of the hex stack kept; no
    other seat holds an objective whose end condition is met already (the game would have ended)."""
    if not s.end_pending and not s.open_objectives:
        _objectives_not_met(s, player, rng)
    _fists_unseen(s, player, rng)
    _spied_kept(s, player)
    if s.phase == "bidding":
        s.seats = tuple(
            seat.but(bid=(rng.randint(0, seat.money),)) if q != player and seat.bid else seat
            for q, seat in enumerate(s.seats)
        )
    if s.deck and CARDS[s.deck[0]].back != s.top_back:
        same = [i for i, c in enumerate(s.deck) if CARDS[c].back == s.top_back]
        j = rng.choice(same)
        deck = list(s.deck)
        deck[0], deck[j] = deck[j], deck[0]
        s.deck = tuple(deck)
    if s.hex_stack and s.hex_stack[0] != s.hex_top:
        stack = list(s.hex_stack)
        j = stack.index(s.hex_top)
        stack[0], stack[j] = stack[j], stack[0]
        s.hex_stack = tuple(stack)


def _fists_unseen(s: ArchipelagoState, player: int, rng: random.Random) -> None:
    """Another seat's closed fists hold two of its cubes, drawn again (the Thief picks blind, l.1472)."""
    seats = list(s.seats)
    for q, seat in enumerate(seats):
        if q != player and seat.fists:
            pair = rng.choice(fist_pairs(seat.cubes))
            seats[q] = seat.but(fists=tuple(RES[x] if x else -1 for x in pair))
    s.seats = tuple(seats)


def _spied_kept(s: ArchipelagoState, player: int) -> None:
    """The objective cards ``player``'s Spy looked at go back to the seats that hold them (l.1454, A42): a
    redealt card is swapped with the one now in its place."""
    seats = list(s.seats)
    pool = list(s.objective_pool)
    known = set(seats[player].seen)
    for q, oid in seats[player].seen:
        held = list(seats[q].objectives)
        if oid in held:
            continue
        spare = next((i for i, o in enumerate(held) if (q, o) not in known), None)
        if spare is None:
            continue
        given = held[spare]
        held[spare] = oid
        seats[q] = seats[q].but(objectives=tuple(held))
        if oid in pool:
            pool[pool.index(oid)] = given
            continue
        for r, other in enumerate(seats):
            if r != q and oid in other.objectives:
                theirs = list(other.objectives)
                theirs[theirs.index(oid)] = given
                seats[r] = other.but(objectives=tuple(theirs))
                break
    s.seats = tuple(seats)
    s.objective_pool = tuple(sorted(pool))


def _objectives_not_met(s: ArchipelagoState, player: int, rng: random.Random) -> None:
    """Swap any dealt objective whose end condition holds now for a pool card whose does not."""
    from .flow import condition_met

    pool = list(s.objective_pool)
    seats = list(s.seats)
    known = set(s.seats[player].seen)
    for q, seat in enumerate(seats):
        if q == player:
            continue
        held = list(seat.objectives)
        for i, oid in enumerate(held):
            if (q, oid) not in known and condition_met(s, oid):
                fits = [k for k, other in enumerate(pool) if not condition_met(s, other)]
                if fits:
                    k = rng.choice(fits)
                    held[i], pool[k] = pool[k], held[i]
        seats[q] = seat.but(objectives=tuple(held))
    s.seats = tuple(seats)
    s.objective_pool = tuple(sorted(pool))
