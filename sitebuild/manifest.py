"""dist/manifest.json (what the worker loads, the catalog, the games with lessons and puzzles)
and dist/first-views.json (each game's starting position, painted before Python is up)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from .common import sha256_of
from .host import host_bridge
from .runtime import FETCHED_PYODIDE_FILES, PYODIDE_FILES, STDLIB, pinned_pyodide_version


def write_manifest(
    out: Path,
    py_games: Path,
    catalog: Any,
    learning: dict[str, list[str]] | None = None,
    stdlib: list[str] | None = None,
) -> dict[str, Any]:
    """Write dist/manifest.json (what the worker loads, the catalog) and dist/first-views.json
    (each game's starting position, painted before Python is up).

    The py_games sha256 lets the worker ask for `wheels/<name>?sha256=<hash>`: the wheel's
    file name stays the same from one build to the next, the URL does not, so a browser never
    runs stale rules from its cache.
    """
    games = [game["id"] for game in catalog["games"]]
    first = host_bridge([{"fn": "view", "game": game, "board": True} for game in games])
    fetched = [out / "pyodide" / name for name in FETCHED_PYODIDE_FILES] + [py_games]
    manifest = {
        "pyodide": pinned_pyodide_version(),
        "runtime_files": list(PYODIDE_FILES),  # in pyodide/
        "py_games": {"wheel": py_games.name, "sha256": sha256_of(py_games)},
        # The standard library's top-level names python_stdlib.zip keeps (cut_stdlib), and its
        # hash: a memory snapshot is valid only with the zip it was taken with.
        "stdlib": {"modules": stdlib or [], "sha256": sha256_of(out / "pyodide" / STDLIB)},
        # What the worker downloads, so its progress bar can count bytes.
        "download_bytes": {path.name: path.stat().st_size for path in fetched},
        "catalog": catalog,
        # The games with a lesson and with puzzles: the player links to their pages.
        "learning": learning or {"lessons": [], "puzzles": []},
    }
    text = json.dumps(manifest, indent=2, ensure_ascii=False) + "\n"
    (out / "manifest.json").write_text(text, encoding="utf-8")
    # Each game's starting position at its default options, to paint before Python is up: the
    # board and the scene without the legal steps (nothing is clickable before Python answers),
    # compact, so the file arrives in the first few frames (~45 KB for five games).
    views = {}
    for game, view in zip(games, first, strict=True):
        scene = {key: value for key, value in view["scene"].items() if key != "legal"}
        views[game] = {"board": view["board"], "scene": scene}
    compact = json.dumps(views, separators=(",", ":"), ensure_ascii=False)
    (out / "first-views.json").write_text(compact, encoding="utf-8")
    return manifest
