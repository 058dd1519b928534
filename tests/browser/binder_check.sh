#!/usr/bin/env bash
# Emulate a Binder (repo2docker) build from binder/ alone, then test it:
#   1. a fresh venv of the Python named in binder/runtime.txt, with the pins of
#      repo2docker's base environment (Python 3.11 lock);
#   2. from a clean copy of the repository (tracked and unignored files, as a clone
#      would be): pip install --no-cache-dir -r binder/requirements.txt, then
#      ./binder/postBuild if present;
#   3. the browser smoke test (00-start-here: Run All, no errors) against JupyterLab
#      started from THAT venv (TNB_JUPYTER_PYTHON);
#   4. every notebook under nbval with that venv's kernel.
# Usage: tests/browser/binder_check.sh [BUILD_DIR]   (run from the repository root;
# pytest and Playwright come from the project venv, $TEST_PYTHON, default .venv/bin/python)
set -euo pipefail

REPO=$(pwd)
BUILD=${1:-build/binder-check}
TEST_PYTHON=${TEST_PYTHON:-$REPO/.venv/bin/python}
BASE_PINS=(jupyterlab==4.4.9 notebook==7.4.7 jupyter_server==2.17.0 ipykernel==7.0.1 ipywidgets==8.1.7 pip==25.2)

runtime=$(tr -d '[:space:]' < binder/runtime.txt)
case "$runtime" in
  python-*) pyver=${runtime#python-} ;;
  *) echo "binder/runtime.txt must read python-X.Y, got '$runtime'" >&2; exit 1 ;;
esac
PY=${BINDER_PY:-$(command -v "python$pyver" || true)}
if [ -z "$PY" ]; then echo "python$pyver (from binder/runtime.txt) not found; set BINDER_PY" >&2; exit 1; fi
"$PY" -c "import sys; assert '%d.%d' % sys.version_info[:2] == '$pyver', sys.version" \
  || { echo "$PY is not Python $pyver" >&2; exit 1; }

rm -rf "$BUILD"
mkdir -p "$BUILD"
BUILD=$(cd "$BUILD" && pwd)
SRC=$BUILD/repo
VENV=$BUILD/venv

echo "== binder-check: clean copy of the repository in $SRC"
mkdir -p "$SRC"
git ls-files -z --cached --others --exclude-standard | while IFS= read -r -d '' f; do
  [ -e "$f" ] && printf '%s\0' "$f"
done | tar --null -T - -cf - | tar -xf - -C "$SRC"

echo "== binder-check: base environment (Python $pyver, ${BASE_PINS[*]})"
t0=$(date +%s)
"$PY" -m venv "$VENV"
"$VENV/bin/python" -m pip install -q "${BASE_PINS[@]}"

echo "== binder-check: pip install --no-cache-dir -r binder/requirements.txt"
( cd "$SRC" && "$VENV/bin/python" -m pip install -q --no-cache-dir -r binder/requirements.txt )
if [ -e "$SRC/binder/postBuild" ]; then
  echo "== binder-check: ./binder/postBuild"
  [ -x "$SRC/binder/postBuild" ] || { echo "binder/postBuild is not executable" >&2; exit 1; }
  ( cd "$SRC" && PATH="$VENV/bin:$PATH" ./binder/postBuild )
fi
t1=$(date +%s)
echo "== binder-check: environment built in $((t1 - t0)) s"
"$VENV/bin/python" -m pip list --format=freeze 2>/dev/null \
  | grep -iE '^(jupyterlab|notebook|jupyter_server|ipykernel|ipywidgets|anywidget|plotly|voila|tabletop_nb)==' || true
( cd / && "$VENV/bin/python" -c "import tabletop_nb, tabletop_nb.ui; print('tabletop_nb from', tabletop_nb.__file__)" )

echo "== binder-check: browser smoke test (JupyterLab from the binder venv)"
( cd "$SRC" && TNB_JUPYTER_PYTHON="$VENV/bin/python" PYTHONHASHSEED=0 \
    "$TEST_PYTHON" -m pytest -p no:cacheprovider -o addopts= -q -rs \
    "tests/browser/test_lab_notebooks.py::test_notebooks_found" \
    "tests/browser/test_lab_notebooks.py::test_notebook_in_lab[00-start-here.ipynb]" )

echo "== binder-check: every notebook under nbval, kernel = the binder venv"
"$VENV/bin/python" -m pip install -q pytest nbval
( cd "$SRC" && PYTHONHASHSEED=0 "$VENV/bin/python" -m pytest -p no:cacheprovider -o addopts= -q \
    --nbval --nbval-current-env --nbval-sanitize-with "$SRC/tests/sanitize.cfg" notebooks )
echo "== binder-check: OK"
