"""The limits fit Nonaga's longest texts: a position at the table's edge, and a record of the
longest line there (tests/test_limits.py checks every game's playouts and largest boards)."""

from __future__ import annotations

from py_games.core import limits


def test_the_longest_texts_at_the_tables_edge_fit_the_limits() -> None:
    # The longest position: every ring and counter at the table's edge.
    edge = f"-{limits.TABLE},-{limits.TABLE}"
    nonaga_longest = 25 * (len(edge) + 1) + len(" 0 counter ") + len(edge)
    assert nonaga_longest * 8 < limits.POSITION
    # The longest record: every step of a full line at the table's edge, each with a turn
    # number, and a header of the longest names (as JSON strings, escaped six to one).
    step = f"{edge}>{edge}"
    body = limits.LINE * (len(step) + len(f" {limits.LINE}. "))
    header = limits.PLAYERS * (6 * limits.TEXT + 4) * 2 + 6 * limits.TEXT + nonaga_longest
    assert body + header < limits.RECORD
    # As many steps in a tree, each in a variation of its own, written: "(5000... STEP) ", and
    # the turn taken up again after a variation "5000... ", a dozen characters a step at most.
    tree_body = limits.LINE * (len(step) + len(f" ({limits.LINE}... )"))
    assert tree_body + header < limits.RECORD
