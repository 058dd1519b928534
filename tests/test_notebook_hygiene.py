"""Every stored notebook reads well before it runs: it says how to run it, and shows no stray output."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

NOTEBOOKS = sorted(p for p in (Path(__file__).resolve().parents[1] / "notebooks").rglob("*.ipynb")
                   if ".ipynb_checkpoints" not in p.parts)
STRAY = re.compile(r"^\[?<\w+[:>]|object at 0x[0-9a-f]+")  # a bare repr of events or objects
LONGEST_STREAM = 5_000  # characters of printed text in one cell


@pytest.mark.parametrize("path", NOTEBOOKS, ids=[p.relative_to(p.parents[1]).as_posix() for p in NOTEBOOKS])
def test_notebook_says_how_to_run_and_has_no_stray_output(path):
    nb = json.loads(path.read_text())
    intro = "".join("".join(c["source"]) for c in nb["cells"][:3] if c["cell_type"] == "markdown")
    assert "Run All" in intro, f"{path.name}: the first cells do not say how to run it (Run All)"
    for i, c in enumerate(nb["cells"]):
        if c["cell_type"] != "code":
            continue
        printed = sum(len("".join(o["text"])) for o in c.get("outputs", []) if o["output_type"] == "stream")
        assert printed <= LONGEST_STREAM, f"{path.name} cell {i}: {printed:,} characters printed"
        for o in c.get("outputs", []):
            if o["output_type"] == "execute_result" and "text/html" not in o["data"]:
                text = "".join(o["data"].get("text/plain", ""))
                assert not STRAY.search(text), f"{path.name} cell {i}: a stray result {text[:80]!r}"
