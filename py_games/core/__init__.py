"""The shared core: what every game is built from.

- :mod:`.errors`   the error classes of the public API;
- :mod:`.options`  declared game options, validated and normalised once;
- :mod:`.game`     ``Game`` (rules + options), ``State``, ``Move``, ``Outcome`` and the
  template methods that wrap each game's small hooks;
- :mod:`.scene`    the scene contract: what the board draws and lets a player click;
- :mod:`.grid`     boards of named cells: names, rows of position text, places to draw;
- :mod:`.square`   square grids: chess names, side and corner neighbours;
- :mod:`.hexes`    axial hex coordinates and the hexhex board;
- :mod:`.groups`   connected groups of cells on any geometry;
- :mod:`.stones`   boards of black and white stones that either player places;
- :mod:`.scoring`  ways of deciding the winner: highest score, ranked group sizes.

Nothing here knows a particular game.
"""
