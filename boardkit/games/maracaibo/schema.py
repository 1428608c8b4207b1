"""Maracaibo's component data as core's correctable data (docs/data.md): a schema for every file in data/,
and the values the rules read from ``state.data``, so ``new_game(..., data=...)`` corrects them.

Correctable: a card's price and VP, a building's price, a combat token's value for each nation and a
doorstep's VP. Everything else is the structure the rules are built on (the route, the effects, the
decks, the tracks): declared and checked here, fixed.
"""

from __future__ import annotations

from boardkit.core.data import ComponentData, Field, data_table, fixed

from .components import DESIGNS, GOODS, NATIONS, OBJECTS, ROUTE, SYNERGY

_LOC_KINDS = ("havana", "city", "village", "doorstep")
_ACTIONS = ("", "combat", "expedition", "combat_or_expedition", "l4", "l7")  # l4/l7: a new city's action


TABLES = (
    data_table(
        "route",
        (
            fixed("name", "str", "the location's name"),
            fixed("kind", "str", "havana, city, village or doorstep (l.99, l.177-189)", choices=_LOC_KINDS),
            fixed("next", "list[str]", "the locations its arrows lead to, the upper arrow first (l.177)"),
            fixed("stop", "bool", "a stop location: the voyage ends there (l.181)"),
            fixed("flag", "bool", "a village that can hold an ownership marker (l.301)"),
            fixed("good", "str", "the good its market buys (l.237)", choices=("", *GOODS)),
            fixed("market", "int", "discs its market holds (l.237)", min=0, max=4),
            fixed("action", "str", "the city's action after a delivery (l.249-251)", choices=_ACTIONS),
            fixed("steps", "int", "moves from Havana", min=0, max=30),
            fixed("bonus", "json", "what a city tile or the location adds (l.71-75)"),
            fixed("rounds", "list[int]", "rounds in which it is on the route (l.408)", min=1, max=4),
            fixed("legacy", "str", "the legacy tile that brings it into play (l.1232, l.1238)"),
            fixed("start", "bool", "the ships' starting location (l.99)", optional=True),
            Field(
                "vp",
                "int",
                "a doorstep's VP for a ship that stops there (l.411-413)",
                min=0,
                max=20,
                optional=True,
            ),
        ),
        meaning="the route: Havana, cities, villages and the doorsteps (l.99, l.177-189)",
    ),
    data_table(
        "cards",
        (
            fixed("name", "str", "the card's name (a glossary term)"),
            fixed("deck", "str", "deck A, B or the story cards C (l.77-81)", choices=("A", "B", "C")),
            fixed("copies", "int", "copies in the box", min=1, max=4),
            Field("cost", "int", "doubloons to buy it (l.615)", min=0, max=30),
            fixed(
                "symbol", "str", "the good or object it shows (l.237, l.918)", choices=("", *GOODS, *OBJECTS)
            ),
            Field("vp", "int", "its VP at the final scoring (l.489)", min=0, max=20),
            fixed("effects", "json", "what it does, in printed order (l.856-1115)"),
            fixed("requires", "list[str]", "what buying it needs besides the price (l.1095-1115)"),
            fixed("assistant_at", "str", "where its assistant stands (l.629)"),
            fixed("story", "int", "the story card that brings it into play (l.77)", optional=True, min=0),
        ),
        meaning="the project cards: the designs and their copies (l.77-83, l.856-1115)",
    ),
    data_table(
        "combat_tokens",
        (
            *(Field(n, "int", f"combat value when fighting for {n} (l.261)", min=0, max=20) for n in NATIONS),
            fixed("entry", "json", "what entering the combat gives per nation (l.265-268)"),
            fixed("most", "bool", "'most markers -2' printed on it (l.270-276)"),
            fixed("fewest", "bool", "'fewest markers +3' printed on it (l.270-276)"),
        ),
        meaning="the combat tokens (l.65, l.255-276)",
    ),
    data_table(
        "buildings",
        (
            Field("cost", "int", "doubloons to invest (l.709)", min=0, max=30),
            fixed("synergy", "str", "the synergy token an investor takes (l.711)", choices=SYNERGY),
        ),
        meaning="the buildings one invests in (l.86, l.703-713)",
    ),
    data_table(
        "quests",
        (
            fixed("cost", "json", "what fulfilling it costs (l.374-384)"),
            fixed("reward", "json", "what it gives (l.374-384)"),
        ),
        meaning="the quest tiles (l.66-68, l.374-384)",
    ),
    data_table(
        "exploration",
        (
            fixed("reward", "json", "what reaching the space gives (l.344-362)"),
            fixed("border", "str", "the border crossed on entering it (l.358-360)"),
            fixed("quest", "bool", "a space that holds a quest tile (l.68)"),
        ),
        meaning="the exploration track (l.100, l.335-362)",
    ),
    data_table(
        "upgrades",
        (
            fixed("effect", "str", "when the uncovered space acts (l.547-599)"),
            fixed("needs", "str", "the space that must be empty first (l.547)"),
        ),
        meaning="the 12 upgrade spaces of the ship board (l.96, l.547-599)",
    ),
    data_table(
        "careers",
        (
            fixed("name", "str", "the career's name"),
            fixed("tasks", "json", "the three tasks: requirement, easy and hard thresholds (l.1123-1151)"),
            fixed("easy", "list[int]", "doubloons and VP for a task done the easy way (l.543)", min=0),
            fixed("hard", "list[int]", "doubloons and VP for a task done the hard way (l.543)", min=0),
        ),
        meaning="the career cards (l.106, l.535-545)",
    ),
    data_table(
        "influence",
        (
            fixed("length", "int", "spaces on the nation's influence track (l.319)", min=1, max=40),
            fixed(
                "banners", "dict[str,int]", "red-banner spaces and their rank numbers (l.319, l.507)", min=1
            ),
        ),
        meaning="the three influence tracks (l.101, l.317-321)",
    ),
    data_table(
        "income",
        (
            fixed("start", "int", "the marker's first space (l.103)", optional=True, min=0),
            fixed("max", "int", "the track's last space (l.675)", optional=True, min=0),
            fixed("every", "int", "doubloon income per VP icon (l.485)", optional=True, min=1),
            fixed("from", "int", "the first space with a VP icon (l.485)", optional=True, min=0),
        ),
        meaning="the doubloon and VP income tracks (l.103, l.675-685)",
    ),
    data_table(
        "assistant_actions",
        (fixed("effects", "json", "what the assistant's action gives (l.980-1050)"),),
        meaning="the actions an assistant takes (l.386-404, l.980-1050)",
    ),
    data_table(
        "city_tiles",
        (
            fixed("players", "int", "the player count it is marked for (l.71-75)", min=1, max=4),
            fixed("marked", "bool", "marked for its player count (l.73)"),
            fixed("bonus", "json", "what it adds to the city's action (RULINGS A21)"),
            fixed("maracaibo", "bool", "the 'Maracaibo' tile of the 2-player game (l.71)"),
        ),
        meaning="the city tiles (l.71-75)",
    ),
    data_table(
        "noncampaign",
        tuple(
            fixed(step, "json", f"quest locations by player count: {step} (l.127, l.155, l.460)")
            for step in ("setup", "round1", "round2", "round3")
        ),
        meaning="story cards 75-77 of a game without the campaign (l.127, l.153-155)",
    ),
    data_table(
        "story",
        (
            fixed("enter", "json", "what entering play does (l.1153-1171)"),
            fixed("quest", "json", "its story quest (l.380-384)", optional=True),
            fixed("needs", "json", "what the story check needs (l.456-458)"),
            fixed("done", "json", "what happens once it is done (l.1153-1171)"),
        ),
        meaning="the campaign story cards (l.119-123, l.1153-1171)",
    ),
    data_table(
        "legacy",
        (
            fixed("location", "str", "where the tile lies (l.1206-1240)"),
            fixed("effect", "str", "what it does (l.1206-1240)"),
            fixed("spaces", "int", "exploration spaces it concerns", min=0),
            fixed("reward", "json", "what it gives"),
            fixed("good", "str", "a new city's good", optional=True, choices=GOODS),
            fixed("market", "int", "a new city's market", optional=True, min=0),
            fixed("gate", "int", "the round it opens in", optional=True, min=0),
            fixed(
                "cost",
                "json",
                "a disc tile's cost, a quest cost of l.1177-1185; none for L10 (l.1224)",
                optional=True,
            ),
            fixed("assumed", "list[str]", "the fields designed because the tile is a picture", optional=True),
        ),
        meaning="the legacy tiles (l.1161, l.1206-1240)",
    ),
    data_table(
        "automa",
        (
            fixed("letter", "str", "deck A, B or C (l.745-753)", choices=("A", "B", "C")),
            fixed("moves", "int", "how far Jean sails (l.761-765)", min=0, max=9),
            fixed("fork", "str", "the arrow she takes at a fork (l.765)", choices=("upper", "lower")),
            fixed("market", "int", "the market card she takes (l.781)", min=0, max=3),
            fixed("action", "str", "her action (l.789-824)"),
            fixed("extra", "str", "the action's nation or detail (l.789-824)"),
        ),
        meaning="Jean's automa cards (l.745-824)",
    ),
    data_table(
        "automa_board",
        (
            fixed(
                "vp",
                "list[int]",
                "VP of the shield uncovered after k discs (l.829-833)",
                optional=True,
                min=0,
            ),
            *(
                fixed(
                    level, "list[int]", f"automa cards A, B, C at {level} (l.749-753)", optional=True, min=0
                )
                for level in ("very_easy", "easy", "medium", "hard", "very_hard")
            ),
        ),
        meaning="Jean's automa board and difficulties (l.741, l.749-753, l.829-833)",
    ),
)


class MaracaiboData(ComponentData):
    """The shipped or corrected data of one game: the correctable values, by the ids the rules use."""

    PACKAGE = "boardkit.games.maracaibo"
    TABLES = TABLES
    card_cost: tuple[int, ...]  # by card design id
    card_vp: tuple[int, ...]
    building_cost: dict[str, int]
    token_value: tuple[tuple[int, int, int], ...]  # by token id: France, England, Spain
    doorstep_vp: dict[str, int]

    def derive(self) -> None:
        cards = sorted(self.tables["cards"], key=lambda r: r["id"])
        self.card_cost = tuple(r["cost"] for r in cards)
        self.card_vp = tuple(r["vp"] for r in cards)
        self.building_cost = {r["id"]: r["cost"] for r in self.tables["buildings"]}
        tokens = sorted(self.tables["combat_tokens"], key=lambda r: r["id"])
        self.token_value = tuple((r["france"], r["england"], r["spain"]) for r in tokens)
        self.doorstep_vp = {r["id"]: r.get("vp", 0) for r in self.tables["route"]}

    def check(self) -> None:
        for r in self.tables["route"]:
            if r.get("vp") and r["kind"] != "doorstep":
                raise self.table("route").error(
                    "only a doorstep gives VP (l.411-413)", record=r["id"], field="vp"
                )
        if [r["id"] for r in sorted(self.tables["cards"], key=lambda r: r["id"])] != [d.id for d in DESIGNS]:
            raise self.table("cards").error(
                "the card designs are numbered 0, 1, 2, ... as shipped", field="id"
            )
        if set(ROUTE) != {r["id"] for r in self.tables["route"]}:
            raise self.table("route").error("the route's locations are the shipped ones", field="id")


DEFAULT = MaracaiboData.DEFAULT = MaracaiboData.shipped()
