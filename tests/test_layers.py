"""The layers of ``py_games``: no import circle, and no import from a lower layer to a higher one.

Every module of the package (a game's own tests and benchmarks left out) is read with
:mod:`ast`, and every import it makes counts: at the top, inside functions and under
``TYPE_CHECKING`` alike, since an import that runs late is still a dependency. Relative imports
are resolved; ``from p import n`` names the module ``p.n`` when there is one, else ``p``.
Imports by name at run time (``importlib``) are not seen.

Circles are looked for between modules, and between packages: inside each package, among its
direct parts (its modules, and its subpackages, each of which counts as importing what any of
its modules imports). A game's package that loads a part when first asked for (its lesson,
inside a function) counts that import too: the part imports the rules from their own module
(``.rules``), never from the package, so no circle is made.

The layers, bottom first, are :data:`LAYERS`; every module belongs to one, and a new top-level
module or package must be placed there before the suite passes.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "py_games"

LAYERS: tuple[tuple[str, ...], ...] = (
    ("i18n",),  # every word, in the reader's language: below the rules, whose errors it words
    ("absent",),  # files of the package brought when first needed, where a host ships it in pieces
    ("core",),
    ("contract",),
    ("view", "tuning", "amaf", "node"),  # amaf, node: what the search keeps, knowing no game
    ("lessons",),  # the framework (lessons/lesson.py); each game's lesson is in its package
    ("parts",),
    ("games",),
    ("registry",),
    (
        "ai", "evaluation", "learned", "draw", "editing", "records", "requests", "review", "tree",
        "parallel", "puzzles", "practice", "ratings", "training", "fairness", "arguments",
        "bridge", "__main__", "__init__",
    ),
)  # fmt: skip
"""Each layer's top-level modules and packages of ``py_games`` (``__init__``: the package's
own): a module may import its own layer and those below, never one above."""


@dataclass(frozen=True)
class Module:
    name: str  # dotted: py_games.core.game, py_games.games.<id>.lesson
    path: Path
    package: bool  # an __init__.py


@dataclass(frozen=True)
class Import:
    source: str
    target: str
    line: int
    late: bool  # made inside a function


def modules(root: Path = PACKAGE) -> dict[str, Module]:
    found = {}
    for path in sorted(root.rglob("*.py")):
        parts = list(path.relative_to(root.parent).with_suffix("").parts)
        if {"tests", "bench"} & set(parts[:-1]):  # a game's tests and benchmarks: not shipped
            continue
        package = parts[-1] == "__init__"
        name = ".".join(parts[:-1] if package else parts)
        found[name] = Module(name, path, package)
    return found


def imports_of(module: Module, known: Mapping[str, Module]) -> Iterator[Import]:
    """Every import of ``py_games`` that ``module`` makes, resolved to a module's name."""
    here = module.name if module.package else module.name.rpartition(".")[0]
    tree = ast.parse(module.path.read_text(encoding="utf-8"))
    late_lines = {
        inner.lineno
        for node in ast.walk(tree)
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda)
        for inner in ast.walk(node)
        if isinstance(inner, ast.Import | ast.ImportFrom)
    }
    for node in ast.walk(tree):
        targets: list[str] = []
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = here.split(".")[: len(here.split(".")) - node.level + 1]
                origin = ".".join([*base, *([node.module] if node.module else [])])
            else:
                origin = node.module or ""
            targets = [
                f"{origin}.{alias.name}" if f"{origin}.{alias.name}" in known else origin
                for alias in node.names
            ]
        else:
            continue
        for target in targets:
            if target.split(".")[0] != PACKAGE.name or target == module.name:
                continue
            assert target in known, f"{module.path}:{node.lineno}: no module {target}"
            yield Import(module.name, target, node.lineno, node.lineno in late_lines)


def counted(found: Mapping[str, Module]) -> list[Import]:
    """Every import of every module."""
    return [i for m in found.values() for i in imports_of(m, found)]


def layer(name: str) -> int:
    parts = name.split(".")
    top = parts[1] if len(parts) > 1 else "__init__"
    for number, members in enumerate(LAYERS):
        if top in members:
            return number
    raise AssertionError(f"{name} is in no layer: place {top!r} in LAYERS (tests/test_layers.py)")


def circles(edges: Mapping[str, set[str]]) -> list[list[str]]:
    """The strongly connected parts of more than one node (Tarjan), each a circle's members."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        for other in sorted(edges.get(node, ())):
            if other not in index:
                visit(other)
                low[node] = min(low[node], low[other])
            elif other in stack:
                low[node] = min(low[node], index[other])
        if low[node] == index[node]:
            part = []
            while True:
                other = stack.pop()
                part.append(other)
                if other == node:
                    break
            if len(part) > 1:
                found.append(sorted(part))

    for node in sorted(edges):
        if node not in index:
            visit(node)
    return found


def module_circles(found: Mapping[str, Module]) -> list[list[str]]:
    edges: dict[str, set[str]] = {name: set() for name in found}
    for i in counted(found):
        edges[i.source].add(i.target)
    return circles(edges)


def package_circles(found: Mapping[str, Module]) -> list[list[str]]:
    """Circles among the direct parts of each package (a subpackage stands for all it holds)."""
    packages = [m.name for m in found.values() if m.package]
    every: list[list[str]] = []
    imports = counted(found)
    for package in packages:

        def part(name: str, package: str = package) -> str | None:
            """The direct part of ``package`` holding ``name``; its own ``__init__`` is one."""
            if name == package:
                return f"{package}.__init__"
            if not name.startswith(f"{package}."):
                return None
            return ".".join(name.split(".")[: package.count(".") + 2])

        edges: dict[str, set[str]] = {}
        for i in imports:
            source, target = part(i.source), part(i.target)
            if source and target and source != target:
                edges.setdefault(source, set()).add(target)
        every += circles(edges)
    return every


def test_every_module_is_read_and_has_a_layer() -> None:
    found = modules()
    assert f"{PACKAGE.name}.core.game" in found and f"{PACKAGE.name}.registry" in found
    for name in found:
        layer(name)
    assert counted(found), "the imports were read"


def test_no_import_circle_between_modules() -> None:
    assert module_circles(modules()) == []


def test_no_import_circle_between_packages() -> None:
    assert package_circles(modules()) == []


def test_no_import_from_a_lower_layer_to_a_higher_one() -> None:
    found = modules()
    upward = [
        f"{found[i.source].path.relative_to(PACKAGE.parent)}:{i.line} imports {i.target}"
        for i in counted(found)
        if layer(i.source) < layer(i.target)
    ]
    assert upward == []


# -- the checks themselves, on a package written here --------------------------------------------


def write(root: Path, files: Mapping[str, str]) -> dict[str, Module]:
    for name, text in files.items():
        path = root / PACKAGE.name / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return modules(root / PACKAGE.name)


@pytest.mark.parametrize(
    ("files", "circle"),
    [
        (  # a module circle made by a late import in a function
            {"__init__.py": "", "ai.py": "from . import review\n",
             "review.py": "def f():\n    from .ai import x\n"},
            ["ai", "review"],
        ),
        (  # a package circle: no two modules import each other, the two packages do
            {"__init__.py": "", "draw/__init__.py": "", "draw/a.py": "from ..records import b\n",
             "draw/c.py": "", "records/__init__.py": "",
             "records/b.py": "", "records/d.py": "from ..draw.c import x\n"},
            ["draw", "records"],
        ),
        (  # an import under TYPE_CHECKING counts
            {"__init__.py": "", "core/__init__.py": "",
             "core/a.py": "if TYPE_CHECKING:\n    from ..core import b\n",
             "core/b.py": "from py_games.core.a import x\n"},
            ["core.a", "core.b"],
        ),
    ],
    ids=["late-module-circle", "package-circle", "type-checking"],
)  # fmt: skip
def test_a_circle_is_found(tmp_path: Path, files: dict[str, str], circle: list[str]) -> None:
    found = write(tmp_path, files)
    named = [f"{PACKAGE.name}.{c}" for c in circle]
    assert named in module_circles(found) + package_circles(found)


def test_a_part_loaded_late_imports_the_rules_from_their_module(tmp_path: Path) -> None:
    # A game's package loads its lesson inside a function; that import counts, so a lesson
    # that took the rules from the package would close a circle. From .rules it does not.
    files = {
        "__init__.py": "",
        "games/__init__.py": "",
        "games/x/__init__.py": "from .rules import X\ndef lesson():\n    from .lesson import L\n",
        "games/x/rules.py": "X = 1\n",
        "games/x/lesson.py": "from . import X\n",
    }
    found = write(tmp_path, files)
    assert [f"{PACKAGE.name}.games.x", f"{PACKAGE.name}.games.x.lesson"] in module_circles(found)
    found = write(tmp_path, {**files, "games/x/lesson.py": "from .rules import X\n"})
    assert module_circles(found) == package_circles(found) == []
