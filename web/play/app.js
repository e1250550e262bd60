// The player page's shared state and small helpers: the board, Python's catalog, the saved
// entry this tab plays, and the notice line. The page's modules (panel.js, games.js,
// dialogs.js, and play.js that starts them) all read and change this one object.

/**
 * @typedef {import("../contract.js").CatalogAnswer} CatalogAnswer
 * @typedef {import("../board/element.js").PyGamesBoard} PyGamesBoard
 * @typedef {import("../saves.js").Entry} Entry
 * @typedef {{id: string, rev: number, game?: string, moves?: string[]}} Current
 *   the saved entry this tab plays: its id and the revision it last wrote or read
 */

/** @param {string} id @returns {HTMLElement} */
export const $ = (id) => /** @type {HTMLElement} */ (document.getElementById(id));

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

/**
 * Say something in the panel's notice line, with buttons after it if any.
 * @param {string} text @param {...Node} extra
 */
export function notice(text, ...extra) {
  $("notice").replaceChildren(text, ...extra.flatMap((node) => [" ", node]));
}

/** @param {string} label @param {() => unknown} onClick */
export function button(label, onClick) {
  const b = Object.assign(document.createElement("button"), { type: "button", textContent: label });
  b.addEventListener("click", onClick);
  return b;
}

/** localStorage can throw (disabled, private mode): the page works, without saving.
 * @template T @param {() => T} fn @param {T} fallback */
export function safely(fn, fallback) {
  try {
    return fn();
  } catch {
    notice("This browser does not let the page save games; the game will not survive a reload.");
    return fallback;
  }
}

/** A time as the list of recent games shows it: the time today, else the day.
 * @param {number} time */
export function when(time) {
  const date = new Date(time);
  const today = new Date().toDateString() === date.toDateString();
  return today
    ? date.toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" })
    : date.toLocaleDateString([], { day: "numeric", month: "short" });
}
