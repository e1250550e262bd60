"""One module per game; each defines a :class:`py_games.core.game.Game` subclass."""
