// What is moving on the board, and where it is at a given time: pieces gliding to their new
// place, pieces turning in theirs, and the view drifting to fit a table that changed shape.
// Times are performance.now() milliseconds; with motion off (prefers-reduced-motion) every
// change is over as soon as it starts.

import { lerpView } from "./view.js";

/** @typedef {import("./view.js").View} View */
/** A piece as far as motion goes: who it is. @typedef {{id?: string, angle?: number}} Moving */
/** Where a place's centre is, in board units, or undefined for no such place.
 * @typedef {(name: string) => number[] | undefined} Centers */
/**
 * Where each piece of a scene was drawn, by id, and how far it was turned (degrees
 * counter-clockwise): what the pieces of the next scene move and turn from.
 * @typedef {{at: Map<string, number[] | undefined>, angles: Map<string, number>}} Before
 */

const GLIDE = 180; // ms for a piece's move and the view's drift: less than a click takes
const TURN = 260; // ms for a piece turning in its place: long enough to see which way

/** Fast at first, gentle at the end. @param {number} t from 0 to 1 */
function ease(t) {
  return 1 - (1 - t) ** 3;
}

export class Motion {
  #on;
  /** @type {{from: View, to: View, start: number} | null} the view drifting to fit a new scene */
  #glide = null;
  /** @type {Map<string, {from: number[], start: number}>} piece id -> gliding from there */
  #moves = new Map();
  /** @type {Map<string, {by: number, start: number}>} piece id -> degrees still to turn at the start */
  #turns = new Map();

  /** @param {boolean} on  whether anything moves at all */
  constructor(on) {
    this.#on = on;
  }

  /** How far along something that started at `start` is at `now`, from 0 to 1.
   * @param {number} start @param {number} now @param {number} [length] */
  #progress(start, now, length = GLIDE) {
    return this.#on ? Math.min(1, Math.max(0, (now - start) / length)) : 1;
  }

  /** Whether a piece or the view is still gliding or turning at `now`. @param {number} now */
  moving(now) {
    /** @param {number} start */
    const going = (start) => this.#progress(start, now) < 1;
    return Boolean((this.#glide && going(this.#glide.start)) || [...this.#moves.values()].some((m) => going(m.start))
      || [...this.#turns.values()].some((m) => this.#progress(m.start, now, TURN) < 1));
  }

  /** Whether the view or a piece was still gliding or turning when last asked where it is: a
   * frame drawn then is not the last. (Turns count too: else a tile turned on its own would stay
   * drawn near its old angle until something else redrew.) */
  get gliding() {
    return Boolean(this.#glide || this.#moves.size || this.#turns.size);
  }

  /** Let the view drift from `from` to `to`, starting at `now`.
   * @param {View} from @param {View} to @param {number} now */
  glide(from, to, now) {
    this.#glide = { from, to, start: now };
  }

  /** Where a drift under way ends now (the canvas was resized): false when there is none.
   * @param {View} to */
  retarget(to) {
    if (!this.#glide) return false;
    this.#glide.to = to;
    return true;
  }

  /** The view at `now` while it drifts (`to` itself once there, and the drift is over); null
   * when it does not. @param {number} now @returns {View | null} */
  viewAt(now) {
    const glide = this.#glide;
    if (!glide) return null;
    const t = this.#progress(glide.start, now);
    if (t >= 1) this.#glide = null;
    return t >= 1 ? glide.to : lerpView(glide.from, glide.to, ease(t));
  }

  /**
   * Where `piece` is drawn at `now`, in board units: gliding from where it was to `to`, its
   * place's centre.
   * @param {Moving} piece @param {number[] | undefined} to @param {number} now
   */
  pieceAt(piece, to, now) {
    const id = piece.id, move = to && id !== undefined ? this.#moves.get(id) : undefined;
    if (!to || !move || id === undefined) return to;
    const t = this.#progress(move.start, now);
    if (t >= 1) { this.#moves.delete(id); return to; }
    const k = ease(t);
    return [move.from[0] + (to[0] - move.from[0]) * k, move.from[1] + (to[1] - move.from[1]) * k];
  }

  /** How many degrees (counter-clockwise) `piece` still has to turn at `now`.
   * @param {Moving} piece @param {number} now */
  turning(piece, now) {
    const id = piece.id, turn = id === undefined ? undefined : this.#turns.get(id);
    if (!turn || id === undefined) return 0;
    const t = this.#progress(turn.start, now, TURN);
    if (t >= 1) { this.#turns.delete(id); return 0; }
    return turn.by * (1 - ease(t));
  }

  /**
   * Where every piece of `pieces` is drawn at `now`, and how far it is turned.
   * @param {readonly (Moving & {id: string, at: string})[]} pieces
   * @param {Centers} centers  the places those pieces stand on
   * @param {number} now
   * @returns {Before}
   */
  before(pieces, centers, now) {
    /** @type {Before} */
    const was = { at: new Map(), angles: new Map() };
    for (const piece of pieces) {
      was.at.set(piece.id, this.pieceAt(piece, centers(piece.at), now));
      if (piece.angle != null) was.angles.set(piece.id, piece.angle + this.turning(piece, now));
    }
    return was;
  }

  /**
   * Start what changed from `was` to `pieces` at `now`, and stop all else: a piece on another
   * place glides there; a piece turned another way turns.
   * @param {readonly (Moving & {id: string, at: string})[]} pieces
   * @param {Before} was
   * @param {Centers} centers  the places `pieces` stand on
   * @param {number} now
   */
  follow(pieces, was, centers, now) {
    this.#moves = new Map();
    this.#turns = new Map();
    for (const piece of pieces) {
      const from = was.at.get(piece.id), to = centers(piece.at);
      if (from && to && (from[0] !== to[0] || from[1] !== to[1])) this.#moves.set(piece.id, { from, start: now });
      if (piece.angle == null) continue;
      // A piece that turned turns on screen the shorter way (+120° rather than −240°).
      const by = (((was.angles.get(piece.id) ?? piece.angle) - piece.angle) % 360 + 540) % 360 - 180;
      if (Math.abs(by) > 0.5) this.#turns.set(piece.id, { by, start: now });
    }
  }
}
