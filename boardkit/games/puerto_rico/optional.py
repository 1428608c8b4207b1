"""Optional benefits: the player takes or declines them (l.219 «может взять», l.553 a building's power may go unused).

While one is pending, ``step`` names it (a glossary id) and the legal moves are ``use``/``decline`` with
``benefit`` set to that name. Each is offered only when it would give something.
"""

from __future__ import annotations

from boardkit.core import Action, IllegalAction, refuse

from .actions import act, act1
from .state import PRState

MAYOR_PRIVILEGE = "mayor_privilege"  # l.219, l.255
CRAFTSMAN_PRIVILEGE = "craftsman_privilege"  # l.302, may go unused (l.171)
VILLA = "villa"  # l.1044
HOSPICE = "hospice"  # l.583
UNIVERSITY = "university"  # l.644
UNION_HALL = "union_hall"  # l.939
HUNTING_LODGE = "hunting_lodge"  # l.1002, noble mode
BENEFITS = frozenset(
    {MAYOR_PRIVILEGE, CRAFTSMAN_PRIVILEGE, VILLA, HOSPICE, UNIVERSITY, UNION_HALL, HUNTING_LODGE}
)
RULE = {
    MAYOR_PRIVILEGE: "l.219",
    CRAFTSMAN_PRIVILEGE: "l.302",
    VILLA: "l.1044",
    HOSPICE: "l.583",
    UNIVERSITY: "l.644",
    UNION_HALL: "l.939",
    HUNTING_LODGE: "l.1002",
}


def choice(p: int, benefit: str) -> list[Action]:
    """The plain pair: take the benefit or leave it."""
    return [act1("use", p, "benefit", benefit), act1("decline", p, "benefit", benefit)]


def privilege_choice(p: int, most: int) -> list[Action]:
    """The Mayor's privilege: up to ``most`` colonists (2 with the Library, l.933), or none."""
    out = [act("use", p, benefit=MAYOR_PRIVILEGE, count=n) for n in range(most, 0, -1)]
    out.append(act1("decline", p, "benefit", MAYOR_PRIVILEGE))
    return out


def craftsman_choice(p: int, goods: list[str]) -> list[Action]:
    """The Craftsman's privilege: one more good of a kind named in ``goods``, or none (l.302, l.171)."""
    out = [act("use", p, benefit=CRAFTSMAN_PRIVILEGE, good=g) for g in goods]
    out.append(act1("decline", p, "benefit", CRAFTSMAN_PRIVILEGE))
    return out


def villa_choice(p: int, piece: str) -> list[Action]:
    """The Villa gives a noble, or a colonist when the nobles are gone (l.1044)."""
    return [act("use", p, benefit=VILLA, piece=piece), act1("decline", p, "benefit", VILLA)]


def why_not(s: PRState, a: Action) -> IllegalAction | None:
    """Why a use/decline is refused: another choice is pending, or this benefit is not on offer."""
    benefit = a["benefit"]
    if s.step in BENEFITS and benefit == s.step:
        return refuse(a, f"that {benefit} choice is not on offer now", RULE[s.step])
    if s.step in BENEFITS:
        return refuse(a, f"the pending choice is the {s.step}, not {benefit!r}", RULE[s.step])
    return refuse(
        a,
        f"no {benefit!r} to take or decline now (it is offered only when it gives something)",
        RULE.get(benefit, "l.553"),
    )
