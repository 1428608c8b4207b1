"""The turn (l.49-125) and the end of the game (l.127-139): legal actions and their effects."""

from __future__ import annotations

from boardkit.core import Action, Event
from boardkit.core.turns import clockwise_from, next_seat

from .actions import action
from .annex import annex_actions
from .realm import frontier, inherit, junction_cells
from .scoring import agreement_allowed, score_parts
from .setup import deal_rows
from .squares import LABEL, SQUARES, STACKS
from .state import Cell, FoundersState, Placed, Realm
from .tokens import can_play_token, token_actions

HAND_KINDS = ("war", "coin", "cart")


# --- legal actions -----------------------------------------------------------------------------


def legal(s: FoundersState) -> list[Action]:
    p = s.current_player
    phase = s.phase
    if phase == "annex":
        normal, repl = annex_actions(s, p)
        acts = normal + repl
        if not normal:
            # Nothing can be annexed without a replacement: the nature stack or a pass (l.112, l.114).
            acts.append(action("fallback", p) if s.stacks["nature"] else action("pass_annex", p))
        return acts
    if phase == "reveal":
        acts = [action("reveal", p, stack=k) for k in STACKS if s.stacks[k]]  # not an empty one (A11)
        if agreement_allowed(s):
            acts.append(action("end_by_agreement", p))
        return acts
    if phase == "token":
        return [*token_actions(s, p), action("skip_token", p)]
    if phase == "fallback":
        realm = s.realms[p]
        acts = [action("place_fallback", p, cell=c, replace=False) for c in frontier(realm)]
        acts += [action("place_fallback", p, cell=c, replace=True) for c in sorted(realm.cells)]  # A15
        return acts
    if phase == "draft":
        return [action("draft", p, square=sq) for sq in s.draft]
    if phase == "place_start":
        a, b = s.picks[p]
        return [
            action("place_start", p, layout=lay, front=f) for lay in ("row", "column") for f in (a, b)
        ]  # A16
    return []


# --- effects -----------------------------------------------------------------------------------


def _say(s: FoundersState, kind: str, player: int | None, rule: str, template: str, *args: object) -> None:
    s.log = s.log.add(Event(kind, player, rule, template, args))


def _set_realm(s: FoundersState, p: int, realm: Realm, touched: tuple[Cell, ...] | None = None) -> None:
    """Put ``realm`` in seat ``p``; ``touched`` lists the changed cells so cached suppliers carry over."""
    if touched is not None:
        realm = inherit(s.realms[p], realm, touched)
    realms = list(s.realms)
    realms[p] = realm
    s.realms = tuple(realms)


def _with_cell(realm: Realm, cell: Cell, placed: Placed) -> dict[Cell, Placed]:
    cells = dict(realm.cells)
    cells[cell] = placed
    return cells


def apply(s: FoundersState, a: Action) -> None:
    p = a.player
    kind = a.kind
    who = p + 1
    if kind == "draft":
        sq = a["square"]
        s.draft = tuple(x for x in s.draft if x != sq)
        picks = list(s.picks)
        picks[p] = picks[p] + (sq,)
        s.picks = tuple(picks)
        s.draft_order = s.draft_order[1:]
        _say(s, "draft", p, "l.39", "P{0} takes {1} from the draft", who, LABEL[sq])
        if s.draft_order:
            s.current_player = s.draft_order[0]
        else:
            s.phase = "place_start"
            s.to_place = clockwise_from(s.first_player, s.players)
            s.current_player = s.to_place[0]
    elif kind == "place_start":
        front = a["front"]
        other = next(x for x in s.picks[p] if x != front)
        second = (1, 0) if a["layout"] == "row" else (0, 1)
        _set_realm(s, p, Realm({(0, 0): Placed(front), second: Placed(other)}))
        picks = list(s.picks)
        picks[p] = ()
        s.picks = tuple(picks)
        s.to_place = s.to_place[1:]
        _say(
            s,
            "place_start",
            p,
            "l.39",
            "P{0} lays {1} at (0, 0) and {2} at {3}, sharing a side",
            who,
            LABEL[front],
            LABEL[other],
            second,
        )
        if s.to_place:
            s.current_player = s.to_place[0]
        else:
            deal_rows(s)
            s.phase = "reveal"
            s.current_player = s.first_player
            s.round = s.turn = 1
            _say(s, "turn", s.first_player, "l.45", "P{0} starts the game", s.first_player + 1)
    elif kind == "reveal":
        _reveal(s, p, a["stack"])
    elif kind == "skip_token":
        s.phase = "annex"
        _say(s, "skip_token", p, "l.73", "P{0} plays no token", who)
    elif kind in ("play_war", "play_coin", "play_cart", "play_craftsman"):
        _play_token(s, a)
        s.phase = "annex"
    elif kind == "annex":
        sq = a["square"]
        deck = SQUARES[sq].deck
        if deck == "prize":
            s.prizes = tuple(x for x in s.prizes if x != sq)
        else:
            rows = dict(s.rows)
            rows[deck] = tuple(x for x in rows[deck] if x != sq)
            s.rows = rows
        _place(s, p, sq, a["cell"], a["replace"], "l.90")
        _end_turn(s)
    elif kind == "fallback":
        nature = s.stacks["nature"]
        stacks = dict(s.stacks)
        stacks["nature"] = nature[1:]
        s.stacks = stacks
        s.drawn = nature[0]
        s.phase = "fallback"
        _say(
            s,
            "fallback",
            p,
            "l.112",
            "P{0} can annex no face-up square and draws {1} from the nature stack",
            who,
            LABEL[s.drawn],
        )
    elif kind == "place_fallback":
        sq = s.drawn
        assert sq is not None
        s.drawn = None
        _place(s, p, sq, a["cell"], a["replace"], "l.112")
        _end_turn(s)
    elif kind == "pass_annex":
        _say(s, "pass_annex", p, "l.112", "P{0} can annex nothing and the nature stack is empty", who)
        _end_turn(s)
    elif kind == "end_by_agreement":
        _say(
            s,
            "agreement",
            p,
            "l.133, l.139",
            "All players agree that nobody can score more; P{0} ends it",
            who,
        )
        _finish(s, "agreement")
    else:  # pragma: no cover - legal() never offers anything else
        raise ValueError(kind)


def _reveal(s: FoundersState, p: int, k: str) -> None:
    stack = s.stacks[k]
    sq = stack[0]
    stacks = dict(s.stacks)
    stacks[k] = stack[1:]
    s.stacks = stacks
    rows = dict(s.rows)
    row = rows[k]
    if len(row) >= 5:
        # A full row goes to the box before the new square is laid (l.55, l.67).
        s.box = s.box + row
        _say(s, "clear_row", p, "l.55", "P{0} clears the full {1} row into the box", p + 1, k)
        row = ()
    rows[k] = row + (sq,)
    s.rows = rows
    s.revealed = k
    _say(s, "reveal", p, "l.55", "P{0} reveals {1} from the {2} stack", p + 1, LABEL[sq], k)
    s.phase = "token" if can_play_token(s, p) else "annex"


def _play_token(s: FoundersState, a: Action) -> None:
    p = a.player
    me = s.realms[p]
    kind = a.kind
    if kind == "play_war":
        q, cell = a["target"], a["cell"]
        victim = s.realms[q]
        old = victim.cells[cell]
        _set_realm(
            s,
            q,
            victim.but(cells=_with_cell(victim, cell, Placed(old.square, True, old.coins, old.craftsman))),
            (cell,),
        )
        _set_realm(s, p, s.realms[p].but(war=me.war - 1), ())
        s.token_played = "war"
        _say(
            s, "play_war", p, "l.162", "P{0} ravages P{1}'s {2} at {3}", p + 1, q + 1, LABEL[old.square], cell
        )
    elif kind == "play_coin":
        q, cell, res = a["target"], a["cell"], a["resource"]
        victim = s.realms[q]
        old = victim.cells[cell]
        _set_realm(
            s,
            q,
            victim.but(
                cells=_with_cell(victim, cell, Placed(old.square, old.ravaged, old.coins + 1, old.craftsman))
            ),
            (cell,),
        )
        _set_realm(s, p, s.realms[p].but(coin=me.coin - 1), ())
        s.token_played = "coin"
        s.coin_target, s.coin_cell, s.coin_resource = q, cell, res
        _say(
            s,
            "play_coin",
            p,
            "l.176",
            "P{0} buys {1} from P{2}'s {3} at {4} with a coin",
            p + 1,
            res,
            q + 1,
            LABEL[old.square],
            cell,
        )
    elif kind == "play_cart":
        j = a["junction"]
        _set_realm(s, p, me.but(carts=me.carts | {j}, cart=me.cart - 1))
        s.token_played = "cart"
        _say(s, "play_cart", p, "l.197", "P{0} unites the squares {1} with a cart", p + 1, junction_cells(j))
    else:
        res, cell = a["craftsman"], a["cell"]
        old = me.cells[cell]
        hand = list(me.craftsmen)
        hand.remove(res)
        _set_realm(
            s,
            p,
            me.but(
                cells=_with_cell(me, cell, Placed(old.square, old.ravaged, old.coins, res)),
                craftsmen=tuple(hand),
            ),
            (cell,),
        )
        s.token_played = "craftsman"
        _say(
            s,
            "play_craftsman",
            p,
            "l.218",
            "P{0} puts the {1} craftsman on {2} at {3}",
            p + 1,
            res,
            LABEL[old.square],
            cell,
        )


def _place(s: FoundersState, p: int, sq: int, cell: Cell, replace: bool, rule: str) -> None:
    realm = s.realms[p]
    cells = dict(realm.cells)
    face_down = realm.face_down
    coin = realm.coin
    fresh = s.fresh
    if replace:
        old = cells[cell]
        face_down = face_down + (old.square,)
        boxed: tuple[str, ...] = ()
        if old.ravaged:
            boxed += ("war",)  # l.165
        if old.craftsman is not None:
            boxed += ("craftsman:" + old.craftsman,)  # l.165; unravaged too (A3)
        if old.coins:
            coin += old.coins  # the owner takes the coin (l.188, A4)
            fresh = fresh + ("coin",) * old.coins
        s.token_box = s.token_box + boxed
        _say(
            s,
            "replace",
            p,
            "l.114",
            "P{0} turns {1} at {2} face down to make room (-1 VP){3}",
            p + 1,
            LABEL[old.square],
            cell,
            "; tokens to the box: " + ", ".join(boxed) if boxed else "",
        )
    cells[cell] = Placed(sq)
    changes: dict = {"cells": cells, "face_down": face_down, "coin": coin}
    _say(s, "annex", p, rule, "P{0} annexes {1} at {2}", p + 1, LABEL[sq], cell)
    square = SQUARES[sq]
    if square.deck == "city":
        token = square.produces[0]
        if token == "craftsman":
            if s.craftsman_pile:
                res = s.craftsman_pile[0]
                s.craftsman_pile = s.craftsman_pile[1:]
                changes["craftsmen"] = realm.craftsmen + (res,)
                fresh = fresh + ("craftsman:" + res,)
                _say(
                    s,
                    "gain",
                    p,
                    "l.154, l.216",
                    "P{0} draws a craftsman token: the {1} craftsman",
                    p + 1,
                    res,
                )
            else:
                _say(s, "gain", p, "l.154", "P{0} gets no token: the craftsman pile is empty (A7)", p + 1)
        elif s.supply[token]:
            supply = dict(s.supply)
            supply[token] -= 1
            s.supply = supply
            changes[token] = changes.get(token, getattr(realm, token)) + 1
            fresh = fresh + (token,)
            _say(s, "gain", p, "l.96, l.154", "P{0} takes a {1} token from the supply", p + 1, token)
        else:
            _say(s, "gain", p, "l.154", "P{0} gets no token: the {1} supply is empty (A7)", p + 1, token)
    s.fresh = fresh
    _set_realm(s, p, realm.but(**changes), (cell,))


def _collect_coins(s: FoundersState, p: int, rule: str) -> None:
    realm = s.realms[p]
    n = sum(pl.coins for pl in realm.cells.values())
    if not n:
        return
    cells = {
        c: (Placed(pl.square, pl.ravaged, 0, pl.craftsman) if pl.coins else pl)
        for c, pl in realm.cells.items()
    }
    _set_realm(
        s,
        p,
        realm.but(cells=cells, coin=realm.coin + n),
        tuple(c for c, pl in realm.cells.items() if pl.coins),
    )
    if p == s.current_player:
        s.fresh = s.fresh + ("coin",) * n
    _say(s, "collect", p, rule, "P{0} takes {1} coin token(s) from their squares", p + 1, n)


def _end_turn(s: FoundersState) -> None:
    p = s.current_player
    _collect_coins(s, p, "l.125, l.178")
    if not s.prizes:
        _finish(s, "prizes")
        return
    if not any(s.stacks[k] for k in STACKS):
        _finish(s, "stacks")
        return
    nxt = next_seat(p, s.players)
    s.current_player = nxt
    s.phase = "reveal"
    s.turn += 1
    if nxt == s.first_player:
        s.round += 1
    s.revealed = s.token_played = None
    s.coin_target = s.coin_cell = s.coin_resource = None
    s.fresh = ()
    s.drawn = None
    _say(s, "turn", nxt, "l.45, l.125", "P{0}'s turn", nxt + 1)


END_REASONS = {
    "prizes": ("l.131, l.135", "no prize square is left on display"),
    "stacks": ("l.132, l.137", "all three stacks are empty"),
    "agreement": ("l.133, l.139", "all players agreed"),
}


def _finish(s: FoundersState, reason: str) -> None:
    s.ended_by = reason
    rule, why = END_REASONS[reason]
    _say(s, "end", s.current_player, rule, "The game ends: {0}", why)
    for q in range(s.players):
        _collect_coins(s, q, "l.189")
    s.phase = "over"
    s.revealed = s.token_played = None
    s.coin_target = s.coin_cell = s.coin_resource = None
    for q in range(s.players):
        parts = score_parts(s.realms[q])
        _say(
            s,
            "score",
            q,
            "l.141-146",
            "P{0} scores {1}: prizes {2}, craftsmen {3}, tokens {4}, replaced {5}",
            q + 1,
            parts["total"],
            parts["prize"],
            parts["craftsmen"],
            parts["tokens"],
            parts["replaced"],
        )
