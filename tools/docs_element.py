"""Write docs/reference/element.md, the reference of ``<py-games-board>``, from its manifest.

The element's JSDoc (``web/board/element.js``) is the one place its attributes, properties,
methods and events are described. ``npm run docs:element`` (@custom-elements-manifest/analyzer)
reads it into ``web/custom-elements.json``; this tool turns that manifest into the page, the
same bytes for the same manifest. ``tests/test_docs_element.py`` fails when either is stale.

    npm run docs:element && python tools/docs_element.py
"""

from __future__ import annotations

import json
import re
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
MANIFEST = ROOT / "web" / "custom-elements.json"
PAGE = ROOT / "docs" / "reference" / "element.md"
COMMAND = "npm run docs:element && python tools/docs_element.py"
TAG = "py-games-board"

Entry = dict[str, Any]


def element(manifest: Entry) -> Entry:
    """The declaration of the custom element ``TAG`` in the manifest."""
    for module in manifest["modules"]:
        for declaration in module.get("declarations", []):
            if declaration.get("tagName") == TAG:
                return dict(declaration)
    raise SystemExit(f"{MANIFEST.name} declares no <{TAG}>: run {COMMAND}")


def described(text: str | None) -> str:
    """A description on one line; a ``<`` outside code is escaped, so Markdown shows it."""
    parts = " ".join((text or "").split()).split("`")
    return "`".join(part if i % 2 else part.replace("<", "&lt;") for i, part in enumerate(parts))


def anchor(prefix: str, name: str) -> str:
    """The id of an entry's term, for links: ``attr-controls``, ``event-move``, ``slot``."""
    return "-".join(filter(None, [prefix, re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")]))


def items(entries: list[Entry], prefix: str, term: Callable[[Entry], str]) -> list[str]:
    """A definition list: each entry's term with its anchor, then its description."""
    lines: list[str] = []
    for entry in entries:
        key = anchor(prefix, entry["name"])
        lines += [f"{term(entry)} {{ #{key} }}", f":   {described(entry.get('description'))}", ""]
    return lines


def named(entry: Entry) -> str:
    """An attribute's, a property's or an event's term: its name and its type, if given."""
    text = entry.get("type", {}).get("text")
    kind = f" (`{text}`)" if text else ""
    return f"`{entry['name']}`{kind}" + (" (read-only)" if entry.get("readonly") else "")


def signature(method: Entry) -> str:
    """A method's term: its name and its parameters, with their types."""
    params = [
        f"{p['name']}{'?' if p.get('optional') else ''}: {p.get('type', {}).get('text', 'unknown')}"
        for p in method.get("parameters", [])
    ]
    return f"`{method['name']}({', '.join(params)})`"


def section(title: str, lines: list[str]) -> list[str]:
    return [f"## {title}", "", *lines] if lines else []


def page(manifest: Entry) -> str:
    """The Markdown of the reference page, from the manifest."""
    board = element(manifest)
    attributes = board.get("attributes", [])
    members = [m for m in board.get("members", []) if not m["name"].startswith("#")]
    public = [m for m in members if m.get("privacy", "public") == "public"]
    lines = [
        f"# The `{TAG}` element",
        "",
        f"`<{TAG}>` is the HTML element that shows a live board of one of the games on any page "
        "that loads the site's `board.js`. This page lists, for authors and developers, every "
        "attribute, property, method and event it has. It is generated from the JSDoc of the "
        "element's class (`web/board/element.js`) through its Custom Elements Manifest "
        f"(`web/custom-elements.json`): do not edit it; run `{COMMAND}`.",
        "",
        described(board.get("description")),
        "",
        *section(
            "Attributes",
            items([a for a in attributes if not a["name"].startswith("data-")], "attr", named),
        ),
        *section(
            "Attributes the board sets",
            items([a for a in attributes if a["name"].startswith("data-")], "attr", named),
        ),
        *section("Properties", items([m for m in public if m["kind"] == "field"], "prop", named)),
        *section("Methods", items([m for m in public if m["kind"] == "method"], "meth", signature)),
        *section("Events", items(board.get("events", []), "event", named)),
        *section("Slot", items(board.get("slots", []), "slot", lambda _: "default slot")),
        *section("CSS custom properties", items(board.get("cssProperties", []), "css", named)),
    ]
    return "\n".join(lines).rstrip("\n") + "\n"


def main(argv: list[str]) -> int:
    if argv:
        print(f"usage: python tools/docs_element.py (it writes {PAGE.name})", file=sys.stderr)
        return 2
    PAGE.parent.mkdir(parents=True, exist_ok=True)
    PAGE.write_text(page(json.loads(MANIFEST.read_text(encoding="utf-8"))), encoding="utf-8")
    print(f"wrote {PAGE.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
