// The practice journal to a file and back: Export downloads the journal as it is kept (JSON
// Lines, py_games/practice/journal.py); Import reads a file the player picks and asks Python
// (`practice_import`) to check it whole. A damaged or foreign file is refused with Python's
// reason and nothing changes; a good one adds only the events the journal lacks, appended in
// one step (journal.js), so nothing is overwritten and another tab's events stay.

import { engine } from "../engine.js";
import { t } from "../i18n.js";
import { HEADER, appendAll, readJournal } from "./journal.js";

/** Download the journal (a journal with no event yet is its header alone). */
export function exportJournal() {
  const { text } = readJournal();
  const blob = new Blob([text.trim() ? text : `${HEADER}\n`], { type: "application/jsonl" });
  const day = new Date().toISOString().slice(0, 10);
  const a = Object.assign(document.createElement("a"), { href: URL.createObjectURL(blob), download: `py-games-practice-${day}.jsonl` });
  a.click();
  // Revoked after the click has been handled: some browsers read the URL a moment later.
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
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
    answer = await engine().call("practice_import", { journal: readJournal().text, text });
  } catch (error) {
    // TRANSLATORS: {reason} is Python's: "line 3: it is not a JSON object"
    return t("The file {name} was not imported, and nothing changed: {reason}", { name: file.name, reason: /** @type {Error} */ (error).message });
  }
  // Lines to add after the journal's header (to a journal with none, Python sends it first).
  const lines = answer.lines.filter((row) => row.trim() && !isHeader(row));
  const refused = appendAll(lines);
  return refused ?? answer.said;
}
