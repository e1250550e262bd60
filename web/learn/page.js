import { setWords } from "../i18n.js";
// What the Learn and Puzzles pages share: their links to the game's other pages, and what they
// show when their address names no game (the games there are, from the build's manifest).

/** Point the header's links at `game`'s rules, player and the other page. @param {string} game */
export function gameLinks(game) {
  const id = encodeURIComponent(game);
  const links = { "rules-link": `rules/${id}.html`, "play-link": `play.html#game=${id}`,
    "puzzles-link": `puzzles.html#game=${id}`, "learn-link": `learn.html#game=${id}` };
  for (const [name, href] of Object.entries(links)) {
    const anchor = /** @type {HTMLAnchorElement | null} */ (document.getElementById(name));
    if (anchor) anchor.href = href;
  }
}

/** An address naming no game (the page opened from a bookmark or the menu): no error, a list
 * of the games this page has (the build's manifest: its catalog and which games have lessons
 * or puzzles), and the parts that need a game hidden (main[data-status="choose"] in CSS).
 * @param {HTMLElement} main @param {HTMLElement} heading @param {"learn" | "puzzles"} page */
export function chooseGame(main, heading, page) {
  main.dataset.status = "choose";
  if (page === "learn") setWords(heading, "Choose a game to learn");
  else setWords(heading, "Choose a game's puzzles");
  const list = Object.assign(document.createElement("ul"), { className: "choices" });
  list.setAttribute("aria-labelledby", heading.id);
  heading.after(list);
  fetch(new URL("../manifest.json", import.meta.url))
    .then((response) => response.json())
    .then((manifest) => {
      const offered = new Set(/** @type {string[]} */ (manifest.learning?.[page === "learn" ? "lessons" : "puzzles"] ?? []));
      for (const entry of /** @type {{id: string, title: string}[]} */ (manifest.catalog.games)) {
        if (!offered.has(entry.id)) continue;
        const anchor = Object.assign(document.createElement("a"), { href: `${page}.html#game=${entry.id}`, textContent: entry.title });
        const item = document.createElement("li");
        item.append(anchor);
        list.append(item);
      }
    })
    .catch(() => {
      setWords(heading, "The list of games could not be read: open a game from the home page.");
    });
}

/** A game named after the chooser was shown (the address changed): the chooser goes.
 * @param {HTMLElement} main */
export function leaveChoice(main) {
  if (main.dataset.status !== "choose") return;
  main.querySelector(".choices")?.remove();
  main.dataset.status = "loading";
}
