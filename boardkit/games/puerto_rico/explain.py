"""Why an action is illegal, naming the rule and the rulebook line."""

from __future__ import annotations

from boardkit.core import Action, IllegalAction

from .catalog import B_INDEX, CITY_SPACES, GOODS, HOUSE_SLOTS, ISLAND_SPACES, SPACES, bid
from .optional import BENEFITS, RULE
from .state import PRState

PHASE_KINDS = {
    "draft": ("draft",),
    "role_selection": ("role",),
    "settler": (
        "take",
        "quarry",
        "forest",
        "hacienda",
        "hacienda_side",
        "discard_tile",
        "use",
        "decline",
        "pass",
    ),
    "mayor": ("place", "leave_empty", "use", "decline"),
    "builder": ("build", "use", "decline", "pass"),
    "craftsman": ("use", "decline"),
    "trader": ("sell", "land_office", "pass"),
    "captain": (
        "load",
        "wharf",
        "small_wharf",
        "small_wharf_done",
        "supply_center",
        "use",
        "decline",
        "pass",
    ),
    "captain_storage": ("store", "keep", "pass"),
}
PHASE_RULE = {
    "draft": "l.806",
    "role_selection": "l.155",
    "settler": "l.177",
    "mayor": "l.219-230",
    "builder": "l.234",
    "craftsman": "l.302",
    "trader": "l.312",
    "captain": "l.379-386",
    "captain_storage": "l.396",
}


def _no(msg: str, rule: str, a: Action) -> IllegalAction:
    return IllegalAction(f"{a}: {msg}", rule=rule, action=a)


def explain(s: PRState, a: Action) -> IllegalAction | None:
    if s.phase == "game_over":
        return _no("the game is over", "l.443", a)
    if a.player != s.current_player:
        return _no(f"it is P{s.current_player + 1}'s decision, not P{a.player + 1}'s", "l.155 turn order", a)
    kinds = PHASE_KINDS.get(s.phase, ())
    if a.kind not in kinds and a.kind != "guest":
        return _no(
            f"'{a.kind}' is not a move of the {s.phase} phase (moves now: {', '.join(kinds)})",
            PHASE_RULE.get(s.phase, ""),
            a,
        )
    seat = s.seats[a.player]
    k = a.kind
    if k == "guest":
        return _no(
            "only guests of an occupied Guest house move, onto an empty circle, outside the mayor phase",
            "l.869",
            a,
        )
    if k in ("use", "decline"):
        benefit = a.get("benefit")
        if s.step in BENEFITS and benefit == s.step:
            return _no(f"that {benefit} choice is not on offer now", RULE[s.step], a)
        if s.step in BENEFITS:
            return _no(f"the pending choice is the {s.step}, not {benefit!r}", RULE[s.step], a)
        rule = RULE.get(benefit, "l.553")
        return _no(
            f"no {benefit!r} to take or decline now (it is offered only when it gives something)", rule, a
        )
    if k == "role":
        role = a.get("role")
        if role not in s.roles:
            return _no(f"there is no {role} token in this game", "l.129-131", a)
        return _no(f"the {role} has already been taken this round", "l.173", a)
    if k in ("take", "forest", "quarry"):
        if sum(seat.tiles) >= ISLAND_SPACES:
            return _no("all 12 island spaces are full", "l.186", a)
        if k == "quarry":
            if s.quarries == 0:
                return _no("no quarries are left", "l.187", a)
            if a.player == s.role_player and s.memo.get("settler_quarry_taken"):
                return _no("the settler may take only one quarry", "l.565, l.571", a)
            return _no(
                "only the settler (privilege) or an occupied Construction hut may take a quarry",
                "l.177, l.569",
                a,
            )
        tile = a.get("tile")
        if tile not in GOODS or GOODS.index(tile) not in s.face_up:
            return _no(f"no face-up {tile} plantation", "l.177", a)
        if k == "forest":
            return _no("only an occupied Forest house lays forests", "l.822", a)
    if k == "build":
        name = a.get("building")
        if name not in B_INDEX:
            return _no(f"no building called {name!r}", "l.240", a)
        b = bid(name)
        if seat.built[b] >= 0:
            return _no(f"you already own {name}; each building only once", "l.501", a)
        if not s.supply[b]:
            return _no(f"no {name} is left on the board", "l.234", a)
        if seat.city_used + SPACES[b] > CITY_SPACES:
            return _no("not enough empty city spaces", "l.294, l.234", a)
        from .builder import price

        return _no(
            f"{name} costs you {price(s, a.player, b)} doubloon(s), you have {seat.doubloons}",
            "l.234, l.244",
            a,
        )
    if k == "sell":
        good = a.get("good")
        if good not in GOODS or not seat.goods[GOODS.index(good)]:
            return _no(f"you have no {good}", "l.312", a)
        if len(s.trading_house) >= HOUSE_SLOTS:
            return _no("the trading house is full", "l.316", a)
        return _no(
            f"{good} is already in the trading house (only an occupied Office allows it)", "l.317, l.591", a
        )
    if k == "load":
        return _no(
            "this shipment breaks the loading rules: one kind per ship, no kind on two ships, no full ship, "
            "the empty ship that takes the most",
            "l.381-385",
            a,
        )
    if k == "pass" and s.phase == "captain":
        return _no("you must ship while you can", "l.333, l.384", a)
    if k in ("place", "leave_empty"):
        return _no(
            "every empty circle must be filled while colonists remain; choose an open circle", "l.230", a
        )
    return _no(f"not a legal {k} here", PHASE_RULE.get(s.phase, ""), a)
