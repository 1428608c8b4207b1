"""RULINGS.md lists every ruling (Annn) the Puerto Rico code cites, and nothing the code does not cite."""

from __future__ import annotations

import re
from pathlib import Path

import boardkit.games.puerto_rico as package

PACKAGE = Path(package.__file__).resolve().parent
TESTS = Path(__file__).resolve().parent
RULING = re.compile(r"\bA\d+\b")
HEADING = re.compile(r"^## (A\d+):", re.MULTILINE)


def cited(folder: Path, suffixes: tuple[str, ...]) -> set[str]:
    return {
        m
        for path in folder.rglob("*")
        if path.suffix in suffixes and path.name != Path(__file__).name
        for m in RULING.findall(path.read_text(encoding="utf-8"))
    }


def listed() -> list[str]:
    return HEADING.findall((PACKAGE / "RULINGS.md").read_text(encoding="utf-8"))


def test_rulings_md_lists_each_ruling_once():
    ids = listed()
    assert ids, "RULINGS.md has no '## Annn:' headings"
    assert len(ids) == len(set(ids)), sorted(i for i in ids if ids.count(i) > 1)


def test_every_ruling_cited_in_the_package_is_in_rulings_md():
    missing = cited(PACKAGE, (".py", ".json")) - set(listed())
    assert not missing, f"cited in boardkit/games/puerto_rico but not in RULINGS.md: {sorted(missing)}"


def test_every_ruling_in_rulings_md_is_cited():
    used = cited(PACKAGE, (".py", ".json")) | cited(TESTS, (".py",))
    unused = set(listed()) - used
    assert not unused, f"RULINGS.md lists rulings nothing cites: {sorted(unused)}"
