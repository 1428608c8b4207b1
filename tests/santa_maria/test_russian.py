"""Santa Maria's lines in Russian (messages.json): each part lands in its own place, numbers with their nouns."""

from __future__ import annotations

import pytest

from boardkit.games.santa_maria import GAME as g
from boardkit.games.santa_maria.tables import track_rows


@pytest.mark.parametrize(
    ("english", "russian"),
    [
        # the line's number and the building count are two parts, not the first one twice
        ("uses a blue 6 on row 6: 1 building(s)", "синий кубик со значением 6 — ряд 6: 1 строение"),
        ("uses a white 3 on column 3: 2 building(s)", "белый кубик со значением 3 — колонка 3: 2 строения"),
    ],
)
def test_l132_l134_a_die_line_names_its_value_line_and_buildings(english, russian):
    assert g.translate(english, "ru") == russian


def test_l216_a_monk_fee_names_the_seat_paid_and_declines_coins():
    assert g.translate("pays 2 coin(s) to P3", "ru") == "платит 2 монеты игроку И3"
    assert g.translate("gains 5 coin(s)", "ru") == "получает 5 монет"
    assert g.translate("gains 1 coin(s)", "ru") == "получает 1 монету"


def test_l104_component_codes_are_written_in_cyrillic():
    assert (
        g.translate("takes development tile D10 from the display", "ru")
        == "берёт жетон развития Д10 из расклада"
    )
    assert g.translate("the colony boards left are A1, A3, B", "ru") == "остались поля колоний: А1, А3, Б"


def test_l112_the_activation_costs_agree_in_number_in_both_languages():
    rows = [r for r in track_rows()["costs"] if r["step"].startswith("activate with coins")]
    assert [r["cost"] for r in rows[:2]] == ["1 coin", "2 coins"]
    assert [g.translate(r["cost"], "ru") for r in rows[:2]] == ["1 монета", "2 монеты"]


def test_l414_a_set_count_and_cocoa_read_as_the_other_goods():
    assert g.translate("4 full sets of sea-trade tiles", "ru") == "4 полных набора жетонов морской торговли"
    assert g.translate("cocoa", "ru") == "какао" and g.translate("sugar", "ru") == "сахар"  # both lower case
