"""The variant lab in a real browser (Voilà + Chromium): pick a ruling, click Run, read the table.

Skips without Chromium; with TNB_REQUIRE_BROWSER=1 (CI) a missing browser fails instead, as the
tests in tests/browser do (their harness starts the server).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import nbformat
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "browser"))
import harness as H  # noqa: E402


def _unavailable(reason: str) -> None:
    if os.environ.get("TNB_REQUIRE_BROWSER", "") not in ("", "0"):
        pytest.fail(f"TNB_REQUIRE_BROWSER is set but {reason}", pytrace=False)
    pytest.skip(reason)


def test_variant_lab_runs_in_voila(tmp_path):
    chromium = H.find_chromium()
    if not chromium:
        _unavailable(H.ENABLE_HINT)
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        _unavailable("the Python package playwright is not installed")
    nb = nbformat.v4.new_notebook()
    nb.metadata["kernelspec"] = {"display_name": "Python 3 (ipykernel)", "language": "python", "name": "python3"}
    nb.cells.append(nbformat.v4.new_code_cell(
        'from tabletop_nb.ui.lab_widget import VariantLab\nVariantLab("tomorrow", n=20, seats=4, players="heuristic")'))
    path = tmp_path / "lab.ipynb"
    nbformat.write(nb, path)
    server = H.start_voila(path, cwd=tmp_path, timeout=180)
    try:
        with sync_playwright() as p:
            b = p.chromium.launch(executable_path=chromium, args=H.CHROMIUM_ARGS)
            page = b.new_page(viewport={"width": 1200, "height": 1000})
            page.goto(server.url, timeout=180_000)
            page.wait_for_selector(".tnb-variant-lab", timeout=180_000)
            selects = page.locator(".tnb-variant-lab select")
            assert selects.count() == len(__import__("tabletop_nb.tomorrow").tomorrow.TomorrowRules.rulings())
            for i in range(selects.count()):
                opts = selects.nth(i).locator("option").all_inner_texts()
                hit = [o for o in opts if o.startswith("'counts'")]
                if hit:
                    selects.nth(i).select_option(label=hit[0])
                    break
            page.wait_for_function("document.querySelector('.tnb-variant-lab').innerText.includes('changed:')",
                                   timeout=60_000)
            page.get_by_role("button", name="Run").click()
            page.wait_for_selector(".tnb-lab-result table", timeout=300_000)
            text = page.locator(".tnb-lab-result").inner_text()
            b.close()
    finally:
        server.stop()
    assert "nuke_threat: 'net_zero' → 'counts'" in text and "20 games each" in text
    assert "mean turns" in text and ("lower" in text or "no detectable change" in text)
