"""Optional benefits are the player's choice: offered only when they give something, declining keeps the supply.

l.219/l.255 the mayor «может взять» the privilege colonist; l.553 an occupied beige building's power may go
unused; the benefits the engine used to apply by itself: Hospice (l.583), University (l.644), Villa
(l.1044), Union hall (l.939) and the noble Hunting lodge (l.1002).
"""

from __future__ import annotations

import pytest

from boardkit.core import Action, IllegalAction
from boardkit.games.puerto_rico.catalog import GOODS, bid
from boardkit.games.puerto_rico.flow import pieces

from .helpers import G, edit, fresh, legal_set, take_role


def use_(p: int, benefit: str, **args: object) -> Action:
    return Action("use", p, benefit=benefit, **args)


def decline_(p: int, benefit: str) -> Action:
    return Action("decline", p, benefit=benefit)


def colonists_out(s) -> int:
    """Colonists off the players' boards: supply and ship."""
    return s.colonist_supply + s.colonist_ship


# --- the Mayor's privilege (l.219, l.255) -----------------------------------------------------------


def test_l219_mayor_privilege_is_offered_taken_or_declined():
    s = take_role(fresh(4), 0, "mayor")
    assert s.step == "mayor_privilege" and s.current_player == 0
    assert legal_set(s) == {use_(0, "mayor_privilege", count=1), decline_(0, "mayor_privilege")}
    out = colonists_out(s)
    taken = G.apply(s, use_(0, "mayor_privilege", count=1))
    declined = G.apply(s, decline_(0, "mayor_privilege"))
    # 4 players, one plantation each: everyone's ship colonist is placed and the ship refilled at once.
    assert taken.phase == declined.phase == "role_selection"
    assert pieces(taken.seats[0]) == 2 and pieces(declined.seats[0]) == 1
    shared = s.colonist_ship  # the old ship's colonists are now on the boards
    assert colonists_out(taken) == out - shared - 1
    assert colonists_out(declined) == out - shared  # no colonist left the supply for the mayor
    assert declined.colonist_ship == taken.colonist_ship == 4  # the refill does not depend on it (l.223)


def test_l229_no_privilege_choice_from_an_empty_supply():
    s = fresh(4)
    s.colonist_supply = 0
    s = take_role(s, 0, "mayor")
    assert s.step != "mayor_privilege"
    assert not any(a.kind in ("use", "decline") for a in G.legal_actions(s))


def test_l445_declining_the_privilege_can_keep_the_game_going():
    """3 players and 3 colonists left: taking one leaves too few to refill the ship, declining does not."""
    s = fresh(3)
    s.colonist_supply = 3
    s = take_role(s, 0, "mayor")
    taken = G.apply(s, use_(0, "mayor_privilege", count=1))
    declined = G.apply(s, decline_(0, "mayor_privilege"))
    assert taken.end_triggered and not declined.end_triggered
    assert declined.colonist_supply == 0 and declined.colonist_ship == 3


def test_l933_library_doubles_the_privilege_up_to_two():
    s = fresh(4, new_buildings=True, draft=["library"])
    edit(s, 0, buildings={"library": 1})
    s = take_role(s, 0, "mayor")
    assert legal_set(s) == {
        use_(0, "mayor_privilege", count=2),
        use_(0, "mayor_privilege", count=1),
        decline_(0, "mayor_privilege"),
    }
    supply = s.colonist_supply
    assert G.apply(s, use_(0, "mayor_privilege", count=2)).seats[0].san_juan >= 2
    one = G.apply(s, use_(0, "mayor_privilege", count=1))
    assert supply - one.colonist_supply - one.colonist_ship == 1  # one privilege colonist, then the refill


# --- Villa (l.1044) ---------------------------------------------------------------------------------


def _villa(noble_supply: int | None = None):
    s = fresh(4, nobles=True)
    edit(s, 1, buildings={"villa": 1})
    if noble_supply is not None:
        s.noble_supply = noble_supply
    s = take_role(s, 0, "mayor")
    s = G.apply(s, decline_(0, "mayor_privilege"))
    while s.step != "villa":
        s = G.apply(s, G.legal_actions(s)[0])
    return s


def test_l1044_villa_noble_is_offered_taken_or_declined():
    s = _villa()
    assert s.current_player == 1
    assert legal_set(s) == {use_(1, "villa", piece="noble"), decline_(1, "villa")}
    nobles = s.noble_supply
    taken = G.apply(s, use_(1, "villa", piece="noble"))
    declined = G.apply(s, decline_(1, "villa"))
    assert taken.seats[1].nobles == 1 and declined.seats[1].nobles == 0
    # The refill at the end of the phase takes one noble either way (l.988).
    assert taken.noble_supply == nobles - 1 - 1 and declined.noble_supply == nobles - 1
    assert declined.colonist_supply == taken.colonist_supply


def test_l1044_villa_without_nobles_gives_a_colonist_or_nothing():
    s = _villa(noble_supply=0)
    assert legal_set(s) == {use_(1, "villa", piece="colonist"), decline_(1, "villa")}
    supply = s.colonist_supply
    taken = G.apply(s, use_(1, "villa", piece="colonist"))
    declined = G.apply(s, decline_(1, "villa"))
    assert pieces(taken.seats[1]) == pieces(declined.seats[1]) + 1
    assert declined.colonist_supply + declined.colonist_ship == supply
    assert taken.colonist_supply + taken.colonist_ship == supply - 1


def test_l1044_no_villa_choice_when_nothing_is_left():
    s = fresh(4, nobles=True)
    edit(s, 1, buildings={"villa": 1})
    s.noble_supply = 0
    s.colonist_supply = 0
    s = take_role(s, 0, "mayor")
    while s.phase == "mayor":
        assert s.step != "villa"
        s = G.apply(s, G.legal_actions(s)[0])


# --- Hospice (l.583) --------------------------------------------------------------------------------


def _hospice():
    s = fresh(4)
    edit(s, 1, buildings={"hospice": 1})
    s = take_role(s, 0, "settler")
    s = G.apply(s, Action("pass", 0))
    tile = GOODS[s.face_up[0]]
    return G.apply(s, Action("take", 1, tile=tile)), GOODS.index(tile)


def test_l583_hospice_colonist_is_offered_taken_or_declined():
    s, k = _hospice()
    assert s.step == "hospice" and s.current_player == 1
    assert legal_set(s) == {use_(1, "hospice"), decline_(1, "hospice")}
    supply = s.colonist_supply
    taken = G.apply(s, use_(1, "hospice"))
    declined = G.apply(s, decline_(1, "hospice"))
    assert taken.seats[1].staffed[k] == s.seats[1].staffed[k] + 1 and taken.colonist_supply == supply - 1
    assert declined.seats[1].staffed == s.seats[1].staffed and declined.colonist_supply == supply
    assert taken.current_player == declined.current_player == 2  # the turn goes on either way


def test_l587_hospice_takes_from_the_ship_when_the_supply_is_empty():
    s = fresh(4)
    s.colonist_supply = 0
    edit(s, 1, buildings={"hospice": 1})
    s = take_role(s, 0, "settler")
    s = G.apply(s, Action("pass", 0))
    s = G.apply(s, Action("take", 1, tile=GOODS[s.face_up[0]]))
    ship = s.colonist_ship
    assert G.apply(s, use_(1, "hospice")).colonist_ship == ship - 1
    assert G.apply(s, decline_(1, "hospice")).colonist_ship == ship


def test_l587_no_hospice_choice_without_any_colonist():
    s = fresh(4)
    s.colonist_supply = s.colonist_ship = 0
    edit(s, 1, buildings={"hospice": 1})
    s = take_role(s, 0, "settler")
    s = G.apply(s, Action("pass", 0))
    s = G.apply(s, Action("take", 1, tile=GOODS[s.face_up[0]]))
    assert s.step != "hospice" and s.current_player != 1


# --- University (l.644) -----------------------------------------------------------------------------


def _university(supply: int | None = None, ship: int | None = None):
    s = fresh(4)
    edit(s, 1, doubloons=10, buildings={"university": 1})
    if supply is not None:
        s.colonist_supply = supply
    if ship is not None:
        s.colonist_ship = ship
    s = take_role(s, 0, "builder")
    s = G.apply(s, Action("pass", 0))
    return G.apply(s, Action("build", 1, building="coffee_roaster"))


def test_l644_university_colonist_is_offered_taken_or_declined():
    s = _university()
    assert s.step == "university" and s.current_player == 1
    assert legal_set(s) == {use_(1, "university"), decline_(1, "university")}
    supply, b = s.colonist_supply, bid("coffee_roaster")
    taken = G.apply(s, use_(1, "university"))
    declined = G.apply(s, decline_(1, "university"))
    assert taken.seats[1].built[b] == 1 and taken.colonist_supply == supply - 1
    assert declined.seats[1].built[b] == 0 and declined.colonist_supply == supply
    assert taken.current_player == declined.current_player == 2


def test_l648_no_university_choice_without_any_colonist():
    s = _university(supply=0, ship=0)
    assert s.step != "university" and s.current_player == 2
    assert s.seats[1].built[bid("coffee_roaster")] == 0


# --- Union hall (l.939) -----------------------------------------------------------------------------


def _union_hall(goods: dict[str, int]):
    s = fresh(4, new_buildings=True, draft=["union_hall"])
    s.ship_good, s.ship_load = (0, 1, 4), (5, 6, 7)
    edit(s, 1, goods=goods, buildings={"union_hall": 1})
    return take_role(s, 0, "captain")


def test_l939_union_hall_vp_are_offered_taken_or_declined():
    s = _union_hall({"corn": 3, "indigo": 2, "coffee": 1})
    assert s.step == "union_hall" and s.current_player == 1
    assert legal_set(s) == {use_(1, "union_hall"), decline_(1, "union_hall")}
    chips = s.vp_supply
    taken = G.apply(s, use_(1, "union_hall"))
    declined = G.apply(s, decline_(1, "union_hall"))
    assert taken.seats[1].vp == 2 and taken.vp_supply == chips - 2  # example 1 (l.941)
    assert declined.seats[1].vp == 0 and declined.vp_supply == chips
    assert declined.seats[1].goods == taken.seats[1].goods == s.seats[1].goods


def test_l939_no_union_hall_choice_without_a_pair():
    s = _union_hall({"corn": 1, "indigo": 1})
    assert s.step != "union_hall"
    assert not any(a.kind in ("use", "decline") for a in G.legal_actions(s))


# --- Hunting lodge, noble mode (l.1002) -------------------------------------------------------------


ELEVEN = {"corn": (3, 0), "indigo": (3, 0), "sugar": (3, 0), "tobacco": (2, 0)}  # 11 tiles that exist (l.49)


def _lodge(tied: bool):
    s = fresh(3, nobles=True)
    edit(s, 1, buildings={"hunting_lodge": 1}, nobles=1, noble_in=("hunting_lodge",), tiles={})
    for p in (0, 2):
        edit(s, p, tiles={} if tied and p == 0 else ELEVEN)
    s = take_role(s, 0, "settler")
    while s.phase == "settler" and s.step != "hunting_lodge":
        s = G.apply(s, Action("pass", s.current_player))
    return s


def test_l1002_noble_hunting_lodge_vp_are_offered_taken_or_declined():
    s = _lodge(tied=False)
    assert s.step == "hunting_lodge" and s.current_player == 1
    assert legal_set(s) == {use_(1, "hunting_lodge"), decline_(1, "hunting_lodge")}
    chips = s.vp_supply
    taken = G.apply(s, use_(1, "hunting_lodge"))
    declined = G.apply(s, decline_(1, "hunting_lodge"))
    assert taken.seats[1].vp == 2 and taken.vp_supply == chips - 2
    assert declined.seats[1].vp == 0 and declined.vp_supply == chips
    assert taken.phase == declined.phase == "role_selection"


def test_l1004_no_hunting_lodge_choice_when_tied():
    s = _lodge(tied=True)
    assert s.phase == "role_selection" and s.seats[1].vp == 0


# --- the choice itself ------------------------------------------------------------------------------


def test_l553_a_use_or_decline_with_nothing_pending_is_illegal_and_says_why():
    s = take_role(fresh(4), 0, "builder")
    with pytest.raises(IllegalAction) as err:
        G.apply(s, use_(0, "university"))
    assert err.value.rule == "l.644"
    s = take_role(fresh(4), 0, "mayor")
    with pytest.raises(IllegalAction) as err:
        G.apply(s, decline_(0, "hospice"))
    assert "mayor_privilege" in str(err.value) and err.value.rule == "l.219"


def test_labels_name_the_benefit_and_the_choice():
    assert (
        G.describe(use_(0, "mayor_privilege", count=2))
        == "Mayor's privilege: take 2 colonists from the supply"
    )
    assert G.describe(decline_(0, "mayor_privilege")) == "Mayor's privilege: take no colonist (decline)"
    assert G.describe(use_(1, "villa", piece="noble")) == "Villa: take a noble from the supply"
    assert G.describe(use_(1, "hospice")) == "Hospice: take a colonist onto the new tile"
    assert G.describe(decline_(1, "union_hall")) == "Union hall: no VP (decline)"
    for term in ("use", "decline", "mayor_privilege"):
        assert G.glossary.terms[term]["en"] and G.glossary.terms[term]["ru"]


def test_l869_no_guest_moves_while_a_benefit_is_pending():
    """A guest could take the very circle the University colonist is for; it may move at the next decision.

    (The Hospice cannot stand in for the University here: it and the Guest house both cost 4 and so
    compete for one board space in the New Buildings draft, l.806.)"""
    s = fresh(4, new_buildings=True, draft=["university", "guest_house"])
    edit(s, 1, doubloons=10, buildings={"university": 1, "guest_house": 2})
    s = take_role(s, 0, "builder")
    s = G.apply(s, Action("pass", 0))
    assert any(a.kind == "guest" for a in G.legal_actions(s))
    s = G.apply(s, Action("build", 1, building="coffee_roaster"))
    assert s.step == "university" and {a.kind for a in G.legal_actions(s)} == {"use", "decline"}


# --- the Craftsman's privilege (l.302, l.171) -------------------------------------------------------


def test_l171_craftsman_may_decline_privilege_even_with_one_kind_produced():
    """l.171: the chooser «не обязан пользоваться привилегией»; one produced kind is no longer auto-taken."""
    s = fresh(4)
    edit(s, 0, tiles={"corn": (1, 1)})
    s = take_role(s, 0, "craftsman")
    assert s.step == "craftsman_privilege" and s.current_player == 0
    take = use_(0, "craftsman_privilege", good="corn")
    assert legal_set(s) == {take, decline_(0, "craftsman_privilege")}
    taken = G.apply(s, take)
    declined = G.apply(s, decline_(0, "craftsman_privilege"))
    assert taken.seats[0].goods[GOODS.index("corn")] == 2
    assert declined.seats[0].goods[GOODS.index("corn")] == 1
    assert declined.goods_supply[0] == taken.goods_supply[0] + 1  # the declined corn stays in the supply
    assert taken.phase == declined.phase == "role_selection"


def test_l302_craftsman_privilege_not_offered_without_production():
    s = take_role(fresh(4), 0, "craftsman")  # nobody has an occupied plantation yet
    assert s.phase == "role_selection"
    assert not any(e.kind == "bonus" for e in s.log)


def test_l935_library_craftsman_may_stop_after_the_first_extra_good():
    """The Library doubles the privilege (l.935); each extra good is a choice, declining ends it (l.171)."""
    s = fresh(4, new_buildings=True, draft=["library"])
    edit(s, 0, tiles={"corn": (1, 1)}, buildings={"library": 1})
    s = take_role(s, 0, "craftsman")
    s = G.apply(s, use_(0, "craftsman_privilege", good="corn"))
    assert s.step == "craftsman_privilege"  # the second extra good is still on offer
    s = G.apply(s, decline_(0, "craftsman_privilege"))
    assert s.seats[0].goods[GOODS.index("corn")] == 2 and s.phase == "role_selection"


def test_l302_extra_good_of_a_kind_not_produced_is_refused_and_changes_nothing():
    s = fresh(4)
    edit(s, 0, tiles={"corn": (1, 1)})
    s = take_role(s, 0, "craftsman")
    before = G.to_json(s)
    with pytest.raises(IllegalAction, match="l.302"):
        G.apply(s, use_(0, "craftsman_privilege", good="coffee"))
    assert G.to_json(s) == before
