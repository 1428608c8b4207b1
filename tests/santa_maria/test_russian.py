"""Santa Maria's lines in Russian (messages.json): each part lands in its own place, numbers with their nouns."""

from __future__ import annotations

import pytest

from boardkit.games.santa_maria import GAME as g


@pytest.mark.parametrize(
    ("english", "russian"),
    [
        # the line's number and the building count are two parts, not the first one twice
        ("uses a blue 6 on row 6: 1 buildings", "синий кубик со значением 6 — ряд 6: 1 строение"),
        ("uses a white 3 on column 3: 2 buildings", "белый кубик со значением 3 — колонка 3: 2 строения"),
    ],
)
def test_l132_l134_a_die_line_names_its_value_line_and_buildings(english, russian):
    assert g.translate(english, "ru") == russian


def test_l216_a_monk_fee_names_the_seat_paid_and_declines_coins():
    assert g.translate("pays 2 coins to P3", "ru") == "платит 2 монеты игроку И3"
    assert g.translate("gains 5 coins", "ru") == "получает 5 монет"
    assert g.translate("gains 1 coins", "ru") == "получает 1 монету"


def test_l104_component_codes_are_written_in_cyrillic():
    assert (
        g.translate("takes development tile D10 from the display", "ru")
        == "берёт жетон развития Д10 из расклада"
    )
    assert g.translate("the colony boards left are A1, A3, B", "ru") == "остались поля колоний: А1, А3, Б"
