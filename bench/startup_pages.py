"""The pages and in-page scripts bench_startup.py uses: the two bare pages it serves beside the
site, and what it evaluates in the pages it measures.

Two bare pages, each the least a page can do to have Python answer (a module worker, as the
site's, that loads Pyodide and runs ``1+1``), from the same server as the site:

- **floor**: the site's own runtime files (``pyodide/`` as build.py writes it: the standard
  library cut and compiled, the lock file without packages). Nothing of the site runs there:
  the player's time above it is the site's own.
- **stock**: Pyodide as its npm package ships it, copied beside the site (``stock-pyodide/``).
"""

from __future__ import annotations

BOARD = "py-games-board"

BARE_HTML = """<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Bare Pyodide (bench_startup.py)</title>
<link rel="icon" href="data:,"></head>
<body>
<p id="status">Loading Pyodide…</p>
<script>
  // Pyodide alone, in a module worker like the site's: load it, run 1+1, nothing else.
  const worker = new Worker(new URL("{worker}", location.href), { type: "module" });
  const status = document.getElementById("status");
  worker.addEventListener("message", ({ data }) => {
    // The worker's steps, on this page's timeline (the worker's clock starts later).
    for (const [step, at] of Object.entries(data.times ?? {})) {
      performance.mark(`bare:worker ${step}`, { startTime: at - performance.timeOrigin });
    }
    if (data.ok) {
      performance.mark("bare:ready");
      status.textContent = `Ready: 1+1 = ${data.value}`;
    } else {
      window.__bareError = data.error;
      status.textContent = `Failed: ${data.error}`;
    }
  });
  worker.addEventListener("error", (event) => {
    window.__bareError = event.message || "{worker} failed to load";
  });
</script>
</body>
</html>
"""

BARE_WORKER = """// Beside the site's root: {folder} is relative to this file's URL.
// `times`: when each step was reached, in ms since 1970, for the page to mark.
const times = {};
const timed = (step) => (times[step] = performance.timeOrigin + performance.now());
timed("worker started");
try {
  const { loadPyodide } = await import(new URL("{folder}pyodide.mjs", location.href).href);
  timed("runtime script");
  const pyodide = await loadPyodide({
    indexURL: new URL("{folder}", location.href).href,
    fsInit: async () => void timed("runtime linked"), // (as the player's worker marks it)
  });
  timed("runtime");
  const value = pyodide.runPython("1+1");
  const wrong = { ok: false, error: `1+1 gave ${value}` };
  self.postMessage(value === 2 ? { ok: true, value, times } : wrong);
} catch (error) {
  self.postMessage({ ok: false, error: String(error?.message ?? error) });
}
"""

BARES = {"floor": "pyodide/", "stock": "stock-pyodide/"}
"""Each bare page's runtime folder, from the site's root."""


def bare_files(name: str) -> dict[str, str]:
    """The bare page ``name`` (a key of BARES): its files' names and texts."""
    worker = f"bench-{name}-worker.js"
    return {
        f"bench-{name}.html": BARE_HTML.replace("{worker}", worker),
        worker: BARE_WORKER.replace("{folder}", BARES[name]),
    }


# Added before every page's own scripts: on builds without the py-games:ready mark, when the
# board first reads ready; and whether the service worker's `ready` has resolved.
INIT_SCRIPT = f"""(() => {{
  if (window.__benchStartup) return;
  window.__benchStartup = true;
  window.__readyAt = null;
  window.__swReady = false;
  navigator.serviceWorker?.ready.then(() => (window.__swReady = true));
  const timer = setInterval(() => {{
    if (document.querySelector("{BOARD}")?.dataset.status === "ready") {{
      window.__readyAt = performance.now();
      clearInterval(timer);
    }}
  }}, 5);
}})()"""
# Resolves once the player is interactive (or has failed), with what was measured.
# With `needMark` (the build sets the mark), only the mark counts: the status may read ready a
# moment before it. `stepReady`: when the board first accepted a step (before Python was up,
# on builds that allow it), or null.
PLAYER_READY = f"""needMark => {{
  const at = (name) => performance.getEntriesByName(name)[0]?.startTime ?? null;
  const board = document.querySelector("{BOARD}");
  const mark = at("py-games:ready");
  if (mark === null && (needMark || window.__readyAt === null)) {{
    if (board?.dataset.status !== "error") return false;
    const message = board.shadowRoot?.querySelector(".message")?.textContent ?? "";
    return {{ error: "the board failed: " + (message.trim() || "no message") }};
  }}
  return {{
    interactive: mark ?? window.__readyAt,
    source: mark === null ? "status poll" : "mark",
    painted: at("py-games:painted"),
    stepReady: at("py-games:first-step-ready"),
    boot: board?.dataset.boot ?? document.documentElement.dataset.boot ?? "?",
  }};
}}"""
# The worker's own timings, from the page's `py-games:worker <step>` marks (web/engine.js), in
# ms from the navigation's start.
WORKER_STEPS = """() => Object.fromEntries(performance.getEntriesByType("mark")
  .filter((mark) => mark.name.startsWith("py-games:worker "))
  .map((mark) => [mark.name.slice("py-games:worker ".length), mark.startTime]))"""
BARE_READY = """() => {
  const ready = performance.getEntriesByName("bare:ready")[0];
  const steps = Object.fromEntries(performance.getEntriesByType("mark")
    .filter((mark) => mark.name.startsWith("bare:worker "))
    .map((mark) => [mark.name.slice("bare:worker ".length), mark.startTime]));
  if (ready) return { ready: ready.startTime, steps };
  return window.__bareError ? { error: window.__bareError } : false;
}"""
# What a first visit does in the background: the offline copy stored (the service worker
# controls the page) and, on builds with one, the memory snapshot saved (or not).
BACKGROUND = """needSnapshot => {
  const sw = window.__swReady && navigator.serviceWorker.controller != null;
  const snapshot = document.documentElement.dataset.snapshot;
  const settled = ["saved", "failed", "off"].includes(snapshot);
  return sw && (settled || (!needSnapshot && snapshot === undefined)) && { snapshot };
}"""
BACKGROUND_STATE = """() => ({
  sw: window.__swReady && navigator.serviceWorker.controller != null,
  snapshot: document.documentElement.dataset.snapshot ?? null,
})"""
