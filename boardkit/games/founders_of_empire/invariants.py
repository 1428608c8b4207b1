"""What every Founders state must satisfy: bounds, all 97 squares and 24 tokens exactly once, a move unless over.

``check(state)`` runs on every ``from_json`` and at the end of the position builder, so an absurd or
inconsistent state (square id 999, a negative hand, a lost square, a turn with no move) is refused with
the field named before ``legal_actions`` or the board see it.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from boardkit.core import StateError
from boardkit.core.bounds import whole
from boardkit.core.turns import clockwise_from, snake_order

from .squares import CRAFTSMEN, SQUARES, STACKS, TOKENS, TOKENS_PER_KIND
from .state import FoundersState, Placed, Realm

PHASES = ("draft", "place_start", "reveal", "token", "annex", "fallback", "over")
PLAYERS = (2, 3, 4)  # l.37, l.39
HAND_KINDS = ("war", "coin", "cart")
ENDINGS = ("prizes", "stacks", "agreement")  # l.129-133
ROW_LIMIT = 5  # a full row is cleared before a sixth square (l.55)
REACH = len(SQUARES)  # no realm can stretch farther from (0, 0) than there are squares


def _ids(values: Any, field: str, deck: str | None = None) -> tuple[int, ...]:
    """Square ids that exist (and, with ``deck``, come from that deck)."""
    if not isinstance(values, tuple):
        raise StateError(field, f"expected a list of square ids, got {values!r}")
    for k, v in enumerate(values):
        whole(v, f"{field}.{k}", 0, len(SQUARES) - 1)
        if deck is not None and SQUARES[v].deck != deck:
            raise StateError(f"{field}.{k}", f"square {v} is a {SQUARES[v].deck} square, not {deck}")
    return values


def _cell(value: Any, field: str) -> tuple[int, int]:
    if not (isinstance(value, tuple) and len(value) == 2):
        raise StateError(field, f"a cell is an (x, y) pair, not {value!r}")
    for v in value:
        whole(v, field, -REACH, REACH)
    return value


def square_places(s: FoundersState) -> Counter:
    """How many times each square id appears anywhere (each must appear exactly once)."""
    seen: Counter = Counter()
    for k in STACKS:
        seen.update(s.stacks[k])
        seen.update(s.rows[k])
    seen.update(s.prizes)
    seen.update(s.unused_prizes)
    seen.update(s.draft)
    for picks in s.picks:
        seen.update(picks)
    if s.drawn is not None:
        seen[s.drawn] += 1
    seen.update(s.box)
    for realm in s.realms:
        seen.update(p.square for p in realm.cells.values())
        seen.update(realm.face_down)
    return seen


def token_counts(s: FoundersState) -> dict[str, int]:
    """Tokens of each kind over supply, hands, squares, junctions, pile and box (each must be 6, l.28-31)."""
    n = {
        "war": s.supply["war"],
        "coin": s.supply["coin"],
        "cart": s.supply["cart"],
        "craftsman": len(s.craftsman_pile),
    }
    for realm in s.realms:
        n["war"] += realm.war
        n["coin"] += realm.coin
        n["cart"] += realm.cart + len(realm.carts)
        n["craftsman"] += len(realm.craftsmen)
        for p in realm.cells.values():
            n["war"] += p.ravaged
            n["coin"] += p.coins
            n["craftsman"] += p.craftsman is not None
    for t in s.token_box:
        n[t.split(":")[0]] += 1
    return n


def _check_table(s: FoundersState) -> None:
    if not isinstance(s.players, int) or isinstance(s.players, bool) or s.players not in PLAYERS:
        raise StateError(
            "players", f"Founders of the Empire is for 2-4 players (l.37, l.39), not {s.players!r}"
        )
    n = s.players
    if s.phase not in PHASES:
        raise StateError("phase", f"unknown phase {s.phase!r}; one of {', '.join(PHASES)}")
    whole(s.current_player, "current_player", 0, n - 1)
    whole(s.first_player, "first_player", 0, n - 1)
    whole(s.round, "round")
    whole(s.turn, "turn")
    for name in ("stacks", "rows"):
        part = getattr(s, name)
        if not isinstance(part, dict) or set(part) != set(STACKS):
            raise StateError(name, f"expected exactly the stacks {', '.join(STACKS)}")
        for k in STACKS:
            _ids(part[k], f"{name}.{k}", k)
        if name == "rows" and any(len(part[k]) > ROW_LIMIT for k in STACKS):
            raise StateError("rows", f"a row holds at most {ROW_LIMIT} squares (l.55)")
    _ids(s.prizes, "prizes", "prize")
    _ids(s.unused_prizes, "unused_prizes", "prize")
    _ids(s.draft, "draft", "nature")
    _ids(s.box, "box")
    if s.drawn is not None:
        _ids((s.drawn,), "drawn", "nature")
    for name in ("draft_order", "to_place"):
        for k, p in enumerate(_tuple(getattr(s, name), name)):
            whole(p, f"{name}.{k}", 0, n - 1)
    if not isinstance(s.picks, tuple) or len(s.picks) != n:
        raise StateError("picks", f"expected one list of picks per seat ({n})")
    for p, picks in enumerate(s.picks):
        _ids(picks, f"picks.{p}", "nature")
    if not isinstance(s.supply, dict) or set(s.supply) != set(HAND_KINDS):
        raise StateError("supply", f"expected exactly the token kinds {', '.join(HAND_KINDS)}")
    for k in HAND_KINDS:
        whole(s.supply[k], f"supply.{k}", 0, TOKENS_PER_KIND)
    for k, c in enumerate(_tuple(s.craftsman_pile, "craftsman_pile")):
        _craftsman(c, f"craftsman_pile.{k}")
    for k, t in enumerate(_tuple(s.token_box, "token_box")):
        _token(t, f"token_box.{k}")
    for k, t in enumerate(_tuple(s.fresh, "fresh")):
        _token(t, f"fresh.{k}")
    if s.revealed is not None and s.revealed not in STACKS:
        raise StateError("revealed", f"{s.revealed!r} is not a stack")
    if s.token_played is not None:
        _token(s.token_played.split(":")[0], "token_played")
    if s.coin_target is not None:
        whole(s.coin_target, "coin_target", 0, n - 1)
    if s.coin_cell is not None:
        _cell(s.coin_cell, "coin_cell")
    if (s.ended_by is None) == (s.phase == "over") or (s.ended_by is not None and s.ended_by not in ENDINGS):
        raise StateError(
            "ended_by", f"{s.ended_by!r} with phase {s.phase!r}; an ended game names one of {ENDINGS}"
        )


def _tuple(value: Any, field: str) -> tuple:
    if not isinstance(value, tuple):
        raise StateError(field, f"expected a list, got {value!r}")
    return value


def _craftsman(value: Any, field: str) -> None:
    if value not in CRAFTSMEN:
        raise StateError(field, f"{value!r} is not a craftsman; one of {', '.join(CRAFTSMEN)} (l.216)")


def _token(value: Any, field: str) -> None:
    kind, _, res = value.partition(":") if isinstance(value, str) else ("", "", "")
    if kind not in TOKENS or (kind == "craftsman" and res and res not in CRAFTSMEN):
        raise StateError(field, f"{value!r} is not a token; one of {', '.join(TOKENS)}")


def _check_realm(s: FoundersState, p: int, realm: Realm) -> None:
    f = f"realms.{p}"
    if not isinstance(realm, Realm) or not isinstance(realm.cells, dict):
        raise StateError(f, "expected a realm")
    for k in HAND_KINDS:
        whole(getattr(realm, k), f"{f}.{k}", 0, TOKENS_PER_KIND)
    for k, c in enumerate(_tuple(realm.craftsmen, f"{f}.craftsmen")):
        _craftsman(c, f"{f}.craftsmen.{k}")
    _ids(realm.face_down, f"{f}.face_down")
    for cell, placed in realm.cells.items():
        cf = f"{f}.cells.{cell}"
        _cell(cell, cf)
        if not isinstance(placed, Placed):
            raise StateError(cf, "expected a placed square")
        _ids((placed.square,), f"{cf}.square")
        whole(placed.coins, f"{cf}.coins", 0, TOKENS_PER_KIND)
        if placed.craftsman is not None:
            _craftsman(placed.craftsman, f"{cf}.craftsman")
            sq = s.data.squares[placed.square]  # as this game's data has it
            if sq.deck != "village" or sq.produces[0] != placed.craftsman:
                raise StateError(
                    f"{cf}.craftsman", f"a {placed.craftsman} craftsman sits on {sq.name} (l.218)"
                )
    cells = realm.cells
    if cells:
        start = next(iter(cells))
        seen, todo = {start}, [start]
        while todo:  # every square touches the realm by a full side (l.92)
            x, y = todo.pop()
            for nb in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
                if nb in cells and nb not in seen:
                    seen.add(nb)
                    todo.append(nb)
        if len(seen) != len(cells):
            loose = sorted(set(cells) - seen)[0]
            raise StateError(f"{f}.cells.{loose}", "this square does not touch the rest of the realm (l.92)")
    for j in realm.carts:
        _cell(j, f"{f}.carts")
        x, y = j
        if not all(c in cells for c in ((x, y), (x + 1, y), (x, y + 1), (x + 1, y + 1))):
            raise StateError(f"{f}.carts.{j}", "a cart lies where four own squares meet (l.197)")


def _check_conservation(s: FoundersState) -> None:
    places = square_places(s)
    for sq in range(len(SQUARES)):
        if places[sq] != 1:
            where = "is missing" if not places[sq] else f"appears {places[sq]} times"
            raise StateError(
                "squares",
                f"square {sq} ({s.data.squares[sq].name}) {where}; each is somewhere once (l.19-24)",
            )
    for kind, count in token_counts(s).items():
        if count != TOKENS_PER_KIND:
            raise StateError(
                "supply" if kind != "craftsman" else "craftsman_pile",
                f"{count} {kind} tokens counted everywhere, the game has {TOKENS_PER_KIND} (l.28-31)",
            )


def _check_setup_turns(s: FoundersState) -> None:
    """The draft (snake order, l.39) and the placing of the starting pairs (clockwise, l.39) agree with who acts."""
    n, first = s.players, s.first_player
    if s.phase == "draft":
        order = snake_order(first, n, 2)
        done = len(order) - len(s.draft_order)
        if done < 0 or order[done:] != s.draft_order or not s.draft_order:
            raise StateError(
                "draft_order", "the seats still to pick must be the rest of the snake order (l.39)"
            )
        if s.current_player != s.draft_order[0]:
            raise StateError("current_player", "the next seat of the snake order picks (l.39)")
        for q in range(n):
            if len(s.picks[q]) != order[:done].count(q):
                raise StateError(f"picks.{q}", "each seat holds the squares it has picked so far (l.39)")
        if s.to_place or any(realm.cells for realm in s.realms):
            raise StateError("to_place", "nobody places a starting pair during the draft (l.39)")
        return
    if s.draft_order:
        raise StateError("draft_order", "the draft is over once the game has left the draft phase")
    if s.phase == "place_start":
        order = clockwise_from(first, n)
        if not s.to_place or order[len(order) - len(s.to_place) :] != s.to_place:
            raise StateError(
                "to_place", "the seats still to place must be the rest of the clockwise order (l.39)"
            )
        if s.current_player != s.to_place[0]:
            raise StateError("current_player", "the next seat in clockwise order places its pair (l.39)")
        for q in range(n):
            waiting = q in s.to_place
            if len(s.picks[q]) != (2 if waiting else 0) or bool(s.realms[q].cells) == waiting:
                raise StateError(
                    f"picks.{q}", "a seat holds its two squares until it lays them as its realm (l.39)"
                )
        return
    if s.to_place or any(s.picks):
        raise StateError("to_place", "every starting pair is laid before the first turn (l.39, l.41)")


def _check_coin_purchase(s: FoundersState) -> None:
    """This turn's coin purchase exists exactly when a coin was played, on a coined square of an opponent
    that makes the resource bought (l.176, l.178)."""
    bought = (s.coin_target, s.coin_cell, s.coin_resource)
    if s.token_played != "coin":
        if bought != (None, None, None):
            raise StateError("coin_resource", "a resource is bought only by playing a coin this turn (l.176)")
        return
    if None in bought:
        raise StateError(
            "coin_resource", "a coin played this turn names its target, cell and resource (l.176)"
        )
    q, cell, res = bought
    placed = s.realms[q].cells.get(cell) if q != s.current_player else None
    if placed is None or placed.coins < 1:
        raise StateError("coin_cell", "the coin lies on a square of an opponent's realm (l.176, l.178)")
    if res not in s.data.squares[placed.square].produces:
        raise StateError("coin_resource", f"that square does not make {res!r} (l.176)")


def check(state: FoundersState) -> None:
    """Raise ``StateError`` naming the field when ``state`` is out of bounds or inconsistent."""
    _check_table(state)
    if not isinstance(state.realms, tuple) or len(state.realms) != state.players:
        raise StateError("realms", f"expected one realm per seat ({state.players})")
    for p, realm in enumerate(state.realms):
        _check_realm(state, p, realm)
    _check_conservation(state)
    _check_setup_turns(state)
    _check_coin_purchase(state)
