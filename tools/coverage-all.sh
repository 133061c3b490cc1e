#!/usr/bin/env bash
# Rule-ID coverage for every rule system the repository implements: runs
# tools/ruleid-coverage.py on each one's specification in docs/spec/ and
# prints its summary ("RM rule IDs cited by tests: covered/total (pct)").
#
# Missing coverage is reported, not failed: this exits non-zero only if the
# tool itself fails (a crash, bad arguments, or a specification in which it
# finds no rule IDs at all). Extra arguments go to every run, e.g.
#   bash tools/coverage-all.sh --show-missing
set -uo pipefail
cd "$(dirname "$0")/.." || exit 2

# Specification and ID prefix of each rule system with a crate in crates/.
specs=(
  "docs/spec/rue-morgue.md RM"
  "docs/spec/grid-siege.md GS"
)
# Rue Morgue's content-facts document joins in if it ever defines RM IDs (a
# line starting with one, as the tool reads it); it has none today.
if grep -qE '^[[:space:]]*([-*][[:space:]]+)?\**RM-[A-Z0-9]+-[0-9]+\b' docs/spec/rue-morgue-data.md 2>/dev/null; then
  specs+=("docs/spec/rue-morgue-data.md RM")
fi

status=0
for entry in "${specs[@]}"; do
  read -r spec prefix <<<"$entry"
  echo "$spec:"
  out=$(python3 tools/ruleid-coverage.py "$spec" "$prefix" "$@" 2>&1)
  rc=$?
  printf '%s\n' "$out"
  # The tool exits 1 below --min (0 by default) and when it finds no IDs;
  # only a summary with at least one ID is a result rather than an error.
  summary=$(printf '%s\n' "$out" | tail -n 1)
  if [ "$rc" -ne 0 ] && ! [[ "$summary" =~ cited\ by\ tests:\ [0-9]+/[1-9][0-9]*\  ]]; then
    echo "ERROR: ruleid-coverage.py failed on $spec (exit $rc)" >&2
    status=1
  fi
done
exit "$status"
