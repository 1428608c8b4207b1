"""The board's view-model: plain JSON of everything public (core has stripped the secrets already)."""

from __future__ import annotations

import re
from typing import Any

from boardkit.core import Action

from .components import (
    BANNERS,
    CAREERS,
    NATIONS,
    ROUTE,
    TRACK,
    TRACK_END,
    UPGRADE_IDS,
    UPGRADES,
    free_spaces,
    rank,
)
from .effects import compasses, design, markers_on_map, upgrades_done
from .main import village_count
from .schema import DEFAULT


def term(name: str, kind: str) -> str:
    """The glossary key of a printed name ("Rum distillery" -> "card.rum_distillery"): the board shows the term."""
    return f"{kind}.{re.sub(r'[^a-z0-9]+', '_', name.lower()).strip('_')}"


def _place(loc_id: str) -> str:
    return "havana" if loc_id == "0" else term(ROUTE[loc_id].name, "loc")


def _card(c: Any, data: Any = DEFAULT) -> Any:
    if c is None or not isinstance(c, int):
        return None  # a hidden card: only that it is there
    d = design(c)
    return {
        "id": c,
        "name": term(d.name, "card"),
        "deck": d.deck.lower(),
        "cost": data.card_cost[d.id],  # as the game's data says (corrected or shipped)
        "symbol": d.symbol,
        "vp": data.card_vp[d.id],
    }


def board_view(s: Any, viewer: int | None) -> dict[str, Any]:
    # Ids are lower case ("l4"): the board looks them up as glossary terms; moves keep the printed "L4".
    owners = dict(s.owners)
    quests = dict(s.quests_at)
    markets = dict(s.markets)
    route = [
        {
            "id": loc.id.lower(),
            "name": _place(loc.id),
            "kind": loc.kind,
            "next": [n.lower() for n in loc.next],
            "stop": loc.stop,
            "rounds": list(loc.rounds),
            "action": loc.action,
            "good": loc.good,
            "market": loc.market,
            "delivered": list(markets.get(loc.id, ())),
            "owner": NATIONS[owners[loc.id]] if loc.id in owners else None,
            "quest": quests.get(loc.id),
            "city_tile": dict(s.city_tiles).get(loc.id),
            "ships": [p for p, seat in enumerate(s.seats) if seat.ship == loc.id],
        }
        for loc in ROUTE.values()
    ]
    on_map = markers_on_map(s)
    nations = [
        {
            "nation": n,
            "markers_left": s.markers_left[i],
            "on_map": on_map[i],
            "free_spaces": free_spaces(13 - s.markers_left[i]),
            "banners": [list(b) for b in BANNERS],
        }
        for i, n in enumerate(NATIONS)
    ]
    seats = []
    for p, seat in enumerate(s.seats):
        seats.append(
            {
                "seat": p,
                "doubloons": seat.doubloons,
                "vp": seat.vp,
                "ship": seat.ship.lower(),
                "explorer": seat.explorer,
                "influence": dict(zip(NATIONS, seat.influence, strict=True)),
                "ranks": {n: rank(v) for n, v in zip(NATIONS, seat.influence, strict=True)},
                "combat": seat.combat,
                "discs": dict(zip(UPGRADE_IDS, seat.discs, strict=True)),
                "upgrades": upgrades_done(seat),
                "dincome": seat.dincome,
                "vincome": seat.vincome,
                "sailors": seat.sailors,
                "general_sailors": seat.general,
                "career": term(CAREERS[seat.career]["name"], "career") if seat.career >= 0 else None,
                "tasks": list(seat.tasks),
                "hand": [_card(c, s.data) for c in seat.hand],
                "hand_size": len(seat.hand),
                "plan": [_card(c, s.data) for c in seat.plan],
                "bought": [_card(c, s.data) for c in seat.bought],
                "synergy": list(seat.synergy),
                "combat_tokens": len(seat.tokens),
                "quest_tiles": len(seat.quests),
                "compasses": compasses(seat),
                "assistants": [[loc.lower(), c] for loc, c in seat.assistants],
                "buildings": list(seat.buildings),
                "admiral": seat.admiral,
            }
        )
    jean = s.jean
    view: dict[str, Any] = {
        "jean": None
        if jean is None
        else {
            "ship": jean.ship.lower(),
            "explorer": jean.explorer,
            "influence": dict(zip(NATIONS, jean.influence, strict=True)),
            "vp": jean.vp,
            "discs_removed": jean.removed,
            "quest_tiles": len(jean.quests),
            "cards": len(jean.cards),
            "combat_tokens": len(jean.tokens),
            "automa_deck": len(s.automa_deck),
            "automa_discard": list(s.automa_discard),
            "difficulty": s.difficulty,
        },
        "route": route,
        "nations": nations,
        "exploration": [
            {
                "space": t["id"],
                "reward": list(t["reward"]),
                "border": t["border"],
                "end": t["id"] == TRACK_END,
            }
            for t in TRACK
        ],
        "space_quests": [[sp, t] for sp, t in s.space_quests],
        "story": {
            "card": s.story_card,
            "stories": list(s.stories),
            "read": list(s.story_read),
            "tokens": [[loc.lower(), n] for loc, n in s.story_tokens],
            "legacy": list(s.legacy),
            "legacy_discs": {t: list(d) for t, d in s.legacy_discs},
        },
        "removed_spaces": list(s.removed_spaces),
        "arrivals": list(s.arrivals),
        "market": [_card(c, s.data) for c in s.market],
        "deck_size": len(s.deck),
        "discard": [_card(c, s.data) for c in s.discard],
        "combat_piles": [len(p) for p in s.combat_piles],
        "quest_top": s.quest_top,
        "quest_pile": len(s.quest_pile),
        "buildings": [{"id": b, "investors": list(i)} for b, i in zip(s.buildings, s.investors, strict=True)],
        "buildings_hidden": max(0, 4 - len(s.buildings)),
        "upgrades": [{"id": u["id"], "needs": u["needs"]} for u in UPGRADES],
        "seats": seats,
        "turn": {
            "steps": s.steps,
            "village_actions": village_count(s.steps, False) if s.steps else 0,
            "delivered": s.delivered,
            "main_done": s.main_done,
            "village_left": s.village_left,
            "pending": [list(p) for p in s.pending],
            "combat": None
            if s.combat is None
            else {
                "token": s.combat.token,
                "nation": s.combat.nation,
                "value": s.combat.value,
                "used": list(s.combat.used),
            },
            "scoring": s.scoring,
        },
    }
    return view


_CARD_MOVES = {
    "setup_discard": "discard {0} (setup)",
    "setup_plan": "plan {0} (setup)",
    "plan": "plan {0}",
    "buy": "buy {0}",
    "draw_plan": "take {0} from the planning area",
    "draw_market": "take {0} from the market",
    "assistant": "assistant {0}",
}
_PLAIN_MOVES = {
    "finish": "finish the turn",
    "end_combat": "end the campaign",
    "draw": "draw from the deck",
    "villages": "take the village actions",
    "end_village": "end the village actions",
    "take_vp": "take 2 VP",
    "doorstep": "take the doorstep's VP",
    "sailor_combat": "a sailor becomes a ship combat point",
}


def _option(o: str) -> str:
    """A pending choice's option in words: a nation in a village, a route, or the option itself."""
    if "@" in o:
        nation, village = o.split("@", 1)
        return f"{nation} marker in {ROUTE[village].name}" if village in ROUTE else o
    if ">" in o:
        last = o.rsplit(">", 1)[-1]
        return f"sail on to {ROUTE[last].name}" if last in ROUTE else o
    return o


def label(a: Action) -> str:
    """A button's words for a move, with names rather than ids (messages.json has each in Russian)."""
    k = a.kind
    if k == "sail":
        route = a["route"]
        return f"sail {len(route)} to {ROUTE[route[-1]].name}"
    if k in _CARD_MOVES:
        return _CARD_MOVES[k].format(design(a["card"]).name)
    if k == "deliver":
        return f"deliver {design(a['card']).name} (disc from {a['space']})"
    if k == "career":
        return f"keep career {CAREERS[a['card']]['name']}"
    if k == "maneuver":
        return (
            f"maneuver {a['what']} at {ROUTE[a['target']].name}" if a["target"] else f"maneuver {a['what']}"
        )
    if k == "vaction":
        return f"village action {a['what']}: {a['choice']}" if a["choice"] else f"village action {a['what']}"
    if k == "expedition":
        return f"expedition to space {a['to']}"
    if k == "combat":
        return "combat" if a["pile"] < 0 else f"combat (pile {a['pile'] + 1})"
    if k == "choose":
        return f"choose {_option(str(a['option']))}"
    if k == "aggressor":
        return f"fight for {a['nation']}"
    if k == "boost":
        return "boost with a sailor" if a["source"] == "sailor" else "boost with a ship combat point"
    if k == "task":
        return f"career task {a['task'] + 1}: the {a['level']} way"
    if k == "invest":
        return f"invest in {a['building']}"
    if k == "quest":
        return "fulfil the story quest" if a["story"] else "fulfil the quest"
    if k in _PLAIN_MOVES:
        return _PLAIN_MOVES[k]
    args = " ".join(str(v) for _, v in a.args)
    return f"{k.replace('_', ' ')} {args}".strip()
