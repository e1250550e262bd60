// The player's panel: whose turn it is and what they must do, the result, the live scores and
// what they are made of, the move list, and the list of recent games. Every word about the
// game is Python's (the scene's status, hint, scores and outcome); this file lays them out
// and names each seat with its mark in its colour, or its stone as the board draws it.

import { seatName } from "../render/seats.js";
import { $, app, when } from "./app.js";
import { linkLearning } from "./learning.js";
import { afterPaint } from "../board/dom.js";
import { marker, renderMoves } from "./move-list.js";
import { renderVariations } from "./variations.js";
import { setText, setWords, t, tn } from "../i18n.js";

/**
 * @typedef {import("../contract.js").BoardInfo} BoardInfo
 * @typedef {import("../contract.js").Sentence} Sentence
 * @typedef {import("../board/element.js").View} View
 * @typedef {import("../saves.js").Entry} Entry
 * @typedef {Object} PanelActions
 * @property {() => void} playAgain  a new game with the same game and options
 * @property {(id: string, label: string) => HTMLButtonElement} reopen  a button reopening a recent game
 */

// Controls that act on the game: disabled until the board is ready.
const GAME_CONTROLS = [
  "undo", "redo", "hint", "new", "enlarge", "export", "import", "share", "picture", "show-groups", "show-coordinates",
];

/** Whether the controls that need the game can be used. @param {boolean} ready */
export function setReady(ready) {
  for (const id of GAME_CONTROLS) /** @type {HTMLButtonElement} */ ($(id)).disabled = !ready;
  $("scores").hidden = !ready;
  $("scores-loading").hidden = ready;
}

/** A seat's marker, then its name. @param {BoardInfo} board @param {number} player */
export function seatLabel(board, player) {
  const span = document.createElement("span");
  span.append(marker(board, player), " ", Object.assign(document.createElement("span"), { className: "name", textContent: seatName(board, player) }));
  return span;
}

/** "computer, casual" for a seat the computer plays (the level's name is Python's, in the
 * page's language), else "". @param {number} player */
function computerName(player) {
  const seat = app.board.seats[player];
  if (seat === undefined || seat === "human") return "";
  const level = app.catalog.levels.find((l) => l.level === seat)?.label;
  // TRANSLATORS: after a seat's name in the panel: "Player 2 (computer, strong)"
  return level ? t("computer, {level}", { level }) : t("computer, level {n}", { n: seat });
}

/**
 * A sentence of Python's, each player shown by their seat's label (and, for a seat the
 * computer plays, which level).
 * @param {BoardInfo} board @param {Sentence} sentence
 */
function sentenceNodes(board, sentence) {
  return sentence.flatMap((part) => {
    if (typeof part === "string") return [part];
    const who = seatLabel(board, part.player);
    who.classList.add("who");
    const computer = computerName(part.player);
    return computer ? [who, ` (${computer})`] : [who];
  });
}

/** @type {{shown: View, actions: PanelActions} | null} what the panel shows next */
let pending = null;
/** @type {(() => void)[]} what follows the panel (the review's words in the move list) */
const followers = [];

/** Call `listener` each time the panel has been shown anew. @param {() => void} listener */
export function afterPanel(listener) {
  followers.push(listener);
}

/**
 * Show the game once the board's frame is painted: the board first, the panel (the move list,
 * the scores: script, then their layout) in the frame after it. A task queued from
 * an animation frame runs once that frame is painted; the board asked for its frame first
 * (board/step.js). A hidden page paints nothing: at once there.
 * @param {View} shown @param {PanelActions} actions
 */
export function renderSoon(shown, actions) {
  const first = pending === null;
  pending = { shown, actions };
  if (first) afterPaint(renderPending);
}

function renderPending() {
  const shown = pending;
  pending = null;
  if (!shown) return;
  render(shown.shown, shown.actions);
  for (const listener of followers) listener();
}

/**
 * Show the game: `shown` is what the board shows (an earlier position while browsing).
 * @param {View} shown @param {PanelActions} actions
 */
function render(shown, actions) {
  const view = app.board.view;
  if (!view) return;
  const { board, scene } = view;
  setReady(true);
  setWords(/** @type {HTMLTitleElement} */ (document.querySelector("title")), "{title} — py-games", { title: board.title });
  setText($("title"), board.title);
  /** @type {HTMLAnchorElement} */ ($("rules-link")).href = `rules/${encodeURIComponent(board.game)}.html`;
  linkLearning(board.game);
  // TRANSLATORS: {groups} is what the game calls its groups of cells (Python's word: "regions")
  setWords($("groups-label"), "Show {groups} on the board", { groups: board.groups_name });
  // A game whose scenes have no regions is offered no box to show them.
  /** @type {HTMLElement} */ ($("show-groups").closest("label")).hidden = !board.groups_name;
  /** @type {HTMLInputElement} */ ($("show-groups")).checked = app.board.showGroups;
  /** @type {HTMLInputElement} */ ($("show-coordinates")).checked = app.board.showCoordinates;

  const turn = $("turn");
  turn.replaceChildren();
  if (!scene.outcome) {
    // A turn of several steps says which one comes next ("step 2 of 2: move a ring"); what to
    // do is said on a person's turn.
    turn.append(...sentenceNodes(board, scene.status));
    if (scene.to_move !== null && !computerName(scene.to_move) && scene.hint) turn.append(" ", scene.hint);
  }
  const result = $("result");
  result.hidden = !scene.outcome;
  if (scene.outcome) result.replaceChildren(...outcomeNodes(scene.outcome, actions));

  const winners = new Set(shown.scene.outcome?.winners ?? []);
  /** @type {HTMLTableElement} */ ($("scores")).tBodies[0].replaceChildren(...shown.scene.scores.map((score, p) => {
    const row = document.createElement("tr");
    row.className = p === shown.scene.to_move ? "to-move" : winners.has(p) ? "winner" : "";
    const name = seatLabel(board, p);
    const computer = computerName(p);
    if (computer) name.append(Object.assign(document.createElement("span"), { className: "seat-kind", textContent: computer }));
    if (winners.has(p)) {
      name.append(" ", Object.assign(document.createElement("span"), { className: "badge", textContent: t("Winner") }));
    }
    const cells = [name, score.text, score.formula];
    row.append(...cells.map((content, i) => {
      const td = document.createElement("td");
      td.className = ["player", "score", "made"][i];
      td.append(content);
      return td;
    }));
    return row;
  }));

  renderMoves(board, view.moves, view.movers, view.first_turn_step);
  renderVariations(app.board.tree, view.moves);
  $("browsing").hidden = app.board.browsing === null;
  /** @type {HTMLButtonElement} */ ($("undo")).disabled = !app.board.canUndo;
  /** @type {HTMLButtonElement} */ ($("redo")).disabled = !app.board.canRedo;
  /** @type {HTMLButtonElement} */ ($("hint")).disabled = !app.board.personToMove; // for a person's turn
}

/**
 * Every word of the result is Python's: who won, why the game ended, what decided.
 * @param {import("../contract.js").OutcomeInfo} outcome @param {PanelActions} actions
 */
function outcomeNodes(outcome, actions) {
  const title = document.createElement("strong");
  title.textContent = `${outcome.headline}.`;
  const detail = document.createElement("span");
  detail.textContent = `${outcome.explanation} ${t("The final scores are in the table below.")}`;
  const again = Object.assign(document.createElement("button"), { type: "button", textContent: t("Play again") });
  again.addEventListener("click", actions.playAgain);
  again.classList.add("primary");
  return [title, detail, again];
}

/**
 * The recent games, each reopened by a button (this tab's own game is not a button).
 * @param {Entry[]} entries @param {PanelActions} actions
 */
export function renderRecent(entries, actions) {
  const list = $("recent-list");
  setWords($("recent-summary"), "Recent games ({n})", { n: entries.length });
  list.replaceChildren(...entries.map((entry) => {
    const li = document.createElement("li");
    const title = app.catalog.games.find((g) => g.id === entry.game)?.title ?? entry.game;
    const computer = entry.players?.split(/\s+/).some((w) => w && w !== "human");
    // TRANSLATORS: a recent game: "Hex (size 5) · against the computer · 12 moves · 13:20"
    const values = { title, options: optionsText(entry), n: entry.moves.length, when: byLink(entry) ?? when(entry.updated) };
    const label = computer ? tn("{title} {options} · against the computer · {n} move · {when}", "{title} {options} · against the computer · {n} moves · {when}", values.n, values)
      : tn("{title} {options} · {n} move · {when}", "{title} {options} · {n} moves · {when}", values.n, values);
    if (entry.id === app.current?.id) li.textContent = t("{game} (this game)", { game: label });
    else li.append(actions.reopen(entry.id, label));
    return li;
  }));
}

/** "by link, your turn since 13:20" for a game played by link (its last change is when the
 * turn passed), else null. @param {Entry} entry */
function byLink(entry) {
  const friend = entry.friend;
  if (!friend) return null;
  const since = when(entry.updated);
  if (friend.toMove === null) return t("by link, over since {when}", { when: since });
  if (friend.seats.includes(friend.toMove)) return t("by link, your turn since {when}", { when: since });
  return t("by link, their turn since {when}", { when: since });
}

/** A recent game's whole-number options, as the list shows them. @param {Entry} entry */
function optionsText(entry) {
  const options = app.catalog.games.find((g) => g.id === entry.game)?.options ?? [];
  const parts = options
    .filter((o) => entry.options?.[o.name] !== undefined && o.kind === "int")
    .map((o) => `${o.label.toLowerCase()} ${entry.options[o.name]}`);
  return parts.length ? `(${parts.join(", ")})` : "";
}
