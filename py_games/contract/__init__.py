"""What each function of the bridge takes and answers: the other half of the contract.

Every board on every page draws one thing: what Python describes, and nothing else. The
contract is written once, as TypedDicts: :mod:`py_games.contract.scene` (the board, sent once
per game, and the scene of a position) and, around those, what each function of
:mod:`py_games.bridge` takes and answers: which fields a request ``{"fn": name, …}`` may
carry and exactly what its answer holds. Every field is documented where it is declared.

The bridge returns these types (mypy checks them), and the tests check every game's answers
against them with typeguard on random positions (``tests/contract_check.py``).
``tools/contract_types.py`` writes the same types for the web code as TypeScript
(``web/contract.d.ts``, with the docstrings); the web code imports them in its JSDoc and
TypeScript checks all of ``web/`` against them (``tsc --noEmit --checkJs``, strict), so a field
renamed on one side fails the tests until the other side follows, and so does a stale
``contract.d.ts`` (``python tools/contract_types.py`` rewrites it). :data:`FUNCTIONS` is the
list both sides read.

The types live in one module per part of the bridge (:mod:`.play`, :mod:`.review`,
:mod:`.pictures`, :mod:`.learning`, :mod:`.links`, :mod:`.practice`), each a page's worth;
every name is imported from here.

Requests are described for their callers; the bridge itself trusts none of them and checks
every field it reads (a wrong one is a ``BadRequest``). Any answer may instead be an
:class:`ErrorAnswer`.

These modules do without ``from __future__ import annotations``: on Python 3.14 a TypedDict's
annotations are then read only when asked for, which makes importing the contract, as every
start of the site's worker does, several times cheaper (``bench/``'s README). So a type is
declared before any type that names it.
"""

from importlib import import_module
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .functions import FUNCTIONS
    from .learning import (
        AttemptInfo,
        HintInfo,
        LessonAnswer,
        LessonRequest,
        MadeInfo,
        MadeLink,
        MakePuzzleAnswer,
        MakePuzzleRequest,
        PuzzleAnswer,
        PuzzleAttemptInfo,
        PuzzleEntry,
        PuzzleInfo,
        PuzzleRequest,
        PuzzlesAnswer,
        PuzzlesRequest,
        Status,
        TaskEntry,
        TaskInfo,
    )
    from .links import PackAnswer, PackRequest, UnpackAnswer, UnpackRequest
    from .pictures import (
        EditAnswer,
        EditRequest,
        FieldInfo,
        KindInfo,
        Sketch,
        SvgAnswer,
        SvgRequest,
    )
    from .play import (
        AnyRequest,
        CatalogAnswer,
        CatalogRequest,
        ErrorAnswer,
        ErrorInfo,
        ForgetAnswer,
        ForgetRequest,
        GameEntry,
        GameRequest,
        History,
        LevelInfo,
        LimitsInfo,
        LoadAnswer,
        LoadRequest,
        OptionValues,
        PartsInfo,
        PicturedScene,
        PlannedEntry,
        PlayAnswer,
        Played,
        PlayRequest,
        RecordAnswer,
        RecordRequest,
        StrengthInfo,
        ThinkAnswer,
        ThinkRequest,
        ViewAnswer,
        ViewRequest,
        WhyNotAnswer,
        WhyNotRequest,
    )
    from .practice import (
        CollectionInfo,
        DamageInfo,
        EventInfo,
        EventKind,
        JournalLimits,
        KeptPuzzleInfo,
        NextInfo,
        PracticeAnswer,
        PracticeImportAnswer,
        PracticeImportRequest,
        PracticeRequest,
        QueueEntry,
        RatingPoint,
        RunInfo,
        SolverInfo,
    )
    from .review import (
        EvaluationInfo,
        ReviewAnswer,
        ReviewedStep,
        ReviewRequest,
    )

__all__ = [
    "FUNCTIONS",
    "AnyRequest",
    "AttemptInfo",
    "CatalogAnswer",
    "CatalogRequest",
    "CollectionInfo",
    "DamageInfo",
    "EditAnswer",
    "EditRequest",
    "ErrorAnswer",
    "ErrorInfo",
    "EvaluationInfo",
    "EventInfo",
    "EventKind",
    "FieldInfo",
    "ForgetAnswer",
    "ForgetRequest",
    "GameEntry",
    "GameRequest",
    "HintInfo",
    "History",
    "JournalLimits",
    "KeptPuzzleInfo",
    "KindInfo",
    "LessonAnswer",
    "LessonRequest",
    "LevelInfo",
    "LimitsInfo",
    "LoadAnswer",
    "LoadRequest",
    "MadeInfo",
    "MadeLink",
    "MakePuzzleAnswer",
    "MakePuzzleRequest",
    "NextInfo",
    "OptionValues",
    "PackAnswer",
    "PackRequest",
    "PartsInfo",
    "PicturedScene",
    "PlannedEntry",
    "PlayAnswer",
    "PlayRequest",
    "Played",
    "PracticeAnswer",
    "PracticeImportAnswer",
    "PracticeImportRequest",
    "PracticeRequest",
    "PuzzleAnswer",
    "PuzzleAttemptInfo",
    "PuzzleEntry",
    "PuzzleInfo",
    "PuzzleRequest",
    "PuzzlesAnswer",
    "PuzzlesRequest",
    "QueueEntry",
    "RatingPoint",
    "RecordAnswer",
    "RecordRequest",
    "ReviewAnswer",
    "ReviewRequest",
    "ReviewedStep",
    "RunInfo",
    "Sketch",
    "SolverInfo",
    "Status",
    "StrengthInfo",
    "SvgAnswer",
    "SvgRequest",
    "TaskEntry",
    "TaskInfo",
    "ThinkAnswer",
    "ThinkRequest",
    "UnpackAnswer",
    "UnpackRequest",
    "ViewAnswer",
    "ViewRequest",
    "WhyNotAnswer",
    "WhyNotRequest",
]

# Where each name lives, in the order a name is looked for (see __getattr__).
_MODULES = (
    "scene",
    "shapes",
    "play",
    "review",
    "pictures",
    "learning",
    "links",
    "practice",
    "functions",
)


def __getattr__(name: str) -> Any:
    """A name of the contract, imported when first asked for. The site's worker imports only the
    modules it uses at run time (the picture's shapes, the words' sentences): the types are for
    type checkers, the tools and the tests, and making them all took a tenth of the bridge's
    import (``bench/``'s README)."""
    if name in __all__:
        for module in _MODULES:
            found = vars(import_module(f".{module}", __name__))
            if name in found:
                globals()[name] = found[name]
                return found[name]
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
