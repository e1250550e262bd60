// Marks the games the build can play, from the catalog build.py wrote into manifest.json
// (the index needs no Python to load), and links each one to its player.

import { keepOffline } from "./offline.js";

keepOffline();

const manifest = await fetch(new URL("./manifest.json", import.meta.url))
  .then((response) => (response.ok ? response.json() : null))
  .catch(() => null);
const playable = new Map((manifest?.catalog?.games ?? []).map((game) => [game.id, game]));

for (const card of document.querySelectorAll(".game-card")) {
  const game = playable.get(card.dataset.game);
  if (!game) continue;
  const status = card.querySelector(".status");
  status.textContent = "";
  const link = Object.assign(document.createElement("a"), {
    href: `play.html#game=${encodeURIComponent(game.id)}`,
    textContent: `Play ${game.title}`,
  });
  status.append(link);
}
