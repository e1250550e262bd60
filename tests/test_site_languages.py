"""The site's files per language (sitebuild): the service worker stores on install only the
files every reader needs; each language's words (its catalog, its first views, its rules pages)
are stored once a page fetched them, so a first visit downloads one language's words at most."""

from __future__ import annotations

import json
import re
from pathlib import Path

from sitebuild.pages import rules_file
from sitebuild.workers import SW_PLACEHOLDER, stamp_service_worker

FILES = [
    "index.html",
    "play.html",
    "first-views.json",
    "first-views.de.json",
    "first-views.en-XA.json",
    "i18n/de.json",
    "i18n/de.mo",
    "i18n/en-XA.json",
    "rules/hex.html",
    "rules/hex.pt.html",
    "rules/hex.en-XA.html",
    "rules/page.js",
]


def test_the_service_worker_stores_the_languages_words_only_once_fetched(tmp_path: Path) -> None:
    for name in FILES:
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(name, encoding="utf-8")
    (tmp_path / "sw.js").write_text(f"{SW_PLACEHOLDER}\n", encoding="utf-8")
    stamp_service_worker(tmp_path)
    stamped = re.search(
        r"const BUILD = (\{.*\});", (tmp_path / "sw.js").read_text(encoding="utf-8")
    )
    assert stamped is not None
    build = json.loads(stamped[1])
    assert set(build["later"]) == {
        "first-views.de.json",
        "first-views.en-XA.json",
        "i18n/de.json",
        "i18n/de.mo",
        "i18n/en-XA.json",
        "rules/hex.pt.html",
        "rules/hex.en-XA.html",
    }
    assert set(build["files"]) == {"./", *FILES} - set(build["later"])


def test_a_rules_page_in_another_language_is_beside_the_english_one() -> None:
    assert [rules_file("hex", lang) for lang in ("en", "de", "en-XA")] == [
        "hex.html",
        "hex.de.html",
        "hex.en-XA.html",
    ]
