// The board's status, as scripts and tests read it (the element's data-status): loading until
// Python answers, then ready; thinking while Python works for this board or the computer plays
// its turn; over once the game has ended; error when it cannot load (loading and error stay
// until a game is shown).

/**
 * @typedef {import("./state.js").BoardState} BoardState
 * @typedef {import("./state.js").Status} Status
 */

export class BoardStatus {
  #element;
  #state;
  #busy = 0; // requests to Python under way for this board

  /** @param {HTMLElement} element @param {BoardState} state */
  constructor(element, state) {
    this.#element = element;
    this.#state = state;
  }

  /** A request to Python starts: returns what to call once it is answered. */
  busy() {
    this.#busy++;
    this.refresh();
    return () => {
      this.#busy--;
      this.refresh();
    };
  }

  /** Say the status the board is in now. */
  refresh() {
    const { live, status, computer } = this.#state;
    if (!live && (status === "loading" || status === "error")) return;
    this.set(this.#busy || computer ? "thinking" : live?.outcome ? "over" : "ready");
  }

  /** @param {Status} status */
  set(status) {
    this.#state.status = status;
    // Written only when it changes: an attribute written is a style to check again.
    if (this.#element.dataset.status !== status) this.#element.dataset.status = status;
  }
}
