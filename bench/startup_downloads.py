"""What a first visit waits to download, raw and gzipped, for bench_startup.py's table.

A file counts when the page or one of its workers asked for it before the page was ready (the
service worker's own copies for offline use come after, in the background, and are left out).
Sizes are the files' own as served here (no compression), and gzip -9 of them: what a static
host that compresses (GitHub Pages does, by content type) would send at most.
"""

from __future__ import annotations

import gzip
from collections.abc import Iterable
from pathlib import Path
from urllib.parse import urlsplit

from playwright.sync_api import Request

# Rows of the table: what a file is, by the end of its path.
KINDS = (
    ("pyodide.asm.wasm", "runtime (WebAssembly)"),
    ("pyodide.asm.mjs", "runtime's JavaScript"),
    ("pyodide.mjs", "runtime's JavaScript"),
    ("python_stdlib.zip", "standard library"),
    ("pyodide-lock.json", "package lock file"),
    (".whl", "py_games (wheel)"),
)
OTHER = "the page (HTML, CSS, scripts, first views)"


def waited_for(seen: Iterable[Request], origin: float, ready: float | None, site: str) -> list[str]:
    """The site paths (no query) asked for by the page or its workers before ``ready`` (ms
    from the navigation, whose time origin is ``origin``), each once, in order."""
    paths: list[str] = []
    for request in seen:
        start = request.timing["startTime"]
        if request.service_worker or not request.url.startswith(site):
            continue
        if ready is not None and start > 0 and start - origin > ready:
            continue
        path = urlsplit(request.url).path.removeprefix(urlsplit(site).path) or "index.html"
        if path not in paths:
            paths.append(path)
    return paths


def kind(path: str) -> str:
    return next((name for end, name in KINDS if path.endswith(end)), OTHER)


def sizes(paths: list[str], roots: list[Path]) -> dict[str, tuple[int, int, int]]:
    """Per kind: files, bytes, gzip -9 bytes; a path is looked for in each root in turn."""
    found: dict[str, tuple[int, int, int]] = {}
    for path in paths:
        file = next((root / path for root in roots if (root / path).is_file()), None)
        if file is None:
            continue
        data = file.read_bytes()
        count, raw, packed = found.get(kind(path), (0, 0, 0))
        found[kind(path)] = (count + 1, raw + len(data), packed + len(gzip.compress(data, 9)))
    return found


def table(player: list[str], bare: list[str], roots: list[Path]) -> str:
    """The markdown table: the player's first visit against the bare page's, in KB."""
    mine, stock = sizes(player, roots), sizes(bare, roots)
    order = list(dict.fromkeys([*(n for _, n in KINDS), OTHER]))
    lines = [
        "| what a first visit downloads | player: files | player: KB | player: KB gzipped "
        "| bare (stock Pyodide): KB | bare: KB gzipped |",
        "|---|---:|---:|---:|---:|---:|",
    ]
    totals = [0, 0, 0, 0, 0]
    for name in order:
        if name not in mine and name not in stock:
            continue
        count, raw, packed = mine.get(name, (0, 0, 0))
        _, bare_raw, bare_packed = stock.get(name, (0, 0, 0))
        row = [count, raw, packed, bare_raw, bare_packed]
        totals = [a + b for a, b in zip(totals, row, strict=True)]
        lines.append(f"| {name} | {count} | " + " | ".join(kb(v) for v in row[1:]) + " |")
    lines.append(f"| **total** | {totals[0]} | " + " | ".join(kb(v) for v in totals[1:]) + " |")
    return "\n".join(lines)


def kb(size: int) -> str:
    return "—" if not size else f"{size / 1000:.1f}" if size < 10_000 else f"{size / 1000:,.0f}"
