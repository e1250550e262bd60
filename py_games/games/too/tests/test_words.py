"""Too's words go through the message catalogs: under the pseudo-language en-XA a refused
stone's reason and the outcome's reason and deciding sentence come out translated, the cells'
names and the sizes kept."""

from __future__ import annotations

from py_games import get_game, i18n


def test_a_refused_stone_and_the_end_are_said_in_the_language_of_the_moment() -> None:
    game = get_game("too", size=2)
    state = game.from_position("../b../.. 1")
    with i18n.using("en-XA"):
        refused = game.why_not(state, "b1")
        # Parsed in the block: a state remembers its outcome once worked out.
        outcome = game.outcome(game.from_position("bb/bbb/bb 1"))
    assert refused == "[b1 îš ñöţ émpţý ~~~~~~]"
    assert outcome is not None
    assert outcome.reason == "[ţĥé böåŕð îš fûļļ ~~~~~]"
    assert outcome.decided.startswith("[Évéŕý ĝŕöûp fŕöm ţĥé 2ñð öñ måţçĥéš; ")
    assert "(7)" in outcome.decided and "(0)" in outcome.decided
    assert game.why_not(state, "b1") == "b1 is not empty"
