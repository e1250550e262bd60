"""The shared core: what every game is built from.

- :mod:`.errors`   the error classes of the public API;
- :mod:`.options`  declared game options, validated and normalised once;
- :mod:`.values`   ``State``, ``Move``, ``Outcome``, ``Region``, ``ScoreDetail``: what the
  rules hand out, and the words of an outcome;
- :mod:`.game`     ``Game`` (rules + options): the template methods that wrap each game's
  small hooks (it re-exports the values);
- :mod:`.scene`    the scene contract: what the board draws and lets a player click;
- :mod:`.answers`  the bridge's requests and answers, around the scene;
- :mod:`.presenter` ``Presenter``: a game's scene, built from its rules' public API;
- :mod:`.grid`     boards of named cells: names, rows of position text, places to draw;
- :mod:`.square`   square grids: chess names, side and corner neighbours;
- :mod:`.hexes`    axial hex coordinates and the hexhex board;
- :mod:`.groups`   connected groups of cells on any geometry;
- :mod:`.stones`   boards of black and white stones that either player places (rules and
  board);
- :mod:`.palago`   Palago's pattern on hexagons: areas and which encircles which;
- :mod:`.nesting`  the same nesting of areas, found fast for scores and a search;
- :mod:`.scoring`  ways of deciding the winner: highest score, ranked group sizes.

Nothing here knows a particular game.
"""
