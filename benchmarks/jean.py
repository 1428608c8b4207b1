"""Maracaibo solo: how Jean (l.729-848) scores against a bot, and where her VP come from.

    python benchmarks/jean.py [--games 200] [--bot heuristic] [--difficulty medium ...]

Plays ``--games`` solo games per difficulty with the bot in seat P1 and prints one row per difficulty:
the bot's and Jean's mean VP, how often Jean wins, and Jean's VP split by source: her turns' cards
(l.789-824), her income at the four scorings (l.829), nation leadership and ranks (l.843 with l.493-507)
and her end bonuses (quests and the three leads, l.845-848). The split is worked out from the finished
game, so it does not touch the engine.
"""

from __future__ import annotations

import argparse
import statistics
import time

from boardkit.core.bots import make_bot
from boardkit.games.maracaibo import GAME
from boardkit.games.maracaibo.components import rank
from boardkit.games.maracaibo.effects import upgrades_done
from boardkit.games.maracaibo.jean import JEAN_VP_PER_QUEST, _lead_vp
from boardkit.games.maracaibo.scoring import nation_modifiers

DIFFICULTIES = ("very_easy", "easy", "medium", "hard", "very_hard")


def jean_parts(s: object) -> dict[str, int]:
    """Jean's final VP by source, from the finished state and its log."""
    jean, you = s.jean, s.seats[0]
    income = sum(e.args[0] for e in s.log if e.kind == "jean" and e.template.startswith("Jean's income"))
    lead = 0
    for i in range(3):
        best = max(you.influence[i], jean.influence[i])
        lead += 3 if best and jean.influence[i] == best else 0
    mods = nation_modifiers(s)
    ranks = sum(rank(jean.influence[i]) * mods[i] for i in range(3))
    bonus = JEAN_VP_PER_QUEST * len(jean.quests)
    leads = _lead_vp(len(jean.quests) - len(you.quests), (3, 4))
    leads += _lead_vp(jean.removed - upgrades_done(you), (3, 4))
    leads += _lead_vp(jean.explorer - you.explorer, (8, 11))
    turns = jean.vp - income - lead - ranks - bonus - leads
    return {"turns": turns, "income": income, "nations": lead + ranks, "quest_vp": bonus, "leads": leads}


def play(difficulty: str, seed: int, bot: str) -> tuple[int, int, dict[str, int]]:
    s = GAME.new_game(1, seed, difficulty=difficulty)
    player = make_bot(bot, seed=seed)
    while not s.over:
        s = GAME.apply(s, player.choose(GAME, s))
    return s.seats[0].vp, s.jean.vp, jean_parts(s)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--bot", default="heuristic")
    ap.add_argument("--difficulty", nargs="*", default=list(DIFFICULTIES))
    args = ap.parse_args()
    print(f"{args.games} solo games per difficulty, P1 played by the {args.bot} bot")
    parts = ("turns", "income", "nations", "quest VP", "leads")
    print("".join(f"{h:>11}" for h in ("difficulty", "P1 VP", "Jean VP", "Jean wins", *parts, "s")))
    for difficulty in args.difficulty:
        start = time.perf_counter()
        games = [play(difficulty, seed, args.bot) for seed in range(args.games)]
        mean = statistics.fmean
        split = {k: mean([g[2][k] for g in games]) for k in games[0][2]}
        row = (
            difficulty,
            f"{mean([g[0] for g in games]):.1f}",
            f"{mean([g[1] for g in games]):.1f}",
            f"{100 * mean([g[1] > g[0] for g in games]):.0f}%",
            *(f"{v:.1f}" for v in split.values()),
            f"{time.perf_counter() - start:.0f}",
        )
        print("".join(f"{c:>11}" for c in row))


if __name__ == "__main__":
    main()
