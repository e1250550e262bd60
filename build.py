#!/usr/bin/env python3
"""Build the static site into ``dist/``, and serve it for local use.

    python3 build.py                      # write dist/ fresh
    python3 build.py serve [--port 8000]  # build, then serve dist/ on http://127.0.0.1:8000/

The site is plain files: the pages of ``web/`` and its scripts bundled (one per page, with
``board.js`` and the worker), the Pyodide runtime copied from the npm package pinned in
package.json, a wheel of ``py_games`` built from this checkout (with its bytecode for that
runtime's Python), and ``manifest.json`` naming them. Every URL inside it is relative, so it
works from any static server, under a sub-path (a GitHub Pages project site lives at
``/<repo>/``), and with the network cut: nothing is ever fetched from another origin.

Standard library only, so a fresh checkout can build before anything is installed; it needs
``npm`` (to fetch Pyodide and esbuild once), Node.js (to compile py_games with that Pyodide's
Python, and to bundle the scripts) and ``pip``, Python-Markdown (each game's rules.md becomes
its rules page) and Material for MkDocs (``docs/`` becomes ``dist/docs/``) for the Python
running this file: ``pip install -e '.[site]'`` (the dev extra has them too).

Each step lives in a module of ``sitebuild/`` (the runtime, the wheel, the pages, the
manifest, the workers, the bundles, the server); this file runs them in order and is the
command line.
"""

from __future__ import annotations

import argparse
import shutil
import sys
import tempfile
from pathlib import Path
from typing import Any

# Run as a script, Python puts this folder first on sys.path; loaded by path (the tests load it
# as a module under another name, since `import build` could find PyPA's `build` package) it
# may not be there, and the steps must be this checkout's.
if str(Path(__file__).resolve().parent) not in sys.path:
    sys.path.insert(0, str(Path(__file__).resolve().parent))

from sitebuild import bundle, catalogs, docs, host, manifest, pages, runtime, wheel, workers
from sitebuild.common import DIST, ROOT, WEB, BuildError, display, log, size_of
from sitebuild.runtime import copy_pyodide, copy_vendor, ensure_node_modules
from sitebuild.serve import make_server, serve

# What the tests and benchmarks use of this file.
__all__ = [
    "DIST",
    "ROOT",
    "BuildError",
    "build",
    "copy_pyodide",
    "copy_vendor",
    "ensure_node_modules",
    "main",
    "make_server",
]


def build(out: Path = DIST) -> dict[str, Any]:
    """Write the whole site into `out` (replacing it) and return the manifest.

    Everything is assembled in a staging folder next to `out` and swapped in at the end, so a
    failed build leaves the previous site untouched.
    """
    out = out.resolve()
    if not WEB.is_dir():
        raise BuildError(f"{WEB} is missing")
    check_replaceable(out)
    pyodide = ensure_node_modules()
    out.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix=f".{out.name}-", dir=out.parent) as staging_dir:
        staging = Path(staging_dir) / "site"
        pages.copy_web(staging)
        catalogs.write(staging)  # i18n/<lang>.json: the pages' words in each language
        runtime.copy(pyodide, staging)
        shipped = wheel.make(pyodide, staging, Path(staging_dir))
        stdlib = runtime.cut(shipped.full, pyodide, staging)
        catalog = host.host_catalog()
        learning = host.host_learning()
        written = manifest.write_manifest(staging, shipped, catalog, learning, stdlib)
        wheel.check(pyodide, staging)  # the wheel alone plays; each part is brought when needed
        pages.write(staging, catalog, learning)
        workers.stamp_worker(staging, written)  # before bundling: its bundle holds the stamp
        bundles = bundle.write(staging, out)  # each page's script, board.js, worker.js
        pages.preload_pages(staging, bundles)
        docs.write(staging)  # dist/docs/, beside the board.js its live boards load
        workers.stamp_service_worker(staging)  # last: it lists every other file
        if out.exists():
            shutil.rmtree(out)
        staging.rename(out)
    log(f"wrote {display(out)} ({size_of(out) / 1e6:.1f} MB)")
    return written


def check_replaceable(out: Path) -> None:
    """Refuse an output folder whose deletion would lose work: `out` is wiped on success."""
    if ROOT.is_relative_to(out) or out.is_relative_to(WEB):
        raise BuildError(f"refusing to build into {out}: it holds the sources")
    if out.is_dir() and any(out.iterdir()) and not (out / "manifest.json").is_file():
        raise BuildError(f"refusing to replace {out}: not empty and not a previous build")


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    """Parse `build.py [--out DIR]` and `build.py serve [...]`."""
    parser = argparse.ArgumentParser(
        prog="build.py", description="Build the static py-games site into dist/, or serve it."
    )
    parser.add_argument("--out", type=Path, default=DIST, help="output folder (default: dist/)")
    commands = parser.add_subparsers(dest="command", metavar="{serve}")
    serving = commands.add_parser("serve", help="build, then serve the site locally")
    serving.add_argument("--host", default="127.0.0.1", help="address (default: 127.0.0.1)")
    serving.add_argument("--port", type=int, default=8000, help="port; 0 = any free port")
    serving.add_argument(
        "--base", default="/", help="serve under this sub-path, as GitHub Pages does (/py-games/)"
    )
    serving.add_argument("--no-build", action="store_true", help="serve the existing build")
    # Also accepted after `serve`; SUPPRESS keeps a value given before it.
    serving.add_argument("--out", type=Path, default=argparse.SUPPRESS, help="folder to serve")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    """Entry point; returns the process exit status."""
    args = parse_args(argv)
    try:
        if not (args.command == "serve" and args.no_build):
            build(args.out)
        if args.command == "serve":
            serve(args.out.resolve(), args.host, args.port, args.base)
    except BuildError as error:
        print(f"build.py: error: {error}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
