"""Component data loaded once from the JSON files beside the rules, as fast lookup tables."""

from __future__ import annotations

from boardkit.core.data import check_sources, load_json

_PKG = "boardkit.games.puerto_rico"

GOODS = ("corn", "indigo", "sugar", "tobacco", "coffee")
CORN, INDIGO, SUGAR, TOBACCO, COFFEE = range(5)
TILES = (*GOODS, "quarry", "forest")  # island tile kinds; a forest is a plantation laid face down (l.822)
QUARRY, FOREST = 5, 6
GOOD_INDEX = {g: i for i, g in enumerate(GOODS)}
TILE_INDEX = {t: i for i, t in enumerate(TILES)}

_buildings = load_json(_PKG, "buildings.json")["buildings"]
check_sources(_buildings, "buildings.json")
SETUP = load_json(_PKG, "setup.json")
for _key in ("by_players", "components", "prices", "island_circles", "quarry_caps"):
    check_sources(SETUP[_key], f"setup.json:{_key}")

BUILDINGS: tuple[dict, ...] = tuple(_buildings)
B_IDS: tuple[str, ...] = tuple(b["id"] for b in BUILDINGS)
B_INDEX = {b: i for i, b in enumerate(B_IDS)}
NB = len(B_IDS)
COST = tuple(b["cost"] for b in BUILDINGS)
VP = tuple(b["vp"] for b in BUILDINGS)
COLUMN = tuple(b["column"] for b in BUILDINGS)
CIRCLES = tuple(b["circles"] for b in BUILDINGS)
SPACES = tuple(2 if b["size"] == "large" else 1 for b in BUILDINGS)
LARGE = tuple(b["size"] == "large" for b in BUILDINGS)
PRODUCES = tuple(GOOD_INDEX[b["good"]] if b.get("good") else -1 for b in BUILDINGS)
PRODUCTION = tuple(b["kind"] == "production" for b in BUILDINGS)
BEIGE = tuple(b["kind"] == "beige" for b in BUILDINGS)
LARGE_PRODUCTION = tuple(b.get("production_size") == "large" for b in BUILDINGS)
SET = tuple(b["set"] for b in BUILDINGS)
COPIES = tuple(b["copies"] for b in BUILDINGS)

# Buildings whose effect depends on whether a colonist or a noble occupies them (l.988, A18).
DUAL = frozenset(B_INDEX[b] for b in ("land_office", "chapel", "hunting_lodge", "building_office"))

_by_players = {r["players"]: r for r in SETUP["by_players"]}


def setup_for(players: int) -> dict:
    """The per-player-count setup record (l.95-149; two players l.758-766)."""
    return _by_players[players]


def component(ident: str) -> dict:
    return next(r for r in SETUP["components"] if r["id"] == ident)


PRICE = tuple(next(r["price"] for r in SETUP["prices"] if r["id"] == g) for g in GOODS)
PLANTATION_COUNTS = tuple(component("plantations")["counts"][g] for g in GOODS)
QUARRY_COUNT = component("quarries")["count"]
GOODS_COUNTS = tuple(component("goods")["counts"][g] for g in GOODS)
COLONISTS = component("colonists")["count"]
NOBLES = component("nobles")["count"]
VP_CHIPS = component("vp_chips")["value"]
DOUBLOONS = component("doubloons")["value"]
HOUSE_SLOTS = component("trading_house")["slots"]
ISLAND_SPACES = component("island_spaces")["count"]
CITY_SPACES = component("city_spaces")["count"]
WHARF_CAPACITY = component("wharf_capacity")["count"]
QUARRY_CAP = tuple(r["cap"] for r in SETUP["quarry_caps"])  # by column 1..4 (l.244)
FACTORY_BONUS = tuple(SETUP["factory"][0]["by_types"])  # l.638
RESIDENCE_BONUS = {int(k): v for k, v in SETUP["residence"][0]["by_tiles"].items()}  # l.708
CLOISTER_BONUS = tuple(SETUP["cloister"][0]["by_sets"])  # l.951
CHURCH_BONUS = tuple(SETUP["church"][0]["by_column"])  # l.881


def bid(name: str) -> int:
    return B_INDEX[name]


# New Buildings: the board spaces of the beige buildings, one per printed cost, filled by the draft (l.806).
DRAFT_SPACES = tuple(sorted(COST[b] for b in range(NB) if SET[b] == "base" and BEIGE[b]))


def copies(b: int, players: int, new_buildings: bool, nobles: bool) -> tuple[int, bool]:
    """Copies of building ``b`` in such a game, and whether 0 is allowed too (a beige one not drafted, l.806).

    Base setup l.95-149 and l.758-766; New Buildings: every beige space is drafted from the base and
    new beige buildings, small ones in pairs except with two players (l.806); Nobles l.988.
    """
    if BEIGE[b] and SET[b] in ("base", "new_buildings"):
        if new_buildings:
            return (1 if players == 2 or LARGE[b] else COPIES[b]), True
        if SET[b] != "base":
            return 0, False
    if SET[b] == "base":
        cfg = setup_for(players)
        own = cfg["production_copies"] if PRODUCTION[b] else cfg["beige_copies"]
        return own or COPIES[b], False
    if SET[b] == "nobles" and nobles:
        return (1 if players == 2 and not PRODUCTION[b] else COPIES[b]), False
    return 0, False
