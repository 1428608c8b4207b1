"""City actions (l.231-249): deliver a good, then the city's combat or expedition."""

from __future__ import annotations

from boardkit.games.maracaibo.components import UP

from .helpers import G, moves, play, seat


def _at_puerto_plata(**seat_desc):
    return G.position(players=2, phase="main", steps=3, seats={"P1": {"ship": "Puerto Plata", **seat_desc}})


def test_l237_deliver_a_matching_card_and_any_disc_to_the_market():
    s = _at_puerto_plata(hand=["Rum distillery", "Navigator"])  # tobacco, books
    offered = moves(s, "deliver")
    assert {a["card"] for a in offered} == {seat(s).hand[0]}
    s = play(s, "deliver", card=seat(s).hand[0], space="coins")
    assert seat(s).discs[UP["coins"]] == 1 and dict(s.markets)["3"] == (0,)
    assert len(seat(s).hand) == 1 and s.discard[-1] not in seat(s).hand


def test_l241_only_one_good_a_turn_then_only_the_city_action():
    s = _at_puerto_plata(hand=["Rum distillery", "Rum distillery"])
    s = play(s, "deliver", card=seat(s).hand[0], space="hand")
    assert not moves(s, "deliver") and moves(s, "expedition")


def test_l243_a_full_market_takes_no_delivery():
    s = _at_puerto_plata(hand=["Rum distillery"])
    s.markets = (("3", (1, 1)),)
    assert not moves(s, "deliver")


def test_l247_the_city_action_without_delivering():
    s = _at_puerto_plata(hand=["Navigator"])
    assert [a["to"] for a in moves(s, "expedition")] == [1, 2]  # 2 steps at Puerto Plata (designed)


def test_l551_emptying_a_space_completes_its_upgrade_and_pays_its_bonus():
    s = _at_puerto_plata(hand=["Rum distillery"], discs={"coins": 1}, doubloons=3)
    s = play(s, "deliver", card=seat(s).hand[0], space="coins")
    assert seat(s).doubloons == 3 + 5  # l.566


def test_l571_a_locked_space_gives_no_disc_even_for_a_delivery():
    s = _at_puerto_plata(hand=["Rum distillery"])
    spaces = {a["space"] for a in moves(s, "deliver")}
    assert (
        "vp6" not in spaces and "goods_vp" not in spaces and "marker" not in spaces and "vp10" not in spaces
    )
    assert "vp3" in spaces


def test_l440_delivered_discs_leave_the_game_at_the_interim_scoring():
    s = _at_puerto_plata(hand=["Rum distillery"])
    s = play(s, "deliver", card=seat(s).hand[0], space="hand")
    s = s.copy()  # a test's shortcut: the ship moves on to 20 between turns
    s.seats = (s.seats[0].but(ship="20"), *s.seats[1:])
    s = play(s, "finish")
    while s.phase == "draw":
        s = play(s, "draw")
    s = play(s, "sail", route=("1",))  # P2
    s = play(s, "finish")
    while s.phase == "draw":
        s = play(s, "draw")
    assert s.current_player == 0 and seat(s).ship == "21a"  # the only way on: played by core (autoplay)
    s = play(s, "finish")
    while s.phase != "sail":
        s = play(s, "take_vp" if s.phase == "score_buy" else "draw")
    assert s.markets == () and sum(seat(s).discs) == 23


def test_l75_four_city_tiles_of_this_player_count_two_of_them_marked():
    from boardkit.games.maracaibo.components import CITY_TILES, TILE_SLOTS

    for players in (2, 3, 4):
        s = G.new_game(players, 5)
        placed = {loc: CITY_TILES[t] for loc, t in s.city_tiles if loc in TILE_SLOTS}
        assert set(placed) == set(TILE_SLOTS) and all(t["players"] == players for t in placed.values())
        assert sum(t["marked"] for t in placed.values()) == 2
        assert ("9" in dict(s.city_tiles)) == (players == 2)  # the Maracaibo tile (l.71-73)


def test_l71_the_maracaibo_tile_closes_its_market_with_two_players_and_solo():
    hand = ["Smuggler's cove", "Recruiter"]  # coffee, the good Maracaibo takes (designed)
    for players in (1, 2, 3):
        s = G.position(
            players=players, phase="main", steps=2, seats={"P1": {"ship": "Maracaibo", "hand": hand}}
        )
        assert bool(moves(s, "deliver")) == (players == 3)


def test_l75_a_city_tile_adds_its_bonus_to_the_city_action():
    from boardkit.games.maracaibo.components import CITY_TILES

    s = _at_puerto_plata(doubloons=0, vp=0, combat=1)
    bonus = CITY_TILES[dict(s.city_tiles)["3"]]["bonus"]
    s = play(s, "expedition", to=1)
    if bonus[0] == "doubloons":
        assert seat(s).doubloons == 2 + 2  # the tile's 2 and space 1's 2
    elif bonus[0] == "vp":
        assert seat(s).vp == 1
    elif bonus[0] == "combat":
        assert seat(s).combat == 2
    else:
        assert s.phase == "choose"
