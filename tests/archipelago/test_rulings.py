"""RULINGS.md lists every reading of an unclear rulebook line (design.md); the code cites them as A<n>."""

from __future__ import annotations

import re
from pathlib import Path

import boardkit.games.archipelago as package

HERE = Path(package.__file__).resolve().parent
RULING = re.compile(r"\bA(\d+)\b")
ROW = re.compile(r"^\|\s*A(\d+)\s*\|(.*)$")


def listed() -> dict[int, str]:
    """Ruling number -> its table row in RULINGS.md."""
    rows = {}
    for line in (HERE / "RULINGS.md").read_text(encoding="utf-8").splitlines():
        m = ROW.match(line)
        if m:
            assert int(m.group(1)) not in rows, f"A{m.group(1)} is listed twice"
            rows[int(m.group(1))] = m.group(2)
    return rows


def cited() -> dict[int, set[str]]:
    """Ruling number -> the package files that cite it."""
    out: dict[int, set[str]] = {}
    for path in sorted(HERE.rglob("*")):
        if path.suffix in (".py", ".json", ".js"):
            for n in RULING.findall(path.read_text(encoding="utf-8")):
                out.setdefault(int(n), set()).add(path.name)
    return out


def test_rulings_md_replaces_notes_md():
    assert (HERE / "RULINGS.md").exists() and not (HERE / "NOTES.md").exists()


def test_rulings_every_ruling_the_code_cites_is_listed():
    missing = sorted(set(cited()) - set(listed()))
    assert not missing, f"cited in the code but not in RULINGS.md: {[f'A{n}' for n in missing]}"


def test_rulings_every_listed_ruling_is_cited_or_needs_no_code():
    rows, used = listed(), cited()
    assert rows, "RULINGS.md has no ruling rows"
    idle = sorted(n for n, row in rows.items() if n not in used and "(no code)" not in row)
    assert not idle, f"listed but cited nowhere and not marked (no code): {[f'A{n}' for n in idle]}"


def test_rulings_are_numbered_without_gaps():
    numbers = sorted(listed())
    assert numbers == list(range(1, len(numbers) + 1))


def test_rulings_each_names_rulebook_lines_or_says_not_covered():
    for n, row in listed().items():
        lines = row.rstrip("|").split("|")[-1]
        assert "l." in lines or "not covered" in lines, f"A{n} names no rulebook line: {row}"
