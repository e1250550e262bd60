"""The pseudo-language walk's tools: a page in ``en-XA`` (accented, lengthened English), and a
scan of what a reader sees or hears on it for words of our catalogs left in plain English, and
for text cut off at a phone's width.

A page is put into en-XA before any of its scripts runs: its web/i18n.js is served with the
en-XA catalog in use, and every request to Python carries ``lang`` (the interim hook of this
branch; once the pages choose their language themselves, ``?lang=en-XA`` does the same)."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from playwright.sync_api import Page, Route

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


def use_pseudo(page: Page, dist: Path) -> None:
    """Every page `page` opens from now on speaks en-XA, from its first word."""
    catalog = (dist / "i18n" / f"{PSEUDO}.json").read_text(encoding="utf-8")
    source = (dist / "i18n.js").read_text(encoding="utf-8")
    engine = (dist / "engine.js").read_text(encoding="utf-8")
    ask = "const request = JSON.stringify({ fn, ...args });"
    assert ask in engine, "engine.js builds its requests otherwise: update the walk's hook"
    engine = engine.replace(
        ask, f"const request = JSON.stringify({{ fn, lang: {PSEUDO!r}, ...args }});"
    )
    hooked = (
        f"{source}\nuseCatalog({catalog});\n"
        "if (typeof document !== 'undefined') {\n"
        "  const all = () => translate(document);\n"
        "  if (document.readyState !== 'loading') all();\n"
        "  else document.addEventListener('DOMContentLoaded', all);\n"
        "}\n"
    )

    def serve(route: Route, body: str) -> None:
        route.fulfill(status=200, content_type="text/javascript", body=body)

    page.route(re.compile(r".*/i18n\.js(\?.*)?$"), lambda route: serve(route, hooked))
    page.route(re.compile(r".*/engine\.js(\?.*)?$"), lambda route: serve(route, engine))


SCANS = (Path(__file__).parent / "pseudo.js").read_text(encoding="utf-8")
"""The scans, run in the page: ``scan`` and ``cut``."""


def untranslated(page: Page, words: set[str], where: str) -> list[str]:
    """What `page` shows or says in plain English of our catalogs, a line each."""
    scan = f"(args) => {{ {SCANS}\nreturn scan(args); }}"
    found: list[dict[str, Any]] = page.evaluate(scan, [sorted(words), sorted(ALLOWED)])
    return [
        f"{where}: {f['where']} [{f['what']}] {f['text']!r} (plain: {f['plain']})" for f in found
    ]


def cut_off(page: Page, where: str) -> list[str]:
    """Text `page` cuts off (at its present width), and whether the page scrolls sideways."""
    found: list[dict[str, Any]] = page.evaluate(f"() => {{ {SCANS}\nreturn cut(); }}")
    return [f"{where}: cut off at {f['where']}: {f['text']!r}" for f in found]
