"""Component data a user can correct (new_game(data=...)): schema checks naming file/record/field, corrections
reaching the rules, nothing shared ever changed, and a corrected game surviving copy, JSON, determinize and save files."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import boardkit
from boardkit import gamefile
from boardkit.core import DataError, OptionError
from boardkit.core.data import Field, data_table, fixed, load_json
from boardkit.core.tables import data_frame

from .toy import TOY

PR = boardkit.games.get("puerto_rico")
FO = boardkit.games.get("founders_of_empire")
MA = boardkit.games.get("maracaibo")
GAMES = {"puerto_rico": PR, "founders_of_empire": FO, "maracaibo": MA}
# One correction per game that changes how it plays or scores.
CORRECTION = {
    "puerto_rico": {"buildings": {"hospice": {"cost": 3}}, "prices": {"coffee": {"price": 5}}},
    "founders_of_empire": {
        "squares": {
            "72": {"vp": 3},
            "73": {"vp": 2},
            "48": {"requires": ["water"]},
            "0": {"produces": ["wood", "water"]},
        }
    },
    "maracaibo": {"cards": {"2": {"cost": 5}}, "combat_tokens": {"0": {"spain": 8}}},
}


def play(game, state, moves: int, seed: int):
    rng = random.Random(seed)
    for _ in range(moves):
        if game.is_over(state):
            break
        state = game.apply(state, rng.choice(game.legal_actions(state)))
    return state


def shipped_snapshot(game) -> str:
    """Everything shared that a correction could touch: the shipped data's tables and its JSON form."""
    d = game.data()
    return json.dumps([d.tables, d.to_json(), d.override], sort_keys=True)


# --- corrections reach the rules -----------------------------------------------------------------


def builder_turn(data=None):
    s = PR.new_game(3, seed=1, data=data)
    return PR.apply(s, next(a for a in PR.legal_actions(s) if a.get("role") == "builder"))


def builds(state) -> set[str]:
    return {a["building"] for a in PR.legal_actions(state) if a.kind == "build"}


def test_l240_a_corrected_building_cost_shows_in_the_legal_builds():
    # 2 doubloons and the builder's privilege of 1 (l.240): the hospice at 4 is out of reach, at 3 not.
    assert "hospice" not in builds(builder_turn())
    assert "hospice" in builds(builder_turn({"buildings": {"hospice": {"cost": 3}}}))


def test_whole_file_partial_dict_and_path_give_the_same_correction(tmp_path):
    whole = load_json("boardkit.games.puerto_rico", "buildings.json")
    next(b for b in whole["buildings"] if b["id"] == "hospice")["cost"] = 3
    path = tmp_path / "my_buildings.json"
    path.write_text(json.dumps(whole), encoding="utf-8")
    partial = PR.data({"buildings": {"hospice": {"cost": 3}}})
    assert PR.data(whole) == partial == PR.data(str(path)) == PR.data({"buildings.json": whole})
    assert PR.data(whole).override == {"buildings": {"hospice": {"cost": 3}}}
    assert "hospice" in builds(builder_turn(path))


def test_l455_corrected_building_vp_counts_in_the_score():
    s = builder_turn({"buildings": {"small_indigo_plant": {"vp": 7}}})
    s = PR.apply(s, next(a for a in PR.legal_actions(s) if a.get("building") == "small_indigo_plant"))
    assert PR.score_rows(s)[0]["building_vp"] == 7


def test_l312_corrected_price_is_what_the_trading_house_pays():
    from boardkit.games.puerto_rico.trader import income

    s = PR.new_game(3, seed=1, data={"prices": {"coffee": {"price": 7}}})
    plain = PR.new_game(3, seed=1)
    assert income(s, 1, 4) == income(plain, 1, 4) + 3  # coffee 4 -> 7 (seat 1 is not the trader)
    assert PR.view(s)["prices"]["coffee"] == 7


def test_l143_corrected_prize_vp_is_what_a_prize_square_scores():
    all_three = {"squares": {str(i): {"vp": 3} for i in range(72, 97)}}
    s = play(FO, FO.new_game(2, seed=3, data=all_three), 10_000, seed=5)
    assert FO.is_over(s)
    for p, realm in enumerate(s.realms):
        unravaged = sum(1 for c in realm.cells.values() if c.square >= 72 and not c.ravaged)
        assert FO.score_rows(s)[p]["prize"] == 3 * unravaged


def test_copies_correction_changes_the_supply_of_a_3_player_game():
    s = PR.new_game(3, seed=0, data={"buildings": {"hacienda": {"copies": 4}}})
    from boardkit.games.puerto_rico.catalog import bid

    assert s.supply[bid("hacienda")] == 4 and PR.new_game(3, seed=0).supply[bid("hacienda")] == 2


# --- bad corrections are refused, naming file, record and field; nothing changes -----------------

BAD = [
    ("puerto_rico", {"bildings": {}}, "bildings", None, None),
    ("puerto_rico", {"buildings": {"castle": {"cost": 1}}}, "buildings.json", "castle", None),
    ("puerto_rico", {"buildings": {"hospice": {"price": 1}}}, "buildings.json", "hospice", "price"),
    (
        "puerto_rico",
        {"buildings": {"small_indigo_plant": {"cost": "x"}}},
        "buildings.json",
        "small_indigo_plant",
        "cost",
    ),
    ("puerto_rico", {"buildings": {"hacienda": {"copies": -1}}}, "buildings.json", "hacienda", "copies"),
    ("puerto_rico", {"buildings": {"hacienda": {"vp": True}}}, "buildings.json", "hacienda", "vp"),
    ("puerto_rico", {"buildings": {"hacienda": {"size": "large"}}}, "buildings.json", "hacienda", "size"),
    ("puerto_rico", {"prices": {"corn": {"price": -2}}}, "setup.json", "corn", "price"),
    ("puerto_rico", {"buildings": [{"cost": 1}]}, "buildings.json", None, None),
    ("founders_of_empire", {"squares": {"80": {"vp": 9}}}, "squares.json", "80", "vp"),
    ("founders_of_empire", {"squares": {"3": {"vp": 1}}}, "squares.json", 3, "vp"),  # l.143
    ("founders_of_empire", {"squares": {"72": {"requires": []}}}, "squares.json", 72, "requires"),  # l.92
    ("founders_of_empire", {"squares": {"72": {"requires": ["gold"]}}}, "squares.json", "72", "requires"),
    ("founders_of_empire", {"squares": {"2": {"produces": ["wood", "iron"]}}}, "squares.json", 2, "produces"),
    ("founders_of_empire", {"squares": {"50": {"produces": ["iron"]}}}, "squares.json", 50, "produces"),
    ("founders_of_empire", {"squares": {"5": {"name": "lake"}}}, "squares.json", "5", "name"),
    ("founders_of_empire", {"squares": {"500": {"vp": 1}}}, "squares.json", "500", None),
]


@pytest.mark.parametrize(("slug", "bad", "file", "record", "field"), BAD)
def test_a_bad_correction_names_file_record_and_field_and_changes_nothing(slug, bad, file, record, field):
    game = GAMES[slug]
    before, plain = shipped_snapshot(game), game.to_json(game.new_game(2, seed=4))
    with pytest.raises(DataError) as err:
        game.new_game(2, seed=4, data=bad)
    e = err.value
    assert (e.file, e.record, e.field) == (file, record, field)
    assert str(e).startswith(file)
    if record is not None:
        assert repr(record) in str(e)
    if field is not None:
        assert repr(field) in str(e)
    assert shipped_snapshot(game) == before and game.to_json(game.new_game(2, seed=4)) == plain


def test_a_table_declared_with_the_helpers_reads_data_name_json_and_names_the_bad_field():
    tiles = data_table(
        "tiles", (fixed("edges", "str", "its edges"), Field("vp", "int", "its VP", min=0)), "tiles"
    )
    assert tiles.file == "data/tiles.json" and tiles.field("edges").fixed and not tiles.field("vp").fixed
    with pytest.raises(DataError) as err:
        tiles.check([{"id": "a", "edges": "ss", "vp": -1, "source": "l.1"}])
    assert (err.value.file, err.value.record, err.value.field) == ("data/tiles.json", "a", "vp")
    backs = data_table(
        "backs", (fixed("top", "json", "its upper zone"),), "backs", "backs", "data/cards.json"
    )
    assert (backs.file, backs.section) == ("data/cards.json", "backs")


def test_the_example_message_reads_as_the_issue_asks():
    with pytest.raises(DataError) as err:
        PR.data({"buildings": {"small_indigo_plant": {"cost": "x"}}})
    assert str(err.value) == (
        "buildings.json: record 'small_indigo_plant', field 'cost': expected int from 0 to 20, got 'x'"
    )


def test_a_file_that_is_missing_or_not_json_is_refused(tmp_path):
    with pytest.raises(DataError, match="cannot be read"):
        PR.data(tmp_path / "none.json")
    broken = tmp_path / "broken.json"
    broken.write_text("{", encoding="utf-8")
    with pytest.raises(DataError, match="not JSON"):
        PR.data(broken)


def test_a_game_without_component_data_refuses_data():
    with pytest.raises(OptionError, match="data"):
        TOY.new_game(2, data={"x": {}})


# --- a corrected game survives copy, JSON, determinize and the save file --------------------------


@pytest.mark.parametrize("slug", GAMES)
def test_a_corrected_state_survives_copy_json_determinize_and_save_file(slug):
    game = GAMES[slug]
    s = play(game, game.new_game(2, seed=8, data=CORRECTION[slug]), 12, seed=2)
    corrected = game.data(CORRECTION[slug])
    assert s.data == corrected and s.data != game.data()
    assert s.copy().data is s.data
    text = game.to_json(s)
    back = game.from_json(text)
    assert back == s and game.to_json(back) == text and back.data == corrected
    assert game.determinize(s, s.current_player, random.Random(1)).data == corrected
    after = game.apply(s, game.legal_actions(s)[0])
    branch = gamefile.SavedBranch("main", [s, after], [game.legal_actions(s)[0]], 1)
    opened = gamefile.loads(gamefile.dumps(game, [branch], "main"))
    assert [st.data for st in opened.branches[0].states] == [corrected, corrected]


def test_a_state_without_data_in_its_json_is_the_shipped_game():
    s = PR.new_game(3, seed=2)
    raw = json.loads(PR.to_json(s))
    assert raw.pop("data") == {}
    assert PR.from_json(json.dumps(raw)) == s


def test_a_forged_correction_inside_a_state_is_refused_naming_the_data_field():
    raw = json.loads(PR.to_json(PR.new_game(3, seed=2)))
    raw["data"] = {"buildings": {"hospice": {"cost": -1}}}
    with pytest.raises(boardkit.core.StateError, match=r"^data.*hospice.*cost"):
        PR.from_json(json.dumps(raw))


def test_simulate_passes_data_to_every_game():
    from boardkit.core.simulate import simulate

    df = simulate(PR, "random", n=2, seed=1, progress=False, players=3, data=CORRECTION["puerto_rico"])
    assert len(df) == 2


# --- the table ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("slug", "table", "file", "section"),
    [
        ("puerto_rico", "buildings", "buildings.json", "buildings"),
        ("puerto_rico", "prices", "setup.json", "prices"),
        ("founders_of_empire", "squares", "squares.json", None),
    ],
)
def test_the_table_lists_every_record_with_its_source_and_the_assumed_ones_filter(slug, table, file, section):
    game = GAMES[slug]
    content = load_json(f"boardkit.games.{slug}", file)
    records = content if section is None else content[section]
    df = game.data_frame(table)
    assert len(df) == len(records)
    assumed = df[df.source == "assumed"]
    assert sorted(map(str, assumed.index)) == sorted(
        str(r["id"]) for r in records if r["source"] == "assumed"
    )
    assert not df.corrected.any()


def test_a_corrected_record_shows_source_user_and_corrected_in_the_table():
    s = PR.new_game(3, data={"buildings": {"hospice": {"cost": 3}}})
    df = data_frame(PR, "buildings", s)
    assert df.loc["hospice", "cost"] == 3 and df.loc["hospice", "source"] == "user"
    assert df.corrected.sum() == 1
    own = PR.data_frame("buildings", {"buildings": {"hospice": {"cost": 3, "source": "my box, card 12"}}})
    assert own.loc["hospice", "source"] == "my box, card 12"


# --- fuzz: any correction either works or is a DataError ------------------------------------------

_values = st.one_of(
    st.integers(-3, 25),
    st.text(max_size=4),
    st.booleans(),
    st.none(),
    st.lists(st.integers(-1, 5), max_size=3),
)


def _table_correction(table, records):
    """Corrections of one real table: its record ids and fields, values mostly in or near range."""
    ids = [str(r[table.key]) for r in records] + ["zzz"]
    free = [f.name for f in table.fields if not f.fixed]
    fields = [f.name for f in table.fields] + free * 4 + ["source", "bogus"]  # mostly correctable ones
    value = st.one_of(st.integers(-1, 12), st.integers(0, 4), _values)
    return st.dictionaries(
        st.sampled_from(ids), st.dictionaries(st.sampled_from(fields), value, max_size=2), max_size=3
    )


def _correction(slug: str):
    game = GAMES[slug]
    shipped = game.data().tables
    real = {
        t.name: _table_correction(t, shipped[t.name])
        for t in game.data_type.TABLES
        if any(not f.fixed for f in t.fields)
    }
    pairs = [st.tuples(st.just(n), strategy) for n, strategy in real.items()]
    names = ["nothing", "buildings.json", "squares.json", *(t.name for t in game.data_type.TABLES)]
    odd = st.tuples(st.sampled_from(names), _values)
    return st.lists(st.one_of(*pairs, odd), max_size=2).map(dict)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data(), slug=st.sampled_from(sorted(GAMES)))
def test_fuzzed_corrections_build_a_playable_game_or_raise_a_data_error(data, slug):
    game = GAMES[slug]
    before = shipped_snapshot(game)
    override = data.draw(_correction(slug))
    try:
        s = game.new_game(2, seed=1, data=override)
    except DataError as exc:
        assert str(exc)
    else:
        s = play(game, s, 20, seed=3)
        assert game.from_json(game.to_json(s)) == s
    assert shipped_snapshot(game) == before


def _in_range(slug: str):
    """Corrections that pass the schema field by field: any correctable field, any value in its range."""
    game = GAMES[slug]
    shipped = game.data().tables
    pairs = []
    for t in game.data_type.TABLES:
        free = {f.name: st.integers(f.min, f.max) for f in t.fields if not f.fixed and f.type == "int"}
        if free:
            ids = [str(r[t.key]) for r in shipped[t.name]]
            record = st.fixed_dictionaries({}, optional=free)
            pairs.append(
                st.tuples(st.just(t.name), st.dictionaries(st.sampled_from(ids), record, max_size=6))
            )
    return st.lists(st.one_of(*pairs), max_size=2).map(dict)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    data=st.data(), slug=st.sampled_from(sorted(GAMES)), players=st.integers(2, 4), seed=st.integers(0, 99)
)
def test_in_range_corrections_play_whole_games_or_break_a_rule_across_records(data, slug, players, seed):
    game = GAMES[slug]
    override = data.draw(_in_range(slug))
    try:
        s = game.new_game(players, seed=seed, data=override)
    except DataError as exc:  # only a rule across records (e.g. a large building's cost, l.806) may refuse
        # ... or Maracaibo's VP on a location that is no doorstep (l.411-413)
        assert exc.file in ("buildings.json", "squares.json", "data/route.json") and exc.field in (
            "cost",
            "vp",
        )
        return
    s = play(game, s, 400, seed=seed)
    assert game.from_json(game.to_json(s)) == s
    game.score(s)


def test_a_scenario_takes_data_as_an_option_and_names_a_bad_one():
    from boardkit import Scenario
    from boardkit.core import ScenarioError

    good = Scenario(
        name="c", game="puerto_rico", players=3, seed=1, options={"data": CORRECTION["puerto_rico"]}
    )
    assert good.state().data == PR.data(CORRECTION["puerto_rico"])
    bad = Scenario(
        name="c",
        game="puerto_rico",
        players=3,
        seed=1,
        options={"data": {"prices": {"corn": {"price": "x"}}}},
    )
    with pytest.raises(
        ScenarioError, match=r"^options\.data: setup\.json: prices record 'corn', field 'price'"
    ):
        bad.state()


@pytest.mark.parametrize("slug", GAMES)
def test_docs_describe_every_table_and_field(slug):
    from pathlib import Path

    text = (Path(__file__).parents[2] / "docs" / "data.md").read_text(encoding="utf-8")
    for table in GAMES[slug].data_type.TABLES:
        section = text.split(f"### {table.name} ({table.file}", 1)
        assert len(section) == 2, f"docs/data.md has no section for {table.name}"
        body = section[1].split("\n### ", 1)[0]
        for f in table.fields:
            assert f"`{f.name}`" in body, f"docs/data.md: {table.name} does not describe {f.name}"


@pytest.mark.parametrize("slug", GAMES)
def test_the_overview_lists_every_table_with_its_assumed_count(slug):
    game = GAMES[slug]
    overview = game.data_frame(data=CORRECTION[slug])
    assert list(overview.index) == [t.name for t in game.data_type.TABLES]
    for name in overview.index:
        table = game.data_frame(name, CORRECTION[slug])  # a corrected record is no longer assumed
        assert overview.loc[name, "assumed"] == (table.source == "assumed").sum()
        assert overview.loc[name, "corrected"] == len(CORRECTION[slug].get(name, {}))


def test_a_whole_copy_of_squares_json_is_matched_by_its_file_name(tmp_path):
    squares = load_json("boardkit.games.founders_of_empire", "squares.json")
    squares[72]["vp"] = 3
    path = tmp_path / "squares.json"
    path.write_text(json.dumps(squares), encoding="utf-8")
    assert FO.data(path) == FO.data({"squares": {"72": {"vp": 3}}}) == FO.data({"squares": squares})
    other = tmp_path / "my_cards.json"
    other.write_text(json.dumps(squares), encoding="utf-8")
    with pytest.raises(DataError, match="my_cards.json"):
        FO.data(other)
