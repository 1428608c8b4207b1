"""Annex (l.88-125) and the nature-stack fallback (l.112): one face-up square joins the realm, or the top green one."""

from __future__ import annotations

from boardkit.core import Action, IllegalAction, refuse

from .actions import action
from .annex import annex_moves, can_annex_normally, candidates, fits
from .place import place
from .realm import N4, frontier
from .scoring import stack_drawn
from .squares import DECK
from .state import Cell, FoundersState
from .turn_end import end_turn


def legal(s: FoundersState) -> list[Action]:
    p = s.current_player
    if s.phase == "fallback":
        realm = s.realms[p]
        acts = [action("place_fallback", p, cell=c, replace=False) for c in frontier(realm)]
        acts += [action("place_fallback", p, cell=c, replace=True) for c in sorted(realm.cells)]  # A15
        return acts
    acts, normal = annex_moves(s, p)
    if not normal:
        # Nothing can be annexed without a replacement: the nature stack or a pass (l.112, l.114).
        acts.append(action("fallback", p) if s.stacks["nature"] else action("pass_annex", p))
    return acts


def apply(s: FoundersState, a: Action) -> None:
    p, kind = a.player, a.kind
    if kind == "annex":
        (_, sq), (_, cell), (_, replace) = a.args  # the engine's own annex: square, cell, replace
        deck = DECK[sq]
        # each square lies in exactly one place (invariants.square_places), so cut it out by index
        if deck == "prize":
            i = s.prizes.index(sq)
            s.prizes = s.prizes[:i] + s.prizes[i + 1 :]
        else:
            rows = s.rows.copy()
            row = rows[deck]
            i = row.index(sq)
            rows[deck] = row[:i] + row[i + 1 :]
            s.rows = rows
        place(s, p, sq, cell, replace, "l.90")
        end_turn(s)
    elif kind == "fallback":
        nature = s.stacks["nature"]
        stacks = dict(s.stacks)
        stacks["nature"] = rest = nature[1:]
        s.stacks = stacks
        stack_drawn(s.data, 0, nature, rest)
        s.drawn = nature[0]
        s.phase = "fallback"
        s.say(
            "fallback",
            p,
            "l.112",
            "can annex no face-up square and draws {0} from the nature stack",
            s.data.label[s.drawn],
        )
    elif kind == "place_fallback":
        sq = s.drawn
        s.drawn = None
        place(s, p, sq, a["cell"], a["replace"], "l.112")
        end_turn(s)
    else:  # pass_annex
        s.say("pass_annex", p, "l.112", "can annex nothing and the nature stack is empty")
        end_turn(s)


def why_not(s: FoundersState, a: Action) -> IllegalAction | None:
    kind = a.kind
    if kind in ("fallback", "pass_annex"):
        if can_annex_normally(s, a.player):
            return refuse(a, "a face-up square can be annexed, so you must annex one", "l.51, l.122")
        if kind == "pass_annex" and s.stacks["nature"]:
            return refuse(a, "the nature stack is not empty: annex its top square instead", "l.112")
        if kind == "fallback" and not s.stacks["nature"]:
            return refuse(a, "the nature stack is empty: end the turn without annexing", "l.112")
        return None
    return _why_not_here(s, a)


def _why_not_here(s: FoundersState, a: Action) -> IllegalAction | None:
    p = a.player
    me = s.realms[p]
    cell: Cell = a["cell"]
    replace = a["replace"]
    if a.kind == "annex":
        sq = a["square"]
        if sq not in candidates(s):
            for q, realm in enumerate(s.realms):
                if any(pl.square == sq for pl in realm.cells.values()):
                    return refuse(
                        a,
                        f"that square belongs to P{q + 1}'s realm; squares are never taken from realms",
                        "l.90",
                    )
            if sq in s.box:
                return refuse(a, "that square is in the box and never returns to play", "l.68")
            return refuse(a, "only a face-up square from a row or the prize display can be annexed", "l.90")
    else:
        sq = s.drawn
    if replace:
        if cell not in me.cells:
            return refuse(a, "a replacement goes on one of your own face-up squares", "l.114")
    else:
        if cell in me.cells:
            return refuse(
                a, "that cell is taken; squares are never moved (use a replacement to swap)", "l.114, l.120"
            )
        if not any((cell[0] + dx, cell[1] + dy) in me.cells for dx, dy in N4):
            return refuse(
                a, "the new square must share a full side with your realm, not just a corner", "l.92"
            )
    if sq is not None and not fits(me, sq, cell, s.coin_resource, s.data):
        need = ", ".join(s.data.requires[sq])
        return refuse(
            a,
            f"the neighbours (and cart unions, and a bought resource) cannot give {need}, each from a different square",
            "l.92, l.100",
        )
    return None
