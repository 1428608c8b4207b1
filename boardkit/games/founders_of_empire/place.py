"""Putting a square into a realm (l.90-114): the replacement's face-down square and tokens, the city token."""

from __future__ import annotations

from .realm import inherit
from .squares import DECK
from .state import Cell, FoundersState, Placed, Realm

# Each square as it lies just annexed, with no token on it: Placed is never changed, so it is shared.
_FRESH: tuple[Placed, ...] = tuple(Placed(i) for i in range(len(DECK)))


def set_realm(s: FoundersState, p: int, realm: Realm, touched: tuple[Cell, ...] | None = None) -> None:
    """Put ``realm`` in seat ``p``; ``touched`` lists the changed cells so cached suppliers carry over."""
    if touched is not None:
        realm = inherit(s.realms[p], realm, touched)
    realms = list(s.realms)
    realms[p] = realm
    s.realms = tuple(realms)


def with_cell(realm: Realm, cell: Cell, placed: Placed) -> dict[Cell, Placed]:
    cells = dict(realm.cells)
    cells[cell] = placed
    return cells


def place(s: FoundersState, p: int, sq: int, cell: Cell, replace: bool, rule: str) -> None:
    """Square ``sq`` goes to ``cell`` of seat ``p``'s realm, on top of a replaced square when ``replace``."""
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
        s.log = s.log.said(  # s.say, one call less: half the annexes in play replace a square
            "replace",
            p,
            "l.114",
            "turns {0} at {1} face down to make room (-1 VP){2}",
            (s.data.label[old.square], cell, "; tokens to the box: " + ", ".join(boxed) if boxed else ""),
        )
    cells[cell] = _FRESH[sq]
    war, cart, craftsmen = realm.war, realm.cart, realm.craftsmen
    s.log = s.log.said(
        "annex", p, rule, "annexes {0} at {1}", (s.data.label[sq], cell)
    )  # s.say, one call less
    if DECK[sq] == "city":
        token = s.data.squares[sq].produces[0]
        if token == "craftsman":
            if s.craftsman_pile:
                res = s.craftsman_pile[0]
                s.craftsman_pile = s.craftsman_pile[1:]
                craftsmen = craftsmen + (res,)
                fresh = fresh + ("craftsman:" + res,)
                s.say("gain", p, "l.154, l.216", "draws a craftsman token: the {0} craftsman", res)
            else:
                s.say("gain", p, "l.154", "gets no token: the craftsman pile is empty (A7)")
        elif s.supply[token]:
            supply = dict(s.supply)
            supply[token] -= 1
            s.supply = supply
            if token == "war":
                war += 1
            elif token == "coin":
                coin += 1
            else:
                cart += 1
            fresh = fresh + (token,)
            s.log = s.log.said("gain", p, "l.96, l.154", "takes a {0} token from the supply", (token,))
        else:
            s.say("gain", p, "l.154", "gets no token: the {0} supply is empty (A7)", token)
    s.fresh = fresh
    set_realm(s, p, Realm(cells, realm.carts, face_down, war, coin, cart, craftsmen), (cell,))
