// What the board's methods do to its game besides playing a step (step.js): take steps back or
// replay them, look at an earlier position, go about the game tree, draw again, start another
// game (the attributes' or one asked for) or a record's, make the record, hear new seats. Each is a task of the board's queue (one at a time, in
// order), stops the computer first (so no step of an older line is ever played), shows
// Python's answer and sends the board's events.

import { engine } from "../engine.js";
import { interrupt } from "./computer.js";
import { handOver } from "./early.js";
import { fail, previewGame, settle } from "./loading.js";
import { renderMessage, say } from "./messages.js";
import { markOnce } from "./painter.js";
import { learnLevels, replaysOn, undoTarget } from "./players.js";
import { goToSteps, loadGame, openGame, recordOf, replay, undoTo, viewAt } from "./session.js";
import { viewOf } from "./state.js";
import { call, emit, enqueue, maybeThink, moved, playStep, queued, show, whenReady } from "./step.js";
import { branches, mainLine, treeTokens } from "./tree.js";
import { tIn, tnIn } from "../i18n.js";

/**
 * @typedef {import("../contract.js").PicturedScene} Scene
 * @typedef {import("../contract.js").PlayAnswer} PlayAnswer
 * @typedef {import("../contract.js").ViewAnswer} ViewAnswer
 * @typedef {import("./session.js").Opening} Opening
 * @typedef {import("./state.js").Board} Board
 */

/** Take back the last step, or against the computer every step since a person was last to
 * move; false when there is none. @param {Board} board */
export function undo(board) {
  return queued(board, async () => {
    const to = undoTarget(board);
    if (to === null) return false;
    const count = board.line.length - to;
    const view = await undoTo(board, to);
    show(board, view.scene, { announce: count > 1 ? tnIn(board.lang, "{n} step taken back.", "{n} steps taken back.", count, { n: count }) : tIn(board.lang, "Step taken back.") });
    return true;
  });
}

/** Replay the last step taken back, or against the computer until a person is to move
 * again; false when there is none. @param {Board} board */
export function redo(board) {
  return queued(board, async () => {
    if (!board.line.redo.length) return false;
    /** @type {PlayAnswer[]} */
    const views = [];
    try {
      await replay(board, (view) => replaysOn(board, view.scene), views);
    } catch (error) {
      const last = views.at(-1);
      if (last) show(board, last.scene); // the steps replayed
      throw error;
    }
    const view = /** @type {PlayAnswer} */ (views.at(-1));
    show(board, view.scene);
    for (const each of views) moved(board, each);
    if (view.scene.outcome) emit(board, "gameover", view.scene.outcome);
    return true;
  });
}

/** Look at the position after `ply` steps (null or past the end: back to the game).
 * @param {Board} board @param {number | null} ply */
export function browse(board, ply) {
  const line = board.line;
  /** @param {number} n */
  const backToGame = (n) => ply === null || ply >= n;
  if (!(backToGame(line.length) && line.browse === null)) interrupt(board);
  return whenReady(board, () => enqueue(board, async () => {
    const n = line.length;
    const live = board.live;
    if (ply === null || backToGame(n)) {
      line.browse = null;
      if (live) show(board, live, { announce: tIn(board.lang, "Back to the game.") });
      return;
    }
    interrupt(board);
    const at = Math.max(0, ply);
    const view = await viewAt(board, at);
    line.browse = at;
    show(board, view.scene, { keepLive: true, announce: tIn(board.lang, "Position after step {at} of {of}.", { at, of: n }) });
  }));
}

/** Go to a position of the game tree (its steps from the start): it becomes the position
 * played, and redo replays the main steps after it. `tree`: the same tree reshaped (a
 * variation promoted or removed), kept instead.
 * @param {Board} board @param {string[]} steps @param {string[]} [tree] */
export function goTo(board, steps, tree) {
  return queued(board, async () => {
    const view = await goToSteps(board, steps, tree);
    show(board, view.scene, { announce: tIn(board.lang, "Position after step {at}.", { at: steps.length }) });
    return true;
  });
}

/** Ask again for the position shown, as the board now asks it to be drawn (every place's
 * name shown or not): nothing else changes. @param {Board} board */
export function redraw(board) {
  const line = board.line;
  return whenReady(board, () => enqueue(board, async () => {
    const at = line.browse;
    const view = await viewAt(board, at ?? line.length);
    if (line.browse === at) show(board, view.scene, { keepLive: at !== null });
  }));
}

/** Ask again, in the board's language now, for its words: what stays the same (the game's
 * title, the seats' names) and the position shown, and the live one when it looks back. The
 * line and the position looked at stay as they were. @param {Board} board */
export function retell(board) {
  const line = board.line;
  return whenReady(board, () => enqueue(board, async () => {
    const at = line.browse;
    const view = await call(board, "view", { moves: line.moves.slice(0, at ?? line.length), board: true });
    const live = at === null ? null : await viewAt(board, line.length);
    if (line.browse !== at) return;
    if (view.board) board.board = view.board;
    if (live) board.live = live.scene;
    show(board, view.scene, { keepLive: at !== null });
  }));
}

/**
 * Open the game the attributes describe, if they name one (the player page calls newGame()
 * itself). A diagram then opens on its first position, to step through its moves.
 * @param {Board} board
 */
export async function reload(board) {
  const element = board.element;
  const game = element.getAttribute("game");
  if (!game) return;
  /** @type {{[name: string]: number | string | boolean}} */
  let options = {};
  try {
    options = JSON.parse(element.getAttribute("options") || "{}");
    if (typeof options !== "object" || Array.isArray(options) || options === null) throw new Error();
  } catch {
    return fail(board, "InvalidOptionError", tIn(board.lang, "The options attribute is not a JSON object: {value}", { value: element.getAttribute("options") ?? "" }));
  }
  const start = element.getAttribute("position") || null;
  // `moves` may hold a game tree as links write it (`b2 a1(c3)b1`): its main line is shown,
  // the board keeps the tree (its `tree`).
  const tokens = treeTokens(element.getAttribute("moves") || "");
  const moves = mainLine(tokens);
  try {
    await openAsked(board, { game, options, start, moves, tree: branches(tokens) ? tokens : null });
    if (!element.hasAttribute("interactive") && moves.length) await browse(board, 0);
  } catch (error) {
    const { type, message } = /** @type {{type?: string, message: string}} */ (error);
    fail(board, type ?? "EngineError", message);
  }
}

/** Open a game as the element's newGame() does: painted first if it can be, kept for Play
 * again. @param {Board} board @param {Opening & {players?: string}} opening */
export async function openAsked(board, opening) {
  board.opening = opening;
  if (!board.live) void previewGame(board, opening);
  await newGame(board, opening);
}

/** Start another game; `players`: who plays each seat (undefined: as they are). A step a
 * person made on its first view while Python loaded (early.js) is played in it at once.
 * @param {Board} board @param {Opening & {players?: string}} opening */
export function newGame(board, { players, ...opening }) {
  interrupt(board);
  return enqueue(board, async () => {
    interrupt(board);
    const [catalog, view] = await openGame(board, opening);
    begun(board, catalog.levels, players, view);
    if (!(await playEarly(board, view))) {
      show(board, view.scene, { announce: tIn(board.lang, "New game of {title}.", { title: view.board?.title ?? "" }) });
    }
    started(board);
  });
}

/**
 * Hand the step made early over to the game Python opened (`view`), in the same task, so its
 * first position is never drawn between the step drawn early and Python's: played, or taken
 * back with a clear message when Python refuses it (stale first views) or opened another
 * game. Whether a step was made early.
 * @param {Board} board @param {ViewAnswer} view
 */
async function playEarly(board, view) {
  const early = board.early;
  board.early = null;
  const handing = handOver(early, {
    game: board.base?.game ?? "", options: view.board?.options ?? board.board?.options ?? {},
    start: board.base?.start ?? null, moves: board.line.moves, position: view.scene.position,
  });
  if (!handing) return false;
  if ("play" in handing) {
    try {
      await playStep(board, handing.play);
      return true;
    } catch {
      // refused: taken back below
    }
  }
  const step = "play" in handing ? handing.play : handing.undone;
  // TRANSLATORS: {step} is a step in notation ("c3"), made before the rules were loaded
  const words = tIn(board.lang, "{step} was taken back: once the rules had loaded, it could not be played.", { step });
  show(board, view.scene); // its summary told, and the words on the message line (a status region)
  say(board, words);
  return true;
}

/** Replace the game by a record's; the current game stays if the record is bad. Who plays
 * is `players` if given, else the record's seats (people where it names none).
 * @param {Board} board @param {string} text @param {string | undefined} players */
export function loadRecord(board, text, players) {
  interrupt(board);
  return enqueue(board, async () => {
    interrupt(board);
    const [catalog, loaded] = await loadGame(board, text);
    begun(board, catalog.levels, players ?? loaded.seats.join(" "), loaded.view);
    show(board, loaded.view.scene, { announce: tIn(board.lang, "Record loaded.") });
    started(board);
    return loaded;
  });
}

/**
 * The record text of the game now, with who plays each seat and the date, once the board is
 * ready and in the queue's order; `record` keeps it.
 * @param {Board} board @param {(string | number)[]} seats @param {string | null} date
 */
export function recordText(board, seats, date) {
  return whenReady(board, () => enqueue(board, async () => {
    board.record = await recordOf(board, { seats, date });
    return board.record;
  }));
}

/** New seats: whoever is to move may now be the computer, or no longer; the page hears the
 * view again. @param {Board} board */
export function seatsChanged(board) {
  interrupt(board);
  renderMessage(board); // a problem with the new seats is said at once
  const { live, shown } = board;
  if (!live) return;
  maybeThink(board);
  emit(board, "update", viewOf(board, /** @type {Scene} */ (shown ?? live)));
}

/** A game is opened: the computer's levels, who plays (undefined: as they are), its board.
 * @param {Board} board @param {import("../contract.js").LevelInfo[]} levels
 * @param {string | undefined} players @param {ViewAnswer} view */
function begun(board, levels, players, view) {
  learnLevels(levels);
  if (players !== undefined) {
    board.quietPlayers = true; // the element hears its own `players`, and leaves them be
    const text = players.trim();
    if (text) board.element.setAttribute("players", text);
    else board.element.removeAttribute("players");
    board.quietPlayers = false;
  }
  if (view.board) board.board = view.board;
}

/** The game is shown and can be played: mark the moment, say how Python started. @param {Board} board */
function started(board) {
  markOnce("py-games:ready");
  const boot = engine().startup?.boot;
  if (boot) board.element.dataset.boot = boot;
  settle(board);
}
