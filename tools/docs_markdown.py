"""Docstrings as Markdown, for the reference pages ``tools/docs_reference.py`` writes.

The docstrings of ``py_games`` are written in the reStructuredText the Python tools read:
````code```` spans, roles (``:class:`~.scene.Scene```), definition lists (a term, then lines
indented under it) and doctest blocks (``>>>`` lines and their output). This turns them into
the Markdown of the docs site (``pymdownx`` and ``def_list``): code spans, the role's name as
code, Markdown definition lists, and doctests in ```` ```pycon ```` fences, which pytest runs
again from the page.
"""

from __future__ import annotations

import html
import inspect
import re

_ROLE = re.compile(r":\w+:`(~?)([^`]+)`")
_SPAN = re.compile(r"(``.+?``|`[^`]+`)", re.DOTALL)


def inline(text: str) -> str:
    """One paragraph's text as Markdown: code spans kept, and outside them ``<`` and ``&``
    escaped (a ``<py-games-board>`` is a word here, not an element) and ``|`` too (so that a
    table's cell holds it)."""
    text = _ROLE.sub(_role, text)
    parts = _SPAN.split(text)
    for i, part in enumerate(parts):
        if i % 2:
            parts[i] = "`" + part.strip("`") + "`" if part.startswith("``") else part
        else:
            parts[i] = html.escape(part, quote=False).replace("|", "\\|")
    return "".join(parts)


def _role(found: re.Match[str]) -> str:
    """A role's target as code: its last name only after a ``~``, as Sphinx shows it."""
    target = found.group(2).lstrip(".")
    return "``" + (target.rsplit(".", 1)[-1] if found.group(1) else target) + "``"


def one_line(text: str | None) -> str:
    """A short docstring (a field's, a constant's) as one line of Markdown."""
    return inline(" ".join(inspect.cleandoc(text or "").split()))


def markdown(text: str | None) -> str:
    """A docstring's paragraphs as Markdown: prose joined per paragraph, definition lists
    and doctest blocks kept as such."""
    blocks = []
    for block in re.split(r"\n\s*\n", inspect.cleandoc(text or "")):
        lines = block.splitlines()
        if not lines:
            continue
        if lines[0].startswith(">>>"):
            blocks.append("```pycon\n" + block + "\n\n```")
        elif len(lines) > 1 and not lines[0].startswith(" ") and lines[1].startswith("    "):
            blocks.append("\n\n".join(definition(term, text) for term, text in terms(lines)))
        else:
            blocks.append(inline(" ".join(line.strip() for line in lines)))
    return "\n\n".join(blocks)


def terms(lines: list[str]) -> list[tuple[str, str]]:
    """A reStructuredText definition list's entries: each term (a line at the margin) and its
    text (the lines indented under it, joined)."""
    entries: list[tuple[str, list[str]]] = []
    for line in lines:
        if line.startswith(" ") and entries:
            entries[-1][1].append(line.strip())
        else:
            entries.append((line, []))
    return [(term, " ".join(text)) for term, text in entries]


def definition(term: str, text: str) -> str:
    """A term and what it means, as a Markdown definition list's entry."""
    return f"{inline(term)}\n:   {inline(text)}"


def code(text: str) -> str:
    """``text`` as one code span, whatever backticks it holds."""
    fence = "``" if "`" in text else "`"
    return f"{fence} {text} {fence}" if fence == "``" else f"`{text}`"
