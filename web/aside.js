// What could not be read is never dropped: it is kept aside in localStorage, as it was, under
// `py-games/unreadable/<when>` (with -2, -3… after it for the second and later in one
// millisecond), so that a person (or a later version) can still recover it. The player's saves
// (saves.js) and the learner's progress (learn/progress.js) both keep their damaged text here.

export const ASIDE_PREFIX = "py-games/unreadable/";

/** Keep `text` under a key of its own (two kept in one millisecond must not share one), and
 * return that key; null if the browser refuses to store it. @param {string} text */
export function keepAside(text) {
  const time = `${ASIDE_PREFIX}${new Date().toISOString()}`;
  try {
    let key = time;
    for (let n = 2; localStorage.getItem(key) !== null; n++) key = `${time}-${n}`;
    localStorage.setItem(key, text);
    return key;
  } catch {
    return null; // storage full or refused: the problem is still reported
  }
}
