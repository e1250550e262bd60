"""The web code checked without a browser: its types, its pure modules, and the contract.

- The contract's TypeScript (``web/contract.d.ts``) is what ``tools/contract_types.py`` makes
  of the TypedDicts in ``py_games/core/`` now: a change to one side fails until both agree;
  likewise the colours and looks the canvas draws with (``web/render/looks.gen.js``, from
  ``tools/looks_js.py``).
- ``tsc`` (the ``typescript`` npm package pinned in package.json) type-checks all of ``web/``
  from its JSDoc, strictly: the pages' code and the workers' code, each with its own globals.
- Node's own test runner runs ``tests/web/*.test.mjs`` on the board's pure modules (what a
  click means, the line of play, the seats, links, a frame's marks, the words).
- The click logic and Python agree: on random positions of every game, a sequence of clicks
  starts a legal step in ``web/board/click.js`` exactly when ``Game.why_not`` says it does.
"""

from __future__ import annotations

import importlib.util
import json
import random
import shutil
import subprocess
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
from playouts import option_sets, playout

from py_games import GAMES, present
from py_games.registry import PARTS

ROOT = Path(__file__).resolve().parents[1]
NODE = shutil.which("node")
needs_node = pytest.mark.skipif(NODE is None, reason="Node.js is not installed")


def load(path: Path, name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_contracts_typescript_is_current() -> None:
    tool = load(ROOT / "tools" / "contract_types.py", "contract_types")
    written = (ROOT / "web" / "contract.d.ts").read_text(encoding="utf-8")
    stale = "web/contract.d.ts is stale: run python tools/contract_types.py"
    assert written == tool.generate(), stale


def test_the_looks_for_the_canvas_are_current() -> None:
    tool = load(ROOT / "tools" / "looks_js.py", "looks_js")
    written = (ROOT / "web" / "render" / "looks.gen.js").read_text(encoding="utf-8")
    stale = "web/render/looks.gen.js is stale: run python tools/looks_js.py"
    assert written == tool.generate(), stale


@pytest.fixture(scope="module")
def node_modules() -> Path:
    """node_modules as package.json pins it (npm ci when it is not), like build.py's."""
    build = load(ROOT / "build.py", "py_games_build")
    try:
        build.ensure_node_modules()
    except build.BuildError as error:
        pytest.fail(f"could not install the npm packages: {error}")
    return ROOT / "node_modules"


@needs_node
@pytest.mark.parametrize("project", ["tsconfig.json", "tsconfig.worker.json"])
def test_the_web_code_type_checks(node_modules: Path, project: str) -> None:
    tsc = node_modules / "typescript" / "bin" / "tsc"
    done = subprocess.run(
        [str(NODE), str(tsc), "-p", project], cwd=ROOT, capture_output=True, text=True, check=False
    )
    assert done.returncode == 0, done.stdout + done.stderr


@needs_node
def test_the_boards_pure_modules_pass_their_unit_tests() -> None:
    tests = sorted(str(p) for p in (ROOT / "tests" / "web").glob("*.test.mjs"))
    assert tests
    done = subprocess.run(
        [str(NODE), "--test", *tests], cwd=ROOT, capture_output=True, text=True, check=False
    )
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr


@needs_node
def test_the_practice_journals_limits_on_the_page_are_pythons() -> None:
    """The page keeps no event past the limits Python reads a journal within (it checks them
    before writing, even on pages that never ask Python): the two must agree."""
    from py_games.practice import journal

    script = (
        'import { CHARACTERS, EVENTS } from "./web/practice/journal.js";'
        "console.log(JSON.stringify([CHARACTERS, EVENTS]));"
    )
    done = subprocess.run(
        [str(NODE), "--input-type=module", "-e", script],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == [journal.CHARACTERS, journal.EVENTS]


# In Node: for each case {legal, clicks}, whether some legal step continues the clicks.
ORACLE = """
import { continuing } from "./web/board/click.js";
let text = "";
for await (const chunk of process.stdin) text += chunk;
const cases = JSON.parse(text);
console.log(JSON.stringify(cases.map(({ legal, clicks }) => continuing(legal, clicks).length > 0)));
"""


def click_cases(rng: random.Random) -> tuple[list[dict[str, Any]], list[bool]]:
    """Random positions of every game, with click sequences: prefixes of the ways to click a
    legal step, and those with a place changed; and Python's verdict on each."""
    cases, verdicts = [], []
    for game_id in sorted(GAMES):
        for game in option_sets(game_id, rng, 2):
            presenter = present(game)
            places = [p["name"] for p in presenter.board()["places"]]
            states, _ = playout(game, rng)
            for state in rng.sample(states, min(4, len(states))):
                scene = presenter.scene(state)
                legal = scene["legal"]
                for _ in range(12):
                    if legal and rng.random() < 0.6:
                        step = rng.choice(legal)
                        order = rng.choice(step.get("orders", [step["cells"]]))
                        clicks = order[: rng.randint(1, len(order))]
                    else:
                        clicks = []
                    if not clicks or rng.random() < 0.4:
                        here = [p["name"] for p in scene.get("places", [])] or places
                        clicks = [*clicks[:-1], rng.choice(here)]
                    cases.append({"legal": legal, "clicks": clicks})
                    verdicts.append(game.why_not(state, *clicks) is None)
    return cases, verdicts


@needs_node
def test_the_boards_clicks_agree_with_python() -> None:
    cases, verdicts = click_cases(random.Random("clicks"))
    done = subprocess.run(
        [str(NODE), "--input-type=module", "-e", ORACLE],
        cwd=ROOT,
        input=json.dumps(cases),
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    board = json.loads(done.stdout)
    disagree = [
        (case["clicks"], python)
        for case, python, js in zip(cases, verdicts, board, strict=True)
        if python != js
    ]
    assert not disagree, f"{len(disagree)} of {len(cases)} differ, e.g. {disagree[:3]}"
    assert any(verdicts) and not all(verdicts)


def test_the_gif_and_qr_encoders_ship_as_one_module_each_with_its_notice(
    node_modules: Path, tmp_path: Path
) -> None:
    """gifenc's and uqr's ES modules alone go to dist/vendor/ (no CommonJS build, map or
    sources), with their licence notices and without the comment that would send a browser
    for a map."""
    build = load(ROOT / "build.py", "py_games_build")
    build.copy_vendor(tmp_path)
    assert sorted(p.name for p in (tmp_path / "vendor").iterdir()) == ["gifenc.js", "uqr.js"]
    text = (tmp_path / "vendor" / "gifenc.js").read_text(encoding="utf-8")
    assert text.startswith("/*! gifenc 1.0.3, (c) 2017 Matt DesLauriers, MIT License")
    assert "sourceMappingURL" not in text
    assert "GIFEncoder" in text and "export{" in text
    qr = (tmp_path / "vendor" / "uqr.js").read_text(encoding="utf-8")
    assert qr.startswith("/*! uqr 0.1.3, (c) Project Nayuki, (c) 2023 Anthony Fu, MIT License")
    assert "export { QrCodeDataType, encode" in qr and "sourceMappingURL" not in qr
    pinned = json.loads((ROOT / "package.json").read_text(encoding="utf-8"))["dependencies"]
    assert pinned["gifenc"] == "1.0.3"  # exactly, as the notice says
    assert pinned["uqr"] == "0.1.3"


def test_the_page_templates_are_filled_by_the_build_and_not_published(tmp_path: Path) -> None:
    """web/templates/ holds the markup the build fills from Python's catalog (an index card, a
    rules body for a game with none written): the site gets what is made of them, not them."""
    build = load(ROOT / "build.py", "py_games_build")
    build.pages.copy_web(tmp_path / "site")
    shipped = {path.name for path in (tmp_path / "site").iterdir()}
    assert "templates" not in shipped
    assert {"index.html", "play.html", "rules", "sw.js"} <= shipped
    game_id = next(iter(PARTS))
    game = {"id": game_id, "title": "Game & Co", "summary": "Sum <up>."}
    learning = {"lessons": [game_id], "puzzles": []}
    # The card's picture is read from the folder the build wrote the game's rules pages to.
    (tmp_path / "rules").mkdir()
    (tmp_path / "rules" / f"{game_id}.svg").write_text('<svg xmlns="x"><g/></svg>')
    card = build.pages.card(game, tmp_path / "rules", learning=learning)
    assert card.startswith(f'<li class="game-card" data-game="{game_id}"><svg><g/></svg>')
    # Each word marked for the page's language (web/i18n.js), a title's quote kept whole.
    values = 'data-i18n-values="{&quot;title&quot;: &quot;Game &amp; Co&quot;}"'
    assert "<h2>Game &amp; Co</h2><p data-i18n>Sum &lt;up&gt;.</p>" in card
    assert card.endswith(
        f'<a href="rules/{game_id}.html" data-i18n="Rules of {{title}}" {values}>'
        "Rules of Game &amp; Co</a> "
        f'<a class="learn" href="learn.html#game={game_id}" data-i18n="Learn {{title}}" {values}>'
        "Learn Game &amp; Co</a></p></li>"
    )
    rules = build.pages.generated_rules(game, ["First <rule>.", "Second."])
    assert '<p class="lead" data-i18n>Sum &lt;up&gt;.</p>' in rules
    assert "<p>First &lt;rule&gt;.</p>\n    <p>Second.</p>" in rules
    assert f'<py-games-board game="{game_id}" interactive>' in rules
