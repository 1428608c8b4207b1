"""The combat action (l.255-311): a token, the fighting nation, its combat value, boosts and maneuvers."""

from __future__ import annotations

from typing import Any

from boardkit.core import Action, IllegalAction, refuse

from .acts import act, act1
from .components import CITIES, EMPTY_PILES_VALUE, FLAGS, NATIONS, ROUTE, TOKENS, VILLAGES
from .effects import (
    NATION,
    count_effect,
    design,
    gain_combat,
    gain_doubloons,
    gain_influence,
    gain_sailors,
    gain_vp,
    has_upgrade,
    markers_on_map,
    owner_at,
    place_marker,
    remove_marker,
    return_sailor,
    upd,
)
from .flow import advance, leave_sub, push
from .sail import gated, opened
from .state import Combat

# maneuver -> (cost in combat value, group: one maneuver of a group per combat, rule)
MANEUVERS = {
    "influence": (2, "influence", "l.295"),
    "influence2": (5, "influence", "l.295"),
    "capture": (4, "city", "l.301"),  # card maneuvers too: once per campaign (RULINGS A20)
    "recapture": (6, "city", "l.301"),
    "capture_village": (2, "village", "l.576"),
    "recapture_village": (5, "village", "l.576"),
    "card_influence": (2, "card", "l.929"),
    "card_synergy": (1, "card_synergy", "l.930"),
    "silver_fleet": (10, "silver_fleet", "l.1222"),  # the second space costs 11 (RULINGS A45)
    "gold_mine": (8, "gold_mine", "l.1240"),
}
SPOTS = {"silver_fleet": ("L6:1", "L6:2"), "gold_mine": ("L9",)}  # ownership spaces on legacy tiles
GOLD_MINE_SPACE = 5  # l.1240


def _card_maneuver(seat: Any, name: str) -> list[tuple[Any, ...]]:
    return [e for c in seat.bought for e in design(c).effects if e[0] == "maneuver" and e[1] == name]


def begin(s: Any, who: int, pile: int) -> None:
    """Reveal a token from a pile (both empty: every nation has 3, l.259); combat prep first (l.882)."""
    token = -1
    if pile >= 0:
        piles = list(s.combat_piles)
        token, piles[pile] = piles[pile][0], piles[pile][1:]
        s.combat_piles = (piles[0], piles[1])
    prep = count_effect(s.seats[who], "combat_prep")
    if prep:
        gain_combat(s, who, prep)
    push(s, "combat")
    s.combat = Combat(token, -1, 0, ())
    if pile >= 0:  # which pile is public: the token is revealed face up (l.259)
        s.say("combat", who, "l.259", "takes part in a military campaign (pile {0})", pile + 1)
    else:
        s.say("combat", who, "l.259", "takes part in a military campaign")


def nation_value(s: Any, token: int, nation: int) -> int:
    """The token's value for the nation with its printed modifiers, none on a tie (l.270-276, A2)."""
    if token < 0:
        return EMPTY_PILES_VALUE
    t = TOKENS[token]
    value = s.data.token_value[token][nation]  # correctable (docs/data.md)
    on = markers_on_map(s)
    if t.most and on[nation] == max(on) and on.count(max(on)) == 1:
        value -= 2
    if t.fewest and on[nation] == min(on) and on.count(min(on)) == 1:
        value += 3
    return value


def _entry(token: int, nation: int) -> tuple[tuple[str, int], ...]:
    return TOKENS[token].entry[nation] if token >= 0 else ()


def affordable(s: Any, who: int, token: int, nation: int) -> bool:
    """A participation cost must be paid in full (RULINGS A16)."""
    for what, n in _entry(token, nation):
        if what == "doubloons" and n < 0 and s.seats[who].doubloons < -n:
            return False
    return True


def targets(s: Any, who: int, kind: str) -> list[str]:
    nation = s.combat.nation
    if s.markers_left[nation] == 0 and kind not in (
        "influence",
        "influence2",
        "card_influence",
        "card_synergy",
    ):
        return []  # no marker to place (A10)
    if kind in ("capture", "recapture"):
        # a new city takes markers once it is in play and the explorer passed its space (l.1232, l.1238)
        shut = {c for c in CITIES if ROUTE[c].legacy} - (opened(s) - gated(s, s.seats[who].explorer))
        pool = [c for c in CITIES if c in FLAGS and c not in shut]
    elif kind in ("capture_village", "recapture_village"):
        if not has_upgrade(s.seats[who], "village_capture"):
            return []
        pool = list(VILLAGES)
    elif kind in SPOTS:
        tile = "L6" if kind == "silver_fleet" else "L9"
        if tile not in s.legacy or (kind == "gold_mine" and s.seats[who].explorer < GOLD_MINE_SPACE):
            return []
        free = [spot for spot in SPOTS[kind] if owner_at(s, spot) < 0]
        return free[:1]  # spaces fill in order; markers there are never displaced (l.1222, l.1240)
    else:
        return [""]
    if kind.startswith("capture"):
        return [
            loc for loc in pool if owner_at(s, loc) < 0
        ]  # no marker of another nation (l.301, RULINGS A12)
    return [loc for loc in pool if owner_at(s, loc) >= 0 and owner_at(s, loc) != nation]  # l.309


def legal(s: Any) -> list[Action]:
    p = s.current_player
    c = s.combat
    if c.nation < 0:
        return [
            act1("aggressor", p, "nation", n) for i, n in enumerate(NATIONS) if affordable(s, p, c.token, i)
        ]
    seat = s.seats[p]
    out: list[Action] = []
    if seat.sailors:
        out.append(act1("boost", p, "source", "sailor"))
    if seat.combat:
        out.append(act1("boost", p, "source", "ship"))
    groups = {MANEUVERS[u][1] for u in c.used}
    for kind, (cost, group, _) in MANEUVERS.items():
        if group in groups or (kind in SPOTS and not s.legacy):
            continue
        if cost > c.value:
            continue
        if kind == "card_influence" and not _card_maneuver(seat, "influence_vp"):
            continue
        if kind == "card_synergy" and not any(
            e[2] in seat.synergy for e in _card_maneuver(seat, "synergy_cash")
        ):
            continue
        for t in targets(s, p, kind):
            if spot_cost(kind, t) <= c.value:
                out.append(act("maneuver", p, what=kind, target=t))
    out.append(act("end_combat", p))
    return out


def apply(s: Any, a: Action) -> None:
    who = a.player
    c = s.combat
    if a.kind == "aggressor":
        nation = NATION[a["nation"]]
        for what, n in _entry(c.token, nation):  # l.265-268
            if what == "doubloons":
                gain_doubloons(s, who, n)
            elif what == "influence":
                gain_influence(s, who, nation, n)
            elif what == "vp":
                gain_vp(s, who, n)
            elif what == "sailor":
                gain_sailors(s, who, n)
        if any(
            e[1] == a["nation"] for c2 in s.seats[who].bought for e in design(c2).effects if e[0] == "patron"
        ):
            gain_combat(
                s,
                who,
                2 * sum(1 for c2 in s.seats[who].bought if ("patron", a["nation"]) in design(c2).effects),
            )
        s.combat = Combat(c.token, nation, nation_value(s, c.token, nation), ())
        s.say("combat", who, "l.261", "fights for {0}: combat value {1}", a["nation"], s.combat.value)
    elif a.kind == "boost":
        if a["source"] == "sailor":
            return_sailor(s, who)
        else:
            upd(s, who, combat=s.seats[who].combat - 1)
        s.combat = Combat(c.token, c.nation, c.value + 1, c.used)  # l.280-281
    elif a.kind == "maneuver":
        _maneuver(s, who, a["what"], a["target"])
    else:  # end_combat: the token lies face down on the ship board (l.311)
        if c.token >= 0:
            upd(s, who, tokens=(*s.seats[who].tokens, c.token))
        s.combat = None
        s.say("combat", who, "l.311", "ends the campaign")
        leave_sub(s)
    advance(s)


def spot_cost(kind: str, target: str) -> int:
    """A maneuver's cost; the silver fleet's second space costs 11 (l.1222)."""
    return 11 if target == "L6:2" else MANEUVERS[kind][0]


def _maneuver(s: Any, who: int, kind: str, target: str) -> None:
    c = s.combat
    _, _, rule = MANEUVERS[kind]
    cost = spot_cost(kind, target)
    s.combat = Combat(c.token, c.nation, c.value - cost, (*c.used, kind))
    nation = c.nation
    if kind == "influence":
        gain_influence(s, who, nation, 1)
    elif kind == "influence2":
        gain_influence(s, who, nation, 2)
    elif kind == "card_influence":
        gain_influence(s, who, nation, 1)
        x = sum(e[2] for e in _card_maneuver(s.seats[who], "influence_vp"))
        gain_vp(s, who, x)
    elif kind == "card_synergy":  # l.930: with the synergy token shown
        gain_doubloons(s, who, 3)
        gain_vp(s, who, 2)
    elif kind in SPOTS:  # l.1222, l.1240: a marker that stays, influence (fleet) and doubloons
        place_marker(s, nation, target)
        if kind == "silver_fleet":
            gain_influence(s, who, nation, 3)
            gain_doubloons(s, who, 8)
        else:
            gain_doubloons(s, who, 12)
    else:
        if kind.startswith("recapture"):
            remove_marker(s, who, target)
        place_marker(s, nation, target)
        gain_influence(s, who, nation, 1)  # l.303, l.578
        if kind in ("capture", "recapture"):
            bonus = ROUTE[target].bonus  # the flag's bonus (l.305)
            if bonus:
                (gain_vp if bonus[0] == "vp" else gain_doubloons)(s, who, bonus[1])
        else:  # l.580: 3 VP per own and 1 VP per other assistant in the village
            own = sum(1 for loc, _ in s.seats[who].assistants if loc == target)
            other = sum(
                1 for i, st in enumerate(s.seats) if i != who for loc, _ in st.assistants if loc == target
            )
            gain_vp(s, who, 3 * own + other)
    if target in ROUTE:
        s.say("combat", who, rule, "maneuver {0} at {1}", kind, ROUTE[target].name)
    elif target:
        s.say("combat", who, rule, "maneuver {0} at {1}", kind, target)
    else:
        s.say("combat", who, rule, "maneuver {0}", kind)


def why_not(s: Any, a: Action) -> IllegalAction | None:
    c = s.combat
    if a.kind == "aggressor":
        if c.nation >= 0:
            return refuse(a, "the fighting nation is chosen already", "l.261")
        if a["nation"] not in NATION:
            return refuse(a, f"nations are {', '.join(NATIONS)}", "l.87")
        return refuse(a, "the participation cost cannot be paid", "l.265")
    if c.nation < 0:
        return refuse(a, "first choose the nation you fight for", "l.261")
    if a.kind == "boost":
        if a["source"] not in ("sailor", "ship"):
            return refuse(a, "boost with a sailor or a ship combat point", "l.280-281")
        return refuse(a, f"you have no {a['source']} to spend", "l.280-281")
    if a.kind == "maneuver":
        kind = a["what"]
        if kind not in MANEUVERS:
            return refuse(a, f"maneuvers are {', '.join(MANEUVERS)}", "l.289")
        cost, group, rule = MANEUVERS[kind]
        if any(MANEUVERS[u][1] == group for u in c.used):
            return refuse(a, "each maneuver once per campaign", "l.285, l.307")
        if cost > c.value:
            return refuse(a, f"it costs {cost} combat value, {c.value} is left", "l.287")
        return refuse(a, "not a place this maneuver can take", rule)
    return None
