"""The heuristic bot's care for the colony (l.218, l.378, l.388, l.906): the peril it weighs reads the
public table and its own screen only, and shrinks with what keeps the rebellion behind the population."""

from __future__ import annotations

from boardkit.core.bots import HeuristicBot
from boardkit.games.archipelago import GAME as g
from boardkit.games.archipelago import flow
from boardkit.games.archipelago.heuristic import colony_peril, coming_rebellion

from .test_scoring import scoring_example


def plain(rebellion: int = 0):
    """The scoring example's ten inhabitants on open ground, no building anywhere (no church to help)."""
    s = scoring_example().copy()
    s.regions = tuple(r.but(buildings=()) for r in s.regions)
    s.units = tuple(u.but(spot="") for u in s.units)
    s.rebellion = rebellion
    return s


def test_l218_the_peril_grows_as_the_rebellion_closes_on_the_population():
    calm, near = plain(0), plain(7)  # ten inhabitants
    assert colony_peril(near, 0) > colony_peril(calm, 0) > 0


def test_l471_near_independence_the_heuristic_bot_does_not_collect_taxes():
    s = plain(8)  # ten inhabitants
    assert any(a.kind == "taxes" for a in g.legal_actions(s))  # taxes cost a point of rebellion (l.471)
    for seed in range(5):
        assert HeuristicBot(seed).choose(g, s).kind != "taxes"


def test_l378_inhabitants_still_lying_in_an_internal_crisis_count_as_coming_strikers():
    s = plain()
    s.seats = (s.seats[0].but(cubes=(0, 0, 0, 1, 0, 0)), *s.seats[1:])  # one stone behind P1's screen
    s.resume = "actions"
    flow.start_crisis(s, {"kind": "internal", "resource": "stone", "per": 1, "red": False})
    lying = sum(1 for u in s.units if u.lying and u.region >= 0)
    assert (
        lying > 0 and coming_rebellion(s, 0) >= s.rebellion + lying - 3
    )  # at most 3 off: boards and churches
    supplied = g.apply(s, next(a for a in g.legal_actions(s) if a.kind == "supply"))
    assert coming_rebellion(supplied, 0) < coming_rebellion(s, 0)  # one cube stands one inhabitant up


def test_l908_the_separatists_holder_wants_the_war():
    s = scoring_example()  # Yellow (P4) holds the Separatist
    assert colony_peril(s, 3) < 0 < colony_peril(s, 0)


def test_the_peril_never_reads_another_seats_screen():
    s = plain(4)
    rich = s.copy()
    rich.seats = (s.seats[0], s.seats[1].but(money=30, cubes=(5,) * 6, tokens=4), *s.seats[2:])
    assert colony_peril(s, 0) == colony_peril(rich, 0)
    assert colony_peril(s, 1) != colony_peril(
        rich, 1
    )  # its own screen it may read: cubes for the next crisis
