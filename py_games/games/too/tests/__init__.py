"""Too's own tests: its rules, its lesson and its golden playthroughs (collected with
the suite from py_games/; left out of the wheel)."""
