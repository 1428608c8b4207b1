"""Token (l.71-86, l.152-223): after revealing, play at most one token received on an earlier turn, or none."""

from __future__ import annotations

from boardkit.core import Action, IllegalAction, refuse

from .actions import action
from .place import set_realm, with_cell
from .realm import cart_spots, junction_cells, produces_now, unprotected
from .state import Cell, FoundersState, Placed, Realm
from .tokens import craftsman_cells, playable_count, token_actions

TOKEN_OF = {"play_war": "war", "play_coin": "coin", "play_cart": "cart", "play_craftsman": "craftsman"}


def legal(s: FoundersState) -> list[Action]:
    p = s.current_player
    return [*token_actions(s, p), action("skip_token", p)]


def apply(s: FoundersState, a: Action) -> None:
    if a.kind == "skip_token":
        s.log = s.log.said("skip_token", a.player, "l.73", "plays no token", ())  # s.say, one call less
    else:
        _play(s, a)
    s.phase = "annex"


def _play(s: FoundersState, a: Action) -> None:
    p = a.player
    me = s.realms[p]
    kind = a.kind
    if kind == "play_war":
        q, cell = a["target"], a["cell"]
        victim = s.realms[q]
        old = victim.cells[cell]
        ravaged = Placed(old.square, True, old.coins, old.craftsman)
        set_realm(s, q, victim.with_cells(with_cell(victim, cell, ravaged)), (cell,))
        set_realm(
            s, p, Realm(me.cells, me.carts, me.face_down, me.war - 1, me.coin, me.cart, me.craftsmen), ()
        )
        s.token_played = "war"
        s.say("play_war", p, "l.162", "ravages P{0}'s {1} at {2}", q + 1, s.data.label[old.square], cell)
    elif kind == "play_coin":
        q, cell, res = a["target"], a["cell"], a["resource"]
        victim = s.realms[q]
        old = victim.cells[cell]
        coined = Placed(old.square, old.ravaged, old.coins + 1, old.craftsman)
        set_realm(s, q, victim.with_cells(with_cell(victim, cell, coined)), (cell,))
        set_realm(
            s, p, Realm(me.cells, me.carts, me.face_down, me.war, me.coin - 1, me.cart, me.craftsmen), ()
        )
        s.token_played = "coin"
        s.coin_target, s.coin_cell, s.coin_resource = q, cell, res
        s.say(
            "play_coin",
            p,
            "l.176",
            "buys {0} from P{1}'s {2} at {3} with a coin",
            res,
            q + 1,
            s.data.label[old.square],
            cell,
        )
    elif kind == "play_cart":
        j = a["junction"]
        set_realm(s, p, me.but(carts=me.carts | {j}, cart=me.cart - 1))
        s.token_played = "cart"
        s.say("play_cart", p, "l.197", "unites the squares {0} with a cart", junction_cells(j))
    else:
        res, cell = a["craftsman"], a["cell"]
        old = me.cells[cell]
        hand = list(me.craftsmen)
        hand.remove(res)
        crafted = Placed(old.square, old.ravaged, old.coins, res)
        set_realm(s, p, me.but(cells=with_cell(me, cell, crafted), craftsmen=tuple(hand)), (cell,))
        s.token_played = "craftsman"
        s.say(
            "play_craftsman",
            p,
            "l.218",
            "puts the {0} craftsman on {1} at {2}",
            res,
            s.data.label[old.square],
            cell,
        )


def why_not(s: FoundersState, a: Action) -> IllegalAction | None:
    if s.token_played is not None:
        return refuse(a, "only one token may be played in a turn", "l.84")
    if a.kind == "skip_token":
        return None
    p = a.player
    me = s.realms[p]
    kind = TOKEN_OF[a.kind]
    hand_kind = "craftsman:" + str(a.get("craftsman")) if kind == "craftsman" else kind
    held = me.craftsmen.count(a.get("craftsman")) if kind == "craftsman" else getattr(me, kind)
    if held <= 0:
        return refuse(a, f"you hold no {hand_kind.replace(':', ' ')} token", "l.73, l.154")
    if playable_count(s, p, hand_kind) <= 0:
        return refuse(a, "a token cannot be played in the turn it was received", "l.86")
    if kind in ("war", "coin"):
        return _why_not_on_opponent(s, a, kind)
    if kind == "cart":
        j: Cell = a["junction"]
        if not all(c in me.cells for c in junction_cells(j)):
            return refuse(a, "a cart goes on a junction of four of your own squares", "l.197")
        if j in me.carts and j not in cart_spots(me):
            return refuse(a, "that junction already has a cart (A8)", "l.197")
        return None
    res, cell = a["craftsman"], a["cell"]
    if cell not in me.cells:
        return refuse(a, "a craftsman goes on a village square of your own realm", "l.218")
    if cell not in craftsman_cells(me, res, s.data):
        sq = s.data.squares[me.cells[cell].square]
        if sq.deck != "village" or sq.produces[0] != res:
            return refuse(
                a,
                f"the square itself must produce {res}; a resource carried by cart does not count",
                "l.218, l.223",
            )
        return refuse(a, "that square is ravaged or already has a craftsman (A2)", "l.218")
    return None


def _why_not_on_opponent(s: FoundersState, a: Action, kind: str) -> IllegalAction | None:
    p, q, cell = a.player, a["target"], a["cell"]
    rule = "l.162" if kind == "war" else "l.176"
    if q == p:
        return refuse(a, f"a {kind} token goes on an opponent's square, not your own", rule)
    if not 0 <= q < s.players or cell not in s.realms[q].cells:
        return refuse(a, "there is no square of that opponent at that cell", rule)
    placed = s.realms[q].cells[cell]
    if kind == "war":
        if cell not in unprotected(s.realms[q]):
            return refuse(
                a,
                "that square is protected: only the farthest square of each column can be ravaged",
                "l.162, l.170",
            )
        return refuse(a, "that square is already ravaged (A10)", "l.162")
    if not produces_now(placed):
        return refuse(
            a,
            "a coin cannot go on a square that produces nothing (prize, ravaged, craftsman or coined)",
            "l.186",
        )
    return refuse(a, f"that square does not produce {a['resource']}", "l.176, l.185")
