"""The shared core: what every game is built from.

- :mod:`.errors`   the error classes of the public API;
- :mod:`.options`  declared game options, validated and normalised once;
- :mod:`.game`     ``Game`` (rules + options), ``State``, ``Move``, ``Outcome`` and the
  template methods that wrap each game's small hooks;
- :mod:`.square`   square-grid geometry: cell names, neighbourhoods, position-text ranks;
- :mod:`.groups`   connected groups of cells on any geometry.

Nothing here knows a particular game.
"""
