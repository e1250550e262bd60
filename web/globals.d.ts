// What the pages' own inline script (written by build.py, see EARLY_WORKER there) leaves on
// the window for engine.js: the Python worker it started as the HTML arrived, and the events
// that worker sent before engine.js adopted it.
export {};

declare global {
  // eslint-disable-next-line no-var
  var pyGamesEarly: { url: string; worker?: Worker; events: Event[] | null } | undefined;
}

declare global {
  interface HTMLElementTagNameMap {
    "py-games-board": import("./board/element.js").PyGamesBoard;
  }
}
