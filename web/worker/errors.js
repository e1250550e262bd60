// How the Python worker words what went wrong: one line per failure, with the step that failed.
// The worker has no catalog: what it says to the page is a message (its English and its values,
// see tMessage in i18n.js) that the page puts into its language; `msg` marks one for extraction.

/**
 * @typedef {{msgid: string, values?: {[name: string]: string | number | Message}}} Message
 *   a message as something without a catalog says it: its English, and its values, which may
 *   be messages too ("Could not load the rules: {error}")
 */

/** A message for the page to translate: `msgid` English, with `{name}` placeholders.
 * @param {string} msgid @param {Message["values"]} [values] @returns {Message} */
export const msg = (msgid, values = {}) => ({ msgid, values });

/** The English of a message (for the console, and for a page with no catalog).
 * @param {Message} message @returns {string} */
export function english({ msgid, values = {} }) {
  return msgid.replace(/\{(\w+)\}/g, (whole, name) => {
    const value = values[name];
    return value === undefined ? whole : typeof value === "object" ? english(value) : String(value);
  });
}

/** An Error whose message is `message`'s English; it carries `message` as its `words`.
 * @param {Message} message @param {unknown} [cause] */
export function failure(message, cause) {
  return Object.assign(new Error(english(message), cause === undefined ? {} : { cause }), { words: message });
}

/** What an error says, as a message: its own if it carries one, else its last line as it is
 * (a Python traceback's, a browser's: no words of ours). @param {unknown} error @returns {Message | string} */
export function wordsOf(error) {
  const words = /** @type {{words?: Message} | null | undefined} */ (error)?.words;
  return words ?? lastLine(error);
}

/**
 * Run a loading step; if it fails, fail with `what`, a message whose `{error}` is the reason.
 * @template T
 * @param {Message} what
 * @param {() => T | PromiseLike<T>} step
 * @returns {Promise<T>}
 */
export async function attempt(what, step) {
  try {
    return await step();
  } catch (error) {
    throw failure({ ...what, values: { ...what.values, error: wordsOf(error) } }, error);
  }
}

/**
 * What went wrong, in one line. A PythonError's message is a whole traceback whose last line
 * says it ("ValueError: …"), except that Pyodide may append a hint about setDebug after it.
 * @param {unknown} error
 * @returns {string}
 */
export function lastLine(error) {
  const message = /** @type {{ message?: unknown } | null | undefined} */ (error)?.message;
  const lines = String(message ?? error)
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("For more information about the cause"));
  return lines.length ? lines[lines.length - 1] : "unknown error";
}
