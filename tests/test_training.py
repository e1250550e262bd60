"""Training a learned evaluation (py_games.training, ``python -m py_games train``) end to
end on a tiny budget: the same table here, in processes and on a local Dask cluster; a run
stopped and resumed makes the table a run at once makes; bad input refused with a reason."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from examples import LEARNS

from py_games.__main__ import main
from py_games.core.errors import GameError
from py_games.learned import Table
from py_games.training import PROGRESS, TABLE, Settings, train

TINY = Settings(game=LEARNS, options={"size": 4}, games=12, generation=4, check=2, check_games=2)


def quiet(_text: str) -> None:
    pass


def test_a_tiny_training_learns_and_checks(tmp_path: Path) -> None:
    table = train(TINY, tmp_path, say=quiet)
    assert len(table) > 0 and table.about["games"] == 12
    assert Table.from_bytes((tmp_path / TABLE).read_bytes()) == table
    progress = json.loads((tmp_path / PROGRESS).read_text())
    assert [s["games"] for s in progress["summaries"]] == [4, 8, 12]
    assert "vs level 1" in progress["summaries"][1] and "vs level 1" not in progress["summaries"][0]
    assert 0 <= progress["summaries"][1]["vs level 2"] <= TINY.check_games


def test_processes_and_a_dask_cluster_make_the_same_table(tmp_path: Path, dask_client: Any) -> None:
    here = train(TINY, tmp_path / "here", say=quiet)
    processes = train(TINY, tmp_path / "processes", workers=2, say=quiet)
    cluster = train(TINY, tmp_path / "cluster", scheduler=dask_client.scheduler.address, say=quiet)
    assert here.to_bytes() == processes.to_bytes() == cluster.to_bytes()


def test_a_training_goes_on_from_its_checkpoint(tmp_path: Path) -> None:
    once = train(TINY, tmp_path / "once", say=quiet)
    said: list[str] = []
    train(Settings(**{**TINY.__dict__, "games": 4}), tmp_path / "twice", say=said.append)
    resumed = train(TINY, tmp_path / "twice", say=said.append)
    assert resumed.to_bytes() == once.to_bytes()
    assert any("going on from generation 1 of 3" in line for line in said)


def test_a_checkpoint_of_other_settings_is_not_mixed_in(tmp_path: Path) -> None:
    train(Settings(**{**TINY.__dict__, "games": 4}), tmp_path, say=quiet)
    with pytest.raises(GameError, match="holds a training with other settings"):
        train(Settings(**{**TINY.__dict__, "seed": "another"}), tmp_path, say=quiet)
    (tmp_path / PROGRESS).write_text("{not json")
    with pytest.raises(GameError, match="is not a training's progress"):
        train(TINY, tmp_path, say=quiet)


def test_the_train_command(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "training"
    argv = ["train", LEARNS, "--games", "4", "--generation", "2", "--check", "0",
            "--option", "size=4", "--out", str(out)]  # fmt: skip
    assert main(argv) == 0
    said = capsys.readouterr()
    assert "generation 2/2: 4 games" in said.err
    assert f"in {out}" in said.out
    assert Table.from_bytes((out / TABLE).read_bytes()).about["options"] == {"size": 4}


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--games", "0"], "a whole number from 1, not '0'"),
        (["--rate", "2"], "a number from 0 to 1, not '2'"),
        (["--option", "size=99"], "size"),
        (["--option", "size"], "write an option as name=value"),
    ],
)
def test_bad_training_settings_are_refused_with_a_reason(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], argv: list[str], message: str
) -> None:
    try:
        code = main(["train", LEARNS, "--out", str(tmp_path), *argv])
    except SystemExit as exit_:  # argparse's own refusals
        code = int(exit_.code or 0)
    assert code == 2
    assert message in capsys.readouterr().err
