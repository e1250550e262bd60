// The computer at a board: who plays each seat (the `players` attribute), the computer's turn
// (a search a slice at a time, then its step played as a person's is), hints, and how undo and
// redo step over its turns. Every change of the line (undo, redo, browse, a new game, a record,
// new seats) interrupts it first: a generation counter is bumped, the search checks it after
// every slice and stops, and its step is never played.

import { HINT_LEVEL, PAUSE_MS, parseSeats, searchStep, sleep } from "./seats.js";
import { seatName } from "../render/seats.js";

/**
 * @typedef {import("../contract.js").LevelInfo} LevelInfo
 * @typedef {import("../contract.js").PicturedScene} Scene
 * @typedef {import("./state.js").BoardState} BoardState
 * @typedef {import("./session.js").Session} Session
 * @typedef {import("./messages.js").Messages} Messages
 * @typedef {import("./seats.js").Seats} Seats
 * @typedef {Object} ComputerHooks
 * @property {() => string} players  the `players` attribute
 * @property {() => boolean} interactive  only a playable board lets the computer play
 * @property {() => boolean} connected  a board taken off the page stops thinking
 * @property {(step: string, current: () => boolean) => Promise<unknown>} play
 *   play the computer's step as a person's is (unless `current()` turns false meanwhile)
 * @property {() => void} changed  the state changed: redraw, and say the status
 */

/** @type {LevelInfo[] | null} the computer's levels as Python names them, from the catalog */
let levels = null;

export class Computer {
  #state;
  #session;
  #messages;
  #hooks;
  #generation = 0; // bumped by every change of the line: a search of an older one stops
  #hintGeneration = 0; // bumped when a hint is no longer wanted (a click, a step)
  /** @type {[string, Seats] | null} the seats parsed, and from what */
  #seats = null;

  /**
   * @param {BoardState} state @param {Session} session @param {Messages} messages
   * @param {ComputerHooks} hooks
   */
  constructor(state, session, messages, hooks) {
    this.#state = state;
    this.#session = session;
    this.#messages = messages;
    this.#hooks = hooks;
  }

  /** Learn the levels' names from the catalog (once per page). @param {LevelInfo[]} known */
  static learn(known) {
    levels ??= known;
  }

  /** Who plays each seat, and what is wrong with the `players` text. */
  seats() {
    const players = this.#state.board?.players ?? [];
    const key = `${this.#hooks.players()}\n${players.length}\n${levels?.length ?? -1}`;
    if (this.#seats?.[0] !== key) this.#seats = [key, parseSeats(this.#hooks.players(), players, levels ?? [])];
    return this.#seats[1];
  }

  /** The computer's level for `player`'s seat, or null for a person (every seat of a diagram).
   * @param {number} player */
  level(player) {
    if (!this.#hooks.interactive()) return null;
    const seat = this.seats().seats[player];
    return seat === undefined || seat === "human" ? null : seat;
  }

  /** Whether a person plays at all (a diagram's seats, and no seats yet, count as people). */
  hasPerson() {
    const seats = this.seats().seats;
    return !this.#hooks.interactive() || !seats.length || seats.includes("human");
  }

  /** Whether a person is to play the live position of a playable board now (not while an
   * earlier position is looked at, nor before Python answers). @param {boolean} browsing */
  personToMove(browsing) {
    const { live, status } = this.#state;
    return Boolean(this.#hooks.interactive() && live && live.to_move !== null && !browsing &&
      status !== "loading" && status !== "error" && this.level(live.to_move) === null);
  }

  /** Whether the computer is playing its turn (searching, or about to play). */
  get thinking() {
    return Boolean(this.#state.computer);
  }

  /** A step was played (the computer's, or a person's instead): its turn is over. */
  played() {
    if (this.#state.computer) this.#stop();
  }

  /** Stop whatever the computer does for this board: its search stops after the slice under
   * way (and is forgotten), its step is not played, a hint is dropped. */
  interrupt() {
    this.#generation++;
    this.clearHint();
    if (this.#state.computer) this.#stop();
  }

  /** If a seat of the computer is to move in the live position of a playable board, play its
   * step. Called whenever the live position is shown. */
  maybeThink() {
    const state = this.#state;
    const live = state.live;
    if (state.computer || !this.#hooks.connected() || !live || live.outcome || this.#session.line.browse !== null) return;
    if (live.to_move === null) return;
    const level = this.level(live.to_move);
    if (level !== null) this.#think(level, live.to_move);
  }

  /** The ply undo goes back to, or null when there is none: one step back, or against the
   * computer the last position where a person was to move. */
  undoTarget() {
    const line = this.#session.line;
    const n = line.length;
    if (!n) return null;
    if (!this.hasPerson()) return n - 1;
    for (let ply = n - 1; ply >= 0; ply--) {
      if (this.level(line.movers[ply]) === null) return ply;
    }
    return null;
  }

  /** Whether redo goes on after a step that leads to `scene`: the computer is to move there,
   * and a person plays. @param {Scene} scene */
  replaysOn(scene) {
    return !scene.outcome && scene.to_move !== null && this.hasPerson() && this.level(scene.to_move) !== null;
  }

  /**
   * Show the step the computer (level 2) would play for the person to move: its places are
   * marked on the board and the message line says it. Resolves to the step, or null when the
   * hint was overtaken (a click, a step, an undo).
   */
  async hint() {
    this.clearHint();
    const state = this.#state;
    const live = state.live;
    const base = this.#session.base;
    if (!live || !base) return null;
    const generation = this.#generation, hintGeneration = this.#hintGeneration;
    const current = () => generation === this.#generation && hintGeneration === this.#hintGeneration && state.live === live;
    this.#messages.sayHint("Looking for a hint…");
    let step;
    try {
      step = await searchStep(base, [...this.#session.line.moves], HINT_LEVEL, "hint", current, () => {});
    } catch (error) {
      if (current()) this.#messages.sayHint(/** @type {Error} */ (error).message);
      return null;
    }
    if (step === null || !current()) return null;
    const entry = live.legal.find((e) => e.step === step);
    const ghosts = entry?.pieces ??
      (entry?.cells ?? []).map((at, i) => ({ at, look: entry?.looks[i] ?? "", owner: live.to_move })).filter((g) => g.look);
    state.hint = { step, cells: entry?.cells ?? [], ghosts };
    this.#messages.sayHint(`Hint: ${step}${entry?.label && entry.label !== step ? ` (${entry.label})` : ""}`);
    this.#hooks.changed();
    return step;
  }

  /** Drop the hint shown (or looked for): any click or step does. */
  clearHint() {
    this.#hintGeneration++;
    const shown = this.#state.hint;
    this.#state.hint = null;
    this.#messages.clearHint();
    if (shown) this.#hooks.changed();
  }

  /** @param {number} level @param {number} player */
  async #think(level, player) {
    const generation = this.#generation;
    const current = () => generation === this.#generation;
    const started = performance.now();
    const line = this.#session.line;
    const ply = line.length;
    const base = this.#session.base;
    const board = this.#state.board;
    if (!base || !board) return;
    const thinking = { who: seatName(board, player, { scheme: this.#state.scheme }), progress: 0 };
    this.#state.computer = thinking;
    this.#messages.thinking(thinking);
    this.#hooks.changed();
    try {
      const step = await searchStep(base, [...line.moves], level, "play", current, (progress) => {
        thinking.progress = progress;
        this.#messages.thinking(thinking);
      });
      if (step === null) return;
      await sleep(started + PAUSE_MS - performance.now());
      if (!current()) return;
      // Played as a person's step is, in the queue; not if anything changed the line since.
      await this.#session.enqueue(async () => {
        if (!current() || line.length !== ply || line.browse !== null) return;
        await this.#hooks.play(step, current);
      });
    } catch (error) {
      if (!current()) return;
      this.#stop();
      this.#messages.say(`The computer could not play: ${/** @type {Error} */ (error).message}`);
    }
  }

  #stop() {
    this.#state.computer = null;
    this.#messages.thinking(null);
    this.#hooks.changed();
  }
}
