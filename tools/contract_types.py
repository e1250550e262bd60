"""Write the contract between Python and the web code as TypeScript: ``web/contract.d.ts``.

    python tools/contract_types.py           # rewrite web/contract.d.ts
    python tools/contract_types.py --check   # exit 1 if it is stale (the tests do the same)

The contract is written once, as TypedDicts in ``py_games/contract/shapes.py`` (a picture's
items), ``py_games/contract/scene.py`` (what a board draws) and the modules of
``py_games/contract/`` (what each bridge function takes and answers, a module per part of
the bridge). This reads those modules' source, in order, and writes every type alias and
TypedDict as a TypeScript type with its docstrings, plus ``Bridge``: each function's request
and answer, from ``answers.FUNCTIONS`` (in ``py_games/contract/functions.py``). The web code
imports these types in JSDoc and ``tsc`` checks it.

Standard library only; the annotations are read from the source (``ast``), so aliases keep
their names (``Sentence``, not the list it stands for).
"""

from __future__ import annotations

import ast
import re
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import NamedTuple

ROOT = Path(__file__).resolve().parents[1]
ANSWERS = ROOT / "py_games" / "contract"
CORE = ROOT / "py_games" / "core"
MODULES: list[tuple[Path, set[str] | None]] = [
    (ANSWERS / "shapes.py", None),
    (CORE / "layout.py", None),
    (CORE / "values.py", {"StepKind"}),
    (CORE / "options.py", {"OptionKind", "OptionInfo"}),
    (ANSWERS / "scene.py", None),
    *((ANSWERS / f"{part}.py", None) for part in ("play", "review", "pictures", "learning")),
    (ANSWERS / "links.py", None),
    (ANSWERS / "practice.py", None),
]
"""The modules declaring the contract's types, in the order they are written, each with the
names taken from it (``None``: all). The rules core declares the few the scene shares with it
(where a cell is drawn, what kind a step or an option is), so it imports nothing above it."""
FUNCTIONS = ANSWERS / "functions.py"
"""Where ``FUNCTIONS`` (the bridge's table) is."""
OUT = ROOT / "web" / "contract.d.ts"

SCALARS = {"str": "string", "int": "number", "float": "number", "bool": "boolean", "None": "null"}


def ts_type(node: ast.expr) -> str:
    """The TypeScript for an annotation's expression."""
    if isinstance(node, ast.Constant):
        return "null" if node.value is None else _literal(node.value)
    if isinstance(node, ast.Name):
        return SCALARS.get(node.id, node.id)
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.BitOr):
        return f"{ts_type(node.left)} | {ts_type(node.right)}"
    if isinstance(node, ast.Subscript) and isinstance(node.value, ast.Name):
        outer, inner = node.value.id, node.slice
        if outer == "list":
            item = ts_type(inner)
            return f"({item})[]" if "|" in item else f"{item}[]"
        if outer == "dict" and isinstance(inner, ast.Tuple):
            return f"{{ [name: {ts_type(inner.elts[0])}]: {ts_type(inner.elts[1])} }}"
        if outer == "Literal":
            values = inner.elts if isinstance(inner, ast.Tuple) else [inner]
            return " | ".join(ts_type(value) for value in values)
        if outer == "NotRequired":
            return ts_type(inner)
    raise ValueError(f"no TypeScript for {ast.unparse(node)}")


def _literal(value: object) -> str:
    if isinstance(value, str):
        return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'
    return str(value).lower() if isinstance(value, bool) else str(value)


def doc(text: str | None, indent: str = "") -> list[str]:
    """A docstring as a JSDoc comment (RST's ``code`` becomes Markdown's `code`)."""
    if not text:
        return []
    text = re.sub(r":\w+:`([^`]+)`", r"`\1`", text.strip()).replace("``", "`")
    lines = [line.strip() for line in text.splitlines()]
    if len(lines) == 1:
        return [f"{indent}/** {lines[0]} */"]
    return [f"{indent}/**", *(f"{indent} * {line}".rstrip() for line in lines), f"{indent} */"]


def docstring_after(body: list[ast.stmt], i: int) -> str | None:
    """The string statement right after ``body[i]`` (an attribute's docstring), if any."""
    if i + 1 < len(body):
        following = body[i + 1]
        if isinstance(following, ast.Expr) and isinstance(following.value, ast.Constant):
            value = following.value.value
            return value if isinstance(value, str) else None
    return None


class Field(NamedTuple):
    """A TypedDict's field: its name, annotation, docstring and whether it may be left out."""

    name: str
    annotation: ast.expr
    doc: str | None
    optional: bool


class Declaration(NamedTuple):
    """A type alias (``value`` set) or a TypedDict (``fields``; ``parents``: the contract types
    it extends) of a module, with its docstring."""

    name: str
    doc: str | None
    value: ast.expr | None = None
    parents: tuple[str, ...] = ()
    fields: tuple[Field, ...] = ()


def parse(path: Path, names: set[str] | None = None) -> Iterator[Declaration]:
    """Every alias and TypedDict of one module (those in ``names`` only, where given), in
    source order: what this tool writes as TypeScript and ``tools/docs_reference.py`` as the
    reference."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    body = tree.body
    for i, node in enumerate(body):
        if names is not None and not (
            (isinstance(node, ast.ClassDef) and node.name in names)
            or (
                isinstance(node, ast.Assign)
                and isinstance(node.targets[0], ast.Name)
                and node.targets[0].id in names
            )
        ):
            continue
        if isinstance(node, ast.ClassDef):
            parents = tuple(ast.unparse(b) for b in node.bases if not _is_typed_dict(b))
            yield Declaration(node.name, ast.get_docstring(node), None, parents, _fields(node))
        elif (
            isinstance(node, ast.Assign)
            and len(node.targets) == 1
            and isinstance(node.targets[0], ast.Name)
            and node.targets[0].id[:1].isupper()
            and not node.targets[0].id.isupper()
        ):
            yield Declaration(node.targets[0].id, docstring_after(body, i), node.value)


def _fields(node: ast.ClassDef) -> tuple[Field, ...]:
    fields = []
    for i, item in enumerate(node.body):
        if isinstance(item, ast.AnnAssign) and isinstance(item.target, ast.Name):
            optional = (
                isinstance(item.annotation, ast.Subscript)
                and isinstance(item.annotation.value, ast.Name)
                and item.annotation.value.id == "NotRequired"
            )
            doc_ = docstring_after(node.body, i)
            fields.append(Field(item.target.id, item.annotation, doc_, optional))
    return tuple(fields)


def declarations(path: Path, names: set[str] | None = None) -> Iterator[str]:
    """The TypeScript of every alias and TypedDict of one module (those in ``names`` only,
    where given), in source order."""
    for declared in parse(path, names):
        if declared.value is not None:
            lines = doc(declared.doc)
            lines.append(f"export type {declared.name} = {ts_type(declared.value)};")
            yield "\n".join(lines)
        else:
            yield "\n".join(_interface(declared))


def _is_typed_dict(base: ast.expr) -> bool:
    return isinstance(base, ast.Name) and base.id == "TypedDict"


def _interface(declared: Declaration) -> list[str]:
    lines = doc(declared.doc)
    fields = []
    for field in declared.fields:
        fields += doc(field.doc, "  ")
        mark = "?" if field.optional else ""
        fields.append(f"  {field.name}{mark}: {ts_type(field.annotation)};")
    if not fields and not declared.parents:
        return [*lines, f"export type {declared.name} = Record<string, never>;"]
    extends = f" extends {', '.join(declared.parents)}" if declared.parents else ""
    return [*lines, f"export interface {declared.name}{extends} {{", *fields, "}"]


def bridge(path: Path) -> str:
    """``Bridge``: every function's request and answer, from ``FUNCTIONS`` in ``path``."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    table = next(
        node.value
        for node in tree.body
        if isinstance(node, ast.AnnAssign)
        and isinstance(node.target, ast.Name)
        and node.target.id == "FUNCTIONS"
    )
    assert isinstance(table, ast.Dict)
    lines = ["/** Every function of the bridge (py_games.bridge): what it takes and answers. */"]
    lines.append("export interface Bridge {")
    for key, value in zip(table.keys, table.values, strict=True):
        assert isinstance(key, ast.Constant) and isinstance(key.value, str)
        assert isinstance(value, ast.Tuple)
        request, answer = (ast.unparse(name) for name in value.elts)
        lines.append(f"  {key.value}: {{ request: {request}; answer: {answer} }};")
    lines.append("}")
    return "\n".join(lines)


def generate() -> str:
    """The whole of ``web/contract.d.ts``."""
    head = [
        "// The contract between Python and the web code, generated by tools/contract_types.py",
        "// from py_games/contract/ (and the few types the rules core shares with it, in",
        "// py_games/core/): edit those, then run `python tools/contract_types.py` (a test fails",
        "// while this is stale).",
    ]
    parts = [decl for path, names in MODULES for decl in declarations(path, names)]
    return "\n".join(head) + "\n\n" + "\n\n".join([*parts, bridge(FUNCTIONS)]) + "\n"


def main(argv: list[str]) -> int:
    text = generate()
    if "--check" in argv:
        current = OUT.read_text(encoding="utf-8") if OUT.is_file() else ""
        if current != text:
            print(f"{OUT.relative_to(ROOT)} is stale: run python tools/contract_types.py")
            return 1
        return 0
    OUT.write_text(text, encoding="utf-8")
    print(f"wrote {OUT.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
