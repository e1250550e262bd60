"""Contiguous's lesson: filling next to the last cell, islands, and why joining can cost.

Six tasks on a 4×4 grid for two players, the learner being Player 1 (``you``):

1. ``touch``: the placement rule (touch the cell filled last, at a side or a corner) and what
   an island is (cells joined along a side).
2. ``free``: the rule's exception: when nothing next to the last cell is empty, any empty cell
   may be filled.
3. ``product``: the score is the product of the islands' sizes; joining two islands adds
   their sizes where keeping them apart multiplied them.
4. ``grow-small``: a first piece of strategy: a cell multiplies most when it grows the smaller
   island (2 and 4: 4 × 3 = 12 beats 5 × 2 = 10, and joining them makes only 7, the author's
   own example).
5. ``squeeze``: your cell decides where Player 2 may fill next; fill one whose empty
   neighbours grow none of Player 2's islands. The computer answers with the cell that raises
   its score most.
6. ``finish``: the end of a game, played out against the computer's best answers (an
   exhaustive search of the few cells left).

Every check reads the position with the rules engine: the islands and the formulas come from
``score_details``, the best score from every legal cell's successor, the winner from
``outcome``. Nothing compares the learner's cell with a list of answers.

Choices
    - The words call the learner "you" and the other player by the rules' name ("Player 2").
    - The computer's answers are deterministic: in ``squeeze`` the cell that gives it the
      highest score (the first in the legal order on a tie); in ``finish`` the first cell that
      does best for it against every line (win, else shared win, else anything).
"""

from __future__ import annotations

from .tasks import LESSON

__all__ = ["LESSON"]
