"""The registry of implemented games: an explicit list, no import-time side effects."""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Any

from .core.errors import UnknownGameError, quoted
from .core.game import Game
from .games.contiguous import Contiguous
from .games.nonaga import Nonaga
from .games.tomoe import Tomoe
from .games.tonga import Tonga
from .games.too import Too

# A game is listed here once it is implemented and tested, never before: its import above and
# its name below are all a new game adds outside its own module (docs/adding-a-game.md).
# Everything that lists the games (the bridge's catalog, the site's index, rules pages and app
# manifest, the tests) reads this.
LISTED: tuple[type[Game[Any, Any]], ...] = (
    Contiguous,
    Tonga,
    Too,
    Nonaga,
    Tomoe,
)

GAMES: Mapping[str, type[Game[Any, Any]]] = MappingProxyType({cls.id: cls for cls in LISTED})
"""Game id -> game class, for every game that can be played, in the order they are listed."""

PLANNED: Mapping[str, str] = MappingProxyType({})
"""Game id -> title of the games the suite will have but cannot play yet, so that a link or a
record naming one gets "not playable yet" rather than "no such game"."""


def get_game(game_id: str, /, **options: object) -> Game[Any, Any]:
    """The game ``game_id`` with ``options`` (every other option at its default).

    >>> get_game("contiguous", size=5, players=3).options["size"]
    5
    """
    cls = GAMES.get(game_id) if isinstance(game_id, str) else None
    if cls is None:
        raise unknown_game(game_id)
    return cls(**options)


def unknown_game(game_id: object) -> UnknownGameError:
    """The error for a game id that names no playable game, saying whether it is planned."""
    known = ", ".join(sorted(GAMES))
    if isinstance(game_id, str) and game_id in PLANNED:
        return UnknownGameError(
            f"{PLANNED[game_id]} is not playable yet; the playable games are: {known}"
        )
    return UnknownGameError(f"there is no game {quoted(game_id)}; the games are: {known}")
