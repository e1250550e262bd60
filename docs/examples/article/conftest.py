import os
import shutil
from typing import Any

import pytest


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict[str, Any]) -> dict[str, Any]:
    """Debian's Chromium (apt-get install chromium) instead of Playwright's download."""
    # As root (in a container, on CI) Chromium's sandbox cannot start.
    args = ["--no-sandbox"] if os.geteuid() == 0 else []
    return {**browser_type_launch_args, "executable_path": shutil.which("chromium"), "args": args}
