// How the Python worker words what went wrong: one line per failure, with the step that failed.

/**
 * Run a loading step; if it fails, fail with `what` in front of the reason.
 * @template T
 * @param {string} what
 * @param {() => T | PromiseLike<T>} step
 * @returns {Promise<T>}
 */
export async function attempt(what, step) {
  try {
    return await step();
  } catch (error) {
    throw new Error(`${what}: ${lastLine(error)}`, { cause: error });
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
