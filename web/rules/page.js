// A rules page's script: its language first (the build writes one page per language, and the
// menu moves between them), then the board its diagrams and its board to play are.

import "../language.js";
import "../board.js";
