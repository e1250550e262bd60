// The review's evaluation graph: each player's chance of winning at every position, as Python's
// review says (its `curve`), one line across the game with each player's colour on their side
// (two players: the first's chance, their colour above the middle, the other's below; more
// players: a line each in their colour), the judged steps marked with Python's word for each,
// and the position shown. The game's main line is drawn whole; a variation shown is drawn
// beside it, dashed, from the position where it leaves the main line. A click goes to a
// position; the same is in a table, for the keyboard and screen readers (each row's button
// goes there).

import { glyph, playerLook, seat, seatName, stone } from "../render/seats.js";
import { judgmentWord } from "./reviewed.js";
import { t, tn } from "../i18n.js";

/**
 * @typedef {import("../contract.js").BoardInfo} BoardInfo
 * @typedef {import("../contract.js").ReviewedStep} ReviewedStep
 * @typedef {{curve: number[][], steps: ReviewedStep[]}} Reviewed  a line's chances from its
 *   start and its judged steps
 * @typedef {{board: BoardInfo, main: Reviewed, variation: (Reviewed & {from: number}) | null,
 *            positions: number, ply: number, pick: (ply: number, inVariation: boolean) => void}} Graph
 *   `variation`: the variation shown, its curve from position `from` (the last it shares
 *   with the main line) and its own judged steps; `ply`: the position shown
 */

const SVG = "http://www.w3.org/2000/svg";
const W = 320, H = 90, PAD = 6;

/** @param {string} name @param {{[key: string]: string | number}} attributes @param {string} [text] */
function el(name, attributes, text) {
  const node = document.createElementNS(SVG, name);
  for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, String(value));
  if (text !== undefined) node.textContent = text;
  return node;
}

/** A player's colour: their stone's fill, or their seat's colour. @param {BoardInfo} board @param {number} p */
export function colour(board, p) {
  return stone(playerLook(board, p))?.fill ?? seat(p).color;
}

/**
 * Whose half of the graph it is, beside their name, for the eye: a stone on its plate, or a
 * seat's mark in its colour on the page's paper, as the move list draws them (the halves'
 * tints are too faint to tell the seats apart: Black's is the dark page's own colour), the
 * plate edged in ink so that it stands out from a half however it is tinted.
 * @param {BoardInfo} board @param {number} p @param {number} cx @param {number} cy
 */
function seatMarker(board, p, cx, cy) {
  const drawn = stone(playerLook(board, p));
  const mark = el("g", { class: "graph-seat", "aria-hidden": "true" });
  const plate = el("rect", { x: cx - 6, y: cy - 6, width: 12, height: 12, rx: 2.5 });
  if (drawn) {
    plate.style.fill = drawn.plate; // over the paper the stylesheet gives a seat's mark
    mark.append(plate, el("circle", { cx, cy, r: 3.8, fill: drawn.fill, stroke: drawn.edge, "stroke-width": 1.2 }));
  } else {
    const g = glyph(board, p);
    mark.append(plate, el("text", { x: cx, y: cy + 3.8, fill: g.color ?? "currentColor" }, g.symbol));
  }
  return mark;
}

/** @param {number} chance */
const percent = (chance) => `${Math.round(chance * 100)}%`;

/**
 * Draw the graph and its table into `box` (replacing what was there).
 * @param {HTMLElement} box @param {Graph} graph
 */
export function drawGraph(box, graph) {
  const { board, main, variation, positions, ply, pick } = graph;
  const players = board.players.length;
  const x = (/** @type {number} */ i) => PAD + (i * (W - 2 * PAD)) / Math.max(1, positions - 1);
  const y = (/** @type {number} */ v) => PAD + (1 - v) * (H - 2 * PAD);
  const svg = el("svg", { viewBox: `0 0 ${W} ${H}`, role: "img", "aria-labelledby": "graph-title graph-desc", class: "graph" });
  const first = seatName(board, 0);
  const marked = [...main.steps, ...(variation?.steps ?? [])].filter((s) => s.judgment).length;
  const beside = variation ? t("The variation shown is the dashed line from position {at}.", { at: variation.from }) : "";
  const said = players === 2
    ? tn("{player}'s chance of winning at each position, from 0% at the bottom to 100% at the top; {n} step marked.",
      "{player}'s chance of winning at each position, from 0% at the bottom to 100% at the top; {n} steps marked.", marked, { player: first, n: marked })
    : t("Each player's chance of winning at each position.");
  svg.append(el("title", { id: "graph-title" }, t("Evaluation graph")),
    el("desc", { id: "graph-desc" }, [said, beside, t("The table below holds the same.")].filter(Boolean).join(" ")));
  if (players === 2) {
    svg.append(el("rect", { x: 0, y: 0, width: W, height: H / 2, fill: colour(board, 0), "fill-opacity": 0.22 }),
      el("rect", { x: 0, y: H / 2, width: W, height: H / 2, fill: colour(board, 1), "fill-opacity": 0.22 }),
      el("line", { x1: 0, x2: W, y1: H / 2, y2: H / 2, class: "graph-middle" }),
      el("text", { x: W - PAD - 15, y: 14, class: "graph-who", "aria-hidden": "true" }, board.players[0].name),
      seatMarker(board, 0, W - PAD - 6, 10.5),
      el("text", { x: W - PAD - 15, y: H - 6, class: "graph-who", "aria-hidden": "true" }, board.players[1].name),
      seatMarker(board, 1, W - PAD - 6, H - 9.5));
  }
  svg.append(el("rect", { x: 0.5, y: 0.5, width: W - 1, height: H - 1, class: "graph-frame" }));
  if (ply < positions) svg.append(el("line", { x1: x(ply), x2: x(ply), y1: 0, y2: H, class: "graph-now" }));
  /** @param {Reviewed} line @param {number} from the position of its first chances @param {string} kind */
  const drawLine = (line, from, kind) => {
    for (const p of players === 2 ? [0] : [...Array(players).keys()]) {
      const points = line.curve.map((shares, i) => `${x(from + i).toFixed(1)},${y(shares[p]).toFixed(1)}`).join(" ");
      if (!line.curve.length) continue;
      // A seat's colour may be faint on either page (yellow on paper, black on the dark page):
      // each coloured line runs in an ink casing that stands out from the graph in both themes.
      if (players !== 2) svg.append(el("polyline", { points, class: `${kind} graph-casing` }));
      // As a style: the stylesheet's stroke for .graph-line would win over a stroke attribute.
      svg.append(el("polyline", { points, class: kind, ...(players === 2 ? {} : { style: `stroke: ${colour(board, p)}` }) }));
    }
    for (const step of line.steps) {
      const shares = line.curve[step.ply - from];
      if (!step.judgment || !shares) continue;
      const value = shares[players === 2 ? 0 : step.mover];
      const dot = el("circle", { cx: x(step.ply), cy: y(value), r: 4, class: `graph-mark judged-${step.judgment}`, "data-ply": step.ply });
      // TRANSLATORS: {judgment} is the step's judgment ("blunder")
      dot.append(el("title", {}, t("Step {n}: {judgment}", { n: step.ply, judgment: judgmentWord(step.judgment) })));
      svg.append(dot);
    }
  };
  drawLine(main, 0, "graph-line");
  if (variation) drawLine(variation, variation.from, "graph-line graph-variation");
  svg.addEventListener("click", (event) => {
    const box = svg.getBoundingClientRect();
    const at = ((event.clientX - box.left) / box.width) * W;
    const i = Math.max(0, Math.min(positions - 1, Math.round(((at - PAD) * Math.max(1, positions - 1)) / (W - 2 * PAD))));
    // Between the variation's start and its end, the position of the variation shown.
    pick(i, Boolean(variation && i > variation.from && i < variation.from + variation.curve.length));
  });
  box.replaceChildren(svg, table(graph));
}

/** The same as a table: every step, its chances and judgment, a button to go there; the
 * variation shown's own steps in a part of their own. @param {Graph} graph */
function table({ board, main, variation, pick, ply }) {
  const details = document.createElement("details");
  details.className = "graph-table";
  details.open = tableOpen;
  details.addEventListener("toggle", () => (tableOpen = details.open));
  const summary = Object.assign(document.createElement("summary"), { textContent: t("The evaluations as a table") });
  const table = document.createElement("table");
  table.createCaption().textContent = t("Each step: the mover's chance of winning before and after it");
  const head = table.createTHead().insertRow();
  // TRANSLATORS: the evaluation table's columns: step, player, chance before and after, judgment
  for (const label of [t("Step"), t("Player"), t("Before"), t("After"), t("Judgment")]) {
    head.append(Object.assign(document.createElement("th"), { scope: "col", textContent: label }));
  }
  /** @param {ReviewedStep[]} steps @param {boolean} inVariation @param {boolean} here whether the position shown is on this line */
  const rows = (steps, inVariation, here) => {
    const body = table.createTBody();
    if (inVariation) {
      const th = Object.assign(document.createElement("th"), { scope: "rowgroup", colSpan: 5, textContent: t("The variation shown, from step {step}", { step: (variation?.from ?? 0) + 1 }) });
      body.insertRow().append(th);
    }
    for (const step of steps) {
      const row = body.insertRow();
      if (here && step.ply === ply) row.className = "current";
      const go = Object.assign(document.createElement("button"), { type: "button", textContent: `${step.ply}. ${step.step}` });
      go.addEventListener("click", () => pick(step.ply, inVariation));
      const cells = [go, board.players[step.mover].name, percent(step.before), percent(step.after), judgmentWord(step.judgment)];
      for (const content of cells) row.insertCell().append(content);
    }
  };
  rows(main.steps, false, !variation || ply <= variation.from);
  if (variation) rows(variation.steps, true, true);
  details.append(summary, table);
  return details;
}

let tableOpen = false; // the table stays open (or closed) as the review goes on
