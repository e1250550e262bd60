// Marks the games the build can play, from the catalog build.py wrote into manifest.json
// (the index needs no Python to load): playable games first, each linked to its player and
// to its rules page where one exists; the others dimmed and marked as not playable yet.

import { keepOffline } from "./offline.js";

keepOffline();

const manifest = await fetch(new URL("./manifest.json", import.meta.url))
  .then((response) => (response.ok ? response.json() : null))
  .catch(() => null);
const playable = new Map((manifest?.catalog?.games ?? []).map((game) => [game.id, game]));

const list = document.querySelector(".game-list");
const cards = [...list.querySelectorAll(".game-card")];
for (const card of cards) {
  const game = playable.get(card.dataset.game);
  const status = card.querySelector(".status");
  if (!game) {
    card.classList.add("unplayable");
    continue;
  }
  status.textContent = "";
  status.append(Object.assign(document.createElement("a"), {
    className: "play",
    href: `play.html#game=${encodeURIComponent(game.id)}`,
    textContent: `Play ${game.title}`,
  }));
  if (card.dataset.rules) {
    status.append(Object.assign(document.createElement("a"), {
      href: card.dataset.rules,
      textContent: `Rules of ${game.title}`,
    }));
  }
}
// Playable games first (a phone shows one card per screen); the rest keep their order.
list.replaceChildren(...cards.filter((c) => !c.classList.contains("unplayable")),
                     ...cards.filter((c) => c.classList.contains("unplayable")));
