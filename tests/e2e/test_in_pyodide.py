"""The rules tests, run again inside Pyodide in Chromium: "unchanged in the browser", tested.

The conformance, scene, golden and per-game fixture tests run in the same Python the site runs
(Pyodide's, 3.14 here), on the package as pip installs it (its sources: the site's wheel and
parts are sourceless bytecode, which pytest cannot collect a package's tests from), so a
difference between CPython and Pyodide's Python fails CI; the site's own wheel and parts are
unpacked aside, and a test checks that this Python imports their bytecode. The test tools are
pure Python, copied from this environment into a zip the page unpacks: nothing is downloaded.

The site ships only the standard modules it imports (cut_stdlib, in sitebuild/runtime.py); the
test tools need more. The rest of Pyodide's stock library comes in the bundle and goes on
`sys.path` after the site's own zip, so the suites run on the cut library and each module the
cut keeps is the one the site uses (bytecode; a test checks it).
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import zipfile
from collections.abc import Iterator
from importlib import metadata, resources
from pathlib import Path
from types import ModuleType
from urllib.parse import quote

import pytest
from packaging.requirements import Requirement
from playwright.sync_api import Page
from test_site_parts import package_files

from conftest import serving
from py_games.registry import PARTS

TESTS = Path(__file__).resolve().parents[1]
PAGES = Path(__file__).parent / "pages"
# Checks that mean something only inside Pyodide (the site wheel's bytecode), run with the suites.
IN_PYODIDE = Path(__file__).parent / "in_pyodide"
# The test tools the suites import; their pure-Python dependencies come along.
TOOLS = ("pytest", "hypothesis", "typeguard")
# Tools whose installed copy has a compiled part (which Pyodide cannot load), and the last
# pure-Python release to use instead, fetched once from PyPI into a cache.
PURE_RELEASES = {"hypothesis": "hypothesis==6.155.7"}
WHEEL_CACHE = Path.home() / ".cache" / "py-games" / "pyodide-test-wheels"
SUITES = (
    "test_conformance.py",
    "test_scene.py",
    "test_golden.py",
    "test_records.py",
    "test_bridge.py",
    "test_ai.py",
    "test_learned.py",
)
"""The generic suites, over every game (test_learned: a game's shipped table loads and plays);
each game's own rules tests (its tests/test_rules.py) and golden playthroughs run beside them,
from its folder (:data:`GAME_TESTS`)."""
GAME_TESTS = ("__init__.py", "test_rules.py")


def game_tests() -> list[tuple[Path, str]]:
    """Each game's rules tests and golden files, with where they go inside the installed
    package (the wheel leaves a game's tests out; the golden test finds them beside it)."""
    found = []
    for parts in PARTS.values():
        folder = Path(str(resources.files(parts.package))) / "tests"
        inside = parts.package.replace(".", "/") + "/tests"
        found += [(folder / name, f"{inside}/{name}") for name in GAME_TESTS]
        found += [(f, f"{inside}/golden/{f.name}") for f in sorted(folder.glob("golden/*.txt"))]
    return found


def distributions(names: tuple[str, ...]) -> set[str]:
    """``names`` and everything they require here, by distribution name."""
    found: set[str] = set()
    todo = list(names)
    while todo:
        name = todo.pop()
        key = name.lower().replace("_", "-")
        if key in found:
            continue
        found.add(key)
        for text in metadata.requires(name) or ():
            requirement = Requirement(text)
            if requirement.marker is None or requirement.marker.evaluate({"extra": ""}):
                todo.append(requirement.name)
    return found


def pure_wheel(requirement: str) -> Path:
    """The pure-Python wheel of ``requirement``, downloaded from PyPI on first use."""
    name, _, version = requirement.partition("==")
    found = sorted(WHEEL_CACHE.glob(f"{name}-{version}-py3-none-any.whl"))
    if not found:
        subprocess.run(
            [sys.executable, "-m", "pip", "download", requirement, "--no-deps", "--quiet",
             "--only-binary=:all:", "--platform", "any", "--implementation", "py",
             "--python-version", "3.14", "--dest", str(WHEEL_CACHE)],
            check=True,
        )  # fmt: skip
        found = sorted(WHEEL_CACHE.glob(f"{name}-{version}-py3-none-any.whl"))
    assert found, f"pip did not download a pure wheel of {requirement}"
    return found[0]


def module_of(entry: str) -> str:
    """The module an entry of a library zip is, or the package it belongs to:
    ``asyncio/events.py`` and ``asyncio/events.pyc`` -> ``asyncio.events``; ``asyncio/`` and
    ``asyncio/__init__.py`` -> ``asyncio``; a data file ``email/architecture.rst`` ->
    ``email``. (The site's cut keeps modules one by one: tools/stdlib_workout.py.)"""
    if entry.endswith((".py", ".pyc")):
        path = entry.rsplit(".", maxsplit=1)[0].removesuffix("/__init__")
    else:
        path = entry.rstrip("/") if entry.endswith("/") else entry.rpartition("/")[0]
    return path.replace("/", ".")


def bundle(path: Path, stock: Path, cut: Path) -> None:
    """Zip the test files, the tools' installed files (site-packages/…) and the standard
    modules of the ``stock`` library zip that the site's ``cut`` leaves out (stdlib/…)."""
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as zf:
        with zipfile.ZipFile(cut) as site, zipfile.ZipFile(stock) as full:
            kept = {module_of(name) for name in site.namelist() if name.endswith(".pyc")}
            for info in full.infolist():
                if info.filename.endswith("/") or module_of(info.filename) not in kept:
                    zf.writestr(f"stdlib/{info.filename}", full.read(info))
        for file in TESTS.glob("*.py"):
            zf.write(file, f"tests/{file.name}")
        for file in IN_PYODIDE.glob("*.py"):
            zf.write(file, f"tests/{file.name}")
        for file, inside in game_tests():
            zf.write(file, f"games/{inside}")
        for name in package_files():
            zf.write(TESTS.parent / name, f"package/{name}")
        for name in sorted(distributions(TOOLS)):
            if name in PURE_RELEASES:
                with zipfile.ZipFile(pure_wheel(PURE_RELEASES[name])) as wheel:
                    for info in wheel.infolist():
                        zf.writestr(f"site-packages/{info.filename}", wheel.read(info))
                continue
            dist = metadata.distribution(name)
            compiled = [f for f in dist.files or () if f.suffix in {".so", ".pyd"}]
            assert not compiled, f"{name} has compiled files ({compiled[0]}): add a pure release"
            for entry in dist.files or ():
                source = Path(str(dist.locate_file(entry)))
                if entry.parts[0] == ".." or "__pycache__" in entry.parts or not source.is_file():
                    continue
                zf.write(source, f"site-packages/{entry.as_posix()}")


@pytest.fixture(scope="module")
def pyodide_site(
    build_module: ModuleType, dist_dir: Path, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[str]:
    overlay = tmp_path_factory.mktemp("pyodide-tests")
    shutil.copytree(PAGES, overlay, dirs_exist_ok=True)
    stock = build_module.ROOT / "node_modules" / "pyodide" / "python_stdlib.zip"
    bundle(overlay / "pytest-bundle.zip", stock, dist_dir / "pyodide" / "python_stdlib.zip")
    with serving(build_module, dist_dir, overlay) as url:
        yield url


def test_the_rules_suites_pass_inside_pyodide(page: Page, pyodide_site: str) -> None:
    args = [
        "-q",
        "-p",
        "no:cacheprovider",
        "-p",
        "no:faulthandler",
        "-W",
        "ignore::DeprecationWarning",
    ]
    args += [f"tests/{name}" for name in SUITES]
    modules = sorted({inside for _, inside in game_tests() if inside.endswith("/test_rules.py")})
    args += ["--pyargs", *(name.removesuffix(".py").replace("/", ".") for name in modules)]
    args += [f"tests/{file.name}" for file in IN_PYODIDE.glob("*.py")]
    page.goto(f"{pyodide_site}pytest.html#{quote(json.dumps(args))}")
    # The suites take about two minutes alone, twice that beside the rest of the suite on two
    # cores: a limit that only catches a run that hangs.
    page.wait_for_function("() => document.body.dataset.exit !== undefined", timeout=600_000)
    output = page.text_content("#output") or ""
    version = page.locator("body").get_attribute("data-python") or ""
    assert page.locator("body").get_attribute("data-exit") == "0", output[-4000:]
    assert version.startswith("3.14"), f"expected Pyodide's Python 3.14, got {version}"
    # Every suite ran: a collection problem must not pass as "0 tests, exit 0".
    summary = output.strip().splitlines()[-1]
    assert " passed" in summary and "failed" not in summary and "error" not in summary, summary
    print(f"inside Pyodide (Python {version}): {summary}")
