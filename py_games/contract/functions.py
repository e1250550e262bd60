"""Each function of the bridge, with the request it takes and the answer it gives: what the
tools that write ``web/contract.d.ts`` and the reference read, and what the tests check every
answer against (:data:`py_games.contract.FUNCTIONS`)."""

from .learning import (
    LessonAnswer,
    LessonRequest,
    MakePuzzleAnswer,
    MakePuzzleRequest,
    PuzzleAnswer,
    PuzzleRequest,
    PuzzlesAnswer,
    PuzzlesRequest,
)
from .links import (
    PackAnswer,
    PackRequest,
    UnpackAnswer,
    UnpackRequest,
)
from .pictures import (
    EditAnswer,
    EditRequest,
    SvgAnswer,
    SvgRequest,
)
from .play import (
    CatalogAnswer,
    CatalogRequest,
    ForgetAnswer,
    ForgetRequest,
    LoadAnswer,
    LoadRequest,
    PlayAnswer,
    PlayRequest,
    RecordAnswer,
    RecordRequest,
    ThinkAnswer,
    ThinkRequest,
    ViewAnswer,
    ViewRequest,
    WhyNotAnswer,
    WhyNotRequest,
)
from .practice import (
    PracticeAnswer,
    PracticeImportAnswer,
    PracticeImportRequest,
    PracticeRequest,
)
from .review import (
    ReviewAnswer,
    ReviewRequest,
)

FUNCTIONS: dict[str, tuple[type, type]] = {
    "catalog": (CatalogRequest, CatalogAnswer),
    "view": (ViewRequest, ViewAnswer),
    "play": (PlayRequest, PlayAnswer),
    "why_not": (WhyNotRequest, WhyNotAnswer),
    "record": (RecordRequest, RecordAnswer),
    "load": (LoadRequest, LoadAnswer),
    "think": (ThinkRequest, ThinkAnswer),
    "forget": (ForgetRequest, ForgetAnswer),
    "review": (ReviewRequest, ReviewAnswer),
    "edit": (EditRequest, EditAnswer),
    "svg": (SvgRequest, SvgAnswer),
    "lesson": (LessonRequest, LessonAnswer),
    "puzzles": (PuzzlesRequest, PuzzlesAnswer),
    "puzzle": (PuzzleRequest, PuzzleAnswer),
    "make_puzzle": (MakePuzzleRequest, MakePuzzleAnswer),
    "pack": (PackRequest, PackAnswer),
    "unpack": (UnpackRequest, UnpackAnswer),
    "practice": (PracticeRequest, PracticeAnswer),
    "practice_import": (PracticeImportRequest, PracticeImportAnswer),
}
"""Each function of the bridge: the request it takes and the answer it gives."""
