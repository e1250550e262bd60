"""The pages' words in each language: ``i18n/<lang>.json``, written from the same message
catalogs as Python's words (``py_games/i18n/locale/<lang>/LC_MESSAGES/py_games.po``), for
web/i18n.js. English needs none (its words are the keys); ``en-XA``, the test language, is made
from the template by the package's own pseudo-translation.

Each file is ``{"lang", "plural", "messages"}``: ``messages`` maps an English message (a
context's messages as ``context\\x04message``, as gettext keys them) to its translation, or to
its plural forms in the order ``plural`` lists the language's CLDR plural categories. A
message not yet translated is left out, so the page shows its English.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

from babel import Locale
from babel.messages.catalog import Catalog, Message
from babel.messages.pofile import read_po
from babel.plural import PluralRule

from py_games.i18n import LANGUAGES, LOCALES, PSEUDO, pseudo

from .common import ROOT

TEMPLATE = ROOT / "py_games" / "i18n" / "py_games.pot"
FOLDER = "i18n"
ORDER = ("zero", "one", "two", "few", "many", "other")
"""The order of plural forms in a catalog Babel writes (babel.plural.to_gettext)."""


def write(out: Path) -> list[str]:
    """Write ``out/i18n/<lang>.json`` for every language but English, and the compiled catalog
    Python reads, ``out/i18n/<lang>.mo`` (the site's wheel has none: its worker fetches the one
    chosen); the languages written."""
    folder = out / FOLDER
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for lang in LANGUAGES[1:]:
        shutil.copy2(LOCALES / lang / "LC_MESSAGES" / "py_games.mo", folder / f"{lang}.mo")
    for lang in (*LANGUAGES[1:], PSEUDO):
        words = page_catalog(lang)
        text = json.dumps(words, ensure_ascii=False, separators=(",", ":"), sort_keys=True)
        (folder / f"{lang}.json").write_text(text, encoding="utf-8")
        written.append(lang)
    return written


def page_catalog(lang: str) -> dict[str, Any]:
    """`lang`'s words as web/i18n.js reads them."""
    if lang == PSEUDO:
        template = read(TEMPLATE)
        messages = {key(m): pseudo_forms(m) for m in template if m.id}
        return {"lang": lang, "plural": ["one", "other"], "messages": messages}
    rule: PluralRule = Locale.parse(lang).plural_form
    plural = [tag for tag in ORDER if tag in rule.tags | {"other"}]
    po = LOCALES / lang / "LC_MESSAGES" / "py_games.po"
    found = read(po) if po.is_file() else Catalog(locale=lang)
    messages = {key(m): forms(m) for m in found if m.id and not m.fuzzy and translated(m)}
    return {"lang": lang, "plural": plural, "messages": messages}


def read(path: Path) -> Catalog:
    with path.open("rb") as handle:
        return read_po(handle)


def key(message: Message) -> str:
    msgid = message.id if isinstance(message.id, str) else message.id[0]
    return f"{message.context}\x04{msgid}" if message.context else msgid


def translated(message: Message) -> bool:
    strings = message.string if isinstance(message.string, tuple | list) else (message.string,)
    return all(strings)


def forms(message: Message) -> str | list[str]:
    if isinstance(message.string, tuple | list):
        return list(message.string)
    return str(message.string)


def pseudo_forms(message: Message) -> str | list[str]:
    if isinstance(message.id, tuple | list):
        return [pseudo(str(form)) for form in message.id]
    return pseudo(str(message.id))
