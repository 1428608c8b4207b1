"""The board's view-model (the JSON shape agreed with the board) and readable action labels."""

from __future__ import annotations

from typing import Any

from boardkit.core import Action

from .realm import produces_now, unprotected
from .scoring import score_parts
from .squares import GLOSSARY, SQUARES, STACKS
from .state import FoundersState


def board_view(s: FoundersState, winners: list[int]) -> dict[str, Any]:
    """Hands and realms are open (l.154); only the order of the face-down stacks is hidden."""
    sq = s.data.square_view  # the squares as this game's data has them (corrections included)
    realms = []
    for p, realm in enumerate(s.realms):
        top = unprotected(realm)
        realms.append(
            {
                "player": p,
                "squares": [
                    {
                        "cell": [c[0], c[1]],
                        "square": sq(pl.square),
                        "ravaged": pl.ravaged,
                        "coins": pl.coins,
                        "craftsman": pl.craftsman,
                        "producing": produces_now(pl),
                        "unprotected": c in top,
                    }
                    for c, pl in sorted(realm.cells.items())
                ],
                "carts": [[j[0], j[1]] for j in sorted(realm.carts)],
                # Drafted squares not laid yet: taken from the open pool and kept face up (l.39), so open.
                "picks": [sq(i) for i in s.picks[p]],
                "face_down": len(realm.face_down),
                "hand": {
                    "war": realm.war,
                    "coin": realm.coin,
                    "cart": realm.cart,
                    "craftsman": list(realm.craftsmen),
                },
                "score": score_parts(realm, s.data.vp)["total"],
            }
        )
    coin = None
    if s.coin_target is not None and s.coin_cell is not None:
        coin = {
            "target": s.coin_target,
            "cell": [s.coin_cell[0], s.coin_cell[1]],
            "resource": s.coin_resource,
        }
    return {
        "game": "founders_of_empire",
        "players": s.players,
        "first_player": s.first_player,
        "current_player": s.current_player,
        "phase": s.phase,
        "round": s.round,
        "turn": s.turn,
        "stacks": {k: len(s.stacks[k]) for k in STACKS},
        "rows": {k: [sq(i) for i in s.rows[k]] for k in STACKS},
        "prizes": [sq(i) for i in s.prizes],
        "draft": [sq(i) for i in s.draft],
        "drawn": None if s.drawn is None else sq(s.drawn),
        "box": [sq(i) for i in s.box],
        "supply": {**s.supply, "craftsman": len(s.craftsman_pile)},
        "turn_state": {"revealed": s.revealed, "token_played": s.token_played, "coin": coin},
        "realms": realms,
        "over": s.phase == "over",
        "winners": winners,
    }


def label(a: Action) -> str:
    """E.g. 'annex Mine #37 at (1, 2)'; names come from the glossary in the current language."""
    g = GLOSSARY
    k = a.kind
    if k in ("annex", "draft"):
        sq = SQUARES[a["square"]]
        text = f"{g(k)}: {g(sq.name)}"
        if k == "annex":
            text += f" {g('at')} {tuple(a['cell'])}" + (f" ({g('replacement')})" if a["replace"] else "")
        return text
    if k == "place_start":
        return f"{g(k)}: {g(SQUARES[a['front']].name)} {g('at')} (0, 0), {g(a['layout'])}"
    if k == "reveal":
        return f"{g(k)}: {g(a['stack'])}"
    if k == "play_war":
        return f"{g(k)}: P{a['target'] + 1} {g('at')} {tuple(a['cell'])}"
    if k == "play_coin":
        return f"{g(k)}: P{a['target'] + 1} {g('at')} {tuple(a['cell'])} → {g(a['resource'])}"
    if k == "play_cart":
        return f"{g(k)}: {tuple(a['junction'])}"
    if k == "play_craftsman":
        return f"{g(k)}: {g(a['craftsman'])} {g('at')} {tuple(a['cell'])}"
    if k == "place_fallback":
        return f"{g(k)} {g('at')} {tuple(a['cell'])}" + (f" ({g('replacement')})" if a["replace"] else "")
    return g(k)
