"""What a board shows of a game, built from its rules' public API: the :class:`Presenter` base
(:mod:`.presenter`) every game's presenter subclasses, and what boards of stones share
(:mod:`.stones`). The shapes of what they hand out are the contract (:mod:`py_games.contract`).
"""
