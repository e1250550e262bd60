"""Practice that remembers: a journal of the player's tries, and everything worked out from it.

The browser keeps the journal (:mod:`.journal`): events only ever added, each with an id and
a time, so that two tabs never lose each other's work and an import adds what is missing
without overwriting anything. Everything else is a pure function of the journal and ``now``:

:mod:`.schedule`
    The mistakes that come back: spaced repetition (1, 3, 7, 21 days; a miss resets).
:mod:`.glicko` and :mod:`.rating`
    The solver's Glicko-2 rating, its history, and puzzles served near it.
:mod:`.timed`
    The timed run's rules: its puzzles, its clock, its score, what to replay.
:mod:`.kept`
    Collections of puzzles, and puzzles made from a position.

Nothing here names a game: puzzles are ids and ratings, given by the caller
(:mod:`py_games.bridge.practice` reads the shipped sets).
"""

from .journal import Journal, JournalError, merge, read, read_kept, write

__all__ = ["Journal", "JournalError", "merge", "read", "read_kept", "write"]
