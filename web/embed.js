// embed.html: one board and nothing else, for an <iframe>. Everything comes from the fragment
// (never sent to a server, so it works offline and on GitHub Pages):
//   game=<id>  position=<position text>  moves=<steps separated by spaces>  interactive
//   any other key is a game option, e.g. size=5&players=3

import "./board.js";
import { keepOffline } from "./offline.js";

keepOffline();

const params = new URLSearchParams(location.hash.slice(1));
const board = document.createElement("py-games-board");
const options = {};
for (const [key, value] of params) {
  if (key === "game" || key === "position" || key === "moves") board.setAttribute(key, value);
  else if (key === "interactive") board.setAttribute("interactive", "");
  else options[key] = value; // text: Python reads it as the option's type and checks it
}
board.setAttribute("options", JSON.stringify(options));
if (!params.get("game")) document.getElementById("caption").textContent = "No game given: add #game=contiguous to the address.";
document.body.prepend(board);
board.addEventListener("update", ({ detail }) => {
  document.getElementById("caption").textContent = detail.outcome
    ? `Game over: ${detail.outcome.text}.`
    : detail.hint;
});
