"""The pseudo-language walk's tools: a page in ``en-XA`` (accented, lengthened English), and a
scan of what a reader sees or hears on it for words of our catalogs left in plain English, and
for text cut off at a phone's width.

A page is put into en-XA as a reader's link does it: ``?lang=en-XA`` in its address
(web/language.js chooses it before any board asks Python for a word)."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit, urlunsplit

from playwright.sync_api import Page, expect

from py_games import GAMES, get_game

PSEUDO = "en-XA"

ALLOWED = {"py-games", *(get_game(game_id).title for game_id in GAMES)}
"""Words that are names in every language: the brand and the games' titles."""


def vocabulary(dist: Path) -> set[str]:
    """Every word of three letters or more of our catalogs' English (lowercased): a word of
    these seen in plain ASCII on a page in en-XA did not go through a catalog."""
    messages = json.loads((dist / "i18n" / f"{PSEUDO}.json").read_text(encoding="utf-8"))
    words: set[str] = set()
    for key in messages["messages"]:
        text = re.sub(r"\{\w*\}", " ", key.split("\x04")[-1])
        words.update(w.lower() for w in re.findall(r"[A-Za-z]{3,}", text))
    return words - {w.lower() for w in ALLOWED}


WORD = re.compile(r"[^\W\d_]{3,}")


def words_of(text: str) -> set[str]:
    """The words of three letters or more of `text`, lowercased (placeholders left out)."""
    return {w.lower() for w in WORD.findall(re.sub(r"\{\w*\}", " ", text))}


def own_words(dist: Path, lang: str) -> tuple[set[str], set[str]]:
    """The words `lang`'s catalog says that English does not, and the English words of its
    messages that `lang` does not say: a text of the first is in `lang`, of the second not."""
    catalog = json.loads((dist / "i18n" / f"{lang}.json").read_text(encoding="utf-8"))
    said: set[str] = set()
    english: set[str] = set()
    for key, value in catalog["messages"].items():
        english |= words_of(key.split("\x04")[-1])
        for form in [value] if isinstance(value, str) else value:
            said |= words_of(form)
    return said - english, english - said


def in_pseudo(url: str) -> str:
    """`url` opened in en-XA as a reader's link does it: ``lang=en-XA`` in its query (the hash,
    which the pages read as their state, is left as it is)."""
    parts = urlsplit(url)
    query = "&".join(q for q in [parts.query, f"lang={PSEUDO}"] if q)
    return urlunsplit(parts._replace(query=query))


def shows_pseudo(page: Page) -> None:
    """Wait until `page` shows en-XA: <html lang> says so and its catalog is in use."""
    expect(page.locator("html")).to_have_attribute("lang", PSEUDO)
    expect(page.locator("html")).to_have_attribute("data-language-shown", PSEUDO)


SCANS = (Path(__file__).parent / "pseudo.js").read_text(encoding="utf-8")
"""The scans, run in the page: ``scan`` and ``cut``."""


def untranslated(page: Page, words: set[str], where: str, *, pictures: bool = False) -> list[str]:
    """What `page` shows or says in plain English of our catalogs, a line each; with
    `pictures`, what the pictures the build drew into its boards say (shown or not: a reader
    with no script hears them, and every reader before Python is up)."""
    scan = f"(args) => {{ {SCANS}\nreturn scan(args); }}"
    found: list[dict[str, Any]] = page.evaluate(scan, [sorted(words), sorted(ALLOWED), pictures])
    return [
        f"{where}: {f['where']} [{f['what']}] {f['text']!r} (plain: {f['plain']})" for f in found
    ]


def cut_off(page: Page, where: str) -> list[str]:
    """Text `page` cuts off (at its present width), and whether the page scrolls sideways."""
    found: list[dict[str, Any]] = page.evaluate(f"() => {{ {SCANS}\nreturn cut(); }}")
    return [f"{where}: cut off at {f['where']}: {f['text']!r}" for f in found]
