"""The two workers stamped with the build: the Python worker (worker.js) with what it loads,
so it fetches no manifest before starting the runtime, and the service worker (sw.js) with
the build's id and files, so it keeps them for offline use.

Each source file in web/ holds a placeholder line (what the worker runs unbuilt, in dev); the
build writes over it, and a placeholder gone missing is a build error.
"""

from __future__ import annotations

import hashlib
import json
import re
from pathlib import Path
from typing import Any

from py_games.i18n import LANGUAGES, PSEUDO

from .common import BuildError, sha256_of

SW_PLACEHOLDER = 'const BUILD = { id: "dev", files: [], later: [] };'
OTHERS = "|".join(re.escape(lang) for lang in (*LANGUAGES[1:], PSEUDO))
LANGUAGE_FILE = re.compile(rf"^i18n/|^first-views\.[^/]+\.json$|^rules/[^/]+\.({OTHERS})\.html$")
"""A file in one language other than English: the service worker stores it once it is fetched
(the language shown), not on install, so a first visit downloads no other language's words."""
PARTS_PLACEHOLDER = "const PARTS = {}; // build.py writes this build's parts here"
WORKER_PLACEHOLDER = (
    'const BUILD = { pyodide: "dev", stdlib: "", wheel: "", sha256: "", bytes: {} };'
)


def stamp_worker(out: Path, manifest: dict[str, Any]) -> None:
    """Write what the Python worker loads into worker.js, so that it fetches no manifest
    before starting the runtime: the wheel, its hash (its URL and the snapshot's key), the
    Pyodide version and the standard library's hash (the snapshot's key too) and the bytes
    its progress bar counts."""
    worker = out / "worker.js"
    text = worker.read_text(encoding="utf-8")
    if WORKER_PLACEHOLDER not in text:
        raise BuildError(f"web/worker.js lost its placeholder line: {WORKER_PLACEHOLDER}")
    build = {
        "pyodide": manifest["pyodide"],
        "stdlib": manifest["stdlib"]["sha256"][:16],
        "wheel": manifest["py_games"]["wheel"],
        "sha256": manifest["py_games"]["sha256"],
        "bytes": manifest["download_bytes"],
    }
    worker.write_text(text.replace(WORKER_PLACEHOLDER, f"const BUILD = {json.dumps(build)};"))
    stamp_parts(out, manifest)


def stamp_parts(out: Path, manifest: dict[str, Any]) -> None:
    """Write the parts of py_games into worker/parts.js: each one's URL (with its hash, as the
    wheel's, so a browser never mixes parts of two builds) and the files it holds."""
    module = out / "worker" / "parts.js"
    text = module.read_text(encoding="utf-8")
    if PARTS_PLACEHOLDER not in text:
        raise BuildError(f"web/worker/parts.js lost its placeholder line: {PARTS_PLACEHOLDER}")
    parts = {
        name: {"url": f"{part['file']}?sha256={part['sha256']}", "files": part["files"]}
        for name, part in manifest["py_games"]["parts"].items()
    }
    stamped = f"const PARTS = {json.dumps(parts, separators=(',', ':'))};"
    module.write_text(text.replace(PARTS_PLACEHOLDER, stamped), encoding="utf-8")


def stamp_service_worker(out: Path) -> None:
    """Write this build's id and file list into sw.js, which stores them for offline use.

    The id changes whenever any file does, so browsers install the new worker (a worker is
    updated only when its own bytes change) and drop the copies of the previous build. The
    files of the languages other than English are listed apart (``later``): stored once a page
    fetched them, and on install only those a previous build's store held. The parts of
    py_games (parts/, fetched when Python first needs them) are stored on install with the
    rest: the page registers the worker once it is interactive, and every page then works
    offline from the first visit on.
    """
    worker = out / "sw.js"
    text = worker.read_text(encoding="utf-8")
    if SW_PLACEHOLDER not in text:
        raise BuildError(f"web/sw.js lost its placeholder line: {SW_PLACEHOLDER}")
    every = sorted(
        path.relative_to(out).as_posix()
        for path in out.rglob("*")
        if path.is_file() and path != worker
    )
    digest = hashlib.sha256()
    for name in every:
        digest.update(f"{name}\0{sha256_of(out / name)}\n".encode())
    # The scripts' source maps are for a developer's tools, which fetch them when open: the
    # offline copy does without (they are four times the size of the scripts).
    files = [name for name in every if not name.endswith(".map")]
    later = [name for name in files if LANGUAGE_FILE.search(name)]
    now = [name for name in files if not LANGUAGE_FILE.search(name)]
    build = {"id": digest.hexdigest()[:16], "files": ["./", *now], "later": later}  # "./": index
    stamped = f"const BUILD = {json.dumps(build)};"
    worker.write_text(text.replace(SW_PLACEHOLDER, stamped), encoding="utf-8")
