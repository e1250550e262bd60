// What the page shows of the player's practice is Python's answer to the journal (the bridge's
// `practice`: what is due, the rating and its history, the collections, the timed run, the
// puzzle to serve next), asked again after every change, this tab's or another's (the
// `storage` event, page.js). The journal is sent as its texts (one per tab: journal.js); lines
// Python could not read are set aside from their text (journal.js) and said.

import { engine } from "../engine.js";
import { t } from "../i18n.js";
import { readJournal, setAsideLines } from "./journal.js";

/**
 * @typedef {import("../contract.js").PracticeAnswer} PracticeAnswer
 * @typedef {{game?: string, seed?: string}} Ask  the game whose next puzzle to choose, and its seed
 */

/** The player's clock, minutes ahead of UTC: the days of the rating's history. */
const offset = () => -new Date().getTimezoneOffset();

/**
 * Python's answer to the journal as it stands now, and what the page says of the store
 * ("" when all was read).
 * @param {Ask} [ask] @returns {Promise<{answer: PracticeAnswer, notice: string}>}
 */
export async function practice(ask = {}) {
  const read = readJournal();
  const journal = read.texts.map((kept) => kept.text);
  const answer = await engine().call("practice", { journal, now: Math.floor(Date.now()), offset: offset(), ...ask });
  let notice = read.notice;
  if (answer.damaged.length) {
    // Each text's damaged lines set aside from it (`text`: its index in what was sent).
    const keys = read.texts.map((kept, index) => setAsideLines(kept, answer.damaged.filter((d) => d.text === index).map((d) => d.line)));
    const key = keys.filter(Boolean).join(", "); // one key in all but a rare case
    // TRANSLATORS: {problems} lists Python's words for each line: "line 3: it is not a JSON object"
    const problems = answer.damaged.map((d) => d.problem).join("; ");
    notice = key ? t("Part of your practice record could not be read ({problems}): the rest is kept; those lines were kept aside in this browser's storage as “{key}”.", { problems, key })
      : t("Part of your practice record could not be read ({problems}): the rest is kept.", { problems });
  }
  return { answer, notice };
}
