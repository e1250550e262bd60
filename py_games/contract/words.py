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

from .scene import PlayerRef, Sentence

Value = str | int | PlayerRef | Sentence


def sentence(template: str, /, **values: Value) -> Sentence:
    """`template` (a translated message) with each ``{name}`` replaced by its value: text and
    numbers written in, a player as a reference, a sentence spliced in. A placeholder with no
    value is an error naming it (a translation that asks for what the code does not give)."""
    words: Sentence = []

    def add(word: str | PlayerRef) -> None:
        if isinstance(word, str):
            if not word:
                return
            if words and isinstance(words[-1], str):
                words[-1] += word
                return
        words.append(word)

    for literal, name, spec, conversion in Formatter().parse(template):
        add(literal)
        if name is None:
            continue
        if name not in values:
            raise KeyError(f"the message {template!r} names {{{name}}}, which is not given")
        value = values[name]
        if isinstance(value, list):
            for word in value:
                add(word)
        elif isinstance(value, dict):
            add(value)
        else:
            add(format(value, spec or "") if conversion is None else str(value))
    return words
