"""Real Archipelago positions for the board checks: (view, legal actions, glossary) as the shell sends them.

Positions come from seeded random play: one per phase of interest, one for every action kind the engine
offers (so every kind of click is drawn at least once), a seat's own view (others' screens and objectives
hidden), a bid made and not yet shown, the whole table, Russian, five players and a finished game.
"""

from __future__ import annotations

from typing import Any

import boardkit
from tests.boards.harness import first_of_each_kind, first_state, game_end, payload

GAME = boardkit.games.get("archipelago")
CONFIGS = ((4, {}), (2, {"choose_trend": True, "more_spice": True}), (5, {"desert_start": True}), (3, {}))


def by_action_kind(seeds: range = range(3)) -> dict[str, Any]:
    """The first position offering each action kind."""
    return first_of_each_kind(GAME, CONFIGS, seeds)


def reach(players: int, seed: int, phase: str, min_turn: int = 0, **options: Any) -> Any:
    at = f"{phase} from turn {min_turn}"
    return first_state(GAME, players, seed, lambda s: s.phase == phase and s.turn >= min_turn, at, **options)


def bid_pending(players: int = 4, seed: int = 1) -> Any:
    """A bidding phase where the first bidder has bid and others have not: that bid stays in the fist."""
    half_made = "a half-made bidding"
    return first_state(
        GAME, players, seed, lambda s: s.phase == "bidding" and 0 < len(s.bidders) < players, half_made
    )


def game_over_state(players: int = 3, seed: int = 2) -> Any:
    return game_end(GAME, players, seed)


def rare_positions() -> dict[str, Any]:
    """Moves random play seldom offers, from the position builder: a port to use, a wonder to build."""
    from tests.archipelago.helpers import far

    ports = [
        {"face": "r01a", "cell": far(0), "buildings": ["port"]},
        {"face": "r05a", "cell": far(1), "buildings": ["port"]},
    ]
    use_port = GAME.position(
        players=3,
        regions=ports,
        units={"P1": [("ship", "r01a", "port"), ("ship", "r05a", "port")]},
        external={"fish": 6, "wood": 6},
        seats={"P1": {"money": 30}},
        order=["P1", "P2", "P3"],
    )
    wonder = GAME.position(
        players=3,
        regions=ports,
        units={
            "P1": [("inhabitant", "r01a", "port"), ("inhabitant", "r01a")],
            "P2": [("ship", "r05a", "port"), ("inhabitant", "r05a")],
        },
        order=["P1", "P2", "P3"],
        seats={"P1": {"cards": ["great_lighthouse"], "cubes": {"iron": 1, "stone": 2}}},
    )
    use_market = GAME.position(
        players=3,
        regions=[{"face": "r01a", "cell": far(0), "buildings": ["market"]}],
        units={"P1": [("inhabitant", "r01a", "market")]},
        internal={"fish": 6, "wood": 6},
        seats={"P1": {"money": 30}},
        order=["P1", "P2", "P3"],
    )
    return {"use_port": use_port, "build_wonder": wonder, "use_market": use_market, **card_positions()}


def _first(s: Any, kind: str, **args: Any) -> Any:
    """``s`` after its first legal move of ``kind`` matching ``args``."""
    found = [a for a in GAME.legal_actions(s) if a.kind == kind and all(a[k] == v for k, v in args.items())]
    assert found, f"no {kind} {args} in {[str(a) for a in GAME.legal_actions(s)]}"
    return GAME.apply(s, found[0])


def card_positions() -> dict[str, Any]:
    """The moves of the eight character cards, eviction and leave to harvest (l.709-715, l.1384-1478),
    from the position builder: each with two or more choices, so none is played for the player."""
    from boardkit.games.archipelago import flow
    from tests.archipelago.helpers import far, island, placed

    order = ["P1", "P2", "P3"]
    at_sea = [{"face": "r01a", "cell": far(0)}]
    pirate = GAME.position(  # two ships of P2 beside P1's: the Pirate chooses one
        players=3,
        regions=at_sea,
        units={"P1": [("ship", "r01a")], "P2": [("ship", "r01a"), ("ship", "r01a")]},
        order=order,
        seats={"P1": {"cards": ["pirate"]}, "P2": {"cubes": {"wood": 1, "iron": 2}}},
    )
    sink = _first(pirate, "use_card", card="pirate")
    thief = GAME.position(
        players=3, order=order, seats={"P1": {"cards": ["thief"]}, "P2": {"cubes": {"wood": 1, "iron": 1}}}
    )
    rob = _first(thief, "use_card", card="thief")
    fists = _first(rob, "rob", seat=1)
    spy = GAME.position(players=3, order=order, seats={"P1": {"cards": ["spy"]}})
    two = placed(3, [("r05a", far(0)), ("r01a", far(1))])
    barbarian = GAME.position(
        players=3,
        regions=two,
        units={"P1": [("inhabitant", "r05a"), ("inhabitant", "r01a")]},
        order=order,
        seats={"P1": {"cards": ["barbarian"]}},
    )
    explorers = island(3, 2)
    pioneer = GAME.position(
        players=3,
        regions=explorers,
        units={"P1": [("ship", "open_sea"), ("inhabitant", explorers[0]["face"])]},
        order=order,
        seats={"P1": {"cards": ["pioneer"]}},
    )
    city = [{"face": "r05a", "cell": far(0), "buildings": ["city"]}]
    leave = GAME.position(
        players=3,
        regions=city,
        units={"P1": [("inhabitant", "r05a")] * 2, "P2": [("inhabitant", "r05a", "city")]},
        order=order,
        seats={"P1": {"money": 10}},
    )
    port = [{"face": "r01a", "cell": far(0), "buildings": ["city", "port", "market"]}]
    strikers = GAME.position(
        players=3,
        regions=port,
        units={
            "P1": [("inhabitant", "r01a", "city")],
            "P2": [("inhabitant", "r01a", "port"), ("inhabitant", "r01a", "market")],
        },
        order=order,
        seats={"P1": {"cubes": {"stone": 1}}},
    ).copy()
    strikers.resume = "actions"
    flow.start_crisis(strikers, {"kind": "internal", "resource": "stone", "per": 1, "red": False})
    strikers = _first(strikers, "supply", source="screen")  # P1's city dweller stands up first (RULINGS A8)
    while strikers.step == "internal":
        strikers = _first(strikers, "done")
    minister = GAME.position(players=3, order=order, seats={"P1": {"cards": ["trade_minister"]}})
    return {
        "sink": sink,
        "give": _first(sink, "sink"),
        "rob": rob,
        "fists": fists,
        "take_hand": _first(fists, "fists"),
        "spy_on": _first(spy, "use_card", card="spy"),
        "occupy": _first(barbarian, "use_card", card="barbarian"),
        "choose_hex": _first(_first(pioneer, "use_card", card="pioneer"), "explore"),
        "ask_leave": leave,
        "answer": _first(leave, "ask_leave", seat=1, florins=2),
        "evict": strikers,
        "shift": _first(minister, "use_card", card="trade_minister"),
    }


def fixtures() -> dict[str, dict]:
    out = {
        "discovery_4p": payload(GAME, GAME.new_game(4, seed=1)),
        "actions_t2_4p": payload(GAME, reach(4, 1, "actions", 2), player=None),
        "actions_t4_5p": payload(GAME, reach(5, 0, "actions", 4)),
        "seat_view_p2": payload(GAME, reach(4, 1, "actions", 2), player=1),
        "bid_in_the_fist": payload(GAME, bid_pending()),
        "development_ru": payload(GAME, reach(4, 1, "development", 2), "ru"),
        "actions_ru": payload(GAME, reach(4, 4, "actions", 4), "ru", player=0),
        "game_over_3p": payload(GAME, game_over_state()),
    }
    cards = card_positions()
    # in Russian: the robbed seat sees its own fists; the city holder is asked for leave to harvest
    out["fists_ru"] = payload(GAME, cards["take_hand"], "ru", player=1)
    out["answer_ru"] = payload(GAME, cards["answer"], "ru", player=1)
    for kind, s in sorted({**by_action_kind(), **rare_positions()}.items()):
        out[f"kind_{kind}"] = payload(GAME, s, player=s.current_player)
    return out
