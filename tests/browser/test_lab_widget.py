"""The variant lab in a real browser (Voilà + Chromium): pick a ruling, click Run, read the table.

It uses the browser tests' shared Chromium (tests/browser/conftest.py): one Playwright per test session.
"""

from __future__ import annotations

import nbformat
import pytest

import harness as H

pytestmark = pytest.mark.browser


def test_variant_lab_runs_in_voila(tmp_path, browser):
    nb = nbformat.v4.new_notebook()
    nb.metadata["kernelspec"] = {"display_name": "Python 3 (ipykernel)", "language": "python", "name": "python3"}
    nb.cells.append(nbformat.v4.new_code_cell(
        'from tabletop_nb.ui.lab_widget import VariantLab\nVariantLab("tomorrow", n=20, seats=4, players="heuristic")'))
    path = tmp_path / "lab.ipynb"
    nbformat.write(nb, path)
    server = H.start_voila(path, cwd=tmp_path, timeout=180)
    try:
        page = browser.new_page(viewport={"width": 1200, "height": 1000})
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
        page.close()
    finally:
        server.stop()
    assert "nuke_threat: 'net_zero' → 'counts'" in text and "20 games each" in text
    assert "mean turns" in text and ("lower" in text or "no detectable change" in text)
