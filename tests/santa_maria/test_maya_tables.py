"""Module D's tables (tables.maya_city, tables.maya_roads): the city's districts and roads as the data lays them."""

from __future__ import annotations

from boardkit.games.santa_maria import GAME as g
from boardkit.games.santa_maria.components import DEFAULT
from boardkit.games.santa_maria.tables import maya_city, maya_roads


def test_l869_l873_each_district_names_its_temple_reward_and_the_temple_of_gold_a_high_priest():
    rows = {r["district"]: r for r in maya_city()}
    assert list(rows) == list(DEFAULT.city.districts)
    assert rows["gold"]["temple level gives"] == "a high priest"  # l.891
    assert rows["construction"]["temple level gives"] == "2 coins"  # l.875
    assert len({r["temple level gives"] for r in rows.values()}) == 5  # five rewards, one each


def test_l883_l955_l959_cards_are_tucked_under_four_districts_and_gold_scores_by_its_gold():
    rows = {r["district"]: r for r in maya_city()}
    assert [d for d, r in rows.items() if r["cards tucked here"] == "no"] == ["gold"]
    assert rows["gold"]["scores on passing"] == "levels x gold in the temple"
    assert {r["scores on passing"] for d, r in rows.items() if d != "gold"} == {"levels x cards here"}


def test_l863_roads_1_and_6_touch_one_district_the_others_two():
    rows = maya_roads()
    assert [r["die value"] for r in rows] == [1, 2, 3, 4, 5, 6]
    beside = [r["districts beside it"].split(", ") for r in rows]
    assert [len(b) for b in beside] == [1, 2, 2, 2, 2, 1]
    city = {r["district"]: r["roads beside it"] for r in maya_city()}
    for value, districts in enumerate(beside, 1):  # the two tables agree on who lies beside whom
        assert all(str(value) in city[d].split(", ") for d in districts)


def test_l872_a_road_token_on_road_2_joins_roads_1_and_3_and_the_end_roads_have_no_fork():
    rows = {r["die value"]: r for r in maya_roads()}
    assert rows[2]["road token joins"] == "1.2-3.2"
    assert rows[1]["road token joins"] == rows[6]["road token joins"] == "-"
    assert rows[4]["printed building"].startswith("barracks")  # the l.875 die of 4 meets it first


def test_the_maya_tables_are_track_tables():
    tracks = g.tracks()
    assert len(tracks["maya_city"]) == 5 and len(tracks["maya_roads"]) == 6
