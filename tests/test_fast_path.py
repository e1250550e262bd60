"""The search's fast path against the checked API: over seeded random games, every game's
``steps``, ``successor``, ``is_over`` and its tuning's playout steps are what the rules say,
state by state (tests/fast_path.py).

Issue 24 sped up what a search asks thousands of times a second; each game's fast code is also
compared there with the general code it replaced, in the game's folder
(``tests/test_fast_path.py`` there).
"""

from __future__ import annotations

import pytest
from fast_path import seeded_states

from py_games import GAMES, get_game


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_the_fast_path_plays_as_the_checked_api_state_by_state(game_id: str) -> None:
    states = seeded_states(get_game(game_id), 1, 3)
    assert len(states) > 20
