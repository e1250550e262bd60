"""The py_games wheel the site ships: built by pip from this checkout, with the bytecode of
its modules for Pyodide's Python added, so a first visit imports py_games without compiling it,
and without its compiled message catalogs, which the site serves one language at a time
(``i18n/<lang>.mo``, sitebuild/catalogs.py), so a first visit downloads only its own.
"""

from __future__ import annotations

import base64
import hashlib
import importlib.util
import shutil
import sys
import tempfile
import zipfile
from pathlib import Path

from .common import ROOT, BuildError, log, run

CATALOGS = "py_games/i18n/locale/"
"""The compiled catalogs in the wheel pip builds: left out of the site's (see above)."""


def make(pyodide: Path, folder: Path) -> Path:
    """The step: build the wheel (in a temporary folder, outside the repository), add its
    bytecode for the Python of `pyodide`, copy it into `folder` (made here) and return that
    copy's path."""
    folder.mkdir()
    with tempfile.TemporaryDirectory() as tmp:
        built = py_games_wheel(Path(tmp))
        add_bytecode(built, pyodide)
        shutil.copy2(built, folder / built.name)
    return folder / built.name


def pip(*args: str, what: str) -> None:
    """Run pip of the Python running this file (the venv's, when run with its Python)."""
    if importlib.util.find_spec("pip") is None:  # e.g. Debian's python3 without python3-pip
        raise BuildError(
            f"{what} failed: pip is not available for {sys.executable}; "
            "run build.py with the venv's Python (.venv/bin/python build.py)"
        )
    run([sys.executable, "-m", "pip", *args, "--disable-pip-version-check"], what)


def py_games_wheel(tmp: Path) -> Path:
    """Build the py_games wheel from this checkout into `tmp` (outside the repository)."""
    log("building the py_games wheel")
    pip("wheel", "--no-deps", "--quiet", "--wheel-dir", str(tmp), str(ROOT), what="pip wheel")
    wheels = sorted(tmp.glob("py_games-*.whl"))
    if len(wheels) != 1:
        raise BuildError(f"pip wheel produced {len(wheels)} py_games wheels, expected one")
    return wheels[0]


def add_bytecode(wheel: Path, pyodide: Path) -> None:
    """Add to `wheel` the bytecode of its modules for the site's Python (Pyodide's, in Node).

    A first visit then imports py_games without compiling it: about 90 ms sooner. The wheel
    stays a valid wheel (RECORD lists the new files); the bytecode is hash-checked, so a
    Python of that version elsewhere uses it only for unedited sources, and others ignore it.
    """
    log("compiling py_games for Pyodide's Python")
    with tempfile.TemporaryDirectory() as tmp:
        unpacked = Path(tmp)
        with zipfile.ZipFile(wheel) as archive:
            names = archive.namelist()
            archive.extractall(unpacked)
        script = ROOT / "tools" / "pyodide_bytecode.mjs"
        run(["node", str(script), str(pyodide), str(unpacked)], "compiling for Pyodide")
        compiled = sorted(p.relative_to(unpacked).as_posix() for p in unpacked.rglob("*.pyc"))
        if not compiled:
            raise BuildError("compiling for Pyodide wrote no bytecode")
        record = next(name for name in names if name.endswith(".dist-info/RECORD"))
        # The .dist-info folder stays last, as the wheel format recommends.
        info = record.partition("/")[0] + "/"
        files = [n for n in names if not n.startswith((info, CATALOGS))] + compiled
        files += [n for n in names if n.startswith(info) and n != record]
        lines = []
        for name in files:
            data = (unpacked / name).read_bytes()
            digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=")
            lines.append(f"{name},sha256={digest.decode()},{len(data)}")
        lines.append(f"{record},,")
        with zipfile.ZipFile(wheel, "w", zipfile.ZIP_DEFLATED) as archive:
            for name in files:
                archive.write(unpacked / name, name)
            archive.writestr(record, "\n".join(lines) + "\n")
