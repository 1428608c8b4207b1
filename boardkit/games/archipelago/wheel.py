"""The action wheel's zones (l.441): which are full now. A module of its own so the menu's helpers in other
modules (negotiation, characters) import it at load, not at every call."""

from __future__ import annotations

from .catalog import RESOURCES, WHEEL_ZONES
from .components import DEFAULT
from .state import ArchipelagoState

ZONE_INDEX = {z: i for i, z in enumerate(WHEEL_ZONES)}
HARVEST_IDS = tuple(f"harvest_{res}" for res in RESOURCES)  # resource -> its harvest zone


def zone_open(s: ArchipelagoState, zone_id: str) -> bool:
    limit = s.data.wheel_limits[5 if s.players == 5 else 4][zone_id]  # correctable: new_game(data=...)
    return limit == 0 or s.wheel[ZONE_INDEX[zone_id]] < limit


_SHUT: dict[
    tuple[tuple[int, ...], bool], frozenset[str]
] = {}  # (wheel, 5 players) -> full zones, shipped data


def shut_zones(s: ArchipelagoState) -> frozenset[str]:
    """The zones where ``zone_open`` is false (a limit 0 is none), kept per wheel with the shipped data."""
    five = s.players == 5
    key = (s.wheel, five)
    data = s.data
    found = _SHUT.get(key) if data is DEFAULT else None
    if found is None:
        limits, wheel = data.wheel_limits[5 if five else 4], s.wheel  # correctable: new_game(data=...)
        found = frozenset(z for z, limit in limits.items() if limit and wheel[ZONE_INDEX[z]] >= limit)
        if data is DEFAULT:
            if len(_SHUT) > 200_000:  # a wheel is 13 counts: new keys keep coming in a long simulation
                _SHUT.clear()
            _SHUT[key] = found
    return found
