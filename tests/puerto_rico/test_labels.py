"""Action labels follow set_language: Russian templates and names from glossary.json, English unchanged."""

from __future__ import annotations

import random
import re
import string
from collections.abc import Iterator

import pytest

from boardkit.core import Action, i18n

from .helpers import G

BOTH = {"new_buildings": True, "nobles": True}
# Kinds the brief names; a seeded game with both expansions must offer each, or the test proves nothing.
EXPECTED_KINDS = {
    "role",
    "take",
    "forest",
    "quarry",
    "hacienda",
    "place",
    "leave_empty",
    "build",
    "sell",
    "load",
    "wharf",
    "use",
    "decline",
    "land_office",
    "draft",
    "guest",
}
# Seeded games with both expansions whose random drafts and moves between them offer every kind above.
SEEDED_GAMES = ((3, 1), (4, 2), (5, 7), (5, 9), (5, 3))
LATIN = re.compile("[A-Za-z]")


def label(a: Action, lang: str) -> str:
    with i18n.language(lang):
        return G.describe(a)


def walk(players: int, seed: int, options: dict) -> Iterator[tuple[Action, ...]]:
    """The legal actions of every state along one seeded random game."""
    s = G.new_game(players, seed=seed, **options)
    rnd = random.Random(seed)
    while not G.is_over(s):
        acts = G.legal_actions(s)
        yield acts
        s = G.apply(s, rnd.choice(acts))


def variant(a: Action) -> tuple:
    """One action per kind and per label template (Black market returns, venue, deal, benefit, piece...)."""
    keys = tuple(sorted(k for k, _ in a.args))
    shape = tuple(a.get(k) for k in ("source", "side", "piece", "venue", "deal", "benefit", "count"))
    return (a.kind, keys, shape, bool(a.get("black_market")))


def one_of_each_variant() -> dict[tuple, Action]:
    seen: dict[tuple, Action] = {}
    for players, seed in SEEDED_GAMES:
        for acts in walk(players, seed, BOTH):
            for a in acts:
                seen.setdefault(variant(a), a)
    return seen


VARIANTS = one_of_each_variant()


def test_seeded_games_reach_every_kind_the_labels_cover():
    kinds = {key[0] for key in VARIANTS}
    assert kinds >= EXPECTED_KINDS, sorted(EXPECTED_KINDS - kinds)


@pytest.mark.parametrize("a", list(VARIANTS.values()), ids=str)
def test_russian_label_differs_and_has_no_english_words(a: Action):
    en, ru = label(a, "en"), label(a, "ru")
    assert ru != en
    assert not LATIN.search(ru), ru  # no English template word and no raw id survives


def test_english_labels_stay_as_they_were():
    assert label(Action("role", 0, role="builder"), "en") == "take the Builder"
    assert label(Action("take", 0, tile="corn"), "en") == "take a corn plantation"
    assert label(Action("load", 1, good="sugar", ship=0), "en") == "ship sugar on ship 1"
    assert label(Action("sell", 0, good="coffee", venue="trading_post"), "en") == (
        "sell coffee at the Trading post"
    )
    built = Action("build", 0, building="harbor", black_market=("colonist:church", "good:corn"))
    assert label(built, "en") == "build Harbor (Black market: colonist from Church, good:corn)"
    assert label(Action("land_office", 0, deal="buy_forest"), "en") == (
        "Land office: buy a plantation as a forest"
    )
    assert label(Action("guest", 0, target="library"), "en") == "Guest house: move a guest to Library"


def test_russian_labels_use_the_rulebook_terms():
    assert label(Action("role", 0, role="builder"), "ru") == "взять роль: Строитель"
    assert label(Action("quarry", 0), "ru") == "взять каменоломню"  # l.211
    assert label(Action("place", 0, piece="noble", target="villa"), "ru") == "поставить дворянина: Вилла"
    built = Action("build", 0, building="harbor", black_market=("colonist:san_juan", "good:indigo"))
    assert label(built, "ru") == (
        "построить: Гавань (Чёрный рынок: вернуть в запас колониста (роза ветров), товар (индиго))"  # l.855
    )
    assert label(Action("sell", 0, good="coffee", venue="trading_post"), "ru") == (
        "Биржа: продать товар (кофе)"
    )


def test_templates_have_the_same_placeholders_in_both_languages():
    fmt = string.Formatter()
    templates = {k: v for k, v in G.glossary.terms.items() if k.startswith("label.")}
    assert templates
    for key, names in templates.items():
        en = {f for _, f, _, _ in fmt.parse(names["en"]) if f}
        ru = {f for _, f, _, _ in fmt.parse(names["ru"]) if f}
        assert en == ru, key


@pytest.mark.parametrize(
    ("players", "seed", "options"),
    [(2, 3, {}), (4, 4, {"new_buildings": True}), (3, 5, {"nobles": True}), (5, 6, BOTH)],
)
def test_every_legal_action_is_described_in_both_languages(players, seed, options):
    for acts in walk(players, seed, options):
        for a in acts:
            en, ru = label(a, "en"), label(a, "ru")
            assert en and ru and not LATIN.search(ru), (a, ru)
