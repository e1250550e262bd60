"""The site's scripts bundled: each page's module script, the board element authors load
(``board.js``) and the Python worker (``worker.js``) become one minified ES module each, with
its source map beside it, and the modules they hold leave dist/.

A browser finds a module's imports only once the module has arrived: unbundled, the player
page fetched about seventy modules in four rounds, and the worker ran a line only once its own
eight were in. web/'s modules stay the source (the type check reads them, and a map's sources
are they); esbuild (pinned in package.json) bundles the staged copies, so worker.js is stamped
before (sitebuild/workers.py) and its bundle holds the stamp. tools/bundle.mjs runs esbuild and
says why a module's ``import.meta.url`` still finds its files.

No chunks shared between the pages' bundles: play.html then loads one script (156 KB, 53 KB
gzipped) where esbuild's splitting made it eight (158 KB, 57 KB: the page needs nearly all of
the shared code, and each chunk adds its own wrapping); the price is the board's code once in
each page's bundle of the offline copy (620 KB of scripts in all, not 180 KB), which the
service worker fetches in the background once the page is up.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import tempfile
from dataclasses import dataclass
from pathlib import Path

from .common import ROOT, WEB, BuildError, log, run

MODULE_SCRIPT = re.compile(r'<script type="module" src="([^"]+)"></script>')

# Besides each page's module script: what is loaded by URL (an author's page loads board.js
# from another origin; engine.js starts worker.js).
ENTRIES = ("board.js", "worker.js")


@dataclass(frozen=True)
class Output:
    """A file esbuild wrote: its entry module (None for a chunk), the outputs it imports
    statically and the site's source modules it holds (paths relative to the site)."""

    entry: str | None
    imports: tuple[str, ...]
    inputs: tuple[str, ...]


Bundles = dict[str, Output]
"""Each script a bundle wrote, by its path in the site."""


def entries(out: Path) -> list[str]:
    """The modules to bundle: each page's module script, and ENTRIES (relative to `out`)."""
    found = set(ENTRIES)
    for page in out.rglob("*.html"):
        if "pyodide" in page.relative_to(out).parts:
            continue
        for src in MODULE_SCRIPT.findall(page.read_text(encoding="utf-8")):
            module = (page.parent / src).resolve()
            if not module.is_relative_to(out.resolve()) or not module.is_file():
                raise BuildError(f"{page.relative_to(out)} loads {src}, which is not in web/")
            found.add(module.relative_to(out.resolve()).as_posix())
    return sorted(found)


def write(staged: Path, final: Path) -> Bundles:
    """The step: bundle the modules of `staged` (the site being built, to become `final`) in
    place, and return what was written."""
    wanted = entries(staged)
    folders: dict[str, list[str]] = {}
    for entry in wanted:
        folder, _, name = entry.rpartition("/")
        folders.setdefault(folder, []).append(name)
    builds = [
        {"dir": folder, "entries": names, "splitting": False}
        for folder, names in sorted(folders.items())
    ]
    log(f"bundling {len(wanted)} scripts with esbuild")
    with tempfile.TemporaryDirectory() as tmp:
        bundles = esbuild(staged, Path(tmp), builds)
        for name in bundles:
            point_map(Path(tmp), name, staged, final)
        for name in {source for output in bundles.values() for source in output.inputs}:
            (staged / name).unlink()  # a copy of a web/ module, now in a bundle
        for made in Path(tmp).rglob("*"):
            if made.is_file():
                target = staged / made.relative_to(tmp)
                target.parent.mkdir(parents=True, exist_ok=True)
                shutil.move(made, target)
    return bundles


def esbuild(src: Path, out: Path, builds: list[dict[str, object]]) -> Bundles:
    """Run tools/bundle.mjs: the `builds` of modules in `src` written into `out`."""
    if not (ROOT / "node_modules" / "esbuild").is_dir():
        raise BuildError("node_modules/esbuild is missing: delete node_modules/")
    config = {"src": str(src), "out": str(out), "builds": builds}
    said = run(["node", str(ROOT / "tools" / "bundle.mjs"), json.dumps(config)], "bundling")
    return {
        name: Output(made["entry"], tuple(made["imports"]), tuple(made["inputs"]))
        for name, made in json.loads(said).items()
    }


def modules(out: Path, names: list[str]) -> None:
    """Bundle web/'s modules `names` (at the site's root) into `out`, as the build bundles a
    page's script: for test pages served over the site, which call the engine themselves."""
    esbuild(WEB, out, [{"dir": "", "entries": names, "splitting": False}])


def point_map(written: Path, name: str, staged: Path, final: Path) -> None:
    """Name in the map of `name` (written in `written`, from the modules in `staged`) each
    source as the web/ file it is, relative to where the map will be in `final`, with its
    text as it is written."""
    map_file = written / f"{name}.map"
    source_map = json.loads(map_file.read_text(encoding="utf-8"))
    folder = map_file.parent
    place = (final / name).parent
    sources, texts = [], []
    for source in source_map["sources"]:
        staged_source = Path(os.path.normpath(folder / source))
        if not staged_source.is_relative_to(staged):
            raise BuildError(f"{map_file.name} holds {source}, which is not of web/")
        original = WEB / staged_source.relative_to(staged)
        sources.append(Path(os.path.relpath(original, place)).as_posix())
        texts.append(staged_source.read_text(encoding="utf-8"))
    source_map["sources"] = sources
    source_map["sourcesContent"] = texts  # as written, not as tools/bundle.mjs placed its URL
    map_file.write_text(json.dumps(source_map, separators=(",", ":")), encoding="utf-8")


def loaded(bundles: Bundles, script: str) -> list[str]:
    """The files the browser fetches for `script` (a path in the site): it and the chunks it
    imports, directly or not. A script that is not a bundle is a build error."""
    if script not in bundles:
        raise BuildError(f"{script} is loaded by a page but no bundle made it")
    seen: list[str] = []
    todo = [script]
    while todo:
        name = todo.pop(0)
        if name not in seen:
            seen.append(name)
            todo += bundles[name].imports
    return seen
