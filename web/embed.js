// embed.html: one board and nothing else, for an <iframe>. Everything comes from the fragment,
// in the game link format of link.js, plus the flag `interactive` for a playable board:
//   embed.html#game=ID&size=5&position=…&moves=c3+d4&interactive
// `seats` says who plays each seat (a puzzle against the computer: `&seats=human+2`),
// `controls`/`theme` are the board's attributes of those names (`&controls=off&theme=dark`),
// and `marks`/`arrows` an author's annotations drawn on it (`&marks=c3:green&arrows=a1>c3`).
// A game with variations (`moves=b2+a1(c3)b1`) shows its main line, and says it has them.
// The board says whose turn it is, or who won, under itself; an address that names no game
// says so, with the games there are. A lesson's task or a puzzle instead:
//   embed.html#lesson=ID&task=2            embed.html#puzzle=ID/12
// A new fragment in the same tab (a host page changing the frame's address) shows what it
// names, as the player does.

import { onLanguage } from "./language.js"; // first: the page's language, before any board asks Python
import "./board.js";
import { engine } from "./engine.js";
import { readLink } from "./link.js";
import { keepOffline } from "./offline.js";
import { setText, setWords, t, tNodes } from "./i18n.js";

keepOffline(engine().ready);

const note = /** @type {HTMLElement} */ (document.getElementById("caption"));
const main = /** @type {HTMLElement} */ (document.querySelector("main"));

/** A new board with the fragment's values of `names` as its attributes (those given).
 * @param {URLSearchParams} params @param {string[]} names */
function boardWith(params, names) {
  const board = document.createElement("py-games-board");
  for (const name of names) {
    const value = params.get(name);
    if (value !== null) board.setAttribute(name, value);
  }
  return board;
}

/** The board the fragment describes, or null when it names no game (the caption says so).
 * @param {string} hash */
function boardOf(hash) {
  const params = new URLSearchParams(hash.slice(1));
  if (params.get("lesson") || params.get("puzzle")) {
    // A lesson's task or a puzzle: the board asks Python for the rest (see board/coach.js).
    return boardWith(params, ["lesson", "task", "puzzle", "controls", "theme"]);
  }
  const link = readLink(hash, ["interactive", "controls", "theme"]);
  if (!link.game) return null;
  const board = boardWith(params, ["controls", "theme"]);
  board.setAttribute("game", link.game);
  if (link.start) board.setAttribute("position", link.start);
  // A game with variations: the board shows its main line (and keeps the tree); the caption
  // says so, with the player that shows them.
  if (link.moves.length) board.setAttribute("moves", link.tree ? params.get("moves") ?? "" : link.moves.join(" "));
  if (link.tree) sayVariations(hash);
  if (link.flags.has("interactive")) board.setAttribute("interactive", "");
  if (link.players) board.setAttribute("players", link.players);
  if (link.marks) board.setAttribute("marks", link.marks);
  if (link.arrows) board.setAttribute("arrows", link.arrows);
  board.setAttribute("options", JSON.stringify(link.options));
  return board;
}

/** The caption of a game with variations, in the page's language. @param {string} hash */
function sayVariations(hash) {
  const player = Object.assign(document.createElement("a"), { href: `play.html${hash}`, target: "_blank", textContent: t("open it in the player") });
  // TRANSLATORS: {player} is a link whose words are "open it in the player"
  note.replaceChildren(...tNodes("This game has variations; the board shows its main line: {player}.", { player }));
}

/** Show what the address's fragment names, in place of what was shown. */
function show() {
  main.querySelector("py-games-board")?.remove();
  setText(note, ""); // no longer translated again: what is shown next is said below
  note.removeAttribute("role");
  const board = boardOf(location.hash);
  if (board) return void main.prepend(board);
  note.setAttribute("role", "alert");
  // setWords: the page's catalog may come after this; the words follow it (and the menu).
  setWords(note, "This embed names no game: add #game= and a game's id to its address.");
  // The games there are, from the catalog the build wrote (no Python needed to say it).
  fetch(new URL("./manifest.json", import.meta.url))
    .then((response) => response.json())
    .then((manifest) => {
      if (main.querySelector("py-games-board")) return; // a game was named meanwhile
      const games = /** @type {{id: string, title: string}[]} */ (manifest.catalog.games);
      const list = games.map((game) => `#game=${game.id} (${game.title})`).join(", ");
      // TRANSLATORS: {list} is addresses' fragments ("#game=hex (Hex)")
      setWords(note, "This embed names no game: add one to its address, such as {list}.", { list });
    })
    .catch(() => {});
}

window.addEventListener("hashchange", show);
// The variations caption is nodes, which the page's translation does not reach: said again.
onLanguage(() => {
  if (readLink(location.hash, []).tree) sayVariations(location.hash);
});
show();
