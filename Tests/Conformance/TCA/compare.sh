#!/usr/bin/env bash
# compare.sh RUNNER [NAME...]
#
# Runs the store layer's conformance programs (Programs/*.swift, one `ConformanceProgram`
# each) against The Composable Architecture and against ComposableRuntime, and compares what
# they print. RUNNER is a command that builds and runs one TCA client program: given a Swift
# file whose first line is `import __STORE__`, it replaces that line with
# `import ComposableArchitecture` and `import Dependencies`, builds it against TCA and
# swift-dependencies, runs it and prints its standard output. (CONFORMANCE.md says which
# commits and how the runs were made.)
#
# For each program it writes Expected/NAME.txt (TCA's output: the file the test suite
# compares ComposableRuntime's output with, so CI needs no TCA) and prints whether
# ComposableRuntime's output is the same. With RECORD=0 it leaves Expected/ alone and
# compares with what TCA prints now; with DEPPLAY=0 it only records TCA's output. No NAME:
# every program.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
repo=$(cd "$here/../../.." && pwd)
[[ $# -ge 1 ]] || { sed -n 2,16p "$0" >&2; exit 2; }
runner=$1; shift
programs=$here/Programs
if [[ $# -eq 0 ]]; then
  set -- $(grep -ho '^enum [A-Za-z]*: ConformanceProgram' "$programs"/*.swift | awk '{print $2}' | tr -d : | sort)
fi
[[ ${DEPPLAY:-1} = 0 ]] || (cd "$repo" && swift build --product tca-conformance >/dev/null)
depplay_side=$repo/.build/debug/tca-conformance
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
same=0; differ=0
for name in "$@"; do
  file=$(grep -l "^enum $name: ConformanceProgram" "$programs"/*.swift)
  # The program first, its two import lines made one `import __STORE__` that the runner makes
  # two again (so its line numbers are the same on both sides), then the shared support.
  {
    echo 'import __STORE__'
    sed -e '1,2{/^import \(ComposableRuntime\|DependencyRuntime\)$/d}' "$file"
    for support in Support.swift TestStoreCounter.swift; do
      grep -v '^import ' "$programs/$support"
    done
    echo 'import Foundation'
    echo 'IssueReporters.current = ['
    echo '  IssuePrinter(showsMessages: ProcessInfo.processInfo.environment["SHOW_MESSAGES"] != nil)'
    echo ']'
    echo "await $name.run()"
  } >"$work/$name.swift"
  "$runner" "$work/$name.swift" >"$work/$name.tca" 2>"$work/$name.log" || {
    echo "$name: the TCA run failed:"; tail -20 "$work/$name.log"; differ=$((differ + 1)); continue
  }
  [[ ${RECORD:-1} = 0 ]] || cp "$work/$name.tca" "$here/Expected/$name.txt"
  if [[ ${DEPPLAY:-1} = 0 ]]; then echo "$name: recorded"; continue; fi
  "$depplay_side" "$name" >"$work/$name.depplay" 2>/dev/null || true
  if cmp -s "$work/$name.tca" "$work/$name.depplay"; then
    echo "$name: same"; same=$((same + 1))
  else
    echo "$name: differs (< TCA, > ComposableRuntime)"
    diff "$work/$name.tca" "$work/$name.depplay" || true
    differ=$((differ + 1))
  fi
done
echo "$same the same, $differ different, of $#"
