"""Build the static JupyterLite site for tabletop_nb into site/ (no network at run time).

Run with the interpreter of a build environment that has jupyterlite-core,
jupyterlite-pyodide-kernel, jupyter_server, ipywidgets, anywidget and plotly installed
(`make lite` makes one in build/lite-venv). Needs npm and PyPI at build time only.

What it does:
  1. `npm pack pyodide@<the version the kernel expects>` -> the Pyodide core files;
  2. the wheels the kernel and our dependencies load from Pyodide's lock are downloaded
     from PyPI under the lock's file names, and their sha256 rewritten in the lock
     (Pyodide repacks its wheels, so PyPI's files have other checksums);
  3. a wheel of tabletop_nb and the pure-Python wheels of its dependencies that the lock
     lacks go to pypi/ (piplite's index), with versions matching the build environment's
     front-end extensions; every requirement is checked to resolve offline;
  4. a copy of notebooks/ whose first cell installs tabletop_nb from those wheels;
  5. `jupyter lite build`.
"""

from __future__ import annotations

import argparse
import hashlib
import importlib.metadata as md
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
import time
import zipfile
from pathlib import Path

from packaging.markers import Marker
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

HERE = Path(__file__).resolve().parent
REPO = HERE.parent

# Pure-Python packages our notebooks need that Pyodide's lock does not carry; pinned to
# the versions installed in this build environment, whose front-end extensions the
# site bundles.
PIPLITE_PACKAGES = ["comm", "ipywidgets", "jupyterlab_widgets", "anywidget", "psygnal", "plotly"]
# What the kernel itself loads at start (see the pyodide-kernel worker: micropip, then
# ipykernel, comm, pyodide-kernel, jedi, ipython through piplite).
KERNEL_ROOTS = ["micropip", "ipython", "jedi"]

# Environment markers of the Pyodide runtime (Python 3.14 on emscripten).
PYODIDE_ENV = {
    "python_version": "3.14", "python_full_version": "3.14.2", "sys_platform": "emscripten",
    "platform_system": "Emscripten", "os_name": "posix", "implementation_name": "cpython",
    "platform_python_implementation": "CPython", "platform_machine": "wasm32",
    "extra": "",
}

INSTALL_CELL = {
    "cell_type": "code",
    "execution_count": None,
    "id": "tnb-lite-install",
    "metadata": {"tags": ["tnb-lite-install"]},
    "outputs": [],
    "source": [
        "# JupyterLite only: install tabletop_nb from the wheels bundled with this site\n",
        "# (no network needed). Outside JupyterLite the package is already installed.\n",
        "%pip install -q tabletop_nb nbformat",
    ],
}


def log(msg: str) -> None:
    print(f"[lite] {msg}", flush=True)


def run(cmd: list[str], **kw) -> None:
    log("$ " + " ".join(map(str, cmd)))
    subprocess.run(cmd, check=True, **kw)


def sha256(path: Path) -> str:
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


def pyodide_version() -> str:
    from jupyterlite_pyodide_kernel.constants import PYODIDE_VERSION
    return PYODIDE_VERSION


def fetch_pyodide(version: str, cache: Path) -> Path:
    """The npm package's core files (no package wheels), cached per version."""
    dest = cache / f"pyodide-{version}"
    if (dest / "pyodide.mjs").exists():
        return dest
    cache.mkdir(parents=True, exist_ok=True)
    run(["npm", "pack", f"pyodide@{version}", "--silent"], cwd=cache)
    tgz = cache / f"pyodide-{version}.tgz"
    tmp = cache / f"unpack-{version}"
    shutil.rmtree(tmp, ignore_errors=True)
    with tarfile.open(tgz) as tf:
        tf.extractall(tmp, filter="data")
    shutil.rmtree(dest, ignore_errors=True)
    (tmp / "package").rename(dest)
    shutil.rmtree(tmp)
    tgz.unlink()
    return dest


def pip_download(spec: str, dest: Path, py: str = "3.14") -> Path:
    """Download exactly one pure-Python wheel for the Pyodide interpreter."""
    dest.mkdir(parents=True, exist_ok=True)
    before = set(dest.glob("*.whl"))
    run([sys.executable, "-m", "pip", "download", "-q", "--no-deps", "--only-binary=:all:",
         "--python-version", py, "--implementation", "py", "--abi", "none",
         "--platform", "any", "-d", str(dest), spec])
    name = canonicalize_name(Requirement(spec).name)
    for whl in sorted(set(dest.glob("*.whl")) | before):
        if canonicalize_name(whl.name.split("-")[0]) == name:
            return whl
    raise RuntimeError(f"pip download {spec} gave no wheel")


def wheel_requires(whl: Path) -> list[Requirement]:
    with zipfile.ZipFile(whl) as z:
        meta = next(n for n in z.namelist() if n.endswith(".dist-info/METADATA"))
        text = z.read(meta).decode()
    reqs = []
    for line in text.splitlines():
        if line.startswith("Requires-Dist:"):
            req = Requirement(line.split(":", 1)[1].strip())
            if req.marker is None or req.marker.evaluate(PYODIDE_ENV):
                reqs.append(req)
    return reqs


def wheel_version(whl: Path) -> str:
    return whl.name.split("-")[1]


def lock_closure(lock: dict, roots: list[str]) -> list[str]:
    pkgs = lock["packages"]
    seen: list[str] = []
    stack = [canonicalize_name(r) for r in roots]
    while stack:
        name = stack.pop()
        if name in seen or name not in pkgs:
            continue
        seen.append(name)
        stack.extend(canonicalize_name(d) for d in pkgs[name].get("depends", []))
    return sorted(seen)


def build_wheel(dest: Path) -> Path:
    dest.mkdir(parents=True, exist_ok=True)
    for old in dest.glob("tabletop_nb-*.whl"):
        old.unlink()
    run([sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "-w", str(dest), str(REPO)])
    (whl,) = dest.glob("tabletop_nb-*.whl")
    return whl


NBFORMAT_SHIM = '''"""Stand-in for nbformat in JupyterLite's Pyodide kernel (built by tabletop_nb's lite/build.py).

plotly displays a plain go.Figure only when `import nbformat` gives a version >= 4.2; the
real nbformat needs jsonschema -> rpds-py, a compiled wheel that cannot be bundled from PyPI.
Reading or writing notebooks is not supported here.
"""

__version__ = "5.999"
version_info = (5, 999)
'''


def build_shim_wheel(dest: Path, name: str, version: str, module_source: str, summary: str) -> Path:
    """A minimal pure-Python wheel with one package `name` whose __init__ is module_source."""
    import base64

    dest.mkdir(parents=True, exist_ok=True)
    dist = f"{name}-{version}.dist-info"
    files = {
        f"{name}/__init__.py": module_source.encode(),
        f"{dist}/METADATA": f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\nSummary: {summary}\n".encode(),
        f"{dist}/WHEEL": b"Wheel-Version: 1.0\nGenerator: tabletop_nb-lite-build\nRoot-Is-Purelib: true\nTag: py3-none-any\n",
    }
    record = []
    for path, data in files.items():
        digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
        record.append(f"{path},sha256={digest},{len(data)}")
    record.append(f"{dist}/RECORD,,")
    files[f"{dist}/RECORD"] = ("\n".join(record) + "\n").encode()
    whl = dest / f"{name}-{version}-py3-none-any.whl"
    with zipfile.ZipFile(whl, "w", zipfile.ZIP_DEFLATED) as z:
        for path, data in files.items():
            zi = zipfile.ZipInfo(path, date_time=(2020, 1, 1, 0, 0, 0))
            zi.compress_type = zipfile.ZIP_DEFLATED
            z.writestr(zi, data)
    return whl


def lite_notebook(src: Path, dst: Path) -> None:
    nb = json.loads(src.read_text())
    nb["cells"] = [c for c in nb["cells"] if c.get("id") != INSTALL_CELL["id"]]
    first_code = next((i for i, c in enumerate(nb["cells"]) if c["cell_type"] == "code"), 0)
    nb["cells"].insert(first_code, json.loads(json.dumps(INSTALL_CELL)))
    nb.setdefault("metadata", {})["kernelspec"] = {
        "name": "python", "display_name": "Python (Pyodide)", "language": "python"}
    dst.parent.mkdir(parents=True, exist_ok=True)
    dst.write_text(json.dumps(nb, indent=1, ensure_ascii=False) + "\n")


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description="Build the offline JupyterLite site.")
    ap.add_argument("--output-dir", type=Path, default=REPO / "site")
    ap.add_argument("--work-dir", type=Path, default=REPO / "build" / "lite")
    ap.add_argument("--notebooks", type=Path, default=REPO / "notebooks")
    args = ap.parse_args(argv)
    t0 = time.monotonic()
    work: Path = args.work_dir.resolve()
    cache = work / "cache"
    lite_dir = work / "lite-dir"
    shutil.rmtree(lite_dir, ignore_errors=True)
    lite_dir.mkdir(parents=True)
    for name in ("jupyter_lite_config.json", "jupyter-lite.json"):
        shutil.copy(HERE / name, lite_dir / name)

    # 1. Pyodide core files
    version = pyodide_version()
    log(f"jupyterlite-pyodide-kernel expects Pyodide {version}")
    core = fetch_pyodide(version, cache)
    pyo = lite_dir / "static" / "pyodide"
    pyo.mkdir(parents=True)
    for f in ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip",
              "pyodide-lock.json", "package.json"):
        shutil.copy(core / f, pyo / f)
    lock = json.loads((core / "pyodide-lock.json").read_text())
    lock_names = {canonicalize_name(k) for k in lock["packages"]}

    # 3. piplite wheels: ours + pure-Python deps missing from the lock
    pypi = lite_dir / "pypi"
    pypi.mkdir()
    ours = build_wheel(cache / "ours")
    shutil.copy(ours, pypi / ours.name)
    wheels = [pypi / ours.name]
    for name in PIPLITE_PACKAGES:
        whl = pip_download(f"{name}=={md.version(name)}", cache / "pypi")
        shutil.copy(whl, pypi / whl.name)
        wheels.append(pypi / whl.name)
    shim = build_shim_wheel(pypi, "nbformat", "5.999", NBFORMAT_SHIM,
                            "Version-only stand-in for nbformat (plotly's display check) in Pyodide")
    wheels.append(shim)
    # the kernel extension's own wheels (pyodide-kernel, ipykernel shim, piplite, ...)
    from jupyterlite_pyodide_kernel import __file__ as _k  # noqa: F401
    ext_pypi = next(Path(p) / "labextensions" / "@jupyterlite" / "pyodide-kernel-extension" / "static" / "pypi"
                    for p in [sys.prefix + "/share/jupyter"])
    bundled = {canonicalize_name(w.name.split("-")[0]): w for w in ext_pypi.glob("*.whl")}
    available = {canonicalize_name(w.name.split("-")[0]): w for w in wheels} | bundled

    # which lock packages get loaded: the kernel's roots and every requirement of the
    # wheels above that the lock satisfies (closure over the lock's depends)
    roots = list(KERNEL_ROOTS)
    missing = []
    for whl in list(available.values()):
        for req in wheel_requires(whl):
            name = canonicalize_name(req.name)
            if name in available:
                v = wheel_version(available[name])
                if not req.specifier.contains(v, prereleases=True):
                    missing.append(f"{whl.name}: {req} (bundled {v})")
            elif name in lock_names:
                v = lock["packages"][name]["version"]
                if not req.specifier.contains(v, prereleases=True):
                    missing.append(f"{whl.name}: {req} (lock has {v})")
                roots.append(name)
            else:
                missing.append(f"{whl.name}: {req} (nowhere)")
    if missing:
        raise SystemExit("requirements that would need the network at run time:\n  " + "\n  ".join(missing))
    needed = lock_closure(lock, roots)

    # 2. lock wheels under the lock's file names, checksums rewritten
    for name in needed:
        entry = lock["packages"][name]
        fname = entry["file_name"]
        if not fname.endswith("none-any.whl"):
            raise SystemExit(f"{name} in the lock is not pure Python ({fname}); cannot take it from PyPI")
        whl = pip_download(f"{entry['name']}=={entry['version']}", cache / "lock")
        shutil.copy(whl, pyo / fname)
        entry["sha256"] = sha256(pyo / fname)
    # keep only what is shipped, so that nothing points at a file that is not there
    lock["packages"] = {k: v for k, v in lock["packages"].items() if canonicalize_name(k) in needed}
    (pyo / "pyodide-lock.json").write_text(json.dumps(lock, separators=(",", ":")))
    log(f"lock packages shipped ({len(needed)}): {', '.join(needed)}")
    log(f"piplite wheels: {', '.join(sorted(w.name for w in wheels))}")

    # 4. notebooks with an install cell first
    contents = work / "contents"
    shutil.rmtree(contents, ignore_errors=True)
    for nb in sorted(args.notebooks.rglob("*.ipynb")):
        if ".ipynb_checkpoints" in nb.parts:
            continue
        lite_notebook(nb, contents / nb.relative_to(args.notebooks))

    # 5. build
    out = args.output_dir.resolve()
    shutil.rmtree(out, ignore_errors=True)
    env = dict(os.environ)
    for db in work.glob(".jupyterlite.doit.db*"):  # doit's cache would skip steps of a fresh lite dir
        db.unlink()
    run([sys.executable, "-m", "jupyter", "lite", "build", "--lite-dir", str(lite_dir),
         "--contents", str(contents), "--output-dir", str(out)], cwd=work, env=env)
    cfg = json.loads((out / "jupyter-lite.json").read_text())["jupyter-config-data"]
    url = json.dumps(cfg.get("litePluginSettings", {}))
    if "static/pyodide/pyodide.mjs" not in url:
        raise SystemExit(f"pyodideUrl does not point at the bundled Pyodide: {url}")
    size = sum(p.stat().st_size for p in out.rglob("*") if p.is_file())
    log(f"site: {out} ({size / 1e6:.1f} MB, {sum(1 for _ in out.rglob('*'))} files) in {time.monotonic() - t0:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
