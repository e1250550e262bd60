// The scene contract, as JSDoc: what Python (py_games/core/scene.py) sends and every board
// draws. The two files describe the same shapes; tests/test_scene.py checks Python's side, and
// the board reads nothing that is not here.
//
// Helpers below answer the one question input and drawing both ask: "which legal steps do the
// places clicked so far continue, and where can they go next?".

/**
 * @typedef {{name: string, center: [number, number], outline: [number, number][]}} PlaceInfo
 *   A place a click can hit, in board units (y grows downwards).
 * @typedef {{text: string, at: [number, number], place?: string}} LabelInfo
 *   Coordinates around the board; with `place`, a faint label inside that place, drawn only
 *   while it is empty and large enough to read.
 * @typedef {{name: string, look: string}} PlayerInfo  look: "mark" | "black" | "white"
 * @typedef {{look: string, hexes: [number, number, number][]}} PrintedInfo
 *   Printed on the board besides its places (Tomoe's frame); look "palago", hexes as below.
 * @typedef {{game: string, title: string, options: object, players: PlayerInfo[],
 *            groups_name: string, surface: string, places: PlaceInfo[], labels: LabelInfo[],
 *            printed?: PrintedInfo[], empty?: string}} BoardInfo
 *   What stays the same for a whole game: sent once. `empty: "red"` paints empty places red.
 * @typedef {{id: string, at: string, look: string, owner: number|null, label?: string,
 *            hexes?: [number, number, number][], angle?: number}} PieceInfo
 *   `id` is stable for the piece's life (a piece that moves keeps it: it can be animated).
 *   `hexes`: for the look "palago", each [x, y, tip]: a pointy-top hexagon of radius 1 in
 *   Palago's pattern with its white tip at corner `tip` (0 top, clockwise). `angle`: degrees
 *   counter-clockwise; a change turns the piece about its place (the shorter way).
 * @typedef {{cells: string[], owner: number|null, label: string, counts: boolean,
 *            parts?: [number, number, number, number][]}} RegionInfo
 *   `parts`: parts of Palago hexagons [x, y, tip, part] (0 white tip, 1 black arch, 2 white
 *   arch, 3 black tip), where a region is not whole places (Tomoe's areas).
 * @typedef {{cells: string[], look: string, label: string}} MarkInfo  look: "dead"
 * @typedef {{step: string, cells: string[], kind: string, label: string, looks: string[],
 *            pieces?: PieceInfo[]}} StepInfo
 *   A legal step: `cells` in click order, `looks` what each clicked place will hold, `pieces`
 *   the pieces as it leaves them where a look cannot say (a tile in its rotation).
 * @typedef {{step: string, cells: string[], kind: string, player: number}} TurnStepInfo
 * @typedef {{value: number|number[], text: string, formula: string}} ScoreInfo
 * @typedef {{winners: number[], scores: (number|number[])[], reason: string, decided: string,
 *            draw: boolean, headline: string, text: string}} OutcomeInfo
 * @typedef {{position: string, to_move: number|null, part: string, hint: string,
 *            pieces: PieceInfo[], regions: RegionInfo[], marks: MarkInfo[],
 *            last: TurnStepInfo[], legal: StepInfo[], scores: ScoreInfo[],
 *            outcome: OutcomeInfo|null, ply: number, start: string|null}} Scene
 */

/**
 * The legal steps that the clicks so far begin. With `flipped`, the first click is the
 * *second* place of a two-place step (Tonga: the stone on it becomes the other colour).
 * @param {StepInfo[]} legal
 * @param {string[]} clicks
 * @param {boolean} [flipped]
 * @returns {StepInfo[]}
 */
export function continuations(legal, clicks, flipped = false) {
  return legal.filter((entry) => {
    const order = flipped ? flip(entry.cells) : entry.cells;
    return clicks.every((cell, i) => order[i] === cell);
  });
}

/** The places the next click can take, after `clicks`. */
export function nextPlaces(legal, clicks, flipped = false) {
  const next = new Set();
  for (const entry of continuations(legal, clicks, flipped)) {
    const order = flipped ? flip(entry.cells) : entry.cells;
    if (order.length > clicks.length) next.add(order[clicks.length]);
  }
  return [...next];
}

/** Whether clicking the first place again can swap it to the second role of a step. */
export function canFlip(legal, clicks) {
  return clicks.length === 1 && legal.some((e) => e.cells.length === 2 && e.cells[1] === clicks[0]);
}

/** A two-place step's places in the other order ([a, b] -> [b, a]); longer ones unchanged. */
function flip(cells) {
  return cells.length === 2 ? [cells[1], cells[0]] : cells;
}

/**
 * The look a place would get from every step in `entries` at click position `i`, or null when
 * they disagree (Too: black or white, so the preview is a plain target until the pick).
 */
export function sharedLook(entries, cell) {
  const looks = new Set();
  for (const entry of entries) {
    const i = entry.cells.indexOf(cell);
    if (i >= 0) looks.add(entry.looks[i]);
  }
  return looks.size === 1 ? [...looks][0] : null;
}
