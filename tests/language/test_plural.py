"""The Russian plural rule (``i18n.plural``, and the board shell's ``count`` in gameview.js, which must agree)."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

from boardkit.core.i18n import plural

FORMS = ("колонист", "колониста", "колонистов")
ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("n", [1, 21, 31, 101, 121, 1001])
def test_one_ends_in_1_but_not_11(n):
    assert plural(n, *FORMS) == "колонист"


@pytest.mark.parametrize("n", [2, 3, 4, 22, 23, 24, 102, 1004])
def test_few_ends_in_2_to_4_but_not_12_to_14(n):
    assert plural(n, *FORMS) == "колониста"


@pytest.mark.parametrize("n", [0, 5, 6, 9, 10, 11, 12, 13, 14, 15, 19, 20, 25, 75, 100, 111, 112, 114, 1000])
def test_many_for_0_5_to_20_and_the_teens(n):
    assert plural(n, *FORMS) == "колонистов"


def test_a_negative_count_takes_the_form_of_its_size():
    assert plural(-1, *FORMS) == "колонист" and plural(-3, *FORMS) == "колониста"


@pytest.mark.skipif(not shutil.which("node"), reason="needs node to run the shell's module")
def test_the_board_shell_counts_as_python_does(tmp_path):
    # The shell is an ES module; a copy named .mjs lets node import it without a browser.
    shell = tmp_path / "gameview.mjs"
    shell.write_text((ROOT / "widgets" / "gameview.js").read_text(encoding="utf-8"), encoding="utf-8")
    script = (
        f"import {{ count }} from {json.dumps(shell.as_uri())};"
        "const out = [];"
        "for (let n = 0; n <= 230; n++) out.push(count(n, 'колонист|колониста|колонистов', 'ru'));"
        "out.push(count(1, 'colonist|colonists', 'en'), count(2, 'colonist|colonists', 'en'));"
        "console.log(JSON.stringify(out));"
    )
    shown = json.loads(
        subprocess.run(
            ["node", "--input-type=module", "-e", script], check=True, capture_output=True, text=True
        ).stdout
    )
    assert shown[:-2] == [f"{n} {plural(n, *FORMS)}" for n in range(231)]
    assert shown[-2:] == ["1 colonist", "2 colonists"]
