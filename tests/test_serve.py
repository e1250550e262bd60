"""The development server (sitebuild.serve): what it says when something goes wrong."""

from __future__ import annotations

from pathlib import Path

import pytest

from sitebuild.serve import make_server


@pytest.mark.parametrize("dropped", [ConnectionResetError, BrokenPipeError])
def test_a_connection_the_browser_dropped_prints_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], dropped: type[Exception]
) -> None:
    with make_server(tmp_path, port=0, quiet=True) as server:
        try:
            raise dropped(104, "Connection reset by peer")
        except OSError:
            server.handle_error(None, ("127.0.0.1", 1))
    assert capsys.readouterr().err == ""


def test_any_other_error_is_printed(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    with make_server(tmp_path, port=0, quiet=True) as server:
        try:
            raise ValueError("a handler's own fault")
        except ValueError:
            server.handle_error(None, ("127.0.0.1", 1))
    assert "ValueError: a handler's own fault" in capsys.readouterr().err
