"""Trader phase: one good each to the trading house (l.310-327, l.555-593, l.873-877, l.990-994)."""

from __future__ import annotations

from boardkit.core import Action, IllegalAction, refuse

from .actions import act, act1
from .catalog import FOREST, GOODS, HOUSE_SLOTS, ISLAND_SPACES, TILES, bid
from .flow import bump, by_colonist, by_noble, earn, finish_role, occupied, order_from, pay, set_memo
from .state import PRState

SMALL_MARKET, LARGE_MARKET, OFFICE = bid("small_market"), bid("large_market"), bid("office")
TRADING_POST, LIBRARY, LAND_OFFICE = bid("trading_post"), bid("library"), bid("land_office")
FOREST_HOUSE = bid("forest_house")


def start(s: PRState) -> None:
    s.phase = "trader"
    s.step = "sell"
    s.queue = order_from(s, s.role_player)
    s.memo = {}
    s.current_player = s.queue[0]


def _house_open(s: PRState) -> bool:
    return len(s.trading_house) < HOUSE_SLOTS


def legal(s: PRState) -> list[Action]:
    p = s.current_player
    seat = s.seats[p]
    out = []
    if _house_open(s):
        office = occupied(seat, OFFICE)
        house = s.trading_house
        for g in range(5):
            if seat.goods[g] and (office or g not in house):
                out.append(act1("sell", p, "good", GOODS[g]))
    if s.new_buildings and occupied(seat, TRADING_POST):
        out.extend(act("sell", p, good=GOODS[g], venue="trading_post") for g in range(5) if seat.goods[g])
    if s.nobles and not s.memo.get("land_office_used"):
        if (
            by_colonist(seat, LAND_OFFICE)
            and seat.doubloons >= 1
            and s.stack
            and sum(seat.tiles) < ISLAND_SPACES
        ):
            out.append(act("land_office", p, deal="buy"))
            if s.new_buildings and occupied(seat, FOREST_HOUSE):
                out.append(act("land_office", p, deal="buy_forest"))  # l.994
        elif by_noble(seat, LAND_OFFICE):
            out.extend(act("land_office", p, deal="sell", tile=TILES[k]) for k in range(5) if seat.tiles[k])
    out.append(act("pass", p))
    return out


def income(s: PRState, p: int, g: int, venue: str = "house") -> int:
    """Price on the trading house (l.312) + trader's privilege + Small/Large market (l.557, l.626; not at the Trading post l.877)."""
    seat = s.seats[p]
    n = s.data.price[g]
    if p == s.role_player:
        n += 2 if s.new_buildings and occupied(seat, LIBRARY) else 1
    if venue == "house":
        n += occupied(seat, SMALL_MARKET) + 2 * occupied(seat, LARGE_MARKET)
    return n


def apply(s: PRState, a: Action) -> None:
    p = a.player
    if a.kind == "land_office":
        _land_office(s, a)
        return
    if a.kind == "sell":
        g = GOODS.index(a["good"])
        venue = a.get("venue", "house")
        cash = income(s, p, g, venue)
        seat = s.seat(p)
        seat.goods = bump(seat.goods, g, -1)
        if venue == "house":
            s.trading_house = (*s.trading_house, g)
            s.say("sell", p, "l.312", "sells {0} to the trading house for {1} doubloon(s)", a["good"], cash)
        else:
            s.goods_supply = bump(s.goods_supply, g)
            s.say("sell", p, "l.875", "sells {0} at the Trading post for {1} doubloon(s)", a["good"], cash)
        earn(s, p, cash)
    else:
        s.say("pass", p, "l.312", "sells nothing")
    s.queue = s.queue[1:]
    if not _house_open(s):
        # The phase ends when the house is full (l.312); Trading post owners may still sell there (A11).
        s.queue = tuple(q for q in s.queue if s.new_buildings and occupied(s.seats[q], TRADING_POST))
    if s.queue:
        s.current_player = s.queue[0]
        s.memo = {}
        return
    if not _house_open(s):
        supply = list(s.goods_supply)
        for g in s.trading_house:
            supply[g] += 1
        s.goods_supply = tuple(supply)
        s.trading_house = ()
        s.say("clear_house", s.role_player, "l.319", "the full trading house is emptied into the supply")
    finish_role(s)


def _land_office(s: PRState, a: Action) -> None:
    """Land office: buy the top face-down plantation for 1 doubloon, or sell one of yours for 1 (l.992)."""
    p = a.player
    set_memo(s, land_office_used=1)
    seat = s.seat(p)
    if a["deal"] in ("buy", "buy_forest"):
        pay(s, p, 1)
        t = s.stack[0]
        s.stack = s.stack[1:]
        tiles = list(seat.tiles)
        forest = a["deal"] == "buy_forest"
        if forest:  # with an occupied Forest house it may be laid as a forest (l.994)
            tiles[FOREST] += 1
            seat.forests = bump(seat.forests, t)
        else:
            tiles[t] += 1
        seat.tiles = tuple(tiles)
        s.say(
            "land_office",
            p,
            "l.992",
            "Land office: buys a {0} plantation{1}",
            GOODS[t],
            " as a forest" if forest else "",
        )
    else:
        k = TILES.index(a["tile"])
        seat.tiles = bump(seat.tiles, k, -1)
        if seat.staffed[k] > seat.tiles[k]:
            seat.staffed = bump(seat.staffed, k, -1)
            seat.san_juan += 1
        s.discard = (*s.discard, k)
        earn(s, p, 1)
        s.say("land_office", p, "l.992", "Land office: sells a {0} plantation for 1 doubloon", a["tile"])


def why_not(s: PRState, a: Action) -> IllegalAction | None:
    if a.kind != "sell":
        return None
    seat = s.seats[a.player]
    good = a["good"]
    if good not in GOODS or not seat.goods[GOODS.index(good)]:
        return refuse(a, f"you have no {good}", "l.312")
    if len(s.trading_house) >= HOUSE_SLOTS:
        return refuse(a, "the trading house is full", "l.316")
    return refuse(
        a, f"{good} is already in the trading house (only an occupied Office allows it)", "l.317, l.591"
    )
