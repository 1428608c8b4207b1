"""Setting up a game (l.35-45): prize display, first player, the green draft, the three rows."""

from __future__ import annotations

from boardkit.core import EventLog
from boardkit.core.rng import initial_seed, shuffled, take_rng
from boardkit.core.turns import snake_order

from .squares import CRAFTSMEN, DEFAULT, TOKENS_PER_KIND, FoundersData, deck_ids
from .state import FoundersState, Realm

PRIZES_SHOWN = {2: 8, 3: 12, 4: 12}  # l.37
DRAFT_SIZE = {2: 5, 3: 7, 4: 9}  # l.39


def new_state(players: int, seed: int | str, data: FoundersData = DEFAULT) -> FoundersState:
    if players not in PRIZES_SHOWN:
        raise ValueError(f"Founders of the Empire is for 2-4 players (l.37, l.39), not {players}")
    s = FoundersState(
        players=players,
        first_player=0,
        current_player=0,
        phase="draft",
        round=0,
        turn=0,
        stacks={},
        rows={"nature": (), "village": (), "city": ()},
        prizes=(),
        unused_prizes=(),
        draft=(),
        draft_order=(),
        picks=((),) * players,
        to_place=(),
        drawn=None,
        box=(),
        token_box=(),
        supply={"war": TOKENS_PER_KIND, "coin": TOKENS_PER_KIND, "cart": TOKENS_PER_KIND},
        craftsman_pile=(),
        realms=(),
        revealed=None,
        token_played=None,
        coin_target=None,
        coin_cell=None,
        coin_resource=None,
        fresh=(),
        ended_by=None,
        rng=initial_seed(seed),
        log=EventLog(),
        data=data,
    )
    s.realms = tuple(Realm({}) for _ in range(players))
    # Four stacks by back colour, each shuffled face down (l.37).
    nature = tuple(shuffled(s, deck_ids("nature")))
    village = tuple(shuffled(s, deck_ids("village")))
    city = tuple(shuffled(s, deck_ids("city")))
    prize = tuple(shuffled(s, deck_ids("prize")))
    shown = PRIZES_SHOWN[players]
    s.prizes, s.unused_prizes = prize[:shown], prize[shown:]
    s.craftsman_pile = tuple(shuffled(s, CRAFTSMEN))  # shuffled face down (l.43)
    first = take_rng(s).randrange(players)  # chosen at random (l.39)
    n = DRAFT_SIZE[players]
    s.draft, nature = nature[:n], nature[n:]
    s.stacks = {"nature": nature, "village": village, "city": city}
    s.first_player = s.current_player = first
    s.draft_order = snake_order(first, players, 2)
    s.say("setup", None, "l.37", "{0} prize squares are shown, the rest go back to the box", shown)
    s.say("setup", first, "l.39", "is chosen to go first")
    s.say(
        "setup",
        first,
        "l.39",
        "reveals {0} green squares for the draft: {1}",
        n,
        ", ".join(map(s.data.label.__getitem__, s.draft)),
    )
    return s


def deal_rows(s: FoundersState) -> None:
    """2 new green squares plus the draft leftover, 2 blue, 1 purple (l.41)."""
    nature, village, city = s.stacks["nature"], s.stacks["village"], s.stacks["city"]
    s.rows = {"nature": nature[:2] + s.draft, "village": village[:2], "city": city[:1]}
    s.stacks = {"nature": nature[2:], "village": village[2:], "city": city[1:]}
    s.draft = ()
    s.say(
        "setup",
        s.first_player,
        "l.41",
        "lays out the rows: nature {0}; village {1}; city {2}",
        *(", ".join(s.data.label[i] for i in s.rows[k]) for k in ("nature", "village", "city")),
    )
