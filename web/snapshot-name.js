// The name a page starts its Python worker under, and what the page remembers for it: the key of
// the copy of Python's memory this browser last heard was stored (worker/snapshot.js `lookups`).
// A worker whose name carries its build's key looks the copy up before it starts the runtime; any
// other starts the runtime at once, which a first visit's lookup would delay. The page's inline
// script (templates/early-worker.html) reads the same storage key and names its worker the same.

const STORED = "py-games/snapshot";

/** The page's worker's name: `py-games`, then the remembered key if there is one. */
export function workerName() {
  try {
    const key = localStorage.getItem(STORED);
    return key ? `py-games ${key}` : "py-games";
  } catch {
    return "py-games"; // no storage here: the worker looks later
  }
}

/** Remember what the worker said of its copy: its key once stored or restored, none once lost.
 * @param {{snapshot?: string, key?: string}} startup */
export function rememberSnapshot({ snapshot, key }) {
  try {
    if (key && (snapshot === "saved" || snapshot === "restored")) localStorage.setItem(STORED, key);
    else if (snapshot === "failed") localStorage.removeItem(STORED);
  } catch {
    // No storage: the next visit looks the copy up after the runtime has started.
  }
}
