"""What every Maracaibo state keeps: cards, tokens, tiles, discs, sailors, markers and doubloons all accounted for."""

from __future__ import annotations

from typing import Any

from boardkit.core import StateError
from boardkit.core.bounds import whole, whole_numbers

from .components import (
    BUILDINGS,
    CARD_COUNT,
    CAREERS,
    COMBAT_MAX,
    DINCOME_MAX,
    DISC_SPACES,
    DISCS_PER_SPACE,
    FLAGS,
    MARKERS_PER_NATION,
    PLAN_SPACES,
    QUESTS,
    ROUTE,
    SAILORS_PER_COLOUR,
    SYNERGY,
    TOKENS,
    TRACK_END,
    TRACK_LENGTH,
    VINCOME_MAX,
)
from .effects import markers_on_map, sailors_total

PHASES = ("setup", "sail", "main", "combat", "village", "choose", "draw", "score_buy", "over")


def _once(items: list[int], total: int, field: str, what: str) -> None:
    if sorted(items) != list(range(total)):
        seen: set[int] = set()
        for x in items:
            if not isinstance(x, int) or not 0 <= x < total:
                raise StateError(field, f"{x!r} is no {what}")
            if x in seen:
                raise StateError(field, f"{what} {x} is in two places")
            seen.add(x)
        raise StateError(field, f"{total - len(seen)} {what}s are missing")


def check(s: Any) -> None:
    if not isinstance(s.seats, tuple) or len(s.seats) != s.players:
        raise StateError("seats", f"one seat per player ({s.players})")
    cards = [*s.deck, *s.discard, *s.market]
    quests = [q for q in (s.quest_top,) if q >= 0] + list(s.quest_pile)
    quests += [t for _, t in s.quests_at] + [t for _, t in s.space_quests]
    tokens = [*s.combat_piles[0], *s.combat_piles[1]]
    if s.combat is not None and s.combat.token >= 0:
        tokens.append(s.combat.token)
    discs_out = [0] * s.players
    for city, seats in s.markets:
        if city not in ROUTE or not ROUTE[city].market:
            raise StateError("markets", f"{city!r} has no market")
        if len(seats) > ROUTE[city].market:
            raise StateError(
                "markets", f"{ROUTE[city].name} holds {ROUTE[city].market} discs, not {len(seats)}"
            )
        for p in seats:
            whole(p, "markets", 0, s.players - 1)
            discs_out[p] += 1
    for p, seat in enumerate(s.seats):
        f = f"seats.{p}"
        whole(seat.doubloons, f"{f}.doubloons")
        whole(seat.vp, f"{f}.vp")
        whole(seat.combat, f"{f}.combat", 0, COMBAT_MAX)
        whole(seat.explorer, f"{f}.explorer", 0, TRACK_END)
        whole_numbers(seat.influence, f"{f}.influence", 3, 0, TRACK_LENGTH)
        whole_numbers(seat.discs, f"{f}.discs", DISC_SPACES, 0, DISCS_PER_SPACE)
        whole(seat.dincome, f"{f}.dincome", 8, DINCOME_MAX)
        whole(seat.vincome, f"{f}.vincome", 0, VINCOME_MAX - 1)
        whole(seat.sailors, f"{f}.sailors", 0, SAILORS_PER_COLOUR)
        whole(seat.general, f"{f}.general", 0, SAILORS_PER_COLOUR)
        whole(seat.on_cards, f"{f}.on_cards", 0, SAILORS_PER_COLOUR)
        whole_numbers(seat.tasks, f"{f}.tasks", 3, 0, 2)
        if seat.ship not in ROUTE:
            raise StateError(f"{f}.ship", f"no location {seat.ship!r}")
        if seat.career >= len(CAREERS) or (seat.career < 0 and s.phase != "setup"):
            raise StateError(f"{f}.career", "one career card is kept after setup")
        if sailors_total(seat) != SAILORS_PER_COLOUR:
            raise StateError(
                f"{f}.sailors", f"{SAILORS_PER_COLOUR} sailors of each colour, not {sailors_total(seat)}"
            )
        if sum(seat.discs) + discs_out[p] > DISC_SPACES * DISCS_PER_SPACE:
            raise StateError(f"{f}.discs", "more discs than a ship board holds")
        if len(seat.plan) > PLAN_SPACES:
            raise StateError(f"{f}.plan", "three planning spaces")
        if len(set(seat.synergy)) != len(seat.synergy) or any(k not in SYNERGY for k in seat.synergy):
            raise StateError(f"{f}.synergy", "one synergy token of each kind at most (l.659)")
        if any(b not in BUILDINGS for b in seat.buildings) or len(set(seat.buildings)) != len(seat.buildings):
            raise StateError(f"{f}.buildings", "once per building (l.713)")
        for loc, card in seat.assistants:
            if loc not in ROUTE or card not in seat.bought:
                raise StateError(f"{f}.assistants", f"an assistant at {loc!r} from a card not bought")
        cards += [*seat.hand, *seat.plan, *seat.bought]
        quests += [t for t in seat.quests if t >= 0]
        tokens += list(seat.tokens)
    _once(cards, CARD_COUNT, "deck", "card")
    _once(quests, len(QUESTS), "quest_pile", "quest tile")
    if sorted(tokens) != list(range(len(TOKENS))):
        raise StateError("combat_piles", "every combat token once, in a pile, a combat or on a ship")
    on = markers_on_map(s)
    seen_locs = set()
    for loc, n in s.owners:
        if loc not in FLAGS or loc in seen_locs:
            raise StateError("owners", f"one ownership marker at a flagged location, not at {loc!r}")
        whole(n, "owners", 0, 2)
        seen_locs.add(loc)
    whole_numbers(s.markers_left, "markers_left", 3, 0, MARKERS_PER_NATION)
    for i in range(3):
        if s.markers_left[i] + on[i] > MARKERS_PER_NATION:
            raise StateError("markers_left", f"more than {MARKERS_PER_NATION} markers of a nation")
    shown = [*s.buildings, *s.building_stack]
    if sorted(shown) != sorted(BUILDINGS):
        raise StateError("buildings", "the eight buildings, shown or in the stack")
    if len(s.investors) != len(s.buildings):
        raise StateError("investors", "one list of investors per face-up building")
    for b, who in zip(s.buildings, s.investors, strict=True):
        if sorted(who) != sorted(p for p, seat in enumerate(s.seats) if b in seat.buildings):
            raise StateError("investors", f"the investors of {b} disagree with the seats")
    if s.phase not in PHASES:
        raise StateError("phase", f"unknown phase {s.phase!r}")
    if s.phase == "combat" and s.combat is None:
        raise StateError("combat", "a combat phase has a combat in progress")
    if s.phase == "choose" and not s.pending:
        raise StateError("pending", "a choice phase has a choice waiting")
    whole(s.village_left, "village_left", 0, 10)
