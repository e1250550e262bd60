"""The py_games the site ships: built by pip from this checkout, then cut in two for the
browser. The wheel every page downloads first holds what shows and plays a game, as bytecode
for Pyodide's Python with no source (a first visit compiles nothing); the lessons, puzzles,
review, editor and ratings are parts beside it (``parts/<name>.zip``, sitebuild/split.py says
which file goes where), which the worker fetches the first time Python needs one of their
files. Neither holds the compiled message catalogs, which the site serves one language at a
time (``i18n/<lang>.mo``, sitebuild/catalogs.py), nor what only the build reads.

pip's own wheel (sources, every file) is what PyPI and developers get; only the site's copy is
cut.
"""

from __future__ import annotations

import base64
import hashlib
import importlib.util
import sys
import tempfile
import zipfile
from dataclasses import dataclass
from pathlib import Path

from . import split
from .common import ROOT, BuildError, log, run

DATE = (1980, 1, 1, 0, 0, 0)
"""Every entry's date: a build writes the same bytes."""


@dataclass(frozen=True)
class Shipped:
    """What the step wrote."""

    wheel: Path
    """The site's wheel (in dist/wheels/)."""
    full: Path
    """pip's wheel, whole and with its sources (outside dist/: the build reads it)."""
    parts: dict[str, Path]
    """Each part's archive (dist/parts/<name>.zip)."""
    files: dict[str, list[str]]
    """Each part's files, by their path in the package as pip installs it."""


def make(pyodide: Path, out: Path, work: Path) -> Shipped:
    """The step: build pip's wheel into `work` (outside the site), and write the site's wheel
    into out/wheels/ and its parts into out/parts/ (each folder made here)."""
    full = py_games_wheel(work)
    log("cutting the py_games wheel for the site, compiled for Pyodide's Python")
    with tempfile.TemporaryDirectory() as tmp:
        unpacked = Path(tmp)
        with zipfile.ZipFile(full) as archive:
            names = archive.namelist()
            archive.extractall(unpacked)
        record = next(name for name in names if name.endswith(".dist-info/RECORD"))
        info = record.partition("/")[0] + "/"
        places = {name: split.place(name) for name in names if not name.startswith(info)}
        script = ROOT / "tools" / "pyodide_bytecode.mjs"
        run(["node", str(script), str(pyodide), str(unpacked)], "compiling for Pyodide")

        def shipped(name: str) -> str:  # a module's bytecode in place of its source
            return name[:-3] + ".pyc" if name.endswith(".py") else name

        (out / "wheels").mkdir()
        wheel = out / "wheels" / full.name
        core = [shipped(n) for n, where in places.items() if where == split.WHEEL]
        write_wheel(wheel, unpacked, core, [n for n in names if n.startswith(info)])
        (out / "parts").mkdir()
        parts, files = {}, {}
        cut = {where for where in places.values() if where not in (split.WHEEL, None)}
        for part in split.PARTS:
            if not any(split.part_of(where) == part for where in cut):
                raise BuildError(f"no file of py_games is in the part {part}: sitebuild/split.py")
        for part in sorted(cut):
            files[part] = sorted(n for n, where in places.items() if where == part)
            parts[part] = out / "parts" / f"{part}.zip"
            with zipfile.ZipFile(parts[part], "w", zipfile.ZIP_DEFLATED, compresslevel=9) as z:
                for name in files[part]:
                    write(z, shipped(name), (unpacked / shipped(name)).read_bytes())
    return Shipped(wheel, full, parts, files)


def write(archive: zipfile.ZipFile, name: str, data: bytes) -> None:
    """One entry, dated :data:`DATE`, compressed as much as deflate can."""
    entry = zipfile.ZipInfo(name, date_time=DATE)
    entry.compress_type = zipfile.ZIP_DEFLATED
    entry.external_attr = 0o644 << 16
    archive.writestr(entry, data, compresslevel=9)


def write_wheel(wheel: Path, unpacked: Path, files: list[str], info: list[str]) -> None:
    """The site's wheel: `files`, then the .dist-info folder's (last, as the wheel format
    recommends) with a RECORD that lists them, so that it stays a valid wheel. Its METADATA
    keeps its fields, not the README pip puts after them: nothing in the site reads it."""
    (record,) = (name for name in info if name.endswith("/RECORD"))
    contents = {name: (unpacked / name).read_bytes() for name in files}
    for name in info:
        if name != record:
            data = (unpacked / name).read_bytes()
            if name.endswith("/METADATA"):
                data = data.partition(b"\n\n")[0] + b"\n"
            contents[name] = data
    lines = []
    for name, data in contents.items():
        digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=")
        lines.append(f"{name},sha256={digest.decode()},{len(data)}")
    lines.append(f"{record},,")
    contents[record] = ("\n".join(lines) + "\n").encode()
    with zipfile.ZipFile(wheel, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as archive:
        for name, data in contents.items():
            write(archive, name, data)


def check(pyodide: Path, out: Path) -> None:
    """Check the site's py_games in the Pyodide it ships (`tools/pyodide_parts.mjs`): the
    wheel alone shows and plays every game's first position, importing only sourceless
    bytecode, and the functions that need a part answer once it is brought, once."""
    log("checking the site's wheel alone, then with its parts, in Pyodide")
    run(
        ["node", str(ROOT / "tools" / "pyodide_parts.mjs"), str(pyodide), str(out)],
        "the parts' check",
    )


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
