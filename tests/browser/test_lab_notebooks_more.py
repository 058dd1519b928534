"""The second half of the notebooks in JupyterLab (see test_lab_notebooks.py, which holds the check)."""

from __future__ import annotations

import pytest

import harness as H
import test_lab_notebooks as first

pytestmark = pytest.mark.browser


@pytest.mark.parametrize("nb", first.SECOND_HALF,
                         ids=[p.relative_to(H.NOTEBOOKS_DIR).as_posix() for p in first.SECOND_HALF])
def test_notebook_in_lab(nb, lab_server, page_factory, screenshots_dir, record_property):
    first.check_notebook_in_lab(nb, lab_server, page_factory, screenshots_dir, record_property)


def test_the_two_halves_cover_every_notebook():
    assert first.FIRST_HALF + first.SECOND_HALF == first.NOTEBOOKS
