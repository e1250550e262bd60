"""Sentences from translated templates: the players stay references wherever a language's
grammar puts them.

A template is one message of the catalog, with ``{name}`` placeholders; the translator may
move them. :func:`sentence` fills in text where a value is text, and leaves a player (or a
whole sentence) as the board's references:

    >>> sentence("{player} to move ({part}).", player={"player": 1}, part="step 2 of 2")
    [{'player': 1}, ' to move (step 2 of 2).']
    >>> sentence("Gana {winner}: {why}.", winner={"player": 0}, why="el tablero está lleno")
    ['Gana ', {'player': 0}, ': el tablero está lleno.']
"""

from __future__ import annotations

from string import Formatter
from typing import TYPE_CHECKING

from ..core.values import filled

if TYPE_CHECKING:  # (the types are for type checkers: the worker does not import them)
    from .scene import PlayerRef, Sentence

    Value = str | int | PlayerRef | Sentence


def sentence(template: str, /, **values: Value) -> Sentence:
    """`template` (a translated message) with each ``{name}`` replaced by its value: text and
    numbers written in, a player as a reference, a sentence spliced in
    (:func:`py_games.core.values.filled`, for the scene's words). A placeholder with no value
    is an error naming it (a translation that asks for what the code does not give)."""
    for _literal, name, _spec, _conversion in Formatter().parse(template):
        if name is not None and name not in values:
            raise KeyError(f"the message {template!r} names {{{name}}}, which is not given")
    written = {name: str(v) if isinstance(v, int) else v for name, v in values.items()}
    return filled(template, **written)
