"""Contiguous's words go through the message catalogs: under the pseudo-language en-XA a
refused cell's reason and the outcome's reason come out translated, the cells' names kept."""

from __future__ import annotations

from py_games import get_game, i18n


def test_a_refused_cell_and_the_end_are_said_in_the_language_of_the_moment() -> None:
    game = get_game("contiguous", size=3)
    state = game.from_position(".../.../2.1 1 a1")
    with i18n.using("en-XA"):
        refused = game.why_not(state, "c3")
        # Parsed in the block: a state remembers its outcome once worked out.
        outcome = game.outcome(game.from_position("221/111/212 2 c3"))
    assert refused == (
        "[c3 ðöéš ñöţ ţöûçĥ a1, ţĥé çéļļ fîļļéð ļåšţ, ŵĥîçĥ šţîļļ ĥåš åñ émpţý ñéîĝĥböûŕ "
        "~~~~~~~~~~~~~~~~~~~~~~~~~~~~]"
    )
    assert outcome is not None
    assert outcome.reason == "[ţĥé ĝŕîð îš fûļļ ~~~~~]"
    assert game.why_not(state, "c3") == (
        "c3 does not touch a1, the cell filled last, which still has an empty neighbour"
    )
