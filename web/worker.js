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
//
// The same file also runs as the snapshot helper (a worker named "py-games-snapshot"): a worker
// the page's worker starts after a first visit is ready and idle. It starts Python once more, prepared for
// copying, copies its memory, stores the copy, says {type: "snapshot", ...} and closes.

// (Its name says so, not its URL: a module's URL is its response's, and the service worker
// answers any query of worker.js with the stored worker.js.)
const HELPER_NAME = "py-games-snapshot";
const ROLE = self.name === HELPER_NAME ? "snapshot" : "page";

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
  const url = input instanceof Request ? input.url : String(input);
  let response;
  try {
    response = await nativeFetch(input, init);
  } catch (error) {
    // Pyodide would wait forever for a file that could not be fetched at all: fail now.
    missingFile(new Error(`Could not fetch ${url}: ${error.message}`));
    throw error;
  }
  if (!response.ok) {
    missingFile(new Error(`Missing file ${url} (HTTP ${response.status}): is the site fully built?`));
    return response;
  }
  if (response.body && counting()) count(response.clone().body);
  return response;
};

/** Whether downloads still move a progress bar: the page's worker's, until Python is up (the
 * helper has no bar: copying every response's bytes there would be work for nothing). */
const counting = () => ROLE === "page" && download.total > 0 && !handle;

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
// with py_games imported, takes a fraction of that. The first visit starts Python as usual and
// answers the page. Once it is ready and idle, it starts a helper (this file again, in the
// snapshot role), which starts Python prepared for copying (`_makeSnapshot`, which makes a
// start about a tenth slower: the player does not wait for it there), imports py_games, copies
// its memory before answering anything (so the copy holds no game, no search) and stores it,
// uncompressed, in the browser's Cache Storage. Later visits restore it. The copy is only valid
// for the runtime and the rules it was taken with, so it is stored under a key naming both, and
// one under another key (an older build), or one that fails to restore, is thrown away and
// Python starts as usual.

const SNAPSHOT_CACHE = "py-games-snapshot"; // sw.js leaves this cache alone
const SNAPSHOT_URL = here("python-memory.snapshot"); // a key in the cache, never fetched
// Change SNAPSHOT_FORMAT whenever what the worker does before taking the copy changes.
const SNAPSHOT_FORMAT = 3;
const snapshotKey = `${BUILD.pyodide}/${BUILD.sha256}/${SNAPSHOT_FORMAT}`;
// A copy needs Cache Storage (absent outside secure contexts) and the wheel's hash for its key.
const CAN_STORE = "caches" in self && Boolean(BUILD.sha256);
// How this worker started and what became of the copy, for the page (and tests):
// boot: "snapshot" | "fresh"; snapshot: "restored" | "saving" | "saved" | "failed" | "off",
// with `reason` when a copy was thrown away or could not be made.
// `times`: milliseconds from the worker's start to each step, and `origin` that start (ms since
// 1970, performance.timeOrigin), for the startup benchmark.
const startup = { boot: "fresh", snapshot: "off", reason: "", times: {}, origin: performance.timeOrigin };
const timed = (step) => (startup.times[step] = Math.round(performance.now()));

/** The stored copy for this build as a Response, or null (none, another build's, no storage). */
async function storedSnapshot() {
  try {
    if (!CAN_STORE) return null;
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

// Half of Python's memory is pages of zeros. The copy keeps only the others (about 15 of 31 MB);
// the zeros come back free in a new buffer. It is not compressed: gzip made it 6.4 MB, but
// inflating it took the worker's thread for ~0.2 s on every visit, and the runtime's module is
// read and started on that same thread meanwhile; stored as it is, the copy is read by the
// browser off the thread, and a repeat visit was ready ~0.1 s sooner (bench_startup.py).
// Layout: "PGS1", the memory's length, the number of pages kept and their numbers (32-bit
// little-endian integers), then those pages, in order.
const PAGE = 4096;
const MAGIC = 0x31534750; // "PGS1"

/** The pages of `bytes` that are not all zeros, with a header saying where they go. */
function packPages(bytes) {
  const words = new Uint32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength >> 2);
  const kept = [];
  for (let page = 0; page * PAGE < bytes.byteLength; page++) {
    const first = (page * PAGE) >> 2;
    const last = Math.min(first + (PAGE >> 2), words.length);
    let used = last * 4 < Math.min((page + 1) * PAGE, bytes.byteLength); // a ragged tail: keep it
    for (let i = first; !used && i < last; i++) used = words[i] !== 0;
    if (used) kept.push(page);
  }
  const header = new Uint32Array([MAGIC, bytes.byteLength, kept.length, ...kept]);
  const parts = kept.map((page) => bytes.subarray(page * PAGE, (page + 1) * PAGE));
  return new Blob([header, ...parts]);
}

/** Read a stored copy as it streams in. `memory` resolves, as soon as the header is read, to
 * a buffer of the copy's length, which the pages then fill; `filled` resolves once all are in.
 * Both reject if the copy is damaged. (Pyodide needs the memory's size before it compiles the
 * runtime, but its content only once compiled: the two then run side by side.) */
function readSnapshot(stored) {
  let found;
  const memory = new Promise((resolve, reject) => (found = { resolve, reject }));
  const filled = (async () => {
    const damaged = () => new Error("the snapshot is damaged");
    const reader = stored.body.getReader();
    let head = new Uint8Array(0); // the header, until it is whole
    let bytes = null, pages = null, page = 0, at = 0; // where the next byte of a page goes
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      let chunk = value;
      if (!pages) {
        const longer = new Uint8Array(head.length + chunk.length);
        longer.set(head);
        longer.set(chunk, head.length);
        head = longer;
        if (head.length < 12) continue;
        const view = new DataView(head.buffer);
        const [magic, length, count] = [0, 4, 8].map((offset) => view.getUint32(offset, true));
        if (magic !== MAGIC || count > Math.ceil(length / PAGE)) throw damaged();
        const size = 12 + 4 * count;
        if (head.length < size) continue;
        pages = Array.from({ length: count }, (_, i) => view.getUint32(12 + 4 * i, true));
        if (pages.some((n) => n * PAGE >= length)) throw damaged();
        bytes = new Uint8Array(length);
        found.resolve(bytes);
        chunk = head.subarray(size);
      }
      for (let taken = 0; taken < chunk.length;) {
        if (page >= pages.length) throw damaged();
        const start = pages[page] * PAGE;
        const size = Math.min(PAGE, bytes.length - start);
        const n = Math.min(size - at, chunk.length - taken);
        bytes.set(chunk.subarray(taken, taken + n), start + at);
        taken += n;
        at += n;
        if (at === size) [page, at] = [page + 1, 0];
      }
    }
    if (!pages || page !== pages.length || at !== 0) throw damaged();
    timed("snapshot read");
  })();
  filled.catch((error) => found.reject(error));
  memory.catch(() => {}); // awaited by Pyodide; a failure is reported through `filled`
  return { memory, filled };
}

async function forgetSnapshot(why) {
  startup.reason = why;
  try {
    await (await caches.open(SNAPSHOT_CACHE)).delete(SNAPSHOT_URL);
  } catch {
    // Nothing stored, or no storage: nothing to forget.
  }
}

/** In the helper: copy Python's memory and store it; "saved" or "failed". */
async function saveSnapshot(pyodide) {
  let bytes;
  try {
    bytes = pyodide.makeMemorySnapshot();
  } catch (error) {
    return reportSnapshot("failed", `could not copy Python's memory: ${lastLine(error)}`);
  }
  try {
    const body = packPages(bytes);
    const cache = await caches.open(SNAPSHOT_CACHE);
    await cache.put(SNAPSHOT_URL, new Response(body, {
      headers: { "Content-Type": "application/octet-stream", "X-Snapshot-Key": snapshotKey },
    }));
    reportSnapshot("saved");
  } catch (error) {
    reportSnapshot("failed", `could not store the snapshot: ${lastLine(error)}`);
  }
}

// Work that can wait (the snapshot helper, the files of a restored py_games) is done once
// nothing has been asked of this worker for IDLE_MS: it must not slow the page's first answers
// (nor a computer opponent's search, which is asked for in slices).
const IDLE_MS = 400;
let lastAnswer = 0;

function whenIdle(work) {
  const wait = lastAnswer + IDLE_MS - performance.now();
  if (wait > 0) setTimeout(() => whenIdle(work), wait);
  else work();
}

/** Start the snapshot helper and report what became of its copy. */
function snapshotElsewhere() {
  let helper;
  try {
    helper = startWorker(new URL(import.meta.url), HELPER_NAME);
  } catch (error) {
    return reportSnapshot("failed", `could not start the snapshot helper: ${lastLine(error)}`);
  }
  const done = (state, reason) => {
    helper.terminate();
    reportSnapshot(state, reason);
  };
  helper.addEventListener("message", ({ data }) => {
    if (data.type === "snapshot") done(data.snapshot, data.reason);
    else if (data.type === "failed") done("failed", data.message);
  });
  helper.addEventListener("error", (event) => {
    event.preventDefault?.();
    done("failed", `the snapshot helper failed: ${event.message || "could not start"}`);
  });
}

/** A module worker for `url`, also when this worker was started from another origin's page
 * (see engine.js: only a same-origin blob that imports the real file can start there). */
function startWorker(url, name) {
  if (url.origin === self.location.origin) return new Worker(url, { type: "module", name });
  const blob = new Blob([`import ${JSON.stringify(url.href)};`], { type: "text/javascript" });
  return new Worker(URL.createObjectURL(blob), { type: "module", name });
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
    const folder = here("pyodide/");
    const runtime = import(`${folder}pyodide.mjs`);
    // The runtime's own module (1.2 MB), which pyodide.mjs would import only once it runs: read
    // and evaluated now, Pyodide's import of it later finds it ready (a failure is its to report).
    import(`${folder}pyodide.asm.mjs`).then(() => timed("runtime module"), () => {});
    // The query changes with the wheel's content, so a browser never reuses stale rules.
    const wheel = fetchBytes(here(`wheels/${BUILD.wheel}?sha256=${BUILD.sha256}`));
    wheel.catch(() => {}); // awaited below; a failure must not go unhandled meanwhile
    const stored = ROLE === "page" ? await storedSnapshot() : null;
    timed("snapshot found");
    const { loadPyodide } = await attempt("Could not load the Python runtime", () => runtime);
    timed("runtime script");
    const load = (options) => Promise.race([missing, loadPyodide({ indexURL: folder, ...options })]);

    let pyodide = null;
    let catalog = null;
    if (stored) {
      try {
        const snapshot = readSnapshot(stored);
        // Pyodide waits for its fsInit hook before it restores the memory; if the copy turns out
        // damaged, that instance is left waiting for good and this one gives up at once.
        const forever = new Promise(() => {});
        const failed = snapshot.filled.then(() => forever);
        pyodide = await Promise.race([failed, load({
          _loadSnapshot: snapshot.memory,
          // (Called once the runtime is compiled and linked: the time is for the benchmark.)
          fsInit: () => (timed("runtime linked"), snapshot.filled.catch(() => forever)),
        })]);
        timed("runtime");
        stage("rules", "Loading the game rules…", 0.93);
        catalog = await startRules(pyodide, null);
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
      const helper = ROLE === "snapshot";
      pyodide = await attempt("Could not load the Python runtime", () => load({ _makeSnapshot: helper }));
      timed("runtime");
      stage("rules", "Loading the game rules…", 0.93);
      catalog = await attempt("Could not load the game rules", () => startRules(pyodide, wheel));
      if (helper) return saveSnapshot(pyodide); // before answering anything: then its work is done
      if (CAN_STORE) startup.snapshot = "saving";
    }

    self.postMessage({ type: "ready", catalog, startup: { ...startup } });
    lastAnswer = performance.now(); // the page's first requests may follow "ready": wait for them
    for (const { id, request } of waiting.splice(0)) answer(id, request);
    if (startup.snapshot === "saving") whenIdle(snapshotElsewhere);
    if (startup.boot === "snapshot") whenIdle(() => unpack(pyodide, wheel).catch(warnUnpack));
  } catch (error) {
    failure = error.message;
    // The full reason (a Python traceback, say) for whoever opens the console.
    console.error("py-games worker:", error.message, "\n", error.cause?.message ?? "");
    self.postMessage({ type: "failed", message: failure });
    for (const { id } of waiting.splice(0)) refuse(id);
  }
}

/** Unpack the py_games wheel (none after a restore: see below), import the bridge, set
 * `handle` and return the catalog. */
async function startRules(pyodide, wheel) {
  if (wheel) await unpack(pyodide, wheel);
  const bridge = pyodide.pyimport("py_games.bridge");
  timed("imported");
  // A copy: attribute proxies die with the module proxy, this one lives as long as the worker.
  const fn = bridge.handle.copy();
  bridge.destroy();
  const result = JSON.parse(fn(JSON.stringify({ fn: "catalog" })));
  if (result && result.error) throw new Error(`catalog: ${result.error.message}`);
  handle = fn;
  timed("rules");
  return result;
}

/** Unpack the py_games wheel where an install would put it. A restored copy of memory has every
 * module of py_games imported but not its files (the file system is not part of the copy):
 * they are put back once the page has had its first answers, so that the file system is the
 * same however Python started (a traceback quotes its lines from them). */
async function unpack(pyodide, wheel) {
  // `site` is imported as Python starts; `sysconfig` would cost a first visit ~70 ms.
  const site = pyodide.runPython("import site; site.getsitepackages()[0]");
  pyodide.unpackArchive(await wheel, "wheel", { extractDir: site });
  // Python has already listed site-packages (empty) and would not look again: drop that one
  // listing. (importlib.invalidate_caches() drops them all but imports importlib.metadata to
  // do it, ~55 ms more on a first visit.)
  pyodide.runPython(`import sys; sys.path_importer_cache.pop(${JSON.stringify(site)}, None)`);
  timed("unpacked");
}

/** After a restore the game plays without the files: a missing wheel is only worth a warning. */
function warnUnpack(error) {
  console.warn("py-games worker: could not unpack py_games after a restore:", lastLine(error));
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
  if (counting()) count(response.clone().body);
  return response.arrayBuffer();
}

/** Answer one request; a Python exception becomes an error response, never a dead worker. */
function answer(id, request) {
  let response;
  try {
    // Strings cross as strings (not proxies), so nothing needs destroying afterwards.
    response = handle(request);
    lastAnswer = performance.now();
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
  if (failure || handle || ROLE === "snapshot") return; // (the helper's start is not the page's)
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
