// What the board's methods do to its game: play a step, take steps back or replay them, look
// at an earlier position, start another game or a record's. Each is a task of the session's
// queue (one at a time, in order), stops the computer first (so no step of an older line is
// ever played), shows Python's answer and sends the board's events.

import { engine } from "../engine.js";
import { Computer } from "./computer.js";
import { markOnce } from "./painter.js";

/**
 * @typedef {import("../contract.js").PicturedScene} Scene
 * @typedef {import("../contract.js").ViewAnswer} ViewAnswer
 * @typedef {import("../contract.js").PlayAnswer} PlayAnswer
 * @typedef {import("./session.js").Session} Session
 * @typedef {import("./session.js").Opening} Opening
 * @typedef {import("./loading.js").Loader} Loader
 * @typedef {{announce?: string, keepLive?: boolean}} Showing
 *   how to show a position: what to tell a screen reader before the position's summary, and
 *   whether it is an earlier position looked at (the live one is kept)
 * @typedef {Object} ActionHooks  what the element does for its actions
 * @property {(scene: Scene, showing?: Showing) => void} show  show a position
 * @property {(view: ViewAnswer) => void} begin  a game is opened: its board is this view's
 * @property {(players: string | undefined) => void} seats  set who plays (undefined: leave it)
 * @property {(name: string, detail: unknown) => void} emit  send an event
 * @property {() => Scene | null} live  the live position shown
 * @property {(boot: string | undefined) => void} started  the game is shown and can be
 *   played; `boot`: how Python started ("snapshot" or "fresh")
 */

export class Actions {
  /** The record text last made (recordText): made on request, never at every step. */
  record = "";
  #session;
  #computer;
  #loader;
  #hooks;

  /**
   * @param {Session} session @param {Computer} computer @param {Loader} loader
   * @param {ActionHooks} hooks
   */
  constructor(session, computer, loader, hooks) {
    this.#session = session;
    this.#computer = computer;
    this.#loader = loader;
    this.#hooks = hooks;
  }

  /** Play one step (its notation): a task of the queue once the board is ready.
   * @param {string} step */
  play(step) {
    return this.#queued(async () => this.playStep(step));
  }

  /**
   * Play a step now (a task already in the queue); `current()` turning false meanwhile (the
   * computer's step, overtaken by an undo) drops it: then null.
   * @param {string} step @param {() => boolean} [current]
   */
  async playStep(step, current) {
    const view = await this.#session.play(step, current);
    if (!view) return null;
    this.#computer.played();
    this.#hooks.show(view.scene);
    this.#moved(view);
    if (view.scene.outcome) this.#hooks.emit("gameover", view.scene.outcome);
    return view;
  }

  /** Take back the last step, or against the computer every step since a person was last to
   * move; false when there is none. */
  undo() {
    return this.#queued(async () => {
      const to = this.#computer.undoTarget();
      if (to === null) return false;
      const count = this.#session.line.length - to;
      const view = await this.#session.undoTo(to);
      this.#hooks.show(view.scene, { announce: count > 1 ? `${count} steps taken back.` : "Step taken back." });
      return true;
    });
  }

  /** Replay the last step taken back, or against the computer until a person is to move
   * again; false when there is none. */
  redo() {
    return this.#queued(async () => {
      if (!this.#session.line.redo.length) return false;
      /** @type {PlayAnswer[]} */
      const views = [];
      try {
        await this.#session.replay((view) => this.#computer.replaysOn(view.scene), views);
      } catch (error) {
        const last = views.at(-1);
        if (last) this.#hooks.show(last.scene); // the steps replayed
        throw error;
      }
      const view = /** @type {PlayAnswer} */ (views.at(-1));
      this.#hooks.show(view.scene);
      for (const each of views) this.#moved(each);
      if (view.scene.outcome) this.#hooks.emit("gameover", view.scene.outcome);
      return true;
    });
  }

  /** Look at the position after `ply` steps (null or past the end: back to the game).
   * @param {number | null} ply */
  browse(ply) {
    const line = this.#session.line;
    /** @param {number} n */
    const backToGame = (n) => ply === null || ply >= n;
    if (!(backToGame(line.length) && line.browse === null)) this.#computer.interrupt();
    return this.#loader.whenReady(() => this.#session.enqueue(async () => {
      const n = line.length;
      const live = this.#hooks.live();
      if (ply === null || backToGame(n)) {
        line.browse = null;
        if (live) this.#hooks.show(live, { announce: "Back to the game." });
        return;
      }
      this.#computer.interrupt();
      const at = Math.max(0, ply);
      const view = await this.#session.view(at);
      line.browse = at;
      this.#hooks.show(view.scene, { keepLive: true, announce: `Position after step ${at} of ${n}.` });
    }));
  }

  /** Go to a position of the game tree (its steps from the start): it becomes the position
   * played, and redo replays the main steps after it. `tree`: the same tree reshaped (a
   * variation promoted or removed), kept instead. @param {string[]} steps @param {string[]} [tree] */
  goTo(steps, tree) {
    return this.#queued(async () => {
      const view = await this.#session.goTo(steps, tree);
      this.#hooks.show(view.scene, { announce: `Position after step ${steps.length}.` });
      return true;
    });
  }

  /** Ask again for the position shown, as the board now asks it to be drawn (every place's
   * name shown or not): nothing else changes. */
  redraw() {
    const line = this.#session.line;
    return this.#loader.whenReady(() => this.#session.enqueue(async () => {
      const at = line.browse;
      const view = await this.#session.view(at ?? line.length);
      if (line.browse === at) this.#hooks.show(view.scene, { keepLive: at !== null });
    }));
  }

  /** Start another game; `players`: who plays each seat (undefined: as they are).
   * @param {Opening & {players?: string}} opening */
  newGame({ players, ...opening }) {
    this.#computer.interrupt();
    return this.#session.enqueue(async () => {
      this.#computer.interrupt();
      const [catalog, view] = await this.#session.open(opening);
      Computer.learn(catalog.levels);
      this.#hooks.seats(players);
      this.#hooks.begin(view);
      this.#hooks.show(view.scene, { announce: `New game of ${view.board?.title}.` });
      this.#started();
    });
  }

  /** Replace the game by a record's; the current game stays if the record is bad. Who plays
   * is `players` if given, else the record's seats (people where it names none).
   * @param {string} text @param {string | undefined} players */
  loadRecord(text, players) {
    this.#computer.interrupt();
    return this.#session.enqueue(async () => {
      this.#computer.interrupt();
      const [catalog, loaded] = await this.#session.load(text);
      Computer.learn(catalog.levels);
      this.#hooks.seats(players ?? loaded.seats.join(" "));
      this.#hooks.begin(loaded.view);
      this.#hooks.show(loaded.view.scene, { announce: "Record loaded." });
      this.#started();
      return loaded;
    });
  }

  /**
   * The record text of the game now, with who plays each seat and the date, once the board is
   * ready and in the queue's order. @param {(string | number)[]} seats @param {string | null} date
   */
  recordText(seats, date) {
    return this.#loader.whenReady(() => this.#session.enqueue(async () => {
      this.record = await this.#session.record({ seats, date });
      return this.record;
    }));
  }

  /** The game is shown and can be played: mark the moment, say how Python started. */
  #started() {
    markOnce("py-games:ready");
    this.#hooks.started(engine().startup?.boot);
    this.#loader.settle();
  }

  /** A task of the queue, once the board is ready, the computer stopped before and after
   * the wait. @template T @param {() => Promise<T>} task */
  #queued(task) {
    this.#computer.interrupt();
    return this.#loader.whenReady(() => this.#session.enqueue(async () => {
      this.#computer.interrupt();
      return task();
    }));
  }

  /** @param {PlayAnswer} view */
  #moved(view) {
    const { step, player } = view.played;
    this.#hooks.emit("move", { step, player, position: view.scene.position });
  }
}
