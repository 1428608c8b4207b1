"""The explorer on the exploration track (l.333-362): steps, skipped spaces, borders, rewards, the end."""

from __future__ import annotations

from .components import ARRIVAL_VP, TRACK_BORDER, TRACK_END, TRACK_REWARD
from .effects import count_effect, gain_vp, queue, reward, upd
from .state import MaracaiboState


def landing(s: MaracaiboState, who: int, steps: int) -> list[int]:
    """The spaces the explorer may end on with 1..``steps`` steps (l.337-340): occupied and removed
    spaces are skipped without counting (l.338, A8); steps past the end are lost (l.362)."""
    taken = {seat.explorer for i, seat in enumerate(s.seats) if i != who and seat.explorer != TRACK_END}
    if s.jean is not None and s.jean.explorer != TRACK_END:
        taken.add(s.jean.explorer)  # her explorer holds its space too (l.801)
    gone = set(s.removed_spaces)
    at = s.seats[who].explorer
    out: list[int] = []
    while len(out) < steps and at < TRACK_END:
        at += 1
        if at != TRACK_END and (at in taken or at in gone):
            continue
        out.append(at)
    return out


def move_explorer(s: MaracaiboState, who: int, to: int) -> None:
    """Walk to ``to``: borders crossed on the way, then the reward of the space ended on (l.342-362)."""
    start = s.seats[who].explorer
    thieves = count_effect(s.seats[who], "explorer_thief")
    if thieves:  # l.894: 1 VP from each player whose explorer is jumped, while they have any
        for q, other in enumerate(s.seats):
            if q != who and start < other.explorer < to and other.vp > 0:
                gain_vp(s, q, -min(thieves, other.vp))
                gain_vp(s, who, min(thieves, other.vp))
    borders = [TRACK_BORDER[k] for k in range(start + 1, to + 1) if TRACK_BORDER[k]]
    seat = upd(s, who, explorer=to, borders=(*s.seats[who].borders, *borders))
    s.say("explore", who, "l.335", "explorer to space {0}", to)
    if to == TRACK_END:
        place = len(s.arrivals)
        s.arrivals = (*s.arrivals, who)
        vp = ARRIVAL_VP[place] if place < len(ARRIVAL_VP) else 0
        gain_vp(s, who, vp)
        s.say("explore", who, "l.362", "reaches the end of the track: {0} VP", vp)
        queue(s, ("village", 1))  # l.362: one village action
    else:
        rew = TRACK_REWARD[to]
        if rew:
            reward(s, who, rew, "l.346-356")
        if dict(s.space_quests).get(to) is not None:
            queue(s, ("space_quest", to))  # l.344
    for b in reversed(borders):  # borders are crossed before the space is reached: asked first
        if b == "red":
            queue(s, ("influence_choice", 3))  # l.358: 3 steps with one nation
        else:
            first = b not in s.crossed
            gain_vp(s, who, 4 if first else 2)  # l.360
            s.crossed = (*s.crossed, b) if first else s.crossed
            s.say("explore", who, "l.360", "crosses the {0} border: {1} VP", b, 4 if first else 2)
    del seat


def expedition_steps(s: MaracaiboState, who: int, base: int) -> int:
    """Steps of an expedition action: the symbol's number plus one per longer-expedition card (l.890)."""
    return base + count_effect(s.seats[who], "longer_expedition")
