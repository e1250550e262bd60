"""Game options declared as data.

A game lists its options once (name, kind, default, allowed values, a label); the same
declaration validates keyword arguments, fills defaults, reads option text in records, and
tells the web front end which choices to offer, so no option is described twice.

A value a person sees has words: a choice's ``labels`` say what each of its ``choices``
means ("sides or corners" for ``king``), and an integer option's ``names`` say what each
number means ("Player 1" for ``0``). The values themselves stay what records, links and the
API write (they must read back); forms show the words, and a record writes them after the
value as a comment (``placement: king  # sides or corners``). Help texts speak in those words
too, never in values.

Labels, help, names and labels of choices are constants, marked with
:func:`~py_games.i18n.N_` where a game declares them; they are translated where they are put
into an answer (:meth:`Option.describe`, :meth:`Option.label_of`), in the language of the
moment. Names, values and choices are never translated: records and links carry them.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Literal, NotRequired, TypedDict

from ..i18n import _
from .errors import InvalidOptionError, quoted

OptionValue = int | str | bool


OptionKind = Literal["int", "choice", "bool"]
"""An option's kind: a bounded whole number, one of some words, or yes or no."""


class OptionInfo(TypedDict):
    """An option as the bridge's catalog describes it, for a new-game form."""

    name: str
    label: str
    kind: OptionKind
    """``"int"``, ``"choice"`` or ``"bool"``."""
    default: int | str | bool
    help: NotRequired[str]
    min: NotRequired[int]
    max: NotRequired[int]
    choices: NotRequired[list[str]]
    labels: NotRequired[list[str]]
    """What each of ``choices`` means, in the same order ("sides or corners" for ``king``):
    offered instead of the values, which stay what requests and records carry."""
    names: NotRequired[list[str]]
    """What each integer value means, from ``min`` up: offered instead of numbers."""
    by_lot: NotRequired[bool]
    """The form also offers to draw the value by lot."""


@dataclass(frozen=True)
class Option:
    """One option of a game: a bounded integer, a choice among words, or a yes/no flag."""

    name: str
    label: str
    default: OptionValue
    minimum: int | None = None
    """Smallest allowed value of an integer option."""
    maximum: int | None = None
    """Largest allowed value of an integer option."""
    choices: tuple[str, ...] = ()
    """Allowed values of a choice option."""
    help: str = ""
    """A few words more about the option, in the words of its labels, never its values."""
    names: tuple[str, ...] = ()
    """What each value of an integer option means, from the minimum up ("Player 1"): a form
    offers these names instead of numbers."""
    by_lot: bool = False
    """Whether a form also offers to draw the value by lot (who moves first, where the
    original rules draw lots)."""
    labels: tuple[str, ...] = ()
    """What each of ``choices`` means, in the same order ("sides or corners" for ``king``):
    a form offers these words instead of the values."""

    def __post_init__(self) -> None:
        # A game author's mistake, caught when the game's module is imported.
        if self.labels and len(self.labels) != len(self.choices):
            raise ValueError(f"option {self.name!r}: one label per choice")
        values = (
            None
            if self.minimum is None or self.maximum is None
            else (self.maximum - self.minimum + 1)
        )
        if self.names and len(self.names) != values:
            raise ValueError(f"option {self.name!r}: one name per value, from the minimum up")
        if any("#" in choice for choice in self.choices):
            raise ValueError(f"option {self.name!r}: a record line would read # as a comment")

    @property
    def kind(self) -> OptionKind:
        """``"bool"``, ``"int"`` or ``"choice"``."""
        if isinstance(self.default, bool):
            return "bool"
        if isinstance(self.default, int):
            return "int"
        return "choice"

    def check(self, value: object, game_id: str) -> OptionValue:
        """Return ``value`` if this option accepts it, else raise :class:`InvalidOptionError`."""
        # In each message {name} is the option's name as code and links write it ('size'),
        # {game} the game's id, {given} the value refused: none is translated.
        where = {"name": repr(self.name), "game": game_id, "given": quoted(value)}
        if self.kind == "bool":
            if not isinstance(value, bool):
                raise InvalidOptionError(
                    # TRANSLATORS: {name} is an option's name ('size'), {game} a game's id.
                    _("option {name} of {game} must be true or false, not {given}").format(**where)
                )
            return value
        if self.kind == "int":
            # bool is an int subclass in Python, but `size=True` is a mistake, not 1.
            if not isinstance(value, int) or isinstance(value, bool):
                raise InvalidOptionError(
                    # TRANSLATORS: {name} is an option's name ('size'), {game} a game's id.
                    _("option {name} of {game} must be a whole number, not {given}").format(**where)
                )
            assert self.minimum is not None and self.maximum is not None
            if not self.minimum <= value <= self.maximum:
                raise InvalidOptionError(
                    # TRANSLATORS: {name} is an option's name ('size'), {game} a game's id.
                    _("option {name} of {game} must be from {min} to {max}, not {given}").format(
                        min=self.minimum, max=self.maximum, **where
                    )
                )
            return value
        if value not in self.choices:
            allowed = ", ".join(repr(c) for c in self.choices)
            raise InvalidOptionError(
                # TRANSLATORS: {name} is an option's name ('size'), {game} a game's id,
                # {allowed} its values as links write them ('king', 'orthogonal').
                _("option {name} of {game} must be one of {allowed}, not {given}").format(
                    allowed=allowed, **where
                )
            )
        assert isinstance(value, str)
        return value

    def parse(self, text: str, game_id: str) -> OptionValue:
        """Read an option value written as text (in a record or a link)."""
        text = text.strip()
        value: object = text
        if self.kind == "bool":
            value = {"true": True, "false": False, "yes": True, "no": False}.get(text.lower(), text)
        elif self.kind == "int":
            try:
                value = int(text)
            except ValueError:
                value = text
        return self.check(value, game_id)

    def format(self, value: OptionValue) -> str:
        """Write a value as :meth:`parse` reads it."""
        if isinstance(value, bool):
            return "true" if value else "false"
        return str(value)

    def label_of(self, value: OptionValue) -> str:
        """What ``value`` means in words (its label or name, in the reader's language), or
        ``""`` where it has none.

        >>> Option("first", "Who starts", 0, minimum=0, maximum=1,
        ...        names=("Player 1", "Player 2")).label_of(1)
        'Player 2'
        """
        if self.labels and value in self.choices:
            return _(self.labels[self.choices.index(str(value))])
        if self.names and isinstance(value, int) and not isinstance(value, bool):
            assert self.minimum is not None
            offset = value - self.minimum
            return _(self.names[offset]) if 0 <= offset < len(self.names) else ""
        return ""

    def describe(self) -> OptionInfo:
        """JSON-ready description, for building a new-game form, its words in the reader's
        language."""
        out: OptionInfo = {
            "name": self.name,
            "label": _(self.label),
            "kind": self.kind,
            "default": self.default,
        }
        if self.kind == "int":
            assert self.minimum is not None and self.maximum is not None
            out["min"], out["max"] = self.minimum, self.maximum
        if self.kind == "choice":
            out["choices"] = list(self.choices)
            if self.labels:
                out["labels"] = [_(label) for label in self.labels]
        if self.help:
            out["help"] = _(self.help)
        if self.names:
            out["names"] = [_(name) for name in self.names]
        if self.by_lot:
            out["by_lot"] = True
        return out


def normalise(
    declared: tuple[Option, ...], given: Mapping[str, object], game_id: str
) -> dict[str, OptionValue]:
    """Check ``given`` against ``declared`` and fill in every default."""
    by_name = {option.name: option for option in declared}
    unknown = sorted(set(given) - set(by_name))
    if unknown:
        if not by_name:
            raise InvalidOptionError(
                _("{game} has no option {given}; its options are: none").format(
                    game=game_id, given=quoted(unknown[0])
                )
            )
        raise InvalidOptionError(
            # TRANSLATORS: {known} lists the options' names as code writes them (size, players).
            _("{game} has no option {given}; its options are: {known}").format(
                game=game_id, given=quoted(unknown[0]), known=", ".join(by_name)
            )
        )
    return {
        option.name: option.check(given.get(option.name, option.default), game_id)
        for option in declared
    }
