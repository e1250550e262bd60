// embed.html: one board and nothing else, for an <iframe>. Everything comes from the fragment,
// in the game link format of link.js, plus the flag `interactive` for a playable board:
//   embed.html#game=contiguous&size=5&position=…&moves=c3+d4&interactive
// and `seats` for who plays each seat (a puzzle against the computer: `&seats=human+2`).

import "./board.js";
import { engine } from "./engine.js";
import { readLink } from "./link.js";
import { keepOffline } from "./offline.js";
import { said } from "./board/words.js";

/** @typedef {import("./board/element.js").View} View */

keepOffline(engine().ready);

const caption = /** @type {HTMLElement} */ (document.getElementById("caption"));
const link = readLink(location.hash, ["interactive"]);
const board = document.createElement("py-games-board");
if (link.game) board.setAttribute("game", link.game);
if (link.start) board.setAttribute("position", link.start);
if (link.moves.length) board.setAttribute("moves", link.moves.join(" "));
if (link.flags.has("interactive")) board.setAttribute("interactive", "");
if (link.players) board.setAttribute("players", link.players);
board.setAttribute("options", JSON.stringify(link.options));
if (!link.game) caption.textContent = "No game given: add #game=contiguous to the address.";
document.querySelector("main")?.prepend(board);
// A playable board gets what the player to move must do under it, and the result at the end
// (Python's words); a diagram captions itself (which position of how many, whose turn).
board.addEventListener("update", (event) => {
  if (!board.interactive) return;
  const { board: info, scene } = /** @type {CustomEvent<View>} */ (event).detail;
  caption.textContent = scene.outcome ? said(info, scene.status) : scene.hint;
});
