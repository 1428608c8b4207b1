"""The end of the game and its scoring (l.884-1004): objective ranks 3/2/1 (l.920) with the dense
ranking of l.944, the Pacifist's 3 VP (l.950), the trend ranks 4/3/2 (l.958), medals and built wonders
(l.976); the most money behind the screen breaks a tie (l.980). Independence: no scoring (l.906-908)."""

from __future__ import annotations

from typing import Any

from .board import city_icons, controlled
from .catalog import CARDS, OBJECTIVE, PACIFIST_VP, RANK_VP, RES, SECRET_ROLES, TREND, TREND_VP
from .flow import SINGULAR, in_play
from .state import ArchipelagoState


def criterion(s: ArchipelagoState, seat: int, name: str) -> int:
    """A seat's count for a ranking criterion (objective and trend cards, l.1131-1370, l.988)."""
    st = s.seats[seat]
    if name == "explorer_tokens":
        return st.tokens
    if name == "money":
        return st.money
    if name in SINGULAR:
        return len(controlled(s, seat, SINGULAR[name]))
    if name == "ports_markets":
        return len(controlled(s, seat, "port")) + len(controlled(s, seat, "market"))
    if name in ("characters", "progress"):
        kind = "character" if name == "characters" else "progress"
        return sum(1 for c in st.cards if CARDS[c].kind == kind)  # an unbuilt wonder counts (l.878)
    if name == "cards":
        return len(st.cards)
    if name.startswith("city_") and name.endswith("_icons"):
        return city_icons(s, seat, RES[name[5:-6]])
    if name.endswith("_cubes"):
        return st.cubes[RES[name[:-6]]]
    if name == "ships":
        return sum(1 for u in s.units if u.owner == seat and u.ship and u.region >= 0)
    if name == "inhabitants":
        return sum(1 for u in s.units if u.owner == seat and not u.ship and u.region >= 0)
    if name == "benefactor":
        return st.benefactor
    raise ValueError(f"unknown criterion {name!r}")


def rank_points(values: list[int], points: tuple[int, ...]) -> list[int]:
    """Players with nothing are not ranked; ties share a rank and the next value takes the next rank
    (l.944-946); only the first ranks score."""
    distinct = sorted({v for v in values if v > 0}, reverse=True)
    out = []
    for v in values:
        if v <= 0:
            out.append(0)
            continue
        rank = distinct.index(v)
        out.append(points[rank] if rank < len(points) else 0)
    return out


def score_parts(s: ArchipelagoState) -> list[dict[str, Any]]:
    n = s.players
    rows = [{"objectives": 0, "pacifist": 0, "trend_card": 0, "medals": 0, "wonders": 0} for _ in range(n)]
    if s.ended_by == "independence":  # l.906-908: no points are counted
        for row in rows:
            row["total"] = 0
        return rows
    for oid in in_play(s):
        o = OBJECTIVE[oid]
        if o.criterion in SECRET_ROLES:  # l.920: set aside
            continue
        pts = rank_points([criterion(s, q, o.criterion) for q in range(n)], RANK_VP)
        for q in range(n):
            rows[q]["objectives"] += pts[q]
    for q in range(n):
        for oid in s.seats[q].objectives:
            o = OBJECTIVE[oid]
            if o.criterion == "pacifist" and s.population - s.rebellion > o.pacifist:  # l.950
                rows[q]["pacifist"] += PACIFIST_VP
    for tid in s.trends:
        pts = rank_points([criterion(s, q, TREND[tid]["criterion"]) for q in range(n)], TREND_VP)
        for q in range(n):
            rows[q]["trend_card"] += pts[q]
    for q in range(n):
        st = s.seats[q]
        vp = s.data.card_vp  # correctable: new_game(data=...)
        rows[q]["medals"] = sum(vp[c] for c in st.cards if not CARDS[c].wonder)  # l.976
        rows[q]["wonders"] = sum(vp[c] for c in st.built)  # l.858: built ones only
        rows[q]["total"] = sum(rows[q].values())
    return rows


def winners(s: ArchipelagoState, ranks: list[int]) -> list[int]:
    """Independence: the Separatist alone, or nobody (l.906-908); else the main winner(s) (l.980)."""
    if s.ended_by == "independence":
        return [
            q
            for q in range(s.players)
            if any(OBJECTIVE[o].criterion == "separatist" for o in s.seats[q].objectives)
        ]
    return [q for q, r in enumerate(ranks) if r == 1]


def results(s: ArchipelagoState, ranks: list[int]) -> list[str]:
    """Each seat's result in the rulebook's words: independence makes everyone lose but the Separatist
    (l.906-908); an objective's end makes everyone win and the points name the main winner (l.910)."""
    if s.ended_by == "independence":
        won = winners(s, ranks)
        return [
            "sole winner: the Separatist" if q in won else "lost: the war of independence"
            for q in range(s.players)
        ]
    return ["main winner" if r == 1 else "won" for r in ranks]
