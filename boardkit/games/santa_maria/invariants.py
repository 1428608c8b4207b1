"""What every Santa Maria state obeys: bounds, and every tile, die, monk, coin pile and road accounted for."""

from __future__ import annotations

from collections import Counter

from boardkit.core import StateError
from boardkit.core.bounds import whole, whole_numbers

from .components import RESOURCES
from .effects import LIMIT
from .passing import meditates
from .state import SantaMariaState, Seat

MAYA_DECISIONS = ("city", "temple", "city_choice", "city_trade", "city_build", "consent")  # Module D
DECISIONS = (
    "trade",
    "sea_trade",
    "religion",
    "monk",
    "road",
    "navigate",
    "specialist",
    "meditation",
    "envoy_archery",
    *MAYA_DECISIONS,
)
PHASES = ("colony", "turn", "place", "town_hall", *DECISIONS, "over")


def _once(items: list[str], expected: set[str], field: str, what: str) -> None:
    counts = Counter(items)
    twice = sorted(k for k, v in counts.items() if v > 1)
    if twice:
        raise StateError(field, f"{what} {twice} lie in two places at once")
    if set(counts) != expected:
        missing, extra = sorted(expected - set(counts)), sorted(set(counts) - expected)
        raise StateError(field, f"{what}: missing {missing}, unknown {extra}")


def _seat(s: SantaMariaState, p: int, seat: Seat) -> None:
    d = s.data
    f = f"seats.{p}"
    if not isinstance(seat, Seat):
        raise StateError(f, "not a colony")
    if s.maya_on and p == s.maya_seat:
        from .maya_invariants import seat as maya_seat

        maya_seat(s, p, seat)
        return
    if seat.hand or seat.aside:
        raise StateError(f"{f}.hand", "only the Maya holds action cards (l.774)")
    if seat.board == "" and p in s.board_order:  # still to choose a board (l.58)
        if any(seat.cells) or seat.tiles:
            raise StateError(f"{f}.cells", "a colony without a board is empty")
        board = {"cells": [""] * 36}
    elif seat.board not in d.boards:
        raise StateError(f"{f}.board", f"no colony board {seat.board!r}")
    else:
        board = d.boards[seat.board]
    for name in ("cells", "colonists", "coins_on", "dice_on"):
        if not isinstance(getattr(seat, name), tuple) or len(getattr(seat, name)) != 36:
            raise StateError(f"{f}.{name}", "36 cells, row by row (l.87)")
    whole_numbers(seat.colonists, f"{f}.colonists", 36, 0, 3)
    whole_numbers(seat.coins_on, f"{f}.coins_on", 36, 0, 99)
    known = set(d.buildings) | {"road", ""}
    for i, c in enumerate(seat.cells):
        if c not in known:
            raise StateError(f"{f}.cells.{i}", f"no building {c!r}")
        if board["cells"][i] and c != board["cells"][i] and i not in seat.improved:
            raise StateError(f"{f}.cells.{i}", "a printed building or road never changes (l.104)")
        busy = seat.coins_on[i] > 0
        die = seat.dice_on[i]
        if die not in ("", "white", "blue", "ambassador"):
            raise StateError(f"{f}.dice_on.{i}", f"a die is white or blue, not {die!r}")
        if (busy or die) and (c in ("", "road")):
            raise StateError(f"{f}.cells.{i}", "dice and coins lie on buildings only (l.254)")
        if busy and die:
            raise StateError(f"{f}.cells.{i}", "a building holds a die or coins, not both (l.110)")
    for r in RESOURCES:
        whole(getattr(seat, r), f"{f}.{r}", 0, LIMIT)  # l.160
    whole(seat.coins, f"{f}.coins")
    whole(seat.points, f"{f}.points")
    whole(seat.religion, f"{f}.religion", 1, d.religion_end)
    whole(seat.conquistador, f"{f}.conquistador", 1, d.conquistador_end)
    whole(seat.monks, f"{f}.monks", 0, d.n["monks"])
    first_blue = (
        d.k["ambassador_start_blue"] if s.ambassadors_on else 1
    )  # none at the start with Module C (l.688)
    whole(seat.blue_owned, f"{f}.blue_owned", first_blue, d.n["blue_dice_per_player"])
    whole_numbers(seat.blue, f"{f}.blue", None, 1, 6)
    limit = d.k["ambassador_white_per_year"] if s.ambassadors_on else d.n["white_dice_per_year"]
    whole(seat.white_used, f"{f}.white_used", 0, limit)  # l.128, l.704
    whole(seat.activations, f"{f}.activations", 0, 36)
    whole(seat.passed, f"{f}.passed", 0, len(s.pass_spaces))
    on = [c for c in seat.coins_on if c]
    if sorted(on) != list(range(1, seat.activations + 1)):
        raise StateError(
            f"{f}.coins_on",
            f"{seat.activations} activations this year leave 1, 2, ... coins on buildings (l.112)",
        )
    whites = sum(1 for x in seat.dice_on if x == "white")
    blues = sum(1 for x in seat.dice_on if x == "blue")
    in_hand = 1 if _hiring(s, p) == "white" else 0  # the die waits for the hire (l.641)
    if whites + in_hand != seat.white_used:
        raise StateError(
            f"{f}.white_used", f"{seat.white_used} white dice used but {whites} lie in the colony"
        )
    if s.shared_blue_dice:
        if seat.blue or blues != seat.blue_used or seat.blue_used > seat.blue_owned:
            raise StateError(
                f"{f}.blue_used", "shared blue dice: used this year = lying in the colony <= unlocked (l.402)"
            )
    elif len(seat.blue) + blues != seat.blue_owned:
        raise StateError(
            f"{f}.blue",
            f"{seat.blue_owned} blue dice: {len(seat.blue)} beside the colony, {blues} on it (l.62)",
        )
    if len(seat.ships) != len(seat.ship_docks) or any(not 0 <= x < 4 for x in seat.ship_docks):
        raise StateError(f"{f}.ship_docks", "one dock (0-3) per sea-trade tile (l.178)")
    _cocoa(s, p, seat)
    _improvements(s, p, seat)
    if not s.governor_on:
        if seat.governor != -1:
            raise StateError(f"{f}.governor", "a governor comes only with Module A (l.549)")
    else:
        whole(seat.governor, f"{f}.governor", 0, 35)
        if seat.coins_on[seat.governor] or seat.dice_on[seat.governor]:
            raise StateError(f"{f}.governor", "the governor's cell holds no die and no coins (l.583, l.585)")
    if seat.scholar and not s.advanced:
        raise StateError(f"{f}.scholar", "a private scholar comes only with the advanced setup (l.398)")


def _cocoa(s: SantaMariaState, p: int, seat: Seat) -> None:
    """One cocoa storage each with the expansion, two on the cocoa colony; each holds one cocoa (l.483, l.501, l.517)."""
    d = s.data
    f = f"seats.{p}"
    if not s.kingdoms:
        if seat.cocoa or seat.cocoa_stores:
            raise StateError(f"{f}.cocoa", "cocoa comes only with the American Kingdoms expansion (l.483)")
        return
    colony = (
        seat.board in d.cocoa_boards
        or any(t in d.cocoa_halls for t in seat.tiles)
        or (s.placing in d.cocoa_halls and p == s.current_player)
    )
    stores = d.k["cocoa_colony_stores"] if colony else d.k["cocoa_stores"]
    if seat.cocoa_stores != stores:
        raise StateError(f"{f}.cocoa_stores", f"{stores} cocoa storages on this colony (l.483, l.501)")
    whole(seat.cocoa, f"{f}.cocoa", 0, seat.cocoa_stores)


def _improvements(s: SantaMariaState, p: int, seat: Seat) -> None:
    """Improvements lie where they were laid, showing their building (l.664-670)."""
    f = f"seats.{p}"
    d = s.data
    if not (len(seat.improvements) == len(seat.improved) == len(seat.covered)):
        raise StateError(f"{f}.improved", "one cell and one covered content per improvement")
    if len(set(seat.improved)) != len(seat.improved):
        raise StateError(f"{f}.improved", "one improvement per cell (l.664)")
    for sp, i in zip(seat.improvements, seat.improved, strict=True):
        if sp not in d.specialists or d.specialists[sp]["kind"] != "improvement":
            raise StateError(f"{f}.improvements", f"{sp!r} is no improvement specialist (l.622)")
        if not 0 <= i < 36 or seat.cells[i] != d.specialists[sp]["building"]:
            raise StateError(f"{f}.improved", "an improvement's cell shows its building (l.670)")
    if any(d.specialists.get(x, {}).get("kind") in (None, "improvement") for x in seat.hired):
        raise StateError(f"{f}.hired", "beside the colony lie production specialists only (l.643)")


def _hiring(s: SantaMariaState, p: int) -> str:
    """While ``p`` decides on a specialist the die is in hand: "white", "ambassador" or "" (l.641)."""
    if s.phase != "specialist" or p != s.current_player:
        return ""
    line = next((arg for kind, arg in s.pending if kind == "line"), 0)
    return "ambassador" if line % 100 > 10 else "white"


def _ambassadors(s: SantaMariaState) -> None:
    """Module C: each ambassador die is on its token or, taken, on the taker's colony (l.688, l.696-698)."""
    if not s.ambassadors_on:
        if s.ambassadors or s.ambassador_by or any("ambassador" in seat.dice_on for seat in s.seats):
            raise StateError("ambassadors", "ambassador dice come only with Module C (l.688)")
        return
    if len(s.ambassadors) != 2 or len(s.ambassador_by) != 2:
        raise StateError("ambassadors", "one white and one blue ambassador die (l.688)")
    whole_numbers(s.ambassadors, "ambassadors", 2, 0, 6)
    for face, by in zip(s.ambassadors, s.ambassador_by, strict=True):
        if (face == 0) != (by >= 0) or by >= s.players:
            raise StateError(
                "ambassador_by", "a taken ambassador die has its taker; one on its token none (l.698)"
            )
    taken = sum(1 for f in s.ambassadors if f == 0)
    lying = sum(1 for seat in s.seats for x in seat.dice_on if x == "ambassador")
    if s.maya_on:
        from .maya_invariants import ambassador_on_city

        lying += ambassador_on_city(s)
    in_hand = sum(1 for p in range(s.players) if _hiring(s, p) == "ambassador")
    if taken != lying + in_hand:
        raise StateError("ambassadors", f"{taken} ambassador dice taken, {lying} lie in colonies (l.696)")


def _setup_order(s: SantaMariaState) -> None:
    """The seats still to choose a board or a town hall: each once, the one choosing first (l.58, l.396)."""
    d = s.data
    for name in ("hall_order", "board_order"):
        order = getattr(s, name)
        if len(set(order)) != len(order) or any(not 0 <= q < s.players for q in order):
            raise StateError(name, "each seat at most once, seats of this game (l.58, l.396)")
    if not s.hall_order:
        return
    if s.phase not in ("town_hall", "place") or s.current_player != s.hall_order[0]:
        raise StateError("hall_order", "town halls are chosen and laid in turn before the first turn (l.396)")
    if s.phase == "place" and s.placing not in d.town_halls:
        raise StateError("placing", "while the town halls are chosen only a town hall is laid (l.398)")
    for q in s.hall_order:
        seat = s.seats[q]
        choosing = s.phase == "place" and q == s.current_player
        if (seat.scholar and not choosing) or any(t in d.town_halls for t in seat.tiles):
            raise StateError(
                f"seats.{q}.scholar", "a player still to choose has no town hall or scholar yet (l.396)"
            )


def road_tiles_laid(s: SantaMariaState, seat: Seat) -> int:
    """Roads in the colony that neither the board nor a tile printed: road tiles from the pass space (l.282)."""
    d = s.data
    printed = sum(1 for c in d.boards[seat.board]["cells"] if c == "road") if seat.board else 0
    for t in seat.tiles:
        tile = d.tiles.get(t) or d.town_halls.get(t)
        if tile is None:
            raise StateError("tiles", f"no development tile or town hall {t!r}")
        printed += sum(1 for c in tile.cells if c == "road")
    covered = sum(1 for c in seat.covered if c == "road")  # improvements laid over roads (l.664)
    return sum(1 for c in seat.cells if c == "road") + covered - printed


def check(s: SantaMariaState) -> None:
    d = s.data
    if s.phase not in PHASES:
        raise StateError("phase", f"unknown phase {s.phase!r}")
    if not isinstance(s.seats, tuple) or len(s.seats) != s.players:
        raise StateError("seats", f"one colony per player ({s.players})")
    whole(s.round, "round", 1, d.n["years"])  # the year (l.76)
    whole(s.first_player, "first_player", 0, s.players - 1)
    for p, seat in enumerate(s.seats):
        _seat(s, p, seat)
    # development tiles: display, stacks, box, colonies and the one being placed (l.21, l.328)
    placed = [t for seat in s.seats for t in seat.tiles if t in d.tiles]
    held = [
        *s.display,
        *s.double_stack,
        *s.triple_stack,
        *s.box,
        *placed,
        *s.special_display,
        *s.special_stack,
    ]
    if s.placing in d.tiles:
        held.append(s.placing)
    tiles = {*d.base_tiles, *(d.special_tiles if s.kingdoms else ())}
    _once(held, tiles, "display", "development tiles")
    if len(s.special_display) > max(d.k["special_display"], d.k["special_refill"]):
        raise StateError("special_display", "2 special tiles at the start, 3 after a year (l.481, l.513)")
    if any(d.tiles[t].size != "double" for t in s.double_stack) or any(
        d.tiles[t].size != "triple" for t in s.triple_stack
    ):
        raise StateError("double_stack", "each stack holds one size (l.21)")
    if len(s.display) > 2 * d.n["display_per_size"]:
        raise StateError("display", "5 double and 5 triple tiles a year (l.106)")
    halls = [t for seat in s.seats for t in seat.tiles if t in d.town_halls]
    if len(set(halls)) != len(halls) or any(
        sum(1 for t in seat.tiles if t in d.town_halls) > 1 for seat in s.seats
    ):
        raise StateError("seats", "one town hall per colony (l.398)")
    # sea-trade tiles: docks, deck, colonies (l.11-13, l.178)
    ships = [*(t for t in s.docks if t), *s.deck, *(t for seat in s.seats for t in seat.ships)]
    ships += [*((s.special_dock,) if s.special_dock else ()), *s.special_deck]
    _once(ships, {*d.base_sea, *(d.special_ships if s.kingdoms else ())}, "docks", "sea-trade tiles")
    if s.special_deck and not s.special_dock:
        raise StateError("special_dock", "the special dock is refilled at once while the stack lasts (l.505)")
    if len(s.docks) != 4 or any(t == "" for t in s.docks) and s.deck:
        raise StateError("docks", "four docks, refilled at once while the deck lasts (l.178-180)")
    # white dice: below the board or in a colony (l.15, l.330)
    whites = len(s.white) + sum(seat.white_used for seat in s.seats)
    per = d.k["ambassador_white_per_player"] if s.ambassadors_on else d.n["white_dice_per_player"]
    if whites != s.players * per:
        raise StateError("white", f"{s.players * per} white dice in play, counted {whites} (l.15, l.688)")
    _ambassadors(s)
    if s.maya_on:
        from .maya_invariants import city

        city(s)
    elif s.maya_deck or s.city or s.maya_seat != -1:
        raise StateError("city", "the Maya city comes only with Module D (l.714)")
    whole_numbers(s.white, "white", None, 1, 6)
    if list(s.white) != sorted(s.white):
        raise StateError("white", "kept sorted by value (l.15)")
    if s.shared_blue_dice:
        blues = len(s.shared_blue) + sum(seat.blue_used for seat in s.seats)
        if blues != sum(seat.blue_owned for seat in s.seats):
            raise StateError(
                "shared_blue", "the shared pool holds every unlocked blue die not used this year (l.402)"
            )
    elif s.shared_blue:
        raise StateError("shared_blue", "only the shared blue dice variant has a shared pool (l.402)")
    if s.specialists_on:  # all 18 specialists: face down, face up, in the box or taken (l.608, l.633)
        taken = [x for seat in s.seats for x in (*seat.hired, *seat.improvements)]
        row = [x for x in s.specialist_row if x]
        if len(s.specialist_row) != 6:
            raise StateError("specialist_row", "one place beside each white value 1-6 (l.633)")
        _once(
            [*s.specialist_stack, *row, *s.specialist_box, *taken],
            set(d.specialists),
            "specialists",
            "specialists",
        )
    elif (
        s.specialist_stack
        or s.specialist_row
        or s.specialist_box
        or any(seat.hired or seat.improvements for seat in s.seats)
    ):
        raise StateError("specialists", "specialists come only with Module B (l.604)")
    # road tiles (l.17)
    laid = sum(road_tiles_laid(s, seat) for seat in s.seats)
    whole(s.roads, "roads", 0, d.n["road_tiles"])
    if laid < 0 or s.roads + laid != d.n["road_tiles"]:
        raise StateError("roads", f"3 road tiles: {s.roads} on the board, {laid} in colonies (l.17)")
    # monks (l.46, l.216) and the special places
    places = (*s.scholars, *s.bishops, *s.missions)
    shown = d.k["scholars_shown"] if s.kingdoms else d.n["places_scholars"]  # 4 with the expansion (l.449)
    if set(s.monks_at) != set(places) or len(s.scholars) != shown or len(s.bishops) != 3:
        raise StateError(
            "monks_at",
            f"the special places are the {shown} scholars, 3 bishops and the missions (l.216, l.449)",
        )
    for x, seats in s.monks_at.items():
        if len(set(seats)) != len(seats) or any(not 0 <= q < s.players for q in seats):
            raise StateError(f"monks_at.{x}", "at most one monk of each player on a place (l.216)")
    for p, seat in enumerate(s.seats):
        there = sum(1 for seats in s.monks_at.values() if p in seats)
        if s.maya_on and p == s.maya_seat:
            if there:
                raise StateError(f"seats.{p}.monks", "the Maya places no monks (l.820-823)")
            continue
        if seat.monks + there != d.n["monks"]:
            raise StateError(f"seats.{p}.monks", f"6 monks: {seat.monks} in front, {there} placed (l.46)")
    private = [seat.scholar for seat in s.seats if seat.scholar]
    offered = [pair.split(":")[1] for pair in s.halls]
    pool = set(d.scholar_pool(s.kingdoms, s.governor_on))
    _once([*s.scholars, *s.unused_scholars, *private, *offered], pool, "scholars", "scholars")
    _once([*s.bishops, *s.unused_bishops], set(d.bishop_pool(s.kingdoms)), "bishops", "bishops")
    if set(s.missions) != set(d.mission_set(s.kingdoms)):
        raise StateError("missions", "the missions are fixed on the board (l.216)")
    # pass spaces (l.268)
    if len(s.pass_spaces) != len(d.pass_actions):
        raise StateError("pass_spaces", "five pass spaces (l.268)")
    for k, q in enumerate(s.pass_spaces):
        if q >= s.players or (q >= 0 and s.seats[q].passed != k + 1):
            raise StateError(f"pass_spaces.{k}", "the marker on a pass space is that player's (l.268)")
    for p, seat in enumerate(s.seats):
        whole(seat.passed, f"seats.{p}.passed", 0, len(s.pass_spaces))  # read as an index just below
        on = s.pass_spaces[seat.passed - 1] if seat.passed else p
        if on != p and (on < 0 or not meditates(s, p)):  # Meditation joins a taken space (l.1003)
            raise StateError(f"seats.{p}.passed", "a player who passed has a marker on that space (l.268)")
    # the moment of play
    if s.phase == "over":
        if not all(seat.passed for seat in s.seats):
            raise StateError("phase", "the game ends when everyone has passed in year 3 (l.304, l.338)")
        return
    cur = s.current_player
    if not 0 <= cur < s.players:
        raise StateError("current_player", "someone decides while the game is not over")
    if s.phase == "turn" and (s.step or s.pending or s.placing or s.seats[cur].passed):
        raise StateError(
            "phase", "a turn begins with nothing pending, by a player who has not passed (l.266)"
        )
    if s.phase in DECISIONS and s.step is None:
        raise StateError("step", f"the {s.phase} decision needs the effect it belongs to")
    if s.phase == "place" and not s.placing:
        raise StateError("placing", "placing what?")
    boards = [seat.board for seat in s.seats if seat.board]
    if s.board_order and (s.advanced or len(set(boards)) != len(boards) or s.phase != "colony"):
        raise StateError("board_order", "side-A boards are chosen once each, before the first turn (l.58)")
    if s.phase == "colony" and (not s.board_order or s.current_player != s.board_order[0]):
        raise StateError("board_order", "boards are chosen in turn (l.58)")
    if s.phase == "town_hall" and not (s.advanced and s.hall_order and s.halls):
        raise StateError("phase", "town halls are chosen in the advanced setup only (l.396)")
    _setup_order(s)
    if s.step is not None and s.step[0] == "building":
        whole(s.step[1], "step", 0, 35)
    if s.step is not None and s.step[0] == "trade" or s.phase == "trade" and s.step is not None:
        kind, i = s.step
        name = s.seats[cur].cells[i] if kind == "building" else kind.removeprefix("part:")
        if d.buildings.get(name, {}).get("type") != "trade":
            raise StateError("step", "a trade decision belongs to a trade building (l.172)")
