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


def _start_kernel_again_if_it_died() -> None:
    """nbval starts one kernel per notebook. Now and then a fresh kernel dies before its first reply (seen once
    in a CI run: "Kernel died before replying to kernel_info", its stderr hidden by nbval), while browser tests
    start servers and kernels beside it; a port taken between being chosen and being bound does that. Such a
    kernel is started again, at most twice: every cell is still run and checked in the kernel that starts."""
    try:
        import nbval.kernel as nbk
    except ImportError:
        return
    start = nbk.start_new_kernel
    if getattr(start, "_tnb_again", False):
        return

    def start_new_kernel(*args, **kwargs):
        for attempt in range(3):
            try:
                return start(*args, **kwargs)
            except RuntimeError:
                if attempt == 2:
                    raise

    start_new_kernel._tnb_again = True  # type: ignore[attr-defined]
    nbk.start_new_kernel = start_new_kernel


_start_kernel_again_if_it_died()
