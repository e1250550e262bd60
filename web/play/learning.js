// The player's links to the game's Learn and Puzzles pages, shown for a game that has a lesson
// or puzzles (build.py lists them in manifest.json from Python's lessons and puzzle sets).

/** @type {Promise<{lessons: string[], puzzles: string[]}>} */
const learning = fetch(new URL("../manifest.json", import.meta.url))
  .then((response) => response.json())
  .then((manifest) => ({ lessons: [], puzzles: [], ...manifest.learning }))
  .catch(() => ({ lessons: [], puzzles: [] }));

/** Point the links at `game`'s pages, or hide them. @param {string} game */
export function linkLearning(game) {
  learning.then(({ lessons, puzzles }) => {
    for (const [id, page, games] of [["learn-link", "learn", lessons], ["puzzles-link", "puzzles", puzzles]]) {
      const anchor = /** @type {HTMLAnchorElement | null} */ (document.getElementById(/** @type {string} */ (id)));
      if (!anchor) continue;
      anchor.href = `${page}.html#game=${encodeURIComponent(game)}`;
      anchor.hidden = !(/** @type {string[]} */ (games)).includes(game);
    }
  });
}
