"""The board's view-model: a plain JSON picture of everything public. Core has already stripped the
secrets (other seats' screens, objectives and unshown bids; the deck and stack orders), so the screens
shown here are the viewer's own, or all of them at the end or with the whole-table switch. The printed rows
of boards I-IV and the wheel's limits come along, so the board draws them as the state's data has them."""

from __future__ import annotations

from typing import Any

from boardkit.core import Action

from .board import controller
from .catalog import BACKS, CARD, CARDS, FACE, OTHER_FACE, RESOURCES, WHEEL_LIMITS, WHEEL_ZONES
from .state import BOX, WONDER, ArchipelagoState


def _unit(k: int, u: Any) -> dict[str, Any]:
    return {
        "id": k,
        "owner": u.owner,
        "kind": "ship" if u.ship else "inhabitant",
        "spot": u.spot,
        "striking": u.lying,
        "occupied": u.busy,
        "icon": RESOURCES[u.icon] if u.icon >= 0 else "",
    }


def _card_info(ids: set[str]) -> dict[str, dict[str, Any]]:
    """What the board prints on a card: its kind, who may use it, its VP and whether it is a wonder."""
    out = {}
    for i in sorted(ids):
        c = CARD[i]
        out[i] = {"kind": c.kind, "use": c.use, "vp": c.vp, "wonder": c.wonder, "prices": list(c.prices)}
    return out


def _faces(s: ArchipelagoState) -> dict[str, dict[str, Any]]:
    """The faces a player may lay now, both sides (the hexes in hand, the drawn hex, the Pioneer's three): the board's picker
    draws them unturned (edges clockwise from east, as regions.json has them)."""
    up = [f for hand in s.hands for f in hand] + ([s.drawn] if s.drawn else []) + list(s.hex_choice)
    out = {}
    for f in sorted({*up, *(OTHER_FACE[f] for f in up if f in OTHER_FACE)}):
        face = FACE[f]
        out[f] = {"edges": list(face.edges), "icons": [RESOURCES[x] for x in face.icons], "huts": face.huts}
    return out


def _boards(s: ArchipelagoState) -> dict[str, Any]:
    """The printed rows of boards I-IV as the state's data has them (the board draws its cells)."""
    zones = s.data.zones
    limits = WHEEL_LIMITS[5 if s.players >= 5 else 4]
    return {
        "market_rows": {
            b: {r: [[row[0], row[1]] for row in zones[b][k]] for k, r in enumerate(RESOURCES)}
            for b in ("internal", "external")
        },
        "stability_rows": [list(row) for row in s.data.stability],
        "labor_rows": [list(row) for row in s.data.labor_rows],
        "wheel_limits": {z: limits[z] for z in WHEEL_ZONES},
    }


def board_view(s: ArchipelagoState, viewer: int | None) -> dict[str, Any]:
    regions = []
    for i, r in enumerate(s.regions):
        face = FACE[r.face]
        regions.append(
            {
                "index": i,
                "face": r.face,
                "cell": list(r.cell),
                "rot": r.rot,
                "edges": [face.edges[(d - r.rot) % 6] for d in range(6)],
                "icons": [RESOURCES[x] for x in face.icons],
                "huts": s.data.huts[r.face],
                "buildings": [{"kind": b, "controller": controller(s, i, b)} for b in r.buildings],
                "units": [_unit(k, u) for k, u in enumerate(s.units) if u.region == i],
            }
        )
    seats = []
    for q, seat in enumerate(s.seats):
        seats.append(
            {
                "player": q,
                "screen": {
                    "money": seat.money,
                    "cubes": dict(zip(RESOURCES, seat.cubes, strict=True)),
                    "explorer_tokens": seat.tokens,
                }
                if len(seat.cubes) == len(RESOURCES)  # core empties others' screens, unless the whole table
                else None,
                "objectives": list(seat.objectives),
                "bid_made": bool(seat.bid) or (s.phase == "bidding" and q not in s.bidders),
                "bid": seat.bid[0] if seat.bid else None,  # core leaves only the viewer's own
                "discs": seat.discs,
                "discs_used": seat.discs_used,
                "cards": [CARDS[c].id for c in seat.cards],
                "turned": [CARDS[c].id for c in seat.rotated],
                "wonders_built": [CARDS[c].id for c in seat.built],
                "in_box": sum(1 for u in s.units if u.owner == q and u.region == BOX),
                "on_wonders": sum(1 for u in s.units if u.owner == q and u.region == WONDER),
                "benefactor": seat.benefactor,
                "wheel_coins": seat.wheel_coins,
                "passed": seat.passed,
                # the viewer's own secrets only (core strips the others'): the Thief's fists, the Spy's sight
                "fists": [RESOURCES[r] if r >= 0 else None for r in seat.fists],
                "seen_objectives": [{"player": q2, "objective": o} for q2, o in seat.seen],
            }
        )
    top = BACKS[s.top_back] if s.top_back >= 0 else None
    return {
        "turn": s.turn,
        "order": list(s.order),
        "step": s.step,
        "markers": {"population": s.population, "rebellion": s.rebellion, "labor": s.labor},
        "internal": dict(zip(RESOURCES, s.internal, strict=True)),
        "external": dict(zip(RESOURCES, s.external, strict=True)),
        "bank": {"money": s.bank_money, "cubes": dict(zip(RESOURCES, s.bank_cubes, strict=True))},
        "explorer_stacks": list(s.explorers),
        "regions": regions,
        "hex_stack": len(s.hex_stack),
        "hex_top": s.hex_top,
        "drawn": s.drawn,
        "hex_choice": list(s.hex_choice),
        "robbed": s.counter if s.step == "hand" else None,  # whose closed fists the Thief chooses between
        "permits": [{"holder": q, "asker": a, "granted": ok} for q, a, ok in s.permits],
        "plundered": [{"region": i, "resource": RESOURCES[r]} for i, r in s.plundered],
        "hands": [list(h) for h in s.hands],
        "track": [
            {
                "slot": i,
                "card": CARDS[c].id if c >= 0 else None,
                "turns": s.turns[i],
                "price": s.data.card_prices[c][s.turns[i]] if c >= 0 else None,
            }
            for i, c in enumerate(s.track)
        ],
        "deck": len(s.deck),
        "deck_top_back": {"id": top.id, "top": top.top, "bottom": top.bottom} if top else None,
        "dev_discard": [CARDS[c].id for c in s.dev_discard],
        "shown": [CARDS[c].id for c in s.shown],
        "trends": list(s.trends),
        "open_objectives": list(s.open_objectives),
        "wheel": dict(zip(WHEEL_ZONES, s.wheel, strict=True)),
        "seats": seats,
        "shown_bids": list(s.shown_bids),
        "bidders": list(s.bidders),
        "queue": list(s.queue),
        "crisis": s.detail if s.phase == "crisis" else "",
        "ended_by": s.ended_by,
        "new_region": len(s.regions) - 1 if s.step == "enter" else None,  # where the units may enter
        **_boards(s),
        "faces": _faces(s),
        "card_info": _card_info(
            {CARDS[c].id for c in (*s.track, *s.dev_discard, *s.shown) if c >= 0}
            | {CARDS[c].id for seat in s.seats for c in (*seat.cards, *seat.built)}
        ),
    }


_LABELS = {  # English button words; messages.json holds each one's Russian
    "choose_trend": "choose the trend card {trend}",
    "place_first": "attach {face} at row {cell[0]}, column {cell[1]}, turned {rot}",
    "place_region": "place {face} at row {cell[0]}, column {cell[1]}, turned {rot}",
    "settle": "{market} to the internal market, {keep} behind the screen",
    "discard_objective": "let the objective card {card} go",
    "bid": "bid {amount} {florins_word}",
    "set_order": "turn order {order_text}",
    "supply": "give a cube from the {source}",
    "harvest": "harvest {count} {resource}",
    "trade": "{verb} {resource} on the {board}",
    "enter": "move unit {unit} into the new region",
    "recruit": "recruit a worker in region {region}",
    "move_unit": "move unit {unit} to region {region} ({spot_text})",
    "build": "build a {building} in region {region}",
    "use_port": "use the port in region {region}",
    "use_market": "use the market in region {region}",
    "use_card": "use {card}, option {option}",
    "build_wonder": "build the wonder {card} with unit {unit}",
    "shift": "move a {resource} cube to {to}",
    "pick_card": "take {card}",
    "buy": "buy the card in slot {slot}",
    "turn_card": "turn the card in slot {slot}",
    "evict": "evict the striker {unit}",
    "sink": "sink ship {unit}",
    "give": "give a {resource} cube",
    "rob": "rob P{seat_no}",
    "fists": "hide {left_text} and {right_text}",
    "take_hand": "take the {hand} fist",
    "spy_on": "look at the objective of P{seat_no}",
    "occupy": "plunder region {region}",
    "choose_hex": "choose the hex {face}",
    "ask_leave": "ask P{seat_no} for leave to harvest, offering {florins} {florins_word}",
    "answer": "{grant_text} leave to harvest",
}
_PLAIN = {  # moves without arguments: the move's own summary
    "new_hexes": "no hex fits: draw 3 new ones",
    "done": "end one's crisis opportunity",
    "taxes": "collect taxes",
    "explore": "explore",
    "keep_hex": "take the drawn hex",
    "reject_hex": "turn the drawn hex down",
    "explore_fail": "the hex fits nowhere",
    "reproduce": "reproduce",
    "migrate": "migrate",
    "stop": "end this action",
    "end_round": "end the round",
    "skip_development": "nothing to buy or turn",
}


def label(a: Action) -> str:
    """A short readable label for a move (buttons, logs), in English words messages.json translates."""
    if a.kind in _PLAIN:
        return _PLAIN[a.kind]
    args = dict(a.args)
    template = _LABELS.get(a.kind)
    if template is None:  # a move added later without its words: still readable
        return f"{a.kind.replace('_', ' ')} " + " ".join(f"{k}={v}" for k, v in a.args)
    args["verb"] = "buy" if args.get("buy") else "sell"
    args["order_text"] = " ".join(str(x) for x in args.get("order", ()))
    args["spot_text"] = args.get("spot") or "open ground"
    if "seat" in args:
        args["seat_no"] = args["seat"] + 1
    args["grant_text"] = "grant" if args.get("grant") else "refuse"
    # the noun agrees with its number ("bid 1 florin"), as the Russian form does
    args["florins_word"] = "florin" if args.get("amount", args.get("florins")) == 1 else "florins"
    for hand in ("left", "right"):
        if hand in args:
            args[f"{hand}_text"] = args[hand] or "nothing"
    return template.format(**args)
