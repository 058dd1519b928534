"""Find the board's front-end files (ES module and CSS) and read them as text.

A wheel carries the repository's ``widgets/`` folder as ``tabletop_nb/ui/static/``;
an editable install reads ``<repo>/widgets/`` directly. The text (not a path) goes
into the widget, so the front-end also loads in JupyterLite with no file serving.
"""

from __future__ import annotations

from pathlib import Path

_HERE = Path(__file__).resolve().parent
_PLACES = (_HERE / "static", _HERE.parents[1] / "widgets")


def front_end_file(name: str) -> Path:
    """The path of one front-end file, wheel location first."""
    for folder in _PLACES:
        candidate = folder / name
        if candidate.is_file():
            return candidate
    looked = ", ".join(str(folder / name) for folder in _PLACES)
    raise FileNotFoundError(f"tabletop_nb front-end file {name!r} not found (looked in {looked})")


def front_end_text(name: str) -> str:
    return front_end_file(name).read_text(encoding="utf-8")
