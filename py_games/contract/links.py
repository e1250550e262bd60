"""What the bridge's links between devices take and answer: a line packed into a link's
``steps`` (``pack``) and read back (``unpack``), see :mod:`py_games.records.compact`."""

from typing import TypedDict

from .play import GameRequest, OptionValues


class PackRequest(GameRequest):
    """The line to pack: ``moves`` played from ``start`` (each checked by the rules)."""


class PackAnswer(TypedDict):
    steps: str
    """The line packed: base64url text a link carries as it is (``&steps=…``)."""


class UnpackRequest(GameRequest):
    steps: str
    """A link's packed steps; ``moves`` is left aside."""


class UnpackAnswer(TypedDict):
    options: OptionValues
    """The link's options as the game reads them, every one (a page compares them with a
    saved game's, which the board holds read the same way)."""
    moves: list[str]
    """The steps the link holds, each in canonical notation, replayed by the rules."""
    movers: list[int]
    """Who played each of ``moves`` (a page shows the last turn being played: the steps at
    the end by the same player)."""
    first_turn_step: int
    """Where in its turn the first of ``moves`` stands: its index in the board's
    ``turn_steps``, as in a view's ``history``."""
    to_move: int | None
    """Who is to move after them; ``null`` once the game is over."""
