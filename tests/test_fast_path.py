"""The search's fast path against the checked API: over seeded random games, every game's
``steps``, ``successor``, ``is_over`` and its tuning's playout steps are what the rules say,
state by state (tests/fast_path.py); and a game that plays its playouts in one go searches as
it did step by step.

Issue 24 sped up what a search asks thousands of times a second; each game's fast code is also
compared there with the general code it replaced, in the game's folder
(``tests/test_fast_path.py`` there).
"""

from __future__ import annotations

import pytest
from fast_path import seeded_states

from py_games import GAMES, ai, get_game
from py_games.tuning import Tuning

IN_ONE_GO = sorted(g for g in GAMES if type(ai.tuning(get_game(g))).playout is not Tuning.playout)
"""The games whose tuning plays a playout in one go (``Tuning.playout``)."""


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_the_fast_path_plays_as_the_checked_api_state_by_state(game_id: str) -> None:
    states = seeded_states(get_game(game_id), 1, 3)
    assert len(states) > 20


@pytest.mark.parametrize("amaf", [False, True])
@pytest.mark.parametrize("game_id", IN_ONE_GO)
def test_a_seeded_search_chooses_as_it_did_with_playouts_step_by_step(
    monkeypatch: pytest.MonkeyPatch, game_id: str, amaf: bool
) -> None:
    # The game's own test, in its folder, plays its playout both ways; here a whole search.
    game = get_game(game_id)
    state = seeded_states(game, 6, 1)[8]

    def searched() -> tuple[str, list[tuple[str, int, float]]]:
        search = ai.Search(game, state, level=2, seed=game_id, amaf=amaf)
        search.run()
        children = [(str(m), c.visits, c.value) for m, c in search.root.children]
        return str(search.best()), children

    fast = searched()
    monkeypatch.setattr(type(ai.tuning(game)), "playout", Tuning.playout)
    assert searched() == fast
