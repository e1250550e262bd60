"""Tonga's words in the bridge's answers: the prompts of its pair's clicks."""

from __future__ import annotations

from contract_check import answered

from .. import PARTS


def test_why_not_prompts_for_tongas_pair_and_gives_reasons_otherwise() -> None:
    line = {"game": PARTS.id, "moves": ["e2-d1"]}
    assert answered("why_not", {**line, "cells": ["a1"]}) == {
        "reason": None,
        "prompt": "black on a1: click a highlighted place for white, or a1 again to swap.",
    }
    assert answered("why_not", {**line, "cells": [" A1", "a1 "]}) == {
        "reason": None,
        "prompt": "white on a1: click a highlighted place for black, or a1 again to swap.",
    }
    assert answered("why_not", {**line, "cells": ["a1", "a1", "c3"]}) == {
        "reason": "c3 and a1 do not touch: the stones go on neighbouring cells",
        "prompt": None,
    }
    assert answered("why_not", {**line, "cells": ["a1", "b2"]}) == {"reason": None, "prompt": None}
