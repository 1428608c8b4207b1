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
