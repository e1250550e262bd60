"""Click to redrawn board, in headless Chromium, on the busiest positions of each game.

Run: ``.venv/bin/python build.py && .venv/bin/python bench/bench_clicks.py [game id]`` (Debian's
Chromium on PATH; a game id, a page (``play``, ``review``, ``editor``) or both measure those
only; ``--dist DIR`` measures another build, so that two can be compared in one session;
``--sample N`` takes N steps a case instead of 40, to check quickly that it runs). Each case
opens the built player on a position late in a seeded random game, then plays steps from there
as a person does: Python's rules choose a legal step, the mouse clicks its places in the order
the scene gives (its ``legal`` entry's first order, else its cells), and where other steps share
those clicks the picker's key chooses it (a stone's colour, a tile's turn).

Two latencies are measured inside the page, from the input event's timestamp to the end of the
board's drawing in the frame that shows its effect (the board's ``drawn`` event, fired from the
frame's animation callback; the frame's layout and paint come after it):

- **select**: a click (from its pointerup, where the board acts) that starts a step of several
  clicks, or opens the picker among steps on the same places (a pair's first cell, a piece
  to move): the board marks it and shows what it can become, without Python.
- **step**: the input that completes a step, to the board showing the new position, Python's
  answer included (the worker call, the scene, the drawing).

Two more cases are the busiest positions of other pages:

- **review**: the player with the engine shown during play ("Hide the engine during play" off,
  the review following the game), on a late position: every step is played while the review
  of the line runs in the same worker, a slice at a time, and the board then draws the
  engine's marks and arrows where it judged the step.
- **editor** (``editor.html``): a full board (the end of a seeded random game), clicks putting
  a piece on a place and taking it off again, to Python's new picture drawn on the editor's
  canvas (its ``drawn`` event, as the player's board).

Every game of the registry is measured at its largest options (each quantity, as a board's
size or the number of players, at its maximum), on the player, the player with the review
shown and the editor.

Each game is played on several pages, each opened afresh (a seeded game each). A page's first
steps (FIRST) come while Chromium is still compiling the runtime's hot code and the page's
(web/worker/warm.js): they are rows of their own, "first select" and "first step", apart from
the steady play after them.

The table prints p50 and p95 in milliseconds; the aim is a p95 within one frame (16 ms).
Timings on a shared machine are noisy: read the table as a whole, not one number.
"""

from __future__ import annotations

import json
import random
import shutil
import statistics
import sys
from pathlib import Path
from typing import Any
from urllib.parse import quote

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT)]

from largest import largest  # noqa: E402
from playwright.sync_api import Page, sync_playwright  # noqa: E402

import build  # noqa: E402
from py_games import GAMES, bridge, get_game  # noqa: E402
from tests.e2e.plugin import CHROMIUM_ARGS, serving  # noqa: E402 (the tests' flags and server)

BOARD = "py-games-board"
# The first steps on a freshly opened page come while the runtime is still compiling its hot
# code (web/worker/warm.js) and the page's own: they are a row of their own ("first"), the
# steady play after them the other rows.
FIRST = 3
MEASURED = 40
# The play starts this many steps before a seeded game's end: its late positions, from several
# seeded games where one game's are too few.
LEFT = 30
Case = tuple[str, str, dict[str, int], int, str]
# (label, game, options, how many steps before the end the play starts, page). The page is the
# player ("play"), the player with the review shown ("review") or the editor ("editor", where
# the number is unused: the board is the game's last position).
PAGES = {"play": "last {left} steps", "review": "review shown", "editor": "editor, full board"}


def label(game_id: str, options: dict[str, int], page: str) -> str:
    said = ", ".join(f"{name} {value}" for name, value in options.items())
    return f"{GAMES[game_id].title}{f' {said}' if said else ''}, {PAGES[page].format(left=LEFT)}"


CASES: list[Case] = [
    (label(game_id, largest(game_id), page), game_id, largest(game_id), LEFT, page)
    for page in PAGES
    for game_id in GAMES
]
# The editor's probe: each click's timestamp, and the end of the drawing of each frame of its
# board (its `drawn` event, as the player's).
EDITOR_PROBE = """() => {
  window.__marks = [];
  const box = document.querySelector('#picture');
  box.addEventListener('pointerup', (e) => window.__marks.push(['input', e.timeStamp]), true);
  box.addEventListener('drawn', () => window.__marks.push(['drawn', performance.now()]));
}"""

# In-page probe: each input's timestamp and each drawn frame's, on one clock.
PROBE = """() => {
  const b = document.querySelector('py-games-board');
  window.__marks = [];
  const mark = (kind) => (e) => window.__marks.push([kind, e.timeStamp ?? performance.now()]);
  window.addEventListener('pointerup', mark('input'), true);
  window.addEventListener('keydown', mark('input'), true);
  b.addEventListener('drawn', () =>
    window.__marks.push(['drawn', performance.now(), b.moves.length]));
}"""
# Resolves when the board has `n` moves and two more frames have passed (all drawing done).
SETTLED = """n => new Promise(resolve => {
  const b = document.querySelector('py-games-board');
  const check = () => b.moves.length === n && b.dataset.status !== 'thinking'
    ? requestAnimationFrame(() => requestAnimationFrame(resolve))
    : requestAnimationFrame(check);
  check();
})"""
PICKER_KEY = f"""s => document.querySelector('{BOARD}').shadowRoot
  .querySelector(`.picker [data-step="${{s}}"]`).dataset.key"""
FRAMES = "n => new Promise(r => { const f = () => (n-- ? requestAnimationFrame(f) : r()); f(); })"
# Latency of the last input: to the last frame drawn after it.
LAST_LATENCY = """() => {
  const marks = window.__marks;
  const input = marks.findLastIndex(([kind]) => kind === 'input');
  const drawn = marks.slice(input + 1).filter(([kind]) => kind === 'drawn');
  window.__marks = [];
  return drawn.length ? drawn.at(-1)[1] - marks[input][1] : null;
}"""


def late_line(game_id: str, options: dict[str, int], left: int, seed: int = 1) -> list[Any]:
    """A seeded random game (its whole line; play starts ``left`` steps before its end), or
    an empty one if it ends sooner (a quick win)."""
    game = get_game(game_id, **options)
    state, moves, rng = game.initial_state(), [], random.Random(seed)
    while legal := game.legal_moves(state):
        moves.append(rng.choice(legal))
        state = game.apply(state, moves[-1])
    return moves if len(moves) > left else []


# The steps the board offers now, as the scene lists them (``legal``: each step's cells and,
# where there are other ways to click it, its orders of clicks, the usual one first).
LEGAL = f"() => document.querySelector('{BOARD}').view.scene.legal"


def clicks_of(legal: list[dict[str, Any]], step: str) -> tuple[list[str], bool]:
    """How a person makes ``step`` among the ``legal`` ones: its usual clicks, and whether
    the picker then chooses it (other steps take the same clicks)."""
    usual = {entry["step"]: (entry.get("orders") or [entry["cells"]])[0] for entry in legal}
    clicks = usual[step]
    return clicks, sum(other == clicks for other in usual.values()) > 1


def click(page: Page, cell: str) -> None:
    """As a hand does: the pointer arrives and rests on the place (its hover preview drawn),
    then presses and releases. Nothing glides any more: a person aims at where things are."""
    page.wait_for_function(f"() => !document.querySelector('{BOARD}').moving")
    point = page.evaluate(f"c => document.querySelector('{BOARD}').cellCenter(c)", cell)
    assert point is not None, f"the board has no place {cell}"
    page.mouse.move(point["x"], point["y"])
    page.evaluate(FRAMES, 2)
    page.mouse.down()
    page.mouse.up()


# With the review shown, the review's marks and arrows are drawn later, when it has judged the
# step: a step's latency there is to the first frame showing the line `n` steps long.
FIRST_SHOWN = """n => {
  const marks = window.__marks;
  const input = marks.findLastIndex(([kind]) => kind === 'input');
  const drawn = marks.slice(input + 1).find(([kind, , length]) => kind === 'drawn' && length === n);
  window.__marks = [];
  return drawn ? drawn[1] - marks[input][1] : null;
}"""


def latency(page: Page, shown: int | None = None) -> float:
    value = page.evaluate(LAST_LATENCY) if shown is None else page.evaluate(FIRST_SHOWN, shown)
    assert value is not None, "no frame was drawn after the input"
    return float(value)


def measure(page: Page, site: str, case: Case) -> dict[str, list[float]]:
    """Samples from as many seeded games as it takes, each on a page opened afresh."""
    if case[4] == "editor":
        return edit_full(page, site, case)
    found: dict[str, list[float]] = {"select": [], "step": [], "first select": [], "first step": []}
    seed = 1
    while len(found["step"]) < MEASURED:
        for kind, values in play_late(page, site, case, seed).items():
            found[kind] += values
        seed += 1
    return found


def play_late(page: Page, site: str, case: Case, seed: int) -> dict[str, list[float]]:
    _label, game_id, options, left, kind = case
    moves = late_line(game_id, options, left, seed)
    if not moves:
        return {}
    start = len(moves) - left
    line = quote(" ".join(str(m) for m in moves[:start]))
    fragment = "&".join(
        [f"game={game_id}", *(f"{k}={v}" for k, v in options.items()), f"moves={line}"]
    )
    # From a blank page: going to the player with only another fragment would not reload it,
    # and the previous game's board would answer as if ready.
    page.goto("about:blank")
    page.goto(f"{site}play.html#{fragment}")
    page.wait_for_function(f"() => document.querySelector('{BOARD}').dataset.status === 'ready'")
    if kind == "review":
        show_review(page)
    page.evaluate(PROBE)
    found: dict[str, list[float]] = {"select": [], "step": [], "first select": [], "first step": []}
    for ply, move in enumerate(moves[start : start + FIRST + MEASURED], start=start):
        row = "first " if ply - start < FIRST else ""
        clicks, picked = clicks_of(page.evaluate(LEGAL), str(move))
        for n, place in enumerate(clicks):
            click(page, place)
            if n < len(clicks) - 1 or picked:  # the step is not made yet: the board shows it
                page.wait_for_function("() => window.__marks.at(-1)?.[0] === 'drawn'")
                page.evaluate("() => new Promise(r => requestAnimationFrame(r))")
                if n == 0:
                    found[row + "select"].append(latency(page))
        if picked:  # the picker's key for the step (a colour's letter, a tile's turn)
            page.keyboard.type(page.evaluate(PICKER_KEY, str(move)))
        page.evaluate(SETTLED, ply + 1)
        assert page.evaluate(f"() => document.querySelector('{BOARD}').moves.at(-1)") == str(move)
        found[row + "step"].append(latency(page, ply + 1 if kind == "review" else None))
    return found


def show_review(page: Page) -> None:
    """The engine shown during play: the review of the line starts, and follows every step."""
    page.evaluate(
        """() => { const box = document.querySelector('#hide-engine');
                   box.checked = false; box.dispatchEvent(new Event('change')); }"""
    )
    page.wait_for_function("() => !document.querySelector('#review-progress').hidden")


# The editor palette's first kind of piece (its eraser's kind is empty).
KIND = """() => [...document.querySelectorAll('#palette button[data-kind]')]
  .map(b => b.dataset.kind).find(k => k)"""


def edit_full(page: Page, site: str, case: Case) -> dict[str, list[float]]:
    """The editor on the game's last position (a full board): each click on one of a kind's
    places takes its piece off, the next puts it back."""
    _label, game_id, options, _left, _kind = case
    game = get_game(game_id, **options)
    state = game.initial_state()
    for move in late_line(game_id, options, 0):
        state = game.apply(state, move)
    position = quote(game.position(state))
    fragment = "&".join(
        [f"game={game_id}", *(f"{k}={v}" for k, v in options.items()), f"position={position}"]
    )
    page.goto("about:blank")
    page.goto(f"{site}editor.html#{fragment}")
    page.wait_for_function(KIND)
    kind = page.evaluate(KIND)
    page.click(f"#palette button[data-kind='{kind}']")
    # The sketch's pieces as Python reads the position (the page keeps them to itself).
    asked = {"fn": "edit", "game": game_id, "options": options, "position": game.position(state)}
    pieces = json.loads(bridge.handle(json.dumps(asked)))["sketch"]["pieces"]
    fields = json.loads(bridge.handle(json.dumps(asked)))["sketch"]["fields"].values()
    # Not a place a field names (the cell filled last): without its piece the sketch is refused.
    places = [place for place, held in pieces.items() if held == kind and place not in fields]
    page.evaluate(EDITOR_PROBE)
    found: dict[str, list[float]] = {"step": [], "first step": []}
    clicks = [place for place in places[: (FIRST + MEASURED) // 2 + 1] for _ in (0, 1)]
    for n, place in enumerate(clicks[: FIRST + MEASURED]):
        before = page.evaluate("() => document.querySelector('#editor').dataset.position")
        point = page.evaluate("name => document.querySelector('#picture').centerOf(name)", place)
        page.mouse.move(point["x"], point["y"])
        page.evaluate(FRAMES, 2)
        page.mouse.down()
        page.mouse.up()
        page.wait_for_function(
            "p => document.querySelector('#editor').dataset.position !== p", arg=before
        )
        page.wait_for_function("() => window.__marks.at(-1)?.[0] === 'drawn'")
        page.evaluate(FRAMES, 2)
        found["first step" if n < FIRST else "step"].append(latency(page))
    return found


def percentile(values: list[float], p: int) -> float:
    return statistics.quantiles(values, n=100, method="inclusive")[p - 1]


def main() -> None:
    args = sys.argv[1:]
    dist = ROOT / "dist"
    if "--dist" in args:  # another build, to compare two in one session
        at = args.index("--dist")
        dist = Path(args[at + 1])
        del args[at : at + 2]
    if "--sample" in args:  # fewer steps per case: a quick check that it runs
        at = args.index("--sample")
        global MEASURED  # noqa: PLW0603 (the one setting a run may change)
        MEASURED = int(args[at + 1])
        del args[at : at + 2]
    if not (dist / "play.html").exists():
        sys.exit(f"no site in {dist}: run `python build.py` first")
    chromium = shutil.which("chromium")
    if chromium is None:
        sys.exit("chromium is not on PATH (Debian: apt-get install chromium)")
    cases = [case for case in CASES if all(arg in (case[1], case[4]) for arg in args)]
    width = max(len(case[0]) for case in CASES)
    with serving(build, dist) as site, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=chromium, args=CHROMIUM_ARGS)
        page = browser.new_page(viewport={"width": 1000, "height": 900})
        print(f"| {'position':<{width}} | {'click':<12} | n  | p50 ms | p95 ms |")
        print(f"|{'-' * (width + 2)}|{'-' * 14}|----|--------|--------|")
        for case in cases:  # each case's rows as soon as it is measured
            for kind, values in measure(page, site, case).items():
                if values:
                    print(
                        f"| {case[0]:<{width}} | {kind:<12} | {len(values):<2} | "
                        f"{percentile(values, 50):>6.1f} | {percentile(values, 95):>6.1f} |",
                        flush=True,
                    )
        browser.close()


if __name__ == "__main__":
    main()
