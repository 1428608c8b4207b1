"""Setup (l.35-45), the square data (l.17-31), the teaching tables and the board view."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from boardkit.core import Action, IllegalAction
from boardkit.core.data import load_json
from boardkit.games import get
from boardkit.games.founders_of_empire import GAME as g
from boardkit.games.founders_of_empire.invariants import square_places, token_counts
from boardkit.games.founders_of_empire.squares import CRAFTSMEN, SQUARES


@pytest.mark.parametrize("n,shown,draft", [(2, 8, 5), (3, 12, 7), (4, 12, 9)])
def test_l37_l39_l41_setup_counts(n, shown, draft):
    s = g.new_game(n, seed=3)
    assert len(s.prizes) == shown and len(s.unused_prizes) == 25 - shown
    assert len(s.draft) == draft and s.phase == "draft"
    assert s.current_player == s.first_player
    assert s.draft_order == tuple(
        [(s.first_player + i) % n for i in range(n)] + [(s.first_player - i - 1) % n for i in range(n)]
    )
    while s.phase == "draft":
        s = g.apply(s, g.legal_actions(s)[0])
    assert all(len(p) == 2 for p in s.picks) and len(s.draft) == 1
    while s.phase == "place_start":
        s = g.apply(s, g.legal_actions(s)[-1])
    assert s.phase == "reveal" and s.current_player == s.first_player
    assert [len(s.rows[k]) for k in ("nature", "village", "city")] == [3, 2, 1]
    assert [len(s.stacks[k]) for k in ("nature", "village", "city")] == [24 - draft - 2, 22, 23]
    assert all(len(r.cells) == 2 for r in s.realms)
    assert len(square_places(s)) == 97 and set(square_places(s).values()) == {1}


def test_l39_first_player_is_random():
    assert {g.new_game(4, seed=k).first_player for k in range(40)} == {0, 1, 2, 3}


def test_l39_snake_draft_second_pick_by_the_last_player():
    s = g.new_game(3, seed=1)
    f = s.first_player
    seats = []
    while s.phase == "draft":
        seats.append(s.current_player)
        s = g.apply(s, g.legal_actions(s)[0])
    assert seats == [f, (f + 1) % 3, (f + 2) % 3, (f + 2) % 3, (f + 1) % 3, f]


def test_l39_drafted_squares_are_face_up_for_every_player_until_laid():
    s = g.new_game(players=3, seed=4)
    first = g.legal_actions(s)[0]
    s = g.apply(s, first)
    for viewer in (None, 0, 1, 2):
        realm = g.view(s, viewer)["realms"][first.player]
        assert [sq["id"] for sq in realm["picks"]] == [first["square"]]
    while s.phase == "draft":
        s = g.apply(s, g.legal_actions(s)[0])
    while s.phase == "place_start":
        s = g.apply(s, g.legal_actions(s)[0])
    assert all(r["picks"] == [] and len(r["squares"]) == 2 for r in g.view(s, None)["realms"])


def test_l39_starting_pair_shares_a_side_in_row_or_column():
    s = g.new_game(2, seed=2)
    while s.phase == "draft":
        s = g.apply(s, g.legal_actions(s)[0])
    p = s.current_player
    a, b = s.picks[p]
    t = g.apply(s, Action("place_start", p, layout="column", front=b))
    assert t.realms[p].cells[(0, 0)].square == b and t.realms[p].cells[(0, 1)].square == a
    t = g.apply(s, Action("place_start", p, layout="row", front=a))
    assert t.realms[p].cells[(1, 0)].square == b
    with pytest.raises(IllegalAction, match=r"l\.39"):
        g.apply(s, Action("place_start", p, layout="diagonal", front=a))


def test_l39_draft_pick_must_be_on_the_table():
    s = g.new_game(2, seed=2)
    with pytest.raises(IllegalAction, match=r"l\.39"):
        g.apply(s, Action("draft", s.current_player, square=96))


def test_wrong_player_is_refused():
    s = g.new_game(2, seed=2)
    other = 1 - s.current_player
    with pytest.raises(IllegalAction, match="turn order"):
        g.apply(s, Action("draft", other, square=s.draft[0]))


def test_deck_matches_every_count_in_the_rulebook():
    decks = Counter(x.deck for x in SQUARES)
    assert decks == {"nature": 24, "village": 24, "city": 24, "prize": 25}  # l.19-24
    horses = [x for x in SQUARES if x.deck == "village" and x.produces == ("horses",)]
    assert len(horses) == 3  # l.139
    assert len(CRAFTSMEN) == 6 and set(CRAFTSMEN) == {
        x.produces[0] for x in SQUARES if x.deck == "village"
    }  # l.216
    assert Counter(x.produces[0] for x in SQUARES if x.deck == "city") == {
        "war": 6,
        "coin": 6,
        "cart": 6,
        "craftsman": 6,
    }
    assert all(not x.requires and len(set(x.produces)) == 2 for x in SQUARES if x.deck == "nature")  # l.94
    assert all(1 <= x.vp <= 3 and not x.produces for x in SQUARES if x.deck == "prize")  # l.98, l.150
    named = {x.name: x.source for x in SQUARES}
    for name, line in [
        ("forest", "l.106"),
        ("cliff", "l.106"),
        ("waterfall", "l.180"),
        ("mine", "l.106"),
        ("market", "l.154"),
        ("military_camp", "l.180"),
        ("winery", "l.199"),
        ("workshop", "l.199"),
        ("stables", "l.139"),
    ]:
        assert named[name] == line
    mine = next(x for x in SQUARES if x.name == "mine")
    assert mine.requires == ("wood", "stone") and mine.produces == ("iron",)  # l.106, l.199
    market = next(x for x in SQUARES if x.name == "market")
    assert set(market.requires) == {"iron", "plants"} and market.produces == ("coin",)  # l.154, l.199
    assert all(x.reason for x in SQUARES if x.source == "assumed")


def test_every_requirement_can_be_produced():
    made = {r for x in SQUARES for r in x.produces}
    assert {r for x in SQUARES for r in x.requires} <= made


def test_glossary_has_every_id_in_both_languages():
    terms = load_json("boardkit.games.founders_of_empire", "glossary.json")
    used = {w for x in SQUARES for w in (x.deck, x.name, *x.requires, *x.produces)}
    used |= {p.id for p in g.phases()}
    used |= {
        "draft",
        "place_start",
        "reveal",
        "play_war",
        "play_coin",
        "play_cart",
        "play_craftsman",
        "skip_token",
        "annex",
        "fallback",
        "place_fallback",
        "pass_annex",
        "end_by_agreement",
        "over",
    }
    used |= set(g.score_rows(g.new_game(2, 0))[0])
    for table in g.track_rows().values():
        used |= set(table[0])
    assert used <= set(terms), sorted(used - set(terms))
    assert all(v["en"] and v["ru"] for v in terms.values())


def test_registered():
    assert get("founders_of_empire") is g


def test_phase_list_and_tables():
    ids = [p.id for p in g.phases()]
    assert ids == [
        "draft",
        "place_start",
        "reveal",
        "token",
        "annex",
        "fallback",
        "replacement",
        "end",
        "scoring",
    ]
    assert all(p.rule.startswith("l.") and p.summary for p in g.phases())
    tables = g.track_rows()
    assert len(tables["squares"]) == 97 and len(tables["tokens"]) == 4 and len(tables["setup"]) == 3
    assert [r["prize_squares_shown"] for r in tables["setup"]] == [8, 12, 12]
    assert [r["nature_stack"] for r in tables["setup"]] == [17, 15, 13]
    assert {r["category"] for r in tables["scoring"]} == {"prize", "craftsmen", "tokens", "replaced", "total"}
    frames = g.tracks()
    assert set(frames) == {"squares", "tokens", "setup", "scoring"}


def test_view_follows_the_contract():
    s = g.new_game(3, seed=4)
    while s.phase in ("draft", "place_start"):
        s = g.apply(s, g.legal_actions(s)[0])
    v = g.view(s)
    json.dumps(v)
    assert set(v) == {
        "game",
        "players",
        "first_player",
        "current_player",
        "phase",
        "round",
        "turn",
        "stacks",
        "rows",
        "prizes",
        "draft",
        "drawn",
        "box",
        "supply",
        "turn_state",
        "realms",
        "over",
        "winners",
        "viewer",
    }
    assert v["stacks"] == {"nature": 15, "village": 22, "city": 23}
    assert v["supply"] == {"war": 6, "coin": 6, "cart": 6, "craftsman": 6}
    assert set(v["turn_state"]) == {"revealed", "token_played", "coin"}
    sq = v["rows"]["village"][0]
    assert set(sq) == {"id", "deck", "name", "requires", "produces", "vp", "source"}
    realm = v["realms"][0]
    assert set(realm) == {"player", "squares", "carts", "face_down", "hand", "score", "picks"}
    assert set(realm["squares"][0]) == {
        "cell",
        "square",
        "ravaged",
        "coins",
        "craftsman",
        "producing",
        "unprotected",
    }
    assert set(realm["hand"]) == {"war", "coin", "cart", "craftsman"}
    assert {**g.view(s, 1), "viewer": None} == v  # hands are open (l.154)
    assert "stack" not in json.dumps(v["stacks"])  # only counts


def test_describe_uses_the_glossary():
    mine = next(x.id for x in SQUARES if x.name == "mine")
    assert (
        g.describe(Action("annex", 0, square=mine, cell=(1, 2), replace=False))
        == "annex a square: Mine at (1, 2)"
    )
    assert "Ravage" not in g.describe(Action("play_war", 0, target=1, cell=(0, 0)))


def test_log_says_who_did_what_with_a_rule():
    s = g.new_game(2, seed=9)
    while s.phase in ("draft", "place_start", "reveal"):
        s = g.apply(s, g.legal_actions(s)[0])
    for e in s.log:
        assert e.rule.startswith("l.") and e.text
    reveals = [e for e in s.log if e.kind == "reveal"]
    assert reveals and all(
        e.player is not None and str(e).startswith(f"P{e.player + 1}: reveals") for e in reveals
    )


def test_l26_l43_tokens_start_in_the_supply():
    s = g.new_game(4, seed=1)
    assert token_counts(s) == {"war": 6, "coin": 6, "cart": 6, "craftsman": 6}
    assert sorted(s.craftsman_pile) == sorted(CRAFTSMEN)


def test_describe_every_kind_of_action_reads_as_words():
    import random

    from boardkit.games.founders_of_empire.view import label

    seen = set()
    for seed in range(6):
        rnd = random.Random(seed)
        s = g.new_game(2 + seed % 3, seed)
        while not g.is_over(s):
            for a in g.legal_actions(s):
                if a.kind not in seen:
                    seen.add(a.kind)
                    text = label(a)  # raises if an argument is not understood
                    assert text and "=" not in text
            s = g.apply(s, rnd.choice(g.legal_actions(s)))
    assert {"draft", "place_start", "reveal", "annex", "play_coin", "skip_token"} <= seen
