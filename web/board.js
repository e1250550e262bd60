// <py-games-board>: one board, the same element on every page (player, rules, embeds), and the
// one script a page loads to have it:
//
//   <script type="module" src="board.js"></script>
//   <py-games-board game="ID" moves="…" interactive></py-games-board>
//
// The element is made of the small modules in board/ (see board/element.js); this file only
// defines it. Its attributes, properties, methods and events are documented on the class
// (board/element.js), from which docs/reference/element.md is generated.

export { PyGamesBoard, EngineError } from "./board/element.js";
