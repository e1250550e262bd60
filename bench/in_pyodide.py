"""Python code run in Pyodide in headless Chromium, on the built site's own runtime, wheel and
parts: what the browser benchmarks share (bench_learned_browser.py, bench_make_puzzle.py).

:func:`run_in_pyodide` opens one page per code, each running its code in a worker (so the
pages run side by side, one per core), and returns what each code's last expression gave;
the code may call ``say(text)`` to report as it goes.
"""

from __future__ import annotations

import json
import shutil
import sys
import tempfile
from collections.abc import Sequence
from pathlib import Path
from urllib.parse import quote

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from playwright.sync_api import sync_playwright  # noqa: E402

import build  # noqa: E402
from tests.e2e.plugin import CHROMIUM_ARGS, serving  # noqa: E402

WORKER = """// in_pyodide.py's worker: the site's Pyodide, wheel and parts, then a match.
onmessage = async ({ data: { code } }) => {
  try {
    const bytes = async (url) => (await fetch(url)).arrayBuffer();
    const { loadPyodide } = await import("./pyodide/pyodide.mjs");
    const pyodide = await loadPyodide({ indexURL: new URL("./pyodide/", location.href).href });
    const manifest = await (await fetch("./manifest.json")).json();
    const site = pyodide.runPython("import site; site.getsitepackages()[0]");
    const wheel = await bytes(`wheels/${manifest.py_games.wheel}`);
    pyodide.unpackArchive(wheel, "wheel", { extractDir: site });
    for (const part of Object.values(manifest.py_games.parts)) {
      pyodide.unpackArchive(await bytes(part.file), "zip", { extractDir: site });
    }
    pyodide.globals.set("say", (line) => postMessage({ line }));
    postMessage({ done: pyodide.runPython(code) });
  } catch (error) {
    postMessage({ error: String(error) });
  }
};
"""
PAGE = """<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bench</title>
<link rel="icon" href="data:,"></head><body><script type="module">
const worker = new Worker("./bench-worker.js", { type: "module" });
window.lines = [];
worker.onmessage = ({ data }) => {
  if (data.line) window.lines.push(data.line);
  if (data.done !== undefined) window.done = data.done;
  if (data.error) window.failed = data.error;
};
worker.postMessage({ code: decodeURIComponent(location.hash.slice(1)) });
</script></body></html>
"""


def run_in_pyodide(dist: Path, codes: Sequence[str]) -> list[object]:
    """Each of ``codes`` run in Pyodide, in a page of its own, all at once: the JSON its last
    expression gave, parsed, in order."""
    chromium = shutil.which("chromium")
    if chromium is None:
        sys.exit("chromium is not on PATH (Debian: apt-get install chromium)")
    with tempfile.TemporaryDirectory() as tmp:
        overlay = Path(tmp)
        (overlay / "bench.html").write_text(PAGE)
        (overlay / "bench-worker.js").write_text(WORKER)
        with serving(build, dist, overlay=overlay) as site, sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=chromium, args=CHROMIUM_ARGS)
            pages = []
            for code in codes:
                page = browser.new_page()
                page.goto(f"{site}bench.html#{quote(code)}")
                pages.append(page)
            results: list[object] = []
            for page in pages:
                page.wait_for_function(
                    "() => window.done !== undefined || window.failed", timeout=0, polling=2000
                )
                if failed := page.evaluate("window.failed"):
                    sys.exit(f"in Pyodide: {failed}")
                results.append(json.loads(page.evaluate("window.done")))
                page.close()
            browser.close()
    return results
