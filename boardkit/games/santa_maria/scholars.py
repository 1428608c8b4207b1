"""Whose a scholar's ability is: the player with a monk on its token, or with it as the private scholar of the
advanced setup (l.222, l.398; RULINGS A44); and the base scholars' abilities (RULINGS A5). The Maya holds none
(a city board, no colony and so no town hall, l.727; its monk symbols draw a card or fill a storage token, l.820-823)."""

from __future__ import annotations

from typing import Any

from boardkit.core import Action, IllegalAction, refuse

from . import dice  # a module object: dice imports this one at its top
from .colony import COLUMN_MASKS, free_mask
from .effects import conquistador_step, gain, gain_all
from .moves import move
from .state import SantaMariaState


def holds(s: SantaMariaState, p: int, scholar: str) -> bool:
    """``p`` may use ``scholar``'s ability: a monk of theirs on it (l.222) or their town hall's scholar (l.398)."""
    at = s.monks_at.get(scholar)
    return (at is not None and p in at) or s.seats[p].scholar == scholar


# --- the base game's scholars that the text describes (RULINGS A5) ----------------------------------------------

PHILOSOPHY = "philosophy"
TAXATION = "taxation"
PHILOSOPHY_DIE = {
    (p, face, value): move("philosophy", p, ("face", face), ("value", value))
    for p in range(6)
    for face in range(1, 7)
    for value in range(1, 7)
}


def philosophy_legal(s: SantaMariaState) -> list[Action]:
    """Philosophy: a blue die (turned with coins) activates a column instead of a row (l.1005; RULINGS A5)."""
    p = s.current_player
    at = s.monks_at.get(PHILOSOPHY)
    if not ((at and p in at) or s.seats[p].scholar == PHILOSOPHY):  # holds(), inlined: asked every turn
        return []
    seat = s.seats[p]
    free, coins = free_mask(seat), seat.coins
    out = []
    for color, faces in dice.available(s, p):
        if color != "blue":
            continue
        for face in sorted(set(faces)):
            for value in range(max(1, face - coins), min(6, face + coins) + 1):
                if free & COLUMN_MASKS[value - 1]:  # a free building to hold the die (RULINGS A14)
                    out.append(PHILOSOPHY_DIE[p, face, value])
    return out


def philosophy_apply(s: SantaMariaState, a: Action) -> None:
    p, face, value = a.player, a["face"], a["value"]
    s.say("philosophy", p, "l.1005", "Philosophy: the blue die on column {0}", value)
    dice.take_and_use(s, p, "blue", face, value, abs(value - face), column=True)


def philosophy_why_not(s: SantaMariaState, a: Action) -> IllegalAction:
    if not holds(s, a.player, PHILOSOPHY):
        return refuse(a, "only the holder of the scholar Philosophy puts a blue die on a column", "l.1005")
    from .dice import main_why_not

    return main_why_not(s, Action("use_die", a.player, color="blue", face=a["face"], value=a["value"]))


def tax(s: SantaMariaState, p: int, line: tuple[int, ...]) -> None:
    """Taxation: 1 coin per colonist on the cells of the line ``p`` activates with a die, a diagonal's too
    (l.995; RULINGS A5). The amount is data (``per_colonist``)."""
    per = ability(s, p, TAXATION, "per_colonist")
    if not per:
        return
    colonists = s.seats[p].colonists
    n = sum(colonists[i] for i in line)
    if n:
        gain(s, p, "coins", per * n, "l.995")


# --- the eight base scholars the text never describes: assumed abilities, parameters in data (RULINGS A5) ----

ASTRONOMY, MEDICINE, LAW, MATHEMATICS = "astronomy", "medicine", "law", "mathematics"
GEOGRAPHY, THEOLOGY, HISTORY, RHETORIC = "geography", "theology", "history", "rhetoric"


def ability(s: SantaMariaState, p: int, scholar: str, key: str) -> Any:
    """The parameter ``key`` of ``scholar``'s ability (data/scholars.json) if ``p`` holds it, else None."""
    at = s.monks_at.get(scholar)
    if (at and p in at) or s.seats[p].scholar == scholar:  # holds(), inlined: asked on most moves
        return s.data.abilities.get(scholar, _NONE).get(key)
    return None


_NONE: dict[str, Any] = {}


def reward(s: SantaMariaState, p: int, scholar: str, key: str, rule: str) -> None:
    """An ability that only gives is taken without asking (RULINGS A12): Astronomy, Medicine, History, Rhetoric."""
    what = ability(s, p, scholar, key)
    if what:
        s.say("scholar", p, rule, "uses the scholar {0}", scholar)
        gain_all(s, p, what, rule)


def expand_steps(s: SantaMariaState, p: int) -> None:
    """Geography: conquistador steps each time its holder expands (l.104, l.188; RULINGS A5)."""
    n = ability(s, p, GEOGRAPHY, "expand_conquistador")
    if n:
        s.say("scholar", p, "l.188", "uses the scholar {0}", GEOGRAPHY)
        for _ in range(n):
            conquistador_step(s, p, "l.188")


def monk_fee(s: SantaMariaState, p: int) -> int:
    """Coins ``p`` pays each other player already on a special place: 2 (l.216), Law's fee for its holder."""
    fee = ability(s, p, LAW, "monk_fee")
    return s.data.n["monk_fee"] if fee is None else fee


def buy_price(s: SantaMariaState, p: int) -> int:
    """Coins for a wood or grain bought: 3 (l.298), Mathematics' price for its holder."""
    price = ability(s, p, MATHEMATICS, "buy_price")
    return s.data.n["buy_simple"] if price is None else price


def theology_coins(s: SantaMariaState, p: int) -> int:
    """Theology: the coins that may pay a religion action's extra step instead of a grain, 0 if not held (l.194)."""
    return ability(s, p, THEOLOGY, "extra_step_coins") or 0
