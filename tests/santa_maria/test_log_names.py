"""Log lines name buildings as the board and rulebook do, in English and Russian, not by their data ids:
the Maya's reserve tokens by their material (l.742), an improvement specialist by the building on its wagon
(l.670)."""

from __future__ import annotations

import json
import random
import re

from boardkit.core import Action
from boardkit.games.santa_maria import GAME as g
from boardkit.games.santa_maria.components import DEFAULT
from boardkit.games.santa_maria.maya_view import card_words, maya_label

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
                assert forced or not SITE_ID.search(line), (name, lang, line)  # a site by its road, l.841
                assert forced or not DOUBLED.search(line), (name, lang, line)
                assert not DOUBLED_RU.search(line), (name, lang, line)
            seen += 1
    assert seen > 1000


def test_l776_a_played_card_is_named_by_its_two_districts_as_the_board_shows_it():
    for line in _lines(re.compile(r"^plays the \w+/\w+ card for its")):
        ru = g.translate(line, "ru")
        first, second = line.split("plays the ")[1].split(" card")[0].split("/")
        # spaced: a narrow log line wraps at the slash, not inside a word
        assert f"карту «{g.translate(first, 'ru')} / {g.translate(second, 'ru')}»" in ru, ru


def test_l872_a_road_token_is_named_by_its_road_and_the_two_roads_it_joins():
    line = _lines(re.compile(r"^lays a road token on road \d"), want=1)[0]
    road, a, b = map(int, re.findall(r"\d+", line))
    assert (a, b) == (road - 1, road + 1)  # on road 2 it joins roads 1 and 3 (l.872)
    assert g.translate(line, "ru") == f"кладёт жетон дороги на дорогу {road}, соединяя дороги {a} и {b}"


# --- move buttons and shown names, as a teacher reads them (issue 7) -------------------------------------

LABELLED = ("play_card", "tech", "set_aside", "fork", "walk", "priest", "construct")
SITE_ID = re.compile(r"\b\d\.\d\b")  # a city site's data id such as 2.2


def _maya_labels() -> dict[str, list[str]]:
    """Each Maya move's button words, by kind, from seeded random 3-player games with the Maya city."""
    found: dict[str, list[str]] = {}
    for seed in range(8):
        rng = random.Random(seed)
        s = g.new_game(3, seed=seed, **ALL)
        while not g.is_over(s):
            acts = g.legal_actions(s)
            for a in acts:
                if a.kind in LABELLED:
                    found.setdefault(a.kind, []).append(maya_label(a))
            s = g.apply(s, rng.choice(acts))
    assert set(found) == set(LABELLED), set(LABELLED) - set(found)
    return found


def test_l776_l841_l872_maya_move_buttons_name_no_card_fork_or_site_by_its_id_in_either_language():
    for kind, labels in _maya_labels().items():
        for text in set(labels):
            for lang in ("en", "ru"):
                line = g.translate(text, lang)
                assert not RAW_ID.search(line) and not SITE_ID.search(line), (kind, lang, line)
                assert not re.search(r"\b(the|a|card|use|play|set)\b", line) or lang == "en", (kind, line)


def test_l776_a_cards_button_names_its_two_districts_and_tells_apart_cards_printed_differently():
    printed = {
        c: {k: v for k, v in r.items() if k not in ("id", "source", "reason")}
        for c, r in DEFAULT.cards.items()
    }
    for c, rec in printed.items():
        first, second = rec["districts"]
        assert card_words(c).startswith(f"the {first}/{second} card ("), card_words(c)
        ru = g.translate(f"play {card_words(c)} for {first}", "ru")
        assert f"карту «{g.translate(first, 'ru')} / {g.translate(second, 'ru')}»" in ru, ru
    for a in printed:
        for b in printed:
            if card_words(a) == card_words(b):
                assert printed[a] == printed[b], (a, b, card_words(a))  # only cards printed alike read alike


def test_l841_a_dies_target_is_named_by_its_road_and_place_along_it_as_the_board_draws_it():
    site = next(r for r in DEFAULT.tables["maya_sites"] if r["road"] == 4 and r["step"] == 2)
    walk = maya_label(Action("walk", 0, site=site["id"]))
    assert walk == "die on to site 2 of road 4"
    assert g.translate(walk, "ru") == "кубик на место 2 дороги 4"


def test_l872_a_road_token_button_names_the_roads_as_its_log_line_does():
    for label in set(_maya_labels()["fork"]):
        road, a, b = map(int, re.findall(r"\d+", label))
        assert (a, b) == (road - 1, road + 1)
        assert g.translate(label, "ru") == f"жетон дороги на дорогу {road}, соединяя дороги {a} и {b}"


def test_l216_l1003_english_log_lines_and_buttons_name_scholars_by_their_names_not_ids():
    for scholar in ("law", "meditation", "geography", "mathematics"):
        name = g.glossary(scholar, "en")
        assert name[0].isupper(), name
        assert g.translate(f"uses the scholar {scholar}", "en") == f"uses the scholar {name}"
        assert g.translate(f"places a monk on {scholar}", "en") == f"places a monk on {name}"
        assert g.translate(f"monk on {scholar}", "en") == f"monk on {name}"
        assert (
            g.translate(f"uses the scholar {scholar}", "ru")
            == f"пользуется учёным «{g.glossary(scholar, 'ru')}»"
        )


def test_l194_the_religion_summary_says_theologys_holder_may_pay_a_coin_in_both_languages():
    summary = next(p.summary for p in g.phases() if p.id == "religion")
    assert "1 grain" in summary and "Theology" in summary and "1 coin" in summary, summary
    ru = g.translate(summary, "ru")
    assert "1 зерно" in ru and "«Богословия»" in ru and "1 монету" in ru, ru


def test_bishops_are_written_alike_and_scholar_has_its_yo_in_russian():
    bishops = [k for k in g.glossary.terms if g.glossary(k, "en").lower().startswith("bishop")]
    assert len(bishops) >= 9
    for k in bishops:
        assert g.glossary(k, "en").startswith("bishop"), g.glossary(k, "en")
        assert g.glossary(k, "ru").startswith("епископ"), g.glossary(k, "ru")
    words = json.dumps([g.messages.table, g.glossary.terms], ensure_ascii=False)
    assert not re.search(r"\b[Уу]чен(ый|ого|ому|ым|ом|ые|ых|ыми)\b", words)
    assert "учёный" in g.glossary("scholar", "ru")


def test_the_russian_phase_list_capitalises_each_title_as_the_english_one_does():
    from boardkit.widgets import GameView

    w = GameView(g, g.new_game(3, seed=1, **ALL))
    w.lang = "ru"
    titles = [p["title"] for p in w._traits_for(w.state)["phases"]]
    assert "Медитация" in titles
    assert all(next(c for c in t if c.isalpha()).isupper() for t in titles), titles  # «Стрельба...» too
