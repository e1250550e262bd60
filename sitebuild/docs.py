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


class _Counted(logging.Handler):
    """Keeps the warnings a fence logs (py_games.draw.fence draws a message instead)."""

    def __init__(self) -> None:
        super().__init__(logging.WARNING)
        self.messages: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.messages.append(record.getMessage())


def write(out: Path) -> None:
    """Build docs/ into `out`/docs (MkDocs' own checks strict, a fence's warning an error)."""
    os.environ.setdefault("NO_MKDOCS_2_WARNING", "1")  # a notice about MkDocs' future, not ours
    try:  # only this step needs MkDocs: the rest of the build runs on the standard library
        from mkdocs.commands.build import build  # noqa: PLC0415
        from mkdocs.config import load_config  # noqa: PLC0415
        from mkdocs.exceptions import MkDocsException  # noqa: PLC0415
    except ImportError:
        raise BuildError(
            "the docs need MkDocs with its Material theme: pip install -e '.[site]'"
        ) from None
    fences = _Counted()
    logger = logging.getLogger("py_games")
    logger.addHandler(fences)
    try:
        config = load_config(str(CONFIG), site_dir=str(out / "docs"), strict=True)
        build(config)
    except MkDocsException as error:
        raise BuildError(f"the docs: {error}") from None
    finally:
        logger.removeHandler(fences)
    if fences.messages:
        raise BuildError(f"the docs: {fences.messages[0]}")
    trim(out / "docs")


def trim(docs: Path) -> None:
    """Leave out what no reader fetches: the theme's source maps and unused stemmers."""
    for path in docs.rglob("*.map"):
        path.unlink()
    for path in (docs / "assets" / "javascripts" / "lunr" / "min").glob("lunr.*.min.js"):
        language = path.name.split(".")[1]
        if language not in (*SEARCH_LANGUAGES, "stemmer", "multi"):
            path.unlink()
