"""Nonaga's words go through the catalogs: under the pseudo-language each message comes out
accented, with the positions it names written in as they are."""

from __future__ import annotations

import pytest

from py_games import IllegalMoveError, get_game, i18n
from py_games.games.nonaga.state import NonagaState
from py_games.i18n import pseudo


def won() -> NonagaState:
    """A new state (the outcome is worked out once per state) where Player 1 has just won."""
    game = get_game("nonaga")
    rings = game.position(game.initial_state()).split()[0]
    state = game.from_position(f"{rings} 0,0;1,0;2,-2 0,-2;-2,0;-2,2 0 counter -")
    after = game.apply(state, "2,-2>1,-1")
    assert isinstance(after, NonagaState)
    return after


def test_an_illegal_slide_and_the_win_are_said_in_the_language_of_the_moment() -> None:
    game = get_game("nonaga")
    with i18n.using("en-XA"):
        with pytest.raises(IllegalMoveError) as refused:
            game.apply(game.initial_state(), "2,-2>0,1")
        outcome = game.outcome(won())
    assert str(refused.value) == "[0,1 îš ñöţ îñ å šţŕåîĝĥţ ļîñé fŕöm 2,-2 ~~~~~~~~~~~~~~]"
    assert str(refused.value) == pseudo("{end} is not in a straight line from {start}").format(
        end="0,1", start="2,-2"
    )
    assert outcome is not None and outcome.winners == (0,)
    assert outcome.reason == "[ţĥŕéé çöûñţéŕš ţöûçĥ ~~~~~~]" == pseudo("three counters touch")
    assert outcome.decided.startswith("[") and "ţĥŕéé çöûñţéŕš ţöûçĥ:" in outcome.decided
    english = game.outcome(won())
    assert english is not None and english.reason == "three counters touch"
    assert english.decided == "Player 1's three counters touch: a triangle."
