"""The asset loader: the wheel's boardkit/_widgets first, then the checkout's widgets/, never a CDN."""

from __future__ import annotations

from pathlib import Path

import pytest

from boardkit import _assets


@pytest.fixture()
def places(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[Path, Path]:
    wheel, checkout = tmp_path / "boardkit" / "_widgets", tmp_path / "widgets"
    monkeypatch.setattr(_assets, "_PLACES", (wheel, checkout))
    _assets.widgets_dir.cache_clear()
    yield wheel, checkout
    _assets.widgets_dir.cache_clear()


def put(folder: Path, text: str) -> None:
    (folder / "boards").mkdir(parents=True)
    (folder / "gameview.js").write_text(text, encoding="utf-8")
    (folder / "boards" / "demo.js").write_text(f"// {text}", encoding="utf-8")


def test_an_editable_install_reads_the_checkout(places: tuple[Path, Path]) -> None:
    wheel, checkout = places
    put(checkout, "checkout")
    assert _assets.widgets_dir() == checkout and _assets.read("gameview.js") == "checkout"
    assert _assets.board_files("demo") == ("// checkout", "")
    assert _assets.board_files("nothing") == ("", "")


def test_a_wheel_reads_its_own_copy_first(places: tuple[Path, Path]) -> None:
    wheel, checkout = places
    put(wheel, "wheel")
    put(checkout, "checkout")
    assert _assets.widgets_dir() == wheel and _assets.read("gameview.js") == "wheel"


def test_missing_files_say_where_they_were_looked_for(places: tuple[Path, Path]) -> None:
    wheel, checkout = places
    with pytest.raises(FileNotFoundError, match="_widgets.*widgets"):
        _assets.widgets_dir()
