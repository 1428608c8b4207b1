"""Reveal (l.53-69): turn the top square of a stack into its row; or, when nobody can score, end by agreement."""

from __future__ import annotations

from boardkit.core import Action, IllegalAction, refuse

from .actions import action
from .scoring import agreement_allowed, stack_drawn
from .squares import STACKS
from .state import FoundersState
from .tokens import token_actions
from .turn_end import finish

_STACK_NO = {k: i for i, k in enumerate(STACKS)}  # the agreement test's index of each stack

# seat -> its reveal of each stack, all three when none is empty (the usual case), its end by
# agreement, and its skip_token (the last move of the token phase, which reveal works out)
_OFFERS: dict[int, tuple[tuple[tuple[str, Action], ...], tuple[Action, ...], Action, Action]] = {}


def legal(s: FoundersState) -> list[Action]:
    p = s.current_player
    got = _OFFERS.get(p)
    if got is None:
        reveals = tuple((k, action("reveal", p, stack=k)) for k in STACKS)
        got = _OFFERS[p] = (
            reveals,
            tuple(a for _, a in reveals),
            action("end_by_agreement", p),
            action("skip_token", p),
        )
    stacks = s.stacks
    if stacks["nature"] and stacks["village"] and stacks["city"]:
        acts = list(got[1])
    else:
        acts = [a for k, a in got[0] if stacks[k]]  # not an empty one (A11)
    if agreement_allowed(s):
        acts.append(got[2])
    return acts


def apply(s: FoundersState, a: Action) -> None:
    if a.kind == "end_by_agreement":
        s.say(
            "agreement",
            a.player,
            "l.133, l.139",
            "ends the game: all players agree that nobody can score more",
        )
        finish(s, "agreement")
        return
    p = a.player
    k = a.args[0][1]  # the stack: a reveal's only argument
    stacks = s.stacks
    stack = stacks[k]
    sq = stack[0]
    stacks = stacks.copy()
    stacks[k] = rest = stack[1:]
    s.stacks = stacks
    stack_drawn(s.data, _STACK_NO[k], stack, rest)
    rows = s.rows.copy()
    row = rows[k]
    if len(row) >= 5:
        # A full row goes to the box before the new square is laid (l.55, l.67).
        s.box = s.box + row
        s.say("clear_row", p, "l.55", "clears the full {0} row into the box", k)
        row = ()
    rows[k] = row + (sq,)
    s.rows = rows
    s.revealed = k
    # s.say without its call: a line at every turn
    s.log = s.log.said("reveal", p, "l.55", "reveals {0} from the {1} stack", (s.data.label[sq], k))
    plays = token_actions(s, p)
    if plays:
        s.phase = "token"
        # The token moves are worked out now, so they are kept as this state's legal moves (core's cache)
        s._legal = (*plays, _OFFERS[p][3])
    else:
        s.phase = "annex"


def why_not(s: FoundersState, a: Action) -> IllegalAction | None:
    if a.kind == "end_by_agreement":
        return refuse(
            a,
            "someone can still score: a craftsman can still be placed, or a prize square on display "
            "needs only resources still in play",
            "l.133, l.139",
        )
    st = a["stack"]
    if st not in STACKS:
        return refuse(a, "reveal from the nature, village or city stack", "l.55")
    return refuse(a, f"the {st} stack is empty; choose a stack that still has squares", "l.55, l.69")
