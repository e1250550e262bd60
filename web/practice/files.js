// The practice journal to a file and back: Export downloads the journal as Python writes it from
// every tab's text (the `practice` request's `export`: each event once, in order, JSON Lines,
// py_games/practice/journal.py); Import reads a file the player picks and asks Python
// (`practice_import`) to check it whole. A damaged or foreign file is refused with Python's
// reason and nothing changes; a good one adds only the events the journal lacks, in a text of
// their own (journal.js), so nothing is overwritten and another tab's events stay.

import { engine } from "../engine.js";
import { t } from "../i18n.js";
import { appendAll, readJournal } from "./journal.js";

/** The journal's texts, as the bridge takes them. */
const texts = () => readJournal().texts.map((kept) => kept.text);

/** Download the journal (a journal with no event yet is its header alone); what to say when
 * it could not be (Python's words), else "". @returns {Promise<string>} */
export async function exportJournal() {
  let text;
  try {
    text = (await engine().call("practice", { journal: texts(), now: Math.floor(Date.now()), export: true })).export ?? "";
  } catch (error) {
    return /** @type {Error} */ (error).message;
  }
  const blob = new Blob([text], { type: "application/jsonl" });
  const day = new Date().toISOString().slice(0, 10);
  const a = Object.assign(document.createElement("a"), { href: URL.createObjectURL(blob), download: `py-games-practice-${day}.jsonl` });
  a.click();
  // Revoked after the click has been handled: some browsers read the URL a moment later.
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
  return "";
}

/** Whether a line is a journal's first line (it names the file; an event has a kind). @param {string} row */
function isHeader(row) {
  try {
    const value = JSON.parse(row);
    return Boolean(value) && typeof value === "object" && "py-games" in value;
  } catch {
    return false;
  }
}

/**
 * Import `file` into the journal; what to say (Python's words for what was added, or why the
 * file was refused).
 * @param {File} file @returns {Promise<string>}
 */
export async function importFile(file) {
  let text;
  try {
    text = await file.text();
  } catch {
    return t("The file {name} could not be read: nothing was imported.", { name: file.name });
  }
  let answer;
  try {
    // An empty first text: the import's own (Python answers the lines for it, header first).
    answer = await engine().call("practice_import", { journal: ["", ...texts()], text });
  } catch (error) {
    // TRANSLATORS: {reason} is Python's: "line 3: it is not a JSON object"
    return t("The file {name} was not imported, and nothing changed: {reason}", { name: file.name, reason: /** @type {Error} */ (error).message });
  }
  // The events' lines (appendAll starts their text with the header).
  const lines = answer.lines.filter((row) => row.trim() && !isHeader(row));
  const refused = appendAll(lines);
  return refused ?? answer.said;
}
