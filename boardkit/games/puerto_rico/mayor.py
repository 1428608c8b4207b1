"""Mayor phase: colonists from the ship, (re)placing every piece, refilling the ship (l.215-230, l.259-274).

Placement is a sequence of small decisions: all of a player's pieces are lifted (l.221: every colonist may
be moved), then the player names circles one at a time. Every circle must be filled while pieces remain
(l.230), so a player with fewer pieces than circles either names where pieces go or, when that is shorter,
which circles stay empty; everything forced is filled automatically.
"""

from __future__ import annotations

from boardkit.core import Action, IllegalAction, refuse

from . import optional
from .actions import act, act1
from .catalog import B_IDS, CIRCLES, DUAL, TILES, bid
from .flow import bump, finish_role, occupied, set_memo
from .state import PRState, Seat

VILLA, LIBRARY = bid("villa"), bid("library")
ISLAND_KINDS = range(6)  # plantations and quarries have one circle each; forests none (l.826)


def target_name(key: int) -> str:
    return TILES[key] if key < 100 else B_IDS[key - 100]


def target_key(name: str) -> int:
    return TILES.index(name) if name in TILES else 100 + bid(name)


def start(s: PRState) -> None:
    s.phase = "mayor"
    rp = s.role_player
    s.current_player = rp
    if _privilege(s, rp):
        s.step = optional.MAYOR_PRIVILEGE  # the mayor "may" take it (l.219, l.255)
        return
    _share(s)


def _privilege(s: PRState, rp: int) -> int:
    """Colonists the privilege can give: 1, 2 with the Library (A12), none from an empty supply (l.229)."""
    extra = 2 if s.new_buildings and occupied(s.seats[rp], LIBRARY) else 1
    return min(extra, s.colonist_supply)


def _share(s: PRState) -> None:
    """The ship's pieces one at a time from the mayor, clockwise (l.219); nobles first (A16)."""
    rp = s.role_player
    n = s.players
    total = s.colonist_ship + s.noble_ship
    for k in range(total):
        p = (rp + k) % n
        seat = s.seat(p)
        seat.san_juan += 1
        if k < s.noble_ship:
            seat.nobles += 1
    if total:
        s.say("ship", rp, "l.219", "the colonist ship's {0} piece(s) are shared out from the mayor", total)
    s.colonist_ship = 0
    s.noble_ship = 0
    s.queue = tuple((rp + k) % n for k in range(n))
    _begin(s)


def _begin(s: PRState) -> None:
    """The next player's turn: the Villa first (l.1044), then every piece is lifted to be re-placed (l.221)."""
    while s.queue:
        p = s.queue[0]
        s.current_player = p
        if s.nobles and occupied(s.seats[p], VILLA) and (s.noble_supply > 0 or s.colonist_supply > 0):
            s.step = optional.VILLA
            s.memo = {}
            return
        if _lift(s, p):
            return
        s.queue = s.queue[1:]
    _refill(s)
    finish_role(s)


def _lift(s: PRState, p: int) -> bool:
    """Lift every piece of ``p`` (l.221); True when a placement decision is left."""
    seat = s.seat(p)
    s.step = "place"
    lifted = sum(seat.staffed) + sum(seat.built[b] for b in seat.city)
    if lifted:
        seat.san_juan += lifted
        seat.staffed = (0,) * len(seat.staffed)
        built = list(seat.built)
        for b in seat.city:
            built[b] = 0
        seat.built = tuple(built)
        seat.noble_in = ()
    s.memo = {"nobles_to_place": seat.nobles}
    return _settle(s)


# memo keys of circles chosen to stay empty, by target key (island kind, or 100 + building)
RKEY = {k: f"left_empty_{target_name(k)}" for k in (*ISLAND_KINDS, *range(100, 100 + len(CIRCLES)))}


def _open(s: PRState, seat: Seat) -> list[tuple[int, int]]:
    """Circles still to decide, by target: (key, count)."""
    memo = s.memo
    reserved = len(memo) > 1  # only 'nobles_to_place' unless some circle was left empty
    tiles, staffed, built, circles = seat.tiles, seat.staffed, seat.built, s.data.circles
    out = []
    for k in ISLAND_KINDS:
        o = tiles[k] - staffed[k]
        if reserved:
            o -= memo.get(RKEY[k], 0)
        if o > 0:
            out.append((k, o))
    for b in seat.city:
        o = circles[b] - built[b]
        if reserved:
            o -= memo.get(RKEY[100 + b], 0)
        if o > 0:
            out.append((100 + b, o))
    return out


def _settle(s: PRState) -> bool:
    """Fill what is forced; True when the current player still has a decision."""
    p = s.current_player
    seat = s.seats[p]
    pieces = seat.san_juan
    if pieces == 0:
        return False
    opens = _open(s, seat)
    total = sum(o for _, o in opens)
    if total == 0:
        return False
    if pieces < total:
        return True
    nob = s.memo.get("nobles_to_place", 0)
    if nob and pieces > nob and any(k - 100 in DUAL for k, _ in opens):
        return True  # which piece goes into a dual-mode building is a choice (l.988)
    # Fill every open circle at once; colonists first, so nobles stay free for dual-mode choices.
    seat = s.seat(p)
    staffed, built, noble_in = list(seat.staffed), list(seat.built), list(seat.noble_in)
    left, cols = seat.san_juan, seat.san_juan - nob
    for k, o in opens:
        for _ in range(o):
            noble = cols == 0
            left -= 1
            if noble:
                nob -= 1
            else:
                cols -= 1
            if k < 100:
                staffed[k] += 1
            else:
                built[k - 100] += 1
                if noble and k - 100 in DUAL:
                    noble_in.append(k - 100)
    seat.staffed, seat.built, seat.noble_in, seat.san_juan = (
        tuple(staffed),
        tuple(built),
        tuple(noble_in),
        left,
    )
    if s.nobles:
        set_memo(s, nobles_to_place=nob)
    s.say("placed", p, "l.230", "all circles filled; {0} piece(s) wait on the windrose", left)
    return False


def _staff(s: PRState, p: int, key: int, piece: str) -> None:
    seat = s.seat(p)
    seat.san_juan -= 1
    if piece == "noble":
        set_memo(s, nobles_to_place=s.memo["nobles_to_place"] - 1)
    if key < 100:
        seat.staffed = bump(seat.staffed, key)
    else:
        b = key - 100
        seat.built = bump(seat.built, b)
        if piece == "noble" and b in DUAL:
            seat.noble_in = (*seat.noble_in, b)


def legal(s: PRState) -> list[Action]:
    p = s.current_player
    if s.step != "place":
        if s.step == optional.VILLA:
            return optional.villa_choice(p, "noble" if s.noble_supply > 0 else "colonist")
        return optional.privilege_choice(p, _privilege(s, p))
    seat = s.seats[p]
    pieces = seat.san_juan
    opens = _open(s, seat)
    total = sum(o for _, o in opens)
    nob = s.memo.get("nobles_to_place", 0)
    if pieces >= total:  # only the dual-mode choice is left
        k = next(k for k, _ in opens if k - 100 in DUAL)
        name = target_name(k)
        return [act("place", p, target=name, piece="colonist"), act("place", p, target=name, piece="noble")]
    out = []
    if pieces <= total - pieces:
        for k, _ in opens:
            name = target_name(k)
            if s.nobles and k - 100 in DUAL:
                if pieces > nob:
                    out.append(act("place", p, target=name, piece="colonist"))
                if nob:
                    out.append(act("place", p, target=name, piece="noble"))
            elif s.nobles:
                out.append(act("place", p, target=name, piece="colonist" if pieces > nob else "noble"))
            else:
                out.append(act1("place", p, "target", name))
    else:
        out = [act1("leave_empty", p, "target", target_name(k)) for k, _ in opens]
    return out


def apply(s: PRState, a: Action) -> None:
    p = a.player
    if a.kind in ("use", "decline"):
        _benefit(s, a)
        return
    key = target_key(a["target"])
    if a.kind == "place":
        piece = a.get("piece", "colonist")
        _staff(s, p, key, piece)
        s.say("place", p, "l.221", "places a {0} on {1}", piece, a["target"])
    else:
        set_memo(s, **{RKEY[key]: s.memo.get(RKEY[key], 0) + 1})
        s.say("leave_empty", p, "l.221", "leaves a circle of {0} empty", a["target"])
    if _settle(s):
        return
    s.queue = s.queue[1:]
    _begin(s)


def _benefit(s: PRState, a: Action) -> None:
    """The mayor's privilege colonist(s) or the Villa's piece: taken or declined."""
    p = a.player
    benefit = a["benefit"]
    seat = s.seat(p)
    if a.kind == "decline":
        s.say("decline", p, optional.RULE[benefit], "declines the {0}", benefit)
    elif benefit == optional.MAYOR_PRIVILEGE:
        got = a["count"]
        s.colonist_supply -= got
        seat.san_juan += got
        s.say("privilege", p, "l.219", "Mayor's privilege: {0} colonist(s) from the supply", got)
    elif a["piece"] == "noble":
        s.noble_supply -= 1
        seat.nobles += 1
        seat.san_juan += 1
        s.say("villa", p, "l.1044", "Villa: a noble from the supply")
    else:
        s.colonist_supply -= 1
        seat.san_juan += 1
        s.say("villa", p, "l.1044", "Villa: no noble left, a colonist from the supply")
    if benefit == optional.MAYOR_PRIVILEGE:
        _share(s)
        return
    if _lift(s, p):
        return
    s.queue = s.queue[1:]
    _begin(s)


def _refill(s: PRState) -> None:
    """One colonist per empty building circle on all boards, at least N (l.223); too few ends the game (l.445)."""
    circles = s.data.circles
    need = max(s.players, sum(sum(circles[b] - seat.built[b] for b in seat.city) for seat in s.seats))
    if s.nobles:
        # One noble instead of one colonist while nobles last; no shortage end with Nobles (l.988, l.1014).
        nobles = 1 if s.noble_supply > 0 else 0
        s.noble_supply -= nobles
        s.noble_ship = nobles
        cols = min(need - nobles, s.colonist_supply)
        s.colonist_supply -= cols
        s.colonist_ship = cols
        s.say(
            "refill",
            s.role_player,
            "l.988",
            "the colonist ship gets {0} colonist(s) and {1} noble(s)",
            cols,
            nobles,
        )
        return
    if s.colonist_supply < need:
        s.colonist_ship = s.colonist_supply  # all that is left goes aboard (A4)
        s.colonist_supply = 0
        if not s.end_triggered:
            s.end_triggered = True
            s.say(
                "end_trigger",
                None,
                "l.445",
                "too few colonists to refill the ship: the game ends after this round",
            )
        return
    s.colonist_supply -= need
    s.colonist_ship = need
    s.say("refill", s.role_player, "l.223", "the colonist ship gets {0} colonist(s)", need)


def why_not(s: PRState, a: Action) -> IllegalAction | None:
    if a.kind in ("use", "decline"):
        return optional.why_not(s, a)
    return refuse(
        a, "every empty circle must be filled while colonists remain; choose an open circle", "l.230"
    )
