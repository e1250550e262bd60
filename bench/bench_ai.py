"""The computer opponent (py_games/ai.py): playout speed in CPython and Pyodide, and matches.

Run: ``.venv/bin/python bench/bench_ai.py`` (about 15 minutes on a 2-core machine; Debian's
Chromium on PATH for the Pyodide column). ``--game ID`` measures one game, ``--quick`` is a
smoke run of a minute or two, ``--no-browser`` skips Pyodide, ``--dist DIR`` uses a site
already built from this checkout instead of building one into a temporary folder.

Two tables, each game at its default options:

1. **Playouts per second** from the initial position, ``--seconds`` (2) per game and path,
   in five rounds that go round all the games: a game's rate is its best round.

   - *fast*: the search's own playout (``Search._playout``): ``is_over``, the game's
     tuning's ``playout_move`` and ``successor`` at every step, scored as the search scores it
     (or the game's playout in one go, ``Tuning.playout``, whose steps show as –);
   - *checked*: what a search written on the public checked API would do: ``outcome``, a
     uniformly random step of ``legal_moves`` and ``apply`` (which checks it) at every step.

   Both run in CPython and, the same code from this file, inside Pyodide in headless
   Chromium: a page served beside a site built from this checkout loads Pyodide and the
   site's py_games wheel in a worker, as the player does. *gain* is fast over checked
   playouts per second. The paths' playouts differ in length where ``playout_move`` steers
   (a tuning may take a winning step when there is one, and stop a playout early to have it
   scored by its ``Tuning.estimate``), so both lengths are shown.

2. **Matches**: level 2 and level 1 against random, then each level against the one below
   (``--pairs``; 4 against 3 only when asked: one game of it takes from half a minute to
   about five minutes here, by game). The sides swap seats every game, as in
   ``python -m py_games match``; game ``k`` of a row is game ``k`` of
   ``python -m py_games match GAME --a A --b B --seed bench``. A row plays at most
   ``--games`` games (40) and starts no new game after ``--budget`` seconds (35; 0: no
   limit), so the cheap rows get many games and the dear ones a few.

   *score* counts a draw as half a win. The interval is Wilson's 95% interval for that
   score over the games played, and the verdict compares it with the issue's aims (level 2
   wins at least 95% against random; each level wins at least 65% against the one below):
   *met* when the whole interval clears the aim, *missed* when it lies wholly below, else
   *open* (the games played cannot tell), with the score's side of the aim.

Timings on a shared machine are noisy: read ratios, not absolute numbers.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import shutil
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any
from urllib.parse import quote

from py_games import GAMES, ai, get_game
from py_games.__main__ import play_one

ROOT = Path(__file__).resolve().parents[1]
ALL_PAIRS = ((2, 0), (1, 0), (2, 1), (3, 2), (4, 3))
DEFAULT_PAIRS = ALL_PAIRS[:4]
Z95 = 1.959964

# -- playouts (this part also runs inside Pyodide: stdlib and py_games only) -------------------


def fast_playout(game: Any, state: Any, rng: random.Random) -> int | None:
    """A playout as ``ai.Search._playout`` plays it (cut short where the game says, and then
    scored by its estimate); returns the steps taken, ``None`` for a playout the game plays
    in one go (its tuning's ``Tuning.playout``), which counts none."""
    tuned = ai.tuning(game)  # (a search makes it once; so cheap it makes no difference here)
    # (getattr: a site built from a checkout older than Tuning.playout is measured too.)
    in_one_go = getattr(tuned, "playout", None)
    if in_one_go is not None and not game.is_over(state) and in_one_go(state, rng) is not None:
        return None
    steps = 0
    for _ in range(tuned.playout_steps or ai.PLAYOUT_LIMIT):
        if game.is_over(state):
            break
        state = game.successor(state, tuned.playout_move(state, rng))
        steps += 1
    if game.is_over(state) or tuned.estimate(state) is None:
        ai.rewards(game, state)
    return steps


def checked_playout(game: Any, state: Any, rng: random.Random) -> int:
    """A playout on the public checked API only; returns the steps taken."""
    steps = 0
    for _ in range(ai.PLAYOUT_LIMIT):
        if game.outcome(state) is not None:
            break
        state = game.apply(state, rng.choice(game.legal_moves(state)))
        steps += 1
    ai.rewards(game, state)
    return steps


ROUNDS = 5
"""Each path's time per game is cut into this many rounds, which go round all the games in
turn; a game's rate is its best round (the least disturbed by other work on a shared machine,
and past the warm-up: a browser compiles Pyodide's hot code better after a while)."""


def playout_rates(game_ids: list[str], seconds: float) -> dict[str, dict[str, dict[str, float]]]:
    """Game id -> {"fast": ..., "checked": ...}: playouts per second from the initial position
    (the best of :data:`ROUNDS` rounds) and steps per playout, for ``seconds`` per path."""
    games = {game_id: get_game(game_id) for game_id in game_ids}
    paths = {"fast": fast_playout, "checked": checked_playout}
    best = {(g, name): 0.0 for g in games for name in paths}
    playouts = dict.fromkeys(best, 0)
    steps = dict.fromkeys(best, 0)
    rngs = {key: random.Random("/".join(key)) for key in best}
    for _ in range(ROUNDS):
        for game_id, game in games.items():
            state = game.initial_state()
            for name, playout in paths.items():
                key = (game_id, name)
                count, start = 0, time.perf_counter()
                while (elapsed := time.perf_counter() - start) < seconds / ROUNDS or count < 2:
                    steps[key] += playout(game, state, rngs[key]) or 0
                    count += 1
                best[key] = max(best[key], count / elapsed)
                playouts[key] += count
    return {
        game_id: {
            name: {
                "per_second": best[game_id, name],
                "steps": steps[game_id, name] / playouts[game_id, name] or None,
            }
            for name in paths
        }
        for game_id in games
    }


# -- the same in Pyodide, in headless Chromium ---------------------------------------------------

PAGE = """<!doctype html>
<!-- bench/bench_ai.py's page: never part of the site. Runs the bench's playouts in Pyodide. -->
<html lang="en">
<head><meta charset="utf-8"><title>bench_ai</title><link rel="icon" href="data:,"></head>
<body>
  <pre id="output"></pre>
  <script type="module">
    const worker = new Worker("./bench-ai-worker.js", { type: "module" });
    worker.onmessage = ({ data }) => {
      document.getElementById("output").textContent = data.result ?? data.error;
      document.body.dataset.done = data.result === undefined ? "error" : "ok";
    };
    worker.onerror = (event) => {
      document.getElementById("output").textContent = `worker error: ${event.message}`;
      document.body.dataset.done = "error";
    };
    worker.postMessage(JSON.parse(decodeURIComponent(location.hash.slice(1))));
  </script>
</body>
</html>
"""
WORKER = """// Loads Pyodide and the site's py_games wheel as the player's worker does, then runs
// bench_ai.playout_rates (this very file of the bench) and posts its JSON back.
const bytes = async (url) => {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.arrayBuffer();
};
onmessage = async ({ data }) => {
  try {
    const { loadPyodide } = await import("./pyodide/pyodide.mjs");
    const pyodide = await loadPyodide({ indexURL: new URL("./pyodide/", location.href).href });
    const manifest = await (await fetch("./manifest.json")).json();
    const site = pyodide.runPython("import site; site.getsitepackages()[0]");
    const wheel = await bytes(`wheels/${manifest.py_games.wheel}`);
    pyodide.unpackArchive(wheel, "wheel", { extractDir: site });
    const source = new Uint8Array(await bytes("bench_ai.py"));
    pyodide.FS.mkdirTree("/bench");
    pyodide.FS.writeFile("/bench/bench_ai.py", source);
    pyodide.globals.set("request", JSON.stringify(data));
    const result = pyodide.runPython(`
import json, sys
sys.path.insert(0, "/bench")
import bench_ai
args = json.loads(request)
rates = bench_ai.playout_rates(args["games"], args["seconds"])
json.dumps({"python": sys.version.split()[0], "rates": rates})
`);
    postMessage({ result });
  } catch (error) {
    postMessage({ error: String(error) });
  }
};
"""


@contextmanager
def built_site(given: Path | None, build: Any) -> Iterator[Path]:
    """``given``, or this checkout's site built into a temporary folder (dist/ may be older
    than the checkout, and another person's tests may be reading it)."""
    if given is not None:
        if not (given / "manifest.json").is_file():
            sys.exit(f"{given} holds no built site (no manifest.json)")
        yield given
        return
    with tempfile.TemporaryDirectory(prefix="bench-ai-site-") as tmp:
        out = Path(tmp) / "dist"
        build.build(out)
        yield out


def _modules() -> tuple[Any, Any, Any]:
    """build.py, the e2e tests' conftest and Playwright, imported only for the browser part
    (this file is also imported inside Pyodide, which has none of them)."""
    sys.path[:0] = [str(ROOT / "tests" / "e2e")]
    from playwright.sync_api import sync_playwright  # noqa: PLC0415

    import conftest  # noqa: PLC0415 (the tests' Chromium flags, server and build loader)

    return conftest.load_build(), conftest, sync_playwright


def pyodide_rates(
    game_ids: list[str], seconds: float, dist: Path | None
) -> tuple[str, dict[str, Any]]:
    """Pyodide's Python version and :func:`playout_rates` run inside it."""
    chromium = shutil.which("chromium")
    if chromium is None:
        sys.exit("chromium is not on PATH (Debian: apt-get install chromium); or --no-browser")
    build, conftest, sync_playwright = _modules()
    with tempfile.TemporaryDirectory(prefix="bench-ai-page-") as tmp:
        overlay = Path(tmp)
        (overlay / "bench-ai.html").write_text(PAGE, encoding="utf-8")
        (overlay / "bench-ai-worker.js").write_text(WORKER, encoding="utf-8")
        shutil.copy2(Path(__file__), overlay / "bench_ai.py")
        request = json.dumps({"games": game_ids, "seconds": seconds})
        with (
            built_site(dist, build) as site_dir,
            conftest.serving(build, site_dir, overlay) as site,
            sync_playwright() as playwright,
        ):
            browser = playwright.chromium.launch(
                executable_path=chromium, args=conftest.CHROMIUM_ARGS
            )
            page = browser.new_page()
            page.goto(f"{site}bench-ai.html#{quote(request)}")
            limit = 120 + 3 * 2 * seconds * len(game_ids)  # loading, then the playouts
            page.wait_for_function(
                "() => document.body.dataset.done !== undefined", timeout=limit * 1000
            )
            done = page.get_attribute("body", "data-done")
            output = page.text_content("#output") or ""
            browser.close()
    if done != "ok":
        sys.exit(f"the Pyodide page failed: {output}")
    answer = json.loads(output)
    return answer["python"], answer["rates"]


# -- matches -------------------------------------------------------------------------------------


def run_pair(
    game_id: str, levels: tuple[int, int], games: int, budget: float, seed: str
) -> dict[str, Any]:
    """Games until ``games`` are played or ``budget`` seconds have passed (at least one)."""
    game = get_game(game_id)
    wins, draws = [0, 0], 0
    spent, moves = [0.0, 0.0], [0, 0]
    start = time.perf_counter()
    played = 0
    while played < games and (played == 0 or not budget or time.perf_counter() - start < budget):
        result = play_one(game, levels, played, seed)
        if result["winner"] is None:
            draws += 1
        else:
            wins[result["winner"]] += 1
        for side in (0, 1):
            spent[side] += result["spent"][side]
            moves[side] += result["moves"][side]
        played += 1
    return {
        "games": played,
        "wins": wins,
        "draws": draws,
        "seconds_per_move": [spent[s] / moves[s] if moves[s] else 0.0 for s in (0, 1)],
        "seconds": time.perf_counter() - start,
    }


def wilson(successes: float, n: int, z: float = Z95) -> tuple[float, float]:
    """Wilson's score interval for a proportion (``successes`` may count halves)."""
    p = successes / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z / (1 + z * z / n) * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n))
    return max(0.0, centre - half), min(1.0, centre + half)


def aim_of(a: int, b: int) -> float:
    """The issue's aims: level 2 scores 95% against random, a level 65% against the one below."""
    return 0.95 if (a, b) == (2, 0) else 0.65


def verdict(score: float, low: float, high: float, aim: float) -> str:
    if low >= aim:
        return "met"
    if high < aim:
        return "missed"
    return "open, above" if score >= aim else "open, below"


# -- the command ---------------------------------------------------------------------------------


def level_name(level: int) -> str:
    return "random" if level == 0 else f"level {level}"


def parse_pairs(text: str) -> tuple[tuple[int, int], ...]:
    if text == "all":
        return ALL_PAIRS
    pairs = []
    for item in text.split(","):
        a, _, b = item.partition("-")
        if not (a.isdigit() and b.isdigit()) or {int(a), int(b)} - set(ai.LEVELS):
            raise argparse.ArgumentTypeError(f"a pair is A-B with levels 0 to 4, not {item!r}")
        pairs.append((int(a), int(b)))
    return tuple(pairs)


def print_playouts(cpython: dict[str, Any], pyodide: dict[str, Any] | None, python: str) -> None:
    where = f"Pyodide's Python {python}" if pyodide else "Pyodide not measured"
    cpython_version = sys.version.split()[0]
    print(f"Playouts per second from the initial position (CPython {cpython_version}; {where})")
    print()
    print(
        "| game       | fast: steps | CPython /s | Pyodide /s | Pyodide ÷ CPython "
        "| checked: steps | CPython /s | Pyodide /s | gain CPython | gain Pyodide |"
    )
    print(
        "|------------|------------:|-----------:|-----------:|------------------:"
        "|---------------:|-----------:|-----------:|-------------:|-------------:|"
    )

    def cell(value: float | None, width: int, form: str = ".0f") -> str:
        return f"{'–' if value is None else format(value, form):>{width}}"

    for game_id, row in cpython.items():
        fast, checked = row["fast"], row["checked"]
        web = pyodide[game_id] if pyodide else None
        web_fast = web["fast"]["per_second"] if web else None
        web_checked = web["checked"]["per_second"] if web else None
        ratio = web_fast / fast["per_second"] if web_fast else None
        gain_web = web_fast / web_checked if web_fast and web_checked else None
        print(
            f"| {game_id:<10} | {cell(fast['steps'], 11, '.1f')} | {cell(fast['per_second'], 10)} "
            f"| {cell(web_fast, 10)} | {cell(ratio, 17, '.2f')} "
            f"| {cell(checked['steps'], 14, '.1f')} | {cell(checked['per_second'], 10, '.1f')} "
            f"| {cell(web_checked, 10, '.1f')} "
            f"| {cell(fast['per_second'] / checked['per_second'], 12, '.1f')} "
            f"| {cell(gain_web, 12, '.1f')} |"
        )


def print_matches(rows: list[tuple[str, tuple[int, int], dict[str, Any]]]) -> None:
    print(
        "| game       | A against B           | games | A wins | B wins | draws | A score "
        "| 95% interval | aim  | verdict     | s/move A | s/move B |"
    )
    print(
        "|------------|-----------------------|------:|-------:|-------:|------:|--------:"
        "|--------------|-----:|-------------|---------:|---------:|"
    )
    for game_id, (a, b), result in rows:
        n, wins, draws = result["games"], result["wins"], result["draws"]
        score = (wins[0] + draws / 2) / n
        low, high = wilson(wins[0] + draws / 2, n)
        aim = aim_of(a, b)
        per_move = result["seconds_per_move"]
        pair = f"{level_name(a)} vs {level_name(b)}"
        print(
            f"| {game_id:<10} | {pair:<21} | {n:>5} | {wins[0]:>6} | {wins[1]:>6} | {draws:>5} "
            f"| {score:>7.0%} | {low:>4.0%} – {high:>4.0%} | {aim:>4.0%} "
            f"| {verdict(score, low, high, aim):<11} | {per_move[0]:>8.3f} | {per_move[1]:>8.3f} |"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--game", choices=list(GAMES), help="one game only")
    parser.add_argument("--quick", action="store_true", help="a smoke run (a minute or two)")
    parser.add_argument("--seconds", type=float, default=2.0, help="per game and playout path")
    parser.add_argument("--games", type=int, default=40, help="games per row at most")
    parser.add_argument("--budget", type=float, default=35.0, help="seconds per row (0: none)")
    parser.add_argument(
        "--pairs", type=parse_pairs, default=DEFAULT_PAIRS, help="A-B,... or all (with 4-3)"
    )
    parser.add_argument("--seed", default="bench")
    parser.add_argument("--no-browser", action="store_true", help="CPython only")
    parser.add_argument("--dist", type=Path, help="a site built from this checkout")
    args = parser.parse_args()
    if args.quick:
        args.seconds, args.games, args.budget = 0.25, 1, 0.0
        args.pairs = ((2, 0), (1, 0), (2, 1))
    game_ids = [args.game] if args.game else list(GAMES)
    started = time.perf_counter()

    def say(text: str) -> None:
        print(f"[{time.perf_counter() - started:6.0f} s] {text}", file=sys.stderr, flush=True)

    say("playouts in CPython")
    cpython = playout_rates(game_ids, args.seconds)
    python, pyodide = "", None
    if not args.no_browser:
        say("playouts in Pyodide (building the site first unless --dist)")
        python, pyodide = pyodide_rates(game_ids, args.seconds, args.dist)
    rows = []
    for a, b in args.pairs:
        for game_id in game_ids:
            result = run_pair(game_id, (a, b), args.games, args.budget, args.seed)
            rows.append((game_id, (a, b), result))
            say(
                f"{game_id} {level_name(a)} vs {level_name(b)}: {result['games']} games, "
                f"A {result['wins'][0]}, B {result['wins'][1]}, draws {result['draws']} "
                f"({result['seconds']:.0f} s)"
            )
    print_playouts(cpython, pyodide, python)
    print()
    budget = f", at most {args.budget:.0f} s a row" if args.budget else ""
    print(f"Matches (at most {args.games} games a row{budget}; seed {args.seed!r})")
    print()
    print_matches(rows)
    say("done")


if __name__ == "__main__":
    main()
