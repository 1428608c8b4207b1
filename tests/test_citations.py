"""Every rulebook citation the engine, its data and its notebook print points at a real rule line.

A citation is ``l.N`` or a range ``l.N-M`` (also with an en dash): line N of ``cat -n`` of the
game's Russian rulebook, shared/seeds/<slug>.ru.txt. Each cited line must exist and must not be
a heading (all capitals) or an empty line: a teacher who looks it up should find the rule itself.
"""

from __future__ import annotations

import json
import random
import re
from collections.abc import Iterator
from functools import cache
from importlib import resources
from pathlib import Path

import pytest

from boardkit import games

ROOT = Path(__file__).resolve().parent.parent
CITATION = re.compile(r"\bl\.\s?(\d+)(?:\s?[-–]\s?(\d+))?")
SLUGS = games.names()


def _seeds_dir() -> Path | None:
    """shared/seeds beside the repository (CI: ../shared); a worktree may sit deeper, so look upward."""
    for base in ROOT.parents:
        candidate = base / "shared" / "seeds"
        if candidate.is_dir():
            return candidate
    return None


@cache
def rulebook(slug: str) -> list[str]:
    seeds = _seeds_dir()
    if seeds is None or not (seeds / f"{slug}.ru.txt").is_file():
        pytest.skip(
            f"no rulebook shared/seeds/{slug}.ru.txt beside the repository; citations cannot be checked"
        )
    return (seeds / f"{slug}.ru.txt").read_text(encoding="utf-8").splitlines()


def is_heading(line: str) -> bool:
    """A heading is all capitals (no lower-case letter at all); an empty line counts as one."""
    text = line.strip()
    return text == text.upper()


def problems(slug: str, where: str, text: str) -> Iterator[str]:
    """What is wrong with each citation in ``text``, named with ``where`` it was found."""
    lines = rulebook(slug)
    for m in CITATION.finditer(text):
        first, last = int(m.group(1)), int(m.group(2) or m.group(1))
        if last < first:
            yield f"{where}: {m.group(0)}: runs backwards"
            continue
        for n in {first, last}:
            if not 1 <= n <= len(lines):
                yield f"{where}: {m.group(0)}: the rulebook has {len(lines)} lines"
            elif is_heading(lines[n - 1]):
                yield f"{where}: {m.group(0)}: l.{n} is a heading or empty: {lines[n - 1].strip()!r}"


def check(slug: str, cited: Iterator[tuple[str, str]]) -> None:
    found = [p for where, text in cited for p in problems(slug, where, str(text))]
    assert not found, "citations that point at no rule line:\n" + "\n".join(sorted(set(found)))


def package_dir(slug: str) -> Path:
    return Path(str(resources.files(f"boardkit.games.{slug}")))


@pytest.mark.parametrize("slug", SLUGS)
def test_rulebook_lines_cited_in_phases_moves_options_and_secrets_exist(slug):
    g = games.get(slug)

    def cited() -> Iterator[tuple[str, str]]:
        for p in g.phases():
            yield f"phase {p.id}", f"{p.rule} {p.summary} {p.title}"
        for m in g.moves():
            yield f"move {m.kind}", m.summary
        for o in g.options():
            yield f"option {o.name}", f"{o.rule} {o.summary}"
        for s in g.SECRETS:
            yield f"secret {s.path}", f"{s.rule} {s.summary}"
        yield "end of the game", g.end_rule

    check(slug, cited())


@pytest.mark.parametrize("slug", SLUGS)
def test_rulebook_lines_cited_in_the_track_tables_exist(slug):
    g = games.get(slug)
    check(
        slug,
        (
            (f"tracks()[{name!r}] row {i}", " ".join(map(str, row)))
            for name, df in g.tracks().items()
            for i, row in enumerate(df.reset_index().itertuples(index=False))
        ),
    )


@pytest.mark.parametrize("slug", SLUGS)
def test_rulebook_lines_cited_by_data_files_rulings_and_sources_exist(slug):
    # The data files' `source` fields, RULINGS.md and every comment or string of the rules modules.
    pkg = package_dir(slug)
    files = sorted(f for f in pkg.rglob("*") if f.suffix in (".py", ".json", ".md"))
    assert any(f.name == "RULINGS.md" for f in files) and any(f.suffix == ".json" for f in files)
    check(slug, ((f.relative_to(pkg).as_posix(), f.read_text(encoding="utf-8")) for f in files))


@pytest.mark.parametrize("slug", SLUGS)
def test_rulebook_lines_cited_in_the_notebook_exist(slug):
    path = ROOT / "notebooks" / f"{slug}.ipynb"
    if not path.exists():
        pytest.skip(f"{slug} has no notebook yet")
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]

    def cited() -> Iterator[tuple[str, str]]:
        for i, cell in enumerate(cells):
            yield f"{path.name} cell {i}", "".join(cell.get("source", ""))
            for out in cell.get("outputs", []):
                yield f"{path.name} cell {i} output", json.dumps(out, ensure_ascii=False)

    check(slug, cited())


@pytest.mark.parametrize("slug", SLUGS)
def test_rulebook_lines_cited_by_log_events_in_random_games_exist(slug):
    g = games.get(slug)
    cited: list[tuple[str, str]] = []
    for seed, players in enumerate(g.player_counts):
        for name, options in g.option_sets().items():
            chooser = random.Random(seed)
            s = g.new_game(players, seed, **options)
            for _ in range(3000):
                if g.is_over(s):
                    break
                s = g.apply(s, chooser.choice(g.legal_actions(s)))
            cited += [(f"{players}p {name} seed {seed}: {e.kind} event", e.rule) for e in s.log]
    assert cited, "the games logged no rule at all"
    check(slug, iter(cited))


def test_l103_the_governor_is_dealt_on_a_rule_line_not_on_a_heading():
    # The checker itself must tell a heading from a rule: l.83 is the set-up heading, l.103 deals the governor.
    lines = rulebook("puerto_rico")
    assert is_heading(lines[83 - 1]) and is_heading("")
    assert not is_heading(lines[103 - 1])
    found = list(problems("puerto_rico", "probe", "l.83, l.103, l.101-103, l.99999, l.105-101"))
    assert [f.split(":")[1].strip() for f in found] == ["l.83", "l.99999", "l.105-101"]
