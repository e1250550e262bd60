"""The registry of implemented games: an explicit list, no import-time side effects."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from types import MappingProxyType
from typing import Any

from .core.errors import InvalidOptionError, UnknownGameError, quoted
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


def read_options(game_id: str, given: Mapping[str, object]) -> dict[str, object]:
    """``given`` with each text value of a declared option read as a record reads it: a link's
    fragment and the command line give options as text. Anything else is left for the game to
    accept or refuse (an unknown game or option included)."""
    declared = {o.name: o for o in GAMES[game_id].OPTIONS} if game_id in GAMES else {}
    return {
        name: declared[name].parse(value, game_id)
        if isinstance(value, str) and name in declared
        else value
        for name, value in given.items()
    }


def option_pairs(texts: Iterable[str]) -> dict[str, str]:
    """Options written ``name=value`` (a command's ``--option``), as text by name."""
    pairs = {}
    for text in texts:
        name, equals, value = text.partition("=")
        if not equals:
            raise InvalidOptionError(f"write an option as name=value, not {quoted(text)}")
        pairs[name] = value
    return pairs


def unknown_game(game_id: object) -> UnknownGameError:
    """The error for a game id that names no playable game, saying whether it is planned."""
    known = ", ".join(sorted(GAMES))
    if isinstance(game_id, str) and game_id in PLANNED:
        return UnknownGameError(
            f"{PLANNED[game_id]} is not playable yet; the playable games are: {known}"
        )
    return UnknownGameError(f"there is no game {quoted(game_id)}; the games are: {known}")
