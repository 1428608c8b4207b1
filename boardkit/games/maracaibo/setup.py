"""Setting up (l.60-135) and the first decisions: keep 4 of 8 cards, plan 1, discard 3, keep a career card."""

from __future__ import annotations

from typing import Any

from boardkit.core import Action, EventLog, IllegalAction, refuse
from boardkit.core.rng import initial_seed, shuffled

from .acts import act
from .components import (
    B_IN_DECK,
    BUILDINGS,
    CAREERS,
    CITY_TILES,
    DECK_A,
    DECK_B,
    DECK_C,
    DISC_SPACES,
    DISCS_PER_SPACE,
    HAVANA,
    MARACAIBO,
    MARKERS_PER_NATION,
    QUESTS,
    SAILORS_PER_COLOUR,
    START_DOUBLOONS,
    STORY_CARD,
    TILE_SLOTS,
    TOKENS,
    TRACK_QUEST,
)
from .effects import place_marker, upd
from .flow import advance, refill_market, start_turn
from .state import MaracaiboState, Seat

DEALT = 8  # l.81
KEEP, PLAN, DISCARD = 4, 1, 3  # l.131-133
START_SAILORS, CAREER_SAILORS = 2, 3  # l.105, l.135
TWO_PLAYER_MARKERS = (("6", 2), ("7", 1), ("8", 0))  # Spain, England, France (l.89)


def new_state(
    players: int,
    seed: int | str,
    difficulty: str = "medium",
    story_card: str = "75",
    campaign: bool = False,
    saved: dict | None = None,
) -> MaracaiboState:
    """A game after setup; ``players=1`` is the solo game: set up as for 2 with Jean (l.735-759)."""
    board = max(players, 2)  # solo uses the 2-player setup (l.735)
    s = MaracaiboState(
        players, 0, "setup", 1, initial_seed(seed), EventLog(),
        first_player=0, deck=(), discard=(), market=(), combat_piles=((), ()), quest_top=-1, quest_pile=(),
        quests_at=(), space_quests=(), removed_spaces=(), owners=(),
        markers_left=(MARKERS_PER_NATION,) * 3, buildings=(), building_stack=(), investors=(), markets=(),
        arrivals=(), crossed=(), seats=(),
    )  # fmt: skip
    red = [STORY_CARD[n] for n in (saved or {}).get("red_cards", [])] if campaign else []
    s.story_box = tuple(c for c in DECK_C if c not in red)  # l.79: without a campaign they wait in the box
    s.story_card = story_card
    a_cards = shuffled(s, [*DECK_A, *red])  # l.77-79: continuing, C is shuffled into A
    hands = [tuple(sorted(a_cards[i * DEALT : (i + 1) * DEALT])) for i in range(players)]
    b_cards = shuffled(s, DECK_B)[:B_IN_DECK]
    s.deck = tuple(shuffled(s, [*a_cards[players * DEALT :], *b_cards]))  # l.81
    refill_market(s)  # l.83
    tokens = shuffled(s, range(len(TOKENS)))
    half = (len(tokens) + 1) // 2
    s.combat_piles = (tuple(tokens[:half]), tuple(tokens[half:]))  # l.65
    quests = shuffled(s, range(len(QUESTS)))
    s.space_quests = tuple(zip(TRACK_QUEST, quests[:3], strict=True))  # l.68
    s.quest_top, s.quest_pile = quests[3], tuple(quests[4:])
    buildings = shuffled(s, sorted(BUILDINGS))
    s.buildings, s.building_stack, s.investors = (buildings[0],), tuple(buildings[1:]), ((),)  # l.86
    place_city_tiles(s, board)
    if board == 2:  # l.89
        for loc, nation in TWO_PLAYER_MARKERS:
            place_marker(s, nation, loc)
    careers = shuffled(s, range(len(CAREERS)))
    s.seats = tuple(
        Seat(
            doubloons=START_DOUBLOONS[i],
            vp=0,
            ship=HAVANA,
            explorer=0,
            influence=(0, 0, 0),
            combat=1,
            discs=(DISCS_PER_SPACE,) * DISC_SPACES,
            dincome=8,
            vincome=0,
            sailors=START_SAILORS,
            general=SAILORS_PER_COLOUR - START_SAILORS,
            career=-1,
            offer=tuple(sorted(careers[2 * i : 2 * i + 2])),
            tasks=(0, 0, 0),
            hand=hands[i],
            plan=(),
            bought=(),
            synergy=(),
            tokens=(),
            quests=(),
            assistants=(),
            declined=(),
            on_cards=0,
            buildings=(),
            borders=(),
        )  # fmt: skip
        for i in range(players)
    )
    from .story import start

    start(s, campaign, saved)  # step 15 (l.119-155)
    if players == 1:
        from .jean import automa_deck, new_jean

        s.jean, s.difficulty = new_jean(), difficulty
        s.automa_deck = automa_deck(s, difficulty)
    s.say("setup", None, "l.60-135", "the game is set up for {0} players", players)
    return s


def place_city_tiles(s: MaracaiboState, board: int) -> None:
    """The 2 marked tiles of this player count and 2 random others, shuffled onto 3, 5, 13 and 14; with
    2 players the 'Maracaibo' tile covers Maracaibo (l.71-75)."""
    mine = [t for t in CITY_TILES if t["players"] == board and not t["maracaibo"]]
    marked = [t["id"] for t in mine if t["marked"]]
    others = shuffled(s, [t["id"] for t in mine if not t["marked"]])
    chosen = shuffled(s, [*marked, *others[:2]])
    placed = list(zip(TILE_SLOTS, chosen, strict=True))
    if board == 2:
        placed += [(MARACAIBO, next(t["id"] for t in CITY_TILES if t["maracaibo"]))]
    s.city_tiles = tuple(sorted(placed))


def step(seat: Seat) -> str:
    if len(seat.hand) > DEALT - DISCARD:
        return "discard"
    if not seat.plan and seat.career < 0:
        return "plan"
    if seat.career < 0:
        return "career"
    return "done"


def legal(s: Any) -> list[Action]:
    p = s.current_player
    seat = s.seats[p]
    now = step(seat)
    if now == "discard":
        return [act("setup_discard", p, card=c) for c in sorted(set(seat.hand))]
    if now == "plan":
        return [act("setup_plan", p, card=c) for c in sorted(set(seat.hand))]
    return [act("career", p, card=c) for c in seat.offer]


def apply(s: Any, a: Action) -> None:
    p = a.player
    seat = s.seats[p]
    if a.kind == "setup_discard":
        hand = list(seat.hand)
        hand.remove(a["card"])
        upd(s, p, hand=tuple(hand))
        s.discard = (*s.discard, a["card"])
        s.say("setup", p, "l.133", "discards a card")
    elif a.kind == "setup_plan":
        hand = list(seat.hand)
        hand.remove(a["card"])
        upd(s, p, hand=tuple(hand), plan=(a["card"],))
        s.say("setup", p, "l.132", "plans a card")  # face down: which, only its owner knows (RULINGS A25)
    else:  # l.135: the other career card goes back to the box; 3 sailors onto the tasks
        upd(s, p, career=a["card"], offer=(), general=seat.general - CAREER_SAILORS)
        s.say("setup", p, "l.135", "keeps the career card {0}", CAREERS[a["card"]]["name"])
        if p == s.players - 1:
            start_turn(s, s.first_player)  # P1 starts (RULINGS A18)
        else:
            s.current_player = p + 1
    advance(s)


def why_not(s: Any, a: Action) -> IllegalAction | None:
    now = step(s.seats[a.player])
    want = {"discard": "setup_discard", "plan": "setup_plan", "career": "career"}.get(now)
    if a.kind != want:
        return refuse(a, f"now {want}: discard 3 cards, plan 1, then keep a career card", "l.129-135")
    return refuse(a, "that card is not yours to choose", "l.129-135")
