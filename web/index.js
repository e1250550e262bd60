// The index: its cards are written by build.py from Python's catalog (playable games first,
// each linked to its player and its rules page), so the page needs no Python to load. This
// only keeps the site for offline use.

import "./language.js"; // first: the page's language, before any board asks Python
import { keepOffline } from "./offline.js";

keepOffline();
