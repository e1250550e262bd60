// The player page's shared state and small helpers: the board, Python's catalog, the saved
// entry this tab plays, and the notice line. The page's modules (panel.js, games.js,
// dialogs.js, and play.js that starts them) all read and change this one object.
//
// The notice line says two kinds of thing. What an action did ("New game started.", "Share
// link copied.") is news of that moment: it goes once the game moves on (a step played, undone
// or looked back at, another game), so it never sits above a later result. What waits for the
// player stays until they deal with it: a choice (another tab changed this game) until it is
// made, a problem with saved data until it is dismissed.

import { setIfChanged } from "../board/dom.js";
import { language, t } from "../i18n.js";

/**
 * @typedef {import("../contract.js").CatalogAnswer} CatalogAnswer
 * @typedef {import("../board/element.js").PyGamesBoard} PyGamesBoard
 * @typedef {import("../saves.js").Entry} Entry
 * @typedef {{id: string, rev: number, game?: string, moves?: string[], friend?: import("../saves.js").Friend | null}} Current
 *   the saved entry this tab plays: its id and the revision it last wrote or read (and, for a
 *   game played by link, the seats played here)
 */

/** @param {string} id @returns {HTMLElement} */
export const $ = (id) => /** @type {HTMLElement} */ (document.getElementById(id));

/**
 * Show or hide element `id`, touching it only if that changes: even the same value restyles it,
 * and the page's listeners run before every frame that draws a step.
 * @param {string} id @param {boolean} hidden
 */
export function setHidden(id, hidden) {
  setIfChanged($(id), "hidden", hidden);
}

/** @param {string} id @returns {HTMLInputElement} */
export const input = (id) => /** @type {HTMLInputElement} */ ($(id));

/** @param {string} id @returns {HTMLDialogElement} */
export const dialog = (id) => /** @type {HTMLDialogElement} */ ($(id));

export const app = {
  board: /** @type {PyGamesBoard} */ ($("board")),
  /** @type {CatalogAnswer} */
  catalog: { games: [], planned: [], levels: [] },
  /** @type {Current | null} */
  current: null,
  /** @type {Entry | null} another tab's version of the current entry, while the player decides */
  conflict: null,
};

/** @type {{node: HTMLElement, at: string} | null} what the last action did, and where the game was then */
let told = null;
/** @type {Map<string, HTMLElement>} what waits for the player, by what it is about */
const waiting = new Map();
/** @type {Set<string>} problems dismissed ("key text"): the very same one is not shown again */
const dismissed = new Set();

/** One message of the notice line: its text, then its buttons. @param {string} text @param {Node[]} extra */
function message(text, extra) {
  const span = Object.assign(document.createElement("span"), { className: "said" });
  span.append(text, ...extra.flatMap((node) => [" ", node]));
  return span;
}

function showNotices() {
  const nodes = [...waiting.values()];
  if (told) nodes.push(told.node);
  $("notice").replaceChildren(...nodes);
}

/** Where the game is: what a step, an undo, looking back or another game changes. */
function where() {
  const view = app.board.view;
  return view ? JSON.stringify([view.board.game, view.board.options, view.start, view.moves, app.board.browsing]) : "";
}

/**
 * Say what an action did, with buttons after it if any (replacing what the last one did; ""
 * says nothing). It goes once the game moves on: say it after the action has changed games.
 * @param {string} text @param {...Node} extra
 */
export function notice(text, ...extra) {
  told = text || extra.length ? { node: message(text, extra), at: where() } : null;
  showNotices();
}

/**
 * Ask the player to choose: the message stays until `settle(key)` (its buttons call it). A
 * new message about the same `key` replaces the old one.
 * @param {string} key @param {string} text @param {...Node} buttons
 */
export function ask(key, text, ...buttons) {
  waiting.set(key, message(text, buttons));
  showNotices();
}

/**
 * Report a problem with saved data: it stays until the player dismisses it (and the same
 * problem, said again, is not shown again once dismissed).
 * @param {string} key @param {string} text
 */
export function problem(key, text) {
  const id = `${key} ${text}`;
  if (dismissed.has(id)) return;
  ask(key, text, button(t("Dismiss"), () => {
    dismissed.add(id);
    settle(key);
  }));
}

/** The message about `key` is dealt with. @param {string} key */
export function settle(key) {
  if (waiting.delete(key)) showNotices();
}

/** The board shows a position: what an action did goes if the game has moved on since. */
export function movedOn() {
  if (told && told.at !== where()) {
    told = null;
    showNotices();
  }
}

/** @param {string} label @param {() => unknown} onClick */
export function button(label, onClick) {
  const b = Object.assign(document.createElement("button"), { type: "button", textContent: label });
  b.addEventListener("click", onClick);
  return b;
}

/** What a page that cannot save says (a function: the words are the language of the moment). */
export const noStorage = () => t("This browser does not let the page save games; the game will not survive a reload.");

/** localStorage can throw (disabled, private mode): the page works, without saving.
 * @template T @param {() => T} fn @param {T} fallback */
export function safely(fn, fallback) {
  try {
    return fn();
  } catch {
    problem("storage", noStorage());
    return fallback;
  }
}

/** A time as the list of recent games shows it: the time today, else the day, written as the
 * page's language writes them (Intl). @param {number} time */
export function when(time) {
  const date = new Date(time);
  const today = new Date().toDateString() === date.toDateString();
  return today
    ? date.toLocaleTimeString(language(), { hour: "2-digit", minute: "2-digit" })
    : date.toLocaleDateString(language(), { day: "numeric", month: "short" });
}

/**
 * Copy a text field's value; where the page may not use the clipboard (an insecure origin, a
 * refusal), select it to be copied by hand. Answers whether it was copied.
 * @param {HTMLInputElement} field
 */
export async function copyField(field) {
  try {
    await navigator.clipboard.writeText(field.value);
    return true;
  } catch {
    field.select();
    return false;
  }
}
