"""What every Puerto Rico state must satisfy: bounds, component conservation.

``check(state)`` runs on every ``from_json`` and at the end of the position builder, so an absurd or
inconsistent state (a colonist ship of 10**30, a short goods list, goods made from nothing) is refused
with the field named, before ``legal_actions`` or the board ever see it.
"""

from __future__ import annotations

from boardkit.core import StateError
from boardkit.core.bounds import LIMIT, whole, whole_numbers

from . import optional
from .catalog import (
    B_INDEX,
    CITY_SPACES,
    COLONISTS,
    DOUBLOONS,
    DUAL,
    GOODS,
    GOODS_COUNTS,
    HOUSE_SLOTS,
    ISLAND_SPACES,
    NB,
    NOBLES,
    PLANTATION_COUNTS,
    QUARRY_COUNT,
    SPACES,
    bid,
    setup_for,
)
from .flow import pieces
from .state import PRState, Seat

PHASES = (
    "draft",
    "role_selection",
    "settler",
    "mayor",
    "builder",
    "craftsman",
    "trader",
    "captain",
    "captain_storage",
    "game_over",
)
STEPS = (
    *sorted(optional.BENEFITS),
    "build",
    "draft",
    "hacienda_side",
    "keep",
    "library",
    "lodge",
    "over",
    "place",
    "role",
    "sell",
    "ship",
    "small_wharf",
    "store",
    "supply_center",
    "take",
)


def building_copies(s: PRState, b: int) -> tuple[int, bool]:
    """Copies of building ``b`` in this game, and whether 0 is allowed too (catalog.copies)."""
    return s.data.copies(b, s.players, s.new_buildings, s.nobles)


def _check_table(s: PRState) -> None:
    if not isinstance(s.players, int) or isinstance(s.players, bool) or s.players not in (2, 3, 4, 5):
        raise StateError("players", f"Puerto Rico is for 2-5 players (l.81, l.95-97), not {s.players!r}")
    n = s.players
    if s.phase not in PHASES:
        raise StateError("phase", f"unknown phase {s.phase!r}; one of {', '.join(PHASES)}")
    if s.step not in STEPS:
        raise StateError("step", f"unknown step {s.step!r}; one of {', '.join(STEPS)}")
    whole(s.round, "round")
    whole(s.current_player, "current_player", -1 if s.phase == "game_over" else 0, n - 1)
    whole(s.governor, "governor", 0, n - 1)
    whole(s.role_player, "role_player", -1, n - 1)
    cfg = setup_for(n)
    if not isinstance(s.roles, tuple) or sorted(s.roles) != sorted(cfg["roles"]):
        raise StateError("roles", f"{n} players use the roles {cfg['roles']} (l.95-149)")
    whole_numbers(s.role_money, "role_money", len(s.roles))
    whole_numbers(s.role_taken, "role_taken", len(s.roles), -1, n - 1)
    whole(s.picks, "picks", 0, len(s.roles))
    _check_round(s, n)
    if not isinstance(s.seats, tuple) or len(s.seats) != n:
        raise StateError(
            "seats", f"expected {n} seats, got {len(s.seats) if isinstance(s.seats, tuple) else s.seats!r}"
        )
    whole(s.bank, "bank", -LIMIT, LIMIT)  # the bank may run dry and go on (A24)
    for name in ("vp_supply", "colonist_supply", "colonist_ship", "noble_supply", "noble_ship", "quarries"):
        whole(getattr(s, name), name)
    whole_numbers(s.goods_supply, "goods_supply", 5)
    whole_numbers(s.trading_house, "trading_house", None, 0, 4)
    if len(s.trading_house) > HOUSE_SLOTS:
        raise StateError("trading_house", f"holds at most {HOUSE_SLOTS} goods (l.316)")
    ships = len(cfg["ships"])
    whole_numbers(s.ship_cap, "ship_cap", ships, 1, 20)
    if tuple(s.ship_cap) != tuple(cfg["ships"]):
        raise StateError("ship_cap", f"{n} players sail ships of {cfg['ships']} (l.95-149)")
    whole_numbers(s.ship_good, "ship_good", ships, -1, 4)
    whole_numbers(s.ship_load, "ship_load", ships)
    loaded = [k for k in s.ship_good if k >= 0]
    if len(set(loaded)) != len(loaded):
        raise StateError("ship_good", "two ships carry the same good (l.382)")
    for k, (cap, good, load) in enumerate(zip(s.ship_cap, s.ship_good, s.ship_load, strict=True)):
        if load > cap or (good < 0) != (load == 0):
            raise StateError(f"ship_load.{k}", f"{load} goods of kind {good} on a ship of {cap}")
    for name in ("face_up", "stack", "discard"):
        whole_numbers(getattr(s, name), name, None, 0, 4)
    whole_numbers(s.supply, "supply", NB)
    whole_numbers(s.queue, "queue", None, 0, n - 1)
    whole_numbers(s.draft_open, "draft_open", None, 0, 20)
    if not isinstance(s.memo, dict):
        raise StateError("memo", "expected an object")
    for key, value in s.memo.items():
        if not (key in MEMO_KEYS or key.startswith(("kept_", "left_empty_")) or key in B_INDEX):
            raise StateError(f"memo.{key}", "not a counter any phase keeps")
        whole(value, f"memo.{key}", 0, LIMIT)


def _check_seat(s: PRState, i: int, seat: Seat) -> None:
    f = f"seats.{i}"
    whole(seat.doubloons, f"{f}.doubloons")
    whole(seat.vp, f"{f}.vp")
    whole(seat.vp_paper, f"{f}.vp_paper")
    whole_numbers(seat.goods, f"{f}.goods", 5)
    tiles = whole_numbers(seat.tiles, f"{f}.tiles", 7)
    staffed = whole_numbers(seat.staffed, f"{f}.staffed", 6)
    built = whole_numbers(seat.built, f"{f}.built", NB, -1)
    whole_numbers(seat.forests, f"{f}.forests", 5)
    if sum(tiles) > ISLAND_SPACES:
        raise StateError(f"{f}.tiles", f"{sum(tiles)} tiles on an island of {ISLAND_SPACES} spaces (l.39)")
    for k in range(6):
        if staffed[k] > tiles[k]:
            raise StateError(f"{f}.staffed.{k}", f"{staffed[k]} occupied of {tiles[k]} tiles")
    if tiles[6] != sum(seat.forests):
        raise StateError(
            f"{f}.forests", f"{sum(seat.forests)} forests listed, {tiles[6]} forest tiles (l.822)"
        )
    city = whole_numbers(seat.city, f"{f}.city", None, 0, NB - 1)
    if len(set(city)) != len(city) or set(city) != {b for b in range(NB) if built[b] >= 0}:
        raise StateError(f"{f}.city", "the city must list each built building once (l.234)")
    for b in city:
        if built[b] > s.data.circles[b]:
            raise StateError(
                f"{f}.built.{b}", f"{built[b]} pieces on a building of {s.data.circles[b]} circles"
            )
    used = sum(SPACES[b] for b in city)
    if seat.city_used != used or used > CITY_SPACES:
        raise StateError(f"{f}.city_used", f"the city uses {used} of {CITY_SPACES} spaces (l.234)")
    whole(seat.san_juan, f"{f}.san_juan")
    whole(seat.nobles, f"{f}.nobles", 0, pieces(seat))
    noble_in = whole_numbers(seat.noble_in, f"{f}.noble_in", None, 0, NB - 1)
    for b in noble_in:
        if b not in DUAL or built[b] < 1:
            raise StateError(f"{f}.noble_in", f"building {b} is not an occupied noble building (l.988)")


def _check_conservation(s: PRState) -> None:
    cfg = setup_for(s.players)
    goods = [s.goods_supply[g] for g in range(5)]
    for seat in s.seats:
        for g in range(5):
            goods[g] += seat.goods[g]
    for g, load in zip(s.ship_good, s.ship_load, strict=True):
        if g >= 0:
            goods[g] += load
    for g in s.trading_house:
        goods[g] += 1
    for g in range(5):
        expect = GOODS_COUNTS[g] - cfg["remove_goods"]
        if goods[g] != expect:
            raise StateError(
                f"goods_supply.{g}", f"{goods[g]} {GOODS[g]} counted everywhere, the game has {expect} (l.59)"
            )
    tiles = len(s.stack) + len(s.face_up) + len(s.discard) + (1 if s.memo.get("hacienda_tile_drawn") else 0)
    tiles += sum(sum(seat.tiles[:5]) + sum(seat.forests) for seat in s.seats)
    expect = sum(PLANTATION_COUNTS) - 5 * cfg["remove_per_plantation"]
    if tiles != expect:
        raise StateError(
            "stack", f"{tiles} plantation tiles counted everywhere, the game has {expect} (l.49)"
        )
    quarries = s.quarries + sum(seat.tiles[5] for seat in s.seats)
    if quarries != QUARRY_COUNT - cfg["remove_quarries"]:
        raise StateError("quarries", f"{quarries} quarries counted everywhere (l.49)")
    nobles = sum(seat.nobles for seat in s.seats)
    on_boards = sum(pieces(seat) for seat in s.seats)
    if s.nobles:
        if s.noble_supply + s.noble_ship + nobles != NOBLES:
            raise StateError("noble_supply", f"nobles counted everywhere differ from {NOBLES} (l.77)")
        colonists = COLONISTS  # none go back to the box with Nobles (l.988)
    else:
        if nobles or s.noble_ship or s.noble_supply:
            raise StateError("noble_ship", "nobles without the Nobles expansion (l.1016)")
        colonists = cfg["colonist_supply"] + cfg["colonist_ship"]
    if s.colonist_supply + s.colonist_ship + on_boards - nobles != colonists:
        raise StateError("colonist_supply", f"colonists counted everywhere differ from {colonists} (l.57)")
    money = s.bank + sum(seat.doubloons for seat in s.seats) + sum(s.role_money)
    if money != DOUBLOONS:
        raise StateError("bank", f"{money} doubloons counted everywhere, the game has {DOUBLOONS} (l.63)")
    if s.vp_supply + sum(seat.vp for seat in s.seats) != cfg["vp_supply"]:
        raise StateError("vp_supply", f"VP chips counted everywhere differ from {cfg['vp_supply']} (l.61)")
    for b in range(NB):
        total = s.supply[b] + sum(1 for seat in s.seats if seat.built[b] >= 0)
        copies, optional = building_copies(s, b)
        if total != copies and not (optional and total == 0):
            raise StateError(
                f"supply.{b}", f"{total} copies on the board and in cities, the game has {copies}"
            )


# The phase-local counters the rules keep (besides kept_<good>, left_empty_<circle> and the draft's buildings).
MEMO_KEYS = frozenset(
    {
        "extra_goods_left",
        "first_turn_done",
        "hacienda_tile_drawn",
        "hacienda_used",
        "hospice_tile_kind",
        "hospice_used",
        "hunting_lodge_vp_seats",
        "hunting_lodges_checked",
        "kinds_made",
        "land_office_used",
        "library_tile_offered",
        "nobles_to_place",
        "passes",
        "settler_quarry_taken",
        "shipped_seats",
        "single_goods_left",
        "small_wharf_goods",
        "small_wharf_used",
        "stored_kinds",
        "supply_center_kinds",
        "supply_center_sent",
        "university_building",
        "warehouse_kinds_left",
        "wharf_used",
    }
)
ROLE_PHASES = {"settler", "mayor", "builder", "craftsman", "trader", "captain", "captain_storage"}


def _check_draft(s: PRState) -> None:
    """The board spaces still empty in the draft are those of the printed costs not yet filled (l.806-808)."""
    if s.phase != "draft":
        if s.draft_open:
            raise StateError("draft_open", "the building draft is over once the game has left it")
        return
    drafted = [name for name in s.memo if name in B_INDEX]
    if len(drafted) != len(s.memo) or any(s.memo[name] != 1 for name in drafted):
        raise StateError("memo", "during the draft the memo lists the buildings already put on the board")
    filled = sorted([*s.draft_open, *(s.data.cost[bid(name)] for name in drafted)])
    if tuple(filled) != s.data.draft_spaces or not s.draft_open:
        raise StateError(
            "draft_open", f"the empty board spaces and the drafted buildings must fill {s.data.draft_spaces}"
        )


def _check_round(s: PRState, n: int) -> None:
    """Who picks and who acts agree with the role tokens taken (l.155-161; two players 3 roles each, l.770)."""
    _check_draft(s)
    if s.phase == "game_over":
        return
    taken = [r for r, seat in enumerate(s.role_taken) if seat >= 0]
    per_round = 6 if n == 2 else n
    if s.phase in ("draft", "role_selection"):
        if s.role_player != -1:
            raise StateError("role_player", "nobody carries out a role while roles are being chosen")
        if len(taken) != s.picks:
            raise StateError(
                "picks", f"{s.picks} role(s) chosen this round, but {len(taken)} role token(s) are taken"
            )
        if s.picks >= per_round:
            raise StateError("picks", f"a round has {per_round} role choices (l.155, l.770)")
        if s.phase == "role_selection" and s.current_player != (s.governor + s.picks) % n:
            raise StateError("current_player", "roles are chosen clockwise from the governor (l.155)")
        return
    role = "captain" if s.phase == "captain_storage" else s.phase
    if s.role_player < 0 or not any(
        s.roles[r] == role and s.role_taken[r] == s.role_player for r in range(len(s.roles))
    ):
        raise StateError("role_player", f"the {role} phase needs the seat that took the {role} token")
    if len(taken) != s.picks + 1:
        raise StateError(
            "picks", f"{s.picks} role(s) done this round, but {len(taken)} role token(s) are taken"
        )


def check(state: PRState) -> None:
    """Raise ``StateError`` naming the field when ``state`` is out of bounds or inconsistent."""
    _check_table(state)
    for i, seat in enumerate(state.seats):
        if not isinstance(seat, Seat):
            raise StateError(f"seats.{i}", "expected a seat")
        _check_seat(state, i, seat)
    _check_conservation(state)
