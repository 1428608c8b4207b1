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
from .main import market_size

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
    seen_locs = set()
    spots = {"L6:1", "L6:2"} if "L6" in s.legacy else set()
    spots |= {"L9"} if "L9" in s.legacy else set()
    for loc, n in s.owners:
        if (loc not in FLAGS and loc not in spots) or loc in seen_locs:
            raise StateError("owners", f"one ownership marker at a flagged location, not at {loc!r}")
        whole(n, "owners", 0, 2)
        seen_locs.add(loc)
    if len(s.market) > 4:
        raise StateError("market", "four face-up cards at most (l.83)")
    cards = [*s.deck, *s.discard, *s.market, *s.story_box]
    quests = [q for q in (s.quest_top,) if q >= 0] + list(s.quest_pile)
    quests += [t for _, t in s.quests_at] + [t for _, t in s.space_quests]
    tokens = [*s.combat_piles[0], *s.combat_piles[1]]
    if s.combat is not None and s.combat.token >= 0:
        tokens.append(s.combat.token)
    solo = s.jean is not None
    if solo != (s.players == 1):
        raise StateError("jean", "Jean plays exactly in the solo game (l.729)")
    jean = s.players  # her index in markets, arrivals and the trigger
    if solo:
        _jean(s)
        cards += list(s.jean.cards)
        quests += list(s.jean.quests)
        tokens += list(s.jean.tokens)
    discs_out = [0] * (s.players + 1)
    _story(s)
    _city_tiles(s)
    for _tile, seats in s.legacy_discs:
        for p in seats:
            whole(p, "legacy_discs", -1, s.players - 1)  # -1: a disc from the box (l.839)
            if p >= 0:
                discs_out[p] += 1
    for city, seats in s.markets:
        size = market_size(s, city) if city in ROUTE else 0
        if not size:
            raise StateError("markets", f"{city!r} has no market")
        if len(seats) > size:
            raise StateError("markets", f"{ROUTE[city].name} holds {size} discs, not {len(seats)}")
        for p in seats:
            whole(p, "markets", 0, jean if solo else s.players - 1)
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
        whole(seat.income_sailors, f"{f}.income_sailors", 0, SAILORS_PER_COLOUR)
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
        quests += [t for t in seat.quests if t >= 0] + list(seat.card_quests)
        tokens += list(seat.tokens)
    _once(cards, CARD_COUNT, "deck", "card")
    _once(quests, len(QUESTS), "quest_pile", "quest tile")
    if sorted(tokens) != list(range(len(TOKENS))):
        raise StateError("combat_piles", "every combat token once, in a pile, a combat or on a ship")
    on = markers_on_map(s)
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
    _setup(s)
    _turn(s)
    _track(s)


def _city_tiles(s: Any) -> None:
    from .components import CITY_TILES, MARACAIBO, TILE_SLOTS

    board = max(2, s.players)
    seen: set[int] = set()
    for loc, tile in s.city_tiles:
        whole(tile, "city_tiles", 0, len(CITY_TILES) - 1)
        if tile in seen or CITY_TILES[tile]["players"] != board or loc not in (*TILE_SLOTS, MARACAIBO):
            raise StateError(
                "city_tiles", f"city tile {tile} at {loc!r}: tiles of this player count, on their slots"
            )
        if (loc == MARACAIBO) != CITY_TILES[tile]["maracaibo"]:
            raise StateError("city_tiles", "the Maracaibo tile covers Maracaibo only (l.71)")
        seen.add(tile)


def _story(s: Any) -> None:
    """Story cards, tokens and legacy tiles: known ids, each once; tokens on the board or on one ship."""
    from .components import LEGACY, NONCAMPAIGN, STORY

    if s.story_card not in (*NONCAMPAIGN, "campaign"):
        raise StateError("story_card", "75, 76, 77 or 'campaign'")
    campaign = s.story_card == "campaign"
    if not campaign and (s.stories or s.story_read or s.story_tokens or s.legacy or s.legacy_discs):
        raise StateError("stories", "story cards and legacy tiles belong to the campaign (l.127)")
    if set(s.stories) & set(s.story_read) or any(n not in STORY for n in (*s.stories, *s.story_read)):
        raise StateError("stories", "known story cards, on the board or read")
    if len(set(s.stories)) != len(s.stories) or len(set(s.story_read)) != len(s.story_read):
        raise StateError("stories", "each story card once")
    if any(t not in LEGACY for t in s.legacy) or len(set(s.legacy)) != len(s.legacy):
        raise StateError("legacy", "known legacy tiles, each once")
    for tile, seats in s.legacy_discs:
        if tile not in s.legacy or not LEGACY[tile]["spaces"] or len(seats) > LEGACY[tile]["spaces"]:
            raise StateError("legacy_discs", f"{tile}: a disc tile on the board with room for them")
    placed = [n for _, n in s.story_tokens]
    taken = [-q for seat in s.seats for q in seat.quests if q < 0]
    if s.jean is not None:
        taken += [-q for q in s.jean.quests if q < 0]
    every = placed + taken
    if len(set(every)) != len(every) or any(not 1 <= n <= 4 for n in every):
        raise StateError("story_tokens", "story tokens 1-4, each on the board or on one ship (l.70, l.380)")
    if any(loc not in ROUTE for loc, _ in s.story_tokens):
        raise StateError("story_tokens", "tokens lie at locations")


def _jean(s: Any) -> None:
    from .components import AUTOMA, DIFFICULTY, JEAN_DISCS

    j = s.jean
    whole(j.explorer, "jean.explorer", 0, TRACK_END)
    whole(j.vp, "jean.vp")
    whole(j.removed, "jean.removed", 0, JEAN_DISCS)
    whole_numbers(j.influence, "jean.influence", 3, 0, TRACK_LENGTH)
    if j.ship not in ROUTE:
        raise StateError("jean.ship", f"no location {j.ship!r}")
    if s.difficulty not in DIFFICULTY:
        raise StateError("difficulty", f"one of {', '.join(DIFFICULTY)}")
    cards = [*s.automa_deck, *s.automa_discard]
    if len(set(cards)) != len(cards) or any(
        not isinstance(c, int) or not 0 <= c < len(AUTOMA) for c in cards
    ):
        raise StateError("automa_deck", "automa cards, each once")
    if len(cards) != sum(DIFFICULTY[s.difficulty]):
        raise StateError(
            "automa_deck", f"{sum(DIFFICULTY[s.difficulty])} automa cards at {s.difficulty} (l.749-753)"
        )


def _setup(s: Any) -> None:
    """During the first decisions, seats before the current one are done and those after it untouched (l.129-135)."""
    for p, seat in enumerate(s.seats):
        f = f"seats.{p}"
        if seat.career < 0:
            if s.phase != "setup" or p < s.current_player:
                raise StateError(f"{f}.career", "one career card is kept after the first decisions (l.135)")
            if (
                len(seat.offer) != 2
                or len(set(seat.offer)) != 2
                or any(not 0 <= c < len(CAREERS) for c in seat.offer)
            ):
                raise StateError(f"{f}.offer", "two career cards are dealt (l.106)")
            if seat.tasks != (0, 0, 0) or seat.general < 3:
                raise StateError(
                    f"{f}.tasks", "the career card's sailors come from the general supply (l.135)"
                )
            if p > s.current_player and (len(seat.hand) != 8 or seat.plan):
                raise StateError(f"{f}.hand", "8 dealt cards until the player's first decisions (l.81)")
            if len(seat.hand) > 8 or (len(seat.hand) < 5 and not seat.plan) or len(seat.hand) < 4:
                raise StateError(f"{f}.hand", "4 cards kept, 1 planned, 3 discarded (l.131-133)")
        else:
            if seat.offer:
                raise StateError(f"{f}.offer", "the other career card went back to the box (l.135)")
            if s.phase == "setup" and p > s.current_player:
                raise StateError(f"{f}.career", "later seats choose after the current one (l.135)")
            if len(seat.hand) > 6:
                raise StateError(f"{f}.hand", "a hand holds 4, at most 6 cards (l.221)")


PENDING = {
    "influence_choice",
    "disc",
    "explore",
    "space_quest",
    "bonus",
    "rank",
    "synergy",
    "combat",
    "village",
    "marker_village",
    "village_rank",
    "sailor_income",
    "resail",
    "legacy_disc",
    "sailor_vp",
}
FRAMES = ("main", "combat", "village", "choose", "draw", "score_buy")


def _turn(s: Any) -> None:
    """The turn in progress is one the rules can reach: sub-phases have where to return, choices what to ask."""
    whole(s.village_left, "village_left", 0, 10)
    whole(s.steps, "steps", 0, 7)
    whole(s.first_player, "first_player", 0, s.players - 1)
    whole(s.trigger, "trigger", -1, s.players if s.jean is not None else s.players - 1)
    if s.scoring not in ("", "interim", "final"):
        raise StateError("scoring", "'', 'interim' or 'final'")
    if len(set(s.queue)) != len(s.queue) or any(not 0 <= q < s.players for q in s.queue):
        raise StateError("queue", "seats still to take scoring step 1")
    if (s.phase == "score_buy" or s.queue) and not s.scoring:
        raise StateError("scoring", "scoring step 1 runs only in a scoring")
    if s.scoring and s.trigger < 0:
        raise StateError("trigger", "a scoring was started by a seat")
    if s.final_parts and (len(s.final_parts) != s.players or any(len(x) != 5 for x in s.final_parts)):
        raise StateError("final_parts", "five final-scoring steps per seat")
    for frame in s.stack:
        if frame[0] not in FRAMES:
            raise StateError("stack", f"cannot return to {frame[0]!r}")
        whole(frame[1], "stack", 0, 10)
    if len(s.stack) > 8:
        raise StateError("stack", "sub-phases nest a few deep at most")
    needs_frame = s.phase in ("combat", "village", "choose")
    if needs_frame != bool(s.stack):
        raise StateError(
            "stack", f"phase {s.phase!r} {'returns somewhere' if needs_frame else 'is a base phase'}"
        )
    if s.phase in ("sail", "setup", "over") and (s.pending or s.combat is not None or s.village_left):
        raise StateError("pending", f"nothing is under way in phase {s.phase!r}")
    if s.phase == "choose" and not s.pending:
        raise StateError("pending", "a choice phase has a choice waiting")
    if (
        s.pending
        and s.phase not in ("choose", "village", "combat")
        and "choose" not in (f[0] for f in s.stack)
    ):
        raise StateError("pending", "waiting choices are asked at once")
    if len(s.deferred) != sum(1 for f in s.stack if f[0] == "choose"):
        raise StateError("deferred", "one list of waiting choices behind each sub-phase a choice began")
    for item in (*s.pending, *(i for group in s.deferred for i in group)):
        if not item or item[0] not in PENDING or any(type(x) is not int for x in item[1:]):
            raise StateError("pending", f"not a waiting choice: {item!r}")
        if item[1:] and not all(0 <= x <= 20 for x in item[1:]):
            raise StateError("pending", f"not a waiting choice: {item!r}")
    c = s.combat
    if (s.phase == "combat") != (c is not None and not s.pending) and s.phase == "combat":
        raise StateError("combat", "a combat phase has a combat in progress")
    if c is not None:
        if "combat" not in (s.phase, *(f[0] for f in s.stack)):
            raise StateError("combat", "a combat lies open only during the combat phase")
        whole(c.token, "combat.token", -1, len(TOKENS) - 1)
        whole(c.nation, "combat.nation", -1, 2)
        whole(c.value, "combat.value", 0, 60)
        from .combat import MANEUVERS

        if any(u not in MANEUVERS for u in c.used) or len(set(c.used)) != len(c.used):
            raise StateError("combat.used", "maneuvers from the list, each once")
        if c.nation < 0 and (c.used or c.value):
            raise StateError("combat.nation", "the nation is chosen before anything is spent")
    if s.phase == "village" and s.village_left < 1:
        raise StateError("village_left", "a village step has an action left")
    whole(s.round, "round", 1, 4)
    if s.phase == "setup" and s.round != 1:
        raise StateError("round", "the first decisions come before round 1")


def _track(s: Any) -> None:
    from .components import TRACK_QUEST

    ends = [p for p, seat in enumerate(s.seats) if seat.explorer == TRACK_END]
    if s.jean is not None and s.jean.explorer == TRACK_END:
        ends.append(s.players)
    if sorted(s.arrivals) != sorted(ends) or len(set(s.arrivals)) != len(s.arrivals):
        raise StateError("arrivals", "the seats whose explorers reached the end, in order")
    if any(b not in ("blue", "green") for b in s.crossed) or len(set(s.crossed)) != len(s.crossed):
        raise StateError("crossed", "blue or green borders, once")
    if any(r not in TRACK_QUEST for r in s.removed_spaces):
        raise StateError("removed_spaces", "only quest spaces leave play")
    for space, _ in s.space_quests:
        if space not in TRACK_QUEST or space in s.removed_spaces:
            raise StateError("space_quests", f"space {space} holds no quest")
    middle = [seat.explorer for seat in s.seats if seat.explorer not in (0, TRACK_END)]
    if s.jean is not None and s.jean.explorer not in (0, TRACK_END):
        middle.append(s.jean.explorer)
    if len(set(middle)) != len(middle):
        raise StateError("seats", "one explorer per space, except the start and the end (l.338)")
    for loc, _ in s.quests_at:
        if loc not in ROUTE:
            raise StateError("quests_at", f"no location {loc!r}")
    for p, seat in enumerate(s.seats):
        if any(b not in ("red", "blue", "green") for b in seat.borders):
            raise StateError(f"seats.{p}.borders", "red, blue or green")
        if any(loc not in ROUTE for loc in seat.declined):
            raise StateError(f"seats.{p}.declined", "locations")
