"""Track-effect tables as plain rows (the notebook shows them as DataFrames): each row cites its line."""

from __future__ import annotations

from typing import Any

from .choose import BONUS_STEPS
from .combat import MANEUVERS
from .components import (
    ARRIVAL_VP,
    BANNERS,
    DINCOME_MAX,
    INCOME,
    ROUTE,
    TRACK,
    UPGRADES,
    VINCOME_MAX,
    doubloon_track_vp,
    free_spaces,
)
from .main import village_count


def track_rows() -> dict[str, list[dict[str, Any]]]:
    route = [
        {"round": r, "doorsteps": "20, 21a" if r <= 3 else "20, 21b, 22", "end": "21a" if r <= 3 else "22",
         "end_vp": 3 if r <= 3 else 5, "scoring": "interim" if r <= 3 else "final", "rule": "l.408-413"}
        for r in (1, 2, 3, 4)
    ]  # fmt: skip
    locations = [
        {"location": loc.id, "name": loc.name, "kind": loc.kind, "stop": loc.stop, "action": loc.action,
         "good": loc.good, "market": loc.market, "rule": "l.183-200"}
        for loc in ROUTE.values()
    ]  # fmt: skip
    exploration = [
        {"space": t["id"], "reward": " ".join(map(str, t["reward"])) or ("quest" if t["quest"] else ""),
         "border": t["border"], "rule": "l.346-360"}
        for t in TRACK
    ]  # fmt: skip
    exploration += [{"space": "end", "reward": f"{vp} VP (arrival {i + 1}) + 1 village action", "border": "",
                     "rule": "l.362"} for i, vp in enumerate(ARRIVAL_VP)]  # fmt: skip
    influence = [{"space": space, "rank": number, "rule": "l.319, l.507"} for space, number in BANNERS]
    ownership = [
        {"markers_taken": k, "free_spaces": free_spaces(k), "rule": "l.87, l.499"} for k in range(14)
    ]
    income = [
        {
            "doubloon_income": d,
            "interim_doubloons": d,
            "final_vp": doubloon_track_vp(d),
            "rule": "l.434, l.485",
        }
        for d in range(8, DINCOME_MAX + 1, 2)
    ]
    vp_income = [
        {"vp_income": v, "each_interim_vp": v, "final_vp": v, "rule": "l.434, l.485"}
        for v in range(INCOME["vp"]["start"], VINCOME_MAX)
    ]
    # the marker never rests on the last space: it pays that space for every scoring left, then restarts
    vp_income.append(
        {"vp_income": VINCOME_MAX, "each_interim_vp": 0, "final_vp": 0, "rule": "l.679",
         "note": f"{VINCOME_MAX} VP at once for each scoring left; the marker goes back to 0"}
    )  # fmt: skip
    villages = [
        {"moves": m, "village_actions": village_count(m, False), "with_upgrade": village_count(m, True),
         "rule": "l.196, l.557"}
        for m in range(1, 8)
    ]  # fmt: skip
    combat = [{"maneuver": k, "cost": c, "group": g, "rule": r} for k, (c, g, r) in MANEUVERS.items()]
    combat += [
        {"maneuver": "boost: sailor", "cost": -1, "group": "boost", "rule": "l.280"},
        {"maneuver": "boost: ship combat point", "cost": -1, "group": "boost", "rule": "l.281"},
    ]
    quests = [
        {"tiles": n, "bonus_vp": 0 if n < 4 else 4 if n == 4 else 2, "rule": "l.374"} for n in range(1, 9)
    ]
    upgrades = [{"upgrade": u["id"], "effect": u["effect"], "needs": u["needs"] or "-", "rule": u["source"]}
                for u in UPGRADES]  # fmt: skip
    upgrades.append(
        {"upgrade": "bonus: expedition", "effect": f"{BONUS_STEPS} steps", "needs": "4", "rule": "A11"}
    )
    scoring = [
        {
            "scoring": "interim",
            "step": 1,
            "what": "buy a card or invest, then refill; or 2 VP",
            "rule": "l.425-430",
        },
        {"scoring": "interim", "step": 2, "what": "income: VP and doubloons", "rule": "l.434"},
        {"scoring": "interim", "step": 3, "what": "delivered discs leave the game", "rule": "l.440"},
        {"scoring": "interim", "step": 4, "what": "new market", "rule": "l.444"},
        {"scoring": "interim", "step": 5, "what": "next building face up", "rule": "l.448"},
        {"scoring": "interim", "step": 6, "what": "story card: new quests (card 75)", "rule": "l.452-460"},
        {"scoring": "interim", "step": 7, "what": "all ships back to Havana", "rule": "l.464"},
        {
            "scoring": "final",
            "step": 1,
            "what": "buy a card or invest, then refill; or 2 VP",
            "rule": "l.476-481",
        },
        {"scoring": "final", "step": 2, "what": "VP income and the doubloon track's VP", "rule": "l.485"},
        {"scoring": "final", "step": 3, "what": "cards and buildings", "rule": "l.489"},
        {"scoring": "final", "step": 4, "what": "3 VP to each nation's leader(s)", "rule": "l.493"},
        {"scoring": "final", "step": 5, "what": "rank x (free spaces + majority bonus)", "rule": "l.497-507"},
    ]
    return {
        "route": route,
        "locations": locations,
        "exploration": exploration,
        "influence": influence,
        "ownership": ownership,
        "income": income,
        "vp_income": vp_income,
        "village_actions": villages,
        "combat": combat,
        "quest_track": quests,
        "upgrades": upgrades,
        "scoring": scoring,
    }
