// Makes the docs' boards live. Each ```py-games fence is a <py-games-board> holding its
// picture, which is what a reader without script sees; when the docs are part of the site
// (dist/docs/, beside board.js), the site's own element takes over and the board plays.
// Built alone (mkdocs serve), there is no board.js and the pictures stay.
const BOARD = new URL("../../board.js", import.meta.url);

if (document.querySelector("py-games-board")) {
  import(BOARD.href).catch(() => {
    // No site beside the docs: the pictures are the diagrams.
  });
}
