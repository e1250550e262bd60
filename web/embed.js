// embed.html: one board and nothing else, for an <iframe>. Everything comes from the fragment,
// in the game link format of link.js, plus the flag `interactive` for a playable board:
//   embed.html#game=contiguous&size=5&position=…&moves=c3+d4&interactive
// `seats` says who plays each seat (a puzzle against the computer: `&seats=human+2`) and
// `controls`/`theme` are the board's attributes of those names (`&controls=off&theme=dark`).
// A game with variations (`moves=b2+a1(c3)b1`) shows its main line, and says it has them.
// The board says whose turn it is, or who won, under itself; an address that names no game
// says so, with the games there are. A lesson's task or a puzzle instead:
//   embed.html#lesson=tonga&task=2        embed.html#puzzle=tonga/12

import "./board.js";
import { engine } from "./engine.js";
import { readLink } from "./link.js";
import { keepOffline } from "./offline.js";

keepOffline(engine().ready);

const note = /** @type {HTMLElement} */ (document.getElementById("caption"));
const link = readLink(location.hash, ["interactive", "controls", "theme"]);
const coached = new URLSearchParams(location.hash.slice(1));
if (coached.get("lesson") || coached.get("puzzle")) {
  // A lesson's task or a puzzle: the board asks Python for the rest (see board/coach.js).
  const board = document.createElement("py-games-board");
  for (const name of ["lesson", "task", "puzzle", "controls", "theme"]) {
    const value = coached.get(name);
    if (value !== null) board.setAttribute(name, value);
  }
  document.querySelector("main")?.prepend(board);
} else if (link.game) {
  const board = document.createElement("py-games-board");
  board.setAttribute("game", link.game);
  if (link.start) board.setAttribute("position", link.start);
  // A game with variations: the board shows its main line (and keeps the tree); the caption
  // says so, with the player that shows them.
  const moves = new URLSearchParams(location.hash.slice(1)).get("moves") ?? "";
  if (link.moves.length) board.setAttribute("moves", link.tree ? moves : link.moves.join(" "));
  if (link.tree) {
    const player = Object.assign(document.createElement("a"), { href: `play.html${location.hash}`, target: "_blank", textContent: "open it in the player" });
    note.append("This game has variations; the board shows its main line: ", player, ".");
  }
  if (link.flags.has("interactive")) board.setAttribute("interactive", "");
  if (link.players) board.setAttribute("players", link.players);
  const params = new URLSearchParams(location.hash.slice(1));
  for (const name of ["controls", "theme"]) {
    const value = params.get(name);
    if (value !== null) board.setAttribute(name, value);
  }
  board.setAttribute("options", JSON.stringify(link.options));
  document.querySelector("main")?.prepend(board);
} else {
  note.setAttribute("role", "alert");
  note.textContent = "This embed names no game: add #game= and a game's id to its address.";
  // The games there are, from the catalog the build wrote (no Python needed to say it).
  fetch(new URL("./manifest.json", import.meta.url))
    .then((response) => response.json())
    .then((manifest) => {
      const games = /** @type {{id: string, title: string}[]} */ (manifest.catalog.games);
      const list = games.map((game) => `#game=${game.id} (${game.title})`).join(", ");
      note.textContent = `This embed names no game: add one to its address, such as ${list}.`;
    })
    .catch(() => {});
}
