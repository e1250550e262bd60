"""Every word a reader sees, in their language: gettext catalogs, one per language.

The standard library's :mod:`gettext` reads the compiled catalogs
(``locale/<lang>/LC_MESSAGES/py_games.mo``), so this works unchanged in CPython and in
Pyodide. Babel (a development tool only) extracts the messages into ``py_games.pot`` and
compiles each language's ``.po`` (``tools/i18n.py``).

    >>> from py_games import i18n
    >>> i18n.language()
    'en'
    >>> with i18n.using("en-XA"):
    ...     i18n._("Undo")
    '[Ûñðö ~~]'
    >>> i18n.ngettext("{n} cell filled", "{n} cells filled", 2).format(n=2)
    '2 cells filled'

The language is the process's (the bridge sets it for each request, the CLI from ``--lang``):
:func:`use` changes it, :func:`using` for a block. A language without a catalog, or a message
its catalog lacks, reads as English: never an empty string or a key.

``en-XA`` is a pseudo-language made from the English itself (accented, bracketed and
lengthened by a third), so that a test can see every word that did not go through a catalog,
and every place where a longer language would not fit.

Constants written before any language is known (option labels, a lesson's texts) are marked
with :func:`N_`, which changes nothing, so that extraction finds them; they are translated
where they are put into an answer, with :func:`_`.
"""

from __future__ import annotations

import gettext
import io
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

DOMAIN = "py_games"
LOCALES = Path(__file__).resolve().parent / "locale"
LANGUAGES = ("en", "es", "de", "fr", "pt")
"""The languages the site offers, English first (the source)."""
PSEUDO = "en-XA"
"""The test language: English made visibly foreign, and longer."""

_language = "en"
_catalogs: dict[str, gettext.NullTranslations] = {}
_source: Callable[[str], bytes | None] | None = None


GROUPING = {"en": (",", 1), "es": (".", 2), "de": (".", 1), "fr": ("\u202f", 1), "pt": (".", 1)}
"""Each language's thousands separator, and how many groups a number needs before it is
separated (CLDR's minimum grouping digits: Spanish writes 1000 but 10.000)."""
DECIMAL = {"en": ".", "es": ",", "de": ",", "fr": ",", "pt": ","}
"""Each language's decimal separator."""


class UnknownLanguageError(ValueError):
    """A language that is neither offered nor the pseudo-language."""


def language() -> str:
    """The language messages are translated into now."""
    return _language


def use(lang: str) -> None:
    """Translate into `lang` from now on (``de``, ``pt-BR`` reads as ``pt``)."""
    global _language  # noqa: PLW0603 (the process's one setting, as locale's is)
    _language = resolve(lang)


@contextmanager
def using(lang: str) -> Iterator[None]:
    """Translate into `lang` within the block, then as before."""
    before = _language
    use(lang)
    try:
        yield
    finally:
        use(before)


def resolve(lang: str) -> str:
    """The offered language for `lang` (a BCP 47 tag: ``de-AT`` is ``de``), or an error."""
    if lang == PSEUDO:
        return lang
    base = lang.replace("_", "-").split("-")[0].lower()
    if base not in LANGUAGES:
        offered = ", ".join(LANGUAGES)
        raise UnknownLanguageError(f"there is no language {lang[:20]!r}; the languages: {offered}")
    return base


def catalogs_from(source: Callable[[str], bytes | None] | None) -> None:
    """Read a language's compiled catalog from `source` (its ``.mo`` bytes, or ``None``) when
    it is not beside the package: the site ships the package without them and fetches only
    the language a reader chooses (``web/worker.js``)."""
    global _source  # noqa: PLW0603 (one place catalogs come from, set once by the host)
    _source = source
    _catalogs.clear()


def _catalog() -> gettext.NullTranslations:
    found = _catalogs.get(_language)
    if found is None:
        found = _read(_language)
        _catalogs[_language] = found
    return found


def _read(lang: str) -> gettext.NullTranslations:
    if lang == PSEUDO:
        return _Pseudo()
    if (LOCALES / lang / "LC_MESSAGES" / f"{DOMAIN}.mo").is_file() or _source is None:
        return gettext.translation(DOMAIN, LOCALES, languages=[lang], fallback=True)
    data = _source(lang) if lang != LANGUAGES[0] else None
    return gettext.GNUTranslations(io.BytesIO(data)) if data else gettext.NullTranslations()


def _(message: str) -> str:
    """`message` in the current language; no text is no text in every language."""
    if not message:
        # gettext's translation of "" is the catalog's header (its metadata), and a constant
        # translated where it is used (an empty lesson intro) may be empty.
        return message
    return _catalog().gettext(message)


def number(n: int) -> str:
    """A whole number as the current language writes it (``12,500``; ``12.500`` in German).

    >>> with using("fr"):
    ...     number(1_048_576) == "1\u202f048\u202f576"
    True
    """
    separator, least = GROUPING.get(_language, GROUPING["en"])
    digits = str(abs(n))
    if len(digits) < 3 + least:
        return str(n)
    groups = [digits[max(0, end - 3) : end] for end in range(len(digits), 0, -3)]
    return ("-" if n < 0 else "") + separator.join(reversed(groups))


def decimal(x: float, places: int = 2) -> str:
    """A fraction as the current language writes it, to ``places`` decimals (``0.45``;
    ``0,45`` in French).

    >>> with using("de"):
    ...     decimal(0.456)
    '0,46'
    """
    return f"{x:.{places}f}".replace(".", DECIMAL.get(_language, "."))


def capitalized(text: str) -> str:
    """`text` beginning with a capital, as a sentence does (a message that may begin with a
    player's name, or with a phrase from another message).

    >>> capitalized("the other side answered c3.")
    'The other side answered c3.'
    """
    return text[:1].upper() + text[1:]


def N_(message: str) -> str:
    """`message` as it is: marks a constant for extraction, translated later with :func:`_`."""
    return message


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form for `n` in the current language (its own plural rule)."""
    return _catalog().ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    """`message` in `context` (the same English word may need two translations)."""
    return _catalog().pgettext(context, message)


def npgettext(context: str, singular: str, plural: str, n: int) -> str:
    """:func:`ngettext` in a context."""
    return _catalog().npgettext(context, singular, plural, n)


class _Pseudo(gettext.NullTranslations):
    """en-XA: each message accented and lengthened, its ``{placeholders}`` kept."""

    def gettext(self, message: str) -> str:
        return pseudo(message)

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        return pseudo(msgid1 if n == 1 else msgid2)

    def pgettext(self, context: str, message: str) -> str:
        return pseudo(message)

    def npgettext(self, context: str, msgid1: str, msgid2: str, n: int) -> str:
        return pseudo(msgid1 if n == 1 else msgid2)


_ACCENTED = str.maketrans(
    "AaCcDdEeGgHhIiJjKkLlNnOoRrSsTtUuWwYyZz",
    "ÅåÇçÐðÉéĜĝĤĥÎîĴĵĶķĻļÑñÖöŔŕŠšŢţÛûŴŵÝýŽž",
)


def pseudo(message: str) -> str:
    """`message` accented, bracketed and a third longer; placeholders (``{name}``) and
    markup-like parts left as they are, so the message still formats."""
    parts = []
    depth = 0
    for char in message:
        if char == "{":
            depth += 1
        parts.append(char if depth else char.translate(_ACCENTED))
        if char == "}" and depth:
            depth -= 1
    padding = "~" * max(2, len(message) // 3)
    return f"[{''.join(parts)} {padding}]"
