"""Every game's RULINGS.md lists each reading of an unclear rulebook line (design.md) as a table row
`| A<n> | ... | l.N |`; the code cites them as A<n>. Puerto Rico's file is sectioned and has its own test."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import boardkit.games

GAMES = Path(boardkit.games.__file__).resolve().parent
RULING = re.compile(r"\bA(\d+)\b")
ROW = re.compile(r"^\|\s*A(\d+)\s*\|(.*)$")
# a package whose RULINGS.md has table rows; found on disk so an unregistered engine is checked too
TABLED = sorted(
    p.parent.name
    for p in GAMES.glob("*/RULINGS.md")
    if any(ROW.match(line) for line in p.read_text(encoding="utf-8").splitlines())
)


def listed(slug: str) -> dict[int, str]:
    """Ruling number -> its table row in the game's RULINGS.md."""
    rows: dict[int, str] = {}
    for line in (GAMES / slug / "RULINGS.md").read_text(encoding="utf-8").splitlines():
        m = ROW.match(line)
        if m:
            assert int(m.group(1)) not in rows, f"{slug}: A{m.group(1)} is listed twice"
            rows[int(m.group(1))] = m.group(2)
    return rows


def cited(slug: str) -> dict[int, set[str]]:
    """Ruling number -> the package files that cite it."""
    out: dict[int, set[str]] = {}
    for path in sorted((GAMES / slug).rglob("*")):
        if path.suffix in (".py", ".json", ".js"):
            for n in RULING.findall(path.read_text(encoding="utf-8")):
                out.setdefault(int(n), set()).add(path.name)
    return out


def test_rulings_tables_found_for_the_games_that_keep_them():
    assert {"founders_of_empire", "santa_maria", "maracaibo", "archipelago"} <= set(TABLED)


@pytest.mark.parametrize("slug", TABLED)
def test_rulings_md_replaces_notes_md(slug):
    assert not (GAMES / slug / "NOTES.md").exists()


@pytest.mark.parametrize("slug", TABLED)
def test_rulings_every_ruling_the_code_cites_is_listed(slug):
    missing = sorted(set(cited(slug)) - set(listed(slug)))
    assert not missing, f"{slug}: cited in the code but not in RULINGS.md: {[f'A{n}' for n in missing]}"


@pytest.mark.parametrize("slug", TABLED)
def test_rulings_every_listed_ruling_is_cited_or_needs_no_code(slug):
    rows, used = listed(slug), cited(slug)
    idle = sorted(n for n, row in rows.items() if n not in used and "(no code)" not in row)
    assert not idle, f"{slug}: listed, cited nowhere, not marked (no code): {[f'A{n}' for n in idle]}"


@pytest.mark.parametrize("slug", TABLED)
def test_rulings_are_numbered_without_gaps(slug):
    numbers = sorted(listed(slug))
    assert numbers == list(range(1, len(numbers) + 1))


@pytest.mark.parametrize("slug", TABLED)
def test_rulings_each_names_rulebook_lines_or_says_not_covered(slug):
    for n, row in listed(slug).items():
        lines = row.rstrip("|").split("|")[-1]
        assert "l." in lines or "not covered" in lines, f"{slug}: A{n} names no rulebook line: {row}"
