"""The words of the new moves (character cards l.1384-1478, eviction l.715, leave to harvest l.709): every
label and log line has its Russian, and a count's noun agrees with its number in English as in Russian."""

from __future__ import annotations

import pytest

from boardkit.core import Action
from boardkit.games.archipelago import GAME as g
from boardkit.games.archipelago.view import label

from .test_actions import play
from .test_negotiation import _under_p2s_city

NEW_MOVES = [
    Action("sink", 0, unit=4),
    Action("give", 1, resource="fish"),
    Action("rob", 0, seat=2),
    Action("fists", 2, left="wood", right=""),
    Action("take_hand", 0, hand="left"),
    Action("spy_on", 0, seat=1),
    Action("occupy", 0, region=3),
    Action("choose_hex", 0, face="r05a"),
    Action("ask_leave", 0, seat=1, florins=2),
    Action("answer", 1, grant=True),
    Action("answer", 1, grant=False),
    Action("evict", 0, unit=7),
]


def _latin(text: str) -> bool:
    return any("a" <= ch.lower() <= "z" for ch in text)


@pytest.mark.parametrize("action", NEW_MOVES, ids=lambda a: a.kind)
def test_each_new_moves_label_and_name_are_russian(action):
    assert not _latin(g.translate(label(action), "ru")), label(action)
    assert not _latin(g.glossary(action.kind, "ru"))


@pytest.mark.parametrize(
    ("n", "en", "ru"), [(1, "bid 1 florin", "1 флорин"), (2, "bid 2 florins", "2 флорина")]
)
def test_l258_a_bids_label_agrees_with_its_number_in_both_languages(n, en, ru):
    a = Action("bid", 0, amount=n)
    assert label(a) == en
    assert g.translate(label(a), "ru") == f"ставка: {ru}"


def test_l709_asking_and_granting_leave_read_in_russian_with_the_seat_and_florins():
    s = play(_under_p2s_city(), "ask_leave", seat=1, florins=1)
    s = play(s, "answer", grant=True)
    asked, granted = (e.text for e in s.log[-2:])
    assert asked.endswith("offering 1 florin(s)") and granted.endswith("for 1 florin(s)")
    assert g.translate(asked, "ru").endswith(
        "И2 разрешения добывать ресурсы под городом и предлагает 1 флорин"
    )
    assert g.translate(granted, "ru") == "разрешает игроку И1 добывать ресурсы за 1 флорин"


def test_l507_log_lines_name_a_laid_region_by_its_board_number_and_a_hex_in_hand_by_its_icons():
    # the board numbers regions (the number drawn on each hex), so "r23a" in a line could not be found on it
    import random
    import re

    face_id = re.compile(r"\br\d{2}[ab]\b")
    seen = set()
    for seed in range(12):
        rng, s = random.Random(seed), g.new_game(2 + seed % 4, seed)
        while not g.is_over(s):
            s = g.apply(s, rng.choice(g.legal_actions(s)))
        for e in s.log:
            if e.action is not None:  # a move core played: the board shows its label, not this text
                continue
            for lang in ("en", "ru"):
                shown = g.translate(e.text, lang)
                assert not face_id.search(shown), shown
            for n in re.findall(r"region (\d+)", e.text):
                assert int(n) < len(s.regions), e.text
            seen.add(re.sub(r"\d+|:.*", "", e.text))
    assert {"discovers region ", "explores"} <= seen, seen


def test_l539_l559_l581_reproduction_recruitment_and_migration_read_as_the_rulebook_names_them():
    """The rulebook's Russian names these wheel actions «Репродукция» (l.539), «Вербовка» (l.559,
    «завербовать», l.561) and «Миграция» (l.581): the wheel, the move and the log line all say so."""
    assert g.glossary("recruitment", "ru").lower().startswith("вербовк")
    assert g.glossary("migration", "ru").lower().startswith("миграц")
    assert g.translate("recruits a worker for 3 florin(s)", "ru") == "вербует рабочего за 3 флорина"
    assert g.translate("migrates", "ru") == "проводит миграцию"
    assert g.glossary("reproduce", "ru") == g.glossary("reproduction", "ru") == "репродукция"
    assert g.translate("reproduces: 2 new inhabitant(s)", "ru") == "репродукция: 2 новых жителя"
    assert g.translate("recruit a worker in region 4", "ru") == "завербовать рабочего в регионе 4"
