// What a click means, from the legal steps Python listed and the places clicked so far: the
// board's one answer to "which steps do these clicks continue, and where can they go next?".
// Pure functions over plain data (Node's test runner tests them, tests/web/click.test.mjs);
// no rule lives here: every step says in which orders its places may be clicked
// (StepInfo.orders, else its cells in order), and this only matches clicks against them.

/**
 * @typedef {import("../contract.js").StepInfo} StepInfo
 * @typedef {import("../render/canvas.js").Ghost} Ghost
 * @typedef {{kind: "select", clicks: string[]}
 *   | {kind: "pick", clicks: string[], steps: StepInfo[]}
 *   | {kind: "play", step: string}
 *   | {kind: "refuse", clicks: string[]}
 *   | {kind: "cancel"}} Click
 *   What a click does: `select` keeps the clicks of a step being made (more to click),
 *   `pick` opens a choice among several steps that these very clicks make (a colour, a
 *   tile's rotation), `play` completes a step, `refuse` starts no legal step (Python says
 *   why), `cancel` drops a half-made step.
 */

/** Every sequence of clicks that makes `step`. @param {StepInfo} step */
export function ordersOf(step) {
  return step.orders ?? [step.cells];
}

// These run for every legal step at every click and every frame (hundreds of steps on a big
// board): they allocate nothing per step.

/** Whether `order` begins with `clicks`. @param {string[]} order @param {string[]} clicks */
function begins(order, clicks) {
  if (clicks.length > order.length) return false;
  for (let i = 0; i < clicks.length; i++) if (order[i] !== clicks[i]) return false;
  return true;
}

/** Whether some order of `step` begins with `clicks` (exactly: is `clicks`, when `whole`).
 * @param {StepInfo} step @param {string[]} clicks @param {boolean} [whole] */
function follows(step, clicks, whole = false) {
  /** @param {string[]} order */
  const fits = (order) => (!whole || order.length === clicks.length) && begins(order, clicks);
  return step.orders ? step.orders.some(fits) : fits(step.cells);
}

/**
 * The legal steps that the clicks so far begin, in some order of theirs.
 * @param {StepInfo[]} legal
 * @param {string[]} clicks
 */
export function continuing(legal, clicks) {
  return legal.filter((step) => follows(step, clicks));
}

/**
 * The places the next click can take, after `clicks`.
 * @param {StepInfo[]} legal
 * @param {string[]} clicks
 */
export function nextPlaces(legal, clicks) {
  const next = new Set();
  const at = clicks.length;
  for (const step of legal) {
    if (!step.orders) {
      if (step.cells.length > at && begins(step.cells, clicks)) next.add(step.cells[at]);
      continue;
    }
    for (const order of step.orders) if (order.length > at && begins(order, clicks)) next.add(order[at]);
  }
  return [...next];
}

/**
 * What a click on `place` does after `clicks`. A click that continues no step but repeats the
 * last click takes that click back (a second click on a counter drops it; on a pair's doubled
 * click, the swap): a gesture of the board, not a rule.
 * @param {StepInfo[]} legal
 * @param {string[]} clicks
 * @param {string} place
 * @returns {Click}
 */
export function click(legal, clicks, place) {
  const chosen = [...clicks, place];
  const fits = continuing(legal, chosen);
  if (!fits.length) {
    if (clicks.at(-1) !== place) return { kind: "refuse", clicks: chosen };
    const back = clicks.slice(0, -1);
    return back.length ? { kind: "select", clicks: back } : { kind: "cancel" };
  }
  const complete = fits.filter((step) => follows(step, chosen, true));
  if (complete.length === fits.length) {
    if (complete.length === 1) return { kind: "play", step: complete[0].step };
    return { kind: "pick", clicks: chosen, steps: complete };
  }
  return { kind: "select", clicks: chosen };
}

/**
 * What the clicks so far would put down (the ghosts drawn before a step is played): the look
 * every step they follow gives each clicked place, or, for steps that say what they leave (a
 * tile in its rotation), those pieces once only one step is left.
 * @param {StepInfo[]} legal
 * @param {string[]} clicks
 * @param {number|null} owner  the player to move
 * @returns {Ghost[]}
 */
export function ghosts(legal, clicks, owner) {
  if (!clicks.length) return [];
  // Clicks that follow some steps' usual order show those (a pair's first cell: black), else
  // whichever steps they follow (the same cell clicked twice: white).
  const usual = legal.filter((step) => begins(step.orders ? step.orders[0] : step.cells, clicks));
  const steps = usual.length ? usual : continuing(legal, clicks);
  // A look they share ("a tile") would draw nothing true: wait until one step is left.
  if (steps.some((step) => step.pieces)) return steps.length === 1 ? steps[0].pieces ?? [] : [];
  return [...new Set(clicks)]
    .map((at) => ({ at, look: sharedLook(steps, at) ?? "", owner }))
    .filter((ghost) => ghost.look);
}

/**
 * The look every step of `steps` gives `place`, or null when they disagree (a stone of either
 * colour: black or white, so the place is a plain target until the colour is picked).
 * @param {StepInfo[]} steps
 * @param {string} place
 */
export function sharedLook(steps, place) {
  const looks = new Set();
  for (const step of steps) {
    const i = step.cells.indexOf(place);
    if (i >= 0) looks.add(step.looks[i]);
  }
  return looks.size === 1 ? [...looks][0] : null;
}
