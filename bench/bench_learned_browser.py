"""bench_learned.py's match again in the browser: Pyodide in headless Chromium, the site's own
runtime, wheel and parts, each step capped at the page's 3 s (issue 41's browser sample).

Run: ``.venv/bin/python build.py && .venv/bin/python bench/bench_learned_browser.py
[--games 20] [--pages 2] [--game ID] [--cap 3]``. Each of ``--pages`` pages (one per core)
plays every ``--pages``-th game in a worker: level 4 with the game's table against level 4
with random playouts, seats swapped every game, each step searching its level's budget or
``--cap`` seconds, whichever ends first, as the page's computer does. Prints the same table
as bench_learned.py, with the iterations each side reached per step.
"""

from __future__ import annotations

import argparse
import json
import shutil
import statistics
import sys
import tempfile
from pathlib import Path
from typing import Any
from urllib.parse import quote

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_learned import scored  # noqa: E402 (beside this file)
from playwright.sync_api import sync_playwright  # noqa: E402

import build  # noqa: E402
from py_games import get_game  # noqa: E402
from py_games.learned import table_of  # noqa: E402
from py_games.registry import GAMES  # noqa: E402
from tests.e2e.plugin import CHROMIUM_ARGS, serving  # noqa: E402

WORKER = """// bench_learned_browser.py's worker: the site's Pyodide, wheel and parts, then a match.
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
const worker = new Worker("./bench-learned-worker.js", { type: "module" });
window.lines = [];
worker.onmessage = ({ data }) => {
  if (data.line) window.lines.push(data.line);
  if (data.done !== undefined) window.done = data.done;
  if (data.error) window.failed = data.error;
};
worker.postMessage({ code: decodeURIComponent(location.hash.slice(1)) });
</script></body></html>
"""
MATCH = """
import json, time
from py_games import ai, get_game
from py_games.ratings.play import play_game

def side(learning, seed, cap, reached):
    count = 0
    def choose(game, state):
        nonlocal count
        count += 1
        search = ai.Search(game, state, 4, f"{seed}/{count}", learning=learning)
        search.run(cap)
        reached.append(search.iterations)
        return search.best()
    return choose

results = []
for number in NUMBERS:
    game = get_game(GAME)
    reached = ([], [])
    sides = (side(True, f"learned/{number}", CAP, reached[0]),
             side(False, f"playouts/{number}", CAP, reached[1]))
    played = play_game(game, sides, number)
    played["iterations"] = [sum(r) / max(len(r), 1) for r in reached]
    results.append(played)
    say(json.dumps(played))
json.dumps(results)
"""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--pages", type=int, default=2)
    parser.add_argument("--game", action="append", choices=sorted(GAMES))
    parser.add_argument("--cap", type=float, default=3.0, help="seconds a step may search")
    parser.add_argument("--dist", type=Path, default=ROOT / "dist")
    args = parser.parse_args()
    chosen = args.game or [g for g in GAMES if table_of(get_game(g)) is not None]
    chromium = shutil.which("chromium")
    if chromium is None:
        sys.exit("chromium is not on PATH (Debian: apt-get install chromium)")
    print("| game | learned level 4 against level 4 with playouts, in Pyodide | points "
          "| 95% interval | s/step learned | s/step playouts | iterations/step learned "
          "| iterations/step playouts | games |")  # fmt: skip
    print("|---|---|---:|---|---:|---:|---:|---:|---:|")
    with tempfile.TemporaryDirectory() as tmp:
        overlay = Path(tmp)
        (overlay / "bench-learned.html").write_text(PAGE)
        (overlay / "bench-learned-worker.js").write_text(WORKER)
        with serving(build, args.dist, overlay=overlay) as site, sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=chromium, args=CHROMIUM_ARGS)
            for game_id in chosen:
                pages = []
                for first in range(args.pages):
                    numbers = list(range(first, args.games, args.pages))
                    code = MATCH.replace("NUMBERS", repr(numbers)).replace("GAME", repr(game_id))
                    code = code.replace("CAP", repr(args.cap))
                    page = browser.new_page()
                    page.goto(f"{site}bench-learned.html#{quote(code)}")
                    pages.append(page)
                results: list[dict[str, Any]] = []
                for page in pages:
                    page.wait_for_function(
                        "() => window.done !== undefined || window.failed", timeout=0, polling=2000
                    )
                    if failed := page.evaluate("window.failed"):
                        sys.exit(f"{game_id}: {failed}")
                    results += json.loads(page.evaluate("window.done"))
                    page.close()
                report(game_id, results)
            browser.close()


def report(game_id: str, results: list[dict[str, Any]]) -> None:
    reached = [statistics.mean(r["iterations"][s] for r in results) for s in (0, 1)]
    print(f"| {game_id} | {scored(results)} | {reached[0]:.0f} | {reached[1]:.0f} "
          f"| {len(results)} |", flush=True)  # fmt: skip


if __name__ == "__main__":
    main()
