// The solver's rating over time, as Python's `practice` answer gives it (a point for each day
// with rated tries: the rating and its deviation): a line with its uncertainty (±1.96
// deviations, the 95% Python says beside the rating) as a band behind it. The same numbers are
// in a table under it, for screen readers and for anyone who wants them. Colours are the
// page's (style.css), light and dark.

import { t, tn } from "../i18n.js";

/** @typedef {import("../contract.js").RatingPoint} RatingPoint */

const SVG = "http://www.w3.org/2000/svg";
const W = 280, H = 110, PAD = 8;

/** @param {string} name @param {{[key: string]: string | number}} attributes */
function el(name, attributes) {
  const node = document.createElementNS(SVG, name);
  for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, String(value));
  return node;
}

const round = (/** @type {number} */ value) => String(Math.round(value));
const margin = (/** @type {RatingPoint} */ point) => 1.96 * point.deviation;

/**
 * Draw `history` into `box` (replacing what was there); nothing but a line of words when it
 * has no point yet.
 * @param {HTMLElement} box @param {RatingPoint[]} history
 */
export function drawChart(box, history) {
  if (!history.length) {
    box.replaceChildren(Object.assign(document.createElement("p"), {
      className: "facts", textContent: t("Your rating's history starts with your first puzzle."),
    }));
    return;
  }
  const low = Math.min(...history.map((p) => p.rating - margin(p)));
  const high = Math.max(...history.map((p) => p.rating + margin(p)));
  const span = Math.max(1, high - low);
  const x = (/** @type {number} */ i) => history.length < 2 ? W / 2 : PAD + (i * (W - 2 * PAD)) / (history.length - 1);
  const y = (/** @type {number} */ v) => PAD + ((high - v) * (H - 2 * PAD)) / span;
  const first = history[0], last = /** @type {RatingPoint} */ (history.at(-1));
  const summary = tn("Your rating on {n} day: from {first} to {last}.", "Your rating on {n} days: from {first} to {last}.", history.length,
    { n: history.length, first: round(first.rating), last: round(last.rating) });
  const svg = el("svg", { viewBox: `0 0 ${W} ${H}`, role: "img", "aria-label": summary, class: "rating-chart" });
  const upper = history.map((p, i) => `${x(i)},${y(p.rating + margin(p))}`);
  const lower = history.map((p, i) => `${x(i)},${y(p.rating - margin(p))}`).reverse();
  if (history.length > 1) svg.append(el("polygon", { points: [...upper, ...lower].join(" "), class: "band" }));
  else svg.append(el("line", { x1: x(0), x2: x(0), y1: y(first.rating + margin(first)), y2: y(first.rating - margin(first)), class: "band-line" }));
  svg.append(el("polyline", { points: history.map((p, i) => `${x(i)},${y(p.rating)}`).join(" "), class: "line" }));
  for (const [i, p] of history.entries()) svg.append(el("circle", { cx: x(i), cy: y(p.rating), r: 2.5, class: "dot" }));
  box.replaceChildren(svg, table(history));
}

/** The chart's numbers, a row a day. @param {RatingPoint[]} history */
function table(history) {
  const details = document.createElement("details");
  details.className = "rating-table";
  const summary = document.createElement("summary");
  summary.textContent = t("Rating by day");
  const grid = document.createElement("table");
  const head = grid.createTHead().insertRow();
  for (const word of [t("Day"), t("Rating")]) head.append(Object.assign(document.createElement("th"), { scope: "col", textContent: word }));
  const body = grid.createTBody();
  for (const point of history) {
    const row = body.insertRow();
    row.insertCell().textContent = point.day;
    row.insertCell().textContent = `${round(point.rating)} ± ${round(margin(point))}`;
  }
  details.append(summary, grid);
  return details;
}
