"""The green draft and the starting pair (l.39): legal moves, effects and why not, for both setup phases."""

from __future__ import annotations

from boardkit.core import Action, IllegalAction, refuse
from boardkit.core.turns import clockwise_from

from .actions import action, action1
from .setup import deal_rows
from .state import FoundersState, Placed, Realm


def legal(s: FoundersState) -> list[Action]:
    p = s.current_player
    if s.phase == "draft":
        return [action1("draft", p, "square", sq) for sq in s.draft]
    a, b = s.picks[p]
    return [action("place_start", p, layout=lay, front=f) for lay in ("row", "column") for f in (a, b)]  # A16


def apply(s: FoundersState, a: Action) -> None:
    if a.kind == "draft":
        _draft(s, a)
    else:
        _place_start(s, a)


def _draft(s: FoundersState, a: Action) -> None:
    p = a.player
    sq = a["square"]
    s.draft = tuple(x for x in s.draft if x != sq)
    picks = list(s.picks)
    picks[p] = picks[p] + (sq,)
    s.picks = tuple(picks)
    s.draft_order = s.draft_order[1:]
    s.say("draft", p, "l.39", "takes {0} from the draft", s.data.label[sq])
    if s.draft_order:
        s.current_player = s.draft_order[0]
    else:
        s.phase = "place_start"
        s.to_place = clockwise_from(s.first_player, s.players)
        s.current_player = s.to_place[0]


def _place_start(s: FoundersState, a: Action) -> None:
    p = a.player
    front = a["front"]
    other = next(x for x in s.picks[p] if x != front)
    second = (1, 0) if a["layout"] == "row" else (0, 1)
    realms = list(s.realms)
    realms[p] = Realm({(0, 0): Placed(front), second: Placed(other)})
    s.realms = tuple(realms)
    picks = list(s.picks)
    picks[p] = ()
    s.picks = tuple(picks)
    s.to_place = s.to_place[1:]
    s.say(
        "place_start",
        p,
        "l.39",
        "lays {0} at (0, 0) and {1} at {2}, sharing a side",
        s.data.label[front],
        s.data.label[other],
        second,
    )
    if s.to_place:
        s.current_player = s.to_place[0]
    else:
        deal_rows(s)
        s.phase = "reveal"
        s.current_player = s.first_player
        s.round = s.turn = 1
        s.say("turn", s.first_player, "l.45", "starts the game")


def why_not(s: FoundersState, a: Action) -> IllegalAction | None:
    if a.kind == "draft":
        return refuse(a, "take one of the green squares laid out for the draft", "l.39")
    if a["layout"] not in ("row", "column"):
        return refuse(a, "the two squares must share one side: layout 'row' or 'column'", "l.39")
    return refuse(a, "put one of your two drafted squares in front", "l.39")
