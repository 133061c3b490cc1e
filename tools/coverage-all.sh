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

# Specification and ID prefix of each registered rule system, as the
# registry lists them (`horde rules --json`): a new system is covered as
# soon as it is registered and has docs/spec/<id>.md.
horde=(cargo run --release --locked -q -p horde-cli --)
mapfile -t specs < <("${horde[@]}" rules --json | python3 -c '
import json, os, sys
for s in json.load(sys.stdin):
    info = s["rule_system"]
    path = "docs/spec/%s.md" % info["id"]
    if os.path.exists(path):
        print(path, info["rule_prefix"])
')
if [ "${#specs[@]}" -eq 0 ]; then
  echo "ERROR: no registered rule system has a specification in docs/spec/" >&2
  exit 2
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
