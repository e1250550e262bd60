"""The Pyodide runtime and the npm modules the pages import, copied from node_modules (as
package.json and package-lock.json pin them) and cut to what the site uses.

Pyodide ships a whole distribution (typings, maps, consoles, a standard library of sources,
a lock file listing hundreds of packages); the site needs five files of it, a standard
library of the modules it imports, compiled, and a lock file that lists no package.
"""

from __future__ import annotations

import json
import re
import shutil
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from .common import ROOT, BuildError, log, run

# The runtime files Pyodide fetches when the page loads it as an ES module with `indexURL`
# set; checked with every non-local request blocked. pyodide.js (the classic-script build)
# is not needed: the worker imports pyodide.mjs, which imports pyodide.asm.mjs.
PYODIDE_FILES = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
)

STDLIB = "python_stdlib.zip"  # the site's is written over by cut_stdlib

# Of those, the ones fetched with fetch() (the .mjs are imported): the progress bar counts them.
FETCHED_PYODIDE_FILES = ("pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json")

# npm packages the pages import, each as one file of dist/vendor/: its name there, the
# package, the file of the package (an ES module), and the notice its licence asks to keep.
# Only the file the page imports is shipped (not the package's CommonJS build, maps, sources).
VENDOR = (
    (
        "gifenc.js",
        "gifenc",
        "dist/gifenc.esm.js",
        "gifenc 1.0.3, (c) 2017 Matt DesLauriers, MIT License: https://github.com/mattdesl/gifenc",
    ),
    (
        "uqr.js",
        "uqr",
        "dist/index.mjs",
        "uqr 0.1.3, (c) Project Nayuki, (c) 2023 Anthony Fu, MIT License: https://github.com/unjs/uqr",
    ),
)


def copy(pyodide: Path, out: Path) -> None:
    """The step: Pyodide's runtime files into out/pyodide/, the vendored modules into
    out/vendor/."""
    copy_pyodide(pyodide, out)
    copy_vendor(out)


def cut(wheel: Path, pyodide: Path, out: Path) -> list[str]:
    """The step once the wheel is built: the site's standard library cut to what `wheel`
    imports, and its lock file to no package; returns the standard modules kept."""
    stdlib = cut_stdlib(wheel, pyodide, out)
    trim_lock(out)
    return stdlib


def pinned_versions() -> dict[str, str]:
    """The exact version package.json pins for each npm package (Pyodide, TypeScript)."""
    package = json.loads((ROOT / "package.json").read_text(encoding="utf-8"))
    pins = {**package.get("dependencies", {}), **package.get("devDependencies", {})}
    return {name: str(version) for name, version in pins.items()}


def pinned_pyodide_version() -> str:
    """The exact Pyodide version package.json pins."""
    return pinned_versions()["pyodide"]


def installed_version(name: str) -> str | None:
    """The version of node_modules/<name>, or None when it is not installed."""
    manifest = ROOT / "node_modules" / name / "package.json"
    if not manifest.is_file():
        return None
    return str(json.loads(manifest.read_text(encoding="utf-8"))["version"])


def ensure_node_modules() -> Path:
    """Make node_modules match package.json (npm ci only when a pin is not installed) and
    return node_modules/pyodide. TypeScript comes with it: the tests type-check web/."""
    wanted = pinned_versions()

    def missing() -> list[str]:
        return [name for name, version in wanted.items() if installed_version(name) != version]

    if missing():
        # The test suite's processes may all ask at once, and `npm ci` starts by deleting
        # node_modules: one installs, the others then find it done.
        with exclusive(ROOT / ".npm-ci.lock"):
            if lacking := missing():
                log(f"npm ci ({', '.join(f'{name} {wanted[name]}' for name in lacking)})")
                # `npm ci` installs exactly package-lock.json, so every build ships the same
                # bytes.
                run(["npm", "ci", "--no-audit", "--no-fund"], "npm ci")
                for name in lacking:
                    if installed_version(name) != wanted[name]:
                        raise BuildError(
                            f"npm ci did not install {name} {wanted[name]}: check package-lock.json"
                        )
    return ROOT / "node_modules" / "pyodide"


@contextmanager
def exclusive(lock: Path) -> Iterator[None]:
    """Hold `lock` (a file) against every other process for the block, where the system can."""
    with lock.open("w") as handle:
        if sys.platform != "win32":
            import fcntl  # noqa: PLC0415 (POSIX only)

            fcntl.flock(handle, fcntl.LOCK_EX)
        yield


def copy_pyodide(source: Path, out: Path, folder: str = "pyodide") -> None:
    """Copy only the runtime files the browser fetches (not the typings, maps, consoles) into
    out/<folder>; the site's standard library and lock file are then cut (cut_stdlib, trim_lock)."""
    target = out / folder
    target.mkdir(parents=True)
    for name in PYODIDE_FILES:
        if not (source / name).is_file():
            raise BuildError(f"node_modules/pyodide/{name} is missing: delete node_modules/")
        shutil.copy2(source / name, target / name)


SOURCE_MAP = re.compile(r"^//# sourceMappingURL=.*$", re.MULTILINE)


def copy_vendor(out: Path) -> None:
    """Copy each module of VENDOR into dist/vendor/, under its licence notice; its source map
    comment goes (the map is not shipped, and a browser would ask for it)."""
    target = out / "vendor"
    target.mkdir(parents=True)
    for name, package, file, notice in VENDOR:
        source = ROOT / "node_modules" / package / file
        if not source.is_file():
            raise BuildError(f"node_modules/{package}/{file} is missing: delete node_modules/")
        text = SOURCE_MAP.sub("", source.read_text(encoding="utf-8")).rstrip()
        (target / name).write_text(f"/*! {notice} */\n{text}\n", encoding="utf-8")


def cut_stdlib(wheel: Path, pyodide: Path, out: Path) -> list[str]:
    """Replace out/pyodide/python_stdlib.zip by the standard modules the site imports, as
    bytecode for Pyodide's Python; return their names (a package's modules one by one).

    The stock zip holds the sources of the whole library (179 top-level names, 2.5 MB), and
    Python compiles every module it imports from source on every start (zipimport cannot keep
    bytecode): about a second of each first visit, for modules Pyodide's own start imports.
    `tools/pyodide_stdlib.mjs` (~6 s) finds the names in the Pyodide it ships, from the wheel's
    own imports and a workout of every bridge function, writes the cut and starts Python from
    it to check it. The in-Pyodide test suites add the rest of the library after it.
    """
    log("cutting Pyodide's standard library to what the site imports, compiled")
    target = out / "pyodide" / STDLIB
    script = ROOT / "tools" / "pyodide_stdlib.mjs"
    catalogs = out / "i18n"  # (written before: sitebuild/catalogs.py)
    command = ["node", str(script), str(pyodide), str(wheel), str(target), str(catalogs)]
    names = run(command, "cutting the stdlib")
    return names.split()


def trim_lock(out: Path) -> None:
    """Leave out/pyodide/pyodide-lock.json without its packages.

    Pyodide fetches and reads the whole lock file (119 KB) before Python starts, only to know
    where packages are; the site loads none (no micropip, no `loadPackage`). Its `info` (the
    versions Pyodide checks it against) stays.
    """
    path = out / "pyodide" / "pyodide-lock.json"
    lock = json.loads(path.read_text(encoding="utf-8"))
    trimmed = {**lock, "packages": {}}
    path.write_text(json.dumps(trimmed, separators=(",", ":")) + "\n", encoding="utf-8")
