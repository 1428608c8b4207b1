"""The eight base scholars the text never describes (RULINGS A5): each ability is assumed, built from l.222 (a
permanent ability), l.266 and l.700 (used like free actions), l.398 (the town hall's private scholar), and its
parameters are data (data/scholars.json). Each works for a monk on its token and for a private scholar."""

from __future__ import annotations

import pytest

from boardkit.core import IllegalAction
from boardkit.games.santa_maria import GAME as g
from boardkit.games.santa_maria.components import DEFAULT
from boardkit.games.santa_maria.invariants import check

from .helpers import play, pos, seat
from .helpers import texts as _texts


def texts(s) -> str:
    """The log as one text, each line with its seat and rule."""
    return "\n".join(_texts(s))


AB = DEFAULT.abilities
BASE = ("astronomy", "medicine", "law", "mathematics", "geography", "theology", "history", "rhetoric")
HOW = ("monk", "private")


def holder(scholar: str, how: str, players: int = 2, p1: dict | None = None, **kw):
    """A position where P1 holds ``scholar``: a monk on its token (l.222) or as the private scholar (l.398)."""
    shown = [x for x in DEFAULT.base_scholars if x != scholar][:3]
    if how == "monk":
        shown = [scholar, *shown[:2]]
        p1 = {**(p1 or {}), "monks": [*(p1 or {}).get("monks", ()), scholar]}
        return pos(players, scholars=shown, seats={"P1": p1, **kw.pop("seats", {})}, **kw)
    p1 = {**(p1 or {}), "scholar": scholar}
    return pos(players, advanced=True, scholars=shown, seats={"P1": p1, **kw.pop("seats", {})}, **kw)


def plain(scholar: str, players: int = 2, p1: dict | None = None, **kw):
    """The same position with ``scholar`` on the board and nobody holding it."""
    shown = [scholar, *[x for x in DEFAULT.base_scholars if x != scholar][:2]]
    return pos(players, scholars=shown, seats={"P1": p1 or {}, **kw.pop("seats", {})}, **kw)


def test_A5_every_base_scholar_but_philosophy_has_its_ability_in_data_marked_assumed_with_lines():
    for rec in DEFAULT.tables["scholars"]:
        assert rec["source"] == "assumed" and "RULINGS A5" in rec["reason"] and "l." in rec["reason"]
        if rec["id"] in BASE:
            assert AB[rec["id"]], rec["id"]  # a parameter, not only end points
            assert "only its 1-3 end points" not in rec["reason"]


# --- Astronomy: a coin for each sea-trade tile taken -------------------------------------------------------


def _ship(s):
    return play(play(s, "activate", cell=(1, 1)), "ship", dock=2)  # W02: 1 wood + 1 sugar (l.202)


@pytest.mark.parametrize("how", HOW)
def test_A5_astronomy_gives_its_coin_when_a_sea_trade_tile_is_taken(how):
    p1 = {"coins": 1, "wood": 1, "sugar": 1}
    held = _ship(holder("astronomy", how, p1=p1, docks=["S1", "W02", "S3", "S4"]))
    bare = _ship(plain("astronomy", p1=p1, docks=["S1", "W02", "S3", "S4"]))
    assert seat(held).ships == seat(bare).ships == ("W02",)
    assert seat(held).coins - seat(bare).coins == AB["astronomy"]["ship_gain"]["coins"]
    assert "uses the scholar astronomy" in texts(held) and "uses the scholar astronomy" not in texts(bare)
    check(held)


def test_A5_astronomy_gives_nothing_when_the_sea_trade_is_declined():
    s = play(play(holder("astronomy", "monk", p1={"coins": 1}), "activate", cell=(1, 1)), "skip")
    assert seat(s).coins == 0


# --- Medicine: a happiness on passing ----------------------------------------------------------------------


@pytest.mark.parametrize("how", HOW)
def test_A5_medicine_gives_its_happiness_when_its_holder_passes(how):
    held = play(holder("medicine", how), "pass", space=1)
    bare = play(plain("medicine"), "pass", space=1)
    assert seat(held).points - seat(bare).points == AB["medicine"]["pass_gain"]["points"]
    assert seat(held).coins == seat(bare).coins  # the pass space's 2 coins for both (l.274)


def test_A5_medicine_is_not_the_other_players():
    s = holder("medicine", "monk", seats={"P2": {"points": 0}})
    s = play(play(s, "pass", space=1), "pass", space=2)  # P2 passes onto the religion space
    assert seat(s, "P2").points == 0


# --- Law: 1 coin, not 2, to each other monk on a place -----------------------------------------------------


def _to_monk(s):
    return play(play(s, "activate", cell=(6, 6)), "religion", extra=False)  # space 3: the 1st monk symbol


@pytest.mark.parametrize("how", HOW)
def test_A5_law_pays_each_other_monk_on_a_place_its_lower_fee(how):
    others = {"P2": {"coins": 0, "monks": ["mission_1"]}, "P3": {"coins": 0, "monks": ["mission_1"]}}
    s = _to_monk(holder("law", how, players=3, p1={"coins": 3, "religion": 2}, seats=others))
    assert s.phase == "monk"
    s = play(s, "monk", place="mission_1")
    fee = AB["law"]["monk_fee"]
    assert seat(s, "P2").coins == seat(s, "P3").coins == fee
    assert "uses the scholar law" in texts(s)
    check(s)


def test_A5_law_lets_its_holder_place_where_the_full_fee_is_out_of_reach():
    others = {"P2": {"coins": 0, "monks": ["mission_1"]}}
    p1 = {"coins": 2, "religion": 2}  # 1 coin left after the chapel: Law's fee, not 2 (l.216)
    with_law = _to_monk(holder("law", "monk", p1=p1, seats=others))
    without = _to_monk(plain("law", p1=p1, seats=others))
    assert "mission_1" in {a["place"] for a in g.legal_actions(with_law) if a.kind == "monk"}
    assert "mission_1" not in {a["place"] for a in g.legal_actions(without) if a.kind == "monk"}
    with pytest.raises(IllegalAction, match="l.216"):
        play(without, "monk", place="mission_1")


# --- Mathematics: wood and grain for 2 coins ---------------------------------------------------------------


@pytest.mark.parametrize("how", HOW)
def test_A5_mathematics_buys_wood_or_grain_for_its_lower_price(how):
    price = AB["mathematics"]["buy_price"]
    s = holder("mathematics", how, p1={"coins": price, "wood": 0})
    assert {a["resource"] for a in g.legal_actions(s) if a.kind == "buy"} == {"wood", "grain"}
    s = play(s, "buy", resource="wood")
    assert (seat(s).wood, seat(s).coins) == (1, 0)
    assert f"buys 1 wood for {price} coins" in texts(s)


def test_A5_without_mathematics_two_coins_buy_nothing():
    s = plain("mathematics", p1={"coins": AB["mathematics"]["buy_price"]})
    assert not [a for a in g.legal_actions(s) if a.kind == "buy"]
    with pytest.raises(IllegalAction, match="costs 3 coins"):
        play(s, "buy", resource="wood")
    assert seat(s).coins == 2  # refused: nothing changed


# --- Geography: a conquistador step on expanding -----------------------------------------------------------


def _expand(s):
    double = next(t for t in s.display if s.data.tiles[t].size == "double")
    return play(s, "expand", tile=double)


@pytest.mark.parametrize("how", HOW)
def test_A5_geography_moves_the_conquistador_when_its_holder_expands(how):
    held = _expand(holder("geography", how, p1={"wood": 2}))
    bare = _expand(plain("geography", p1={"wood": 2}))
    assert seat(bare).conquistador == 1
    assert seat(held).conquistador == 1 + AB["geography"]["expand_conquistador"]
    assert held.phase == "place"  # the tile is still laid as usual (l.104)


def test_A5_geography_gives_no_step_for_other_main_actions():
    s = play(holder("geography", "monk", p1={"coins": 1}), "activate", cell=(1, 6))
    assert seat(s).conquistador == 1


# --- Theology: the extra religion step paid with a coin ----------------------------------------------------


@pytest.mark.parametrize("how", HOW)
def test_A5_theology_pays_the_extra_religion_step_with_a_coin(how):
    s = play(holder("theology", how, p1={"coins": 2, "grain": 0, "religion": 3}), "activate", cell=(6, 6))
    kinds = {a.kind for a in g.legal_actions(s)}
    assert {"theology", "religion"} <= kinds
    s = play(s, "theology")
    assert seat(s).religion == 5 and seat(s).coins == 2 - 1 - AB["theology"]["extra_step_coins"]
    assert s.phase == "monk"  # space 5, the 2nd monk symbol, as with a grain (l.194)


def test_A5_theology_is_optional_and_refused_to_others_and_without_a_coin():
    s = play(holder("theology", "monk", p1={"coins": 2, "religion": 1}), "activate", cell=(6, 6))
    assert seat(play(s, "religion", extra=False)).religion == 2  # one step, declining Theology
    bare = play(plain("theology", p1={"coins": 2, "religion": 1}), "activate", cell=(6, 6))
    assert "theology" not in {a.kind for a in g.legal_actions(bare)}
    with pytest.raises(IllegalAction, match="Theology"):
        play(bare, "theology")
    broke = play(holder("theology", "monk", p1={"coins": 1, "religion": 1}), "activate", cell=(6, 6))
    assert "theology" not in {a.kind for a in g.legal_actions(broke)}
    with pytest.raises(IllegalAction, match="costs 1 coin"):
        play(broke, "theology")


# --- History: a grain as each new year starts --------------------------------------------------------------


def _year_end(s):
    return play(s, "pass", space=3)  # P2 has passed: the year ends after P1's conquistador step (l.304)


@pytest.mark.parametrize("how", HOW)
def test_A5_history_gives_a_grain_as_the_next_year_starts(how):
    held = _year_end(holder("history", how, p1={"grain": 0}, seats={"P2": {"passed": 1}}))
    bare = _year_end(plain("history", p1={"grain": 0}, seats={"P2": {"passed": 1}}))
    assert held.round == bare.round == 2
    assert seat(held).grain - seat(bare).grain == AB["history"]["year_gain"]["grain"]
    assert seat(held, "P2").grain == seat(bare, "P2").grain


def test_A5_history_gives_nothing_after_the_last_year():
    s = _year_end(holder("history", "monk", year=3, p1={"grain": 0}, seats={"P2": {"passed": 1}}))
    assert g.is_over(s) and seat(s).grain == 0


# --- Rhetoric: a coin on top of a trade --------------------------------------------------------------------


@pytest.mark.parametrize("how", HOW)
def test_A5_rhetoric_adds_its_coin_to_a_trade(how):
    p1 = {"coins": 1, "gem": 1, "tiles": [("trade_wood_gem+road", "r2c1")]}
    held = play(play(holder("rhetoric", how, p1=p1), "activate", cell=(2, 1)), "trade", pay="gem")
    bare = play(play(plain("rhetoric", p1=p1), "activate", cell=(2, 1)), "trade", pay="gem")
    assert seat(bare).coins == 3  # l.198
    assert seat(held).coins - seat(bare).coins == AB["rhetoric"]["trade_gain"]["coins"]


def test_A5_rhetoric_gives_nothing_when_the_trade_is_declined():
    p1 = {"coins": 1, "gem": 1, "tiles": [("trade_wood_gem+road", "r2c1")]}
    s = play(play(holder("rhetoric", "monk", p1=p1), "activate", cell=(2, 1)), "skip")
    assert seat(s).coins == 0


# --- both languages, and the Maya ---------------------------------------------------------------------------


def test_A5_a_scholars_use_is_logged_by_its_name_in_both_languages():
    # by its name, as the board shows it
    assert g.translate("uses the scholar rhetoric", "en") == "uses the scholar Rhetoric"
    assert g.translate("uses the scholar rhetoric", "ru") == "пользуется учёным «Риторика»"


def test_l398_a_private_scholar_is_taken_out_of_those_left_in_the_box():
    s = holder("law", "private")
    assert seat(s).scholar == "law" and "law" not in s.unused_scholars
    check(s)


def test_A5_each_scholars_card_on_the_board_says_what_it_does_with_the_datas_number_in_both_languages():
    from boardkit.games.santa_maria.view import _ability

    for scholar in DEFAULT.scholars:
        shown = _ability(DEFAULT, scholar)
        for lang in ("en", "ru"):
            sentence = g.glossary(shown["ability"], lang)
            assert sentence != shown["ability"], (scholar, lang)  # the glossary has it
            assert ("{n}" in sentence) == (shown["n"] is not None), (scholar, lang, sentence)
    assert _ability(DEFAULT, "law")["n"] == AB["law"]["monk_fee"]
    assert _ability(DEFAULT, "history")["n"] == AB["history"]["year_gain"]["grain"]
    s = holder("law", "monk")
    assert g.view(s, 0)["place_effects"]["law"]["ability"] == "ability.law"
