"""Jean, the solo opponent (l.729-848): her automa card's moves, quest or city, the card's action, her scoring.

Jean is the seat after the last one (``JEAN == state.players``); her turn is played by the engine right
after yours (l.759). Her cards, moves and rewards are data (data/automa.json, designed: RULINGS A26).
"""

from __future__ import annotations

from typing import Any

from boardkit.core.rng import shuffled

from .components import (
    AUTOMA,
    CITIES,
    DIFFICULTY,
    FLAGS,
    HAVANA,
    JEAN_DISCS,
    NATIONS,
    ROUTE,
    SHIELDS,
    TOKENS,
    TRACK_BORDER,
    TRACK_END,
    TRACK_LENGTH,
    VILLAGES,
    next_on_route,
    rank,
)
from .effects import markers_on_map, owner_at, place_marker
from .flow import refill_market
from .main import city_kind, market_free
from .sail import gated, opened
from .scoring import draw_quest
from .state import Jean

PRIORITY = (0, 2, 1)  # France, Spain, England (l.821)
JEAN_VP_PER_QUEST = 5  # l.845


def new_jean() -> Jean:
    return Jean(ship=HAVANA, explorer=0, influence=(0, 0, 0), vp=0, removed=0, quests=(), cards=(), tokens=())


def automa_deck(s: Any, difficulty: str) -> tuple[int, ...]:
    """The letters' piles shuffled apart, the difficulty's counts taken, shuffled together (l.745-753)."""
    picked: list[int] = []
    for letter, n in zip("ABC", DIFFICULTY[difficulty], strict=True):
        pile = shuffled(s, [c["id"] for c in AUTOMA if c["letter"] == letter])
        picked.extend(pile[:n])
    return tuple(shuffled(s, picked))


def jean_index(s: Any) -> int:
    return s.players


def _gain(s: Any, **changes: Any) -> None:
    s.jean = s.jean.but(**changes)


def _vp(s: Any, n: int) -> None:
    if n:
        _gain(s, vp=s.jean.vp + n)


def _influence(s: Any, nation: int, n: int) -> None:
    now = s.jean.influence[nation]
    moved = min(n, TRACK_LENGTH - now)
    inf = list(s.jean.influence)
    inf[nation] = now + moved
    _gain(s, influence=tuple(inf))
    _vp(s, 2 * (n - moved))  # past the end of the track (l.317)


def _number(loc: str) -> tuple[int, int]:
    """Location numbers in order; a legacy city without a number comes after them."""
    return (0, int(loc)) if loc.isdigit() else (1, 0)


def _counts(s: Any, loc: str, quests: set[str]) -> bool:
    """Jean ignores villages without a quest: they are no move (l.767). ``quests``: the quest locations."""
    return city_kind(s, loc) in ("city", "doorstep") or loc in quests


_AHEAD: dict[tuple, tuple[str, ...]] = {}  # next_on_route by (location, round, room): a few hundred


def sail(s: Any, moves: int, fork: str) -> str:
    """Her ship's voyage: only cities and quest villages count; stop locations end it (l.765-769).
    The upper arrow is the first one listed (RULINGS A30)."""
    # she may sail to L4/L7 only past their spaces (l.837)
    room = opened(s) - gated(s, s.jean.explorer) if s.legacy else frozenset()
    quests = {loc for loc, _ in s.quests_at}
    at = s.jean.ship
    left = moves
    while left > 0:
        key = (at, s.round, room)
        ahead = _AHEAD.get(key)
        if ahead is None:
            ahead = _AHEAD[key] = next_on_route(at, s.round, room)
        if not ahead:
            break
        at = ahead[0] if fork == "upper" or len(ahead) == 1 else ahead[-1]
        if _counts(s, at, quests):
            left -= 1
        if ROUTE[at].stop:
            break
    _gain(s, ship=at)
    return at


def _take_quest_from_pile(s: Any) -> None:
    tile = draw_quest(s)
    if tile >= 0:
        _gain(s, quests=(*s.jean.quests, tile))


def _remove_disc(s: Any) -> bool:
    if s.jean.removed >= JEAN_DISCS:
        return False
    _gain(s, removed=s.jean.removed + 1)
    return True


def explore(s: Any, steps: int) -> None:
    """Two (or four) steps; she stops at a quest tile in reach, else goes on toward the end (l.801).
    Spaces other explorers hold are skipped (RULINGS A32)."""
    taken = {seat.explorer for seat in s.seats if seat.explorer not in (0, TRACK_END)}
    quests = dict(s.space_quests)
    at = s.jean.explorer
    walked = 0
    path: list[int] = []
    while walked < steps and at < TRACK_END:
        at += 1
        path.append(at)
        if at != TRACK_END and (at in taken or at in s.removed_spaces):
            continue  # skipped, not a step (l.338)
        walked += 1
        if at in quests:
            break
    # she lands on the last counted space of the path
    while path and path[-1] != TRACK_END and (path[-1] in taken or path[-1] in s.removed_spaces):
        path.pop()
    if not path:
        return
    to = path[-1]
    for k in range(s.jean.explorer + 1, to + 1):  # she takes first-crosser places, scoring nothing (l.801)
        b = TRACK_BORDER[k]
        if b in ("blue", "green") and b not in s.crossed:
            s.crossed = (*s.crossed, b)
    _gain(s, explorer=to)
    if to == TRACK_END:
        s.arrivals = (*s.arrivals, jean_index(s))
    elif to in quests:  # she takes the tile; the space leaves play (RULINGS A27)
        _gain(s, quests=(*s.jean.quests, quests[to]))
        s.space_quests = tuple(q for q in s.space_quests if q[0] != to)
        s.removed_spaces = tuple(sorted((*s.removed_spaces, to)))


def combat(s: Any, reward: str, warrior: bool) -> None:
    """Her campaign (l.817-824): modified values, the aggressor, a capture, the card's reward."""
    token = -1
    piles = list(s.combat_piles)
    for i in (0, 1):
        if piles[i]:
            token, piles[i] = piles[i][0], piles[i][1:]
            break
    s.combat_piles = (piles[0], piles[1])
    you = s.seats[0]
    on = markers_on_map(s)
    values = []
    for n in range(3):
        printed = s.data.token_value[token][n] if token >= 0 else 3
        v = rank(s.jean.influence[n]) + printed - rank(you.influence[n])
        if token >= 0 and TOKENS[token].most and on[n] == max(on) and on.count(max(on)) == 1:
            v -= 2
        if token >= 0 and TOKENS[token].fewest and on[n] == min(on) and on.count(min(on)) == 1:
            v += 3
        values.append((v, printed, -PRIORITY.index(n), n))
    nation = max(values)[3]
    shut = {c for c in CITIES if ROUTE[c].legacy} - (opened(s) - gated(s, s.jean.explorer))  # l.837
    cities = sorted((c for c in CITIES if c in FLAGS and owner_at(s, c) < 0 and c not in shut), key=_number)
    villages = sorted((v for v in VILLAGES if owner_at(s, v) < 0), key=int)
    if cities:
        place_marker(s, nation, cities[0])
    elif villages:
        place_marker(s, nation, villages.pop(0))
    elif s.markers_left[nation]:
        left = list(s.markers_left)
        left[nation] -= 1  # out of the game (RULINGS A28)
        s.markers_left = tuple(left)
    if warrior:
        villages = sorted((v for v in VILLAGES if owner_at(s, v) < 0), key=int)
        if villages:
            place_marker(s, nation, villages[0])
    if reward == "3":
        _influence(s, nation, 3)
        _vp(s, 2)
    else:
        _influence(s, nation, 2)
    if token >= 0:
        _gain(s, tokens=(*s.jean.tokens, token))
    s.say("jean", None, "l.817-824", "Jean fights for {0}", NATIONS[nation])


def turn(s: Any) -> None:
    """One automa card, in printed order, then discarded (l.759-783); an empty deck is reshuffled (l.828)."""
    if not s.automa_deck:
        s.automa_deck, s.automa_discard = tuple(shuffled(s, s.automa_discard)), ()
    card_id, s.automa_deck = s.automa_deck[0], s.automa_deck[1:]
    s.automa_discard = (*s.automa_discard, card_id)
    card = AUTOMA[card_id]
    at = sail(s, card["moves"], card["fork"])
    s.say("jean", None, "l.765", "Jean sails to {0}", ROUTE[at].name)
    held = dict(s.quests_at)
    if at in held:  # l.775: the tile without paying, and her turn ends
        _gain(s, quests=(*s.jean.quests, held.pop(at)))
        s.quests_at = tuple(sorted(held.items()))
        s.say("jean", None, "l.775", "Jean takes the quest at {0}", ROUTE[at].name)
        return
    where = ROUTE[at]
    if city_kind(s, at) == "city" and market_free(s, at) and _remove_disc(s):
        markets = dict(s.markets)
        markets[at] = (*markets.get(at, ()), jean_index(s))
        s.markets = tuple(sorted(markets.items()))
        s.say("jean", None, "l.779", "Jean delivers her leftmost disc to {0}", where.name)
    elif s.market:  # l.779-781: the card at the printed position, face down beside her board
        pos = min(card["market"], len(s.market) - 1)
        taken = s.market[pos]
        s.market = tuple(c for c in s.market if c != taken)
        _gain(s, cards=(*s.jean.cards, taken))
        s.say("jean", None, "l.781", "Jean takes a market card face down")
        refill_market(s)
    late = s.round >= 3
    action = card["action"]
    s.say("jean", None, "l.783", "Jean's card: {0}", action.replace("_", " "))
    if action == "influence":
        _influence(s, NATIONS.index(card["extra"]), 1)
    elif action == "disc":
        _remove_disc(s)
        _vp(s, 4 if late else 0)
    elif action == "vp_disc":
        _vp(s, 4)
        _remove_disc(s)
    elif action == "explore":
        explore(s, 2)
    elif action == "vp_explore":
        _vp(s, 4)
        explore(s, 4 if late else 2)
    elif action == "quest":
        _take_quest_from_pile(s)
        _vp(s, 4 if late else 0)
    elif action == "quest_vp":
        _take_quest_from_pile(s)
        _vp(s, 3)
    else:
        combat(s, card["extra"], action == "combat_warrior")


def income(s: Any) -> int:
    """No doubloons: the uncovered shield's VP and 1 VP per card beside her board (l.829-833)."""
    n = SHIELDS[s.jean.removed] + len(s.jean.cards)
    _vp(s, n)
    s.say("jean", None, "l.829", "Jean's income: {0} VP", n)
    return n


def _lead_vp(lead: int, steps: tuple[int, int]) -> int:
    if lead <= 0:
        return 0
    return 30 if lead >= steps[1] else 20 if lead >= steps[0] else 10


def final_bonus(s: Any, your_upgrades: int) -> int:
    """5 VP per quest tile and the three leads (l.845-848); the designed track has no branches (RULINGS A31)."""
    you = s.seats[0]
    n = JEAN_VP_PER_QUEST * len(s.jean.quests)
    n += _lead_vp(len(s.jean.quests) - len(you.quests), (3, 4))
    n += _lead_vp(s.jean.removed - your_upgrades, (3, 4))
    n += _lead_vp(s.jean.explorer - you.explorer, (8, 11))
    _vp(s, n)
    return n
