// The one Python worker of a page: starts Pyodide (from a memory snapshot when the browser
// stored one), unpacks the py_games wheel, and answers the page's requests with
// py_games.bridge.handle (a JSON string in, a JSON string out).
//
// Started by engine.js as a module worker. Every URL is computed from this file's own URL,
// so the site works under any sub-path and never asks another origin for anything: the
// runtime and py_games come from the folders build.py writes next to this file.
//
// Messages to the page:
//   {type: "stage", stage: "runtime" | "rules", text, progress}   while loading
//                      (progress: 0 to 1, from the bytes fetched, then the steps after)
//   {type: "ready", catalog, startup}                            once requests can be answered
//                      (startup: {boot: "snapshot" | "fresh", snapshot, reason}, see below)
//   {type: "snapshot", boot, snapshot, reason}                   the snapshot saved or not
//   {type: "failed", message}                                    if loading failed
//   {id, response}                                               the answer to a request
// Messages from the page: {id, request} with request a JSON string.

/** A URL next to this file (import.meta.url is the worker's URL, whatever the page's). */
const here = (path) => new URL(path, import.meta.url).href;

let handle = null; // py_games.bridge.handle (a Python function) once ready
let failure = null; // why loading failed, once it has
const waiting = []; // requests that arrived before ready: [{id, request}]

// Listen before anything else: the page may post requests as soon as it creates the worker.
self.addEventListener("message", (event) => {
  const { id, request } = event.data;
  if (handle) answer(id, request);
  else if (failure) refuse(id);
  else waiting.push({ id, request });
});

// What this build loads, written here by build.py (so that nothing is fetched before the
// runtime: the page's first request to Python waits for no manifest).
const BUILD = { pyodide: "dev", wheel: "", sha256: "", bytes: {} };

// Share of the progress bar for downloading (the rest: starting Python, the rules).
const DOWNLOAD_SHARE = 0.8;
const download = { total: Object.values(BUILD.bytes).reduce((a, b) => a + b, 0), loaded: 0, shown: -1 };

// Every file Pyodide fetches passes through here, with no request of our own: its bytes move
// the progress bar, and a missing file fails the load at once, naming it. (Pyodide alone only
// logs a warning and waits forever when its wasm file is missing.) The bytes are counted on a
// clone and the response itself is handed on untouched: a Response built around a counting
// stream has no URL, and Chromium keeps compiled WebAssembly only for responses it can key by
// URL, so a counted wasm was compiled again on every visit.
let missingFile;
const missing = new Promise((_, reject) => (missingFile = reject));
missing.catch(() => {});
const nativeFetch = self.fetch.bind(self);
self.fetch = async (input, init) => {
  const response = await nativeFetch(input, init);
  const url = input instanceof Request ? input.url : String(input);
  if (!response.ok) {
    missingFile(new Error(`Missing file ${url} (HTTP ${response.status}): is the site fully built?`));
    return response;
  }
  if (response.body && download.total && !handle) count(response.clone().body);
  return response;
};

async function count(body) {
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      download.loaded += value.byteLength;
      reportDownload();
    }
  } catch {
    // The original response reports its own failure; the count just stops.
  }
}

function reportDownload() {
  const fraction = Math.min(1, download.loaded / download.total);
  const percent = Math.floor(fraction * 100);
  if (percent === download.shown) return; // one message per percent, not per chunk
  download.shown = percent;
  const mb = (bytes) => (bytes / 1e6).toFixed(1);
  const text = current.stage === "runtime"
    ? `Downloading Python… ${mb(download.loaded)} of ${mb(download.total)} MB`
    : current.text;
  stage(current.stage, text, fraction * DOWNLOAD_SHARE);
}

// -- the memory snapshot ---------------------------------------------------------------------
//
// Starting Python takes seconds; restoring a copy of its memory taken once it had started,
// with py_games imported, takes a fraction of that. The first visit starts Python as usual and,
// before answering anything (so that the copy holds no game, no search), copies its memory,
// compresses it and stores it in the browser's Cache Storage. Later visits restore it. The copy
// is only valid for the runtime and the rules it was taken with, so it is stored under a key
// naming both, and one under another key (an older build), or one that fails to restore, is
// thrown away and Python starts as usual.

const SNAPSHOT_CACHE = "py-games-snapshot"; // sw.js leaves this cache alone
const SNAPSHOT_URL = here("python-memory.snapshot"); // a key in the cache, never fetched
// Change SNAPSHOT_FORMAT whenever what the worker does before taking the copy changes.
const SNAPSHOT_FORMAT = 1;
const snapshotKey = `${BUILD.pyodide}/${BUILD.sha256}/${SNAPSHOT_FORMAT}`;
// How this worker started and what became of the copy, for the page (and tests):
// boot: "snapshot" | "fresh"; snapshot: "restored" | "saving" | "saved" | "failed" | "off",
// with `reason` when a copy was thrown away or could not be made.
// `times`: milliseconds from the worker's start to each step (for the startup benchmark).
const startup = { boot: "fresh", snapshot: "off", reason: "", times: {} };
const timed = (step) => (startup.times[step] = Math.round(performance.now()));

/** The stored copy for this build as a Response, or null (none, another build's, no storage). */
async function storedSnapshot() {
  try {
    if (!self.caches || !BUILD.sha256) return null;
    const cache = await caches.open(SNAPSHOT_CACHE);
    const stored = await cache.match(SNAPSHOT_URL);
    if (!stored) return null;
    if (stored.headers.get("X-Snapshot-Key") === snapshotKey) return stored;
    startup.reason = "the stored snapshot was made for another build";
    await cache.delete(SNAPSHOT_URL);
  } catch {
    // No Cache Storage here (an opaque origin, a browser setting): start as usual.
  }
  return null;
}

/** The bytes of a stored copy, decompressed; rejects if they are damaged. */
async function snapshotBytes(stored) {
  const plain = stored.body.pipeThrough(new DecompressionStream("gzip"));
  const bytes = new Uint8Array(await new Response(plain).arrayBuffer());
  timed("snapshot read");
  return bytes;
}

async function forgetSnapshot(why) {
  startup.reason = why;
  try {
    await (await caches.open(SNAPSHOT_CACHE)).delete(SNAPSHOT_URL);
  } catch {
    // Nothing stored, or no storage: nothing to forget.
  }
}

/** Copy Python's memory now (synchronous: nothing else runs meanwhile), then compress and
 * store it in the background; the page hears "saved" or "failed" when it is done. */
function saveSnapshot(pyodide) {
  let bytes;
  try {
    bytes = pyodide.makeMemorySnapshot();
  } catch (error) {
    return reportSnapshot("failed", `could not copy Python's memory: ${lastLine(error)}`);
  }
  (async () => {
    const packed = new Blob([bytes]).stream().pipeThrough(new CompressionStream("gzip"));
    const body = await new Response(packed).blob();
    const cache = await caches.open(SNAPSHOT_CACHE);
    await cache.put(SNAPSHOT_URL, new Response(body, {
      headers: { "Content-Type": "application/octet-stream", "X-Snapshot-Key": snapshotKey },
    }));
    reportSnapshot("saved");
  })().catch((error) => reportSnapshot("failed", `could not store the snapshot: ${lastLine(error)}`));
}

function reportSnapshot(state, reason = "") {
  Object.assign(startup, { snapshot: state, reason: reason || startup.reason });
  self.postMessage({ type: "snapshot", ...startup });
}

// -- starting ----------------------------------------------------------------------------------

/** Load everything, tell the page how it goes, then answer the requests that waited.
 *
 * Everything that can be fetched at once is: the runtime's module (which fetches the wasm,
 * the standard library and the lock file as soon as it runs), the py_games wheel and the
 * stored snapshot. micropip is not used: the wheel has no dependencies, and unpacking it
 * where micropip would install it is all an install does. */
async function boot() {
  try {
    stage("runtime", "Loading the Python runtime…", 0);
    const runtime = import(here("pyodide/pyodide.mjs"));
    // The query changes with the wheel's content, so a browser never reuses stale rules.
    const wheel = fetchBytes(here(`wheels/${BUILD.wheel}?sha256=${BUILD.sha256}`));
    wheel.catch(() => {}); // awaited below; a failure must not go unhandled meanwhile
    const stored = await storedSnapshot();
    timed("snapshot found");
    const { loadPyodide } = await attempt("Could not load the Python runtime", () => runtime);
    timed("runtime script");
    const load = (options) => Promise.race([missing, loadPyodide({ indexURL: here("pyodide/"), ...options })]);

    let pyodide = null;
    let catalog = null;
    if (stored) {
      try {
        const bytes = snapshotBytes(stored);
        bytes.catch(() => {}); // Pyodide awaits it only after loading its script: not unhandled
        pyodide = await load({ _loadSnapshot: bytes });
        timed("runtime");
        stage("rules", "Loading the game rules…", 0.93);
        catalog = await startRules(pyodide, wheel);
        startup.boot = "snapshot";
        startup.snapshot = "restored";
      } catch (error) {
        // A missing wheel is not the copy's fault: fail as a normal start would.
        if (await wheel.then(() => false, () => true)) await attempt("Could not load the game rules", () => wheel);
        // A damaged copy, or one this runtime refuses: start as usual (a new worker would
        // not be any cleaner: loadPyodide makes a new instance each time).
        pyodide = null;
        handle = null;
        await forgetSnapshot(`the stored snapshot could not be restored: ${lastLine(error)}`);
      }
    }
    if (!pyodide) {
      const store = Boolean(self.caches && BUILD.sha256 && self.CompressionStream);
      pyodide = await attempt("Could not load the Python runtime", () => load({ _makeSnapshot: store }));
      timed("runtime");
      stage("rules", "Loading the game rules…", 0.93);
      catalog = await attempt("Could not load the game rules", () => startRules(pyodide, wheel));
      if (store) startup.snapshot = "saving";
    }

    self.postMessage({ type: "ready", catalog, startup: { ...startup } });
    // The copy is taken after saying so (the page need not wait for it) but in the same task,
    // so before any request is answered: it holds no game and no search.
    if (startup.snapshot === "saving") saveSnapshot(pyodide);
    for (const { id, request } of waiting.splice(0)) answer(id, request);
  } catch (error) {
    failure = error.message;
    // The full reason (a Python traceback, say) for whoever opens the console.
    console.error("py-games worker:", error.message, "\n", error.cause?.message ?? "");
    self.postMessage({ type: "failed", message: failure });
    for (const { id } of waiting.splice(0)) refuse(id);
  }
}

/** Unpack the py_games wheel where an install would put it, import the bridge, set `handle`
 * and return the catalog. After a restored snapshot the modules are already imported; the
 * files are unpacked anyway, so that the file system is the same however Python started. */
async function startRules(pyodide, wheel) {
  const site = pyodide.runPython("import sysconfig; sysconfig.get_path('purelib')");
  pyodide.unpackArchive(await wheel, "wheel", { extractDir: site });
  pyodide.runPython("import importlib; importlib.invalidate_caches()");
  const bridge = pyodide.pyimport("py_games.bridge");
  // A copy: attribute proxies die with the module proxy, this one lives as long as the worker.
  const fn = bridge.handle.copy();
  bridge.destroy();
  const result = JSON.parse(fn(JSON.stringify({ fn: "catalog" })));
  if (result && result.error) throw new Error(`catalog: ${result.error.message}`);
  handle = fn;
  timed("rules");
  return result;
}

async function fetchBytes(url) {
  let response;
  try {
    response = await nativeFetch(url);
  } catch (error) {
    throw new Error(`Could not fetch ${url}: ${error.message}`);
  }
  if (!response.ok) {
    throw new Error(`Missing file ${url} (HTTP ${response.status}): is the site fully built?`);
  }
  if (download.total) count(response.clone().body);
  return response.arrayBuffer();
}

/** Answer one request; a Python exception becomes an error response, never a dead worker. */
function answer(id, request) {
  let response;
  try {
    // Strings cross as strings (not proxies), so nothing needs destroying afterwards.
    response = handle(request);
  } catch (error) {
    console.warn("py-games worker: handle() raised", error.message);
    response = JSON.stringify({ error: { type: "InternalError", message: lastLine(error) } });
  }
  self.postMessage({ id, response });
}

/** Answer a request that can never be served because loading failed. */
function refuse(id) {
  const error = { type: "EngineUnavailable", message: failure };
  self.postMessage({ id, response: JSON.stringify({ error }) });
}

const current = { stage: "runtime", text: "", progress: 0 };

/** Tell the page how loading goes; the bar never moves back. */
function stage(name, text, progress) {
  if (failure || handle) return; // a download still running after a failure says nothing
  Object.assign(current, { stage: name, text, progress: Math.max(progress, current.progress) });
  self.postMessage({ type: "stage", ...current });
}

/** Run a loading step; if it fails, fail with `what` in front of the reason. */
async function attempt(what, step) {
  try {
    return await step();
  } catch (error) {
    throw new Error(`${what}: ${lastLine(error)}`, { cause: error });
  }
}

/**
 * What went wrong, in one line. A PythonError's message is a whole traceback whose last line
 * says it ("ValueError: …"), except that Pyodide may append a hint about setDebug after it.
 */
function lastLine(error) {
  const lines = String(error?.message ?? error)
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("For more information about the cause"));
  return lines.length ? lines[lines.length - 1] : "unknown error";
}

// Last, once every declaration above is in place (boot() reports stages synchronously).
boot();
