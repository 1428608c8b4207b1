"""Phase 6, development cards (l.727-794): buy and turn, or turn two; the skull; red zones at once."""

from __future__ import annotations

from boardkit.games.archipelago import GAME as g
from boardkit.games.archipelago.catalog import BACKS, CARD, CARDS

from .test_actions import moves, play

TRACK = ["pirate", "domestic_trade", "merchant", "sawmill", "king"]


def red_internal_card(exclude=()):
    back = next(
        i for i, b in enumerate(BACKS) if b.top["red"] and b.top["kind"] == "internal" and not b.bottom["red"]
    )
    return next(c.id for c in CARDS if c.back == back and c.id not in exclude)


def developing(**kw):
    return g.position(players=3, phase="development", track=TRACK, order=["P1", "P2", "P3"], **kw)


def test_l744_buying_pays_the_price_the_arrow_shows_then_turns_another_card():
    s = developing(seats={"P1": {"money": 10}})
    price = CARD["merchant"].prices[0]
    s = play(s, "buy", slot=2)
    assert s.seats[0].money == 10 - price and CARD["merchant"].index in s.seats[0].cards
    assert s.step == "turn_one" and not moves(s, "buy")


def test_l738_turning_two_cards_must_turn_two_different_ones():
    s = developing()
    s = play(s, "turn_card", slot=0)
    assert s.step == "turn_two" and not moves(s, "turn_card", slot=0)


def test_l760_l768_the_third_turn_of_the_pirate_hits_the_skull_and_the_refill_shows_a_red_crisis():
    top = red_internal_card(exclude=("exporter",))
    regions = [{"face": "r01a", "cell": (9, 9)}]
    units = {"P1": [("inhabitant", "r01a")] * 3}
    s = developing(deck_top=["exporter", top], regions=regions, units=units)
    s = play(s, "turn_card", slot=0)  # P1: Pirate and Domestic Trade (l.760)
    s = play(s, "turn_card", slot=1)
    s = play(s, "turn_card", slot=0)  # P2 turns the Pirate (l.762)
    s = play(s, "turn_card", slot=2)
    assert s.track[0] == CARD["pirate"].index and s.turns[0] == 2
    s = play(s, "turn_card", slot=0)  # P3 too: the skull
    assert CARD["pirate"].index in s.dev_discard
    s = play(s, "turn_card", slot=2)
    assert s.track[0] == CARD["exporter"].index and s.turns[0] == 0  # l.766: refilled upright
    assert s.phase == "crisis" and s.step == "internal"  # the new top back: a red internal crisis
    assert s.resume == "development"


def test_l792_two_emptied_slots_draw_two_cards_one_at_a_time():
    s = developing(seats={"P1": {"money": 20}})
    deck = s.deck
    s = play(s, "buy", slot=2)
    s = play(s, "turn_card", slot=0)
    s = play(s, "turn_card", slot=0) if s.current_player == 1 else s
    assert s.track[2] == deck[0]


def test_l754_a_card_is_discarded_on_its_third_turn_only():
    s = developing()
    s = play(s, "turn_card", slot=4)
    s = play(s, "turn_card", slot=3)
    s = play(s, "turn_card", slot=4)
    s = play(s, "turn_card", slot=3)
    assert s.track[4] == CARD["king"].index and s.turns[4] == 2
