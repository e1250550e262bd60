"""Tonga's words go through the message catalogs: under the pseudo-language en-XA a refused
pair's reason and the outcome's reason come out translated, the cells' names kept; a count
of one reads in the singular."""

from __future__ import annotations

import pytest

from py_games import InvalidPositionError, get_game, i18n

from .test_rules import FINAL, MIDDLE, position


def test_a_refused_pair_and_the_end_are_said_in_the_language_of_the_moment() -> None:
    game = get_game("tonga")
    state = game.from_position(position(MIDDLE, "b"))
    with i18n.using("en-XA"):
        refused = game.why_not(state, "a9", "a7")
        # Parsed in the block: a state remembers its outcome once worked out.
        outcome = game.outcome(game.from_position(position(FINAL, "b")))
    assert refused == (
        "[a9 åñð a7 ðö ñöţ ţöûçĥ: ţĥé šţöñéš ĝö öñ ñéîĝĥböûŕîñĝ çéļļš ~~~~~~~~~~~~~~~~~~~~~~~]"
    )
    assert outcome is not None
    assert outcome.reason == "[ñö ţŵö émpţý çéļļš ţöûçĥ ~~~~~~~~]"
    assert "114" in outcome.decided and "110" in outcome.decided
    assert outcome.decided.startswith("[") and "béåţš" in outcome.decided
    assert game.why_not(state, "a9", "a7") == (
        "a9 and a7 do not touch: the stones go on neighbouring cells"
    )


def test_a_position_one_turn_in_says_one_turn() -> None:
    one_pair = "bw......./" + "/".join(["........."] * 8) + " w"
    with pytest.raises(InvalidPositionError) as refused:
        get_game("tonga").from_position(one_pair)
    assert str(refused.value) == (
        "after 1 turn with White starting it is Black's turn, not White's"
    )
