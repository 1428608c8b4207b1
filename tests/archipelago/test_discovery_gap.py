"""A40 (l.123, l.125): when no hex left anywhere can be joined to the open sea with its borders matched, the
discovery does not draw for ever: the player lays a hex touching the open sea, borders unmatched."""

from __future__ import annotations

import random

from boardkit.games.archipelago import GAME as g
from boardkit.games.archipelago.phase_discovery import placements


def test_a40_l125_a_five_player_discovery_with_no_fitting_hex_left_goes_on():
    # Seed 1015 with five players: the fifth discoverer finds no fitting hex anywhere (it once hung here).
    s, chooser, unmatched = g.new_game(5, 1015), random.Random(1015), 0
    for _ in range(5000):
        if s.over:
            break
        if s.phase == "discovery" and s.step == "place" and s.current_player >= 0:
            offered = placements(s, s.current_player)
            unmatched += bool(offered) and all(a.kind != "new_hexes" for a in g.legal_actions(s))
        g.check_state(s)
        s = g.apply(s, chooser.choice(g.legal_actions(s)))
    assert s.over, "the game reached its end"
    assert unmatched, "a placement was offered at every discovery turn"


def test_a40_l143_another_players_hand_is_out_of_reach(monkeypatch):
    """Only the hexes the player can still draw decide A40: a centre fit in another's hand, which comes back
    only when the discovery ends (l.143), must not leave the player drawing for ever (CI once hung there)."""
    from boardkit.games.archipelago import phase_discovery as discovery

    s = g.new_game(3, seed=4)
    p = s.current_player
    assert s.phase == "discovery" and s.step == "place"
    other = next(q for q in range(3) if q != p and s.hands[q])
    theirs = set(discovery._faces(s.hands[other]))
    assert not theirs & set(discovery._faces([*s.hands[p], *s.hex_stack, *s.hex_discard]))

    def fits(state, faces, cell_ok):  # only the other player's hexes would fit beside the centre
        if cell_ok is discovery._touches_centre:
            return [(f, (9, 9), 0, []) for f in faces if f in theirs]
        return [(f, (8, 8), 0, []) for f in faces]

    monkeypatch.setattr(discovery, "board_placements", fits)
    offered = discovery.placements(s, p)
    assert offered and {c for _, c, _ in offered} == {(8, 8)}, "the player joins a hex to any region"
