"""Too's lesson: a stone of either colour, groups, and the 2nd-largest group that decides.

Six tasks on a board of side 3 (19 cells), the learner being Black (player 0):

1. ``either``: a turn places a stone of *either* colour (``c3:w``); stones of one colour
   joined through neighbours make a group.
2. ``second``: the groups are compared from the 2nd-largest on, not the largest: make Black's
   2nd-largest group larger than White's.
3. ``run-out``: a colour without a group at a compared rank loses there, and when every
   compared rank matches the largest groups decide: a lone black stone puts Black ahead.
4. ``join-theirs``: a first piece of strategy: a stone of the *other* colour can join the
   other player's groups, leaving them no 2nd-largest group.
5. ``hold``: a stone that keeps Black ahead whatever White answers; the computer answers with
   the first stone that puts White ahead, if any.
6. ``finish``: the end of a game, played out against the computer's best answers (an
   exhaustive search of the few cells left).

Every check reads the position with the rules engine: the groups come from ``score_details``
(largest first, the rules' own), who is ahead from the rules' comparison of ``scores`` written
out here for the words (the game says it only once the board is full), the winner from
``outcome``. Nothing compares the learner's step with a list of answers.

Choices
    - Mid-game, "ahead" is the rules' comparison applied to the groups placed so far, as the
      board's score shows it; equal lists (possible before the board is full) put nobody
      ahead.
    - The computer's answers are deterministic: in ``hold`` the first legal stone that puts
      White ahead, else the first that ties, else the first legal stone; in ``finish`` the first
      stone that does best for White against every line.
"""

from __future__ import annotations

from .tasks import LESSON

__all__ = ["LESSON"]
