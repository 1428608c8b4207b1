"""Every registered game has the same files and test layout (docs/new_game.md), and no widget style fixes a
width wider than a narrow notebook cell (the browser suite checks the drawn boards: tests/browser)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import boardkit

ROOT = Path(__file__).resolve().parents[1]
SLUGS = [s for s in boardkit.games.names() if boardkit.games.get(s).__module__.startswith("boardkit.games.")]
RULE = re.compile(r"^(l\d+|a\d+)$")
# The widget at 800 px with JupyterLab's sidebar open is about 370 px wide, its board less.
NARROW_CELL_PX = 320
# A width that cannot shrink: width, min-width, the least of a grid track, a flex basis that may not shrink.
FIXED_WIDTH = re.compile(
    r"(?<![-\w])(?:min-)?width:\s*(\d+(?:\.\d+)?)px|minmax\(\s*(\d+(?:\.\d+)?)px|flex:\s*\d+\s+0\s+(\d+(?:\.\d+)?)px"
)


@pytest.mark.parametrize("slug", SLUGS)
def test_every_game_has_its_files_in_the_same_places(slug):
    pkg = ROOT / "boardkit" / "games" / slug
    for name in (
        "game.py",
        "state.py",
        "invariants.py",
        "position.py",
        "view.py",
        "measures.py",
        "glossary.json",
        "RULINGS.md",
    ):
        assert (pkg / name).is_file(), f"boardkit/games/{slug}/{name}"
    assert (ROOT / "widgets" / "boards" / f"{slug}.js").is_file()
    assert (ROOT / "notebooks" / f"{slug}.ipynb").is_file()
    assert list((ROOT / "tests" / slug).glob("test_*.py")), f"tests/{slug}/"
    assert list((ROOT / "tests" / "boards" / slug).glob("test_*.py")), f"tests/boards/{slug}/"
    assert list((ROOT / "tests" / "playthroughs").glob(f"{slug}_*.txt")), "golden playthroughs"


@pytest.mark.parametrize("slug", SLUGS)
def test_a_test_that_names_its_rule_names_it_first(slug):
    late = []
    for path in [
        *(ROOT / "tests" / slug).glob("test_*.py"),
        *(ROOT / "tests" / "boards" / slug).glob("test_*.py"),
    ]:
        for name in re.findall(r"^def test_(\w+)\(", path.read_text(encoding="utf-8"), re.M):
            parts = name.split("_")
            if any(RULE.match(p) for p in parts) and not RULE.match(parts[0]):
                late.append(f"{path.name}::test_{name}")
    assert not late, late


@pytest.mark.parametrize("css", sorted((ROOT / "widgets").rglob("*.css")), ids=lambda p: p.name)
def test_no_widget_style_fixes_a_width_wider_than_a_narrow_cell(css):
    wide = []
    for n, line in enumerate(css.read_text(encoding="utf-8").splitlines(), 1):
        for match in FIXED_WIDTH.finditer(line):
            px = float(next(g for g in match.groups() if g))
            if px > NARROW_CELL_PX:
                wide.append(f"{css.name}:{n}: {match.group(0)}")
    assert not wide, wide
