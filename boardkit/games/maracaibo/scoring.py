"""Interim scoring after rounds 1-3 (l.417-466) and the final scoring in round 4 (l.472-519)."""

from __future__ import annotations

from typing import Any

from boardkit.core import Action, IllegalAction, refuse

from .acts import act
from .buying import buy, buy_actions, invest
from .components import MARKERS_PER_NATION, doubloon_track_vp, free_spaces, rank
from .effects import design, gain_doubloons, gain_vp, markers_on_map, upgrades_done
from .flow import advance, pay_unreached_assistants, refill_market, start_draw, start_turn


def start_scoring(s: Any, trigger: int) -> None:
    """Step 1 goes round the table from the player who ended the round (l.425, l.476)."""
    s.trigger = trigger
    s.scoring = "interim" if s.round <= 3 else "final"
    s.queue = tuple((trigger + k) % s.players for k in range(s.players))  # Jean takes no step 1 (RULINGS A29)
    who = trigger if trigger < s.players else None  # Jean's ship (solo) has no seat
    s.say("scoring", who, "l.421" if s.round <= 3 else "l.472", "ends round {0}", s.round)
    next_buyer(s)


def next_buyer(s: Any) -> None:
    if s.queue:
        s.current_player, s.queue = s.queue[0], s.queue[1:]
        s.phase = "score_buy"
        return
    if s.scoring == "interim":
        interim_rest(s)
    else:
        final_rest(s)


def legal(s: Any) -> list[Action]:
    p = s.current_player
    return [*buy_actions(s, p), act("take_vp", p)]


def apply(s: Any, a: Action) -> None:
    p = a.player
    if a.kind == "take_vp":
        gain_vp(s, p, 2)  # l.430, l.481
        s.say("scoring", p, "l.430", "takes 2 VP")
        if s.scoring == "final":
            _part(s, p, 0, 2)
        next_buyer(s)
    else:
        if a.kind == "buy":
            buy(s, p, a["card"])
        else:
            invest(s, p, a["building"])
        start_draw(s)  # then refill the hand as in phase C (l.426)
    advance(s)


def why_not(s: Any, a: Action) -> IllegalAction | None:
    return refuse(
        a, "buy a card from hand or planning area you can pay for, invest, or take 2 VP", "l.426-430"
    )


def _part(s: Any, p: int, step: int, n: int) -> None:
    parts = [list(x) for x in s.final_parts] or [[0] * 5 for _ in range(s.players)]
    parts[p][step] += n
    s.final_parts = tuple(tuple(x) for x in parts)


def draw_quest(s: Any) -> int:
    tile = s.quest_top
    if tile >= 0:
        s.quest_top, s.quest_pile = (s.quest_pile[0], s.quest_pile[1:]) if s.quest_pile else (-1, ())
    return tile


def place_quests(s: Any, where: tuple[str, ...]) -> None:
    """Quest tiles from the pile onto route locations that have none (l.123, l.127, l.460)."""
    held = dict(s.quests_at)
    for loc in where:
        if loc in held:
            continue
        tile = draw_quest(s)
        if tile < 0:
            break
        held[loc] = tile
    s.quests_at = tuple(sorted(held.items()))


def interim_rest(s: Any) -> None:
    """Steps 2-7, then the next round starts left of the player who ended this one (l.434-466)."""
    for p, seat in enumerate(s.seats):  # 2. income
        gain_vp(s, p, seat.vincome)
        gain_doubloons(s, p, seat.dincome)
        s.say("income", p, "l.434", "income: {0} doubloons, {1} VP", seat.dincome, seat.vincome)
    if s.jean is not None:
        from .jean import income

        income(s)
    s.markets = ()  # 3. delivered discs leave the game (l.440)
    s.discard = (*s.discard, *s.market)  # 4. (l.444)
    s.market = ()
    refill_market(s)
    if s.building_stack and len(s.buildings) < 4:  # 5. (l.448)
        s.buildings = (*s.buildings, s.building_stack[0])
        s.building_stack = s.building_stack[1:]
        s.investors = (*s.investors, ())
    if s.story_card == "campaign":  # 6. (l.452-458)
        from .story import check

        check(s)
    else:  # cards 75-77: new quests (l.460, RULINGS A9)
        from .story import place_noncampaign

        place_noncampaign(s, f"round{s.round}")
    pay_unreached_assistants(s)  # 7. (l.464)
    s.scoring, s.round = "", s.round + 1
    if s.jean is not None and s.trigger == 0:  # Jean sits left of you: she opens the round (l.466)
        from .jean import turn

        s.current_player = 0
        turn(s)
        start_turn(s, 0)
        return
    start_turn(s, (s.trigger + 1) % s.players)  # l.466


def building_vp(s: Any, p: int, building: str) -> int:
    """End-game VP of a building invested in (l.1062-1087; the Cathedral: RULINGS A13)."""
    seat = s.seats[p]
    if building == "abbey":
        return 4 * len(seat.borders)
    if building == "palace":
        return 2 * len(seat.quests)
    if building == "basilica":
        return min(16, 4 * len(seat.assistants))
    if building == "fortress":
        return 2 * seat.sailors + 2 * seat.combat
    if building == "ministry":
        return 3 * len(seat.synergy)
    if building == "military_base":
        return 2 * len(seat.tokens)
    if building == "academy":
        return 2 * upgrades_done(seat)
    if building == "cathedral":
        return doubloon_track_vp(seat.dincome)
    raise ValueError(f"unknown building {building!r}")


def majority_bonus(on_map: tuple[int, ...]) -> tuple[int, ...]:
    """2 for the most markers on the map, 1 for second, 0 third; ties take the higher (l.503-505)."""
    return tuple(max(0, 2 - sum(1 for m in on_map if m > n)) for n in on_map)


def nation_modifiers(s: Any) -> tuple[int, ...]:
    """Free spaces on the ownership track plus the majority bonus (l.499-505)."""
    bonus = majority_bonus(markers_on_map(s))
    return tuple(free_spaces(MARKERS_PER_NATION - s.markers_left[i]) + bonus[i] for i in range(3))


def final_rest(s: Any) -> None:
    """Steps 2-5 (l.485-507); the game then ends at once (l.525)."""
    for p, seat in enumerate(s.seats):  # 2.
        n = seat.vincome + doubloon_track_vp(seat.dincome)
        gain_vp(s, p, n)
        _part(s, p, 1, n)
    if s.jean is not None:
        from .jean import income

        income(s)
    for p, seat in enumerate(s.seats):  # 3.
        n = sum(s.data.card_vp[design(c).id] for c in seat.bought) + sum(
            building_vp(s, p, b) for b in seat.buildings
        )
        gain_vp(s, p, n)
        _part(s, p, 2, n)
    jean = s.jean
    for i in range(3):  # 4. (l.493); Jean counts as an opponent (l.843)
        best = max([seat.influence[i] for seat in s.seats] + ([jean.influence[i]] if jean else []))
        if best == 0:
            continue
        for p, seat in enumerate(s.seats):
            if seat.influence[i] == best:
                gain_vp(s, p, 3)
                _part(s, p, 3, 3)
        if jean and jean.influence[i] == best:
            s.jean = s.jean.but(vp=s.jean.vp + 3)
    mods = nation_modifiers(s)
    if s.jean is not None:
        from .jean import final_bonus

        n = sum(rank(s.jean.influence[i]) * mods[i] for i in range(3))
        s.jean = s.jean.but(vp=s.jean.vp + n)
        final_bonus(s, upgrades_done(s.seats[0]))
    for p, seat in enumerate(s.seats):  # 5. (l.507)
        n = sum(rank(seat.influence[i]) * mods[i] for i in range(3))
        gain_vp(s, p, n)
        _part(s, p, 4, n)
        s.say("scoring", p, "l.507", "ranks times nation modifiers: {0} VP", n)
    if s.story_card == "campaign":  # 6. (l.511)
        from .story import check

        check(s, final=True)
    s.scoring = ""
    s.phase = "over"
