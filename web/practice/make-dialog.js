// The Make a puzzle dialog, the player's and the editor's: Python proves in the worker, a slice
// at a time (the bridge's `make_puzzle`), whether the position is a puzzle (exactly one step
// wins within a depth), with a progress bar and Cancel (`forget` drops the making); then it
// shows the puzzle's goal and depth with Open, Copy link, Copy embed code and Keep, or
// Python's reason it is not one. A modal <dialog>: the focus stays in it, Esc cancels.

import { engine } from "../engine.js";
import { t } from "../i18n.js";
import { onLanguage } from "../language.js";
import { embedCode, keepPuzzle, madeLink } from "./made.js";

/** @typedef {import("../contract.js").MadeInfo} MadeInfo
 * @typedef {{game: string, options: import("../contract.js").OptionValues, start: string | null, moves: string[]}} Position */

const SLICE_MS = 50;
let asked = 0; // names the making shown; a new number stops the one before
/** @type {string | null} the making under way, to forget on Cancel */
let making = null;
/** @type {MadeInfo | null} */
let made = null;

/** @param {string} tag @param {object} [props] @param {(Node | string)[]} [children] */
function el(tag, props = {}, children = []) {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}

/** Each fixed word of the dialog by its element's id, in the page's language. */
const labels = () => ({
  "make-puzzle-title": t("Make a puzzle"), "make-puzzle-open": t("Open"), "make-puzzle-copy": t("Copy link"),
  "make-puzzle-embed": t("Copy embed code"), "make-puzzle-keep": t("Keep"), "make-puzzle-cancel": t("Cancel"),
  "make-puzzle-close": t("Close"),
});

/** The dialog's fixed words in the page's language (again when it changes). @param {HTMLDialogElement} box */
function relabel(box) {
  for (const [id, text] of Object.entries(labels())) /** @type {HTMLElement} */ (box.querySelector(`#${id}`)).textContent = text;
  /** @type {HTMLElement} */ (box.querySelector("progress")).setAttribute("aria-label", t("Proof progress"));
}

/** The dialog, made once per page. */
function dialog() {
  const found = /** @type {HTMLDialogElement | null} */ (document.getElementById("make-puzzle"));
  if (found) return found;
  const button = (/** @type {string} */ id) => el("button", { type: "button", id });
  const box = /** @type {HTMLDialogElement} */ (el("dialog", { id: "make-puzzle" }, [el("form", { method: "dialog" }, [
    el("h2", { id: "make-puzzle-title" }),
    el("p", { id: "make-puzzle-status", role: "status" }),
    el("progress", { id: "make-puzzle-progress", max: 1, value: 0 }),
    el("div", { id: "make-puzzle-made", hidden: true }, [
      el("p", { id: "make-puzzle-goal" }),
      el("p", { id: "make-puzzle-facts", className: "facts" }),
      el("div", { className: "buttons" }, [
        el("a", { id: "make-puzzle-open" }), button("make-puzzle-copy"), button("make-puzzle-embed"), button("make-puzzle-keep"),
      ]),
    ]),
    el("p", { id: "make-puzzle-said", role: "status" }),
    el("div", { className: "buttons" }, [button("make-puzzle-cancel"), el("button", { id: "make-puzzle-close", value: "close" })]),
  ])]));
  box.setAttribute("aria-labelledby", "make-puzzle-title");
  relabel(box);
  onLanguage(() => relabel(box));
  document.body.append(box);
  const $ = (/** @type {string} */ id) => /** @type {HTMLElement} */ (box.querySelector(`#${id}`));
  $("make-puzzle-cancel").addEventListener("click", () => box.close()); // (closing stops it)
  box.addEventListener("close", stop);
  $("make-puzzle-copy").addEventListener("click", () => made && void copy(madeLink(made), t("Link copied.")));
  $("make-puzzle-embed").addEventListener("click", () => made && void copy(embedCode(made), t("Embed code copied.")));
  $("make-puzzle-keep").addEventListener("click", () => {
    if (!made) return;
    // Kept in the practice journal (made.js), or the journal's reason it is not (a full storage).
    $("make-puzzle-said").textContent = keepPuzzle(made) || t("Kept: it is under My puzzles on the Puzzles page.");
  });
  return box;
}

/** Copy `text`, saying `done` in the dialog; without a clipboard, the text is shown to copy by hand.
 * @param {string} text @param {string} done */
async function copy(text, done) {
  const said = /** @type {HTMLElement} */ (document.getElementById("make-puzzle-said"));
  try {
    await navigator.clipboard.writeText(text);
    said.textContent = done;
  } catch {
    said.textContent = text;
  }
}

/** Stop the making under way (if any) and let Python drop it. */
function stop() {
  asked += 1;
  if (making) void engine().call("forget", { making }).catch(() => {});
  making = null;
}

/** Open the dialog and make a puzzle of `position` (the position `moves` reach from `start`).
 * @param {Position} position */
export async function makePuzzle({ game, options, start, moves }) {
  const box = dialog();
  const $ = (/** @type {string} */ id) => /** @type {HTMLElement} */ (box.querySelector(`#${id}`));
  stop();
  const mine = asked;
  made = null;
  const progress = /** @type {HTMLProgressElement} */ ($("make-puzzle-progress"));
  progress.value = 0;
  progress.hidden = false;
  $("make-puzzle-made").hidden = true;
  $("make-puzzle-said").textContent = "";
  $("make-puzzle-cancel").hidden = false;
  $("make-puzzle-status").textContent = t("Looking for the one step that wins…");
  box.dataset.status = "proving";
  if (!box.open) box.showModal();
  /** @type {import("../contract.js").MakePuzzleAnswer} */
  let answer;
  try {
    do {
      answer = await engine().call("make_puzzle", { game, options, start, moves, slice_ms: SLICE_MS, ...(making ? { making } : {}) });
      if (mine !== asked) return;
      making = answer.making;
      progress.value = answer.progress;
    } while (!answer.done);
  } catch (error) {
    if (mine !== asked) return;
    making = null;
    return shown(box, "error", /** @type {Error} */ (error).message);
  }
  making = null;
  if (!answer.puzzle) return shown(box, "none", answer.reason);
  made = answer.puzzle;
  $("make-puzzle-goal").textContent = made.goal;
  // TRANSLATORS: a made puzzle's facts: "Depth 3 (plies), difficulty 6."
  $("make-puzzle-facts").textContent = t("Depth {depth} (plies), difficulty {difficulty}.", { depth: made.depth, difficulty: made.difficulty });
  /** @type {HTMLAnchorElement} */ ($("make-puzzle-open")).href = madeLink(made);
  $("make-puzzle-made").hidden = false;
  shown(box, "puzzle", t("It is a puzzle: exactly one step wins."));
}

/** The making ended: what it found. @param {HTMLDialogElement} box @param {string} status @param {string} said */
function shown(box, status, said) {
  box.dataset.status = status;
  const get = (/** @type {string} */ id) => /** @type {HTMLElement} */ (box.querySelector(`#${id}`));
  get("make-puzzle-progress").hidden = true;
  get("make-puzzle-cancel").hidden = true;
  get("make-puzzle-status").textContent = said;
  // The focus was on Cancel, now hidden: on what comes next (Open), else on Close.
  get(status === "puzzle" ? "make-puzzle-open" : "make-puzzle-close").focus();
}
