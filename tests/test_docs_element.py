"""The reference of ``<py-games-board>`` is generated from the element's code, never written twice.

The JSDoc of ``web/board/element.js`` describes every attribute, property, method and event;
``npm run docs:element`` (@custom-elements-manifest/analyzer) reads it into
``web/custom-elements.json``, and ``tools/docs_element.py`` writes ``docs/reference/element.md``
from that. These tests fail when either file is stale, and when an attribute the element
observes, reads or sets, or an event it fires, is not described there.
"""

from __future__ import annotations

import importlib.util
import json
import os
import re
import shutil
import subprocess
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[1]
BOARD = ROOT / "web" / "board"
MANIFEST = ROOT / "web" / "custom-elements.json"
FIX = "run: npm run docs:element && python tools/docs_element.py"
NODE = shutil.which("node")


def load_tool() -> ModuleType:
    path = ROOT / "tools" / "docs_element.py"
    spec = importlib.util.spec_from_file_location("docs_element", path)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def board_element() -> dict[str, Any]:
    element: dict[str, Any] = load_tool().element(json.loads(MANIFEST.read_text(encoding="utf-8")))
    return element


def sources() -> str:
    return "\n".join(path.read_text(encoding="utf-8") for path in sorted(BOARD.glob("*.js")))


def test_the_page_is_what_the_tool_writes_from_the_manifest() -> None:
    tool = load_tool()
    written = (ROOT / "docs" / "reference" / "element.md").read_text(encoding="utf-8")
    made = tool.page(json.loads(MANIFEST.read_text(encoding="utf-8")))
    assert written == made, f"docs/reference/element.md is stale: {FIX}"


@pytest.mark.skipif(NODE is None, reason="Node.js is not installed")
def test_the_manifest_is_what_the_analyzer_reads_from_the_code(tmp_path: Path) -> None:
    from sitebuild.common import BuildError
    from sitebuild.runtime import ensure_node_modules

    try:
        ensure_node_modules()  # the analyzer as package.json pins it (npm ci when it is not)
    except BuildError as error:
        pytest.fail(f"could not install the npm packages: {error}")
    cem = ROOT / "node_modules" / "@custom-elements-manifest" / "analyzer" / "cem.js"
    # The analyzer writes to --outdir under the folder it runs in (its config, at the root,
    # names what it reads): a relative path takes it to the temporary folder.
    out = os.path.relpath(tmp_path, ROOT)
    done = subprocess.run(
        [str(NODE), str(cem), "analyze", "--quiet", "--outdir", out],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    fresh = (tmp_path / "custom-elements.json").read_text(encoding="utf-8")
    written = MANIFEST.read_text(encoding="utf-8")
    assert written == fresh, f"web/custom-elements.json is stale: {FIX}"


def observed() -> set[str]:
    """The attributes the element observes: its list, with the coach's it spreads in."""
    code = (BOARD / "element.js").read_text(encoding="utf-8")
    found = re.search(r"static observedAttributes = \[(.*?)\];", code, re.DOTALL)
    assert found, "element.js declares no observedAttributes"
    names = set(re.findall(r'"([\w-]+)"', found[1]))
    if "...COACH_ATTRIBUTES" in found[1]:
        coached = (BOARD / "coached.js").read_text(encoding="utf-8")
        spread = re.search(r"export const COACH_ATTRIBUTES = \[(.*?)\];", coached, re.DOTALL)
        assert spread, "coached.js declares no COACH_ATTRIBUTES"
        names |= set(re.findall(r'"([\w-]+)"', spread[1]))
    return names


def used() -> set[str]:
    """Every attribute of the element that web/board/ reads or sets, data-* included."""
    code = sources()
    host = r"(?:board\.element|\belement|\bthis)"
    read = re.findall(host + r'\.(?:get|has|set|toggle)Attribute\("([\w-]+)"', code)
    data = re.findall(host + r"\.dataset\.(\w+)\s*=[^=]", code)
    kebab = {"data-" + re.sub(r"[A-Z]", lambda m: "-" + m[0].lower(), name) for name in data}
    return set(read) | kebab


def fired() -> set[str]:
    """Every event web/board/ dispatches on the element, directly or through step.js's emit()."""
    code = sources()
    return set(re.findall(r'new CustomEvent\("([\w-]+)"', code)) | set(
        re.findall(r'\bemit\(board, "([\w-]+)"', code)
    )


def test_every_attribute_and_event_of_the_code_is_described() -> None:
    element = board_element()
    attributes = {a["name"]: a.get("description", "").strip() for a in element["attributes"]}
    events = {e["name"]: e.get("description", "").strip() for e in element["events"]}
    wanted = observed() | used()
    # The searches find what they are for (a search that finds nothing would pass).
    assert {"game", "lesson", "task", "puzzle", "confirm", "data-status"} <= wanted
    assert {"move", "gameover", "update", "error", "drawn", "solved"} <= fired()
    bare = sorted(name for name in wanted if not attributes.get(name))
    silent = sorted(name for name in fired() if not events.get(name))
    assert not bare, f"attributes without an @attr in element.js's class JSDoc: {bare}; {FIX}"
    assert not silent, f"events without an @fires in element.js's class JSDoc: {silent}; {FIX}"


def test_every_public_property_and_method_is_described() -> None:
    members = [m for m in board_element()["members"] if not m["name"].startswith("#")]
    bare = sorted(m["name"] for m in members if not m.get("description", "").strip())
    assert not bare, f"properties and methods of PyGamesBoard without JSDoc: {bare}; {FIX}"
