"""Setting up the table: base game 3-5 players (l.85-151), two players (l.758-766), expansions (l.802-808, l.988)."""

from __future__ import annotations

from boardkit.core import EventLog
from boardkit.core.rng import initial_seed, shuffled

from .catalog import (
    COLONISTS,
    DEFAULT,
    DOUBLOONS,
    GOODS,
    GOODS_COUNTS,
    NB,
    NOBLES,
    PLANTATION_COUNTS,
    QUARRY_COUNT,
    TILES,
    PRData,
    setup_for,
)
from .plantations import deal_face_up
from .state import PRState, Seat


def new_state(
    players: int, seed: int | str, new_buildings: bool, nobles: bool, data: PRData = DEFAULT
) -> PRState:
    cfg = setup_for(players)
    two = players == 2
    # Starting plantations are dealt from the tiles first, then the two-player removal (A6: in printed order, l.758-759).
    counts = list(PLANTATION_COUNTS)
    seats = []
    for i in range(players):
        tiles = [0] * 7
        k = TILES.index(cfg["start_tiles"][i])
        tiles[k] = 1
        counts[k] -= 1
        seats.append(
            Seat(
                doubloons=cfg["doubloons"],
                vp=0,
                vp_paper=0,
                goods=(0,) * 5,
                tiles=tuple(tiles),
                staffed=(0,) * 6,
                built=(-1,) * NB,
                city=(),
                city_used=0,
                san_juan=0,
                nobles=0,
            )
        )
    counts = [c - cfg["remove_per_plantation"] for c in counts]
    deck = [k for k, c in enumerate(counts) for _ in range(c)]
    # Beige buildings wait for the draft with New Buildings (l.806); the rest are laid out now.
    supply = [
        0 if drafted else n
        for n, drafted in (data.copies(b, players, new_buildings, nobles) for b in range(NB))
    ]
    ship = cfg["colonist_ship"]
    if nobles:
        colonist_supply = COLONISTS - (ship - 1)  # no colonists go back to the box with Nobles (l.988)
        colonist_ship, noble_ship, noble_supply = ship - 1, 1, NOBLES - 1
    else:
        colonist_supply, colonist_ship, noble_ship, noble_supply = cfg["colonist_supply"], ship, 0, 0
    roles = tuple(cfg["roles"])
    s = PRState(
        players=players,
        new_buildings=new_buildings,
        nobles=nobles,
        round=1,
        phase="role_selection",
        step="role",
        current_player=0,
        governor=0,
        role_player=-1,
        picks=0,
        roles=roles,
        role_money=(0,) * len(roles),
        role_taken=(-1,) * len(roles),
        seats=tuple(seats),
        bank=DOUBLOONS - players * cfg["doubloons"],
        vp_supply=cfg["vp_supply"],
        colonist_supply=colonist_supply,
        colonist_ship=colonist_ship,
        noble_supply=noble_supply,
        noble_ship=noble_ship,
        goods_supply=tuple(c - cfg["remove_goods"] for c in GOODS_COUNTS),
        trading_house=(),
        ship_cap=tuple(cfg["ships"]),
        ship_good=(-1,) * len(cfg["ships"]),
        ship_load=(0,) * len(cfg["ships"]),
        face_up=(),
        stack=(),
        discard=(),
        quarries=QUARRY_COUNT - cfg["remove_quarries"],
        supply=tuple(supply),
        queue=(),
        memo={},
        end_triggered=False,
        rng=initial_seed(seed),
        log=EventLog(),
        data=data,
    )
    s._fresh = (1 << players) - 1
    s.stack = tuple(shuffled(s, deck))
    deal_face_up(s)
    s.say(
        "setup",
        None,
        "l.103" if not two else "l.758",
        "{0} players{1}{2}; P1 is governor",
        players,
        ", New Buildings" if new_buildings else "",
        ", Nobles" if nobles else "",
    )
    if new_buildings:
        s.phase = "draft"
        s.step = "draft"
        s.draft_open = data.draft_spaces
    return s


__all__ = ["GOODS"]
