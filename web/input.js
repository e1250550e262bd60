// Clicks, taps and keys on a board, turned into steps. A step may take several clicks (Tonga's
// pair); the places that can come next are highlighted; several steps on the same places (a Too
// colour) get a picker. Which steps are legal, and why a click is not, is Python's answer: this
// file only matches clicks against the legal steps it was given (scene.js).

import { drawPalago } from "./render/pieces.js";
import { canFlip, continuations, sharedLook } from "./scene.js";

/** Wire pointer and key events of `board` (a PyGamesBoard). */
export function bindInput(board) {
  const { canvas } = board;
  const placeFrom = (event) => {
    board._flush();
    const rect = canvas.getBoundingClientRect();
    return board.s.renderer?.placeAt(event.clientX - rect.left, event.clientY - rect.top) ?? null;
  };
  canvas.addEventListener("pointerup", (event) => {
    if (event.button !== 0) return;
    activate(board, placeFrom(event));
  });
  canvas.addEventListener("pointermove", (event) => {
    const place = event.pointerType === "mouse" ? placeFrom(event) : null;
    if (place !== board.s.hover) { board.s.hover = place; board.update(); }
  });
  canvas.addEventListener("pointerleave", () => { board.s.hover = null; board.update(); });
  canvas.addEventListener("keydown", (event) => onKey(board, event));
  canvas.addEventListener("focus", () => board.update());
  canvas.addEventListener("blur", () => board.update());
  board.pickerEl.addEventListener("keydown", (event) => onPickerKey(board, event));
}

function onKey(board, event) {
  const r = board.s.renderer;
  if (!r) return;
  if (!board.interactive) {
    const go = { ArrowLeft: "back", ArrowRight: "forward", Home: "first", End: "last" }[event.key];
    if (go) { event.preventDefault(); board._step(go); }
    return;
  }
  const arrows = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, 1], ArrowDown: [0, -1] };
  if (arrows[event.key]) {
    event.preventDefault();
    const s = board.s;
    const from = s.cursor ?? s.shown?.last?.at(-1)?.cells.at(-1) ?? r.middle;
    s.cursor = s.cursor ? r.step(from, ...arrows[event.key]) : from;
    board._announce(board._describePlace(s.cursor));
    board.update();
  } else if (event.key === "Enter" || event.key === " ") {
    event.preventDefault();
    if (board.s.cursor) activate(board, board.s.cursor);
  } else if (event.key === "Escape") {
    cancel(board);
  }
}

/** Forget a half-made step. */
export function cancel(board) {
  const s = board.s;
  board._clearHint();
  if (!s.clicks.length && board.pickerEl.hidden) return;
  s.clicks = [];
  s.flipped = false;
  s.picking = null;
  board.pickerEl.hidden = true;
  board._say("");
  board.update();
}

/** A click or Enter on `place`: continue or complete a step, or say why not. */
export async function activate(board, place) {
  const s = board.s;
  if (!place) return cancel(board); // a click beside the board cancels a half-made step
  if (!board.interactive) return;
  board._clearHint(); // any click on the board drops a hint
  if (s.status === "loading") return board._say("One moment: the rules are still loading.");
  if (s.status === "error" || !s.view) return;
  if (s.status === "over") return board._say(`The game is over: ${s.view.outcome.reason}.`);
  if (board.line.browse !== null) {
    return board._say("You are looking at an earlier position: go back to the game to play.");
  }
  // The computer's turn: answered at once, without asking Python (which is busy searching).
  if (s.computer) return board._say(`Wait for the computer: ${s.computer.who} is thinking.`);
  const legal = s.view.legal;
  if (s.clicks.length === 1 && place === s.clicks[0]) {
    // The same place again: swap its role in a two-place step, where the rules allow it.
    if (!canFlip(legal, s.clicks)) return cancel(board);
    s.flipped = !s.flipped;
    board._say(pending(s, place));
    return board.update();
  }
  const chosen = [...s.clicks, place];
  const fits = continuations(legal, chosen, s.flipped);
  if (!fits.length) {
    // In the rules' order: a swapped pair's first click is the step's second place.
    const cells = s.flipped ? [...chosen].reverse() : chosen;
    try {
      const { reason } = await board._call("why_not", { moves: board.line.moves, cells });
      return board._say(reason ?? "");
    } catch (error) {
      return board._say(error.message);
    }
  }
  const complete = fits.filter((entry) => entry.cells.length === chosen.length);
  if (complete.length === fits.length && complete.length > 1) return openPicker(board, complete, place);
  if (complete.length === 1 && fits.length === 1) return playNow(board, complete[0].step);
  s.clicks = chosen; // more places to click: highlight where the step can go on
  board._say(canFlip(legal, chosen) ? pending(s, place) : "");
  board.update();
}

/** "black on e2: click a highlighted place for white, or e2 again to swap." */
function pending(s, place) {
  const entries = continuations(s.view.legal, s.clicks, s.flipped);
  const here = sharedLook(entries, place);
  const other = entries[0]?.looks[s.flipped ? 0 : 1];
  if (!here || !other) return "";
  return `${here} on ${place}: click a highlighted place for ${other}, or ${place} again to swap.`;
}

/** The ghosts to draw: what the clicks so far (and the hovered place) would put down. */
export function previews(board, targets) {
  const s = board.s;
  if (s.picking) return s.picking.pieces ?? []; // the picker's choice in focus, on the board
  const hover = targets.includes(s.hover) ? s.hover : null;
  const cells = hover ? [...s.clicks, hover] : s.clicks;
  if (!cells.length) return [];
  const entries = continuations(s.view.legal, cells, s.flipped);
  // Steps that say what they leave (a tile in its rotation) are previewed only once one is
  // chosen: a look they share ("a tile") would draw nothing true.
  if (entries.some((entry) => entry.pieces)) return entries.length === 1 ? entries[0].pieces ?? [] : [];
  return cells
    .map((at) => ({ at, look: sharedLook(entries, at), owner: s.view.to_move }))
    .filter((ghost) => ghost.look);
}

function openPicker(board, entries, place) {
  // Several steps use exactly these places (a colour, a tile in each rotation): offer exactly
  // those, each with a key: the label's first letter where those differ, else numbers.
  const firsts = entries.map((entry) => entry.label[0]?.toLowerCase());
  const lettered = firsts.every((key, i) => key && firsts.indexOf(key) === i);
  const drawn = entries.some((entry) => entry.pieces);
  const buttons = entries.map((entry, i) => {
    const key = lettered ? firsts[i] : String(i + 1);
    const button = document.createElement("button");
    button.type = "button";
    button.role = "menuitem";
    button.dataset.key = key;
    button.dataset.step = entry.step;
    button.innerHTML = `<kbd></kbd> <span></span>`;
    button.querySelector("kbd").textContent = key.toUpperCase();
    button.querySelector("span").textContent = entry.label;
    if (entry.pieces) button.prepend(miniature(entry.pieces));
    button.setAttribute("aria-label", `${entry.label} (${entry.step}), key ${key.toUpperCase()}`);
    button.addEventListener("click", () => pick(board, entry.step));
    // The choice in focus or under the pointer is drawn on the board, where it would go.
    const show = () => { board.s.picking = entry.pieces ? entry : null; board.update(); };
    button.addEventListener("focus", show);
    button.addEventListener("pointerenter", show);
    return button;
  });
  board.pickerEl.classList.toggle("drawn", drawn);
  board.pickerEl.replaceChildren(...buttons);
  board.s.clicks = [place];
  const at = board.s.renderer.center(place);
  // Drawn choices go below the whole place, so the one in focus shows on it; others just below
  // its centre, as before.
  board.pickerEl.style.top = `${drawn ? board.s.renderer.bottom(place) - 8 : at.y}px`;
  board.pickerEl.hidden = false;
  // Centred under the place, but never past the board's sides.
  const half = board.pickerEl.offsetWidth / 2, width = board.canvas.clientWidth;
  board.pickerEl.style.left = `${Math.min(Math.max(at.x, half), Math.max(half, width - half))}px`;
  board._say(`Choose for ${place}: ${entries.map((e, i) => `${buttons[i].dataset.key.toUpperCase()} ${e.label}`).join(", ")}.`);
  board.update();
  buttons[0].focus();
}

function pick(board, step) {
  playNow(board, step).finally(() => board.canvas.focus({ preventScroll: true }));
}

/**
 * Play a completed step. The page is left as it is until Python answers (a few milliseconds):
 * Chromium paints a frame for any change made on input before it delivers the worker's
 * answer, so clearing the message or the picker now would put the new position a frame later.
 * The answer's redraw clears them (board._show); an illegal step clears them here.
 */
function playNow(board, step) {
  const s = board.s;
  s.clicks = [];
  s.flipped = false;
  return board.play(step).catch((error) => {
    s.picking = null;
    board.pickerEl.hidden = true;
    board._say(error.message);
    board.update();
  });
}

/** A small canvas showing `pieces` (PieceInfo with hexes) fitted, as they would stand. */
function miniature(pieces) {
  const canvas = document.createElement("canvas");
  const css = 54, dpr = window.devicePixelRatio || 1;
  canvas.width = canvas.height = Math.round(css * dpr);
  const hexes = pieces.flatMap((piece) => piece.hexes ?? []);
  const xs = hexes.flatMap(([x]) => [x - 1, x + 1]), ys = hexes.flatMap(([, y]) => [y - 1, y + 1]);
  const span = Math.max(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys));
  const scale = (css - 4) / span;
  const mx = (Math.max(...xs) + Math.min(...xs)) / 2, my = (Math.max(...ys) + Math.min(...ys)) / 2;
  const ctx = canvas.getContext("2d");
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  drawPalago(ctx, hexes.map(([x, y, tip]) => ({
    x: css / 2 + (x - mx) * scale, y: css / 2 + (y - my) * scale, tip,
  })), scale);
  canvas.setAttribute("aria-hidden", "true");
  return canvas;
}

function onPickerKey(board, event) {
  const buttons = [...board.pickerEl.querySelectorAll("button")];
  const i = buttons.indexOf(board.shadowRoot.activeElement);
  // In a grid of drawn choices (a tile's rotations side by side), up and down change rows.
  const row = board.pickerEl.classList.contains("drawn") ? 3 : 1;
  const move = { ArrowRight: 1, ArrowDown: row, ArrowLeft: -1, ArrowUp: -row }[event.key];
  if (move) {
    event.preventDefault();
    buttons[(i + move + buttons.length) % buttons.length].focus();
  } else if (event.key === "Escape") {
    event.preventDefault();
    cancel(board);
    board.canvas.focus({ preventScroll: true });
  } else {
    const chosen = buttons.find((b) => b.dataset.key === event.key.toLowerCase());
    if (chosen) { event.preventDefault(); pick(board, chosen.dataset.step); }
  }
}
