"""Why an action is illegal, naming the rulebook line that forbids it."""

from __future__ import annotations

from boardkit.core import Action, IllegalAction

from .annex import can_annex_normally, candidates, fits
from .realm import N4, cart_spots, junction_cells, produces_now, unprotected
from .scoring import agreement_allowed
from .squares import SQUARES, STACKS
from .state import FoundersState
from .tokens import craftsman_cells, playable_count

PHASE_OF = {
    "draft": ("draft",),
    "place_start": ("place_start",),
    "reveal": ("reveal",),
    "end_by_agreement": ("reveal",),
    "play_war": ("token",),
    "play_coin": ("token",),
    "play_cart": ("token",),
    "play_craftsman": ("token",),
    "skip_token": ("token",),
    "annex": ("annex",),
    "fallback": ("annex",),
    "pass_annex": ("annex",),
    "place_fallback": ("fallback",),
}
TOKEN_OF = {"play_war": "war", "play_coin": "coin", "play_cart": "cart", "play_craftsman": "craftsman"}


def _no(message: str, rule: str, a: Action) -> IllegalAction:
    return IllegalAction(f"{a}: {message}", rule=rule, action=a)


def _cell(value: object) -> tuple[int, int] | None:
    if isinstance(value, tuple) and len(value) == 2 and all(isinstance(v, int) for v in value):
        return value  # type: ignore[return-value]
    return None


def explain(s: FoundersState, a: Action) -> IllegalAction | None:
    """The precise reason, or None when only the generic turn/phase message applies."""
    k = a.kind
    if k not in PHASE_OF:
        return _no(f"unknown action kind {k!r}", "founders contract", a)
    if s.phase == "over" or a.player != s.current_player:
        return None
    if s.phase not in PHASE_OF[k]:
        if k in TOKEN_OF or k == "skip_token":
            if s.token_played is not None:
                return _no("only one token may be played in a turn", "l.84", a)
            return _no("a token is played right after revealing a square, before annexing", "l.73", a)
        if k == "reveal" and s.revealed is not None:
            return _no("only one square is revealed at the start of a turn", "l.51", a)
        if k in ("annex", "fallback", "pass_annex") and s.phase in ("reveal", "token"):
            return _no("first reveal a square (and maybe play a token), then annex", "l.51", a)
        return _no(f"not possible in the phase {s.phase!r}", "l.51", a)
    p = a.player
    if k == "reveal":
        st = a.get("stack")
        if st not in STACKS:
            return _no("reveal from the nature, village or city stack", "l.55", a)
        if not s.stacks[st]:
            return _no(f"the {st} stack is empty; choose a stack that still has squares", "l.55, l.69", a)
    elif k == "end_by_agreement":
        if not agreement_allowed(s):
            return _no(
                "someone can still score: a craftsman can still be placed, or a prize square on display "
                "needs only resources still in play",
                "l.133, l.139",
                a,
            )
    elif k in TOKEN_OF:
        return _explain_token(s, a)
    elif k in ("annex", "place_fallback"):
        return _explain_annex(s, a)
    elif k in ("fallback", "pass_annex"):
        if can_annex_normally(s, p):
            return _no("a face-up square can be annexed, so you must annex one", "l.51, l.122", a)
        if k == "pass_annex" and s.stacks["nature"]:
            return _no("the nature stack is not empty: annex its top square instead", "l.112", a)
        if k == "fallback" and not s.stacks["nature"]:
            return _no("the nature stack is empty: end the turn without annexing", "l.112", a)
    elif k == "draft":
        if a.get("square") not in s.draft:
            return _no("take one of the green squares laid out for the draft", "l.39", a)
    elif k == "place_start":
        if a.get("layout") not in ("row", "column"):
            return _no("the two squares must share one side: layout 'row' or 'column'", "l.39", a)
        return _no("put one of your two drafted squares in front", "l.39", a)
    return None


def _explain_token(s: FoundersState, a: Action) -> IllegalAction | None:
    p = a.player
    me = s.realms[p]
    kind = TOKEN_OF[a.kind]
    if s.token_played is not None:
        return _no("only one token may be played in a turn", "l.84", a)
    hand_kind = "craftsman:" + str(a.get("craftsman")) if kind == "craftsman" else kind
    held = me.craftsmen.count(a.get("craftsman")) if kind == "craftsman" else getattr(me, kind)
    if held <= 0:
        return _no(f"you hold no {hand_kind.replace(':', ' ')} token", "l.73, l.154", a)
    if playable_count(s, p, hand_kind) <= 0:
        return _no("a token cannot be played in the turn it was received", "l.86", a)
    cell = _cell(a.get("cell"))
    if kind in ("war", "coin"):
        q = a.get("target")
        if q == p:
            rule = "l.162" if kind == "war" else "l.176"
            return _no(f"a {kind} token goes on an opponent's square, not your own", rule, a)
        if not isinstance(q, int) or not 0 <= q < s.players or cell not in s.realms[q].cells:
            return _no(
                "there is no square of that opponent at that cell", "l.162" if kind == "war" else "l.176", a
            )
        placed = s.realms[q].cells[cell]
        if kind == "war":
            if cell not in unprotected(s.realms[q]):
                return _no(
                    "that square is protected: only the farthest square of each column can be ravaged",
                    "l.162, l.170",
                    a,
                )
            return _no("that square is already ravaged (A10)", "l.162", a)
        if not produces_now(placed):
            return _no(
                "a coin cannot go on a square that produces nothing (prize, ravaged, craftsman or coined)",
                "l.186",
                a,
            )
        return _no(f"that square does not produce {a.get('resource')}", "l.176, l.185", a)
    if kind == "cart":
        j = _cell(a.get("junction"))
        if j is None or not all(c in me.cells for c in junction_cells(j)):
            return _no("a cart goes on a junction of four of your own squares", "l.197", a)
        if j in me.carts and j not in cart_spots(me):
            return _no("that junction already has a cart (A8)", "l.197", a)
        return None
    res = a.get("craftsman")
    if cell not in me.cells:
        return _no("a craftsman goes on a village square of your own realm", "l.218", a)
    if cell not in craftsman_cells(me, res):
        sq = SQUARES[me.cells[cell].square]
        if sq.deck != "village" or sq.produces[0] != res:
            return _no(
                f"the square itself must produce {res}; a resource carried by cart does not count",
                "l.218, l.223",
                a,
            )
        return _no("that square is ravaged or already has a craftsman (A2)", "l.218", a)
    return None


def _explain_annex(s: FoundersState, a: Action) -> IllegalAction | None:
    p = a.player
    me = s.realms[p]
    cell = _cell(a.get("cell"))
    replace = a.get("replace")
    if a.kind == "annex":
        sq = a.get("square")
        if sq not in candidates(s):
            for q, realm in enumerate(s.realms):
                if any(pl.square == sq for pl in realm.cells.values()):
                    return _no(
                        f"that square belongs to P{q + 1}'s realm; squares are never taken from realms",
                        "l.90",
                        a,
                    )
            if sq in s.box:
                return _no("that square is in the box and never returns to play", "l.68", a)
            return _no("only a face-up square from a row or the prize display can be annexed", "l.90", a)
    else:
        sq = s.drawn
    if cell is None:
        return _no("give the cell as (x, y)", "l.92", a)
    if replace:
        if cell not in me.cells:
            return _no("a replacement goes on one of your own face-up squares", "l.114", a)
    else:
        if cell in me.cells:
            return _no(
                "that cell is taken; squares are never moved (use a replacement to swap)", "l.114, l.120", a
            )
        if not any((cell[0] + dx, cell[1] + dy) in me.cells for dx, dy in N4):
            return _no("the new square must share a full side with your realm, not just a corner", "l.92", a)
    coin = s.coin_resource
    if sq is not None and not fits(me, sq, cell, coin):
        need = ", ".join(SQUARES[sq].requires)
        return _no(
            f"the neighbours (and cart unions, and a bought resource) cannot give {need}, "
            "each from a different square",
            "l.92, l.100",
            a,
        )
    return None
