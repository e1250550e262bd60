// How the Python worker started, for the page (and tests, and the startup benchmark): how it
// booted, what became of the memory snapshot, and when each step of its start was reached.

/** @typedef {"snapshot" | "fresh"} Boot */
/** @typedef {"restored" | "saving" | "saved" | "failed" | "off"} SnapshotState */
/**
 * @typedef {object} Startup
 * @property {Boot} boot
 * @property {SnapshotState} snapshot
 * @property {string} reason
 * @property {Record<string, number>} times
 * @property {number} origin
 */

// How this worker started and what became of the copy, for the page (and tests):
// boot: "snapshot" | "fresh"; snapshot: "restored" | "saving" | "saved" | "failed" | "off",
// with `reason` when a copy was thrown away or could not be made.
// `times`: milliseconds from the worker's start to each step, and `origin` that start (ms since
// 1970, performance.timeOrigin), for the startup benchmark.
/** @type {Startup} */
export const startup = { boot: "fresh", snapshot: "off", reason: "", times: {}, origin: performance.timeOrigin };

/** Note that `step` is reached now. @param {string} step */
export const timed = (step) => (startup.times[step] = Math.round(performance.now()));
