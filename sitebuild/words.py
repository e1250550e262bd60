"""The pages' words for the message catalogs: a Babel extractor for HTML (web/**.html, the
templates the build fills included), named in babel.cfg and used by ``tools/i18n.py extract``.

A page marks its words as web/i18n.js reads them (``translate``): an element with
``data-i18n`` says its text (white space collapsed, as the page collapses it), or, when the
attribute has a value, that value (a message with ``{placeholders}``, filled on the page from
``data-i18n-values``); ``data-i18n-attrs`` names attributes whose values are messages
(``title aria-label``). Text the build fills in (a template's ``{{summary}}``) is Python's
message already, extracted from Python: it is left out here. A comment starting
``TRANSLATORS:`` just before an element is its messages' comment for translators.

    >>> import io
    >>> page = b'''<p data-i18n>Play   with
    ...   friends</p><!-- TRANSLATORS: a button -->
    ... <a data-i18n="Play {title}" data-i18n-attrs="title" title="Rules">Play Tonga</a>'''
    >>> for found in extract_html(io.BytesIO(page), (), ("TRANSLATORS:",), {}):
    ...     print(found)
    (1, None, 'Play with friends', [])
    (3, None, 'Play {title}', ['TRANSLATORS: a button'])
    (3, None, 'Rules', ['TRANSLATORS: a button'])
"""

from __future__ import annotations

import re
from collections.abc import Collection, Iterator, Mapping
from html.parser import HTMLParser
from typing import IO, Any

Found = tuple[int, str | None, str, list[str]]
"""What a Babel extractor yields: line, function name, message, comments."""

VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source"}


def collapse(text: str) -> str:
    """``text`` with white space collapsed as web/i18n.js collapses it."""
    return re.sub(r"\s+", " ", text).strip()


class _Words(HTMLParser):
    def __init__(self, tags: Collection[str]) -> None:
        super().__init__(convert_charrefs=True)
        self.tags = tuple(tags)
        self.found: list[Found] = []
        self.comments: list[str] = []
        self.open: tuple[str, int, list[str]] | None = None  # the data-i18n element's text
        self.text: list[str] = []

    def handle_comment(self, data: str) -> None:
        said = data.strip()
        self.comments = [collapse(said)] if said.startswith(self.tags) else []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        line = self.getpos()[0]
        if self.open is not None:
            raise ValueError(
                f"line {line}: <{tag}> inside an element marked data-i18n without a message "
                "(translating its text would remove the markup: put the words in spans)"
            )
        named = dict(attrs)
        comments, self.comments = self.comments, []
        if "data-i18n" in named:
            if message := named["data-i18n"]:
                self.found.append((line, None, message, comments))
            elif tag not in VOID:
                self.open = (tag, line, comments)
                self.text = []
        for name in (named.get("data-i18n-attrs") or "").split():
            value = named.get(name)
            if value and "{{" not in value:
                self.found.append((line, None, collapse(value), comments))

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.handle_starttag(tag, attrs)

    def handle_endtag(self, tag: str) -> None:
        if self.open is not None and self.open[0] == tag:
            _, line, comments = self.open
            message = collapse("".join(self.text))
            if message and "{{" not in message:
                self.found.append((line, None, message, comments))
            self.open = None

    def handle_data(self, data: str) -> None:
        if self.open is not None:
            self.text.append(data)
        elif data.strip():
            self.comments = []


def extract_html(
    fileobj: IO[bytes],
    keywords: Mapping[str, Any] | Collection[str],
    comment_tags: Collection[str],
    options: Mapping[str, Any],
) -> Iterator[Found]:
    """Babel's extractor interface: the messages a page marks, in the order they come."""
    parser = _Words(comment_tags)
    parser.feed(fileobj.read().decode(options.get("encoding", "utf-8")))
    parser.close()
    found = sorted(parser.found, key=lambda item: item[0])
    yield from found
