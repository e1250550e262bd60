"""dist/manifest.json (what the worker loads, the catalog, the games with lessons and puzzles)
and dist/first-views.json (each game's starting position, painted before Python is up), with
``first-views.<lang>.json`` beside it for each other language (its words in that language)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING, Any

from py_games.i18n import LANGUAGES, PSEUDO

from .common import sha256_of
from .host import host_bridge
from .runtime import FETCHED_PYODIDE_FILES, PYODIDE_FILES, STDLIB, pinned_pyodide_version

if TYPE_CHECKING:
    from .wheel import Shipped


def write_manifest(
    out: Path,
    shipped: Shipped,
    catalog: Any,
    learning: dict[str, list[str]] | None = None,
    stdlib: list[str] | None = None,
) -> dict[str, Any]:
    """Write dist/manifest.json (what the worker loads, the catalog) and dist/first-views.json
    (each game's starting position, painted before Python is up).

    The py_games sha256 lets the worker ask for `wheels/<name>?sha256=<hash>`: the wheel's
    file name stays the same from one build to the next, the URL does not, so a browser never
    runs stale rules from its cache; so does each part's (`parts/<name>.zip?sha256=<hash>`).
    """
    py_games = shipped.wheel
    games = [game["id"] for game in catalog["games"]]
    languages = [*LANGUAGES, PSEUDO]
    asked = [
        {"fn": "view", "game": g, "board": True, "lang": lang} for lang in languages for g in games
    ]
    answers = host_bridge(asked)
    fetched = [out / "pyodide" / name for name in FETCHED_PYODIDE_FILES] + [py_games]
    manifest = {
        "pyodide": pinned_pyodide_version(),
        "runtime_files": list(PYODIDE_FILES),  # in pyodide/
        "py_games": {
            "wheel": py_games.name,
            "sha256": sha256_of(py_games),
            # The parts fetched when first needed, each with the files it holds (by their path
            # as pip installs them: what py_games.absent asks for).
            "parts": {
                name: {
                    "file": path.relative_to(out).as_posix(),
                    "sha256": sha256_of(path),
                    "bytes": path.stat().st_size,
                    "files": shipped.files[name],
                }
                for name, path in shipped.parts.items()
            },
        },
        # The standard modules python_stdlib.zip keeps (cut_stdlib), one by one, and its
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
    # board and the scene, with its legal steps (a person may make the first step from them
    # while Python loads: web/board/early.js), compact, so the file arrives in the first few
    # frames (~230 KB for five games, ~25 KB gzipped). One file a language (its words: whose
    # turn, the seats' names, the steps' labels), of which a page fetches the one it shows
    # (web/board/loading.js).
    for at, lang in enumerate(languages):
        views = {}
        in_lang = answers[at * len(games) : (at + 1) * len(games)]
        for game, view in zip(games, in_lang, strict=True):
            views[game] = {"board": view["board"], "scene": view["scene"]}
        compact = json.dumps(views, separators=(",", ":"), ensure_ascii=False)
        (out / first_views(lang)).write_text(compact, encoding="utf-8")
    return manifest


def first_views(lang: str) -> str:
    """The first views' file in `lang` (English's is first-views.json, as before languages)."""
    return "first-views.json" if lang == LANGUAGES[0] else f"first-views.{lang}.json"
