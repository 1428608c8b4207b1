"""Settler phase: plantations, quarries and forests onto the island (l.175-187, l.563-587, l.820-838)."""

from __future__ import annotations

from boardkit.core import Action, IllegalAction, refuse

from . import optional
from .actions import act, act1
from .catalog import FOREST, GOODS, ISLAND_SPACES, QUARRY, TILES, bid
from .flow import (
    bump,
    by_colonist,
    by_noble,
    colonist_from_supply_or_ship,
    finish_role,
    gain_vp,
    occupied,
    order_from,
    set_memo,
)
from .plantations import end_of_settler_row
from .state import PRState

HACIENDA, HUT, HOSPICE = bid("hacienda"), bid("construction_hut"), bid("hospice")
FOREST_HOUSE, LIBRARY, LODGE = bid("forest_house"), bid("library"), bid("hunting_lodge")


def start(s: PRState) -> None:
    s.phase = "settler"
    s.queue = order_from(s, s.role_player)
    s.memo = {}
    _next(s)


def _free(s: PRState, p: int) -> int:
    return ISLAND_SPACES - sum(s.seats[p].tiles)


def _next(s: PRState) -> None:
    """The next player in order who still has an empty island space (l.186)."""
    while s.queue:
        p = s.queue[0]
        if _free(s, p) > 0:
            s.current_player = p
            s.step = "take"
            if s.memo.get("hacienda_used"):
                set_memo(s, hacienda_used=0)
            return
        s.queue = s.queue[1:]
    rp = s.role_player
    seat = s.seats[rp]
    if (
        s.new_buildings
        and occupied(seat, LIBRARY)
        and not s.memo.get("library_tile_offered")
        and _free(s, rp) > 0
    ):
        # Library: the doubled settler privilege is one more face-up plantation after everyone (l.935).
        set_memo(s, library_tile_offered=1)
        s.current_player = rp
        s.step = "library"
        return
    if s.nobles and not s.memo.get("hunting_lodges_checked"):
        set_memo(s, hunting_lodges_checked=1)
        _lodges(s)
        _lodge_turn(s)
        return
    end_of_settler_row(s)
    finish_role(s)


def _lodges(s: PRState) -> None:
    """Hunting lodge owners in turn order (l.1002-1004): a noble's 2 VP are judged on the island as it is now."""
    empties = [ISLAND_SPACES - sum(seat.tiles) for seat in s.seats]
    queue = []
    vp = 0
    for k in range(s.players):
        p = (s.role_player + k) % s.players
        seat = s.seats[p]
        if by_noble(seat, LODGE):
            if all(empties[p] > e for q, e in enumerate(empties) if q != p):
                queue.append(p)
                vp |= 1 << p
        elif by_colonist(seat, LODGE) and any(seat.tiles[k] for k in (0, 1, 2, 3, 4, FOREST)):
            queue.append(p)
    s.queue = tuple(queue)
    if vp:
        set_memo(s, hunting_lodge_vp_seats=vp)


def legal(s: PRState) -> list[Action]:
    p = s.current_player
    seat = s.seats[p]
    step = s.step
    if step in optional.BENEFITS:
        return optional.choice(p, step)
    if step == "lodge":
        # A plantation or a forest (a plantation face down), never a quarry (l.1002, A26).
        out = [act("discard_tile", p, tile=TILES[k]) for k in (0, 1, 2, 3, 4, FOREST) if seat.tiles[k]]
        out.append(act("pass", p))
        return out
    if step == "hacienda_side":
        return [act("hacienda_side", p, side="plantation"), act("hacienda_side", p, side="forest")]
    out: list[Action] = []
    free = ISLAND_SPACES - sum(seat.tiles)
    settler = p == s.role_player
    quarry_ok = s.quarries > 0 and not (settler and s.memo.get("settler_quarry_taken"))
    hut = occupied(seat, HUT)
    if free > 0:
        if step == "take" and not s.memo.get("hacienda_used") and occupied(seat, HACIENDA):
            if s.stack:
                out.append(act("hacienda", p, source="stack"))
            if hut and quarry_ok:
                out.append(act("hacienda", p, source="quarry"))
        seen = -1
        for t in s.face_up:  # sorted, so equal kinds are neighbours
            if t != seen:
                out.append(act1("take", p, "tile", GOODS[t]))
                seen = t
        if quarry_ok and ((settler and step == "take") or hut):
            out.append(act("quarry", p))
        if s.new_buildings and s.face_up and occupied(seat, FOREST_HOUSE):
            seen = -1
            for t in s.face_up:
                if t != seen:
                    out.append(act1("forest", p, "tile", GOODS[t]))
                    seen = t
    out.append(act("pass", p))
    return out


def _hospice(s: PRState, p: int, kind: int) -> bool:
    """Offer the Hospice colonist for the new tile (l.583) if one is left in the supply or on the ship (l.587)."""
    seat = s.seats[p]
    if not occupied(seat, HOSPICE) or (p == s.role_player and s.memo.get("hospice_used")):
        return False
    if p == s.role_player:
        set_memo(s, hospice_used=1)  # with the Library only the first tile gets one, taken or not (l.970)
    if s.colonist_supply <= 0 and s.colonist_ship <= 0:
        return False
    set_memo(s, hospice_tile_kind=kind + 1)
    s.step = optional.HOSPICE
    return True


def _hospice_colonist(s: PRState, p: int) -> None:
    """The Hospice colonist onto the new tile; a forest's goes to the windrose (l.836)."""
    kind = s.memo["hospice_tile_kind"] - 1
    colonist_from_supply_or_ship(s)
    seat = s.seat(p)
    if kind == FOREST:
        seat.san_juan += 1
    else:
        seat.staffed = bump(seat.staffed, kind)
    s.say("hospice", p, "l.583", "Hospice: a colonist comes with the new tile")


def _lay(s: PRState, p: int, kind: int, under: int = -1) -> None:
    seat = s.seat(p)
    seat.tiles = bump(seat.tiles, kind)
    if kind == FOREST:
        seat.forests = bump(seat.forests, under)


def _from_row(s: PRState, t: int) -> None:
    row = list(s.face_up)
    row.remove(t)
    s.face_up = tuple(row)


def _done_turn(s: PRState) -> None:
    if s.step == "library":
        s.queue = ()
    else:
        s.queue = s.queue[1:]
    _next(s)


def apply(s: PRState, a: Action) -> None:
    p = a.player
    kind = a.kind
    if kind == "take":
        t = TILES.index(a["tile"])
        _from_row(s, t)
        _lay(s, p, t)
        s.say("take", p, "l.177", "takes a {0} plantation", a["tile"])
        if not _hospice(s, p, t):
            _done_turn(s)
    elif kind == "quarry":
        s.quarries -= 1
        _lay(s, p, QUARRY)
        if p == s.role_player:
            set_memo(s, settler_quarry_taken=1)
        rule = "l.211" if p == s.role_player and s.step == "take" else "l.569"
        s.say("quarry", p, rule, "takes a quarry")
        if not _hospice(s, p, QUARRY):
            _done_turn(s)
    elif kind == "forest":
        t = TILES.index(a["tile"])
        _from_row(s, t)
        _lay(s, p, FOREST, t)
        s.say("forest", p, "l.822", "lays a {0} plantation face down as a forest", a["tile"])
        if not _hospice(s, p, FOREST):
            _done_turn(s)
    elif kind == "hacienda":
        set_memo(s, hacienda_used=1)
        if a["source"] == "quarry":
            s.quarries -= 1
            _lay(s, p, QUARRY)
            if p == s.role_player:
                set_memo(s, settler_quarry_taken=1)
            s.say("hacienda", p, "l.565", "Hacienda with Construction hut: takes a quarry instead")
        else:
            t = s.stack[0]
            s.stack = s.stack[1:]
            if s.new_buildings and occupied(s.seats[p], FOREST_HOUSE):
                set_memo(s, hacienda_tile_drawn=t + 1)
                s.step = "hacienda_side"
                s.say("hacienda", p, "l.832", "Hacienda: draws a {0} plantation and looks at it", GOODS[t])
                return
            _lay(s, p, t)
            s.say("hacienda", p, "l.563", "Hacienda: an extra {0} plantation from the stack", GOODS[t])
        if sum(s.seats[p].tiles) >= ISLAND_SPACES:
            _done_turn(s)
    elif kind == "hacienda_side":
        t = s.memo["hacienda_tile_drawn"] - 1
        set_memo(s, hacienda_tile_drawn=0)
        if a["side"] == "forest":
            _lay(s, p, FOREST, t)
        else:
            _lay(s, p, t)
        s.say("hacienda", p, "l.832", "lays the Hacienda tile as a {0}", a["side"])
        s.step = "take"
        if sum(s.seats[p].tiles) >= ISLAND_SPACES:
            _done_turn(s)
    elif kind == "discard_tile":
        k = TILES.index(a["tile"])
        seat = s.seat(p)
        seat.tiles = bump(seat.tiles, k, -1)
        if k == FOREST:
            forests = list(seat.forests)
            under = next(i for i, c in enumerate(forests) if c)
            forests[under] -= 1
            seat.forests = tuple(forests)
            s.discard = (*s.discard, under)
        else:
            s.discard = (*s.discard, k)
            if seat.staffed[k] > seat.tiles[k]:
                seat.staffed = bump(seat.staffed, k, -1)
                seat.san_juan += 1  # its colonist goes to the windrose (l.1004)
        s.say("hunting_lodge", p, "l.1002", "Hunting lodge: discards a {0}", a["tile"])
        _lodge_next(s)
    elif kind in ("use", "decline"):
        _benefit(s, a)
    elif kind == "pass":
        if s.step == "lodge":
            _lodge_next(s)
        else:
            s.say("pass", p, "l.171", "takes no tile")
            _done_turn(s)


def _benefit(s: PRState, a: Action) -> None:
    """The Hospice colonist or the noble Hunting lodge's 2 VP: taken or declined."""
    p = a.player
    benefit = a["benefit"]
    if a.kind == "decline":
        s.say("decline", p, optional.RULE[benefit], "declines the {0}", benefit)
    elif benefit == optional.HOSPICE:
        _hospice_colonist(s, p)
    else:
        gain_vp(s, p, 2)
        s.say("hunting_lodge", p, "l.1002", "Hunting lodge (noble): most empty island spaces, +2 VP")
    if benefit == optional.HOSPICE:
        set_memo(s, hospice_tile_kind=0)
        _done_turn(s)
    else:
        _lodge_next(s)


def _lodge_next(s: PRState) -> None:
    s.queue = s.queue[1:]
    _lodge_turn(s)


def _lodge_turn(s: PRState) -> None:
    """The next Hunting lodge owner decides (l.1002); then the settler phase ends."""
    if s.queue:
        p = s.queue[0]
        s.current_player = p
        s.step = optional.HUNTING_LODGE if s.memo.get("hunting_lodge_vp_seats", 0) >> p & 1 else "lodge"
        return
    end_of_settler_row(s)
    finish_role(s)


def why_not(s: PRState, a: Action) -> IllegalAction | None:
    k = a.kind
    if k in ("use", "decline"):
        return optional.why_not(s, a)
    seat = s.seats[a.player]
    if k in ("take", "forest", "quarry"):
        if sum(seat.tiles) >= ISLAND_SPACES:
            return refuse(a, "all 12 island spaces are full", "l.186")
        if k == "quarry":
            if s.quarries == 0:
                return refuse(a, "no quarries are left", "l.187")
            if a.player == s.role_player and s.memo.get("settler_quarry_taken"):
                return refuse(a, "the settler may take only one quarry", "l.565, l.571")
            return refuse(
                a,
                "only the settler (privilege) or an occupied Construction hut may take a quarry",
                "l.177, l.569",
            )
        tile = a.get("tile")
        if tile not in GOODS or GOODS.index(tile) not in s.face_up:
            return refuse(a, f"no face-up {tile} plantation", "l.177")
        if k == "forest":
            return refuse(a, "only an occupied Forest house lays forests", "l.822")
    return None
