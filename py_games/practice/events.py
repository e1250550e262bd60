"""The events of the practice journal (:mod:`.journal`), each kind with its fields, and how
every field is checked as a line is read.

Every event has an ``id`` (text, unique: the page makes it from the time and a random part),
``at`` (when, in milliseconds since 1970, UTC) and a ``kind``, then the kind's fields:

``try``
    A puzzle tried: ``puzzle`` (its id: ``"tonga/12"``, or a made puzzle's ``"made/…"``),
    ``result`` (``solved`` the first time without help, ``missed``, ``hint``: solved after a
    hint, ``shown``: the solution shown), ``seconds`` it took, the puzzle's ``difficulty`` (as
    the puzzle's answer gave it; a made puzzle's, as ``made`` lists it); in a timed run, its
    ``run``.
``lesson``
    A lesson's task tried: ``task`` (``"<game>/<task id>"``) and ``passed`` (true or false).
``collect`` / ``uncollect``
    ``puzzle`` put in / taken out of the collection ``collection`` (its id).
``name_collection`` / ``delete_collection``
    The collection ``collection`` named (made, or renamed) ``name`` / deleted.
``made``
    A puzzle made from a position and kept: ``game``, ``options`` (an object of the game's
    options: names to texts, numbers or true/false), ``position`` (in the game's notation),
    ``solution`` (the winning step), ``depth`` (the plies it wins within) and, when known,
    ``difficulty``. Its id is :attr:`Made.puzzle`, read from these fields.
``run_start`` / ``run_end``
    A timed run ``run`` started (with the ``set``, a game id whose shipped puzzles it plays,
    and a ``seed`` that orders them), or ended by the player before its time was up.

A field has one meaning, and one check, in every kind that has it (:data:`FIELDS`).
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, fields
from typing import Any, ClassVar, Literal, get_args

from ..core import limits
from ..core.errors import quoted
from ..i18n import _

EARLIEST = 946_684_800_000
"""2000-01-01 in milliseconds since 1970: no event is older."""
LATEST = 253_402_300_799_999
"""9999-12-31, the last millisecond."""
LONGEST_TRY = 86_400
"""Seconds a try may take (a day)."""
OPTIONS = 32
"""Options a made puzzle may name."""

Result = Literal["solved", "missed", "hint", "shown"]
RESULTS: tuple[str, ...] = get_args(Result)


class Problem(Exception):
    """What is wrong with one line (the journal adds the line's number)."""


# -- the events ------------------------------------------------------------------------------


@dataclass(frozen=True)
class Try:
    KIND: ClassVar[str] = "try"
    id: str
    at: int
    puzzle: str
    result: Result
    seconds: float
    difficulty: int
    """The puzzle's, as the page showed it: a rating is read from it (:mod:`.glicko`), so the
    journal alone says what every try was worth."""
    run: str | None = None


@dataclass(frozen=True)
class LessonTry:
    KIND: ClassVar[str] = "lesson"
    id: str
    at: int
    task: str
    passed: bool


@dataclass(frozen=True)
class Collect:
    KIND: ClassVar[str] = "collect"
    id: str
    at: int
    collection: str
    puzzle: str


@dataclass(frozen=True)
class Uncollect:
    KIND: ClassVar[str] = "uncollect"
    id: str
    at: int
    collection: str
    puzzle: str


@dataclass(frozen=True)
class NameCollection:
    KIND: ClassVar[str] = "name_collection"
    id: str
    at: int
    collection: str
    name: str


@dataclass(frozen=True)
class DeleteCollection:
    KIND: ClassVar[str] = "delete_collection"
    id: str
    at: int
    collection: str


Option = tuple[str, str | int | bool]


@dataclass(frozen=True)
class Made:
    KIND: ClassVar[str] = "made"
    id: str
    at: int
    game: str
    options: tuple[Option, ...]
    """Sorted by name."""
    position: str
    solution: str
    depth: int
    difficulty: int | None = None

    @property
    def puzzle(self) -> str:
        """The made puzzle's id (:func:`made_id`)."""
        return made_id(self.game, dict(self.options), self.position, self.solution, self.depth)


def made_id(
    game: str, options: Mapping[str, object], position: str, solution: str, depth: int
) -> str:
    """A made puzzle's id: ``"made/"`` and a digest of what it is, so that the same puzzle
    made twice (in two tabs, on two devices, or opened from a link and never kept) is one
    puzzle, whose tries and reviews are its own."""
    what = [game, sorted(options.items()), position, solution, depth]
    digest = hashlib.sha256(canonical(what).encode("utf-8")).hexdigest()
    return f"made/{digest[:16]}"


@dataclass(frozen=True)
class RunStart:
    KIND: ClassVar[str] = "run_start"
    id: str
    at: int
    run: str
    set: str
    seed: str


@dataclass(frozen=True)
class RunEnd:
    KIND: ClassVar[str] = "run_end"
    id: str
    at: int
    run: str


Event = (
    Try | LessonTry | Collect | Uncollect | NameCollection | DeleteCollection | Made | RunStart
    | RunEnd
)  # fmt: skip
KINDS: dict[str, type[Event]] = {
    kind.KIND: kind
    for kind in (Try, LessonTry, Collect, Uncollect, NameCollection, DeleteCollection, Made,
                 RunStart, RunEnd)
}  # fmt: skip


# -- checking each field ---------------------------------------------------------------------

_SURROGATE = re.compile("[\ud800-\udfff]")


def _text(limit: int) -> Callable[[str, object], object]:
    def check(name: str, value: object) -> object:
        if (
            not isinstance(value, str)
            or not 1 <= len(value) <= limit
            or _SURROGATE.search(value) is not None
        ):
            raise Problem(
                _("{field} must be a text of 1 to {limit} characters").format(
                    field=quoted(name), limit=limit
                )
            )
        return value

    return check


def _whole(low: int, high: int) -> Callable[[str, object], object]:
    def check(name: str, value: object) -> object:
        if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
            raise Problem(
                _("{field} must be a whole number from {low} to {high}").format(
                    field=quoted(name), low=low, high=high
                )
            )
        return value

    return check


def _time(name: str, value: object) -> object:
    if not isinstance(value, int) or isinstance(value, bool) or not EARLIEST <= value <= LATEST:
        raise Problem(
            _("{field} must be a time from the year 2000 to 9999, in milliseconds since 1970")
            .format(field=quoted(name))
        )  # fmt: skip
    return value


def _seconds(name: str, value: object) -> object:
    if (
        not isinstance(value, int | float)
        or isinstance(value, bool)
        or not 0 <= value <= LONGEST_TRY  # nan is neither
    ):
        raise Problem(
            _("{field} must be a number of seconds from 0 to {high}").format(
                field=quoted(name), high=LONGEST_TRY
            )
        )
    return float(value)


def _result(name: str, value: object) -> object:
    if value not in RESULTS:
        raise Problem(
            _("{field} must be one of {values}").format(
                field=quoted(name), values=", ".join(RESULTS)
            )
        )
    return value


def _bool(name: str, value: object) -> object:
    if not isinstance(value, bool):
        raise Problem(_("{field} must be true or false").format(field=quoted(name)))
    return value


_NAME = _text(limits.TEXT)
_OPTION_NUMBER = _whole(-1_000_000, 1_000_000)


def _options(name: str, value: object) -> object:
    if not isinstance(value, dict) or len(value) > OPTIONS:
        raise Problem(
            _("{field} must be an object of at most {limit} options").format(
                field=quoted(name), limit=OPTIONS
            )
        )
    out: list[Option] = []
    for key, item in value.items():
        _NAME(f"{name}.{key}", key)
        where = f"{name}.{key}"
        if isinstance(item, str):
            _NAME(where, item)
        elif not isinstance(item, bool):
            _OPTION_NUMBER(where, item)
        out.append((key, item))
    return tuple(sorted(out))


FIELDS: dict[str, Callable[[str, object], object]] = {
    "id": _NAME,
    "at": _time,
    "puzzle": _NAME,
    "result": _result,
    "seconds": _seconds,
    "run": _NAME,
    "task": _NAME,
    "passed": _bool,
    "collection": _NAME,
    "name": _NAME,
    "game": _NAME,
    "options": _options,
    "position": _text(limits.POSITION),
    "solution": _NAME,
    "depth": _whole(1, 99),
    "difficulty": _whole(1, 99),
    "set": _NAME,
    "seed": _NAME,
}
"""Each field's check, the same in every kind that has it: the value as the event holds it."""


def event_from(data: object) -> Event:
    """The event a decoded line holds; a :class:`Problem` says what is wrong."""
    if not isinstance(data, dict):
        raise Problem(_("it is not a JSON object"))
    for name in ("id", "at", "kind"):
        if name not in data:
            raise Problem(_("it has no {field}").format(field=quoted(name)))
    kind = KINDS.get(data["kind"]) if isinstance(data["kind"], str) else None
    if kind is None:
        raise Problem(
            _("unknown kind {kind}; the kinds: {kinds}").format(
                kind=quoted(data["kind"]), kinds=", ".join(KINDS)
            )
        )
    values: dict[str, Any] = {}
    for spec in fields(kind):
        if spec.name in data:
            values[spec.name] = FIELDS[spec.name](spec.name, data[spec.name])
        elif spec.default is not None:  # no default: required
            raise Problem(_("it has no {field}").format(field=quoted(spec.name)))
    for name in data:
        if name != "kind" and name not in values:
            raise Problem(_("unknown field {field}").format(field=quoted(name)))
    return kind(**values)


def to_json(event: Event) -> dict[str, Any]:
    """The event as its line holds it (``id``, ``at``, ``kind``, then its fields)."""
    data: dict[str, Any] = {"id": event.id, "at": event.at, "kind": event.KIND}
    for spec in fields(event):
        value = getattr(event, spec.name)
        if spec.name not in data and value is not None:
            data[spec.name] = dict(value) if spec.name == "options" else value
    return data


def canonical(value: object) -> str:
    """JSON as a journal's line writes it: compact, every character as it is."""
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def line(event: Event) -> str:
    """The event's line in a journal's text (no newline)."""
    return canonical(to_json(event))
