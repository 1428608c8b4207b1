"""Story cards, story tokens, legacy tiles and the archive (l.119-155, l.452-460, l.511, l.529-533, l.1153-1240).

A campaign game starts from story card 01 or from an archive (JSON) saved at the end of the last game;
a game without a campaign uses one of cards 75-77, which only add quests by round and player count.
The campaign's story cards are designed (data/story.json, RULINGS A39): small, but each instruction
type of l.1157-1163 appears on one. Legacy tiles covered: RULINGS A41; cards 76-77: A42.
"""

from __future__ import annotations

import json
from typing import Any

from boardkit.core import StateError
from boardkit.core.rng import shuffled

from .components import LEGACY, NONCAMPAIGN, STORY, STORY_CARD

ARCHIVE_KEYS = ("chapter", "stories", "legacy", "red_cards")


def place_noncampaign(s: Any, step: str) -> None:
    """Cards 75-77: quests for this moment and player count (l.127, l.460; RULINGS A9)."""
    from .scoring import place_quests

    place_quests(s, NONCAMPAIGN[s.story_card][step][max(2, s.players)])


def enter(s: Any, number: int, follow: bool = True) -> None:
    """A story card comes into play: read it and follow it, then it lies on its space (l.1155, l.1160)."""
    if number in s.stories or number in s.story_read:
        return
    s.stories = tuple(sorted((*s.stories, number)))
    s.say("story", None, "l.1155", "story card {0} enters the game", number)
    if follow:
        for ins in STORY[number]["enter"]:
            instruction(s, ins)


def instruction(s: Any, ins: list[Any]) -> None:
    """One instruction of a story card (l.1157-1163)."""
    kind = ins[0]
    if kind == "story_token":  # l.1157
        held = dict(s.story_tokens)
        held[ins[2]] = ins[1]
        s.story_tokens = tuple(sorted(held.items()))
    elif kind == "quests":  # l.1158
        from .scoring import place_quests

        place_quests(s, tuple(ins[1][str(max(2, s.players))]))
    elif kind in (
        "discard",
        "shuffle",
    ):  # l.1159, l.1162: a story card with a red number joins the project cards
        card = STORY_CARD[ins[1]]
        if card in s.story_box:
            s.story_box = tuple(c for c in s.story_box if c != card)
            if kind == "discard":
                s.discard = (*s.discard, card)
            else:
                s.deck = tuple(shuffled(s, (*s.deck, card)))
    elif kind == "read":  # l.1160
        enter(s, ins[1])
    elif kind == "legacy":  # l.1161; the same tile twice: the higher card wins (l.1214), here it is kept once
        if ins[1] not in s.legacy:
            s.legacy = tuple(sorted((*s.legacy, ins[1])))
            if ins[1] == "L3":  # the plague: Cartagena's city tile leaves the game (l.1230)
                s.city_tiles = tuple(t for t in s.city_tiles if t[0] != "14")
            if (
                LEGACY[ins[1]]["effect"] == "city_quest"
            ):  # L1: a quest tile on its quest space at once (l.1218)
                from .scoring import place_quests

                place_quests(s, (LEGACY[ins[1]]["location"],))
            if LEGACY[ins[1]]["spaces"]:
                s.legacy_discs = tuple(sorted((*s.legacy_discs, (ins[1], neutral_discs(s, ins[1])))))
    else:
        raise ValueError(f"unknown story instruction {kind!r}")


SKULLS = ("L3", "L20", "L21", "L22", "L23")  # l.1200


def remove_skull(s: Any) -> None:
    """The lowest skull tile on the board leaves the game; for L3 a random city tile of this player count
    from the box goes to Cartagena (l.1200). Which skull is not asked (RULINGS A46)."""
    skulls = [t for t in s.legacy if t in SKULLS]
    if not skulls:
        return
    tile = sorted(skulls, key=lambda t: int(t[1:]))[0]
    s.legacy = tuple(t for t in s.legacy if t != tile)
    s.say("legacy", None, "l.1200", "the skull tile {0} leaves the game", tile)
    if tile == "L3":
        from .components import CITY_TILES

        board = max(2, s.players)
        used = {t for _, t in s.city_tiles}
        box = [
            t["id"]
            for t in CITY_TILES
            if t["players"] == board and not t["maracaibo"] and t["id"] not in used
        ]
        if box:
            s.city_tiles = tuple(sorted((*s.city_tiles, ("14", shuffled(s, box)[0]))))


def neutral_discs(s: Any, tile: str) -> tuple[int, ...]:
    """With 2 players a disc from the box lies on L11-L17 when it enters; solo one more for Jean (l.839)."""
    if not 11 <= int(tile[1:]) <= 17 or s.players > 2:
        return ()
    return (-1,) * (2 if s.players == 1 else 1)


def story_quest_at(s: Any, location: str) -> int:
    """The story card whose token lies at ``location``, or -1."""
    token = dict(s.story_tokens).get(location)
    if token is None:
        return -1
    for number in s.stories:
        quest = STORY[number].get("quest")
        if quest and quest["token"] == token:
            return number
    return -1


def fulfil_story_quest(s: Any, who: int, location: str) -> None:
    """Pay, take the reward and the story token, which counts as a quest tile from now on (l.380, l.1167)."""
    from .effects import reward
    from .quests import pay, put_on_track

    number = story_quest_at(s, location)
    quest = STORY[number]["quest"]
    pay(s, who, tuple(quest["cost"]))
    s.say("quest", who, "l.380", "fulfils the story quest of card {0}", number)
    for part in quest["reward"]:
        reward(s, who, tuple(part), "l.1193-1204")
    s.story_tokens = tuple(t for t in s.story_tokens if t[0] != location)
    put_on_track(s, who, -quest["token"])


def tile_full(s: Any, tile: str) -> bool:
    discs = dict(s.legacy_discs).get(tile)
    return discs is not None and len(discs) >= LEGACY[tile]["spaces"]


def met(s: Any, number: int) -> bool:
    need = STORY[number]["needs"]
    if need[0] == "token":
        taken = [q for seat in s.seats for q in seat.quests]
        if s.jean is not None:
            taken += list(s.jean.quests)
        return -need[1] in taken
    return tile_full(s, need[1])


def check(s: Any, final: bool = False) -> None:
    """Interim step 6 (l.452-458) and final step 6 (l.511): fulfilled cards are read in ascending order and
    leave the game; a card entering during the final scoring is placed but followed only next game."""
    for number in sorted(s.stories):
        if number in s.stories and met(s, number):
            s.stories = tuple(n for n in s.stories if n != number)
            s.story_read = tuple(sorted((*s.story_read, number)))
            s.say("story", None, "l.452", "story card {0} is fulfilled and read", number)
            for ins in STORY[number]["done"]:
                if final and ins[0] == "read":
                    enter(s, ins[1], follow=False)
                else:
                    instruction(s, ins)


def archive(s: Any) -> dict[str, Any]:
    """What goes into the archive after a campaign game (l.531): story cards and legacy tiles on the board
    (discs back to the box), and the project cards with red numbers now among the project cards."""
    return {
        "chapter": 1 + len(s.story_read),
        "stories": list(s.stories),
        "legacy": list(s.legacy),
        "red_cards": sorted(n for n, c in STORY_CARD.items() if c not in s.story_box),
        "read": list(s.story_read),
    }


def archive_json(s: Any) -> str:
    return json.dumps(archive(s), sort_keys=True)


def read_archive(text: str) -> dict[str, Any]:
    """An archive saved by ``archive_json``, checked: known story cards, legacy tiles and red numbers.

    :raises StateError: naming the key.
    """
    try:
        data = json.loads(text)
    except (TypeError, ValueError) as exc:
        raise StateError("archive", f"not JSON: {exc}") from None
    if not isinstance(data, dict):
        raise StateError("archive", "a JSON object")
    for key, known in (("stories", STORY), ("legacy", LEGACY), ("red_cards", STORY_CARD), ("read", STORY)):
        values = data.get(key, [])
        if not isinstance(values, list) or any(v not in known for v in values):
            raise StateError(f"archive.{key}", f"a list of known ids ({', '.join(map(str, known))})")
    return data


def start(s: Any, campaign: bool, saved: dict[str, Any] | None) -> None:
    """Setup step 15 (l.119-155): card 01, or the archive's cards and tiles (RULINGS A43), or a card 75-77."""
    if not campaign:
        place_noncampaign(s, "setup")
        return
    s.story_card = "campaign"
    if saved is None:
        enter(s, 1)  # l.123
        return
    s.story_read = tuple(sorted(saved.get("read", [])))
    for tile in saved.get("legacy", []):  # l.147
        instruction(s, ["legacy", tile])
    for number in saved.get("stories", []):
        enter(s, number)
