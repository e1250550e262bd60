// The timed run on the puzzles page: its start is an event in the journal (`run_start`, with the
// game whose puzzles it plays and a seed), each try in it names the run, and the run's state
// (the time left, the score, the puzzle to solve, and at the end the puzzles missed or slow)
// is Python's answer to the journal (`run`), so that a reload resumes it, clock and all. The
// clock here only counts down to Python's deadline with Date.now(); at zero the page asks
// Python again, which says the run is over.

import { t, tn } from "../i18n.js";
import { append, eventId } from "./journal.js";
import { modeLink, shipped } from "./modes.js";

/** @typedef {import("../contract.js").RunInfo} RunInfo */

const $ = (/** @type {string} */ id) => /** @type {HTMLElement} */ (document.getElementById(id));

/** @type {ReturnType<typeof setInterval> | null} */
let ticking = null;

/** Start a run of `game`'s puzzles; the reason it could not be kept, or "". @param {string} game */
export function startRun(game) {
  const kept = append("run_start", { run: eventId(Date.now()), set: game, seed: eventId(Date.now()) });
  return kept.ok ? "" : kept.reason;
}

/** End the run before its time is up. @param {RunInfo} run */
export function endRun(run) {
  const kept = append("run_end", { run: run.id });
  return kept.ok ? "" : kept.reason;
}

/** m:ss of `ms`. @param {number} ms */
const clock = (ms) => {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
};

/**
 * Show the run (or hide its part when it is not the page's mode); `over` is called once when
 * the clock reaches Python's deadline.
 * @param {RunInfo | null} run @param {boolean} shown  the page is in the run's mode
 * @param {() => void} over
 */
export function drawRun(run, shown, over) {
  if (ticking !== null) clearInterval(ticking);
  ticking = null;
  const box = $("run");
  box.hidden = !run || !shown;
  const start = /** @type {HTMLButtonElement} */ ($("run-start"));
  start.hidden = Boolean(run && !run.over && shown);
  if (!run || !shown) return;
  $("run-score").textContent = tn("{n} solved", "{n} solved", run.score, { n: run.score });
  /** @type {HTMLButtonElement} */ ($("run-stop")).hidden = Boolean(run.over);
  const end = $("run-end");
  if (run.over) {
    $("clock").textContent = clock(0);
    end.replaceChildren(...ending(run));
    return;
  }
  end.replaceChildren();
  const tick = () => {
    const left = run.deadline - Date.now();
    $("clock").textContent = clock(left);
    if (left <= 0 && ticking !== null) {
      clearInterval(ticking);
      ticking = null;
      over();
    }
  };
  tick();
  ticking = setInterval(tick, 250);
}

/** The run's end: what it scored, and the puzzles missed or slow to replay in a row. @param {RunInfo} run */
function ending(run) {
  const words = Object.assign(document.createElement("p"), {
    className: "run-over",
    textContent: tn("The run is over: {n} puzzle solved.", "The run is over: {n} puzzles solved.", run.score, { n: run.score }),
  });
  if (!run.replay.length) return [words];
  const list = document.createElement("ul");
  list.className = "replay";
  for (const id of run.replay) {
    const item = document.createElement("li");
    item.textContent = run.missed.includes(id) ? t("{puzzle}: missed", { puzzle: id }) : t("{puzzle}: slow", { puzzle: id });
    list.append(item);
  }
  const first = run.replay.map(shipped).find(Boolean);
  const replay = Object.assign(document.createElement("a"), {
    textContent: t("Replay these in a row"),
    href: modeLink({ game: first?.game ?? run.set, number: first?.number ?? null, mode: "list", puzzles: run.replay }),
  });
  replay.className = "replay-link";
  return [words, list, replay];
}
