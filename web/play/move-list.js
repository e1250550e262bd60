// The move list: the line played, one entry a step, each followed by the lines played instead
// of it (variations.js's branchesOf). A game may be thousands of steps long, and laying out an
// entry for each would take the page far longer than a frame, at opening and on each step. So
// only the entries around the ones in view are drawn (ROOM on each side); room above and below
// them stands for the others (style.css: the list's ::before and ::after), so the scroll bar
// and the keys go over the whole game. Each entry drawn says its place in the whole list
// (`value`, `aria-posinset`, `aria-setsize`), so a screen reader still hears "step 8,412 of
// 9,000"; a game of up to 2 × ROOM steps is drawn whole.

import { glyph, playerLook, stone } from "../render/seats.js";
import { $, app } from "./app.js";
import { alternatives } from "../board/tree.js";
import { stepNames } from "../board/words.js";
import { branchesOf } from "./variations.js";
import { t } from "../i18n.js";

/** @typedef {import("../contract.js").BoardInfo} BoardInfo */

/** Entries drawn on each side of those in view: several screens of the list, so that a
 * scroll or a step rarely draws any, and few enough to lay out within a frame. */
const ROOM = 60;

/**
 * A player's marker, for the eye only (the name says who, in words): a seat's mark in its
 * colour (3:1 is enough for a mark, not for text), or a player of stones' stone drawn as the
 * board draws it, fill and edge, the same in both themes (a ● coloured as text would be light
 * on the dark theme, and read as the other colour's stone), on its plate (a black stone on
 * the dark page would read as a hollow ring).
 * @param {BoardInfo} board @param {number} player
 */
export function marker(board, player) {
  const mark = Object.assign(document.createElement("span"), { className: "glyph" });
  mark.setAttribute("aria-hidden", "true");
  const drawn = stone(playerLook(board, player));
  if (drawn) {
    const disc = Object.assign(document.createElement("span"), { className: "stone" });
    Object.assign(disc.style, { backgroundColor: drawn.fill, borderColor: drawn.edge });
    mark.classList.add("plated");
    mark.style.backgroundColor = drawn.plate;
    mark.append(disc);
    return mark;
  }
  const g = glyph(board, player);
  mark.textContent = g.symbol;
  if (g.color) mark.style.color = g.color;
  return mark;
}

/** What the list shows: each entry's step, who played it, the lines played instead, how the
 * players look; the entries drawn [from, to), and how to draw one. */
const shown = {
  /** @type {string[]} */ steps: [],
  /** @type {number[]} */ movers: [],
  /** @type {string[]} what each step moved, where steps read alike */ names: [],
  /** @type {string[][][]} */ instead: [],
  looks: "",
  /** @type {(i: number) => HTMLLIElement} */ draw: () => document.createElement("li"),
  from: 0,
  to: 0,
  /** @type {number} an entry's height, once one is laid out */ row: 0,
};

/** Whoever wants to know when entries are drawn (the review's words). @type {() => void} */
let onDrawn = () => {};

/** Call `listener` after entries are drawn while the list is scrolled. @param {() => void} listener */
export function afterScrollDrawn(listener) {
  onDrawn = listener;
}

/**
 * The move list: one Tab stop; the arrow keys move inside it (see play.js). Entries that still
 * match are kept, so a step adds one entry instead of rebuilding hundreds. A game with
 * variations shows, after each step, the lines played instead of it, in parentheses.
 * @param {BoardInfo} board @param {string[]} moves @param {number[]} movers
 * @param {number | null} firstTurnStep  where in its turn the first step stands (null: not
 *   known, then the steps are not named)
 */
export function renderMoves(board, moves, movers, firstTurnStep) {
  const list = $("moves");
  const ply = app.board.browsing ?? moves.length;
  const hadFocus = list.contains(document.activeElement); // a clicked move keeps the keys here
  // With variations, each step lists the lines played instead of it (lichess's move list).
  const tree = app.board.tree;
  const instead = tree ? alternatives(tree, moves) : [];
  const names = stepNames(board, movers, firstTurnStep);
  // How the players look, once a player; then the steps compared as they are (a key string
  // made for each of 9,000 steps cost a step tens of milliseconds).
  const looks = JSON.stringify(board.players.map((player, p) => [player.name, glyph(board, p).color]));
  let same = 0;
  const lines = (/** @type {string[][] | undefined} */ l) => (l?.length ? JSON.stringify(l) : "");
  if (looks === shown.looks) {
    const old = shown, most = Math.min(old.steps.length, moves.length);
    while (same < most && old.steps[same] === moves[same] && old.movers[same] === movers[same] && old.names[same] === names[same]
      && (old.instead[same] === instead[same] || lines(old.instead[same]) === lines(instead[same]))) same++;
  }
  Object.assign(shown, { steps: moves, movers, names, instead, looks });
  shown.draw = (i) => {
    const item = moveItem(board, i, moves[i], movers[i], names[i]);
    if (instead[i]?.length) item.append(" ", branchesOf(i, instead[i]));
    return item;
  };
  // Entries no longer right go; the entries around the step shown are drawn.
  const items = list.children;
  while (shown.to > Math.max(shown.from, same)) {
    items[items.length - 1].remove();
    shown.to--;
  }
  place(ply - 1);
  list.querySelector("[aria-current]")?.removeAttribute("aria-current");
  const at = ply > 0 ? items[ply - 1 - shown.from] : undefined;
  at?.firstElementChild?.setAttribute("aria-current", "step");
  // Scroll the list itself, never the page (scrollIntoView would move the window too).
  if (at instanceof HTMLElement) {
    if (at.offsetTop < list.scrollTop) list.scrollTop = at.offsetTop;
    else if (at.offsetTop + at.offsetHeight > list.scrollTop + list.clientHeight) {
      list.scrollTop = at.offsetTop + at.offsetHeight - list.clientHeight;
    }
  } else {
    list.scrollTop = 0;
  }
  if (hadFocus) list.focus({ preventScroll: true });
}

/**
 * Draw the entries within ROOM of entry `i` (all of a short game), keeping those drawn
 * already that are still within it, and make room in the list for the others.
 * @param {number} i
 */
function place(i) {
  const list = $("moves"), count = shown.steps.length;
  let from = Math.max(0, Math.min(i - ROOM, count - 2 * ROOM)), to = Math.min(count, from + 2 * ROOM);
  if (count <= 2 * ROOM) [from, to] = [0, count];
  if (to <= shown.from || from >= shown.to) {
    list.replaceChildren();
    shown.from = shown.to = from;
  }
  while (shown.from > from) list.prepend(shown.draw(--shown.from));
  while (shown.from < from) list.firstElementChild?.remove(), shown.from++;
  while (shown.to > to) list.lastElementChild?.remove(), shown.to--;
  const after = [];
  while (shown.to < to) after.push(shown.draw(shown.to++));
  list.append(...after);
  for (const [k, item] of [...list.children].entries()) {
    const li = /** @type {HTMLLIElement} */ (item);
    if (li.value !== from + k + 1) {
      li.value = from + k + 1;
      li.setAttribute("aria-posinset", String(from + k + 1));
    }
    if (li.getAttribute("aria-setsize") !== String(count)) li.setAttribute("aria-setsize", String(count));
  }
  // The entries not drawn are as tall as those drawn (a step's lines played instead make
  // its entry taller: their room is a guess there, righted as the list scrolls).
  const first = /** @type {HTMLElement | null} */ (list.firstElementChild);
  if (!shown.row && first) shown.row = first.offsetHeight;
  const row = shown.row || 20;
  list.style.setProperty("--above", `${from * row}px`);
  list.style.setProperty("--below", `${(count - to) * row}px`);
}

/** While the list is scrolled, the entries in view are drawn: those far from them removed. */
export function bindMoveList() {
  const list = $("moves");
  let queued = false;
  list.addEventListener("scroll", () => {
    if (queued || !shown.row || shown.steps.length <= 2 * ROOM) return;
    queued = true;
    requestAnimationFrame(() => {
      queued = false;
      const top = Math.floor(list.scrollTop / shown.row), bottom = Math.ceil((list.scrollTop + list.clientHeight) / shown.row);
      const near = ROOM / 4; // entries drawn beyond those in view, at least, else more are drawn
      if ((top < shown.from + near && shown.from > 0) || (bottom > shown.to - near && shown.to < shown.steps.length)) {
        place(Math.round((top + bottom) / 2));
        onDrawn();
      }
    });
  }, { passive: true });
}

/** @param {BoardInfo} board @param {number} i @param {string} step @param {number} mover
 * @param {string} [what]  what the step moved, where the steps read alike ("ring") */
function moveItem(board, i, step, mover, what = "") {
  const li = document.createElement("li");
  const button = document.createElement("button");
  button.type = "button";
  button.tabIndex = -1; // the list is the Tab stop, not each of its (up to 361) moves
  button.dataset.ply = String(i + 1);
  // The seat's marker; the step itself in the text colour.
  button.append(marker(board, mover), ` ${step}`);
  if (what) button.append(" ", Object.assign(document.createElement("span"), { className: "what", textContent: what }));
  // TRANSLATORS: a step of the move list as a screen reader says it: "Step 3: Blue c3", {what} Python's word for the step's kind, if any
  button.setAttribute("aria-label", what ? t("Step {n}: {player} {what} {step}", { n: i + 1, player: board.players[mover].name, what, step })
    : t("Step {n}: {player} {step}", { n: i + 1, player: board.players[mover].name, step }));
  li.append(button);
  return li;
}
