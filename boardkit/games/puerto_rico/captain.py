"""Captain phase: shipping in circuits, then storage and clearing full ships (l.329-429, l.573-579, l.650-692)."""

from __future__ import annotations

from boardkit.core import Action, IllegalAction, refuse

from . import optional
from .actions import act, act1, act2
from .catalog import GOODS, WHARF_CAPACITY, bid
from .flow import bump, earn, finish_role, gain_vp, occupied, set_memo
from .state import PRState

HARBOR, WHARF = bid("harbor"), bid("wharf")
SMALL_WAREHOUSE, LARGE_WAREHOUSE = bid("small_warehouse"), bid("large_warehouse")
STOREHOUSE, SMALL_WHARF, LIGHTHOUSE = bid("storehouse"), bid("small_wharf"), bid("lighthouse")
UNION_HALL, LIBRARY, SUPPLY_CENTER = bid("union_hall"), bid("library"), bid("supply_center")


def start(s: PRState) -> None:
    s.phase = "captain"
    s.step = "ship"
    rp = s.role_player
    s.memo = {"passes": 0}
    if s.new_buildings and occupied(s.seats[rp], LIGHTHOUSE):
        earn(s, rp, 1)  # the captain's Lighthouse pays even without shipping (l.923)
        s.say("lighthouse", rp, "l.923", "Lighthouse: the captain's extra doubloon")
    s.current_player = rp
    _seek(s)


def loads(s: PRState, p: int) -> list[tuple[int, int]]:
    """(good, ship) pairs allowed by l.381-385: one kind per ship, no kind on two ships, the ship taking the most."""
    goods = s.seats[p].goods
    caps, kinds, loaded = s.ship_cap, s.ship_good, s.ship_load
    out = []
    for g in range(5):
        n = goods[g]
        if not n:
            continue
        if g in kinds:
            i = kinds.index(g)
            if loaded[i] < caps[i]:
                out.append((g, i))
            continue
        best = 0
        empties = []
        for i in range(len(caps)):
            if kinds[i] < 0:
                fit = n if n < caps[i] else caps[i]
                empties.append((i, fit))
                if fit > best:
                    best = fit
        out.extend((g, i) for i, fit in empties if fit == best)
    return out


def _optional(s: PRState, p: int) -> bool:
    if not s.new_buildings and not s.seats[p].built[WHARF] > 0:
        return False
    seat = s.seats[p]
    if not any(seat.goods):
        return False
    bit = 1 << p
    if occupied(seat, WHARF) and not s.memo.get("wharf_used", 0) & bit:
        return True
    return s.new_buildings and occupied(seat, SMALL_WHARF) and not s.memo.get("small_wharf_used", 0) & bit


def _first_turn(s: PRState, p: int) -> bool:
    """Union hall and Supply center act before the owner's first shipment (l.939, l.1038, A33)."""
    bit = 1 << p
    if s.memo.get("first_turn_done", 0) & bit:
        return False
    set_memo(s, first_turn_done=s.memo.get("first_turn_done", 0) | bit)
    seat = s.seats[p]
    if s.new_buildings and occupied(seat, UNION_HALL) and any(n >= 2 for n in seat.goods):
        s.step = optional.UNION_HALL  # the owner may leave the VP (l.553)
        return True
    return _supply_center(s, p)


def _supply_center(s: PRState, p: int) -> bool:
    seat = s.seats[p]
    if s.nobles and occupied(seat, SUPPLY_CENTER) and seat.nobles and any(seat.goods):
        set_memo(s, supply_center_sent=0, supply_center_kinds=0)
        s.step = "supply_center"
        return True
    return False


def _seek(s: PRState) -> None:
    """Move to the next player who can ship; the phase ends after a full circuit without a shipment (l.335)."""
    n = s.players
    while s.memo["passes"] < n:
        p = s.current_player
        if s.memo.get("first_turn_done", 0) >> p & 1 == 0 and _first_turn(s, p):
            return
        s.step = "ship"
        if loads(s, p) or _optional(s, p):
            return
        set_memo(s, passes=s.memo["passes"] + 1)
        s.current_player = (p + 1) % n
    _storage_start(s)


def legal(s: PRState) -> list[Action]:
    p = s.current_player
    seat = s.seats[p]
    step = s.step
    if step == "ship":
        out = [act2("load", p, "good", GOODS[g], "ship", i) for g, i in loads(s, p)]
        mandatory = bool(out)
        bit = 1 << p
        if occupied(seat, WHARF) and not s.memo.get("wharf_used", 0) & bit:
            out.extend(act("wharf", p, good=GOODS[g]) for g in range(5) if seat.goods[g])
        if s.new_buildings and occupied(seat, SMALL_WHARF) and not s.memo.get("small_wharf_used", 0) & bit:
            out.extend(act("small_wharf", p, good=GOODS[g]) for g in range(5) if seat.goods[g])
        if not mandatory:
            out.append(act("pass", p))
        return out
    if step == optional.UNION_HALL:
        return optional.choice(p, optional.UNION_HALL)
    if step == "small_wharf":
        out = [act("small_wharf", p, good=GOODS[g]) for g in range(5) if seat.goods[g]]
        out.append(act("small_wharf_done", p))
        return out
    if step == "supply_center":
        sent = s.memo.get("supply_center_kinds", 0)
        out = [
            act("supply_center", p, good=GOODS[g]) for g in range(5) if seat.goods[g] and not sent >> g & 1
        ]
        out.append(act("pass", p))
        return out
    if step == "store":
        stored = s.memo["stored_kinds"]
        out = [act1("store", p, "good", GOODS[g]) for g in range(5) if seat.goods[g] and not stored >> g & 1]
        out.append(
            act("pass", p)
        )  # use no (more) warehouse: keeping less is allowed (l.396 «может оставить»)
        return out
    if step == "keep":
        out = [act1("keep", p, "good", GOODS[g]) for g in _unkept(s, p)]
        out.append(act("pass", p))  # keep no (more) single goods; the rest goes back (l.403)
        return out
    return []


def _vp_for_shipment(s: PRState, p: int, n: int) -> int:
    seat = s.seats[p]
    vp = n + occupied(seat, HARBOR)  # Harbor: +1 per shipment, Wharf included (l.652-654)
    shipped = s.memo.get("shipped_seats", 0)
    if p == s.role_player and not shipped >> p & 1:
        vp += 2 if s.new_buildings and occupied(seat, LIBRARY) else 1  # captain's privilege once (l.390)
    set_memo(s, shipped_seats=shipped | 1 << p, passes=0)
    if s.new_buildings and occupied(seat, LIGHTHOUSE):
        earn(s, p, 1)  # Lighthouse: +1 doubloon per shipment (l.921)
    return vp


def _move_goods(s: PRState, p: int, g: int, n: int, to_supply: bool) -> None:
    seat = s.seat(p)
    seat.goods = bump(seat.goods, g, -n)
    if to_supply:
        s.goods_supply = bump(s.goods_supply, g, n)


def _next_player(s: PRState) -> None:
    s.current_player = (s.current_player + 1) % s.players
    _seek(s)


def apply(s: PRState, a: Action) -> None:
    p = a.player
    kind = a.kind
    if kind == "load":
        g = GOODS.index(a["good"])
        i = a["ship"]
        n = min(s.seats[p].goods[g], s.ship_cap[i] - s.ship_load[i])  # as many as fit (l.385)
        _move_goods(s, p, g, n, False)
        good = list(s.ship_good)
        good[i] = g
        s.ship_good = tuple(good)
        s.ship_load = bump(s.ship_load, i, n)
        vp = _vp_for_shipment(s, p, n)
        gain_vp(s, p, vp)
        s.say("load", p, "l.390", "ships {0} {1} on the {2}-ship: +{3} VP", n, a["good"], s.ship_cap[i], vp)
        _next_player(s)
    elif kind == "wharf":
        g = GOODS.index(a["good"])
        n = min(s.seats[p].goods[g], WHARF_CAPACITY)
        _move_goods(s, p, g, n, True)
        set_memo(s, wharf_used=s.memo.get("wharf_used", 0) | 1 << p)
        vp = _vp_for_shipment(s, p, n)
        gain_vp(s, p, vp)
        s.say("wharf", p, "l.658", "Wharf: ships all {0} {1}: +{2} VP", n, a["good"], vp)
        _next_player(s)
    elif kind == "small_wharf":
        g = GOODS.index(a["good"])
        _move_goods(s, p, g, 1, True)
        set_memo(s, small_wharf_goods=s.memo.get("small_wharf_goods", 0) + 1)
        s.step = "small_wharf"
    elif kind == "small_wharf_done":
        n = s.memo.get("small_wharf_goods", 0)
        set_memo(
            s, small_wharf_goods=0, small_wharf_used=s.memo.get("small_wharf_used", 0) | 1 << p, passes=0
        )
        gain_vp(s, p, n // 2)  # 1 VP per 2 goods (l.887, A35); no captain or Harbor bonus (A9)
        s.say("small_wharf", p, "l.887", "Small wharf: ships {0} good(s): +{1} VP", n, n // 2)
        _next_player(s)
    elif kind == "supply_center":
        g = GOODS.index(a["good"])
        _move_goods(s, p, g, 1, True)
        set_memo(
            s,
            supply_center_sent=s.memo["supply_center_sent"] + 1,
            supply_center_kinds=s.memo["supply_center_kinds"] | 1 << g,
        )
        gain_vp(s, p, 1)
        s.say("supply_center", p, "l.1038", "Supply center: sends one {0}, +1 VP", a["good"])
        if s.memo["supply_center_sent"] >= s.seats[p].nobles or not any(
            s.seats[p].goods[x] and not s.memo["supply_center_kinds"] >> x & 1 for x in range(5)
        ):
            s.step = "ship"
            _seek(s)
    elif kind in ("use", "decline"):
        if kind == "use":
            vp = sum(n // 2 for n in s.seats[p].goods)
            gain_vp(s, p, vp)
            s.say("union_hall", p, "l.939", "Union hall: +{0} VP for pairs on the windrose", vp)
        else:
            s.say("decline", p, "l.939", "declines the {0}", optional.UNION_HALL)
        if not _supply_center(s, p):
            s.step = "ship"
            _seek(s)
    elif kind == "pass":
        if s.step == "supply_center":
            s.step = "ship"
            _seek(s)
        elif s.step == "store":
            set_memo(s, warehouse_kinds_left=0)
            s.say("pass", p, "l.577", "stores no (more) kinds in warehouses")
            if not _storage_settle(s):
                _storage_begin(s)
        elif s.step == "keep":
            set_memo(s, single_goods_left=0)
            s.say("pass", p, "l.403", "keeps no more single goods")
            if not _storage_settle(s):
                _storage_begin(s)
        else:
            set_memo(s, passes=s.memo["passes"] + 1)
            s.say("pass", p, "l.660", "does not use the Wharf")
            _next_player(s)
    elif kind == "store":
        g = GOODS.index(a["good"])
        set_memo(
            s,
            stored_kinds=s.memo["stored_kinds"] | 1 << g,
            warehouse_kinds_left=s.memo["warehouse_kinds_left"] - 1,
        )
        s.say("store", p, "l.577", "a warehouse keeps all {0}", a["good"])
        if not _storage_settle(s):
            _storage_begin(s)
    elif kind == "keep":
        g = GOODS.index(a["good"])
        key = KEPT[g]
        set_memo(s, **{key: s.memo.get(key, 0) + 1, "single_goods_left": s.memo["single_goods_left"] - 1})
        s.say("keep", p, "l.396", "keeps one {0}", a["good"])
        if not _storage_settle(s):
            _storage_begin(s)


# --- storage at the end of the phase (l.394-405) -------------------------------------------------
# Each player in turn from the captain decides, one small step at a time: first the kinds a warehouse keeps
# whole (l.577, l.865), then single goods (one on the windrose l.396, three more with a Storehouse l.863).
# Keeping is a right, not a duty: l.396 «может оставить», l.403 «он сам решает, какие из них оставить», so
# each step also offers `pass` (keep no more) and may stop below what the buildings allow, never above.
# A warehouse keeps every good of its kind (l.577 «товары одного выбранного типа»); fewer of a kind are
# kept as single goods instead (A37).

KEPT = tuple(f"kept_{g}" for g in GOODS)  # memo: single goods kept so far, per kind


def _storage_start(s: PRState) -> None:
    s.phase = "captain_storage"
    rp = s.role_player
    s.queue = tuple((rp + k) % s.players for k in range(s.players))
    _storage_begin(s)


def _storage_begin(s: PRState) -> None:
    while s.queue:
        p = s.queue[0]
        seat = s.seats[p]
        s.current_player = p
        kinds = occupied(seat, SMALL_WAREHOUSE) + 2 * occupied(seat, LARGE_WAREHOUSE)
        singles = 1 + (3 if s.new_buildings and occupied(seat, STOREHOUSE) else 0)
        s.memo = {"warehouse_kinds_left": kinds, "single_goods_left": singles, "stored_kinds": 0}
        if _storage_settle(s):
            return
    _clear_ships(s)


def _unkept(s: PRState, p: int) -> list[int]:
    seat = s.seats[p]
    stored = s.memo["stored_kinds"]
    return [g for g in range(5) if not stored >> g & 1 and seat.goods[g] > s.memo.get(KEPT[g], 0)]


def _storage_settle(s: PRState) -> bool:
    """True while the player still has a choice (a warehouse kind, then single goods); else return the rest."""
    p = s.current_player
    seat = s.seats[p]
    memo = s.memo
    stored = memo["stored_kinds"]
    if memo["warehouse_kinds_left"] > 0 and any(seat.goods[g] and not stored >> g & 1 for g in range(5)):
        s.step = "store"
        return True
    if memo["single_goods_left"] > 0 and _unkept(s, p):
        s.step = "keep"
        return True
    # Everything neither stored nor kept goes back to the supply (l.396).
    lost = [0] * 5
    for g in range(5):
        if seat.goods[g] and not stored >> g & 1:
            lost[g] = seat.goods[g] - memo.get(KEPT[g], 0)
    if any(lost):
        seat = s.seat(p)
        seat.goods = tuple(seat.goods[g] - lost[g] for g in range(5))
        s.goods_supply = tuple(s.goods_supply[g] + lost[g] for g in range(5))
        s.say(
            "spoil",
            p,
            "l.396",
            "returns {0} to the supply",
            ", ".join(f"{lost[g]} {GOODS[g]}" for g in range(5) if lost[g]),
        )
    s.queue = s.queue[1:]
    return False


def _clear_ships(s: PRState) -> None:
    """Goods on full cargo ships go back to the supply; partly loaded ships keep theirs (l.398)."""
    supply = list(s.goods_supply)
    good, load = list(s.ship_good), list(s.ship_load)
    for i, cap in enumerate(s.ship_cap):
        if load[i] >= cap:
            supply[good[i]] += load[i]
            good[i], load[i] = -1, 0
            s.say("clear_ship", s.role_player, "l.398", "the full {0}-ship is unloaded", cap)
    s.goods_supply = tuple(supply)
    s.ship_good, s.ship_load = tuple(good), tuple(load)
    finish_role(s)


def why_not(s: PRState, a: Action) -> IllegalAction | None:
    if a.kind in ("use", "decline"):
        return optional.why_not(s, a)
    if a.kind == "load":
        return refuse(
            a,
            "this shipment breaks the loading rules: one kind per ship, no kind on two ships, no full ship, "
            "the empty ship that takes the most",
            "l.381-385",
        )
    if a.kind == "pass" and s.phase == "captain":
        return refuse(a, "you must ship while you can", "l.333, l.384")
    return None
