// The player's saved games, in localStorage: a short list of recent games that any tab can
// reopen, written so that nothing is ever lost without a word.
//
//   py-games/recent          JSON list of entries, most recent first (at most LIMIT)
//   py-games/unreadable/<t>  anything that could not be read, kept aside as it was (<t>: when,
//                            with -2, -3… after it for the second and later in one millisecond)
//
// An entry: {id, game, options, start, moves, redo, tree, players, rev, updated, preview, review}
// (`tree`: the game tree's tokens when the game has variations, `moves` the line played in it; `players`:
// who plays each seat, as the board's attribute; "" when every seat is a person). `rev` counts the
// writes of an entry: a tab remembers the rev it last wrote or loaded, and `put` refuses to
// overwrite an entry another tab has written since (the caller says so and lets the player
// choose). `preview` is a trimmed view of the position, painted before Python is up: checked
// when read (play/preview.js), and a damaged one is dropped from its entry and from storage.
// `review`: a review's evaluations so far (play/review.js), so that it goes on after a reload.
// `friend`: a game played by link with people on other devices (correspondence.js): the
// seats played on this device and who was to move when it was saved (`updated` says since
// when); its id is the game's own, the same on every device, which a link names.
//
// Holds no rule: what a game is and whether its steps are legal is Python's to say.

import { keepAside } from "./aside.js";
import { checkedPreview } from "./play/preview.js";
import { t } from "./i18n.js";

/**
 * @typedef {import("./play/preview.js").Preview} Preview  what is painted before Python is up
 * @typedef {Object} Entry  a saved game
 * @property {string} id
 * @property {string} game
 * @property {{[name: string]: number | string | boolean}} options
 * @property {string | null} start
 * @property {string[]} moves
 * @property {string[]} redo
 * @property {string[] | null} [tree]  the game tree's tokens, when it has variations
 * @property {string} players  who plays each seat, as the board's attribute
 * @property {number} rev  how many times it was written
 * @property {number} updated  when, in ms since 1970
 * @property {Preview | null} preview
 * @property {import("./play/review.js").Kept | null} [review]  the review's evaluations so far
 * @property {Friend | null} [friend]  a game played by link: see above
 * @typedef {{seats: number[], toMove: number | null}} Friend
 *   the seats played on this device, and who was to move (null: the game is over)
 * @typedef {Omit<Entry, "rev" | "updated">} Unsaved  an entry to store
 */

export const RECENT_KEY = "py-games/recent";
const LEGACY_SAVE = "py-games/game/"; // one slot per game, before the recent list
const LEGACY_BACKUP = "py-games/previous/";
export const LIMIT = 8;

/** A new entry id, unique enough for one browser's saves. */
export function newId() {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

/** Why `value` is not an entry, or null when it is one.
 * @param {any} value  anything read from storage (`any`: it is checked field by field here)
 * @returns {string | null} */
function whyNotEntry(value) {
  if (!value || typeof value !== "object" || Array.isArray(value)) return t("it is not a saved game");
  if (typeof value.game !== "string" || !value.game) return t("it does not say which game");
  if (!Array.isArray(value.moves) || !value.moves.every((/** @type {unknown} */ m) => typeof m === "string")) {
    return t("its list of moves is damaged");
  }
  if (value.options != null && (typeof value.options !== "object" || Array.isArray(value.options))) {
    return t("its options are damaged");
  }
  return null;
}

/** @param {any} entry  a value whyNotEntry accepted @returns {Entry} */
function normalise(entry) {
  return {
    id: typeof entry.id === "string" && entry.id ? entry.id : newId(),
    game: entry.game,
    options: entry.options ?? {},
    start: typeof entry.start === "string" ? entry.start : null,
    moves: entry.moves,
    redo: Array.isArray(entry.redo) ? entry.redo.filter((/** @type {unknown} */ m) => typeof m === "string") : [],
    // Python checks the tree again when the game opens (a damaged one is refused, saying why).
    tree: Array.isArray(entry.tree) && entry.tree.every((/** @type {unknown} */ m) => typeof m === "string") ? entry.tree : null,
    players: typeof entry.players === "string" ? entry.players : "",
    rev: Number.isInteger(entry.rev) ? entry.rev : 0,
    updated: Number.isFinite(entry.updated) ? entry.updated : Date.now(),
    // Anything but a preview of exactly the contract's shapes is dropped: it is painted unchecked.
    preview: checkedPreview(entry.preview, entry.moves.length),
    // Python checks every evaluation again when the review goes on.
    review: entry.review && typeof entry.review === "object" && Array.isArray(entry.review.evaluations)
      && Array.isArray(entry.review.moves) ? entry.review : null,
    friend: friendOf(entry.friend),
  };
}

/** A saved game's `friend`, or null when it has none or it is damaged (then the game is kept,
 * played on this device alone). @param {any} value @returns {Friend | null} */
function friendOf(value) {
  if (!value || typeof value !== "object" || !Array.isArray(value.seats)) return null;
  if (!value.seats.every((/** @type {unknown} */ s) => Number.isInteger(s))) return null;
  return { seats: value.seats, toMove: Number.isInteger(value.toMove) ? value.toMove : null };
}

/** @type {(problems: string[]) => void} who hears of saves that could not be read */
let tell = () => {};

/** Say to `listener` every save that could not be read, whenever the saves are read: at start,
 * or later, when a damaged list another tab (or a hand) wrote is found by a save of this tab's.
 * @param {(problems: string[]) => void} listener */
export function onUnreadable(listener) {
  tell = listener;
}

/**
 * The recent games, and a sentence for every save that could not be read (those are kept
 * aside under py-games/unreadable/, never silently dropped, and said to onUnreadable's
 * listener). Saves of the one-slot-per-game format are moved into the list.
 */
export function readRecent() {
  /** @type {string[]} */
  const problems = [];
  /** @type {Entry[]} */
  let entries = [];
  let repaired = false;
  const text = localStorage.getItem(RECENT_KEY);
  if (text !== null) {
    /** @type {unknown[]} */
    let list;
    try {
      list = JSON.parse(text);
      if (!Array.isArray(list)) throw new Error(t("it is not a list"));
    } catch (error) {
      const aside = keepAside(text);
      localStorage.removeItem(RECENT_KEY);
      const said = { error: /** @type {Error} */ (error).message, key: aside ?? "" };
      problems.push(aside ? t("Your saved games could not be read ({error}); the text was kept aside in this browser's storage as “{key}”.", said)
        : t("Your saved games could not be read ({error}).", said));
      list = [];
    }
    for (const value of list) {
      const why = whyNotEntry(value);
      if (!why) {
        const entry = normalise(value);
        // A damaged preview goes quietly (nothing is lost: Python paints the position); storage
        // is rewritten without it below.
        if (!entry.preview && /** @type {{preview?: unknown}} */ (value).preview != null) repaired = true;
        entries.push(entry);
        continue;
      }
      const aside = keepAside(JSON.stringify(value));
      // TRANSLATORS: {why} says what is wrong with it ("its options are damaged")
      problems.push(aside ? t("A saved game could not be read: {why} (kept aside as “{key}”).", { why, key: aside })
        : t("A saved game could not be read: {why}.", { why }));
    }
  }
  const migrated = migrateLegacy(problems);
  if (migrated.length) {
    entries = trimmed([...entries, ...migrated].sort((a, b) => b.updated - a.updated));
    write(entries);
  } else if (problems.length || repaired) {
    write(entries);
  }
  if (problems.length) tell(problems);
  return { entries, problems };
}

/** @param {string[]} problems @returns {Entry[]} */
function migrateLegacy(problems) {
  /** @type {Entry[]} */
  const found = [];
  // The keys are listed first: a key set aside while they are read may take any place in the
  // browser's order of keys (Chromium's follows no order of setting), and a legacy save read by index after it
  // would be skipped here, then moved by a later read whose words nobody sees.
  const keys = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i))
    .filter((key) => key?.startsWith(LEGACY_SAVE) || key?.startsWith(LEGACY_BACKUP));
  for (const key of /** @type {string[]} */ (keys)) {
    const text = localStorage.getItem(key) ?? "";
    let value;
    /** @type {string | null} what is wrong with it */
    let why = null, unreadable = false;
    try {
      value = JSON.parse(text);
      why = whyNotEntry(value);
    } catch (error) {
      why = /** @type {Error} */ (error).message;
      unreadable = true;
    }
    if (why) {
      const aside = keepAside(text);
      // Not set aside (storage full): it stays where it is, and is said again next time.
      if (aside) localStorage.removeItem(key);
      const said = { why, key: aside ?? key };
      if (unreadable) {
        problems.push(aside ? t("A saved game could not be read ({why}) (kept aside as “{key}”).", said)
          : t("A saved game could not be read ({why}) (it stays in this browser's storage as “{key}”).", said));
      } else {
        problems.push(aside ? t("A saved game could not be read: {why} (kept aside as “{key}”).", said)
          : t("A saved game could not be read: {why} (it stays in this browser's storage as “{key}”).", said));
      }
      continue;
    }
    localStorage.removeItem(key);
    if (value.moves.length || key.startsWith(LEGACY_SAVE)) {
      found.push(normalise({ ...value, id: newId(), updated: Date.now() - found.length }));
    }
  }
  return found;
}

/** @param {Entry[]} entries */
function write(entries) {
  localStorage.setItem(RECENT_KEY, JSON.stringify(entries));
}

/**
 * Store `entry` (its id first in the list) unless another tab wrote it since `expectRev`:
 * then nothing is written and `conflict` is the other tab's version. Throws if the browser
 * refuses to store anything (private mode, full storage).
 * @param {Unsaved} entry @param {number} expectRev
 * @returns {{saved: Entry, conflict?: undefined} | {conflict: Entry, saved?: undefined}}
 */
export function put(entry, expectRev) {
  const { entries } = readRecent();
  const stored = entries.find((e) => e.id === entry.id);
  // Showing a game writes nothing new: a tab that merely opened it is no change to defend. Its
  // preview, dropped when it was found damaged, is stored again (the game, and its rev, as they were).
  if (stored && sameGame(stored, entry)) {
    // So is its review going on (evaluations kept, not a change of the game).
    const review = entry.review ?? stored.review ?? null;
    if ((!stored.preview && entry.preview) || JSON.stringify(stored.review ?? null) !== JSON.stringify(review)) {
      write(entries.map((e) => (e === stored ? { ...e, preview: e.preview ?? entry.preview, review } : e)));
    }
    return { saved: stored };
  }
  if (stored && stored.rev !== expectRev) return { conflict: stored };
  const saved = { ...entry, rev: (stored?.rev ?? expectRev) + 1, updated: Date.now() };
  write(trimmed([saved, ...entries.filter((e) => e.id !== entry.id)]));
  return { saved };
}

/** At most LIMIT entries of `entries` (most recent first): past it, a game not yet played
 * goes first (the most recent one too, `entries[0]` being written: then it is not kept), and
 * only then the oldest played one. An empty game never pushes a played one out.
 * @template {Unsaved} E @param {E[]} entries @returns {E[]} */
function trimmed(entries) {
  const kept = [...entries];
  while (kept.length > LIMIT) {
    const empty = kept.findLastIndex(isEmpty);
    kept.splice(empty < 0 ? kept.length - 1 : empty, 1);
  }
  return kept;
}

/** Whether nothing was played in a game: no step, none taken back, no variation.
 * @param {Unsaved} entry */
function isEmpty(entry) {
  return !entry.moves.length && !entry.redo?.length && !entry.tree?.length;
}

/** @param {Unsaved} a @param {Unsaved} b */
function sameGame(a, b) {
  const game = (/** @type {Unsaved} */ e) => JSON.stringify([e.game, e.options, e.start ?? null, e.moves, e.redo ?? [], e.tree ?? null, e.players ?? "", e.friend ?? null]);
  return game(a) === game(b);
}

/** Forget the entry `id` (a game left before its first move). @param {string} id */
export function remove(id) {
  const { entries } = readRecent();
  if (entries.some((e) => e.id === id)) write(entries.filter((e) => e.id !== id));
}

/** Call `callback(entries)` when another tab changes the saved games.
 * @param {(entries: Entry[]) => void} callback */
export function onOtherTabChange(callback) {
  window.addEventListener("storage", (event) => {
    if (event.key === RECENT_KEY || event.key === null) callback(readRecent().entries);
  });
}
