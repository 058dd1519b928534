"""Engines never import the Jupyter stack (DESIGN.md: they run headless and in Pyodide)."""

import ast
import pathlib
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
FORBIDDEN = {"ipywidgets", "plotly", "IPython", "anywidget", "traitlets", "ipykernel", "jupyter_client"}
ENGINES = [p for p in (ROOT / "tabletop_nb").iterdir() if p.is_dir() and p.name not in ("ui", "__pycache__")]


def _imports(path: pathlib.Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names |= {a.name.split(".")[0] for a in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module.split(".")[0])
    return names


def test_engine_sources_import_no_jupyter():
    assert ENGINES, "no engine packages found"
    bad = {}
    for pkg in ENGINES:
        for f in pkg.rglob("*.py"):
            hit = _imports(f) & FORBIDDEN
            if hit:
                bad[str(f.relative_to(ROOT))] = sorted(hit)
    assert bad == {}


def test_importing_engines_loads_no_jupyter_module():
    mods = ", ".join(f"'tabletop_nb.{p.name}'" for p in ENGINES)
    code = (
        "import importlib, sys\n"
        f"for m in [{mods}]: importlib.import_module(m)\n"
        f"bad = sorted(m for m in sys.modules if m.split('.')[0] in {sorted(FORBIDDEN)!r})\n"
        "print(bad); sys.exit(1 if bad else 0)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT)
    assert out.returncode == 0, out.stdout + out.stderr
