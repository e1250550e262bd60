"""One module or package per game: its rules (a :class:`py_games.core.game.Game` subclass),
its board (a :class:`py_games.view.presenter.Presenter` subclass) and, where its playouts need
steering, its search's :class:`py_games.ai.Tuning`. A small game keeps the three in one module
(``contiguous``, ``tonga``, ``too``); Nonaga and Tomoe are packages of ``rules``, ``scene``
(every coordinate) and ``search``, sharing their values in ``state``. Each game's
``__init__.py`` only declares it (its ``PARTS``: :class:`py_games.parts.Parts`), so that
listing the games imports none of their modules. How to add a game:
``docs/tutorials/add-a-game.md``."""
