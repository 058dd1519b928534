"""Fixtures for the real-browser tests (JupyterLab, Voilà, JupyterLite in Chromium).

Without a Chromium these tests skip with one line saying how to enable them; with
TNB_REQUIRE_BROWSER=1 (CI) a missing browser fails instead. TNB_JUPYTER_PYTHON picks
the interpreter that runs the Jupyter servers (the binder check points it at its
own venv); it defaults to the interpreter running pytest.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

import harness as H  # noqa: E402


def pytest_configure(config):
    config.addinivalue_line(
        "markers", "browser: drives a real Chromium against Jupyter servers (tests/browser)")


def _require() -> bool:
    return os.environ.get("TNB_REQUIRE_BROWSER", "") not in ("", "0")


def _unavailable(reason: str):
    if _require():
        pytest.fail(f"TNB_REQUIRE_BROWSER is set but {reason}", pytrace=False)
    pytest.skip(reason)


@pytest.fixture(scope="session")
def chromium_path() -> str:
    path = H.find_chromium()
    if not path:
        _unavailable(H.ENABLE_HINT)
    return path


@pytest.fixture(scope="session")
def browser(chromium_path):
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        _unavailable("the Python package playwright is not installed "
                     "(pip install -e '.[test]'); no browser download is needed")
    pw = sync_playwright().start()
    try:
        b = pw.chromium.launch(executable_path=chromium_path, args=H.CHROMIUM_ARGS)
    except Exception:
        pw.stop()
        raise
    yield b
    try:
        b.close()
    finally:
        pw.stop()


@pytest.fixture(scope="session")
def lab_server(browser):
    """JupyterLab on 127.0.0.1 with the repo root as root_dir; stopped at session end."""
    server = H.start_lab(root=H.LAB_ROOT, python=H.jupyter_python())
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture
def page_factory(browser):
    """New isolated browser contexts; all closed after the test."""
    made = []

    def make(**kw):
        ctx, page, console = H.new_page(browser, **kw)
        made.append(ctx)
        return page, console

    yield make
    for ctx in made:
        try:
            ctx.close()
        except Exception:
            pass


@pytest.fixture(scope="session")
def screenshots_dir() -> Path:
    d = H.ARTIFACTS / "screenshots"
    d.mkdir(parents=True, exist_ok=True)
    return d
