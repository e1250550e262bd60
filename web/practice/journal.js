// The practice journal in localStorage: every try, collection change and timed run the player
// makes, one event a line (JSON Lines, after a first line naming the file:
// py_games/practice/journal.py says each kind and field). Everything shown from it (what is due,
// the rating, the collections, a run) is Python's to work out (the bridge's `practice`
// request). Holds no rule.
//
// One text per tab. localStorage is not locked between tabs: Chrome gives each tab's renderer
// its own cached copy and syncs writes later, so two tabs that read, add and write one key at
// nearly the same time can each write over the other's new line. So each tab appends only to
// a text of its own, `py-games/practice/<tab id>` (the id kept in sessionStorage, so that a
// reload goes on writing the same text), and an import's lines go to a new text of their own.
// Every text under the prefix, and the one key of earlier builds (`py-games/practice`), is
// read and sent; Python reads them as one journal (an event in two texts counts once).
//
// What cannot be read is never dropped: a text that is not a practice journal, and each line
// Python could not read, is kept aside as it was (aside.js) and left out. A full storage is
// said, not thrown: the event is not kept, and the page says so.

import { keepAside } from "../aside.js";
import { t } from "../i18n.js";
import { keepOwnText } from "./own-text.js";

/** The one text earlier builds kept the journal in: read as one more text, never written. */
export const OLD_KEY = "py-games/practice";
/** Where each tab's text (and each import's) is kept: the prefix, then its id. */
export const PREFIX = "py-games/practice/";
/** This tab's id (sessionStorage: a reload keeps it, a new tab gets another). */
export const TAB_KEY = "py-games/practice-tab";
export const HEADER = '{"py-games":"practice","version":1}';
/** The journal's limits, Python's (journal.CHARACTERS, journal.EVENTS; tests/test_web.py
 * checks they agree): past them Python refuses the journal, so the page keeps no more. */
export const CHARACTERS = 786_432;
export const EVENTS = 6_000;

/**
 * @typedef {{id: string, at: number, kind: string, [field: string]: unknown}} Event
 * @typedef {{ok: true, event: Event} | {ok: false, reason: string}} Appended
 *   the event kept, or why it was not (the page says it)
 * @typedef {{key: string, text: string}} Kept  one text of the journal and where it is kept
 */

/** A new event id: its time and a random part (unique among tabs and devices). @param {number} at */
export function eventId(at) {
  const random = Array.from(crypto.getRandomValues(new Uint8Array(6)), (b) => b.toString(16).padStart(2, "0")).join("");
  return `${Math.floor(at).toString(36)}-${random}`;
}

/** This tab's id: a new one the first time, kept for reloads (sessionStorage). */
function tabId() {
  let id = null;
  try {
    id = sessionStorage.getItem(TAB_KEY);
  } catch { /* refused: a new id each time asked, still a text no other tab writes */ }
  if (!id || !/^[0-9a-z-]{1,40}$/.test(id)) id = newTabId();
  return id;
}

/** Take a new id for this tab, kept for reloads. */
function newTabId() {
  const id = eventId(Date.now());
  try { sessionStorage.setItem(TAB_KEY, id); } catch { /* not remembered: see tabId */ }
  return id;
}

let watching = false;

/** The key of this tab's own text (a duplicated tab gets an id of its own: own-text.js). */
export function ownKey() {
  if (!watching && typeof BroadcastChannel === "function") {
    watching = true;
    const channel = new BroadcastChannel("py-games/practice-tabs");
    /** @type {{unref?: () => void}} */ (/** @type {unknown} */ (channel)).unref?.(); // Node: never holds a test open
    keepOwnText(channel, tabId, newTabId, eventId(Date.now()));
  }
  return `${PREFIX}${tabId()}`;
}

/** Whether `key` holds a text of the journal. @param {string | null} key */
export const isJournalKey = (key) => key === OLD_KEY || Boolean(key?.startsWith(PREFIX));

/** The keys of every text of the journal now (the old one first). */
function keys() {
  const found = [];
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key !== null && isJournalKey(key)) found.push(key);
    }
  } catch { /* storage refused: no journal */ }
  return found.sort((a, b) => Number(b === OLD_KEY) - Number(a === OLD_KEY) || (a < b ? -1 : a > b ? 1 : 0));
}

/** The text kept under `key`, "" when there is none or storage is refused. @param {string} key */
function stored(key) {
  try {
    return localStorage.getItem(key) ?? "";
  } catch {
    return "";
  }
}

/** Whether `text` is a practice journal's (its first line names it): the events are Python's
 * to check. @param {string} text */
function isJournal(text) {
  const first = text.split("\n", 1)[0].replace(/\r$/, "");
  try {
    const header = JSON.parse(first);
    return header?.["py-games"] === "practice";
  } catch {
    return false;
  }
}

/** The number of events in a journal's text (its non-blank lines after the first). @param {string} text */
export function eventCount(text) {
  return text.split("\n").slice(1).filter((row) => row.trim()).length;
}

/** Every text of the journal as stored (none empty). A text that is not a journal is kept
 * aside and removed; `notice` says so (else ""). @returns {{texts: Kept[], notice: string}} */
export function readJournal() {
  const texts = [];
  let notice = "";
  for (const key of keys()) {
    const text = stored(key);
    if (!text.trim()) continue;
    if (isJournal(text)) {
      texts.push({ key, text });
      continue;
    }
    const kept = keepAside(text);
    try { localStorage.removeItem(key); } catch { /* refused: read as nothing all the same */ }
    notice = kept === null ? t("Your practice record could not be read, so it starts again from nothing.")
      : t("Your practice record could not be read, so it starts again from nothing; the text was kept aside in this browser's storage as “{key}”.", { key: kept });
  }
  return { texts, notice };
}

/** Append `lines` (each an event's JSON, or a header) to the text under `key`, in one step;
 * null when kept, else why not. @param {string} key @param {string[]} lines */
function appendLines(key, lines) {
  const { texts } = readJournal();
  const text = texts.find((kept) => kept.key === key)?.text ?? "";
  const base = text.trim() ? (text.endsWith("\n") ? text : `${text}\n`) : `${HEADER}\n`;
  const next = `${base}${lines.map((row) => `${row}\n`).join("")}`;
  // The limits hold for all the texts together, not for each: Python reads them as one
  // journal, and refuses the whole of it past them (so does an import's request).
  const others = texts.filter((kept) => kept.key !== key);
  const characters = others.reduce((sum, kept) => sum + kept.text.length, next.length);
  const events = others.reduce((sum, kept) => sum + eventCount(kept.text), eventCount(next));
  if (characters > CHARACTERS || events > EVENTS) {
    return t("Your practice record is full: this is not kept.");
  }
  try {
    localStorage.setItem(key, next);
    return null;
  } catch {
    return t("This browser's storage is full or refused: this is not kept.");
  }
}

/**
 * Keep an event of `kind` with its `fields`, at `at` (now), in this tab's text.
 * @param {string} kind @param {{[field: string]: unknown}} fields @param {number} [when]
 * @returns {Appended}
 */
export function append(kind, fields, when = Date.now()) {
  const at = Math.floor(when); // a mocked or coarse clock may give a fraction
  const event = { id: eventId(at), at, kind, ...fields };
  const reason = appendLines(ownKey(), [JSON.stringify(event)]);
  return reason === null ? { ok: true, event } : { ok: false, reason };
}

/** Keep the lines of events another journal adds (an import: Python's `added`), in one step,
 * in a new text of their own. @param {string[]} lines
 * @returns {string | null} why they were not kept (null: kept) */
export function appendAll(lines) {
  return lines.length ? appendLines(`${PREFIX}${eventId(Date.now())}`, lines) : null;
}

/**
 * Set aside the lines of one text that Python could not read (their numbers from 1, the
 * header's being 1) and leave them out of it, keeping every other line. A line is matched by
 * its text, so that lines appended meanwhile are kept.
 * @param {Kept} read  the text Python read, and its key
 * @param {number[]} numbers  its damaged lines
 * @returns {string | null} the key they were kept under (null: nothing done, or refused)
 */
export function setAsideLines(read, numbers) {
  const rows = read.text.split("\n");
  const damaged = new Set(numbers.map((n) => rows[n - 1]).filter((row) => row !== undefined));
  if (!damaged.size) return null;
  const kept = keepAside([HEADER, ...damaged].join("\n"));
  if (kept === null) return null; // not kept aside: left in the journal, where Python skips them
  const now = stored(read.key).split("\n");
  const left = [now[0], ...now.slice(1).filter((row) => !damaged.has(row))];
  try {
    localStorage.setItem(read.key, left.join("\n"));
  } catch {
    return null;
  }
  return kept;
}

/** Call `changed` when another tab changes the journal, any of its texts (the `storage` event
 * is not sent to the tab that wrote). @param {() => void} changed */
export function onJournalChange(changed) {
  window.addEventListener("storage", (event) => {
    if (event.key === null || isJournalKey(event.key)) changed();
  });
}
