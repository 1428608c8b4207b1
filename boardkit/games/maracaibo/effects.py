"""What rewards, costs and card effects do to a seat: influence, VP, doubloons, income, discs and upgrades.

An effect that needs the player's choice (which nation, which disc, how many steps) is queued in
``state.pending`` and asked for in the "choose" phase (choose.py); the rest happen at once.
"""

from __future__ import annotations

from typing import Any

from .components import (
    BANNERS,
    CARD_DESIGN,
    COMBAT_MAX,
    DINCOME_MAX,
    DISCS_PER_SPACE,
    MARKERS_PER_NATION,
    NATIONS,
    SAILORS_PER_COLOUR,
    SYNERGY,
    TRACK_LENGTH,
    UP,
    UPGRADES,
    VINCOME_MAX,
    next_banner,
)
from .state import MaracaiboState, Seat

NATION = {n: i for i, n in enumerate(NATIONS)}


def upd(s: MaracaiboState, who: int, **changes: Any) -> Seat:
    seat = s.seats[who].but(**changes)
    s.set_seat(who, seat)
    return seat


def queue(s: MaracaiboState, *items: tuple[Any, ...]) -> None:
    """Effects waiting for a choice, before those already waiting (they follow from what just happened)."""
    s.pending = (*items, *s.pending)


def gain_vp(s: MaracaiboState, who: int, n: int) -> None:
    if n:
        upd(s, who, vp=max(0, s.seats[who].vp + n))


def gain_doubloons(s: MaracaiboState, who: int, n: int) -> None:
    if n:
        upd(s, who, doubloons=s.seats[who].doubloons + n)


def gain_combat(s: MaracaiboState, who: int, n: int) -> None:
    """Ship combat points; gains above 8 are lost (l.882)."""
    seat = s.seats[who]
    upd(s, who, combat=min(COMBAT_MAX, seat.combat + n))


def gain_influence(s: MaracaiboState, who: int, nation: int, n: int) -> None:
    """Influence steps; past the track's end each step is 2 VP instead (l.317)."""
    seat = s.seats[who]
    now = seat.influence[nation]
    moved = min(n, TRACK_LENGTH - now)
    if moved:
        inf = list(seat.influence)
        inf[nation] = now + moved
        seat = upd(s, who, influence=tuple(inf))
        s.say("influence", who, "l.317", "+{0} influence with {1}", moved, NATIONS[nation])
    if n > moved:
        gain_vp(s, who, 2 * (n - moved))
        s.say(
            "influence", who, "l.317", "{0} VP at the end of the {1} track", 2 * (n - moved), NATIONS[nation]
        )


def to_next_rank(s: MaracaiboState, who: int, nation: int) -> None:
    """Move the influence marker to the next red banner (l.597, l.962)."""
    now = s.seats[who].influence[nation]
    target = next_banner(now)
    if target > now:
        gain_influence(s, who, nation, target - now)


def gain_sailors(s: MaracaiboState, who: int, n: int) -> None:
    """Sailors of one's colour from the general supply, as many as are left (l.268, l.954)."""
    seat = s.seats[who]
    n = min(n, seat.general)
    if n:
        upd(s, who, sailors=seat.sailors + n, general=seat.general - n)


def return_sailor(s: MaracaiboState, who: int) -> None:
    """A sailor from the personal to the general supply (l.280, l.625, l.723)."""
    seat = s.seats[who]
    upd(s, who, sailors=seat.sailors - 1, general=seat.general + 1)


def gain_dincome(s: MaracaiboState, who: int, n: int) -> None:
    """Doubloon income; past 34 the rest raises VP income instead (l.675)."""
    seat = s.seats[who]
    room = DINCOME_MAX - seat.dincome
    upd(s, who, dincome=seat.dincome + min(n, room))
    if n > room:
        gain_vincome(s, who, n - room)


def remaining_scorings(s: MaracaiboState) -> int:
    """Interim scorings still to come this game plus the final one (l.679)."""
    return 5 - s.round if not s.scoring else 4 - s.round


def gain_vincome(s: MaracaiboState, who: int, n: int) -> None:
    """VP income; reaching 20 pays 20 VP per scoring still to come and the marker starts again (l.679, A5)."""
    seat = s.seats[who]
    total = seat.vincome + n
    while total >= VINCOME_MAX:
        total -= VINCOME_MAX
        bonus = VINCOME_MAX * remaining_scorings(s)
        gain_vp(s, who, bonus)
        s.say("income", who, "l.679", "VP income reached 20: {0} VP", bonus)
    upd(s, who, vincome=total)


def has_upgrade(seat: Seat, name: str) -> bool:
    return seat.discs[UP[name]] == 0


def upgrades_done(seat: Seat) -> int:
    return sum(1 for d in seat.discs if d == 0)


def disc_spaces(seat: Seat) -> list[int]:
    """Upgrade spaces a disc may come from now: discs left and the prerequisite met (l.571, l.587, l.589, l.599;
    RULINGS A6, A7)."""
    done = upgrades_done(seat)
    out = []
    for i, up in enumerate(UPGRADES):
        if seat.discs[i] == 0:
            continue
        need = up["needs"]
        if need.isdigit():
            if done < int(need):
                continue
        elif need and seat.discs[UP[need]] != 0:
            continue
        out.append(i)
    return out


def take_disc(s: MaracaiboState, who: int, space: int) -> None:
    """One disc off an upgrade space; emptying it completes the upgrade (l.551)."""
    seat = s.seats[who]
    discs = list(seat.discs)
    discs[space] -= 1
    upd(s, who, discs=tuple(discs))
    if discs[space] == 0:
        completed(s, who, space)


def completed(s: MaracaiboState, who: int, space: int) -> None:
    up = UPGRADES[space]
    s.say("upgrade", who, up["source"], "completes the upgrade {0}", up["id"])
    effect = up["effect"]
    if effect == "vp3_market" or effect == "vp3":
        gain_vp(s, who, 3)
    elif effect == "doubloons5":
        gain_doubloons(s, who, 5)
    elif effect == "vp6":
        gain_vp(s, who, 6)
    elif effect == "vp10":
        gain_vp(s, who, 10)
    elif effect == "choice":
        queue(s, ("bonus",))


def place_marker(s: MaracaiboState, nation: int, location: str) -> bool:
    """The nation's leftmost ownership marker (RULINGS A1) onto ``location`` (l.321); none left: nothing (A10)."""
    left = s.markers_left
    if left[nation] == 0:
        return False
    s.markers_left = tuple(n - 1 if i == nation else n for i, n in enumerate(left))
    s.owners = tuple(sorted((*((loc, n) for loc, n in s.owners if loc != location), (location, nation))))
    return True


def remove_marker(s: MaracaiboState, who: int, location: str) -> None:
    """A marker taken off the map leaves the game (l.301); the marker hunter scores 3 VP (l.910)."""
    s.owners = tuple((loc, n) for loc, n in s.owners if loc != location)
    hunters = sum(1 for c in s.seats[who].bought if "marker_hunter" in card_kinds(c))
    gain_vp(s, who, 3 * hunters)


def markers_on_map(s: MaracaiboState) -> tuple[int, int, int]:
    counts = [0, 0, 0]
    for _, n in s.owners:
        counts[n] += 1
    return (counts[0], counts[1], counts[2])


def markers_removed(s: MaracaiboState) -> tuple[int, ...]:
    on = markers_on_map(s)
    return tuple(MARKERS_PER_NATION - s.markers_left[i] - on[i] for i in range(3))


def owner_at(s: MaracaiboState, location: str) -> int:
    for loc, n in s.owners:
        if loc == location:
            return n
    return -1


def gain_synergy(s: MaracaiboState, who: int, kind: str) -> None:
    """A synergy token only if the seat has none of its kind (l.659); conditional income then counts (l.661)."""
    seat = s.seats[who]
    if kind in seat.synergy:
        return
    upd(s, who, synergy=tuple(sorted((*seat.synergy, kind))))
    s.say("synergy", who, "l.659", "takes the synergy token {0}", kind)
    for card in seat.bought:
        for eff in design(card).effects:
            if eff[0] == "cond_income" and eff[1] == kind:
                _income(s, who, eff[2], eff[3])


def _income(s: MaracaiboState, who: int, track: str, n: int) -> None:
    if track == "doubloons":
        gain_dincome(s, who, n)
    else:
        gain_vincome(s, who, n)


def compasses(seat: Seat) -> int:
    """One printed on the ship board (l.723) and one per compass card (l.886)."""
    return 1 + sum(1 for c in seat.bought if "compass" in card_kinds(c))


def design(card: int) -> Any:
    return CARD_DESIGN[card]


_KINDS: dict[int, frozenset[str]] = {}


def card_kinds(card: int) -> frozenset[str]:
    kinds = _KINDS.get(card)
    if kinds is None:
        kinds = _KINDS[card] = frozenset(e[0] for e in design(card).effects)
    return kinds


_COUNTS: dict[tuple[int, ...], dict[str, int]] = {}


def count_effect(seat: Seat, kind: str) -> int:
    """How many bought cards carry an effect of ``kind`` (kept per personal area: areas repeat a lot)."""
    counts = _COUNTS.get(seat.bought)
    if counts is None:
        if len(_COUNTS) > 50_000:
            _COUNTS.clear()
        counts = {}
        for c in seat.bought:
            for k in card_kinds(c):
                counts[k] = counts.get(k, 0) + 1
        _COUNTS[seat.bought] = counts
    return counts.get(kind, 0)


def sailors_total(seat: Seat) -> int:
    on_career = sum(1 for t in seat.tasks if t == 0) if seat.career >= 0 else 0
    return (
        seat.sailors
        + seat.general
        + on_career
        + len(seat.assistants)
        + seat.on_cards
        + len(seat.buildings)
        + seat.income_sailors
    )


def objects_to_discard(seat: Seat, symbol: str, n: int) -> int:
    """A permanent object card counts as one such object and is never discarded (l.874)."""
    held = sum(
        1 for c in seat.bought for e in design(c).effects if e[0] == "permanent_object" and e[1] == symbol
    )
    return max(0, n - held)


def reward(s: MaracaiboState, who: int, eff: tuple[Any, ...], rule: str) -> None:
    """One reward or instant effect (l.350-356, l.938-978, l.1193-1204); choices are queued."""
    kind = eff[0]
    seat = s.seats[who]
    if kind == "doubloons":
        gain_doubloons(s, who, eff[1])
        s.say("gain", who, rule, "+{0} doubloons", eff[1])
    elif kind == "vp":
        gain_vp(s, who, eff[1])
        s.say("gain", who, rule, "+{0} VP", eff[1])
    elif kind == "doubloons_vp":
        gain_doubloons(s, who, eff[1])
        gain_vp(s, who, eff[2])
        s.say("gain", who, rule, "+{0} doubloons and {1} VP", eff[1], eff[2])
    elif kind == "combat":
        gain_combat(s, who, eff[1])
        s.say("gain", who, rule, "+{0} ship combat points", eff[1])
    elif kind == "sailors" or kind == "sailor":
        n = eff[1] if len(eff) > 1 else 1
        gain_sailors(s, who, n)
        s.say("gain", who, rule, "takes sailors from the general supply")
    elif kind == "influence":
        gain_influence(s, who, NATION[eff[1]], eff[2])
    elif kind == "influence_choice":
        queue(s, ("influence_choice", eff[1]))
    elif kind == "remove_disc":
        queue(s, *(("disc",) for _ in range(eff[1])))
    elif kind == "vp_per_compass":
        n = (eff[1] if len(eff) > 1 else 2) * compasses(seat)  # quests: X per compass; the card: 2 (l.950)
        gain_vp(s, who, n)
        s.say("gain", who, rule, "+{0} VP for compasses", n)
    elif kind == "vp_per_quest":
        gain_vp(s, who, len(seat.quests))
        s.say("gain", who, rule, "+{0} VP for quest tiles", len(seat.quests))
    elif kind == "vp_per_token":
        gain_vp(s, who, len(seat.tokens))
        s.say("gain", who, rule, "+{0} VP for combat tokens", len(seat.tokens))
    elif kind == "vp_per_synergy":
        gain_vp(s, who, 2 * len(seat.synergy))
        s.say("gain", who, rule, "+{0} VP for synergy tokens", 2 * len(seat.synergy))
    elif kind == "vp_per_assistant":
        gain_vp(s, who, 2 * len(seat.assistants))  # l.945, l.1030
        s.say("gain", who, rule, "+{0} VP for assistants", 2 * len(seat.assistants))
    elif kind == "vp_per_strong_nation":
        n = 3 * sum(1 for v in seat.influence if v >= 3)  # l.978
        gain_vp(s, who, n)
        s.say("gain", who, rule, "+{0} VP for nations with 3 influence", n)
    elif kind in ("marker_village", "village_rank", "sailor_income", "resail"):
        queue(s, (kind, eff[1]) if len(eff) > 1 else (kind,))  # l.940, l.962, l.966, l.998
    elif kind == "remove_skull":  # l.1200: a skull tile leaves the game
        from .story import remove_skull

        remove_skull(s)
    elif kind == "card_quest":  # l.943: the top quest tile onto the card, face up
        from .scoring import draw_quest

        tile = draw_quest(s)
        if tile >= 0:
            upd(s, who, card_quests=(*s.seats[who].card_quests, tile))
    elif kind == "synergy":
        gain_synergy(s, who, eff[1])
    elif kind == "any_synergy":
        if len(seat.synergy) < len(SYNERGY):
            queue(s, ("synergy",))
    elif kind == "dincome":
        gain_dincome(s, who, eff[1])
    elif kind == "vincome":
        gain_vincome(s, who, eff[1])
    elif kind == "cond_income":
        if eff[1] in seat.synergy:
            _income(s, who, eff[2], eff[3])
    elif kind == "explore":
        queue(s, ("explore", eff[1], 0))
    elif kind == "combat_action":
        queue(s, ("combat",))
    elif kind == "village_actions":
        queue(s, ("village", eff[1]))
    # permanent effects (compass, discount, ...) and village actions or maneuvers are read where used.


def banner_spaces() -> tuple[int, ...]:
    return tuple(b for b, _ in BANNERS)


def check_sailors(seat: Seat) -> bool:
    return sailors_total(seat) == SAILORS_PER_COLOUR


def disc_total(seat: Seat) -> int:
    return sum(seat.discs)


FULL_DISCS = DISCS_PER_SPACE
