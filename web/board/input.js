// Pointer and keys on the board, turned into the board's actions: a place clicked or tapped
// (or chosen with the arrow keys and Enter), the place under the mouse, Esc, and a diagram's
// keys that step through its moves. What an action means is the element's to decide.

/**
 * @typedef {import("./line.js").Go} Go
 * @typedef {Object} Actions
 * @property {() => boolean} playable  whether clicks and keys play (else they browse a diagram)
 * @property {(clientX: number, clientY: number) => string | null} placeAt
 * @property {(place: string | null, touch?: boolean) => void} activate  a click or Enter on a
 *   place (null: beside the board); `touch`: made by a finger
 * @property {(place: string | null) => void} hover
 * @property {(dx: number, dy: number) => void} moveCursor  an arrow key (dy > 0 is up)
 * @property {() => void} enter  Enter or space: activate the cursor's place
 * @property {() => void} cancel  Esc
 * @property {(go: Go) => void} go  a diagram's step
 * @property {() => void} redraw  focus came or went (the cursor shows only with focus)
 */

/** @type {{[key: string]: [number, number]}} */
const ARROWS = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, 1], ArrowDown: [0, -1] };
/** @type {{[key: string]: Go}} */
const DIAGRAM_KEYS = { ArrowLeft: "back", ArrowRight: "forward", Home: "first", End: "last" };

/**
 * Wire the canvas's events to `actions`.
 * @param {HTMLCanvasElement} canvas
 * @param {Actions} actions
 */
export function bindInput(canvas, actions) {
  canvas.addEventListener("pointerup", (event) => {
    if (event.button !== 0) return;
    actions.activate(actions.placeAt(event.clientX, event.clientY), event.pointerType === "touch");
  });
  canvas.addEventListener("pointermove", (event) => {
    actions.hover(event.pointerType === "mouse" ? actions.placeAt(event.clientX, event.clientY) : null);
  });
  canvas.addEventListener("pointerleave", () => actions.hover(null));
  canvas.addEventListener("keydown", (event) => onKey(actions, event));
  canvas.addEventListener("focus", () => actions.redraw());
  canvas.addEventListener("blur", () => actions.redraw());
}

/** @param {Actions} actions @param {KeyboardEvent} event */
function onKey(actions, event) {
  if (!actions.playable()) {
    const go = DIAGRAM_KEYS[event.key];
    if (go) {
      event.preventDefault();
      actions.go(go);
    }
    return;
  }
  const arrow = ARROWS[event.key];
  if (arrow) {
    event.preventDefault();
    actions.moveCursor(...arrow);
  } else if (event.key === "Enter" || event.key === " ") {
    event.preventDefault();
    actions.enter();
  } else if (event.key === "Escape") {
    actions.cancel();
  }
}
