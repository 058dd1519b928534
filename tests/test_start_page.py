"""The start page leads to every notebook (#26): each notebook under notebooks/ is reached from
00-start-here.ipynb by following the links of the notebooks' markdown, and every link there points at a notebook
that exists. Each game of the project has an app notebook."""

from __future__ import annotations

import json
import re
from pathlib import Path

NOTEBOOKS = Path(__file__).resolve().parents[1] / "notebooks"
START = NOTEBOOKS / "00-start-here.ipynb"
LINK = re.compile(r"\]\(([^)#\s]+\.ipynb)(?:#[^)]*)?\)")


def _links(path: Path) -> list[Path]:
    nb = json.loads(path.read_text(encoding="utf-8"))
    text = "\n".join("".join(c["source"]) for c in nb["cells"] if c["cell_type"] == "markdown")
    return [(path.parent / m).resolve() for m in LINK.findall(text)]


def _every_notebook() -> set[Path]:
    return {p.resolve() for p in NOTEBOOKS.rglob("*.ipynb") if ".ipynb_checkpoints" not in p.parts}


def test_every_notebook_is_reached_from_the_start_page():
    seen, todo = {START.resolve()}, [START.resolve()]
    while todo:
        for target in _links(todo.pop()):
            if target.exists() and target not in seen:
                seen.add(target)
                todo.append(target)
    missing = sorted(str(p.relative_to(NOTEBOOKS)) for p in _every_notebook() - seen)
    assert not missing, f"not reached from 00-start-here.ipynb: {missing}"


def test_every_link_of_every_notebook_points_at_a_notebook_that_exists():
    broken = [(str(p.relative_to(NOTEBOOKS)), str(t)) for p in sorted(_every_notebook()) for t in _links(p)
              if not t.exists()]
    assert not broken, broken


def test_every_game_of_the_project_has_an_app_notebook_linked_from_the_start_page():
    """The games tabletop_nb ships (a game another package declares, the example of examples/ say, brings its
    own notebooks, if any: ours do not list it)."""
    from tabletop_nb.core import declared_games

    ours = {key for key, cls in declared_games().items() if cls.__module__.startswith("tabletop_nb.")}
    linked = {p.name for p in _links(START) if p.parent.name == "apps"}
    assert len(ours) >= 4 and linked == {f"{key}.ipynb" for key in ours}
