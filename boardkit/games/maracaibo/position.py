"""The readable position builder: names, not indexes. What it moves comes out of where it was.

``GAME.position(players=3, round=2, current="P2", seats={"P1": {"ship": "Maracaibo", "hand": ["Navigator"],
"influence": {"france": 4}, "upgrades": ["hand"]}}, owners={"Port Royal": "spain"}, removed={"france": 2})``

Starts from a new game whose first decisions are taken (each player discards the lowest three
cards, plans the next, keeps the first career card offered), then applies the description. Cards
come from the deck, the discard pile, the market or another hand; tokens from the piles; quest
tiles from the pile; ownership markers from their track. An ambiguous name is refused with the
list of what it could mean.
"""

from __future__ import annotations

from typing import Any

from boardkit.core import StateError

from .components import (
    CARD_DESIGN,
    CAREERS,
    DISCS_PER_SPACE,
    NATIONS,
    ROUTE,
    SAILORS_PER_COLOUR,
    TRACK_END,
    UPGRADE_IDS,
)
from .effects import NATION
from .state import MaracaiboState

SEAT_KEYS = (
    "doubloons", "vp", "ship", "explorer", "influence", "combat", "upgrades", "discs", "dincome", "vincome",
    "sailors", "hand", "plan", "bought", "synergy", "tokens", "quests", "assistants", "career", "tasks", "borders",
)  # fmt: skip
TOP_KEYS = (
    "players", "seed", "round", "current", "phase", "seats", "owners", "removed", "quests", "steps",
    "delivered", "main_done", "next_token", "space_quests", "jean", "difficulty", "campaign", "story_card", "archive", "city_tiles", "quest_top",
)  # fmt: skip


def _one(name: Any, choices: dict[str, Any], field: str, what: str) -> Any:
    """The one choice ``name`` means: exact (any case), else a unique prefix; else refused with the list."""
    if not isinstance(name, str):
        raise StateError(field, f"a {what} is named by a string, not {name!r}")
    low = name.lower()
    exact = [k for k in choices if k.lower() == low]
    if exact:
        return choices[exact[0]]
    hits = [k for k in choices if k.lower().startswith(low)]
    if len(hits) == 1:
        return choices[hits[0]]
    if not hits:
        raise StateError(field, f"no {what} {name!r}; known: {', '.join(sorted(choices))}")
    raise StateError(field, f"{name!r} could be the {what} {', '.join(sorted(hits))}")


LOCATIONS = {**{loc.name: loc.id for loc in ROUTE.values()}, **{loc.id: loc.id for loc in ROUTE.values()}}
DESIGN_NAMES = {d.name: d.id for d in {c.id: c for c in CARD_DESIGN}.values()}
SEATS_BY_NAME = {f"P{i + 1}": i for i in range(4)}


def location(name: Any, field: str) -> str:
    return _one(str(name) if isinstance(name, int) else name, LOCATIONS, field, "location")


def _nation(name: Any, field: str) -> int:
    return NATION[_one(name, {n: n for n in NATIONS}, field, "nation")]


def _take_card(s: MaracaiboState, design_id: int, field: str, keep: set[int]) -> int:
    """A physical card of that design from the deck, discard, market or a hand (not one placed already)."""
    sources = [("deck", s.deck), ("discard", s.discard), ("market", s.market)]
    sources += [(f"hand{p}", seat.hand) for p, seat in enumerate(s.seats)]
    sources += [(f"plan{p}", seat.plan) for p, seat in enumerate(s.seats)]
    for where, cards in sources:
        for c in cards:
            if CARD_DESIGN[c].id == design_id and c not in keep:
                _remove(s, where, c)
                return c
    raise StateError(field, f"no copy of {CARD_DESIGN[design_id].name!r} is left to place")


def _remove(s: MaracaiboState, where: str, card: int) -> None:
    def without(items: tuple[int, ...]) -> tuple[int, ...]:
        out = list(items)
        out.remove(card)
        return tuple(out)

    if where in ("deck", "discard", "market"):
        setattr(s, where, without(getattr(s, where)))
        return
    p = int(where[-1])
    kind = where[:-1]
    s.set_seat(p, s.seats[p].but(**{kind: without(getattr(s.seats[p], kind))}))


def build(**d: Any) -> MaracaiboState:
    from .game import GAME

    unknown = [k for k in d if k not in TOP_KEYS]
    if unknown:
        raise StateError(unknown[0], f"not a position key (keys: {', '.join(TOP_KEYS)})")
    players = d.get("players", 2)
    options = {k: d[k] for k in ("difficulty", "campaign", "story_card", "archive") if k in d}
    s = GAME.new_game(players, d.get("seed", 0), **options)
    while s.phase == "setup":  # the first decisions, taken the plain way
        s = GAME.apply(s, GAME.legal_actions(s)[0])
    s = s.copy()
    s.round = d.get("round", 1)
    if not isinstance(s.round, int) or not 1 <= s.round <= 4:
        raise StateError("round", "rounds 1 to 4 (l.159)")
    placed: set[int] = set()
    seats = d.get("seats", {})
    if not isinstance(seats, dict):
        raise StateError("seats", 'a dict like {"P1": {...}}')
    for name, desc in seats.items():
        p = _one(name, {k: v for k, v in SEATS_BY_NAME.items() if v < players}, "seats", "seat")
        _seat(s, p, desc, f"seats.{name}", placed)
    for loc_name, nation in d.get("owners", {}).items():
        loc = location(loc_name, "owners")
        n = _nation(nation, f"owners.{loc_name}")
        if loc not in dict(s.owners) or dict(s.owners)[loc] != n:
            from .effects import place_marker

            if not place_marker(s, n, loc):
                raise StateError(f"owners.{loc_name}", f"{NATIONS[n]} has no marker left on its track")
    for nation, k in d.get("removed", {}).items():
        n = _nation(nation, "removed")
        if not isinstance(k, int) or k < 0 or k > s.markers_left[n]:
            raise StateError(f"removed.{nation}", f"0 to {s.markers_left[n]} markers can leave the game")
        left = list(s.markers_left)
        left[n] -= k
        s.markers_left = tuple(left)
    for loc_name, tile in d.get("quests", {}).items():
        # a quest tile id from data/quests.json, True for the top of the pile, None to take it away
        loc = location(loc_name, "quests")
        held = dict(s.quests_at)
        old = held.pop(loc, None)
        s.quests_at = tuple(sorted(held.items()))
        if old is not None:
            s.quest_pile = (*s.quest_pile, old)  # back under the pile
        if tile is True:
            from .scoring import place_quests

            place_quests(s, (loc,))
        elif tile is not None:
            _take_quest(s, tile, f"quests.{loc_name}")
            s.quests_at = tuple(sorted((*s.quests_at, (loc, tile))))
    for space, tile in d.get("space_quests", {}).items():  # a quest tile id on an exploration quest space
        sp = int(space)
        held = dict(s.space_quests)
        if sp not in held:
            raise StateError("space_quests", f"space {space} is no quest space in play")
        s.quest_pile = (*s.quest_pile, held[sp])
        s.space_quests = tuple(q for q in s.space_quests if q[0] != sp)
        _take_quest(s, tile, f"space_quests.{space}")
        s.space_quests = tuple(sorted((*s.space_quests, (sp, tile))))
    ends = tuple(p for p, seat in enumerate(s.seats) if seat.explorer == TRACK_END and p not in s.arrivals)
    s.arrivals = (*s.arrivals, *ends)  # explorers placed at the end arrived in seat order
    if "quest_top" in d:  # a quest tile id on top of the face-up pile
        tile = d["quest_top"]
        _take_quest(s, tile, "quest_top")
        if s.quest_top >= 0:
            s.quest_pile = (s.quest_top, *s.quest_pile)
        s.quest_top = tile
    if "next_token" in d:  # a combat token (data/combat_tokens.json id) on top of the first pile
        tok = d["next_token"]
        piles = [tuple(x for x in pile if x != tok) for pile in s.combat_piles]
        if sum(map(len, piles)) == sum(map(len, s.combat_piles)):
            raise StateError("next_token", f"combat token {tok!r} is not in a pile")
        s.combat_piles = ((tok, *piles[0]), piles[1])
    if "jean" in d:
        _jean(s, d["jean"])
    for loc_name, tile in d.get("city_tiles", {}).items():  # a city tile id, or None: back to the box
        loc = location(loc_name, "city_tiles")
        held = dict(s.city_tiles)
        held.pop(loc, None)
        if tile is not None:
            held[loc] = tile
        s.city_tiles = tuple(sorted(held.items()))
    current = d.get("current", "P1")
    s.current_player = _one(
        current, {k: v for k, v in SEATS_BY_NAME.items() if v < players}, "current", "seat"
    )
    s.first_player = 0
    s.phase = d.get("phase", "sail")
    if s.phase not in ("sail", "main"):
        raise StateError("phase", "a position starts a turn: 'sail' or 'main' (after sailing)")
    s.steps = d.get("steps", 0)
    s.delivered = bool(d.get("delivered", False))
    s.main_done = bool(d.get("main_done", False))
    if s.phase == "main" and not 1 <= s.steps <= 7:
        raise StateError("steps", "the moves sailed this turn: 1 to 7 (l.179)")
    s._legal = None
    return s


JEAN_KEYS = ("ship", "explorer", "influence", "vp", "removed", "quests", "cards")


def _jean(s: MaracaiboState, desc: Any) -> None:
    """Jean's pieces (solo only): ship, explorer, influence, VP, discs removed, quest tiles and cards (counts)."""
    if s.jean is None:
        raise StateError("jean", "Jean plays only in the solo game (players=1)")
    if not isinstance(desc, dict) or any(k not in JEAN_KEYS for k in desc):
        raise StateError("jean", f"a dict with keys {', '.join(JEAN_KEYS)}")
    j = s.jean
    ch: dict[str, Any] = {k: desc[k] for k in ("explorer", "vp", "removed") if k in desc}
    if "ship" in desc:
        ch["ship"] = location(desc["ship"], "jean.ship")
    if "influence" in desc:
        inf = list(j.influence)
        for nation, v in desc["influence"].items():
            inf[_nation(nation, "jean.influence")] = v
        ch["influence"] = tuple(inf)
    s.jean = j.but(**ch)
    from .scoring import draw_quest

    for _ in range(desc.get("quests", 0)):
        tile = draw_quest(s)
        if tile < 0:
            raise StateError("jean.quests", "the quest pile is empty")
        s.jean = s.jean.but(quests=(*s.jean.quests, tile))
    for _ in range(desc.get("cards", 0)):
        if not s.deck:
            raise StateError("jean.cards", "the deck is empty")
        s.jean, s.deck = s.jean.but(cards=(*s.jean.cards, s.deck[0])), s.deck[1:]
    if s.jean.explorer == TRACK_END and s.players not in s.arrivals:
        s.arrivals = (*s.arrivals, s.players)


def _take_quest(s: MaracaiboState, tile: Any, field: str) -> None:
    """A quest tile out of the pile, a location or an exploration space (not from a ship)."""
    if s.quest_top == tile:
        from .scoring import draw_quest

        draw_quest(s)
    elif tile in s.quest_pile:
        s.quest_pile = tuple(x for x in s.quest_pile if x != tile)
    elif tile in dict(s.space_quests).values():
        s.space_quests = tuple(q for q in s.space_quests if q[1] != tile)
    elif tile in dict(s.quests_at).values():
        s.quests_at = tuple(q for q in s.quests_at if q[1] != tile)
    else:
        raise StateError(field, f"quest tile {tile!r} is not on the board or in the pile")


def _seat(s: MaracaiboState, p: int, desc: Any, f: str, placed: set[int]) -> None:
    if not isinstance(desc, dict):
        raise StateError(f, "a dict of seat values")
    for key in desc:
        if key not in SEAT_KEYS:
            raise StateError(f"{f}.{key}", f"not a seat key (keys: {', '.join(SEAT_KEYS)})")
    seat = s.seats[p]
    ch: dict[str, Any] = {}
    for key in ("doubloons", "vp", "explorer", "combat", "dincome", "vincome"):
        if key in desc:
            ch[key] = desc[key]
    if "explorer" in desc and desc["explorer"] == "end":
        ch["explorer"] = TRACK_END
    if "ship" in desc:
        ch["ship"] = location(desc["ship"], f"{f}.ship")
    if "influence" in desc:
        inf = list(seat.influence)
        for nation, v in desc["influence"].items():
            inf[_nation(nation, f"{f}.influence")] = v
        ch["influence"] = tuple(inf)
    if "upgrades" in desc or "discs" in desc:
        discs = [DISCS_PER_SPACE] * len(UPGRADE_IDS)
        for up in desc.get("upgrades", ()):
            discs[UPGRADE_IDS.index(_one(up, {u: u for u in UPGRADE_IDS}, f"{f}.upgrades", "upgrade"))] = 0
        for up, n in desc.get("discs", {}).items():
            discs[UPGRADE_IDS.index(_one(up, {u: u for u in UPGRADE_IDS}, f"{f}.discs", "upgrade"))] = n
        ch["discs"] = tuple(discs)
    if "synergy" in desc:
        ch["synergy"] = tuple(sorted(desc["synergy"]))
    if "borders" in desc:
        ch["borders"] = tuple(desc["borders"])
    if "career" in desc:
        ch["career"] = _one(
            desc["career"], {c["name"]: c["id"] for c in CAREERS}, f"{f}.career", "career card"
        )
    if "tasks" in desc:
        ch["tasks"] = tuple(desc["tasks"])
    seat = seat.but(**ch)
    s.set_seat(p, seat)
    for kind in ("hand", "plan", "bought"):
        if kind not in desc:
            continue
        old = getattr(s.seats[p], kind)
        s.set_seat(p, s.seats[p].but(**{kind: ()}))
        s.discard = (*s.discard, *old)  # what was there before goes to the discard pile
        cards = []
        for i, name in enumerate(desc[kind]):
            design_id = _one(name, DESIGN_NAMES, f"{f}.{kind}.{i}", "card")
            c = _take_card(s, design_id, f"{f}.{kind}.{i}", placed)
            placed.add(c)
            cards.append(c)
        s.set_seat(p, s.seats[p].but(**{kind: tuple(cards)}))
    if "tokens" in desc:
        k = desc["tokens"]
        piles = [list(x) for x in s.combat_piles]
        got = list(s.seats[p].tokens)
        for _ in range(k):
            pile = piles[0] if len(piles[0]) >= len(piles[1]) else piles[1]
            if not pile:
                raise StateError(f"{f}.tokens", "no combat token is left in the piles")
            got.append(pile.pop(0))
        s.combat_piles = (tuple(piles[0]), tuple(piles[1]))
        s.set_seat(p, s.seats[p].but(tokens=tuple(got)))
    if "quests" in desc:
        from .scoring import draw_quest

        got = list(s.seats[p].quests)
        for _ in range(desc["quests"]):
            tile = draw_quest(s)
            if tile < 0:
                raise StateError(f"{f}.quests", "the quest pile is empty")
            got.append(tile)
        s.set_seat(p, s.seats[p].but(quests=tuple(got)))
    seat = s.seats[p]
    assistants = []
    for loc_name, card_name in desc.get("assistants", {}).items():
        loc = location(loc_name, f"{f}.assistants")
        design_id = _one(card_name, DESIGN_NAMES, f"{f}.assistants.{loc_name}", "card")
        mine = [c for c in seat.bought if CARD_DESIGN[c].id == design_id]
        if not mine:
            raise StateError(f"{f}.assistants.{loc_name}", "an assistant comes with a card the seat bought")
        assistants.append((loc, mine[0]))
    if assistants:
        seat = seat.but(assistants=tuple(assistants))
    if "sailors" in desc:
        seat = seat.but(sailors=desc["sailors"])
    from .effects import sailors_total

    # The colour's general supply takes up the difference, so that 8 sailors stay accounted for (l.51-58).
    general = seat.general + SAILORS_PER_COLOUR - sailors_total(seat)
    if general < 0:
        raise StateError(f"{f}.sailors", f"more than {SAILORS_PER_COLOUR} sailors of one colour")
    s.set_seat(p, seat.but(general=general))
