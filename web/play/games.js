// Which game this tab plays, and keeping it: switching the board to another game (a new one,
// a saved one, a record's, a link's) and making it this tab's entry in Recent games; saving
// the game in progress after each change, so that a reload loses nothing; and never writing
// over another tab's newer version of the same game (the player chooses).

import { newId, put, readRecent, remove } from "../saves.js";
import { noStorage, app, ask, button, notice, problem, safely, settle, when } from "./app.js";
import { renderRecent } from "./panel.js";
import { keptReview, reviewOpened } from "./review.js";
import { t, tn } from "../i18n.js";

/**
 * @typedef {import("../saves.js").Entry} Entry
 * @typedef {import("./app.js").Current} Current
 * @typedef {import("../board/element.js").View} View
 */

const TAB_KEY = "py-games/current"; // sessionStorage: the entry this tab plays, across reloads

/** The entry to resume for `game`: this tab's own, else the most recent of that game.
 * @param {Entry[]} entries @param {string | null | undefined} game */
export function pickEntry(entries, game) {
  const mine = entries.find((e) => e.id === sessionStorage.getItem(TAB_KEY));
  if (mine && (!game || mine.game === game)) return mine;
  return entries.find((e) => !game || e.game === game) ?? null;
}

/** @type {Set<() => unknown>} what follows this tab's game being another (friend.js: the
 * seats played here, once the new entry is known) */
export const switched = new Set();

/** What the recent list's buttons and Play again do. */
export const actions = {
  playAgain: () => void playAgain(),
  /** @param {string} id @param {string} label */
  reopen: (id, label) => button(label, async () => {
    const entry = safely(readRecent, { entries: [], problems: [] }).entries.find((e) => e.id === id);
    if (!entry) return notice(t("That game is no longer in Recent games."));
    notice("");
    await openEntry(entry);
  }),
};

/** Show the recent games. @param {Entry[]} entries */
export const showRecent = (entries) => renderRecent(entries, actions);

/** Resume the saved game of `id` (or start one), saying why if it cannot be restored.
 * @param {string} id */
export async function resume(id) {
  const entry = pickEntry(safely(readRecent, { entries: [], problems: [] }).entries, id);
  if (!entry) return switchTo(() => app.board.newGame({ game: id, players: "" }));
  try {
    await switchTo(() => app.board.newGame(entry), entry);
  } catch (error) {
    // A save that no longer loads (edited storage, changed rules): it stays in the list.
    problem("restore", t("The saved game of {when} could not be restored ({error}); it stays in Recent games, and a new game was started.",
      { when: when(entry.updated), error: /** @type {Error} */ (error).message }));
    await switchTo(() => app.board.newGame({ game: id, players: "" }));
  }
}

/**
 * Put another game on the board (`load()` resolves once it is there), then make it this
 * tab's: `entry` when it is a saved one, else a new entry (`fresh`: its id and what it is, a
 * game by link; else a new id). Nothing is saved while the board changes games, so the new
 * game can never be written over the old one's entry.
 * @param {() => Promise<unknown>} load @param {Entry | null} [entry] @param {Current | null} [fresh]
 */
export async function switchTo(load, entry = null, fresh = null) {
  const before = app.current;
  app.current = null;
  try {
    await load();
  } catch (error) {
    app.current = before;
    throw error;
  }
  // A game left before its first move is not worth a place in Recent games.
  if (before && !before.moves?.length && before.id !== entry?.id) safely(() => remove(before.id), undefined);
  app.current = entry ?? fresh ?? { id: newId(), rev: 0 };
  app.conflict = null;
  settle("conflict"); // another game now: the choice about the one before is moot
  sessionStorage.setItem(TAB_KEY, app.current.id);
  history.replaceState(null, "", `#game=${app.board.view?.board.game}`);
  reviewOpened(entry?.review ?? null);
  save();
  for (const then of switched) then();
}

/** The current entry with the moves on the board, to say it is kept after a switch. */
export function leaving() {
  return app.current && { ...app.current, moves: app.board.moves };
}

/** After a new game, an import or a link: the game before stays in Recent games.
 * @param {Current | null} before @param {string} said */
export function keptNotice(before, said) {
  if (!before || !before.moves?.length) return notice(said);
  notice(`${said} ${t("Your previous game is in Recent games:")}`, actions.reopen(before.id, t("Reopen it")));
}

/** Open a saved game. @param {Entry} entry */
export async function openEntry(entry) {
  const before = app.current;
  try {
    await switchTo(() => app.board.newGame(entry), entry);
  } catch (error) {
    return problem("open", t("That game could not be opened: {error}", { error: /** @type {Error} */ (error).message }));
  }
  if (before && before.id !== entry.id) keptNotice(before, t("Game reopened."));
}

/** A new game with the same game, options and seats (a game by link: a new one, with an id
 * of its own, the same seats played here). */
async function playAgain() {
  const view = app.board.view;
  if (!view) return;
  const before = leaving();
  const { game, options } = view.board;
  const friend = app.current?.friend;
  const fresh = friend ? { id: newId(), rev: 0, friend: { seats: friend.seats, toMove: null } } : null;
  await switchTo(() => app.board.newGame({ game, options, moves: [], players: app.board.players }), null, fresh);
  keptNotice(before, friend ? t("New game by link started: its first link goes to your friend as before.") : t("New game started."));
}

// -- saving -----------------------------------------------------------------------------------

let saving = 0; // a save waiting for the board's next frame to be painted
let later = 0; // a save waiting a while (saveLater)

/** Save once the frame showing the change is painted, so a click's redraw never waits for
 * storage; at once when the page is hidden (no frames come) or being left. */
export function saveSoon() {
  if (document.hidden) return save();
  if (!saving) saving = requestAnimationFrame(() => setTimeout(savePending));
}

/** Save within a second, one save for every change meanwhile: a running review's progress
 * comes many times a second, and each save rewrites the recent games (a few milliseconds of
 * the page's thread, which a click's redraw would wait behind). Left, the page saves at once. */
export function saveLater() {
  if (!saving && !later) later = setTimeout(() => { later = 0; saveSoon(); }, 1000);
}

function savePending() {
  const pending = saving || later;
  cancelAnimationFrame(saving);
  clearTimeout(later);
  saving = later = 0;
  if (pending) save();
}

/** Save before the page goes away or is hidden. */
export function bindSaving() {
  addEventListener("pagehide", savePending);
  document.addEventListener("visibilitychange", () => document.hidden && savePending());
}

function save() {
  const view = app.board.view;
  const current = app.current;
  if (!view || !current || app.conflict) return; // never overwrite another tab's newer version
  const entry = {
    id: current.id, game: view.board.game, options: view.board.options, start: view.start,
    moves: app.board.moves, redo: app.board.redoMoves, tree: app.board.tree, players: app.board.players, preview: previewOf(view),
    review: keptReview(),
    // Who is to move at the end of the line played (the board's view is always the live
    // position, even while an earlier one is looked at): what Recent games says.
    friend: current.friend ? { seats: current.friend.seats, toMove: view.scene.to_move } : null,
  };
  let result;
  try {
    result = put(entry, current.rev);
  } catch {
    return problem("storage", noStorage());
  }
  if (result.conflict) return showConflict(result.conflict);
  app.current = result.saved;
  showRecent(safely(readRecent, { entries: [], problems: [] }).entries);
}

/** What the board needs to paint the position before Python is up (not the legal steps, nor
 * the regions, nor the places' names: its picture without what only a toggle shows), and who
 * played each step and where in its turn the first stands, for the move list. @param {View} view */
function previewOf(view) {
  const { pieces, last, marks, to_move, status, summary, picture } = view.scene;
  const drawn = { ...picture, items: picture.items.filter((item) => !item.when) };
  return { board: view.board, scene: { pieces, last, marks, to_move, status, summary, picture: drawn }, movers: view.movers, first_turn_step: view.first_turn_step };
}

/** Another tab changed the saved games. @param {Entry[]} entries */
export function otherTabChanged(entries) {
  showRecent(entries);
  const theirs = app.current && entries.find((e) => e.id === app.current?.id);
  if (theirs && app.current && theirs.rev > app.current.rev && !app.conflict) showConflict(theirs);
}

/** @param {Entry} theirs */
function showConflict(theirs) {
  app.conflict = theirs;
  ask("conflict", tn("This game was changed in another tab ({there} move there, {here} here); nothing is overwritten.",
    "This game was changed in another tab ({there} moves there, {here} here); nothing is overwritten.",
    theirs.moves.length, { there: theirs.moves.length, here: app.board.moves.length }),
    button(t("Load that version"), async () => {
      app.conflict = null;
      settle("conflict");
      await openEntry(theirs);
    }),
    button(t("Keep this one as a separate game"), () => {
      app.conflict = null;
      settle("conflict");
      app.current = { id: newId(), rev: 0, game: app.board.view?.board.game };
      sessionStorage.setItem(TAB_KEY, app.current.id);
      notice(t("This game is now saved on its own; the other tab's stays in Recent games."));
      save();
    }));
}
