"""A bridge function's answer, checked against the TypedDict the contract gives it."""

from __future__ import annotations

import json
from typing import Any

from typeguard import CollectionCheckStrategy, check_type

from py_games import bridge
from py_games import contract as answers


def answered(fn: str, request: dict[str, Any]) -> Any:
    """The answer of ``fn``, checked against its TypedDict as Python returns it and as
    JavaScript receives it."""
    every = CollectionCheckStrategy.ALL_ITEMS  # every item of every list, not the first alone
    direct = bridge.function(fn)(request)
    check_type(direct, answers.FUNCTIONS[fn][1], collection_check_strategy=every)
    answer = json.loads(bridge.handle(json.dumps({"fn": fn, **request})))
    assert "error" not in answer, answer
    if fn != "think":  # a search's answer depends on the time it got
        assert answer == json.loads(json.dumps(direct))
    check_type(answer, answers.FUNCTIONS[fn][1], collection_check_strategy=every)
    return answer
