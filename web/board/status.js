// The board's status, as scripts and tests read it (the element's data-status): loading until
// Python answers, then ready; thinking while Python works for this board or the computer plays
// its turn; over once the game has ended; error when it cannot load (loading and error stay
// until a game is shown).

/**
 * @typedef {import("./state.js").Board} Board
 * @typedef {import("./state.js").Status} Status
 */

/** A request to Python starts: returns what to call once it is answered. @param {Board} board */
export function busy(board) {
  board.requests++;
  refreshStatus(board);
  return () => {
    board.requests--;
    refreshStatus(board);
  };
}

/** Say the status the board is in now. @param {Board} board */
export function refreshStatus(board) {
  const { live, status, computer } = board;
  if (!live && (status === "loading" || status === "error")) return;
  setStatus(board, board.requests || computer ? "thinking" : live?.outcome ? "over" : "ready");
}

/** @param {Board} board @param {Status} status */
export function setStatus(board, status) {
  board.status = status;
  // Written only when it changes: an attribute written is a style to check again.
  if (board.element.dataset.status !== status) board.element.dataset.status = status;
}
