"""Text made safe inside SVG and HTML, as :func:`html.escape` makes it.

Written here rather than imported: the :mod:`html` package loads its table of 2,231 named
characters with it, which every start of the site's worker would pay for to escape five."""

from __future__ import annotations

_ALWAYS = (("&", "&amp;"), ("<", "&lt;"), (">", "&gt;"))
_QUOTES = (('"', "&quot;"), ("'", "&#x27;"))


def escape(text: str, quote: bool = True) -> str:
    """``text`` with ``&``, ``<`` and ``>`` (and, with ``quote``, both quotes) written as
    character references, exactly as :func:`html.escape` writes them.

    >>> escape('<b class="x">Tom & Jerry</b>')
    '&lt;b class=&quot;x&quot;&gt;Tom &amp; Jerry&lt;/b&gt;'
    """
    for raw, written in _ALWAYS + _QUOTES if quote else _ALWAYS:
        text = text.replace(raw, written)
    return text
