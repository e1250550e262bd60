"""Nonaga, by Viktor Bautista i Roca (2008): the players move the board itself.

Rules
    The rules as players read them are written once, in ``rules.md`` beside this module (the
    site's rules page, checked against this docstring by ``tests/test_rules_pages.py``).
    Here the start has the rings on every position within two steps of ``0,0``, player 0's
    counters on ``2,-2``, ``-2,0``, ``0,2`` and player 1's on ``2,0``, ``0,-2``, ``-2,2``;
    a turn is two steps by the same player, a counter step then a ring step.

Options
    ``first`` (0 or 1, default 0): who moves first. The original draws lots; the player lets
    people choose or draw.
    ``free_rule``: when a ring can slide out. ``"gap"`` (default): two of the positions around
    it, side by side, are empty, so there is a gap wide enough to pull it through.
    ``"fewer_than_5"``: it has at most four neighbouring rings (the simpler test some
    implementations use).

Choices where the rules are silent
    - A step with no legal move is skipped: a player who cannot slide any counter goes
      straight to the ring step; one who cannot move a ring ends the turn, and the opponent
      then has no locked ring. If nobody can do anything at all, the game is a draw.
    - The third time the same position comes up (rings, counters, player to move, step and
      locked ring), the game is a draw: every game ends.
    - The table is as wide as notation reads: a coordinate runs from -999,999 to 999,999
      (``limits.TABLE``, six digits), and a ring is never put off it. Every step listed can
      then be written and read back. No game comes near the edge: from the start, a ring
      goes at most one position further out per ring step, and a line holds at most
      ``limits.LINE`` (10,000) steps.
    - Each player's score, shown live, is their largest group of touching counters (1 to 3).
    - The players are Player 1 and Player 2; the board draws their counters in their seat's
      colour and mark.

The computer opponent
    Random games of Nonaga wander for dozens of steps and end by chance, so a search's playout
    takes a winning slide when it has one, stops after two turns and scores how close each
    player's counters stand, and the search explores less widely than its default
    (:mod:`.search` says why and how).

History
    Repetition needs the positions seen so far, so a state holds them (``seen``): states with
    the same position and different pasts are different states (``Game.keeps_history``), and
    states reached by the same steps from the same start are equal, with equal hashes.
    Position text holds the position alone; reading it starts a history there. The history
    is shared (:class:`~py_games.games.nonaga.history.History`): a state's is its parent's with its
    own position added, and a trie shared the same way counts each position, so a line's
    states take memory linear in its length (a tuple of the past in each state took
    quadratic memory: 1.2 GB for a legal 16,000-step line), and a repetition is counted in a
    few steps however long the game. The order of
    the rings and counters in a state is their identity, which the board uses to animate a
    piece that moves: a step keeps every other piece in its place. Position text lists them
    in reading order, so reading a text numbers them afresh.

Notation
    Both steps are written ``<from>><to>`` with positions as ``q,r`` (``notation.md``):
    ``2,-2>-1,1`` slides the counter on ``2,-2`` to ``-1,1`` in a counter step, and moves a
    ring in a ring step. The state says which step comes next. ``0,0`` is the middle of the
    start, ``q`` counts along a row to the right and ``r`` rows downwards: the six neighbours
    of ``0,0`` are ``1,0``, ``1,-1``, ``0,-1``, ``-1,0``, ``-1,1`` and ``0,1``.

Position text
    Six fields separated by spaces: ``<rings> <player 0's counters> <player 1's counters>
    <player to move> <step> <locked ring>``. Each list of positions is separated by ``;`` in
    reading order (top row first, left to right); the step is ``counter`` or ``ring``; the
    locked ring (which may not move this turn) is one position or ``-``. The rings and each
    player's counters are counted before they are read, so a list of the wrong length is
    refused at once, whatever it holds. The start, with the 19
    rings shortened here::

        0,-2;1,-2;2,-2;-1,-1;…;0,2 2,-2;-2,0;0,2 0,-2;2,0;-2,2 0 counter -

Modules
    :mod:`.state` the state and constants; :mod:`.rules` the ``Nonaga`` game;
    :mod:`.geometry` the geometry the rules ask most, worked out fast; :mod:`.scene` its board
    (:class:`~.scene.NonagaPresenter`); :mod:`.search` its playouts
    (:class:`~.search.NonagaTuning`); :mod:`.patterns` what its learned evaluation sees. This
    package only declares the game (:data:`PARTS`): each module is imported when first needed.
"""

from __future__ import annotations

from ...core.options import Option
from ...i18n import N_
from ...parts import Parts

PARTS = Parts(
    id="nonaga",
    title="Nonaga",
    summary=N_("Slide a counter, then move a ring of the board; three touching counters win."),
    package=__name__,
    rules_at=".rules:Nonaga",
    presenter_at=".scene:NonagaPresenter",
    options=(
        Option(
            "first",
            N_("First player"),
            0,
            minimum=0,
            maximum=1,
            help=N_("who slides first; the original rules draw lots"),
            names=(N_("Player 1"), N_("Player 2")),
            by_lot=True,
        ),
        Option(
            "free_rule",
            N_("Free ring"),
            "gap",
            choices=("gap", "fewer_than_5"),
            help=N_(
                "when a ring may move: the original rules ask for a gap wide enough to slide "
                "it out; some implementations only count its neighbours"
            ),
            labels=(N_("a gap of two empty places"), N_("at most four neighbours")),
        ),
    ),
    groups_name=N_("groups of counters"),
    tuning_at=".search:NonagaTuning",
    editor_at=".scene:NonagaEditor",
    lesson_at=".lesson:LESSON",
)
"""Everything Nonaga is, as the registry binds it: said here without importing its rules,
which take their id, title, summary and options from it (and its board its ``groups_name``),
each part imported when first asked for."""
