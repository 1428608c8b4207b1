"""Log lines name buildings as the board and rulebook do, in English and Russian, not by their data ids:
the Maya's reserve tokens by their material (l.742), an improvement specialist by the building on its wagon
(l.670)."""

from __future__ import annotations

import random
import re

from boardkit.games.santa_maria import GAME as g
from boardkit.games.santa_maria.components import DEFAULT

ALL = {"kingdoms": True, "governor": True, "specialists": True, "ambassadors": True, "maya": True}
TOKEN_LINE = re.compile(r"(?:reaches|stops on|builds) the (wooden|straw)_\d+ at site")
IMPROVEMENT_LINE = re.compile(r"^lays improvement (wagon_\w+) at row")


def _lines(pattern: re.Pattern[str], want: int = 6) -> list[str]:
    """Engine log lines matching ``pattern`` from seeded random 3-player games with every module."""
    found: list[str] = []
    for seed in range(60):
        rng = random.Random(seed)
        s = g.new_game(3, seed=seed, **ALL)
        while not g.is_over(s):
            s = g.apply(s, rng.choice(g.legal_actions(s)))
        found += [e.text for e in s.log if pattern.search(e.text)]
        if len(found) >= want:
            return found
    raise AssertionError(f"no game laid {pattern.pattern}")


def test_l742_the_mayas_building_tokens_are_named_by_their_material_in_both_languages():
    for line in _lines(TOKEN_LINE):
        kind = TOKEN_LINE.search(line).group(1)
        en, ru = g.translate(line, "en"), g.translate(line, "ru")
        assert f"the {kind} building at site" in en, en
        assert ("деревянное здание" if kind == "wooden" else "соломенное здание") in ru, ru
        assert "_" not in en + ru, (en, ru)


def test_l670_an_improvement_is_named_by_the_building_on_its_wagon_in_both_languages():
    for line in _lines(IMPROVEMENT_LINE):
        token = IMPROVEMENT_LINE.search(line).group(1)
        en, ru = g.translate(line, "en"), g.translate(line, "ru")
        assert "_" not in en + ru, (en, ru)
        assert en.startswith("lays improvement ") and en.split(" at row")[0].endswith(" wagon"), en
        assert g.translate(DEFAULT.specialists[token]["building"], "ru") in ru and "фургон" in ru, (
            ru
        )  # the name is kept in Russian


RAW_ID = re.compile(r"\b[a-z]+_\d+\b")  # a data id such as card_21 or fork_4
DOUBLED = re.compile(r"\b(\w{3,})\s+\1\b", re.I)  # "card card_21"
DOUBLED_RU = re.compile(r"\b(карт|развилк)\w*(?:\s+\S+){0,2}\s+\1", re.I)  # "карту технологии карта 21"


def _games():
    """One seeded random game of every option set, at a player count it allows."""
    for k, (name, options) in enumerate(g.option_sets().items()):
        rng = random.Random(k)
        s = g.new_game(rng.choice(g.player_counts_for(options)), seed=k, **options)
        while not g.is_over(s):
            s = g.apply(s, rng.choice(g.legal_actions(s)))
        yield name, s


def test_l776_l872_no_log_line_names_a_card_or_fork_by_its_id_or_doubles_a_word_in_either_language():
    seen = 0
    for name, s in _games():
        for e in s.log:
            forced = e.kind == "auto"  # core's "only possible move: board board=A1" spells the move itself
            for lang in ("en", "ru"):
                line = g.translate(e.text, lang)
                assert not RAW_ID.search(line), (name, lang, line)
                assert forced or not DOUBLED.search(line), (name, lang, line)
                assert not DOUBLED_RU.search(line), (name, lang, line)
            seen += 1
    assert seen > 1000


def test_l776_a_played_card_is_named_by_its_two_districts_as_the_board_shows_it():
    for line in _lines(re.compile(r"^plays the \w+/\w+ card for its")):
        ru = g.translate(line, "ru")
        first, second = line.split("plays the ")[1].split(" card")[0].split("/")
        assert f"карту «{g.translate(first, 'ru')}/{g.translate(second, 'ru')}»" in ru, ru


def test_l872_a_road_token_is_named_by_its_road_and_the_two_roads_it_joins():
    line = _lines(re.compile(r"^lays a road token on road \d"), want=1)[0]
    road, a, b = map(int, re.findall(r"\d+", line))
    assert (a, b) == (road - 1, road + 1)  # on road 2 it joins roads 1 and 3 (l.872)
    assert g.translate(line, "ru") == f"кладёт жетон дороги на дорогу {road}, соединяя дороги {a} и {b}"
