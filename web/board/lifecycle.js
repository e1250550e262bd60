// The element's lifecycle: what a board does when it is put on a page, taken off it, and when
// one of its attributes changes. element.js calls these from its callbacks; they act on the
// board's one state (state.js) as the other modules do.

import { redraw, reload, retell, seatsChanged } from "./actions.js";
import { loadCoach, setPhase } from "./coach.js";
import { recoach } from "./coach-language.js";
import { COACH_ATTRIBUTES, coachActive } from "./coached.js";
import { interrupt } from "./computer.js";
import { restyle, update } from "./draw.js";
import { boardWords, watchLanguage } from "./language.js";
import { stage } from "./loading.js";
import { resized, stopFrames } from "./painter.js";
import { applyScheme } from "./scheme.js";
import { setStatus } from "./status.js";
import { enqueue } from "./step.js";
import { watch } from "./watch.js";

/** @typedef {import("./state.js").Board} Board */

/** The board is on the page: it starts loading; returns what stops watching it. @param {Board} board */
export function connect(board) {
  const element = board.element;
  board.connected = true;
  // Scripts and tests read data-status from the moment the element is on the page.
  if (!element.dataset.status) setStatus(board, board.status);
  board.showNames = element.hasAttribute("coordinates");
  applyScheme(element, board);
  const unwatch = watch(board.parts.board, {
    stage: (now) => stage(board, now),
    restyle: () => restyle(board), // seat colours follow the scheme
    resized: (width) => resized(board.paint, width) && update(board),
  });
  const unlanguage = watchLanguage(board, { changed: () => relanguage(board), words: () => rewords(board) });
  if (coachActive(board)) void loadCoach(board);
  else void reload(board);
  return () => {
    unwatch();
    unlanguage();
  };
}

/** The board's language changed: its own words are redrawn, and what Python said is asked
 * again in the new language (the position shown; a lesson's or puzzle's texts). The game,
 * its line and the position looked at stay as they were (a learner's steps in a task too). @param {Board} board */
function relanguage(board) {
  update(board);
  if (coachActive(board)) void recoach(board); // the learner's steps kept
  if (board.base) retell(board).catch(() => {});
}

/** The board's own words in its language (its catalog came in, or the page's changed). @param {Board} board */
function rewords(board) {
  boardWords(board);
  if (coachActive(board)) setPhase(board, board.coach.phase); // the coach's buttons
  update(board);
}

/** The board is taken off the page: it stops thinking and drawing. @param {Board} board */
export function disconnect(board) {
  board.connected = false;
  interrupt(board);
  stopFrames(board.paint);
}

/**
 * One of the element's observed attributes changed.
 * @param {Board} board @param {string} name @param {string | null} before @param {string | null} after
 */
export function attributeChanged(board, name, before, after) {
  if (!board.connected || before === after) return;
  if (name === "lang") return board.relanguage();
  if (name === "players" || name === "interactive") {
    if (name === "players" && board.quietPlayers) return;
    // New seats (or a board made playable or not): whoever is to move now may be the
    // computer, or no longer. In the queue, so that it sees a settled line.
    interrupt(board);
    void enqueue(board, async () => seatsChanged(board));
    return update(board);
  }
  if (name === "coordinates") {
    board.showNames = after !== null;
    redraw(board).catch(() => {}); // names are Python's to draw: asked for (or not)
  }
  if (name === "targets" || name === "controls" || name === "coordinates") return update(board);
  if (name === "theme") return restyle(board);
  if (COACH_ATTRIBUTES.includes(name) || coachActive(board)) return void loadCoach(board);
  // A page's board (no `game` attribute: newGame() opens it) draws new marks and arrows at once.
  if ((name === "marks" || name === "arrows") && !board.element.hasAttribute("game")) return void redraw(board).catch(() => {});
  // Several attributes set in a row reload once.
  clearTimeout(board.reloadTimer);
  board.reloadTimer = setTimeout(() => reload(board), 0);
}
