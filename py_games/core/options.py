"""Game options declared as data.

A game lists its options once (name, kind, default, allowed values, a label); the same
declaration validates keyword arguments, fills defaults, reads option text in records, and
tells the web front end which choices to offer, so no option is described twice.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from .errors import InvalidOptionError, quoted
from .scene import OptionInfo, OptionKind

OptionValue = int | str | bool


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
    names: tuple[str, ...] = ()
    """What each value of an integer option means, from the minimum up ("Player 1"): a form
    offers these names instead of numbers."""
    by_lot: bool = False
    """Whether a form also offers to draw the value by lot (who moves first, where the
    original rules draw lots)."""

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
        where = f"option {self.name!r} of {game_id}"
        if self.kind == "bool":
            if not isinstance(value, bool):
                raise InvalidOptionError(f"{where} must be true or false, not {quoted(value)}")
            return value
        if self.kind == "int":
            # bool is an int subclass in Python, but `size=True` is a mistake, not 1.
            if not isinstance(value, int) or isinstance(value, bool):
                raise InvalidOptionError(f"{where} must be a whole number, not {quoted(value)}")
            assert self.minimum is not None and self.maximum is not None
            if not self.minimum <= value <= self.maximum:
                raise InvalidOptionError(
                    f"{where} must be from {self.minimum} to {self.maximum}, not {quoted(value)}"
                )
            return value
        if value not in self.choices:
            allowed = ", ".join(repr(c) for c in self.choices)
            raise InvalidOptionError(f"{where} must be one of {allowed}, not {quoted(value)}")
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

    def describe(self) -> OptionInfo:
        """JSON-ready description, for building a new-game form."""
        out: OptionInfo = {
            "name": self.name,
            "label": self.label,
            "kind": self.kind,
            "default": self.default,
        }
        if self.kind == "int":
            assert self.minimum is not None and self.maximum is not None
            out["min"], out["max"] = self.minimum, self.maximum
        if self.kind == "choice":
            out["choices"] = list(self.choices)
        if self.help:
            out["help"] = self.help
        if self.names:
            out["names"] = list(self.names)
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
        known = ", ".join(by_name) or "none"
        raise InvalidOptionError(
            f"{game_id} has no option {quoted(unknown[0])}; its options are: {known}"
        )
    return {
        option.name: option.check(given.get(option.name, option.default), game_id)
        for option in declared
    }
