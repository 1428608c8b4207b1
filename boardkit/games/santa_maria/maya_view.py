"""What a board draws for Module D, the Maya city (l.714-969): a key of its own beside view.py's.
Secrets are stripped by core first: another seat sees the Maya's hand as nulls (its size stays)."""

from __future__ import annotations

from typing import Any

from boardkit.core import Action

from .maya import priests_free, temple_points
from .maya_data import STORES
from .state import SantaMariaState


def maya_view(s: SantaMariaState) -> dict[str, Any]:
    """``{"maya": None}`` without Module D, else the city (see VIEW.md)."""
    if not s.maya_on:
        return {"maya": None}
    d = s.data
    city = d.city
    seat = s.seats[s.maya_seat]
    return {
        "maya": {
            "seat": s.maya_seat,
            "sites": [
                {
                    "id": x,
                    "road": city.road_of[i],
                    "districts": [city.districts[k] for k in city.beside[i]],
                    "building": s.city[i],
                    "effect": _effect(s, s.city[i]),
                    "on": s.city_on[i],
                }
                for i, x in enumerate(city.sites)
            ],
            "links": [[city.sites[a], city.sites[b]] for a, b in city.links],
            "forks": [
                {"id": f, "ends": [city.sites[a], city.sites[b]], "road": f in s.city_roads}
                for f, (a, b) in zip(city.forks, city.fork_ends, strict=True)
            ],
            "entries": {str(v): city.sites[i] for v, i in sorted(city.entry.items())},
            "temples": [
                {
                    "district": name,
                    "reward": city.reward[name],
                    "levels": s.temples[k],
                    "token": s.temple_top[k],
                    "cost": dict(d.temples[s.temple_top[k]]["cost"]) if s.temple_top[k] else {},
                }
                for k, name in enumerate(city.districts)
            ],
            "stacks": {"medium": len(s.medium_stack), "small": len(s.small_stack)},
            "tucked": {name: list(s.tucked[k]) for k, name in enumerate(city.card_districts)},
            "hand": [c if c is None else _card(s, c) for c in seat.hand],
            "aside": list(seat.aside),  # null for each to the others
            "deck": len(s.maya_deck),
            "stores": {r: {"tokens": s.stores[k], "filled": getattr(seat, r)} for k, r in enumerate(STORES)},
            "spare": {r: s.spare[k] for k, r in enumerate(STORES)},
            "buildings_left": sorted(s.buildings_left),
            "road_tokens": d.m["road_tokens"] - len(s.city_roads),
            "priests": {"owned": s.priests, "free": priests_free(s)},
            "gold_temple": s.gold_temple,
            "temple_points": temple_points(s),
            "offer": (
                {"to": int(s.offer[0]), "give": s.offer[1], "get": s.offer[2], "coins": int(s.offer[3])}
                if s.offer
                else None
            ),
            "walk": {
                "die": s.walk_die,
                "value": s.walk_value,
                "path": [city.sites[i] for i in s.walk],
                "tech_used": s.tech_used,
            },
        }
    }


def _effect(s: SantaMariaState, building: str) -> dict[str, Any]:
    if not building:
        return {}
    rec = s.data.maya_buildings[building]
    return {"effect": rec["effect"], **({"gain": dict(rec["gain"])} if "gain" in rec else {})}


def _card(s: SantaMariaState, card: str) -> dict[str, Any]:
    rec = s.data.cards[card]
    return {"id": card, **{k: v for k, v in rec.items() if k not in ("id", "source", "reason", "note")}}


def maya_label(a: Action) -> str | None:
    """A button's words for a Maya move, None for any other move."""
    k = a.kind
    if k == "city_die":
        how = " for a cocoa" if a["cocoa"] else ""
        what = "ambassador die" if a["ambassador"] else "die"
        turned = f" turned from {a['face']}" if a["face"] != a["value"] else ""
        return f"the Maya: the {a['color']} {what} as {a['value']}{turned}{how}"
    if k == "play_card":
        return f"play {card_words(a['card'])} for {a['district']}"
    if k == "priest":
        road, step = site_numbers(a["site"])
        return f"high priest on site {step} of road {road}"
    if k == "walk":
        road, step = site_numbers(a["site"])
        return f"die on to site {step} of road {road}"
    if k == "stop":
        return "leave the die here"
    if k == "tech":
        return f"use {card_words(a['card'])} for its technology"
    if k == "temple":
        return f"temple level in {a['district']}"
    if k in ("fill", "store"):
        return f"{'fill' if k == 'fill' else 'new'} {a['resource']} storage"
    if k == "draw_card":
        return "draw an action card"
    if k == "fork":
        road, first, second = fork_roads(a["fork"])
        return f"road token on road {road}, joining roads {first} and {second}"
    if k in ("reserve_buy", "reserve_sell"):
        return f"{'buy' if k == 'reserve_buy' else 'sell'} 1 {a['resource']}"
    if k == "set_aside":
        return f"set {card_words(a['card'])} aside"
    if k == "redraw":
        return "cards under the deck, draw as many"
    if k == "done":
        return "end the trade"
    if k == "offer":
        coins = "coin" if a["coins"] == 1 else "coins"
        return f"offer P{a['to'] + 1}: {a['give']} for {a['get']} ({a['coins']} {coins})"
    if k == "accept":
        return "accept the trade"
    if k == "decline":
        return "decline the trade"
    if k == "construct":
        road, step = site_numbers(a["site"])
        return f"build {a['building']} on site {step} of road {road}"
    return None


def site_numbers(site: str) -> tuple[int, int]:
    """A city site's road (its die number, l.841) and its place along that road, as the board lays them out."""
    from .components import DEFAULT  # the label has no state: the shipped city's layout

    rec = next(r for r in DEFAULT.tables["maya_sites"] if r["id"] == site)
    return rec["road"], rec["step"]


def fork_roads(fork: str) -> tuple[int, int, int]:
    """A fork's road and the two roads a token on it joins, as l.872 names them."""
    from .components import DEFAULT

    city = DEFAULT.city
    k = city.forks.index(fork)
    a, b = (city.road_of[i] for i in city.fork_ends[k])
    return city.fork_road[k], a, b


def card_words(card: str) -> str:
    """An action card by its two districts, as the log names it (l.776), and what is printed on it that tells
    it from the other cards of the same two districts: its technology number and bonus, else what its
    festival pays, else the building it lays."""
    from .components import DEFAULT

    rec = DEFAULT.cards[card]
    first, second = rec["districts"]
    if "value" in rec:
        detail = f"+{rec['value']} {rec['bonus']}" if rec.get("bonus") else f"+{rec['value']}"
    elif rec.get("pay"):
        detail = "pays " + " and ".join(
            r for r, n in rec["pay"].items() for _ in range(n)
        )  # no comma: a list
    else:
        detail = "builds a wooden building" if rec.get("build") == "wood" else "builds a straw building"
    return f"the {first}/{second} card ({detail})"
