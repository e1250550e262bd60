// A person at the board: clicks, taps and keys made into steps. What a click means comes from
// click.js (Python's legal steps and their click orders); a click that starts no step is
// explained by Python (`why_not`), and so is what a half-made step means where there is
// something to say (its prompt). Several steps on the same places get the picker. A tap that
// completes a step on cells too small for a finger to be sure of (or on a board whose
// `confirm` attribute is `on`) shows the step and waits for a second tap on the same place;
// `confirm="off"` never asks.

import { bindInput } from "./input.js";
import { click, nextPlaces } from "./click.js";
import { dropClicks } from "./state.js";
import { Picker } from "./picker.js";
import { describePlace } from "./words.js";

/**
 * @typedef {import("./state.js").BoardState} BoardState
 * @typedef {import("./style.js").Parts} Parts
 * @typedef {import("./session.js").Session} Session
 * @typedef {import("./painter.js").Painter} Painter
 * @typedef {import("./messages.js").Messages} Messages
 * @typedef {import("./computer.js").Computer} Computer
 * @typedef {import("./line.js").Go} Go
 * @typedef {Object} ClickHooks
 * @property {() => boolean} playable  a playable board (else a diagram, whose keys browse)
 * @property {() => string} [wait]  why a person may not play now ("" when they may: a coach's turn)
 * @property {Computer} computer
 * @property {(step: string) => Promise<unknown>} play
 * @property {(go: Go) => void} go  a diagram's step
 * @property {() => string | null} confirm  the `confirm` attribute: "on", "off", else auto
 */

// Cells narrower than this (CSS pixels) are small for a fingertip: a tap on them confirms.
const FINGER = 28;

export class Clicks {
  #state;
  #parts;
  #session;
  #painter;
  #messages;
  #hooks;
  #picker;
  /** @type {{step: string, place: string} | null} a completed step waiting for its second tap */
  #pending = null;

  /**
   * @param {BoardState} state @param {Parts} parts @param {Session} session
   * @param {Painter} painter @param {Messages} messages @param {ClickHooks} hooks
   */
  constructor(state, parts, session, painter, messages, hooks) {
    this.#state = state;
    this.#parts = parts;
    this.#session = session;
    this.#painter = painter;
    this.#messages = messages;
    this.#hooks = hooks;
    this.#picker = new Picker(parts.picker, {
      pick: (step) => this.#playNow(step).finally(() => this.#focus()),
      focus: (step) => {
        state.picking = step;
        painter.update();
      },
      cancel: () => {
        this.cancel();
        this.#focus();
      },
    });
    bindInput(parts.canvas, {
      playable: () => hooks.playable(),
      placeAt: (x, y) => painter.placeAt(x, y),
      activate: (place, touch) => this.activate(place, touch),
      hover: (place) => this.#hover(place),
      moveCursor: (dx, dy) => this.#moveCursor(dx, dy),
      enter: () => state.cursor && this.activate(state.cursor),
      cancel: () => this.cancel(),
      go: (go) => hooks.go(go),
      // Focus shows only the keyboard's cursor, if any: without one, the focus a click gives
      // needs no frame (it asked for one with nothing new in it, as the step's answer came).
      redraw: () => state.cursor && painter.update(),
    });
  }

  /** A new position is shown: a half-made step is gone (nothing is drawn here). */
  reset() {
    dropClicks(this.#state);
    this.#pending = null;
    this.#picker.close();
  }

  /** Forget a half-made step (Esc, a click beside the board). */
  cancel() {
    this.#hooks.computer.clearHint();
    if (!this.#state.clicks.length && !this.#picker.isOpen) return;
    this.reset();
    this.#messages.say("");
    this.#painter.update();
  }

  /**
   * A click or Enter on `place`: continue or complete a step, or say why not.
   * @param {string | null} place
   * @param {boolean} [touch]  made by a finger
   */
  activate(place, touch = false) {
    const state = this.#state;
    const pending = this.#pending;
    this.#pending = null;
    if (pending && place === pending.place) return void this.#playNow(pending.step); // confirmed
    if (pending) dropClicks(state); // another place: the step shown is not wanted
    if (!place) return this.cancel(); // a click beside the board cancels a half-made step
    if (!this.#hooks.playable()) return;
    this.#hooks.computer.clearHint(); // any click on the board drops a hint
    const say = (/** @type {string} */ text) => this.#messages.say(text);
    const wait = this.#hooks.wait?.();
    if (wait) return say(wait);
    if (state.status === "loading") return say("One moment: the rules are still loading.");
    // An earlier position looked at is played from: the step starts a branch (a variation).
    const live = this.#session.line.browse === null
      ? state.live : /** @type {import("../contract.js").PicturedScene | null} */ (state.shown);
    if (state.status === "error" || !live) return;
    // The computer's turn: answered at once, without asking Python (which is busy searching).
    if (state.computer) return say(`Wait for the computer: ${state.computer.who} is thinking.`);
    const clicked = click(live.legal, state.clicks, place);
    switch (clicked.kind) {
      case "cancel":
        return this.cancel();
      case "select":
        state.clicks = clicked.clicks;
        say("");
        this.#painter.update();
        return this.#prompt(clicked.clicks);
      case "pick":
        state.clicks = clicked.clicks;
        return this.#openPicker(clicked.steps, place);
      case "play":
        if (this.#confirms(place, touch)) return this.#ask(clicked.step, place, [...state.clicks, place]);
        return void this.#playNow(clicked.step);
      case "refuse":
        return this.#refuse(clicked.clicks);
    }
  }

  /** Whether a step completed on `place` waits for a second tap. @param {string} place @param {boolean} touch */
  #confirms(place, touch) {
    const asked = this.#hooks.confirm();
    if (asked === "on" || asked === "off") return asked === "on";
    const corners = touch ? this.#painter.outline(place) : null;
    if (!corners) return false;
    const xs = corners.map((c) => c.x), ys = corners.map((c) => c.y);
    return Math.min(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys)) < FINGER;
  }

  /** Show the completed step (its ghost) and wait for the same place again.
   * @param {string} step @param {string} place @param {string[]} clicks */
  #ask(step, place, clicks) {
    this.#pending = { step, place };
    this.#state.clicks = clicks;
    this.#messages.say(`Tap ${place} again to play ${step}; anywhere else to choose again.`);
    this.#painter.update();
  }

  /** Why the clicks start no step, in the rules' words. @param {string[]} clicks */
  async #refuse(clicks) {
    try {
      const { reason } = await this.#session.whyNot(clicks);
      this.#messages.say(reason ?? "");
    } catch (error) {
      this.#messages.say(/** @type {Error} */ (error).message);
    }
  }

  /** What the clicks so far mean, where Python has something to say (a pair's swap). Asked
   * after the click is shown: the selection never waits for it. @param {string[]} clicks */
  async #prompt(clicks) {
    const answer = await this.#session.whyNot(clicks, { quiet: true }).catch(() => null);
    const same = this.#state.clicks.length === clicks.length && clicks.every((c, i) => this.#state.clicks[i] === c);
    if (answer?.prompt && same) this.#messages.say(answer.prompt);
  }

  /** @param {import("../contract.js").StepInfo[]} steps @param {string} place */
  #openPicker(steps, place) {
    const corners = this.#painter.outline(place);
    if (!corners) return;
    const { clientWidth: width, clientHeight: height } = this.#parts.canvas;
    this.#messages.say(this.#picker.open(steps, place, { corners, width, height }));
    this.#painter.update();
  }

  /**
   * Play a completed step. The page is left as it is until Python answers (a few
   * milliseconds): Chromium paints a frame for any change made on input before it delivers the
   * worker's answer, so clearing the message or the picker now would put the new position a
   * frame later. The answer's redraw clears them; an illegal step clears them here.
   * @param {string} step
   */
  #playNow(step) {
    this.#state.clicks = [];
    return this.#hooks.play(step).catch((error) => {
      this.#state.picking = null;
      this.#picker.close();
      this.#messages.say(error.message);
      this.#painter.update();
    });
  }

  /** @param {string | null} place */
  #hover(place) {
    if (place === this.#state.hover) return;
    this.#state.hover = place;
    this.#painter.update();
  }

  /** An arrow key: to the nearest place that way (the first press shows where the cursor is).
   * @param {number} dx @param {number} dy */
  #moveCursor(dx, dy) {
    const state = this.#state;
    const from = state.cursor ?? state.shown?.last?.at(-1)?.cells.at(-1) ?? this.#painter.middle;
    if (!from || !state.board || !state.shown) return;
    const cursor = state.cursor ? this.#painter.step(from, dx, dy) : from;
    state.cursor = cursor;
    const scene = state.shown && "legal" in state.shown ? /** @type {import("../contract.js").PicturedScene} */ (state.shown) : state.live;
    const playable = Boolean(scene && nextPlaces(scene.legal, state.clicks).includes(cursor));
    this.#messages.announce(describePlace(state.board, state.shown, cursor, playable, state.scheme));
    this.#painter.update();
  }

  #focus() {
    this.#parts.canvas.focus({ preventScroll: true });
  }
}
