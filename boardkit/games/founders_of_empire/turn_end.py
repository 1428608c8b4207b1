"""The end of a turn (l.125, l.178) and of the game (l.127-139): coins come home, the end is checked, play passes."""

from __future__ import annotations

from operator import attrgetter

from boardkit.core.turns import next_seat

from .place import set_realm
from .scoring import score_parts
from .state import FoundersState, Placed, Realm

_COINS = attrgetter("coins")

END_REASONS = {
    "prizes": ("l.131, l.135", "no prize square is left on display"),
    "stacks": ("l.132, l.137", "all three stacks are empty"),
    "agreement": ("l.133, l.139", "all players agreed"),
}


def collect_coins(s: FoundersState, p: int, rule: str) -> None:
    """Seat ``p`` takes back the coin tokens lying on its squares."""
    realm = s.realms[p]
    if not any(map(_COINS, realm.cells.values())):  # the usual case, checked without a Python loop
        return
    cells = dict(realm.cells)  # the same order of cells: only the coined ones are replaced
    coined = tuple(c for c, pl in cells.items() if pl.coins)
    n = 0
    for c in coined:
        pl = cells[c]
        n += pl.coins
        cells[c] = Placed(pl.square, pl.ravaged, 0, pl.craftsman)
    set_realm(
        s,
        p,
        Realm(cells, realm.carts, realm.face_down, realm.war, realm.coin + n, realm.cart, realm.craftsmen),
        coined,
    )
    if p == s.current_player:
        s.fresh = s.fresh + ("coin",) * n
    s.say("collect", p, rule, "takes {0} coin token(s) from their squares", n)


def end_turn(s: FoundersState) -> None:
    p = s.current_player
    if any(map(_COINS, s.realms[p].cells.values())):  # collect_coins' own test, without its call
        collect_coins(s, p, "l.125, l.178")
    if not s.prizes:
        finish(s, "prizes")
        return
    stacks = s.stacks
    if not (stacks["nature"] or stacks["village"] or stacks["city"]):  # all three stacks are empty
        finish(s, "stacks")
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
    s.log = s.log.said("turn", nxt, "l.45, l.125", "begins their turn", ())  # s.say, one call less


def finish(s: FoundersState, reason: str) -> None:
    s.ended_by = reason
    rule, why = END_REASONS[reason]
    s.say("end", None, rule, "The game ends: {0}", why)
    for q in range(s.players):
        collect_coins(s, q, "l.189")
    s.phase = "over"
    s.revealed = s.token_played = None
    s.coin_target = s.coin_cell = s.coin_resource = None
    for q in range(s.players):
        parts = score_parts(s.realms[q], s.data.vp)
        s.say(
            "score",
            q,
            "l.141-146",
            "scores {0}: prizes {1}, craftsmen {2}, tokens {3}, replaced {4}",
            parts["total"],
            parts["prize"],
            parts["craftsmen"],
            parts["tokens"],
            parts["replaced"],
        )
