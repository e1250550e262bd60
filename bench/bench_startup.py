"""Startup of the player page against bare pages that only load Pyodide, in headless Chromium,
as a person meets it.

Run: ``.venv/bin/python bench/bench_startup.py [--runs 5] [--dist DIR] [--page URL-PART]
[--json FILE] [--settle-ms 2000] [--requests] [--no-throttle]`` (Debian's Chromium on PATH).
Without ``--dist`` it uses ``dist/`` if it holds a built site, else builds one into a
temporary folder.

Three pages of the same server, on 127.0.0.1 under the tests' sub-path, are compared in one
run, alternating (player, floor, stock, player, …):

- **player**: the site's player page (the registry's first game, ``play.html#game=ID``, or
  ``--page``).
- **floor** and **stock**: bare pages this benchmark serves beside the site
  (startup_pages.py), whose module worker loads Pyodide and runs ``1+1``: the least any page
  can do to have Python answer. The floor loads the site's own runtime files (``pyodide/``, as
  build.py cuts them): the player's time above it is the site's own. The stock page loads
  Pyodide as its npm package ships it.

Each page is visited in fresh browser profiles, the browser restarted between visits so that
its disk caches behave as for a person coming back. A person opens the site in a browser that
is already running: after each launch the browser is left on a blank page for ``--settle-ms``
(2 s) before the visit, so that the browser's own start (on a first launch Chromium spends
about a second of CPU preparing its own windows, on one of the two cores) is not measured as
the page's. ``--settle-ms 0`` measures the visit together with the browser's start:

1. **first visit**: an empty profile. The player stays open until what a first visit does in
   the background is done (the service worker controls the page, so the offline copy is
   stored, and ``<html data-snapshot>`` says the memory snapshot is saved, failed or off), at
   most 60 s. Every visit stays open at least 3 s after it is measured, as a person's would,
   so that the browser may cache compiled code.
2. **repeat visit**: the same profile.
3. **offline repeat visit** (player only): the same profile, the network cut before opening.
   The bare pages have no service worker and cannot load offline: their online repeat visits
   stand in for it in the ratios.
4. **throttled first visit** (player and stock): an empty profile, on a link emulated by
   Chromium (THROTTLE: 10 Mbit/s down, 40 ms round trip, for the page and its workers).

Measured inside the page, in milliseconds from the navigation's start:

- player **painted**: the ``py-games:painted`` mark (the first frame showing the game's real
  position), if it is there by the time the page is interactive.
- player **first step accepted**: the ``py-games:first-step-ready`` mark (the board takes a
  step before Python is up), on builds that set it.
- player **interactive**: the ``py-games:ready`` mark (Python answered: the board can be
  clicked); on builds without it, when the board's ``data-status`` first reads ``ready``.
- player **boot**: the board's ``data-boot`` once ready (``snapshot``, ``fresh``).
- the worker's steps: the ``py-games:worker <step>`` marks (web/engine.js).
- floor and stock **ready**: the ``bare:ready`` mark, set when the worker's ``1+1`` answered.

The tables show medians, the ratios of the player's medians to the bare pages', the worker's
steps, and how they compare with the aims. Timings on a shared machine are noisy: read the
tables as a whole. ``--requests`` also prints, for the first run, every request of each visit
(start from the navigation's start, duration, status, whether the service worker answered).
"""

from __future__ import annotations

import argparse
import json
import shutil
import statistics
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT)]

import startup_downloads  # noqa: E402 (beside this file)
from playwright.sync_api import (  # noqa: E402
    BrowserContext,
    ConsoleMessage,
    Page,
    Playwright,
    Request,
    ViewportSize,
    sync_playwright,
)
from playwright.sync_api import Error as PlaywrightError  # noqa: E402
from startup_pages import (  # noqa: E402 (beside this file)
    BACKGROUND,
    BACKGROUND_STATE,
    BARE_READY,
    BARES,
    INIT_SCRIPT,
    PLAYER_READY,
    WORKER_STEPS,
    bare_files,
)

import build  # noqa: E402
from py_games import GAMES  # noqa: E402
from tests.e2e.plugin import CHROMIUM_ARGS, serving  # noqa: E402 (the tests' flags and server)

VISITS = ["first visit", "repeat visit", "offline repeat visit", "throttled first visit"]
SHORT = {
    "first visit": "first",
    "repeat visit": "repeat",
    "offline repeat visit": "offline",
    "throttled first visit": "throttled",
}
PAGES = {  # each page's visits, in the order made (a repeat visit uses the first's profile)
    "player": VISITS,
    "floor": VISITS[:2],
    "stock": [*VISITS[:2], VISITS[3]],
}
# The throttled link (Chromium's network emulation, on the page and its workers): a phone on a
# fair connection. Throughputs in bytes per second.
THROTTLE = {
    "offline": False,
    "latency": 40,
    "downloadThroughput": 10e6 / 8,
    "uploadThroughput": 5e6 / 8,
}
MEASURE_TIMEOUT_MS = 120_000
BACKGROUND_TIMEOUT_MS = 60_000
SETTLE_MS = 2000  # after a launch, before the visit: see the module's docstring
DWELL_S = 3.0  # every visit stays open this long at least: compiled wasm is cached after ~2 s
VIEWPORT: ViewportSize = {"width": 1000, "height": 900}
# The worker's steps (web/worker.js `timed`) in the order they happen; a visit has some of them.
STEPS = [
    "worker started", "snapshot found", "runtime script", "runtime module", "snapshot read",
    "runtime compiled", "runtime linked", "runtime", "unpacked", "imported", "rules",
]  # fmt: skip
AIM_FIRST = 1.25  # interactive ÷ floor, first visit
AIM_REPEAT = 1.05  # interactive ÷ floor, repeat visits (online and offline)
AIM_THROTTLED = 0.90  # interactive ÷ stock, first visit on the throttled link
AIM_STEP_FRAMES = 1.0  # the first step accepted this many frames (60 Hz) after the first paint
FRAME_MS = 1000 / 60


@dataclass
class Sample:
    """One visit's measures (None: not measured, `error` says why)."""

    run: int
    page: str  # "player" | "floor" | "stock"
    visit: str
    painted: float | None = None
    step_ready: float | None = None  # the player's first step accepted (before Python is up)
    interactive: float | None = None
    ready: float | None = None  # a bare page's
    boot: str | None = None
    source: str | None = None  # of `interactive`: "mark" | "status poll"
    error: str | None = None
    background: dict[str, Any] = field(default_factory=dict)  # first visits: what was waited for
    steps: dict[str, float] = field(default_factory=dict)  # the worker's, from the navigation
    downloads: list[str] = field(default_factory=list)  # first visits: the files waited for


class Clock:
    """Seconds since the benchmark started, for the progress lines."""

    def __init__(self) -> None:
        self.start = time.monotonic()

    def say(self, text: str) -> None:
        print(f"[{time.monotonic() - self.start:4.0f} s] {text}", file=sys.stderr, flush=True)


def built_site(given: Path | None, tmp: Path) -> Path:
    """The site to serve: ``given``, else dist/ if built, else a fresh build in ``tmp``."""
    if given is not None:
        if not (given / "manifest.json").is_file():
            sys.exit(f"{given} holds no built site (no manifest.json)")
        return given.resolve()
    if (ROOT / "dist" / "manifest.json").is_file():
        return ROOT / "dist"
    out = tmp / "dist"
    print("no built dist/: building the site into a temporary folder…", file=sys.stderr)
    try:
        build.build(out)
    except build.BuildError as error:
        sys.exit(f"build.py failed: {error}")
    return out


def build_mentions(dist: Path, text: str) -> bool:
    """Whether the site's scripts mention ``text`` (a feature of newer builds)."""
    return any(text in path.read_text(errors="replace") for path in dist.glob("*.js"))


class Visitor:
    """Opens pages in persistent browser profiles and measures them."""

    def __init__(
        self, playwright: Playwright, chromium: str, site: str, dist: Path, settle_ms: int
    ) -> None:
        self.playwright = playwright
        self.settle_ms = settle_ms
        self.chromium = chromium
        self.site = site
        # Features of newer builds, to wait for them only where they exist.
        self.has_mark = build_mentions(dist, "py-games:ready")
        self.need_snapshot = build_mentions(dist, "snapshot")
        self.requests = False

    def launch(self, profile: Path) -> BrowserContext:
        context = self.playwright.chromium.launch_persistent_context(
            user_data_dir=str(profile),
            executable_path=self.chromium,
            args=CHROMIUM_ARGS,
            headless=True,
            service_workers="allow",
            viewport=VIEWPORT,
        )
        context.add_init_script(INIT_SCRIPT)
        context.set_default_timeout(MEASURE_TIMEOUT_MS)
        return context

    def visit(self, sample: Sample, profile: Path, url: str, log: Callable[[str], None]) -> None:
        """Open ``url`` in ``profile`` and fill ``sample``; errors are recorded, not raised."""
        context = page = None
        seen: list[Request] = []
        errors: list[str] = []  # the console's, the page's workers' included

        def record(request: Request) -> None:
            seen.append(request)

        def console(message: ConsoleMessage) -> None:
            if message.type == "error":
                errors.append(message.text)

        try:
            context = self.launch(profile)
            if sample.visit == "offline repeat visit":
                context.set_offline(True)
            context.on("request", record)
            page = context.pages[0] if context.pages else context.new_page()
            page.on("console", console)
            if sample.visit == "throttled first visit":
                session = context.new_cdp_session(page)
                session.send("Network.enable")
                session.send("Network.emulateNetworkConditions", THROTTLE)
            page.wait_for_timeout(self.settle_ms)
            page.goto(url, wait_until="commit")
            self.measure(sample, page)
            if sample.visit.endswith("first visit"):
                ready = sample.interactive if sample.page == "player" else sample.ready
                origin = navigation_start(page, seen)
                sample.downloads = startup_downloads.waited_for(seen, origin, ready, self.site)
            started = time.monotonic()
            if sample.visit == "first visit" and sample.page == "player":
                sample.background = self.background(page, log)
            page.wait_for_timeout(max(0.0, DWELL_S - (time.monotonic() - started)) * 1000)
        except (PlaywrightError, RuntimeError) as error:
            sample.error = str(error).strip().splitlines()[0]
            if errors:
                sample.error += f" (console: {errors[0].strip().splitlines()[0]})"
        finally:
            if self.requests and page is not None:
                show_requests(sample, seen, navigation_start(page, seen), self.site)
            if context is not None:
                try:
                    context.close()
                except PlaywrightError as error:
                    log(f"warning: closing the browser failed: {error}")

    def measure(self, sample: Sample, page: Page) -> None:
        """Wait until the page is ready (the player interactive, a bare page's Python
        answering) and fill ``sample`` with what was measured."""
        if sample.page == "player":
            found = page.wait_for_function(
                PLAYER_READY, arg=self.has_mark, polling=50, timeout=MEASURE_TIMEOUT_MS
            ).json_value()
            if "error" in found:
                raise RuntimeError(found["error"])
            sample.interactive, sample.source = found["interactive"], found["source"]
            sample.painted, sample.boot = found["painted"], found["boot"]
            sample.step_ready = found["stepReady"]
            sample.steps = page.evaluate(WORKER_STEPS)
        else:
            found = page.wait_for_function(
                BARE_READY, polling=50, timeout=MEASURE_TIMEOUT_MS
            ).json_value()
            if "error" in found:
                raise RuntimeError(found["error"])
            sample.ready, sample.steps = found["ready"], found.get("steps", {})

    def background(self, page: Page, log: Callable[[str], None]) -> dict[str, Any]:
        """Wait (at most 60 s) for what a first visit does after it is interactive."""
        started = time.monotonic()
        try:
            done = page.wait_for_function(
                BACKGROUND, arg=self.need_snapshot, polling=100, timeout=BACKGROUND_TIMEOUT_MS
            ).json_value()
            return {"waited_s": round(time.monotonic() - started, 1), **done, "done": True}
        except PlaywrightError:
            state = page.evaluate(BACKGROUND_STATE)
            log(
                "warning: the first visit's background work did not finish within "
                f"{BACKGROUND_TIMEOUT_MS // 1000} s (service worker controlling: {state['sw']}, "
                f"data-snapshot: {state['snapshot']}); going on"
            )
            return {"waited_s": round(time.monotonic() - started, 1), **state, "done": False}


def navigation_start(page: Page, seen: list[Request]) -> float:
    """The page's time origin (ms since 1970), or its first request's start if it is gone."""
    try:
        return float(page.evaluate("performance.timeOrigin"))
    except PlaywrightError:
        return min((r.timing["startTime"] for r in seen if r.timing["startTime"] > 0), default=0)


def show_requests(sample: Sample, seen: list[Request], origin: float, site: str) -> None:
    """Every request of one visit: start and duration (ms from navigation start), status, who
    answered (net, the service worker, the cache), and which URLs were asked for twice."""
    out = sys.stderr
    print(f"\n  requests, run {sample.run}, {sample.page} {sample.visit}:", file=out)
    print(f"  {'start':>7} {'took':>7} {'status':>7} {'by':<4} {'from':<6} url", file=out)
    rows = []
    for request in seen:
        try:
            response = request.response() if request.failure is None else None
        except PlaywrightError:
            response = None
        rows.append((request, response, bool(response and response.from_service_worker)))
    # What reached the network (or the HTTP cache): not the page's requests that the service
    # worker answered, since the worker's own fetch for them is listed too.
    counts = Counter(request.url for request, _, by_sw in rows if not by_sw)
    for request, response, by_sw in sorted(rows, key=lambda row: row[0].timing["startTime"]):
        timing = request.timing
        start = f"{timing['startTime'] - origin:7.0f}" if timing["startTime"] > 0 else "      ?"
        took = f"{timing['responseEnd']:7.0f}" if timing["responseEnd"] >= 0 else "      ?"
        status = str(response.status) if response else "failed" if request.failure else "?"
        by = "sw" if request.service_worker else "page"  # the page or one of its workers
        url = request.url.removeprefix(site)
        twice = f"  (×{counts[request.url]})" if counts[request.url] > 1 and not by_sw else ""
        print(
            f"  {start} {took} {status:>7} {by:<4} {'sw' if by_sw else 'net':<6} {url}{twice}",
            file=out,
        )
    repeated = sorted(url.removeprefix(site) for url, n in counts.items() if n > 1)
    print(
        f"  {len(seen)} requests, {sum(counts.values())} past the service worker; "
        f"asked for more than once: {', '.join(repeated) or 'none'}\n",
        file=out,
    )


def ms(value: float | None) -> str:
    return "—" if value is None else f"{value:.0f} ms"


def describe(sample: Sample) -> str:
    if sample.error:
        return f"missing ({sample.error})"
    if sample.page != "player":
        return f"ready {ms(sample.ready)}"
    text = f"painted {ms(sample.painted)}, interactive {ms(sample.interactive)} ({sample.boot})"
    if sample.step_ready is not None:
        text += f", first step accepted {ms(sample.step_ready)}"
    if sample.source == "status poll":
        text += " [no py-games:ready mark: status poll]"
    if sample.background:
        background = sample.background
        text += f"; background {'done' if background['done'] else 'NOT done'}"
        text += f" after {background['waited_s']} s"
        if background.get("snapshot"):
            text += f" (snapshot {background['snapshot']})"
    return text


def median(values: list[float | None]) -> float | None:
    present = [value for value in values if value is not None]
    return statistics.median(present) if present else None


def cell(values: list[float | None]) -> str:
    """A median in ms, with how many samples it is made of when some are missing."""
    value = median(values)
    if value is None:
        return "—"
    present = sum(v is not None for v in values)
    return f"{value:.0f}" + ("" if present == len(values) else f" ({present} of {len(values)})")


def ratio(top: float | None, bottom: float | None) -> float | None:
    return None if top is None or not bottom else top / bottom


def shown(value: float | None) -> str:
    return "—" if value is None else f"{value:.2f}"


def report(samples: list[Sample], runs: int, page: str, settle_ms: int) -> None:
    """The markdown tables of medians and ratios, then the aims."""

    def of(name: str, visit: str) -> list[Sample]:
        return [s for s in samples if s.page == name and s.visit == visit]

    def bare(name: str, visit: str) -> list[float | None]:
        # Neither bare page has a service worker: its online repeat visit stands in offline.
        return [s.ready for s in of(name, "repeat visit" if visit.startswith("offline") else visit)]

    rows: dict[str, dict[str, float | None]] = {}
    print(f"Startup of `{page}`: medians of {runs} runs, ms from the navigation's start; ratios")
    print("are of the medians. *floor*: a bare page on the site's own runtime files; *stock*: a")
    print("bare page on Pyodide as its npm package ships it. Each visit began")
    print(f"{settle_ms} ms after the browser was launched.\n")
    print(
        "| visit | player painted | first step accepted | player interactive | floor ready "
        "| stock ready | interactive ÷ floor | interactive ÷ stock | boot |"
    )
    print("|---|---:|---:|---:|---:|---:|---:|---:|---|")
    for visit in VISITS:
        player = of("player", visit)
        if not player:
            continue
        interactive = [s.interactive for s in player]
        floor, stock = bare("floor", visit), bare("stock", visit)
        note = "¹" if visit.startswith("offline") else ""
        boots = Counter(s.boot for s in player if s.boot is not None)
        rows[visit] = {
            "floor": ratio(median(interactive), median(floor)),
            "stock": ratio(median(interactive), median(stock)),
            "step": median(
                [None if s.step_ready is None or s.painted is None else s.step_ready - s.painted
                 for s in player]
            ),
        }  # fmt: skip
        print(
            f"| {visit} | {cell([s.painted for s in player])} "
            f"| {cell([s.step_ready for s in player])} | {cell(interactive)} "
            f"| {cell(floor)}{note} | {cell(stock)}{note} | {shown(rows[visit]['floor'])} "
            f"| {shown(rows[visit]['stock'])} "
            f"| {', '.join(f'{b} ×{n}' for b, n in boots.most_common()) or '—'} |"
        )
    print(
        "\n¹ The bare pages have no service worker and cannot load offline: the offline row's "
        "bare columns and ratios use their online repeat visits. The throttled first visit "
        f"({THROTTLE['downloadThroughput'] * 8 / 1e6:g} Mbit/s down, {THROTTLE['latency']} ms "
        "round trip) is measured against stock Pyodide only."
    )
    sources = Counter(s.source for s in samples if s.source)
    if sources.get("status poll"):
        print(
            f"Player interactive: the py-games:ready mark in {sources.get('mark', 0)} visits, "
            f"the board's data-status first reading ready in {sources['status poll']} "
            "(a build without the mark)."
        )
    steps_table(samples)
    missing = [s for s in samples if s.error]
    if missing:
        print(f"Missing visits ({len(missing)}):")
        for s in missing:
            print(f"- run {s.run} {s.page} {s.visit}: {s.error}")
    aims(rows)


def aims(rows: dict[str, dict[str, float | None]]) -> None:
    """How the ratios compare with the aims (a visit not measured says so)."""

    def aim(visit: str, key: str, limit: float) -> str:
        value = rows.get(visit, {}).get(key)
        if value is None:
            return "— (not measured)"
        return f"{value:.2f} {'✓' if value <= limit else '✗'}"

    step = rows.get("first visit", {}).get("step")
    frames = "— (no py-games:first-step-ready mark)" if step is None else (
        f"{step / FRAME_MS:.1f} {'✓' if step <= AIM_STEP_FRAMES * FRAME_MS else '✗'}"
    )  # fmt: skip
    print(
        f"\nAims: first visit interactive ≤ {AIM_FIRST}× floor: "
        f"{aim('first visit', 'floor', AIM_FIRST)}; repeat visit interactive ≤ {AIM_REPEAT}× "
        f"floor: {aim('repeat visit', 'floor', AIM_REPEAT)} (offline: "
        f"{aim('offline repeat visit', 'floor', AIM_REPEAT)}); throttled first visit ≤ "
        f"{AIM_THROTTLED}× stock: {aim('throttled first visit', 'stock', AIM_THROTTLED)}; the "
        f"first step accepted ≤ {AIM_STEP_FRAMES:g} frame after the first paint (frames, first "
        f"visit): {frames}."
    )


def steps_table(samples: list[Sample]) -> None:
    """Where the player's time goes: the worker's steps, medians from the navigation's start."""
    player = [s for s in samples if s.page == "player" and s.steps]
    if not player:
        return
    names = list(dict.fromkeys(name for s in player for name in s.steps))
    bares = [s for s in samples if s.page != "player" and s.steps]
    # Left to right in the order they happen (steps a later build adds go last).
    names.sort(key=lambda name: STEPS.index(name) if name in STEPS else len(STEPS))
    print("\nThe player's worker, step by step (medians, ms from the navigation's start):\n")
    print(f"| visit | {' | '.join(names)} | interactive |")
    print(f"|---|{'---:|' * (len(names) + 1)}")
    for visit in VISITS:
        these = [s for s in player if s.visit == visit]
        if these:
            cells = [cell([s.steps.get(name) for s in these]) for name in names]
            print(f"| {visit} | {' | '.join(cells)} | {cell([s.interactive for s in these])} |")
    # The bare pages' workers reach fewer steps: the same names, for comparison.
    for name in BARES:
        for visit in VISITS:
            these = [s for s in bares if s.page == name and s.visit == visit]
            if these:
                cells = [cell([s.steps.get(step) for s in these]) for step in names]
                ready = cell([s.ready for s in these])
                print(f"| {name}, {visit} | {' | '.join(cells)} | {ready} |")


def parse_args() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5, help="runs of each page (default 5)")
    parser.add_argument("--dist", type=Path, help="a site already built (default: dist/)")
    parser.add_argument(
        "--page",
        default=f"play.html#game={next(iter(GAMES))}",
        help="the player page, from the site root (default: the registry's first game)",
    )
    parser.add_argument("--json", type=Path, help="write every sample to this file")
    parser.add_argument(
        "--settle-ms",
        type=int,
        default=SETTLE_MS,
        help=f"after a launch, wait this long before the visit (default {SETTLE_MS}; "
        "0: the visit begins with the browser's own start)",
    )
    parser.add_argument(
        "--no-throttle",
        dest="throttle",
        action="store_false",
        help="leave out the first visits on the throttled link",
    )
    parser.add_argument(
        "--first-only",
        action="store_true",
        help="only the first visits of the player and the floor (a change to the first visit, "
        "measured in a third of the time)",
    )
    parser.add_argument(
        "--requests",
        action="store_true",
        help="print every request of the first run's visits (start, duration, who answered)",
    )
    args = parser.parse_args()
    if args.runs < 1:
        parser.error("--runs must be at least 1")
    return args


def main() -> None:
    args = parse_args()
    chromium = shutil.which("chromium")
    if chromium is None:
        sys.exit("chromium is not on PATH (Debian: apt-get install chromium)")
    clock = Clock()
    samples: list[Sample] = []
    with tempfile.TemporaryDirectory(prefix="bench-startup-", ignore_cleanup_errors=True) as tmp:
        dist = built_site(args.dist, Path(tmp))
        overlay = Path(tmp) / "overlay"
        overlay.mkdir()
        urls = {"player": args.page}
        for name in BARES:
            files = bare_files(name)
            for file, text in files.items():
                (overlay / file).write_text(text)
            urls[name] = next(iter(files))
        build.copy_pyodide(build.ensure_node_modules(), overlay, BARES["stock"].rstrip("/"))
        with serving(build, dist, overlay=overlay) as site, sync_playwright() as playwright:
            visitor = Visitor(playwright, chromium, site, dist, args.settle_ms)
            clock.say(
                f"site {dist} served at {site}; {args.runs} runs of each page, "
                f"each visit {args.settle_ms} ms after the browser's launch"
            )
            for run in range(1, args.runs + 1):
                visitor.requests = args.requests and run == 1
                for name, visits in PAGES.items():
                    for visit in visits:
                        if visit == "throttled first visit" and not args.throttle:
                            continue
                        if args.first_only and (visit != "first visit" or name == "stock"):
                            continue
                        if visit.endswith("first visit"):  # a fresh profile
                            profile = Path(tempfile.mkdtemp(prefix=f"profile-{name}-", dir=tmp))
                        sample = Sample(run, name, visit)
                        visitor.visit(sample, profile, site + urls[name], clock.say)
                        samples.append(sample)
                        said = f"{name} {SHORT[visit]}: {describe(sample)}"
                        clock.say(f"run {run}/{args.runs} {said}")
            downloads = downloads_table(samples, [overlay, dist])
    if args.json:
        found = {
            "dist": str(dist),
            "page": args.page,
            "runs": args.runs,
            "settle_ms": args.settle_ms,
        }
        args.json.write_text(json.dumps({**found, "samples": [asdict(s) for s in samples]}))
    report(samples, args.runs, args.page, args.settle_ms)
    print(f"\nWhat a first visit waited to download (run 1):\n\n{downloads}")


def downloads_table(samples: list[Sample], roots: list[Path]) -> str:
    """startup_downloads' table for the first run's first visits of the player and stock."""

    def first(name: str) -> list[str]:
        found = [s for s in samples if s.page == name and s.visit == "first visit"]
        return found[0].downloads if found else []

    return startup_downloads.table(first("player"), first("stock"), roots)


if __name__ == "__main__":
    main()
