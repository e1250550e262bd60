"""Ways of deciding a winner that several games share.

- :func:`highest_score_outcome`: the highest number wins; players tied at the top share it.
- :func:`ranked_difference`: compare two lists of group sizes rank by rank (Tonga breaks a
  tie from the 4th-largest group, Too decides from the 2nd).
- :func:`rewards`: each player's share of the win, as the search and the training count it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Literal

from ..i18n import _
from .game import Game, Outcome, State
from .values import listed


def ordinal(n: int) -> str:
    """``1`` -> ``"1st"``, ``2`` -> ``"2nd"``, ``11`` -> ``"11th"``.

    >>> [ordinal(n) for n in (1, 2, 3, 4, 11, 12, 13, 21, 22)]
    ['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd']
    """
    if n % 100 not in (11, 12, 13) and n % 10 == 1:
        # TRANSLATORS: ordinal numbers, as in "the 2nd-largest group"; {n} is the number. A
        # language with one way of writing them translates the four alike.
        return _("{n}st").format(n=n)
    if n % 100 not in (11, 12, 13) and n % 10 == 2:
        # TRANSLATORS: an ordinal number, as in "the 2nd-largest group".
        return _("{n}nd").format(n=n)
    if n % 100 not in (11, 12, 13) and n % 10 == 3:
        # TRANSLATORS: an ordinal number, as in "the 3rd-largest group".
        return _("{n}rd").format(n=n)
    # TRANSLATORS: an ordinal number, as in "the 4th-largest group".
    return _("{n}th").format(n=n)


def ranked_difference(
    a: Sequence[int], b: Sequence[int], start: int = 0, *, missing: Literal["stop", "loses"]
) -> tuple[int, int] | None:
    """The first rank from ``start`` (0-based) where two descending lists of sizes differ, as
    ``(rank, sign)``: ``sign`` is 1 when ``a`` is larger there, -1 when ``b`` is.

    When one list runs out first, ``missing`` decides: ``"stop"`` ends the comparison (only
    ranks both lists have are compared, Tonga), ``"loses"`` makes the list that ran out the
    smaller (Too). ``None`` when no compared rank differs.

    >>> ranked_difference([5, 3, 2], [5, 3, 1], 1, missing="stop")
    (2, 1)
    >>> ranked_difference([5, 3], [5, 3, 1], 1, missing="stop") is None
    True
    >>> ranked_difference([5, 3], [5, 3, 1], 1, missing="loses")
    (2, -1)
    """
    for rank in range(start, max(len(a), len(b))):
        if rank >= len(a) or rank >= len(b):
            if missing == "stop":
                return None
            return (rank, 1 if rank < len(a) else -1)
        if a[rank] != b[rank]:
            return (rank, 1 if a[rank] > b[rank] else -1)
    return None


def winners_by_score(scores: Sequence[int]) -> tuple[int, ...]:
    """The players whose score is highest (several share a tie)."""
    best = max(scores)
    return tuple(player for player, score in enumerate(scores) if score == best)


def highest_score_outcome(game: Game[Any, Any], scores: Sequence[int], reason: str) -> Outcome:
    """The outcome where the highest score wins and players tied at the top share the win."""
    winners = winners_by_score(scores)
    if len(winners) == 1:
        decided = _("The highest score wins.")
    else:
        tied = "".join(listed([[game.player_name(p)] for p in winners], _("{items} and {item}")))
        decided = _("{players} tie at {score}, the highest score, and share the win.").format(
            players=tied, score=scores[winners[0]]
        )
    return Outcome(winners, tuple(scores), reason, decided)


def rewards(game: Game[Any, Any], state: State) -> tuple[float, ...]:
    """Each player's share of the win: 1 for a sole winner, split between winners; for a
    game cut short, the same by the live scores."""
    outcome = game.outcome(state)
    if outcome is not None:
        winners = outcome.winners
    else:
        scores = game.scores(state)
        top = max(scores)
        winners = tuple(p for p, s in enumerate(scores) if s == top)
    share = 1.0 / len(winners)
    return tuple(share if p in winners else 0.0 for p in range(game.players))
