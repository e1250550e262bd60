"""The practice journal: every try, change and run a player makes, kept as a list of events
that only grows; :func:`read` checks a journal's text, :func:`merge` unites two.

The file (what the page keeps in the browser, and what an export writes) is JSON Lines: a
first line naming it, ``{"py-games": "practice", "version": 1}``, then one event a line, so
that a damaged line is named by its number. Every event has an ``id`` (text, unique: the page
makes it from the time and a random part), ``at`` (when, in milliseconds since 1970, UTC) and
a ``kind``, then the kind's fields (:mod:`.events`).

Two tabs never lose each other's events: each appends its own lines, and everything shown (what
is due, the ratings, the collections, a run) is worked out from the whole journal. An import
adds the events the journal lacks, found by id (:func:`merge`): nothing is overwritten, and
an event read twice counts once. Nothing is read past :data:`CHARACTERS` or :data:`EVENTS`:
both fit, twice over, in one bridge request (``limits.REQUEST``, JSON escaping the quotes);
reading takes time and memory linear in the text (each line's nesting is checked before it
is decoded, and lines are sorted once).
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from ..core import limits
from ..core.errors import GameError, quoted
from ..i18n import _
from ..requests import too_deep
from .events import Event, Problem, canonical, event_from, line

VERSION = 1
HEADER = {"py-games": "practice", "version": VERSION}
"""The first line of every journal's text."""
CHARACTERS = 786_432
"""Characters a journal may hold (768 KiB): a journal and an imported one, their quotes
escaped, fit in one bridge request (``limits.REQUEST``, 2 MiB)."""
EVENTS = 6_000
"""Events a journal may hold: a year of fifteen tries a day. An event line is about 110
characters, so :data:`CHARACTERS` holds them all."""
BOM = "\ufeff"
"""What some editors put before a file's text (a byte order mark): read past."""
LINE = limits.POSITION + 1_000
"""Characters one line may hold: a made puzzle's position and its other fields."""


class JournalError(GameError):
    """A journal's text that cannot be read: what is wrong, and on which line."""


@dataclass(frozen=True)
class Journal:
    """Events in the order they happened (by ``at``, then ``id``), each id once."""

    events: tuple[Event, ...] = ()


@dataclass(frozen=True)
class Damage:
    """A line :func:`read_kept` could not read: its number and what is wrong."""

    line: int
    problem: str
    text: int = 0
    """Which of the kept texts it is in (from 0)."""


# -- reading, writing, merging ---------------------------------------------------------------


def _decode(text: str) -> object:
    if len(text) > LINE:
        raise Problem(limits.too_long(_("this line"), len(text), LINE))
    if too_deep(text):
        raise Problem(_("it is not a JSON object"))
    try:
        return json.loads(text)
    except ValueError:  # not JSON, or a number past Python's 4,300-digit limit
        raise Problem(_("it is not a JSON object")) from None


def _header(text: str) -> None:
    try:
        data = _decode(text)
    except Problem:
        data = None
    if not isinstance(data, dict) or data.get("py-games") != "practice":
        raise JournalError(_("this is not a py-games practice file"))
    if data.get("version") != VERSION:
        raise JournalError(
            _("this practice file is version {version}; this site reads version {known}").format(
                version=quoted(data.get("version")), known=VERSION
            )
        )


def _lines(text: str) -> list[tuple[int, str]]:
    """The text's non-blank lines after the first, with their numbers from 1."""
    limits.check(JournalError, _("the practice file"), len(text), CHARACTERS)
    found = [(n, row.removesuffix("\r")) for n, row in enumerate(text.split("\n"), 1)]
    events = [(n, row) for n, row in found[1:] if row.strip()]
    message = limits.too_many(_("events"), len(events), EVENTS)
    if message is not None:
        raise JournalError(message)
    return events


def _at(n: int, problem: object) -> str:
    return _("line {n}: {problem}").format(n=n, problem=problem)


def read(text: str) -> Journal:
    """The journal ``text`` holds, every line checked: a :class:`JournalError` names the first
    line that is wrong and what is wrong with it (an imported file is all or nothing)."""
    text = text.removeprefix(BOM)
    _header(text.split("\n", 1)[0].removesuffix("\r"))
    events: dict[str, tuple[int, Event]] = {}
    for n, row in _lines(text):
        try:
            _add(events, n, event_from(_decode(row)))
        except Problem as problem:
            raise JournalError(_at(n, problem)) from None
    return Journal(_ordered(event for _, event in events.values()))


def read_kept(texts: str | Sequence[str]) -> tuple[Journal, list[Damage]]:
    """The journal the browser keeps, read as far as it can be: every line that can be read,
    and the others named (the page keeps those aside, as they were, and leaves them out of
    their text: nothing is lost). The journal may be kept in several texts (one per tab, each
    written by its tab alone: see the module), read as one; no text is an empty journal.
    Texts past the limits together, or one that is not a practice file, are a
    :class:`JournalError`."""
    kept = [texts] if isinstance(texts, str) else list(texts)
    limits.check(JournalError, _("the practice file"), sum(map(len, kept)), CHARACTERS)
    events: dict[str, tuple[int, Event]] = {}
    damage: list[Damage] = []
    rows: list[tuple[int, int, str]] = []
    for index, text in enumerate(kept_text.removeprefix(BOM) for kept_text in kept):
        if text.strip():
            _header(text.split("\n", 1)[0].removesuffix("\r"))
            rows += ((index, n, row) for n, row in _lines(text))
    message = limits.too_many(_("events"), len(rows), EVENTS)
    if message is not None:
        raise JournalError(message)
    for index, n, row in rows:
        try:
            _add(events, n, event_from(_decode(row)))
        except Problem as problem:
            damage.append(Damage(n, str(problem), index))
    return Journal(_ordered(event for _, event in events.values())), damage


def _add(events: dict[str, tuple[int, Event]], n: int, event: Event) -> None:
    """Keep ``event`` (line ``n``); the same event twice is kept once, and another event under
    an id already read is a :class:`Problem`."""
    earlier = events.get(event.id)
    if earlier is None:
        events[event.id] = (n, event)
    elif earlier[1] != event:
        raise Problem(
            _("the id {id} is already that of line {line}, another event").format(
                id=quoted(event.id), line=earlier[0]
            )
        )


def _ordered(events: Iterable[Event]) -> tuple[Event, ...]:
    return tuple(sorted(events, key=lambda event: (event.at, event.id)))


def write(journal: Journal) -> str:
    """The journal's text: the header, then each event's line, in order."""
    rows = [canonical(HEADER), *map(line, journal.events)]
    return "\n".join(rows) + "\n"


def merge(a: Journal, b: Journal) -> Journal:
    """Every event of ``a`` and ``b``, each id once: commutative, associative and idempotent.
    Two different events under one id (only a forged file has them) keep the one whose line
    comes first, so that the answer never depends on the order of the journals."""
    by_id: dict[str, Event] = {event.id: event for event in a.events}
    for event in b.events:
        kept = by_id.get(event.id)
        if kept is None or (kept != event and line(event) < line(kept)):
            by_id[event.id] = event
    return Journal(_ordered(by_id.values()))


def added(journal: Journal, other: Journal) -> list[Event]:
    """The events of ``other`` that ``journal`` lacks (by id), in order: what an import
    appends."""
    have = {event.id for event in journal.events}
    return [event for event in other.events if event.id not in have]


def appended(kept: str | Sequence[str], text: str) -> tuple[list[str], int, int]:
    """What importing the file ``text`` appends to the journal the browser keeps (one text, or
    several: the lines go to the first): the lines (the header first, to an empty text), the
    events added and the events of the file the journal already held. The file is read whole
    first (a :class:`JournalError` names its first wrong line, and nothing is added); a
    journal that would grow past the limits is a :class:`JournalError` too. Lines are only ever
    added: another tab's stay as they are."""
    imported = read(text)
    texts = [kept] if isinstance(kept, str) else list(kept)
    found, _damage = read_kept(texts)
    new = added(found, imported)
    message = limits.too_many(_("events"), len(found.events) + len(new), EVENTS)
    if message is not None:
        raise JournalError(message)
    lines = [line(event) for event in new]
    if not (texts[0] if texts else "").strip():
        lines.insert(0, canonical(HEADER))
    grown = sum(map(len, texts)) + sum(len(row) + 1 for row in lines)
    limits.check(JournalError, _("the practice file"), grown, CHARACTERS)
    return lines, len(new), len(imported.events) - len(new)
