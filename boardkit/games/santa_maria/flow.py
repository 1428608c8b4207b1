"""The order of play: resolving an action's effects one by one, the next player, the end of a year (l.304-334)."""

from __future__ import annotations

from . import maya
from .colony import empty_mask
from .components import DEFAULT, DOCKS
from .effects import conquistador_step, gain, gain_all, roll
from .maya_steps import HANDLERS as MAYA_STEPS
from .state import SantaMariaState, own


def resolve(s: SantaMariaState) -> None:
    """Work through ``s.pending`` until an effect needs the player's decision or the turn is over."""
    while s.pending:
        step = s.pending[0]
        s.pending = s.pending[1:]
        if HANDLERS[step[0]](s, step[1]):
            s.step = step
            return
    s.step = None
    end_turn(s)


def _decide(phase: str):
    def enter(s: SantaMariaState, _arg: int) -> bool:
        s.phase = phase
        return True

    return enter


def _building(s: SantaMariaState, i: int) -> bool:
    """Activate the building on cell ``i`` (l.158-194): gains at once (RULINGS A12), choices as a decision."""
    p = s.current_player
    content = s.seats[p].cells[i]
    rec = s.data.buildings[content]
    kind = rec["type"]
    if kind == "production":
        gain_all(s, p, rec["gain"], "l.166")
        return False
    if kind == "multi":  # every effect of a printed building with several, in order (l.258)
        s.pending = (*(("part:" + part, i) for part in rec["parts"]), *s.pending)
        return False
    if kind == "conquistador":
        conquistador_step(s, p, "l.188")
        return False
    s.phase = kind  # trade, sea_trade, religion: the player decides
    return True


def _part(name: str):
    def run(s: SantaMariaState, i: int) -> bool:
        p = s.current_player
        rec = s.data.buildings[name]
        kind = rec["type"]
        if kind == "production":
            gain_all(s, p, rec["gain"], "l.258")
            return False
        if kind == "conquistador":
            conquistador_step(s, p, "l.258")
            return False
        s.phase = kind
        return True

    return run


def _docks(s: SantaMariaState, _arg: int) -> bool:
    """After the pass space: every tile in the player's docks, top dock first (l.284), counted now (RULINGS A17)."""
    counts = s.seats[s.current_player].dock_counts()
    items = []
    for d, n in enumerate(counts):
        for _ in range(n):
            for what in s.data.dock_gain[d]:
                items.append((f"dock:{DOCKS[d]}:{what}", d))
    s.pending = (*items, *s.pending)
    return False


def _dock_item(what: str):
    def run(s: SantaMariaState, d: int) -> bool:
        p = s.current_player
        n = s.data.dock_gain[d][what]
        if what == "religion":
            s.pending = (*(("religion", 0),) * n, *s.pending)
            return False
        if what == "conquistador":
            for _ in range(n):
                conquistador_step(s, p, "l.284")
            return False
        gain(s, p, what, n, "l.284")
        return False

    return run


def _pass_coins(s: SantaMariaState, _arg: int) -> bool:
    gain(s, s.current_player, "coins", s.data.n["pass_coins"], "l.274")
    return False


def _conquistador(s: SantaMariaState, _arg: int) -> bool:
    conquistador_step(s, s.current_player, "l.278")
    return False


def _road(s: SantaMariaState, _arg: int) -> bool:
    seat = s.seats[s.current_player]
    if s.roads and empty_mask(seat):
        s.phase = "road"
        return True
    s.say("road", s.current_player, "l.270", "takes no road tile: none left or no free cell")
    return False


def _monk(s: SantaMariaState, _arg: int) -> bool:
    if monks.legal_places(s):
        s.phase = "monk"
        return True
    s.say("monk", s.current_player, "l.216", "can place no monk")
    return False


def _meditation(s: SantaMariaState, _arg: int) -> bool:
    if meditation.free_spaces(s):  # "if possible" (l.1003)
        s.phase = "meditation"
        return True
    s.say("meditate", s.current_player, "l.1003", "Meditation: no pass space is free")
    return False


def _navigate(s: SantaMariaState, step: int) -> bool:
    if governor.can_navigate(s, s.current_player, step):
        s.phase = "navigate"
        return True
    return False


def _hire(s: SantaMariaState, value: int) -> bool:
    if specialists.can_hire(s, s.current_player, value):
        s.phase = "specialist"
        return True
    return False


def _line(s: SantaMariaState, value: int) -> bool:
    # only a white die hires (l.641); 10 more: the white ambassador die (l.710); 100 more: a diagonal (l.993)
    mark = "ambassador" if value % 100 > 10 else "white"
    dice.activate_line(s, s.current_player, "white", value % 10, mark=mark, diagonal=value >= 100)
    return False


def _envoy(s: SantaMariaState, code: int) -> bool:
    return ambassadors.envoy(s, code)


def _envoy_end(s: SantaMariaState, p: int) -> bool:
    return ambassadors.envoy_end(s, p)


HANDLERS = {
    "envoy": _envoy,
    "envoy_end": _envoy_end,
    "hire": _hire,
    "line": _line,
    "navigate": _navigate,
    "meditation": _meditation,
    "building": _building,
    "religion": _decide("religion"),
    "sea_trade": _decide("sea_trade"),
    "conquistador": _conquistador,
    "coins": _pass_coins,
    "road": _road,
    "monk": _monk,
    "docks": _docks,
}
HANDLERS.update(MAYA_STEPS)  # Module D (maya_steps.py)
for _name, _rec in DEFAULT.buildings.items():  # the parts a printed building may have (fixed in the data)
    if _rec["type"] != "multi":
        HANDLERS["part:" + _name] = _part(_name)
for _d in DOCKS:
    for _what in ("coins", "points", "religion", "conquistador", "wood", "grain", "sugar", "gem", "gold"):
        HANDLERS[f"dock:{_d}:{_what}"] = _dock_item(_what)


def end_turn(s: SantaMariaState) -> None:
    """The turn is over once its main action resolved (RULINGS A11): the next player clockwise who has not passed
    (l.76, l.266), or the year ends (l.304; RULINGS A23)."""
    s.phase = "turn"
    s.step = None
    n = s.players
    for k in range(1, n + 1):
        q = (s.current_player + k) % n
        if not s.seats[q].passed:
            s.current_player = q
            return
    year_end(s)


def conquistador_scores(s: SantaMariaState) -> list[int]:
    """Year-end conquistador points per seat (l.306; RULINGS A7); solo: the 2-player value past the year's tree (l.408; RULINGS A16)."""
    d = s.data
    n = s.players
    if s.solo:
        tree = d.trees[s.round - 1]
        return [d.conquistador_points[(s.round, 2)][0] if s.seats[0].conquistador > tree else 0]
    table = d.conquistador_points[(s.round, min(n, 4))]  # 5 players score as 4 (l.963; RULINGS A69)
    order = sorted(range(n), key=lambda q: (-s.seats[q].conquistador, s.seats[q].arrived))
    out = [0] * n
    for rank, q in enumerate(order):
        # A marker still on the first space never advanced: it scores nothing (l.306; RULINGS A6).
        if rank < len(table) and s.seats[q].conquistador > 1:
            out[q] = table[rank]
    return out


def twice(s: SantaMariaState, p: int) -> bool:
    """``p`` has a monk on the bishop that scores the last conquistador position twice (l.1015; RULINGS A37)."""
    d = s.data
    return any(p in s.monks_at[b] and d.bishops[b]["counts"] == "conquistador_twice" for b in s.bishops)


def year_end(s: SantaMariaState) -> None:
    """Conquistador scoring, markers back, coins off the buildings (l.306-312); after years 1-2 the next year (l.326-334)."""
    d = s.data
    for q, pts in enumerate(conquistador_scores(s)):
        seat = own(s, q)
        if pts and s.kingdoms and s.round == d.n["years"] and twice(s, q):
            pts *= 2  # a bishop of the expansion scores the year-3 position twice (l.1015)
        if pts:
            seat.points += pts
            s.say(
                "score",
                q,
                "l.306" if not s.solo else "l.408",
                "scores {0} for the conquistador in year {1}",
                pts,
                s.round,
            )
        seat.conquistador = 1
        seat.arrived = 0
        seat.coins_on = (0,) * 36
        seat.activations = 0
    s.stamp = 1
    if s.specialists_on:
        specialists.clear(s)
    if s.round >= d.n["years"]:
        s.say("end", None, "l.338", "the third year is over: final scoring")
        s.current_player = -1
        s.phase = "over"
        return
    k = d.n["display_per_size"]
    s.box = (*s.box, *s.display)
    s.display = (*s.double_stack[:k], *s.triple_stack[:k])
    s.double_stack, s.triple_stack = s.double_stack[k:], s.triple_stack[k:]
    if (
        s.kingdoms
    ):  # the special tiles left are discarded, new ones dealt while the stack lasts (l.513; RULINGS A27)
        refill = d.k["special_refill"]
        s.box = (*s.box, *s.special_display)
        s.special_display, s.special_stack = s.special_stack[:refill], s.special_stack[refill:]
    white = s.players * (
        d.k["ambassador_white_per_player"] if s.ambassadors_on else d.n["white_dice_per_player"]
    )
    s.white = tuple(sorted(roll(s, white)))
    s.say("roll", None, "l.330", "the white dice are rolled: {0}", " ".join(map(str, s.white)))
    if s.ambassadors_on:  # the tokens back, the ambassador dice rolled again (l.702)
        s.ambassadors = tuple(roll(s, 2))
        s.ambassador_by = (-1, -1)
        s.say("roll", None, "l.702", "the ambassador dice are rolled: white {0}, blue {1}", *s.ambassadors)
    if s.specialists_on:
        specialists.deal(s)
    if s.shared_blue_dice:
        unlocked = sum(seat.blue_owned for seat in s.seats)
        s.shared_blue = tuple(sorted(roll(s, unlocked)))
        s.say(
            "roll", None, "l.402", "the shared blue dice are rolled: {0}", " ".join(map(str, s.shared_blue))
        )
    for q in range(s.players):
        seat = own(s, q)
        seat.dice_on = ("",) * 36  # every die is collected and rolled again (l.330-332)
        seat.white_used = seat.blue_used = 0
        if not s.shared_blue_dice:
            seat.blue = tuple(sorted(roll(s, seat.blue_owned)))
            s.say("roll", q, "l.332", "rolls the blue dice: {0}", " ".join(map(str, seat.blue)))
    for q in range(s.players):  # History's grain as the new year starts (RULINGS A5)
        scholars.reward(s, q, scholars.HISTORY, "year_gain", "l.326")
    if s.maya_on:  # dice and high priests off the city, cards drawn, the new year's gold (l.965-967)
        maya.year_end(s)
        maya.year_start(s)
    top = next(q for q in s.pass_spaces if q >= 0)
    s.first_player = s.current_player = top
    for q in range(s.players):
        own(s, q).passed = 0
    s.pass_spaces = (-1,) * len(s.pass_spaces)
    s.round += 1
    s.phase = "turn"
    s.say("year", top, "l.334", "starts year {0} as first player", s.round)


# These modules import this one, so they come last (as module objects: some are still loading then);
# a call-time import costs ~12k instructions on every move that reaches it.
from . import ambassadors, dice, governor, meditation, monks, scholars, specialists  # noqa: E402
