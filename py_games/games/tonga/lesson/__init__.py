"""Tonga's lesson: a pair of stones, groups, squares, the other colour, the end, and answers.

The eight tasks, in order, each a position on the 9×9 board (Tonga has no smaller one) with
the learner to move, and a check that reads the position reached with the rules engine
(groups and scores from :meth:`Game.score_details`, the end from :meth:`Game.outcome`):

1. ``pair``: a turn places a black and a white stone on two empty cells that touch, by a side
   *or a corner* (the rules refuse any other pair, so the task asks for a corner).
2. ``group``: a group is joined side to side only: grow d4 e4 into a black group of three
   (a stone touching e4 by a corner makes a new group of one).
3. ``join``: a score is the squares of the three largest groups, so one stone that joins two
   groups of two (2² + 2² = 8) into a group of five (25) is worth far more than one that
   grows a group.
4. ``three``: the designers' mid-game, where a second group of three (3² + 3² + 1² = 19) beats
   one group of four (4² + 1² + 1² = 18): three groups count. The designers' own move there,
   e2-d1, is a solution.
5. ``white``: every turn also places a stone of the other colour: grow your group and put the
   white stone where it joins no white group, so that White's score stays as it was.
6. ``last``: the designers' final position with the last pair taken back: the game ends when
   no two empty cells touch, and here the learner plays White: whatever the pair, the third
   empty cell can never be filled; the white stone that joins White's groups wins.
7. ``cut``: White threatens to join c5 d5 e5 and g5 h5 through one empty cell, f5; the
   learner fills it with the black stone, and the computer answers for White (joining them
   whenever it can). Judged after the answer: are they still two groups?
8. ``endgame``: the designers' final position with two pairs taken back: Black plays, the
   computer answers with its best pair, and the game is over. Only c8-c9 wins: c8 joins a
   black group of five, and would join White's group of eight.

Choices
    - The learner is whoever ``game.to_move`` says: Black in every task but ``last``, where
      White moves (the designers' final position has Black's pair last, so taking one pair
      back leaves White to move; the game's default ``first`` is kept everywhere).
    - The check finds the learner's stones by comparing the position reached with the start,
      and judges groups and scores as the rules count them (a player's score is the sum of
      the squares of their colour's three largest groups).
    - The words name every place a wrong try marks: the groups it speaks of, cell by cell.
    - ``cut``'s computer answers with the step that most raises White's score over Black's
      among those whose white stone touches a white group by a side (every step when none
      does; the first such step in the rules' order): a join when there is one.
      ``endgame``'s answers by searching to the end (a handful of steps): a win, else a draw,
      else a loss. Both are fast: a few hundred score counts at most (under 15 ms).
"""

from __future__ import annotations

from .tasks import LESSON

__all__ = ["LESSON"]
