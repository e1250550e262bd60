#!/usr/bin/env python3
"""The message catalogs: extract the package's words, bring each language's catalog up to
date, compile them, and check them.

    python tools/i18n.py extract   # py_games/i18n/py_games.pot from the code and the pages
                                   # (what babel.cfg names: Python, web/ scripts and HTML)
    python tools/i18n.py update    # each language's .po gains new messages, loses old ones
    python tools/i18n.py compile   # each .po to the .mo the package reads
    python tools/i18n.py check     # exit 1, saying what, if any catalog is stale or incomplete

`update`, `compile` and `check` take languages to work on (`update de`); all four by default.

Babel does the work (a development tool: the package reads the compiled catalogs with the
standard library's gettext). The files are those Weblate or Crowdin take as they are.
"""

from __future__ import annotations

import argparse
import io
import re
import sys
from datetime import UTC, datetime
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.frontend import parse_mapping_cfg
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parents[1]
CONFIG = ROOT / "babel.cfg"
I18N = ROOT / "py_games" / "i18n"
TEMPLATE = I18N / "py_games.pot"
LOCALES = I18N / "locale"
KEYWORDS = {
    "_": None,
    "N_": None,
    "ngettext": (1, 2),
    "pgettext": ((1, "c"), 2),
    "npgettext": ((1, "c"), 2, 3),
}
TRANSLATED = ("es", "de", "fr", "pt")
FIXED = datetime(2026, 1, 1, tzinfo=UTC)
"""The catalogs' dates: fixed, so a catalog changes only when its messages do."""
PLACEHOLDER = re.compile(r"{(\w*)[^{}]*}")
HEADER = """\
# The words of py-games, for translators: one catalog per language, from this template.
# Corrections are welcome: see the docs (how to translate).
#"""
"""The languages with a catalog (English is the source)."""


def extracted(root: Path = ROOT) -> Catalog:
    """The messages the code under `root` says now (what its babel.cfg names), with where
    each is said."""
    catalog = Catalog(
        project="py-games",
        version="0.1",
        header_comment=HEADER,
        copyright_holder="the py-games authors",
        creation_date=FIXED,
        revision_date=FIXED,
        fuzzy=False,
    )
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))  # babel.cfg's HTML extractor lives in sitebuild/
    config_path = root / CONFIG.name
    with config_path.open(encoding="utf-8") as config:
        method_map, options_map = parse_mapping_cfg(config, str(config_path))
    for path, line, message, comments, context in extract_from_dir(
        str(root),
        method_map,
        options_map,
        keywords=KEYWORDS,
        comment_tags=("TRANSLATORS:",),
        directory_filter=outside_built,
    ):
        catalog.add(message, locations=[(path, line)], auto_comments=comments, context=context)
    return catalog


def outside_built(folder: str) -> bool:
    """Whether extraction looks into `folder`: not what is built or installed (dist/,
    node_modules/, hidden folders), whose copies of the pages would say every word twice."""
    name = Path(folder).name
    return not name.startswith((".", "_")) and name not in {"dist", "node_modules"}


def po_text(catalog: Catalog) -> bytes:
    """A catalog as .po text, without what would change when its messages do not: the dates,
    and the line a message is said on (its file is named; a line added above it would
    otherwise make every catalog stale)."""
    out = io.BytesIO()
    catalog.creation_date = catalog.revision_date = FIXED
    write_po(out, catalog, width=100, omit_header=False, sort_output=True, include_lineno=False)
    return out.getvalue()


def shown(path: Path) -> str:
    """A path as a message names it: from the project's root when it is inside."""
    return str(path.relative_to(ROOT) if path.is_relative_to(ROOT) else path)


def po_of(lang: str) -> Path:
    return LOCALES / lang / "LC_MESSAGES" / "py_games.po"


def mo_of(lang: str) -> Path:
    return po_of(lang).with_suffix(".mo")


def mo_text(path: Path) -> bytes:
    with path.open("rb") as handle:
        catalog = read_po(handle)
    out = io.BytesIO()
    write_mo(out, catalog, use_fuzzy=False)
    return out.getvalue()


def placeholders(text: str) -> set[str]:
    """The named placeholders of a message: ``{cell}`` gives ``cell``."""
    return set(PLACEHOLDER.findall(text))


def problems(langs: tuple[str, ...] = TRANSLATED) -> list[str]:
    """What is wrong with the catalogs, a line each (none: all current and complete)."""
    found = []
    template = extracted()
    if not TEMPLATE.is_file() or TEMPLATE.read_bytes() != po_text(template):
        found.append(f"{shown(TEMPLATE)} is stale: python tools/i18n.py extract")
    wanted = {(m.context, m.id if isinstance(m.id, str) else m.id[0]) for m in template if m.id}
    for lang in langs:
        po = po_of(lang)
        if not po.is_file():
            found.append(f"{lang}: no catalog ({shown(po)})")
            continue
        with po.open("rb") as handle:
            catalog = read_po(handle)
        have = {(m.context, m.id if isinstance(m.id, str) else m.id[0]): m for m in catalog if m.id}
        found += [f"{lang}: missing {key[1]!r}" for key in sorted(wanted - have.keys(), key=str)]
        found += [
            f"{lang}: stale {key[1]!r} (no longer in the code)"
            for key in sorted(have.keys() - wanted, key=str)
        ]
        for key in sorted(wanted & have.keys(), key=str):
            message = have[key]
            strings = message.string if isinstance(message.string, tuple) else (message.string,)
            if message.fuzzy or not all(strings):
                found.append(f"{lang}: untranslated {key[1]!r}")
                continue
            ids = message.id if isinstance(message.id, tuple | list) else (message.id,)
            named = set().union(*(placeholders(str(i)) for i in ids))
            if any(placeholders(str(s)) - named for s in strings):
                found.append(f"{lang}: {key[1]!r} names a placeholder the English has not")
        mo = mo_of(lang)
        if not mo.is_file() or mo.read_bytes() != mo_text(po):
            found.append(f"{lang}: {shown(mo)} is stale: python tools/i18n.py compile")
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="tools/i18n.py", description=__doc__.splitlines()[0])
    parser.add_argument("command", choices=["extract", "update", "compile", "check"])
    parser.add_argument("langs", nargs="*", metavar="LANG", help=", ".join(TRANSLATED))
    args = parser.parse_args(argv)
    command, langs = args.command, tuple(args.langs) or TRANSLATED
    if unknown := [lang for lang in langs if lang not in TRANSLATED]:
        parser.error(f"no catalog for {', '.join(unknown)}; the languages: {', '.join(TRANSLATED)}")
    if command == "extract":
        TEMPLATE.write_bytes(po_text(extracted()))
    elif command == "update":
        template = extracted()
        for lang in langs:
            po = po_of(lang)
            if po.is_file():
                with po.open("rb") as handle:
                    catalog = read_po(handle)
            else:
                po.parent.mkdir(parents=True, exist_ok=True)
                catalog = Catalog(
                    locale=lang, project="py-games", version="0.1", header_comment=HEADER
                )
            catalog.update(template, no_fuzzy_matching=True)
            catalog.obsolete.clear()
            po.write_bytes(po_text(catalog))
    elif command == "compile":
        for lang in langs:
            if po_of(lang).is_file():
                mo_of(lang).write_bytes(mo_text(po_of(lang)))
    else:
        found = problems(langs)
        for line in found:
            print(line, file=sys.stderr)
        return 1 if found else 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
