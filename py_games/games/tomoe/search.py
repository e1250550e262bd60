"""How a search's playouts go in Tomoe (:class:`TomoeTuning`).

Playouts only place tiles, anywhere they fit: listing the turns of a tile needs every
position's rings, which would make a playout twenty times dearer. The one exception is the
last space, where turning a tile first may be the best step, so every legal step is weighed.
"""

from __future__ import annotations

from random import Random

from ...tuning import Tuning
from .designs import SPACES, SUPPLY, TILES
from .rules import Tomoe
from .state import TYPES, Placement, TomoeMove, TomoeState


class TomoeTuning(Tuning[Tomoe, TomoeState, TomoeMove]):
    """Playouts that place tiles at random where they fit."""

    def playout_move(self, state: TomoeState, rng: Random) -> TomoeMove:
        game, tiles = self.game, state.tiles
        empty = [space for space, tile in enumerate(tiles, start=1) if tile is None]
        if state.step == 1 and len(empty) == 1 and game.may_rotate(state):
            return rng.choice(game.steps(state))  # the last space: turning first may be best
        space = rng.choice(empty)
        # game.fitting(state, space), counting only the two types that fit.
        placed = [tile[0] for tile in tiles if tile is not None]
        kinds = [kind for kind in _FITTING[space - 1] if placed.count(kind) < SUPPLY]
        return Placement(space, rng.choice(kinds), rng.randrange(3))


_FITTING = tuple(tuple(k for k in TYPES if TILES[k][0] == points) for points, _ in SPACES)
"""Per space (from 0): the tile types that fit it, in the order of the designs."""
