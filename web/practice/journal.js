// The practice journal in localStorage (`py-games/practice`): every try, collection change and
// timed run the player makes, one event a line (JSON Lines, after a first line naming the file:
// py_games/practice/journal.py says each kind and field). The journal only grows, and each
// event is appended in one synchronous step (read, add, write), so that two tabs never lose
// each other's events; everything shown from it (what is due, the rating, the collections, a
// run) is Python's to work out (the bridge's `practice` request). Holds no rule.
//
// What cannot be read is never dropped: a store that is not a practice journal, and each line
// Python could not read, is kept aside as it was (aside.js) and left out. A full storage is
// said, not thrown: the event is not kept, and the page says so.

import { keepAside } from "../aside.js";
import { t } from "../i18n.js";

export const JOURNAL_KEY = "py-games/practice";
export const HEADER = '{"py-games":"practice","version":1}';
/** The journal's limits, Python's (journal.CHARACTERS, journal.EVENTS): past them Python
 * refuses the text, so the page keeps no more. */
export const CHARACTERS = 786_432;
export const EVENTS = 6_000;

/**
 * @typedef {{id: string, at: number, kind: string, [field: string]: unknown}} Event
 * @typedef {{ok: true, event: Event} | {ok: false, reason: string}} Appended
 *   the event kept, or why it was not (the page says it)
 */

/** A new event id: its time and a random part (unique among tabs and devices). @param {number} at */
export function eventId(at) {
  const random = Array.from(crypto.getRandomValues(new Uint8Array(6)), (b) => b.toString(16).padStart(2, "0")).join("");
  return `${Math.floor(at).toString(36)}-${random}`;
}

/** The stored text, "" when there is none or storage is refused. */
function stored() {
  try {
    return localStorage.getItem(JOURNAL_KEY) ?? "";
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

/** The journal's text as stored ("" for none). A store that is not a journal is kept aside
 * and removed; `notice` says so (else ""). */
export function readJournal() {
  const text = stored();
  if (!text.trim() || isJournal(text)) return { text, notice: "" };
  const kept = keepAside(text);
  try { localStorage.removeItem(JOURNAL_KEY); } catch { /* refused: read as nothing all the same */ }
  const notice = kept === null ? t("Your practice record could not be read, so it starts again from nothing.")
    : t("Your practice record could not be read, so it starts again from nothing; the text was kept aside in this browser's storage as “{key}”.", { key: kept });
  return { text: "", notice };
}

/** Append `lines` (each an event's JSON) in one step; null when kept, else why not.
 * @param {string[]} lines */
function appendLines(lines) {
  const { text } = readJournal();
  const base = text.trim() ? (text.endsWith("\n") ? text : `${text}\n`) : `${HEADER}\n`;
  const next = `${base}${lines.map((row) => `${row}\n`).join("")}`;
  if (next.length > CHARACTERS || eventCount(next) > EVENTS) {
    return t("Your practice record is full: this is not kept.");
  }
  try {
    localStorage.setItem(JOURNAL_KEY, next);
    return null;
  } catch {
    return t("This browser's storage is full or refused: this is not kept.");
  }
}

/**
 * Keep an event of `kind` with its `fields`, at `at` (now).
 * @param {string} kind @param {{[field: string]: unknown}} fields @param {number} [when]
 * @returns {Appended}
 */
export function append(kind, fields, when = Date.now()) {
  const at = Math.floor(when); // a mocked or coarse clock may give a fraction
  const event = { id: eventId(at), at, kind, ...fields };
  const reason = appendLines([JSON.stringify(event)]);
  return reason === null ? { ok: true, event } : { ok: false, reason };
}

/** Keep the lines of events another journal adds (an import: Python's `added`), in one step.
 * @param {string[]} lines @returns {string | null} why they were not kept (null: kept) */
export function appendAll(lines) {
  return lines.length ? appendLines(lines) : null;
}

/**
 * Set aside the lines Python could not read (their numbers from 1, the header's being 1) and
 * leave them out of the journal, keeping every other line. A line is matched by its text, so
 * that lines another tab appended meanwhile are kept.
 * @param {string} read  the text Python read
 * @param {number[]} numbers  its damaged lines
 * @returns {string | null} the key they were kept under (null: nothing done, or refused)
 */
export function setAsideLines(read, numbers) {
  const rows = read.split("\n");
  const damaged = new Set(numbers.map((n) => rows[n - 1]).filter((row) => row !== undefined));
  if (!damaged.size) return null;
  const kept = keepAside([HEADER, ...damaged].join("\n"));
  if (kept === null) return null; // not kept aside: left in the journal, where Python skips them
  const now = stored().split("\n");
  const left = [now[0], ...now.slice(1).filter((row) => !damaged.has(row))];
  try {
    localStorage.setItem(JOURNAL_KEY, left.join("\n"));
  } catch {
    return null;
  }
  return kept;
}

/** Call `changed` when another tab changes the journal (the `storage` event is not sent to the
 * tab that wrote). @param {() => void} changed */
export function onJournalChange(changed) {
  window.addEventListener("storage", (event) => {
    if (event.key === JOURNAL_KEY || event.key === null) changed();
  });
}
