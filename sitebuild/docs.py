"""dist/docs/: the documentation site, docs/ built with Material for MkDocs (mkdocs.yml).

It sits beside the site, so its ```py-games fences become live boards through the site's own
board.js, and the service worker stores it with everything else (it reads offline). MkDocs runs
in this process, strictly: a broken link, an anchor that is not there, a page left out of the
navigation or a fence that cannot be drawn fails the build, naming what is wrong.
"""

from __future__ import annotations

import logging
import os
from pathlib import Path

from .common import ROOT, BuildError

CONFIG = ROOT / "mkdocs.yml"
# Search in the site's languages only; the theme ships stemmers for ~30.
SEARCH_LANGUAGES = ("de", "es", "fr", "pt")


class _Kept(logging.Handler):
    """Keeps the warnings logged while the docs build: MkDocs' own (a broken link) and a
    fence's (py_games.draw.fence draws a message instead of a board it cannot draw)."""

    def __init__(self) -> None:
        super().__init__(logging.WARNING)
        self.messages: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.messages.append(record.getMessage())


def write(out: Path, config_file: Path = CONFIG) -> None:
    """Build the docs of `config_file` into `out`/docs; any warning is an error naming it."""
    os.environ.setdefault("NO_MKDOCS_2_WARNING", "1")  # a notice about MkDocs' future, not ours
    try:  # only this step needs MkDocs: the rest of the build runs on the standard library
        from mkdocs.commands.build import build  # noqa: PLC0415
        from mkdocs.config import load_config  # noqa: PLC0415
        from mkdocs.exceptions import MkDocsException  # noqa: PLC0415
    except ImportError:
        raise BuildError(
            "the docs need MkDocs with its Material theme: pip install -e '.[site]'"
        ) from None
    kept = _Kept()
    loggers = [logging.getLogger(name) for name in ("mkdocs", "py_games")]
    for logger in loggers:
        logger.addHandler(kept)
    try:
        config = load_config(str(config_file), site_dir=str(out / "docs"), strict=True)
        build(config)
    except MkDocsException as error:
        raise BuildError(f"the docs: {(kept.messages or [str(error)])[0]}") from None
    finally:
        for logger in loggers:
            logger.removeHandler(kept)
    if kept.messages:
        raise BuildError(f"the docs: {kept.messages[0]}")
    trim(out / "docs")


def trim(docs: Path) -> None:
    """Leave out what no reader fetches: the theme's source maps and unused stemmers."""
    for path in docs.rglob("*.map"):
        path.unlink()
    lunr = docs / "assets" / "javascripts" / "lunr"
    for path in (lunr / "min").glob("lunr.*.min.js"):
        language = path.name.split(".")[1]
        if language not in (*SEARCH_LANGUAGES, "stemmer", "multi"):
            path.unlink()
    for path in (lunr / "tinyseg.js", lunr / "wordcut.js"):  # Japanese's and Thai's word splitters
        path.unlink(missing_ok=True)
