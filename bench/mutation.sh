#!/usr/bin/env bash
# Mutation testing of py_games with mutmut (https://mutmut.readthedocs.io), a benchmark-style
# job: slow (minutes), so not part of CI. Prints the surviving mutants, the count per module.
#
#   bench/mutation.sh              # mutate all of py_games (config: [tool.mutmut] in pyproject)
#   bench/mutation.sh --results    # only print the results of the last run
set -euo pipefail
cd "$(dirname "$0")/.."
python=.venv/bin/python
"$python" -c "import mutmut" 2>/dev/null || .venv/bin/pip install -q mutmut
mkdir -p .cache
if [ "${1:-}" != "--results" ]; then
  # mutmut exits non-zero when mutants survive; a run that could not even start says so here.
  if ! .venv/bin/mutmut run --max-children "$(nproc)" > .cache/mutmut-run.log 2>&1 \
      && grep -q "failed to collect stats" .cache/mutmut-run.log; then
    tail -n 20 .cache/mutmut-run.log
    exit 1
  fi
fi
.venv/bin/mutmut results > .cache/mutmut-results.txt || true
echo "surviving mutants per module:"
grep -E ': (survived|no tests)' .cache/mutmut-results.txt \
  | sed -E 's/^ *py_games\.([a-z_.]+)\.x.*/\1/' | sort | uniq -c | sort -rn || echo "  none"
echo "total: $(grep -cE ': (survived|no tests)' .cache/mutmut-results.txt || true) surviving"
