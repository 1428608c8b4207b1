"""The resources of a newly discovered region (l.139, l.527-532): one cube of a resource the region
produces goes from the bank to board I, then one cube of another of its icons behind the screen."""

from __future__ import annotations

from boardkit.core import Action, IllegalAction, refuse

from .catalog import FACE, RESOURCES
from .economy import bank_to_board, bank_to_screen, move_labor
from .moves import act2
from .state import ArchipelagoState


def choices(s: ArchipelagoState, region: int) -> list[tuple[str, str]]:
    """(market, keep) pairs: keep is '' when the region has one icon (l.139, l.528); 'another icon' may be
    of the same resource (l.532)."""
    icons = FACE[s.regions[region].face].icons
    out = []
    for m in sorted(set(icons)):
        rest = list(icons)
        rest.remove(m)
        keeps = sorted(set(rest)) or [-1]
        for k in keeps:
            out.append((RESOURCES[m], RESOURCES[k] if k >= 0 else ""))
    return out


def legal(s: ArchipelagoState) -> list[Action]:
    p = s.current_player
    return [act2("settle", p, "market", m, "keep", k) for m, k in choices(s, s.mover)]


def apply(s: ArchipelagoState, a: Action, rule: str) -> None:
    m, k = a["market"], a["keep"]
    placed = bank_to_board(s, "internal", RESOURCES.index(m))  # the bank may lack it (RULINGS A18)
    got = bank_to_screen(s, a.player, RESOURCES.index(k)) if k else 0
    s.say(
        "settle",
        a.player,
        rule,
        "puts {0} on the internal market{1}",
        m if placed else "nothing",
        f" and keeps {k}" if got else "",
    )


def why_not(s: ArchipelagoState, a: Action) -> IllegalAction:
    allowed = ", ".join(f"{m}/{k or '-'}" for m, k in choices(s, s.mover))
    return refuse(a, f"the region's icons allow market/keep {allowed}", "l.139")


def huts(s: ArchipelagoState, region: int, rule: str, spared: int = 0) -> None:
    """The region's huts raise the labor surplus (l.133, l.536); ``spared`` huts gave an inhabitant
    instead (the Missionary, l.1448)."""
    n = s.data.huts[s.regions[region].face] - spared  # correctable: new_game(data=...)
    move_labor(s, n)
    if n:
        s.say("huts", None, rule, "{0} hut(s): labor surplus +{0}", n)
