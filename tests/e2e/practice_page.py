"""The practice journal as a browser test reads it (web/practice/): the mocked clock's start and
day, the journal's texts read by Python, the tries in it, a reload at a given time. Shared by
tests/e2e/test_practice_page.py and the games' own browser tests (imported as
``tests.e2e.practice_page`` there), so it imports nothing by a bare name."""

from __future__ import annotations

from datetime import UTC, datetime

from playwright.sync_api import Page, expect

from py_games.practice import journal
from py_games.practice.events import to_json

START = 1_893_456_000_000
"""2030-01-01 00:00 UTC, in milliseconds: the mocked clock's start."""
DAY = 86_400_000
TEXTS = """() => Object.keys(localStorage).sort()
    .filter((k) => k === "py-games/practice" || k.startsWith("py-games/practice/"))
    .map((k) => localStorage.getItem(k))"""
"""The journal's texts the page keeps (one per tab, one per import, and the old single key)."""


def moment(ms: int) -> datetime:
    """A time in milliseconds since 1970 as Playwright's clock takes it (a number is seconds)."""
    return datetime.fromtimestamp(ms / 1000, tz=UTC)


def events(page: Page) -> list[dict[str, object]]:
    """The journal the page keeps, read by Python (every line must read)."""
    texts = page.evaluate(TEXTS)
    kept, damage = journal.read_kept(texts)
    assert damage == [], (damage, texts)
    return [to_json(event) for event in kept.events]


def tries(page: Page) -> list[tuple[str, str]]:
    return [(str(e["puzzle"]), str(e["result"])) for e in events(page) if e["kind"] == "try"]


def at(page: Page, when: int) -> None:
    """The page reloaded at `when` (the mocked clock set there): Python answers for then."""
    page.clock.set_system_time(moment(when))
    page.reload()
    expect(page.locator("#rating")).not_to_have_text("…")
