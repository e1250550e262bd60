// The puzzles page's practice: Python's answer to the journal (state.js) drawn in the panel
// (panel.js, run.js), the puzzle each mode serves (modes.js), and the panel's buttons: Review
// mistakes, the timed run, the order puzzles are served in, Keep a shared collection, Export
// and Import (files.js). puzzles.js asks this module which puzzle comes next; what is due,
// near the rating, or next in a run is Python's to say.

import { t, tn } from "../i18n.js";
import { exportJournal, importFile } from "./files.js";
import { onJournalChange } from "./journal.js";
import { address, linkTo, listOf, modeLink, nextInMode, openable } from "./modes.js";
import { collect, drawPanel, said } from "./panel.js";
import { drawRun, endRun, startRun } from "./run.js";
import { practice } from "./state.js";

/**
 * @typedef {import("../contract.js").PracticeAnswer} PracticeAnswer
 * @typedef {import("./modes.js").Address} Address
 */

const $ = (/** @type {string} */ id) => /** @type {HTMLElement} */ (document.getElementById(id));
const order = /** @type {HTMLSelectElement} */ ($("order"));
const ORDER_KEY = "py-games/puzzle-order";

/** @type {PracticeAnswer | null} the last answer */
let answer = null;
/** The puzzle on the board ("game/n", a made one's "made/…"), null before one is shown. */
let shown = /** @type {string | null} */ (null);
let asking = 0; // the last request's number: an older answer, come late, is not drawn

/** Python's answer to the journal now (for `game`: with the puzzle to serve near the rating),
 * drawn in the panel. @param {string} game @returns {Promise<PracticeAnswer | null>} */
export async function refresh(game) {
  const number = ++asking;
  let asked;
  try {
    asked = await practice(game ? { game } : {});
  } catch (error) {
    said(/** @type {Error} */ (error).message); // Python's words
    return answer;
  }
  if (number !== asking) return asked.answer; // a later answer is (or will be) drawn
  answer = asked.answer;
  said(asked.notice);
  draw();
  return answer;
}

function draw() {
  if (!answer) return;
  const where = address();
  drawPanel(answer, { puzzle: shown }, () => void refresh(where.game));
  drawRun(answer.run, where.mode === "run", () => void refresh(where.game));
  drawMode(where);
}

/** What the mode line says, and a shared list's Keep button. @param {Address} where */
function drawMode(where) {
  const line = $("mode");
  if (!answer || !where.mode) return line.replaceChildren();
  const count = (listOf(where, answer) ?? []).length;
  if (where.mode === "review") {
    line.textContent = answer.said; // Python's: "3 mistakes to review"
  } else if (where.mode === "run") {
    line.textContent = t("Timed run (3 minutes)");
  } else if (where.mode === "collection") {
    const name = answer.collections.find((c) => c.id === where.collection)?.name ?? "";
    line.textContent = tn("Collection “{name}”: {n} puzzle.", "Collection “{name}”: {n} puzzles.", count, { name, n: count });
  } else {
    line.textContent = where.name ? tn("A shared collection, “{name}”: {n} puzzle.", "A shared collection, “{name}”: {n} puzzles.", count, { name: where.name, n: count })
      : tn("{n} puzzle in a row.", "{n} puzzles in a row.", count, { n: count });
    const name = where.name;
    if (name && !answer.collections.some((c) => c.name === name)) {
      const keep = Object.assign(document.createElement("button"), { type: "button", id: "keep", textContent: t("Keep this collection") });
      keep.addEventListener("click", () => {
        if (!answer) return;
        said(collect(answer, name, where.puzzles ?? []));
        void refresh(where.game);
      });
      line.append(" ", keep);
    }
  }
}

/** The board shows `puzzle` now. @param {string} puzzle */
export function showing(puzzle) {
  shown = puzzle;
  draw();
}

/** The run a try on the board now belongs to (the page is in a run that goes on). */
export function currentRun() {
  const run = answer?.run;
  return address().mode === "run" && run && !run.over && run.current === shown ? run.id : undefined;
}

/** Whether the player keeps the made puzzle `id` (as the last answer says). @param {string} id */
export const isKept = (id) => Boolean(answer?.made.some((p) => p.id === id));

/** Whether puzzles are served near the rating (else in the set's order). */
export const nearRating = () => order.value === "rating";

/**
 * The puzzle to serve first at `where`: an id, or null (the set's order: puzzles.js chooses).
 * "" when the mode has none left (the mode line says why).
 * @param {Address} where @returns {Promise<string | null>}
 */
export async function firstPuzzle(where) {
  const now = await refresh(where.game);
  if (!now) return null;
  const list = listOf(where, now);
  if (list) return list.find((id) => openable(id, now.made)) ?? "";
  return nearRating() ? now.next?.puzzle ?? null : null;
}

/**
 * The puzzle after `current` at `where`, after Python has the journal's latest: an id, null
 * (the set's order: puzzles.js chooses), or "" when the mode has none left.
 * @param {Address} where @param {string} current @returns {Promise<string | null>}
 */
export async function puzzleAfter(where, current) {
  const now = await refresh(where.game);
  if (!now) return null;
  if (where.mode) return nextInMode(where, now, current) ?? "";
  return nearRating() ? now.next?.puzzle ?? null : null;
}

/** Go to `id` in the mode of `where` (another game's puzzle too, or a made one kept). @param {Address} where @param {string} id */
export function go(where, id) {
  const link = linkTo(where, id, answer?.made ?? []);
  if (link) location.hash = link;
}

/** Wire the panel's buttons. @param {() => string} game  the game shown */
export function wirePanel(game) {
  try {
    order.value = localStorage.getItem(ORDER_KEY) === "set" ? "set" : "rating";
  } catch { /* storage refused: near the rating */ }
  order.addEventListener("change", () => {
    try { localStorage.setItem(ORDER_KEY, order.value); } catch { /* not remembered */ }
  });
  $("review").addEventListener("click", () => {
    const made = answer?.made ?? [];
    const first = answer?.due.filter((item) => item.kind === "puzzle").map((item) => item.id).find((id) => openable(id, made));
    if (first) go({ game: game(), number: null, mode: "review" }, first);
  });
  $("run-start").addEventListener("click", () => {
    const refused = startRun(game());
    if (refused) return said(refused);
    location.hash = modeLink({ game: game(), number: null, mode: "run" });
  });
  $("run-stop").addEventListener("click", () => {
    if (answer?.run) said(endRun(answer.run));
    void refresh(game());
  });
  $("export").addEventListener("click", async () => {
    const refused = await exportJournal();
    if (refused) said(refused);
  });
  const picker = /** @type {HTMLInputElement} */ ($("import-file"));
  $("import").addEventListener("click", () => picker.click());
  picker.addEventListener("change", async () => {
    const file = picker.files?.[0];
    picker.value = "";
    if (!file) return;
    $("practice-notice").textContent = await importFile(file);
    void refresh(game());
  });
  // Another tab's tries, collections and runs: shown here too.
  onJournalChange(() => void refresh(game()));
}
