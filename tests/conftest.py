"""Test set-up shared by unit tests and notebooks (nbval)."""

from __future__ import annotations

import os
import pathlib

# Notebooks print sets and dict orders: make every kernel's hashing deterministic.
os.environ["PYTHONHASHSEED"] = "0"

ROOT = pathlib.Path(__file__).resolve().parent.parent


def pytest_configure(config):
    # nbval opens the sanitize file relative to the working directory: make it absolute.
    if hasattr(config.option, "nbval_sanitize_with"):
        config.option.nbval_sanitize_with = str(ROOT / "tests" / "sanitize.cfg")
