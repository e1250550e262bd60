// What the Learn and Puzzles pages share: their links to the game's other pages, and what they
// say when their address names no game (with the games there are, from the build's catalog).

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

/** Say that the address names no game, with a link to each game's page.
 * @param {HTMLElement} main @param {HTMLElement} heading @param {string} page */
export function noGame(main, heading, page) {
  main.dataset.status = "error";
  heading.textContent = "This address names no game.";
  const note = document.createElement("p");
  note.className = "problem";
  note.textContent = "Choose one: ";
  heading.after(note);
  fetch(new URL("../manifest.json", import.meta.url))
    .then((response) => response.json())
    .then((manifest) => {
      for (const entry of /** @type {{id: string, title: string}[]} */ (manifest.catalog.games)) {
        const anchor = Object.assign(document.createElement("a"), { href: `${page}#game=${entry.id}`, textContent: entry.title });
        note.append(anchor, " ");
      }
    })
    .catch(() => {});
}
