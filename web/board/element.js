// <py-games-board>: the board's composition root — its lifecycle, attributes and public API
// (their JSDoc is the element's reference: `npm run docs:element`, then tools/docs_element.py,
// writes docs/reference/element.md). It makes the board's one state (state.js), wires the
// page's events to the functions over it and answers from them: a click is clicks.js then
// step.js (which plays the computer's turns too); the methods actions.js; seats players.js;
// hints computer.js; a coached task coach.js; drawing draw.js; loading loading.js. It holds no rule.
import { browse, goTo, loadRecord, openAsked, recordText, redo, redraw, undo } from "./actions.js";
import { bindControls, enlarge } from "./buttons.js";
import { bindClicks } from "./clicks.js";
import { bindCoach, coaching, createCoach, retry, showHint, showSolution } from "./coach.js";
import { COACH_ATTRIBUTES } from "./coached.js";
import { hint } from "./computer.js";
import { isEnlarged } from "./controls.js";
import { marksOfBoard, update } from "./draw.js";
import { bindKeys } from "./keys.js";
import { attributeChanged, connect, disconnect } from "./lifecycle.js";
import { preview, previewGame } from "./loading.js";
import { center, createPaint, moving, outline, toViewport } from "./painter.js";
import { canUndo, personToMove, seatsOf } from "./players.js";
import { createBoard, viewOf } from "./state.js";
import { play } from "./step.js";
import { skeleton } from "./style.js";

export { EngineError } from "../engine.js";

/**
 * @typedef {import("../contract.js").BoardInfo} BoardInfo
 * @typedef {import("../contract.js").PicturedScene} Scene
 * @typedef {import("./session.js").Opening} Opening
 * @typedef {import("./step.js").Showing} Showing
 * @typedef {import("./state.js").View} View
 */

/**
 * A live board of one of the games, drawn and played in the page; every word it shows about the game is
 * Python's. All the boards of a page share one Python worker. Calls made while the board loads (`play()`,
 * `undo()`, …) wait for it and then run. Without CSS from the page, a board takes the column's width up to 36
 * rem, and never more than fits the window's height with its controls; any rule of the page wins
 * (`py-games-board { width: 20rem }`).
 *
 * @attr {string} game - The game's id, as `py_games.registry` lists it. Without it the board
 *   opens no game until `newGame()` is called (then new `marks` and `arrows` are drawn at once).
 * @attr {string} options - The game's options, a JSON object (`'{"size": 5, "players": 3}'`); anything else is
 *   an error (`InvalidOptionError`) shown on the board.
 * @attr {string} position - The position text to start from (absent: the game's start).
 * @attr {string} moves - The steps played from `position`, separated by spaces, or a game tree as links write
 *   it (`b2 a1(c3)b1`: its main line is played, `tree` keeps the tree). A playable board starts after them; a
 *   diagram starts at `position` and steps through them.
 * @attr {boolean} interactive - The board can be played. Without it the board is a diagram: it says which
 *   position it shows and whose turn it is ("Position 2 of 3 · Player 2 (Orange ring) to move."), steps with
 *   its ⏮ ◀ ▶ ⏭ buttons or the arrow keys, and never thinks.
 * @attr {string} targets - For a diagram that shows where a step goes: the places the next click can take after
 *   the clicks listed (`targets="1,-2"`: where the ring on 1,-2 may go; `targets=""`: where a step can start).
 * @attr {string} players - Who plays each seat, one word a seat in the order of the game's players: `human`,
 *   `random`, or the computer's level `1` to `4` (`players="human 2"`, `players="random 4"`); a level's name
 *   from the catalog (`casual`) is read too. Missing seats are people; a word that is not a seat is said in the
 *   board's message line ("“7” is not a seat … Player 2 is played by a person") and that seat is a person, so
 *   the game still plays. Only an `interactive` board lets the computer play. While a seat of the computer is
 *   to move in the live position, `data-status` is `thinking`, the message line says so with a progress bar,
 *   and clicks are answered at once ("Wait for the computer: …"). The computer searches 3 s at most, 40 ms at a
 *   time (each slice its own request, so every board of the page keeps answering), seeded by the position (the
 *   same position gets the same step), and plays at least 0.4 s after its turn began (two computers play on at
 *   a pace to be watched). `undo()`, `redo()`, `browse()`, `newGame()`, `loadRecord()`, `play()` and a change
 *   of `players` or `interactive` stop its search: its step is never played.
 * @attr {string} controls - The words and buttons under the board, all by default: a playable board says,
 *   visibly and briefly, whose turn it is and which part of it ("Player 2 (Orange ring) to move (step 2 of 2:
 *   move a ring).") and at the end who won and why ("White wins: the board is full."), in Python's words, with
 *   Undo and Play again (the game as the attributes set it up); a diagram has its step buttons ⏮ ◀ ▶ ⏭ and a
 *   caption ("Position 2 of 3 · Black to move.", counted from 1); every board has a Full screen button. `off`
 *   (or `none`) shows none of them; a list, separated by spaces, shows those named: `status`, `undo`, `again`,
 *   `steps`, `enlarge` (a diagram's caption comes with `status` or `steps`). On a coached board `off` hides the
 *   coach's buttons, never its words.
 * @attr {string} lang - The language of the board's words (a BCP 47 tag: `de`, `pt-BR` reads as `pt`): the
 *   offered ones are `en`, `es`, `de`, `fr` and `pt`. Without it, the closest `lang` around the board (the
 *   host page's `<html lang>`), then the reader's choice on this site, then the browser's languages; a tag the
 *   site does not offer is passed over. Python answers every request of the board in it (the scene's status,
 *   why a click starts no step, a lesson's words), and a change of it (or of the page's) redraws the board in
 *   the new language at once, keeping the game. Records, notation and positions are the same in every language.
 * @attr {"light" | "dark" | "auto"} theme - The colours; `auto` (the default) follows the page the board is on:
 *   the page's own `color-scheme` where the board stands when it names one, the reader's preference on a page
 *   that offers both, and on a page that declares none, the brightness of what is painted behind the board (a
 *   light article read with the system in dark mode keeps light boards). The board paints its own background
 *   behind all its words.
 * @attr {boolean} coordinates - Write every place's name on the board, over whatever stands on it (a ring's
 *   position on a table, a space under its tile); `showCoordinates` sets it.
 * @attr {"on" | "off"} confirm - `on`: every completed step must be tapped again before it is played; `off`:
 *   never. By default a finger's tap that completes a step on cells under 28 CSS pixels (a 19×19 board on a
 *   phone) shows the step and waits for a second tap on the same place ("Tap j10 again to play j10; anywhere
 *   else to choose again."); a mouse never waits.
 * @attr {string} marks - An author's marks, drawn by Python over the board: places separated by spaces, each
 *   outlined in a colour or with a label of up to 3 characters written on it (`c3 d4:orange e5:green:A`). They
 *   take the seats' colour-blind-safe colours and are told to a screen reader after the position ("Marked: e5
 *   (A)."). A place not on the board is an error shown on the board, except on a table of rings that move,
 *   where a mark waits for its place.
 * @attr {string} arrows - An author's arrows, drawn and told as `marks` are: `c3>e5 a1>a4:green` ("Arrow: c3 to
 *   e5.").
 * @attr {string} lesson - With `task`, a lesson's task, coached (`lesson="GAME" task="2"`): the board asks
 *   Python for the task (the game, its options, the start, the goal, its marks and arrows) and lets a person
 *   play the learner's side only. After each of the person's steps it asks Python about the line since the
 *   start: mid-turn it waits; `again`: it plays Python's `replies` after a short pause; `right`: it says so and
 *   fires `solved`; `wrong`: it says why, draws Python's marks and arrows, plays a puzzle's refutation and
 *   offers Try again. Under the board stand the goal, which stays while the learner tries, and Python's words
 *   about the try (each a `role="status"` region), with the buttons Start again / Try again and, for a puzzle,
 *   Hint and Show solution. A coached board has no Undo nor Play again. It works offline too.
 * @attr {string} task - The lesson's task: its id or its number.
 * @attr {string} puzzle - A puzzle, coached as a lesson's task is: `GAME/N` (the twelfth: `puzzle="GAME/12"`), or a made one: its link's fragment (`game=…&position=…&solution=…&depth=N`, `&` written `&amp;`).
 * @attr {"loading" | "ready" | "thinking" | "over" | "error"} data-status - Set by the board: `loading` from
 *   the moment it is on the page, then `ready`, `thinking` (Python works for this board, or the computer plays
 *   its turn), `over` (the game has ended) or `error` (it cannot load: it says why in words, never with an
 *   empty grid that looks like a board). While it is `loading`, a playable board that shows its game's first
 *   view from the build (`previewGame()`) takes a person's first step on it: drawn at once, played when Python
 *   is up (then `move` is sent, and the computer answers), or taken back with a message saying so if Python
 *   refuses it; a further click waits for Python ("One moment: the rules are still loading.").
 * @attr {string} data-to-move - Set by the board: the seat to move in the live position (empty when none is).
 * @attr {"snapshot" | "fresh"} data-boot - Set by the board once Python is ready: how Python started
 *   (`snapshot`: restored from the copy of its memory a previous visit stored).
 * @attr {string} data-coach - Set by a coached board: its phase, as `coaching.phase`: `loading`, `play` (the
 *   learner's turn), `busy` (Python or the coach's steps), `right`, `wrong`, `shown` (the solution was played)
 *   or `error`.
 * @attr {"light" | "dark"} data-scheme - Set by the board: the colours it is drawn in now (`theme`, resolved).
 * @attr {boolean} data-enlarged - Set by the board while `enlarge()` makes it fill the window (where the browser's
 *   full screen is not to be had).
 *
 * @fires {CustomEvent<{step: string, player: number, position: string}>} move - A step was played (by a person,
 *   the computer, a coach or a script): its notation, the seat that played it, the position text after it.
 * @fires {CustomEvent<OutcomeInfo>} gameover - The game has ended: the outcome (`{winners, scores, reason,
 *   decided, draw, …}`), as `view.scene.outcome` has it.
 * @fires {CustomEvent<{type: string, message: string}>} error - The board cannot open its game: the error's
 *   type (`InvalidOptionError`, `EngineUnavailable`, or the engine's) and its message, which the board shows
 *   too.
 * @fires {CustomEvent<View>} update - The position shown changed: as `view` has it.
 * @fires {CustomEvent<null>} drawn - A frame that shows a change was painted.
 * @fires {CustomEvent<Coaching>} task - A lesson's task or a puzzle was loaded: as `coaching`.
 * @fires {CustomEvent<Attempt>} attempt - Python judged the learner's line: `{status, said, marks, arrows,
 *   replies, refutation?}`, `status` being `turn`, `again`, `right` or `wrong`.
 * @fires {CustomEvent<Coaching>} solved - The task or the puzzle was solved: as `coaching`.
 * @fires {CustomEvent<{said: string, marks: string}>} hint - A puzzle's hint was shown (`showHint()`): Python's
 *   words and the place it marks.
 * @fires {CustomEvent<string[]>} solution - A puzzle's solution was played (`showSolution()`): its steps.
 *
 * @slot - A picture of the board (an `<svg>`): shown with no script, and until the live board first draws; the
 *   canvas then takes its place at the same size, so nothing below moves.
 * @cssprop --board-paper - The board's paper, behind the board and its words. Each colour is the theme's unless the
 *   page sets it on the element.
 * @cssprop --board-ink - The board's lines, labels, dead places and the dashed outline of a bare target.
 * @cssprop --board-text - The board's words.
 * @cssprop --board-focus - The keyboard's cursor.
 * @cssprop --board-warn - The sign on a piece that may not move, and words that warn (an error, a wrong try).
 * @cssprop --board-accent - The focus ring of the board and of its buttons, and the progress bar.
 */
export class PyGamesBoard extends HTMLElement {
  static observedAttributes = ["game", "options", "position", "moves", "interactive", "targets",
    "players", "controls", "theme", "coordinates", "marks", "arrows", "lang", ...COACH_ATTRIBUTES];

  /** @internal */
  #board;
  /** @internal */
  #unwatch = () => {};

  constructor() {
    super();
    const parts = skeleton(this);
    const board = createBoard(this, parts, createPaint(parts.board, parts.canvas), createCoach(parts.root));
    this.#board = board;
    bindClicks(board);
    bindKeys(board);
    bindControls(board);
    bindCoach(board);
  }

  // -- lifecycle (lifecycle.js) ------------------------------------------------------------

  connectedCallback() { this.#unwatch = connect(this.#board); }
  disconnectedCallback() { this.#unwatch(); disconnect(this.#board); }
  /** @param {string} name @param {string | null} before @param {string | null} after */
  attributeChangedCallback(name, before, after) { attributeChanged(this.#board, name, before, after); }

  // -- properties --------------------------------------------------------------------------

  /** A promise that resolves when the board is playable (or viewable) and rejects if it cannot load. */
  get ready() { return this.#board.ready; }
  /** The position text of the live game (before it loads: the `position` attribute). */
  get position() { return this.#board.live?.position ?? this.getAttribute("position") ?? ""; }
  /** The record text `recordText()` made last (a record is made when asked, not at every step). */
  get record() { return this.#board.record; }
  /** The live game, `{board, scene, start, moves, movers, first_turn_step}`: what stays the same (`BoardInfo`),
   * the scene at the end of the line, the start position, every step with who played it (null before it loads). */
  get view() { return viewOf(this.#board, this.#board.live); }
  /** `{board, scene}` as drawn: an earlier position while browsing, or a preview before Python answers. */
  get shown() { const { board, shown } = this.#board; return board && shown ? { board, scene: shown } : null; }
  /** What the board marks now: `{selected, targets, previews, hint, cursor}`. */
  get frame() { return marksOfBoard(this.#board, true); }
  /** The places clicked so far of a step being made. */
  get clicks() { return [...this.#board.clicks]; }
  /** The steps of the line played, from the start. */
  get moves() { return [...this.#board.line.moves]; }
  /** The steps taken back, which `redo()` plays again (the next one last). */
  get redoMoves() { return [...this.#board.line.redo]; }
  /** The game tree's tokens when the game has variations, else null. */
  get tree() { const tree = this.#board.line.tree; return tree && [...tree]; }
  /** Whether `undo()` has a step to take back. */
  get canUndo() { return canUndo(this.#board); }
  /** Whether `redo()` has a step to play again. */
  get canRedo() { return this.#board.line.redo.length > 0; }
  /** The ply looked at while browsing an earlier position (`browse()`), or null for the live one. */
  get browsing() { return this.#board.line.browse; }
  /** Whether the board can be played: the `interactive` attribute. */
  get interactive() { return this.hasAttribute("interactive"); }
  /** Whether pieces or the view are still gliding or turning. */
  get moving() { return moving(this.#board.paint); }
  /** Whether every place's name is written on the board: the `coordinates` attribute, settable. */
  get showCoordinates() { return this.hasAttribute("coordinates"); }
  set showCoordinates(on) { this.toggleAttribute("coordinates", Boolean(on)); }
  /** Whether the scoring regions are drawn; settable. */
  get showGroups() { return this.#board.showRegions; }
  set showGroups(on) { // the regions are Python's to draw, sent only when shown: asked for
    const board = this.#board;
    const asked = Boolean(on) && !board.showRegions;
    board.showRegions = Boolean(on);
    if (asked) redraw(board).catch(() => {});
    update(board);
  }
  /** The `players` attribute as a property (a list of words may be set). */
  get players() { return this.getAttribute("players") ?? ""; }
  set players(value) {
    const text = (Array.isArray(value) ? value.join(" ") : String(value ?? "")).trim();
    if (text) this.setAttribute("players", text);
    else this.removeAttribute("players");
  }
  /** Each seat: `"human"`, `"random"` or the computer's level number; a word that is not a seat is a person. */
  get seats() { return [...seatsOf(this.#board).seats]; }
  /** Whether the computer is playing its turn. */
  get thinking() { return Boolean(this.#board.computer); }
  /** Whether a person is to play now: the live position of a playable board, not over. */
  get personToMove() { return personToMove(this.#board); }
  /** A lesson's task or a puzzle, `{kind, info, attempt, lesson, phase, helped, tries}` (null: none): `kind`
   * `"lesson"` or `"puzzle"`; `info` the task or puzzle as Python gives it; `attempt` Python's last judgement
   * (as the `attempt` event's); `lesson` the lesson's title, intro and tasks; `phase` as `data-coach`; `helped`
   * whether a hint or the solution was shown since it was loaded; `tries` the wrong tries. */
  get coaching() { return coaching(this.#board); }

  // -- methods -----------------------------------------------------------------------------

  /** A promise of the legal steps of the live position, in notation. */
  async legalMoves() {
    await this.ready;
    return (this.#board.live?.legal ?? []).map((entry) => entry.step);
  }
  /** A promise of the record text now, made by Python, with the seats and, when `about.date` is given as
   * `yyyy-mm-dd`, the date; `record` keeps it. @param {{date?: string | null}} [about] */
  recordText(about = {}) { return recordText(this.#board, this.seats, about.date ?? null); }
  /** Play one step (its notation): a promise of `view`, rejected with the engine's reason if the step is
   * illegal. A step played for a seat of the computer stops its search and is played instead. @param {string} step */
  async play(step) { return (await play(this.#board, String(step))) && this.view; }
  /** Take back one step (against the computer: every step since a person was last to move); false if none. */
  undo() { return undo(this.#board); }
  /** Replay the last step taken back (against the computer: until a person is to move again); false if none. */
  redo() { return redo(this.#board); }
  /** Look at the position after `ply` steps (null: back to the live one). @param {number | null} ply */
  browse(ply) { return browse(this.#board, ply); }
  /** Go to a position of the game tree, given by its steps from the start. @param {string[]} steps */
  goTo(steps) { return goTo(this.#board, steps.map(String)); }
  /** The same game with another tree (a variation made the main line, or removed), at `steps`.
   * @param {string[]} tree @param {string[]} steps */
  reshape(tree, steps) { return goTo(this.#board, steps.map(String), tree.map(String)); }
  /** Start another game, `{game, options, start, moves, players}`: a promise of `view`, rejected if it cannot
   * load; `players` as the attribute (left as it is when not given). @param {Opening & {players?: string}} opening */
  async newGame(opening) { await openAsked(this.#board, opening); return this.view; }
  /** Replace the game by a record's (its text); the current game stays if the record is bad. `seats.players`:
   * as for `newGame()`. @param {string} text @param {{players?: string}} [seats] */
  loadRecord(text, seats = {}) { return loadRecord(this.#board, text, seats.players); }
  /** Full screen on, or off again (the Full screen button): the browser's full screen where the page may use
   * it, else the whole window; a promise. */
  enlarge() { return enlarge(this.#board); }
  /** Whether the board fills the screen (`enlarge()`). */
  get enlarged() { return isEnlarged(this); }
  /** A promise of the step the computer would play for the person to move, marked on the board (null when no
   * person is to move). */
  async hint() { await this.ready; return this.personToMove ? hint(this.#board) : null; }
  /** Coaching: back to the task's start (the element stays). */
  retry() { return retry(this.#board); }
  /** A puzzle: Python's hint, its marks drawn, its words said (fires `hint`). */
  showHint() { return showHint(this.#board); }
  /** A puzzle: the winning line played from the start (fires `solution`). */
  showSolution() { return showSolution(this.#board); }
  /** Where to click for `place`: its centre in viewport coordinates (null: no such place). @param {string} place */
  cellCenter(place) { const point = center(this.#board.paint, this.#board, place); return point && toViewport(this.#board.paint, point); }
  /** The corners of `place`, in viewport coordinates (null: no such place). @param {string} place */
  cellOutline(place) { return outline(this.#board.paint, this.#board, place)?.map((point) => toViewport(this.#board.paint, point)) ?? null; }
  /** Paint a game's first position (`{game, options}`) before Python is up, from the `first-views.json` the build
   * writes (if it has that game); a playable board takes a person's first step on it then (see `data-status`).
   * @param {Opening} [opening] */
  previewGame(opening) { return previewGame(this.#board, opening); }
  /** Paint a saved `{board, scene}` before Python is up (the player page keeps one with each save).
   * @param {{board?: BoardInfo, scene?: Partial<Scene>} | null | undefined} saved */
  preview(saved) { preview(this.#board, saved); }
}

customElements.define("py-games-board", PyGamesBoard);
